import { buildCurl, type CurlRequest, type ParsedCurl } from '../../lib/curl'
import { basicAuth, type CodeRequest } from '../../lib/curl-to-code'
import { isCodeLanguage, type CodeLanguage } from '../../lib/curl-to-code/languages'
import { parseHeaderLines, skippedNotes } from '../../lib/header-lines'

/** SPEC "cURL Builder", sections 3, 4, 5. */
export const CURL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type CurlMethod = (typeof CURL_METHODS)[number]

export type CurlBuilderState = {
  method: CurlMethod
  url: string
  headers: string
  body: string
  multiline: boolean
  /** -k and --compressed (issue 35: a pasted browser command keeps them). */
  insecure: boolean
  compressed: boolean
  /** The language of the Code pane. */
  language: CodeLanguage
}
export const DEFAULTS: CurlBuilderState = { method: 'GET', url: '', headers: '', body: '', multiline: true, insecure: false, compressed: false, language: 'python' }

export const validateState = (s: CurlBuilderState, d: CurlBuilderState): CurlBuilderState => ({
  ...s,
  method: (CURL_METHODS as readonly string[]).includes(s.method) ? s.method : d.method,
  language: isCodeLanguage(s.language) ? s.language : d.language,
})

/** SPEC section 5: the body is included only for non-GET methods. */
export const sendsBody = (method: CurlMethod) => method !== 'GET'

/** The request the screen describes: header lines that count, the body only when the method sends one. */
export function builderRequest(state: CurlBuilderState): CurlRequest {
  const req: CurlRequest = {
    method: state.method,
    url: state.url.trim(),
    headers: parseHeaderLines(state.headers).headers,
    body: sendsBody(state.method) ? state.body : null,
  }
  if (state.insecure) req.insecure = true
  if (state.compressed) req.compressed = true
  return req
}

/**
 * The request the command sends, for the Code pane: curl's own Content-Type for `-d`
 * (application/x-www-form-urlencoded) written out when the headers name none, as curl sends it.
 */
export function builderCodeRequest(state: CurlBuilderState): CodeRequest {
  const req = builderRequest(state)
  const sendsData = req.body != null && req.body !== ''
  if (sendsData && !req.headers.some(([n]) => n.toLowerCase() === 'content-type')) req.headers = [...req.headers, ['Content-Type', 'application/x-www-form-urlencoded']]
  return req
}

/**
 * "And back": the fields a pasted cURL command describes. -u becomes an Authorization header (the
 * same bytes curl sends); curl's default Content-Type for -d is left for curl to add again; what
 * the fields cannot hold (another method, multipart fields, files named with @) is said in notes.
 */
export function stateFromCurl(s: CurlBuilderState, p: ParsedCurl): { state: CurlBuilderState; notes: string[] } {
  const notes = p.ignored.map((i) => `Left out: ${i}`)
  let method = p.method as CurlMethod
  if (!(CURL_METHODS as readonly string[]).includes(p.method)) {
    method = p.body !== null ? 'POST' : 'GET'
    notes.push(`${p.method} is not one of the methods here: ${method} is chosen instead.`)
  }
  const headers = p.headers.filter(([n]) => !(p.defaultContentType && n.toLowerCase() === 'content-type'))
  const lines = headers.map(([n, v]) => `${n}: ${v}`)
  if (p.user) lines.push(`Authorization: ${basicAuth(p.user)}`)
  if (p.form.length) notes.push(`Left out: the multipart fields (${p.form.map(([k]) => k).join(', ')}): the builder sends a raw body; the Recipe Workbench's cURL to Code keeps them.`)
  const state = { ...s, method, url: p.url, headers: lines.join('\n'), body: p.body ?? '', insecure: !!p.insecure, compressed: !!p.compressed }
  return { state, notes }
}

/** The generated command, or null until there is a URL. */
export function builderCommand(state: CurlBuilderState): string | null {
  const req = builderRequest(state)
  return req.url ? buildCurl(req, { multiline: state.multiline }) : null
}

const looksJson = (body: string) => /^\s*[[{]/.test(body)

/** Things worth knowing about the command: lines that do not count, and how curl will read it. */
export function builderNotes(state: CurlBuilderState): string[] {
  const lines = parseHeaderLines(state.headers)
  const notes = skippedNotes(lines)
  for (const [name, value] of lines.headers) {
    if (value === '') notes.push(`${name} has no value: it is written as -H '${name};', curl's way to send an empty header.`)
  }
  const url = state.url.trim()
  if (url && !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) notes.push('No scheme in the URL: curl will assume http://.')
  if (/\s/.test(url)) notes.push('The URL contains spaces: curl refuses them; write them as %20.')
  if (state.body !== '') {
    if (!sendsBody(state.method)) notes.push('The body is not sent with GET; choose another method to send it.')
    else if (looksJson(state.body) && !lines.headers.some(([n]) => n.toLowerCase() === 'content-type')) {
      notes.push("curl -d labels the body application/x-www-form-urlencoded: add a 'Content-Type: application/json' header for JSON.")
    }
  }
  return notes
}
