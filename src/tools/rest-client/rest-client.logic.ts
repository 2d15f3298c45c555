/**
 * REST Client rules: SPEC sections 2-9 ("REST Client") and DECISIONS D12, D20. Pure: no React, no
 * DOM; runs in node for the tests.
 *
 * A request is built in two steps so a pre-request script sits between them, as in Postman:
 * `draftRequest(state)` is what the form says (URL with the enabled params, enabled headers, the
 * body), unresolved; the script may change it; `finalizeRequest(draft, auth, environment)` then
 * replaces `{{variables}}`, applies the authorization and the body's content type and encoding.
 * `buildRequest(state, environment)` is both steps without a script.
 */
import { shortSize } from '../../lib/binary'
import { curlUrl, type CurlRequest, type ParsedCurl } from '../../lib/curl'
import type { ScriptRequest, ScriptResponse } from '../../workers/script/script.types'

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const
export type Method = (typeof METHODS)[number]

export const AUTH_TYPES = ['none', 'bearer', 'basic', 'apikey'] as const
export type AuthType = (typeof AUTH_TYPES)[number]
export const AUTH_LABELS: Record<AuthType, string> = { none: 'No Auth', bearer: 'Bearer Token', basic: 'Basic Auth', apikey: 'API Key' }

export const BODY_TYPES = ['none', 'raw', 'form-data', 'x-www-form-urlencoded'] as const
export type BodyType = (typeof BODY_TYPES)[number]

export type KeyValueRow = { key: string; value: string; enabled: boolean }
export type Auth = { type: AuthType; token: string; username: string; password: string; key: string; keyValue: string; addTo: 'header' | 'query' }
/** SPEC section 3: id (timestamp string), name, method, url, timestamp. */
export type SavedRequest = { id: string; name: string; method: Method; url: string; timestamp: string }

/** Persisted as `devtools-rest-client-advanced`: SPEC's fields, plus the environment and the time-out. */
export type RestState = {
  method: Method
  url: string
  params: KeyValueRow[]
  headers: KeyValueRow[]
  auth: Auth
  bodyType: BodyType
  rawBody: string
  formData: KeyValueRow[]
  preRequestScript: string
  tests: string
  savedRequests: SavedRequest[]
  /** Variables for `{{name}}` in the URL, params, headers, body and auth fields; scripts read and set them. */
  environment: KeyValueRow[]
  timeoutSeconds: number
}

export const MAX_SAVED = 10
export const RECENT_SHOWN = 5
export const DEFAULT_TIMEOUT_SECONDS = 30
export const MIN_TIMEOUT_SECONDS = 1
export const MAX_TIMEOUT_SECONDS = 300

export const MESSAGES = {
  errorTitle: 'Error',
  missingUrl: 'Please enter a URL',
  failedPrefix: 'Request failed: ',
  failedToast: 'Request failed',
  sent: 'Request sent',
  saved: 'Request saved',
  loaded: 'Request loaded',
} as const

/** The description under the 'Request sent' toast: status, status text and time in ms. */
export const sentDescription = (status: number, statusText: string, elapsedMs: number) => `${status}${statusText ? ` ${statusText}` : ''} · ${elapsedMs} ms`

/**
 * The kind of the 'Request sent' toast: a success only for 1xx-3xx; a 4xx is the client's problem
 * (a warning), a 5xx the server's (an error). The description names the status either way.
 */
export const sentToastKind = (status: number): 'success' | 'warning' | 'error' => (status >= 500 ? 'error' : status >= 400 ? 'warning' : 'success')

export const emptyRow = (): KeyValueRow => ({ key: '', value: '', enabled: true })

export const DEFAULTS: RestState = {
  method: 'GET',
  url: '',
  params: [emptyRow()],
  headers: [{ key: 'Content-Type', value: 'application/json', enabled: true }],
  auth: { type: 'none', token: '', username: '', password: '', key: '', keyValue: '', addTo: 'header' },
  bodyType: 'none',
  rawBody: '',
  formData: [emptyRow()],
  preRequestScript: '',
  tests: '',
  savedRequests: [],
  environment: [emptyRow()],
  timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
}

// ---------------------------------------------------------------------------------------------
// Validation of stored (or shared) state

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback)
const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T => ((list as readonly unknown[]).includes(v) ? (v as T) : fallback)

function rows(v: unknown, fallback: KeyValueRow[]): KeyValueRow[] {
  if (!Array.isArray(v)) return fallback
  return v.filter(isRecord).map((r) => ({ key: str(r.key), value: str(r.value), enabled: r.enabled !== false }))
}

/** Turns whatever was stored (or shared in a link) into a state the screen can use. */
export function validateState(s: RestState, d: RestState): RestState {
  const auth: Record<string, unknown> = isRecord(s.auth) ? s.auth : {}
  const saved = Array.isArray(s.savedRequests) ? s.savedRequests : []
  return {
    method: oneOf(METHODS, s.method, d.method),
    url: str(s.url),
    params: rows(s.params, d.params),
    headers: rows(s.headers, d.headers),
    auth: {
      type: oneOf(AUTH_TYPES, auth.type, d.auth.type),
      token: str(auth.token),
      username: str(auth.username),
      password: str(auth.password),
      key: str(auth.key),
      keyValue: str(auth.keyValue),
      addTo: auth.addTo === 'query' ? 'query' : 'header',
    },
    bodyType: oneOf(BODY_TYPES, s.bodyType, d.bodyType),
    rawBody: str(s.rawBody),
    formData: rows(s.formData, d.formData),
    preRequestScript: str(s.preRequestScript),
    tests: str(s.tests),
    savedRequests: saved
      .filter(isRecord)
      .filter((r) => typeof r.url === 'string')
      .map((r) => {
        const method = oneOf(METHODS, r.method, 'GET')
        const url = str(r.url)
        return { id: str(r.id, String(r.id ?? '')), name: str(r.name, `${method} ${url}`), method, url, timestamp: str(r.timestamp) }
      })
      .slice(0, MAX_SAVED),
    environment: rows(s.environment, d.environment),
    timeoutSeconds: clampTimeout(s.timeoutSeconds),
  }
}

export function clampTimeout(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(v)
  if (!Number.isFinite(n)) return DEFAULT_TIMEOUT_SECONDS
  return Math.min(MAX_TIMEOUT_SECONDS, Math.max(MIN_TIMEOUT_SECONDS, Math.round(n)))
}

// ---------------------------------------------------------------------------------------------
// Rows, the URL's query string and the Params table (kept in sync both ways)

/** SPEC section 5: only enabled rows with a non-empty key are used. */
export const isUsed = (r: KeyValueRow) => r.enabled && r.key.trim() !== ''
export const usedPairs = (list: readonly KeyValueRow[]): Array<[string, string]> => list.filter(isUsed).map((r) => [r.key.trim(), r.value])

export function splitUrl(url: string): { base: string; query: string | null; hash: string } {
  const hashAt = url.indexOf('#')
  const hash = hashAt < 0 ? '' : url.slice(hashAt)
  const rest = hashAt < 0 ? url : url.slice(0, hashAt)
  const q = rest.indexOf('?')
  return q < 0 ? { base: rest, query: null, hash } : { base: rest.slice(0, q), query: rest.slice(q + 1), hash }
}

/**
 * The query string's parameters as rows, as written (not decoded), so they read back exactly as
 * typed; `a` without `=` has an empty value; parts without a name are not rows.
 */
export function parseQuery(query: string): KeyValueRow[] {
  return query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=')
      return eq < 0 ? { key: part, value: '', enabled: true } : { key: part.slice(0, eq), value: part.slice(eq + 1), enabled: true }
    })
    .filter((r) => r.key !== '')
}

/**
 * The Params table after the URL was edited: the URL's parameters, then the rows the URL cannot
 * show (disabled ones, and rows still without a name), so editing the URL never loses them.
 */
export function paramsFromUrl(url: string, previous: readonly KeyValueRow[]): KeyValueRow[] {
  const { query } = splitUrl(url)
  const parsed = query === null ? [] : parseQuery(query)
  const kept = previous.filter((r) => !r.enabled || r.key.trim() === '')
  const next = [...parsed, ...kept]
  return next.length ? next : [emptyRow()]
}

// `&` and `#` would end a parameter (and `=` a name), so they are written escaped; the rest as typed.
const queryKey = (s: string) => s.replace(/[&#=]/g, (c) => encodeURIComponent(c))
const queryValue = (s: string) => s.replace(/[&#]/g, (c) => encodeURIComponent(c))

/** The URL after the Params table was edited: its query string rebuilt from the enabled rows. */
export function urlWithParams(url: string, params: readonly KeyValueRow[]): string {
  const { base, hash } = splitUrl(url)
  const query = params
    .filter(isUsed)
    .map((r) => `${queryKey(r.key.trim())}=${queryValue(r.value)}`)
    .join('&')
  return `${base}${query ? `?${query}` : ''}${hash}`
}

/** Adds an already-encoded `name=value` to a URL's query string. */
export function appendQuery(url: string, part: string): string {
  const { base, query, hash } = splitUrl(url)
  const joined = query === null || query === '' ? part : `${query.replace(/&+$/, '')}&${part}`
  return `${base}?${joined}${hash}`
}

// ---------------------------------------------------------------------------------------------
// A URL typed without a scheme

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

/** Hosts on this machine or a private network, where plain http is the norm and https rarely set up. */
function isLocalHost(host: string): boolean {
  const h = host.toLowerCase()
  if (h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal')) return true
  if (h.startsWith('[')) return h === '[::1]' || /^\[f[cd]|^\[fe80:/.test(h) // IPv6 loopback, unique-local, link-local
  if (!h.includes('.')) return true // a single-label name (my-server, api): a machine on the local network
  const ip = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(h)
  if (!ip) return false
  const [a, b] = [Number(ip[1]), Number(ip[2])]
  return a === 127 || a === 10 || a === 0 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254)
}

/**
 * The scheme Send puts in front of a URL typed without one (`localhost:4822/x`, `api.example.com/v1`):
 * `http://` for this machine and private networks (localhost, 127.x, 10.x, 192.168.x, [::1],
 * single-label names), as Postman and curl do; `https://` for every other host, as browsers'
 * address bars now do, since a public API is served over https and a page on https may not call
 * plain http anyway. Null when the URL has a scheme, or starts with an unresolved `{{variable}}`.
 */
export function assumedScheme(url: string): 'http://' | 'https://' | null {
  const u = url.trim()
  if (u === '' || HAS_SCHEME.test(u) || u.startsWith('{{')) return null
  const rest = u.replace(/^\/\//, '')
  const authority = rest.split(/[/?#]/, 1)[0]!.replace(/^[^@]*@/, '')
  const host = authority.startsWith('[') ? authority.slice(0, authority.indexOf(']') + 1) : authority.replace(/:\d*$/, '')
  return isLocalHost(host) ? 'http://' : 'https://'
}

/** The URL as sent: with the assumed scheme when it has none (see assumedScheme). */
export function withScheme(url: string): string {
  const scheme = assumedScheme(url)
  return scheme ? `${scheme}${url.trim().replace(/^\/\//, '')}` : url
}

// ---------------------------------------------------------------------------------------------
// Variables

/** `{{name}}`, spaces inside the braces allowed. */
export const VARIABLE = /\{\{\s*([^{}]+?)\s*\}\}/g

/** The enabled environment rows as name/value pairs, one per name (a later row wins). */
export const environmentPairs = (list: readonly KeyValueRow[]): Array<[string, string]> => [...new Map(usedPairs(list))]

/** Replaces `{{name}}` with its value; unknown names stay as written and are added to `missing`. */
export function substitute(text: string, env: ReadonlyMap<string, string>, missing?: Set<string>): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const value = env.get(name)
    if (value === undefined) {
      missing?.add(name)
      return whole
    }
    return value
  })
}

/** Writes a script's environment back into the rows: values updated, unset ones removed, new ones added; disabled rows stay. */
export function applyEnvironment(previous: readonly KeyValueRow[], after: ReadonlyArray<readonly [string, string]>): KeyValueRow[] {
  const values = new Map(after.map(([k, v]) => [k, v]))
  const seen = new Set<string>()
  const next: KeyValueRow[] = []
  for (const r of previous) {
    if (!isUsed(r)) {
      next.push(r)
      continue
    }
    const key = r.key.trim()
    if (!values.has(key) || seen.has(key)) continue
    seen.add(key)
    next.push({ ...r, value: values.get(key)! })
  }
  const added = after.filter(([k]) => !seen.has(k) && k.trim() !== '').map(([key, value]) => ({ key, value, enabled: true }))
  const blank = next.filter((r) => r.key.trim() === '')
  const filled = next.filter((r) => r.key.trim() !== '')
  const result = [...filled, ...added, ...blank]
  return result.length ? result : [emptyRow()]
}

export const sameEnvironment = (a: ReadonlyArray<readonly [string, string]>, b: ReadonlyArray<readonly [string, string]>) =>
  a.length === b.length && a.every(([k, v], i) => b[i]![0] === k && b[i]![1] === v)

// ---------------------------------------------------------------------------------------------
// Building the request

export type Pair = [string, string]
export type DraftBody = { mode: 'none' } | { mode: 'raw'; raw: string } | { mode: 'urlencoded'; fields: Pair[] } | { mode: 'formdata'; fields: Pair[] }
/** The request as the form describes it, before variables, auth and body encoding. */
export type Draft = { method: Method; url: string; headers: Pair[]; body: DraftBody }

export type PreparedBody = { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'multipart'; fields: Pair[] }
/** The request as it is sent. */
export type Prepared = {
  method: Method
  url: string
  headers: Pair[]
  body: PreparedBody
  /** `{{names}}` that have no value. */
  unresolved: string[]
}

/** SPEC section 5: the body is ignored when the type is none or the method is GET (and HEAD, which fetch cannot send one with). */
export const bodyAllowed = (method: string) => method !== 'GET' && method !== 'HEAD'

export function draftRequest(s: RestState): Draft {
  const fields = usedPairs(s.formData)
  const body: DraftBody =
    !bodyAllowed(s.method) || s.bodyType === 'none'
      ? { mode: 'none' }
      : s.bodyType === 'raw'
        ? { mode: 'raw', raw: s.rawBody }
        : s.bodyType === 'form-data'
          ? { mode: 'formdata', fields }
          : { mode: 'urlencoded', fields }
  return { method: s.method, url: urlWithParams(s.url.trim(), s.params), headers: usedPairs(s.headers), body }
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
/** Replaces every header of that name (auth wins over a typed header of the same name). */
export function setHeader(headers: Pair[], name: string, value: string): Pair[] {
  return [...headers.filter(([k]) => !sameName(k, name)), [name, value]]
}
export const headerValue = (headers: readonly Pair[], name: string) => headers.find(([k]) => sameName(k, name))?.[1]

/** Base64 of the UTF-8 bytes (what browsers and curl send for non-ASCII credentials). */
export function base64Utf8(text: string): string {
  let binary = ''
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b)
  return btoa(binary)
}

export const URLENCODED = 'application/x-www-form-urlencoded'
const DEFAULT_CONTENT_TYPE = 'application/json'

export function finalizeRequest(draft: Draft, auth: Auth, environment: ReadonlyArray<readonly [string, string]>): Prepared {
  const env = new Map(environment)
  const missing = new Set<string>()
  const sub = (t: string) => substitute(t, env, missing)
  let url = sub(draft.url)
  let headers: Pair[] = draft.headers.map(([k, v]): Pair => [sub(k).trim(), sub(v)]).filter(([k]) => k !== '')

  // Authorization (SPEC section 5, D12): only when its fields are filled in.
  if (auth.type === 'bearer') {
    const token = sub(auth.token).trim()
    if (token) headers = setHeader(headers, 'Authorization', `Bearer ${token}`)
  } else if (auth.type === 'basic') {
    const username = sub(auth.username)
    const password = sub(auth.password)
    if (username && password) headers = setHeader(headers, 'Authorization', `Basic ${base64Utf8(`${username}:${password}`)}`)
  } else if (auth.type === 'apikey') {
    const key = sub(auth.key).trim()
    const value = sub(auth.keyValue)
    if (key && value) {
      if (auth.addTo === 'query') url = appendQuery(url, `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      else headers = setHeader(headers, key, value)
    }
  }

  let body: PreparedBody = { kind: 'none' }
  if (bodyAllowed(draft.method)) {
    const b = draft.body
    if (b.mode === 'raw') body = { kind: 'text', text: sub(b.raw) }
    else if (b.mode === 'urlencoded') {
      body = { kind: 'text', text: new URLSearchParams(b.fields.map(([k, v]) => [sub(k), sub(v)])).toString() }
      // The default JSON content type would mislabel the form; another value the user chose stays.
      const type = headerValue(headers, 'Content-Type')
      if (type === undefined || type.trim().toLowerCase() === DEFAULT_CONTENT_TYPE) headers = setHeader(headers, 'Content-Type', URLENCODED)
    } else if (b.mode === 'formdata') {
      body = { kind: 'multipart', fields: b.fields.map(([k, v]): Pair => [sub(k), sub(v)]) }
      // The browser writes multipart/form-data with its boundary; a typed Content-Type would break it.
      headers = headers.filter(([k]) => !sameName(k, 'Content-Type'))
    }
  }
  return { method: draft.method, url: withScheme(url).split('#')[0]!, headers, body, unresolved: [...missing] }
}

/** What Send would send without a pre-request script. */
export const buildRequest = (s: RestState, environment: ReadonlyArray<readonly [string, string]> = environmentPairs(s.environment)): Prepared =>
  finalizeRequest(draftRequest(s), s.auth, environment)

/** The body as fetch takes it. */
export function fetchBody(body: PreparedBody): string | FormData | undefined {
  if (body.kind === 'text') return body.text
  if (body.kind === 'multipart') {
    const form = new FormData()
    for (const [k, v] of body.fields) form.append(k, v)
    return form
  }
  return undefined
}

/** The request for "Copy as cURL": the URL percent-encoded where curl would refuse or glob it. */
export const curlRequest = (p: Prepared): CurlRequest => ({
  method: p.method,
  url: curlUrl(p.url),
  headers: p.headers,
  body: p.body.kind === 'text' ? p.body.text : null,
  form: p.body.kind === 'multipart' ? p.body.fields : undefined,
})

/** Headers a page cannot set (the Fetch standard's forbidden request headers): the browser drops or replaces them. */
const FORBIDDEN = new Set([
  'accept-charset', 'accept-encoding', 'access-control-request-headers', 'access-control-request-method', 'connection', 'content-length', 'cookie',
  'cookie2', 'date', 'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer', 'set-cookie', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via',
])
export const isForbiddenHeader = (name: string) => {
  const n = name.trim().toLowerCase()
  return FORBIDDEN.has(n) || n.startsWith('proxy-') || n.startsWith('sec-')
}

// ---------------------------------------------------------------------------------------------
// Scripts: the request as pm.request sees it, and back

export function toScriptRequest(d: Draft): ScriptRequest {
  const b = d.body
  return {
    method: d.method,
    url: d.url,
    headers: d.headers.map(([k, v]): Pair => [k, v]),
    body: {
      mode: b.mode,
      raw: b.mode === 'raw' ? b.raw : '',
      urlencoded: b.mode === 'urlencoded' ? b.fields : [],
      formdata: b.mode === 'formdata' ? b.fields : [],
    },
  }
}

/** The draft as a pre-request script left it; a method the client does not offer keeps the form's. */
export function fromScriptRequest(r: ScriptRequest, before: Draft): Draft {
  const method = (METHODS as readonly string[]).includes(r.method.toUpperCase()) ? (r.method.toUpperCase() as Method) : before.method
  const mode = r.body.mode
  const body: DraftBody =
    mode === 'raw'
      ? { mode: 'raw', raw: r.body.raw }
      : mode === 'urlencoded'
        ? { mode: 'urlencoded', fields: r.body.urlencoded }
        : mode === 'formdata'
          ? { mode: 'formdata', fields: r.body.formdata }
          : mode === 'none'
            ? { mode: 'none' }
            : before.body
  return { method, url: r.url, headers: r.headers.filter(([k]) => k.trim() !== ''), body }
}

/** The request as sent, for a test script's pm.request. */
export function preparedScriptRequest(p: Prepared): ScriptRequest {
  return {
    method: p.method,
    url: p.url,
    headers: p.headers,
    body: {
      mode: p.body.kind === 'text' ? 'raw' : p.body.kind === 'multipart' ? 'formdata' : 'none',
      raw: p.body.kind === 'text' ? p.body.text : '',
      urlencoded: [],
      formdata: p.body.kind === 'multipart' ? p.body.fields : [],
    },
  }
}

export function toScriptResponse(r: { status: number; statusText: string; headers: Array<[string, string]>; text: string; elapsedMs: number; size: number }): ScriptResponse {
  return { code: r.status, status: r.statusText, headers: r.headers, body: r.text, responseTime: r.elapsedMs, responseSize: r.size }
}

// ---------------------------------------------------------------------------------------------
// Saved and recent requests (SPEC sections 4 and 9)

/** A new saved request goes to the front; the list is cut to 10. */
export function saveRequest(list: readonly SavedRequest[], method: Method, url: string, now: Date): SavedRequest[] {
  const entry: SavedRequest = { id: String(now.getTime()), name: `${method} ${url}`, method, url, timestamp: now.toISOString() }
  return [entry, ...list].slice(0, MAX_SAVED)
}

export const recentRequests = (list: readonly SavedRequest[]) => list.slice(0, RECENT_SHOWN)

/** Loading a saved request restores only its method and URL (the Params table follows the URL). */
export function loadSavedRequest(s: RestState, saved: SavedRequest): RestState {
  return { ...s, method: saved.method, url: saved.url, params: paramsFromUrl(saved.url, s.params) }
}

// ---------------------------------------------------------------------------------------------
// cURL import

export type CurlImport = { state: RestState; notes: string[] }

const toRows = (pairs: ReadonlyArray<readonly [string, string]>): KeyValueRow[] => pairs.map(([key, value]) => ({ key, value, enabled: true }))

/** A JSON object or array (what `-d '{...}'` in API docs means). */
export function isJsonText(text: string): boolean {
  if (!/^\s*[[{]/.test(text)) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * `name=value&...` that the form rows hold without loss: every part has a name and an `=`, and
 * every escape decodes (so sending the rows gives the server the same fields). Anything else stays
 * raw text, sent byte for byte.
 */
export function isPlainForm(text: string): boolean {
  if (text === '') return false
  return text.split('&').every((part) => {
    const eq = part.indexOf('=')
    if (eq <= 0) return false
    try {
      decodeURIComponent(part.replace(/\+/g, ' '))
      return true
    } catch {
      return false
    }
  })
}

/** Fills the form from a parsed cURL command; scripts, variables, saved requests and settings stay. */
export function importCurl(s: RestState, p: ParsedCurl): CurlImport {
  const notes = p.ignored.map((i) => `Not imported: ${i}`)
  const upper = p.method.toUpperCase()
  const method: Method = (METHODS as readonly string[]).includes(upper) ? (upper as Method) : s.method
  if (method !== upper) notes.push(`The method ${p.method} is not offered; kept ${s.method}`)

  let headers = p.headers.map(([k, v]): Pair => [k, v])
  let auth: Auth = { ...DEFAULTS.auth, addTo: s.auth.addTo }
  if (p.user) {
    auth = { ...auth, type: 'basic', username: p.user.username, password: p.user.password }
    if (!p.user.password) notes.push('Basic auth needs a password; fill it in under Authorization')
  } else {
    const bearer = /^Bearer\s+(.+)$/i.exec(headerValue(headers, 'Authorization') ?? '')
    if (bearer) {
      auth = { ...auth, type: 'bearer', token: bearer[1]!.trim() }
      headers = headers.filter(([k]) => !sameName(k, 'Authorization'))
    }
  }

  let bodyType: BodyType = 'none'
  let rawBody = ''
  let formData: KeyValueRow[] = [emptyRow()]
  if (p.form.length) {
    bodyType = 'form-data'
    formData = toRows(p.form)
  } else if (p.body !== null) {
    // The data is the body byte for byte, as curl sends it.
    const type = (headerValue(headers, 'Content-Type') ?? '').toLowerCase()
    if (p.defaultContentType && isJsonText(p.body)) {
      // curl would label it a form (its default); an API reading JSON wants it labelled JSON.
      headers = headers.map(([k, v]): Pair => (sameName(k, 'Content-Type') ? [k, 'application/json'] : [k, v]))
      bodyType = 'raw'
      rawBody = p.body
      notes.push('The data is JSON, so it is sent as raw JSON with Content-Type: application/json (curl itself would label it application/x-www-form-urlencoded)')
    } else if (type.includes(URLENCODED) && isPlainForm(p.body)) {
      bodyType = 'x-www-form-urlencoded'
      formData = toRows([...new URLSearchParams(p.body)])
    } else {
      bodyType = 'raw'
      rawBody = p.body
    }
  }
  if (!bodyAllowed(method) && (p.body !== null || p.form.length)) notes.push(`A ${method} request sends no body; the body was kept but is not sent`)

  return {
    state: {
      ...s,
      method,
      url: p.url,
      params: paramsFromUrl(p.url, []),
      headers: headers.length ? toRows(headers) : [emptyRow()],
      auth,
      bodyType,
      rawBody,
      formData: formData.length ? formData : [emptyRow()],
    },
    notes,
  }
}

// ---------------------------------------------------------------------------------------------
// Showing a response

export type StatusTone = 'info' | 'success' | 'redirect' | 'client-error' | 'server-error'
export function statusTone(status: number): StatusTone {
  if (status >= 500) return 'server-error'
  if (status >= 400) return 'client-error'
  if (status >= 300) return 'redirect'
  if (status >= 200) return 'success'
  return 'info'
}

/**
 * SPEC: the size in bytes; from 1 KB also in KB, MB or GB. Issue 32: in the units they name (KB =
 * 1000 bytes), as the app's other short sizes (lib/binary.ts).
 */
export function formatSize(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-US')} B`
  if (bytes < 1000) return exact
  return `${exact} (${shortSize(bytes)})`
}

// ---------------------------------------------------------------------------------------------
// Text or binary: how an answer's body is shown

/** What the Body tab shows: text (pretty-printed later when JSON), or a preview of binary data. */
export type BodyView = { kind: 'text'; text: string } | { kind: 'image' | 'pdf' | 'binary'; mime: string; reason: string }

const mimeOf = (contentType: string) => contentType.split(';', 1)[0]!.trim().toLowerCase()
const TEXT_MIME = /^text\/|^application\/(?:[\w.+-]*[+-])?(?:json|xml|javascript|ecmascript|yaml|toml|graphql|csv|sql|x-www-form-urlencoded|ndjson)(?:$|[+;])/
const BINARY_MIME = /^(?:audio|video|font|model)\/|^application\/(?:octet-stream|zip|gzip|x-gzip|x-tar|x-7z-compressed|x-rar-compressed|x-bzip2|wasm|msword|vnd\.ms-|vnd\.openxmlformats|vnd\.oasis|x-protobuf|protobuf|grpc|cbor|msgpack|x-msgpack|java-archive|x-executable|x-sqlite3)/
/** C0 controls other than tab, newline, form feed, carriage return and escape: never in text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x08\x0B\x0E-\x1A\x1C-\x1F]/

function decodeStrict(bytes: Uint8Array, contentType: string): string | null {
  const label = /;\s*charset="?([^";\s]+)/i.exec(contentType)?.[1] ?? 'utf-8'
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(label, { fatal: true })
  } catch {
    decoder = new TextDecoder('utf-8', { fatal: true })
  }
  try {
    return decoder.decode(bytes)
  } catch {
    return null
  }
}

/**
 * Text when the content type says text (JSON, XML, JavaScript, YAML, form data... in its declared
 * charset, UTF-8 by default) and the bytes decode; an image (SVG included, shown only through
 * `<img>`, D13) or a PDF by their type; for no or another type, text only when the bytes are UTF-8
 * without control characters. Everything else is binary: previewed and offered as a download,
 * never shown as garbage text.
 */
export function bodyView(bytes: Uint8Array, contentType: string): BodyView {
  const mime = mimeOf(contentType)
  if (bytes.length === 0) return { kind: 'text', text: '' }
  if (mime.startsWith('image/')) return { kind: 'image', mime, reason: '' }
  if (mime === 'application/pdf') return { kind: 'pdf', mime, reason: '' }
  if (BINARY_MIME.test(mime)) return { kind: 'binary', mime, reason: `The content type ${mime} is binary data.` }
  const text = decodeStrict(bytes, contentType)
  if (TEXT_MIME.test(mime)) {
    return text === null ? { kind: 'binary', mime, reason: `The body is not valid ${/charset=/i.test(contentType) ? 'text in its declared charset' : 'UTF-8 text'}, although the content type is ${mime}.` } : { kind: 'text', text }
  }
  if (text === null) return { kind: 'binary', mime, reason: 'The body is not valid UTF-8 text.' }
  if (CONTROL.test(text)) return { kind: 'binary', mime, reason: 'The body holds control characters, so it is not text.' }
  return { kind: 'text', text }
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif', 'image/svg+xml': 'svg', 'image/bmp': 'bmp',
  'image/x-icon': 'ico', 'image/vnd.microsoft.icon': 'ico', 'image/tiff': 'tiff', 'application/pdf': 'pdf', 'application/zip': 'zip', 'application/gzip': 'gz',
  'application/json': 'json', 'application/xml': 'xml', 'text/plain': 'txt', 'text/html': 'html', 'text/csv': 'csv', 'application/octet-stream': 'bin',
}

/** What the Download button names the file: the server's Content-Disposition name, else the URL's last segment, with an extension from the type. */
export function downloadName(url: string, contentType: string, disposition = ''): string {
  const star = /filename\*\s*=\s*[\w-]*'[^']*'([^;]+)/i.exec(disposition)?.[1]
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition)
  let name = ''
  try {
    name = star ? decodeURIComponent(star.trim()) : (plain?.[1] ?? plain?.[2] ?? '').trim()
  } catch {
    name = (plain?.[1] ?? plain?.[2] ?? '').trim()
  }
  if (!name) {
    try {
      const last = new URL(url).pathname.split('/').pop() ?? ''
      name = decodeURIComponent(last)
    } catch {
      name = ''
    }
  }
  // A name, never a path; nothing a file system refuses.
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced
  name = name.replace(/^.*[\\/]/, '').replace(/[\x00-\x1F<>:"|?*]/g, '_').replace(/^\.+/, '').trim()
  if (!name) name = 'response'
  const ext = EXTENSIONS[mimeOf(contentType)] ?? (mimeOf(contentType).startsWith('text/') ? 'txt' : 'bin')
  return /\.[A-Za-z0-9]{1,8}$/.test(name) ? name : `${name}.${ext}`
}

/** "PNG image", "PDF", "SVG image": the kind of a binary body in words. */
export function binaryLabel(view: { kind: 'image' | 'pdf' | 'binary'; mime: string }): string {
  if (view.kind === 'pdf') return 'PDF'
  if (view.kind === 'image') {
    const sub = view.mime.slice('image/'.length).replace(/^x-|^vnd\.microsoft\./, '').replace(/\+xml$/, '')
    return `${(sub === 'icon' ? 'ico' : sub || 'unknown').toUpperCase()} image`
  }
  return view.mime ? `Binary data (${view.mime})` : 'Binary data'
}


/**
 * D31: what a response was sent as: every field of the request but the saved list and the
 * variables (a script may set those while sending, which does not make its response out of date).
 */
export function requestKey(s: RestState): string {
  const { savedRequests: _saved, environment: _environment, ...request } = s
  return JSON.stringify(request)
}
