import { isSecretName, redactUrl } from '../../lib/secrets'
import type { ShareOptions } from '../../lib/share'
import { DEFAULTS, type KeyValueRow, type RestState } from './rest-client.logic'

/**
 * D32: what a REST Client link carries. The request on screen (method, URL, params, headers,
 * body, scripts, time-out) and the kind of auth chosen; never the saved requests, the history or
 * the environment (the receiver keeps their own), and credentials only when asked for: the token,
 * the Basic user name and password, the API key's value, the values of headers, parameters and
 * form fields named like credentials (Authorization, X-API-Key, access_token, password, ...), and
 * a user name and password or secret query values inside the URL. Fields of auth kinds that are
 * not selected never travel.
 */
export function restSharePayload(s: RestState, { credentials }: ShareOptions): Partial<RestState> {
  const rows = (list: KeyValueRow[]) => (credentials ? list : list.map((r) => (isSecretName(r.key) && r.value ? { ...r, value: '' } : r)))
  const a = s.auth
  const auth = { ...DEFAULTS.auth, type: a.type, addTo: a.addTo }
  if (a.type === 'apikey') auth.key = a.key
  if (credentials) {
    if (a.type === 'bearer') auth.token = a.token
    if (a.type === 'basic') Object.assign(auth, { username: a.username, password: a.password })
    if (a.type === 'apikey') auth.keyValue = a.keyValue
  }
  return {
    method: s.method,
    url: credentials ? s.url : redactUrl(s.url).url,
    params: rows(s.params),
    headers: rows(s.headers),
    auth,
    bodyType: s.bodyType,
    rawBody: s.rawBody,
    formData: rows(s.formData),
    preRequestScript: s.preRequestScript,
    tests: s.tests,
    timeoutSeconds: s.timeoutSeconds,
  }
}

/**
 * The credentials this request holds, in words, for the Share dialog and its toast. The Params
 * table is the URL's query string, so a secret parameter has one name, "the api_key query
 * parameter", wherever it shows (the frame then names each once).
 */
export function restCredentials(s: RestState): string[] {
  const found: string[] = []
  const a = s.auth
  if (a.type === 'bearer' && a.token) found.push('the bearer token')
  if (a.type === 'basic' && (a.username || a.password)) found.push('the Basic user name and password')
  if (a.type === 'apikey' && a.keyValue) found.push('the API key')
  found.push(...redactUrl(s.url).removed)
  for (const [list, what] of [
    [s.params, 'query parameter'],
    [s.headers, 'header'],
    [s.formData, 'form field'],
  ] as const)
    for (const r of list) if (isSecretName(r.key) && r.value) found.push(`the ${r.key} ${what}`)
  return found
}
