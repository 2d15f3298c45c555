import { buildCurl, type CurlRequest } from '../../lib/curl'
import { parseHeaderLines, skippedNotes } from '../../lib/header-lines'

/** SPEC "cURL Builder", sections 3, 4, 5. */
export const CURL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type CurlMethod = (typeof CURL_METHODS)[number]

export type CurlBuilderState = { method: CurlMethod; url: string; headers: string; body: string; multiline: boolean }
export const DEFAULTS: CurlBuilderState = { method: 'GET', url: '', headers: '', body: '', multiline: true }

export const validateState = (s: CurlBuilderState, d: CurlBuilderState): CurlBuilderState => ({
  ...s,
  method: (CURL_METHODS as readonly string[]).includes(s.method) ? s.method : d.method,
})

/** SPEC section 5: the body is included only for non-GET methods. */
export const sendsBody = (method: CurlMethod) => method !== 'GET'

/** The request the screen describes: header lines that count, the body only when the method sends one. */
export function builderRequest(state: CurlBuilderState): CurlRequest {
  return {
    method: state.method,
    url: state.url.trim(),
    headers: parseHeaderLines(state.headers).headers,
    body: sendsBody(state.method) ? state.body : null,
  }
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
