import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { buildCurl, parseCurl } from '../../lib/curl'
import { mergeWithDefaults } from '../../lib/persistence'
import {
  applyEnvironment,
  appendQuery,
  assumedScheme,
  binaryLabel,
  bodyView,
  buildRequest,
  clampTimeout,
  curlRequest,
  DEFAULTS,
  downloadName,
  draftRequest,
  environmentPairs,
  fetchBody,
  finalizeRequest,
  formatSize,
  fromScriptRequest,
  importCurl,
  isForbiddenHeader,
  loadSavedRequest,
  MESSAGES,
  paramsFromUrl,
  parseQuery,
  preparedScriptRequest,
  recentRequests,
  saveRequest,
  sentDescription,
  sentToastKind,
  statusTone,
  substitute,
  toScriptRequest,
  urlWithParams,
  validateState,
  withScheme,
  type KeyValueRow,
  type RestState,
  requestKey,
} from './rest-client.logic'

const row = (key: string, value: string, enabled = true): KeyValueRow => ({ key, value, enabled })
const state = (patch: Partial<RestState>): RestState => ({ ...DEFAULTS, ...patch })
/** Node's Buffer, as an independent reference for base64 of UTF-8 text. */
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

describe('SPEC defaults, messages and stored state', () => {
  it('has the SPEC defaults', () => {
    expect(DEFAULTS.method).toBe('GET')
    expect(DEFAULTS.params).toEqual([row('', '')])
    expect(DEFAULTS.headers).toEqual([row('Content-Type', 'application/json')])
    expect(DEFAULTS.formData).toEqual([row('', '')])
    expect(DEFAULTS.auth).toEqual({ type: 'none', token: '', username: '', password: '', key: '', keyValue: '', addTo: 'header' })
    expect(DEFAULTS.bodyType).toBe('none')
    expect(MESSAGES).toEqual({ errorTitle: 'Error', missingUrl: 'Please enter a URL', failedPrefix: 'Request failed: ', failedToast: 'Request failed', sent: 'Request sent', saved: 'Request saved', loaded: 'Request loaded' })
    expect(sentDescription(200, 'OK', 35)).toBe('200 OK · 35 ms')
    expect(sentDescription(204, '', 7)).toBe('204 · 7 ms')
  })

  it('repairs a stored entry of the wrong shape field by field', () => {
    const stored = {
      method: 'TRACE',
      url: 'https://a.example',
      params: [{ key: 'a', value: 1, enabled: 'yes' }, 'junk'],
      auth: { type: 'digest', token: 't', addTo: 'cookie' },
      bodyType: 'binary',
      savedRequests: [...Array.from({ length: 12 }, (_, i) => ({ id: String(i), name: `n${i}`, method: 'POST', url: `https://x/${i}`, timestamp: 't' })), { url: 5 }],
      timeoutSeconds: 9999,
    }
    const v = validateState(mergeWithDefaults(stored, DEFAULTS), DEFAULTS)
    expect(v.method).toBe('GET')
    expect(v.url).toBe('https://a.example')
    expect(v.params).toEqual([row('a', '', true)])
    expect(v.auth).toEqual({ type: 'none', token: 't', username: '', password: '', key: '', keyValue: '', addTo: 'header' })
    expect(v.bodyType).toBe('none')
    expect(v.savedRequests).toHaveLength(10)
    expect(v.savedRequests[0]).toEqual({ id: '0', name: 'n0', method: 'POST', url: 'https://x/0', timestamp: 't' })
    expect(v.timeoutSeconds).toBe(300)
    expect(clampTimeout('abc')).toBe(30)
    expect(clampTimeout(0)).toBe(1)
    expect(clampTimeout(12.4)).toBe(12)
  })
})

describe('Params and the URL stay in sync', () => {
  it('reads the query as written', () => {
    expect(parseQuery('a=1&b=x%20y&flag&=orphan&c=d=e')).toEqual([row('a', '1'), row('b', 'x%20y'), row('flag', ''), row('c', 'd=e')])
  })

  it('URL to params keeps disabled and unnamed rows', () => {
    const before = [row('old', '1'), row('off', 'x', false), row('', 'pending')]
    expect(paramsFromUrl('https://api.example.com/items?page=2&q=hello world#top', before)).toEqual([row('page', '2'), row('q', 'hello world'), row('off', 'x', false), row('', 'pending')])
    expect(paramsFromUrl('https://api.example.com/items', [row('a', '1')])).toEqual([row('', '')])
  })

  it('params to URL writes only enabled rows with a name, escaping & and #', () => {
    const params = [row('page', '2'), row('off', 'x', false), row('', 'nameless'), row('q', 'a&b#c'), row('k=v', '1')]
    expect(urlWithParams('https://api.example.com/items?old=1#frag', params)).toBe('https://api.example.com/items?page=2&q=a%26b%23c&k%3Dv=1#frag')
    expect(urlWithParams('https://api.example.com/items?old=1', [row('x', '1', false)])).toBe('https://api.example.com/items')
    // Round trip: what the table writes, the URL reads back.
    const url = urlWithParams('https://h/p', [row('a', '1'), row('b', '')])
    expect(url).toBe('https://h/p?a=1&b=')
    expect(paramsFromUrl(url, [])).toEqual([row('a', '1'), row('b', '')])
  })

  it('appends to a query string', () => {
    expect(appendQuery('https://h/p', 'k=v')).toBe('https://h/p?k=v')
    expect(appendQuery('https://h/p?', 'k=v')).toBe('https://h/p?k=v')
    expect(appendQuery('https://h/p?a=1&', 'k=v')).toBe('https://h/p?a=1&k=v')
    expect(appendQuery('https://h/p?a=1#x', 'k=v')).toBe('https://h/p?a=1&k=v#x')
  })
})

describe('variables', () => {
  it('replaces {{name}} and lists the unknown ones', () => {
    const missing = new Set<string>()
    expect(substitute('{{base}}/users/{{ id }}?t={{token}}', new Map([['base', 'https://api.example.com'], ['id', '7']]), missing)).toBe('https://api.example.com/users/7?t={{token}}')
    expect([...missing]).toEqual(['token'])
  })

  it('uses only enabled rows with a name; a later row wins', () => {
    expect(environmentPairs([row('a', '1'), row('b', '2', false), row('', '3'), row('a', '4')])).toEqual([['a', '4']])
  })

  it('writes a script environment back into the rows', () => {
    const before = [row('keep', 'old'), row('gone', 'x'), row('off', 'y', false), row('', '')]
    expect(applyEnvironment(before, [['keep', 'new'], ['added', '1']])).toEqual([row('keep', 'new'), row('off', 'y', false), row('added', '1'), row('', '')])
    expect(applyEnvironment([row('a', '1')], [])).toEqual([row('', '')])
  })
})

describe('buildRequest', () => {
  it('sends enabled params and headers only, with SPEC default Content-Type', () => {
    const s = state({
      url: 'https://api.example.com/items',
      params: [row('page', '2'), row('off', '1', false), row('', 'nameless')],
      headers: [row('Content-Type', 'application/json'), row('X-Off', '1', false), row('', 'nameless'), row('  X-Trim ', 'v')],
    })
    const p = buildRequest(s)
    expect(p.url).toBe('https://api.example.com/items?page=2')
    expect(p.headers).toEqual([['Content-Type', 'application/json'], ['X-Trim', 'v']])
    expect(p.body).toEqual({ kind: 'none' })
  })

  it('ignores the body for GET and HEAD, and for type none', () => {
    for (const method of ['GET', 'HEAD'] as const) expect(buildRequest(state({ method, url: 'https://h/', bodyType: 'raw', rawBody: '{"a":1}' })).body).toEqual({ kind: 'none' })
    expect(buildRequest(state({ method: 'POST', url: 'https://h/', bodyType: 'none', rawBody: '{"a":1}' })).body).toEqual({ kind: 'none' })
    expect(buildRequest(state({ method: 'DELETE', url: 'https://h/', bodyType: 'raw', rawBody: '{"a":1}' })).body).toEqual({ kind: 'text', text: '{"a":1}' })
  })

  it('bearer: Authorization: Bearer <token>, only with a token', () => {
    const auth = { ...DEFAULTS.auth, type: 'bearer' as const, token: 'abc.def' }
    expect(buildRequest(state({ url: 'https://h/', auth })).headers).toContainEqual(['Authorization', 'Bearer abc.def'])
    expect(buildRequest(state({ url: 'https://h/', auth: { ...auth, token: '  ' } })).headers.some(([k]) => k === 'Authorization')).toBe(false)
  })

  it('basic: base64 of the UTF-8 user:password, only with both', () => {
    const auth = { ...DEFAULTS.auth, type: 'basic' as const, username: 'Aladdin', password: 'open sesame' }
    // RFC 7617's example.
    expect(buildRequest(state({ url: 'https://h/', auth })).headers).toContainEqual(['Authorization', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='])
    expect(buildRequest(state({ url: 'https://h/', auth: { ...auth, username: 'jürgen', password: 'pässwörd€' } })).headers).toContainEqual(['Authorization', `Basic ${b64('jürgen:pässwörd€')}`])
    expect(buildRequest(state({ url: 'https://h/', auth: { ...auth, password: '' } })).headers.some(([k]) => k === 'Authorization')).toBe(false)
  })

  it('API key: in a header, or (D12) in the query string, only with key and value', () => {
    const auth = { ...DEFAULTS.auth, type: 'apikey' as const, key: 'X-API-Key', keyValue: 's3cr&t' }
    expect(buildRequest(state({ url: 'https://h/p?a=1', auth })).headers).toContainEqual(['X-API-Key', 's3cr&t'])
    const q = buildRequest(state({ url: 'https://h/p?a=1', params: [row('a', '1')], auth: { ...auth, key: 'api key', addTo: 'query' } }))
    expect(q.url).toBe('https://h/p?a=1&api%20key=s3cr%26t')
    expect(q.headers.some(([k]) => k === 'api key')).toBe(false)
    expect(buildRequest(state({ url: 'https://h/', auth: { ...auth, keyValue: '' } })).headers.some(([k]) => k === 'X-API-Key')).toBe(false)
  })

  it('an auth header replaces a typed one of the same name', () => {
    const s = state({ url: 'https://h/', headers: [row('authorization', 'old')], auth: { ...DEFAULTS.auth, type: 'bearer', token: 'new' } })
    expect(buildRequest(s).headers).toEqual([['Authorization', 'Bearer new']])
  })

  it('x-www-form-urlencoded: encoded as URLSearchParams does, with its content type instead of the default JSON one', () => {
    const s = state({ method: 'POST', url: 'https://h/', bodyType: 'x-www-form-urlencoded', formData: [row('name', 'Jane Doe'), row('tags', 'a&b=c'), row('off', '1', false), row('', 'x'), row('emoji', '✓')] })
    const p = buildRequest(s)
    expect(p.body).toEqual({ kind: 'text', text: 'name=Jane+Doe&tags=a%26b%3Dc&emoji=%E2%9C%93' })
    expect(p.headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded']])
    const custom = buildRequest({ ...s, headers: [row('Content-Type', 'application/x-www-form-urlencoded; charset=utf-8')] })
    expect(custom.headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded; charset=utf-8']])
    expect(buildRequest({ ...s, headers: [] }).headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded']])
  })

  it('form-data: the fields, and no typed Content-Type (the browser adds the boundary)', async () => {
    const s = state({ method: 'PUT', url: 'https://h/', bodyType: 'form-data', formData: [row('a', '1'), row('b', 'two words'), row('off', 'x', false)], headers: [row('Content-Type', 'application/json'), row('X-Keep', 'y')] })
    const p = buildRequest(s)
    expect(p.body).toEqual({ kind: 'multipart', fields: [['a', '1'], ['b', 'two words']] })
    expect(p.headers).toEqual([['X-Keep', 'y']])
    const form = fetchBody(p.body) as FormData
    expect([...form.entries()]).toEqual([['a', '1'], ['b', 'two words']])
    // What fetch would send: multipart with a boundary.
    const req = new Request('https://h/', { method: 'PUT', body: form })
    expect(req.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(fetchBody({ kind: 'none' })).toBeUndefined()
    expect(fetchBody({ kind: 'text', text: 'x' })).toBe('x')
  })

  it('substitutes variables in URL, params, headers, body and auth; lists unknown ones', () => {
    const s = state({
      method: 'POST',
      url: '{{base}}/users',
      params: [row('q', '{{term}}')],
      headers: [row('X-Tenant', '{{tenant}}'), row('{{headerName}}', 'v')],
      bodyType: 'raw',
      rawBody: '{"user":"{{user}}","missing":"{{nope}}"}',
      auth: { ...DEFAULTS.auth, type: 'basic', username: '{{user}}', password: '{{pw}}' },
      environment: [row('base', 'https://api.example.com'), row('term', 'a b'), row('tenant', 't1'), row('headerName', 'X-Dyn'), row('user', 'ada'), row('pw', 'pw')],
    })
    const p = buildRequest(s)
    expect(p.url).toBe('https://api.example.com/users?q=a b')
    expect(p.headers).toEqual([['X-Tenant', 't1'], ['X-Dyn', 'v'], ['Authorization', `Basic ${b64('ada:pw')}`]])
    expect(p.body).toEqual({ kind: 'text', text: '{"user":"ada","missing":"{{nope}}"}' })
    expect(p.unresolved).toEqual(['nope'])
  })

  it('drops the fragment, which is never sent', () => {
    expect(buildRequest(state({ url: 'https://h/p?a=1#section', params: [row('a', '1')] })).url).toBe('https://h/p?a=1')
  })
})

describe('scripts between draft and send', () => {
  it('round-trips the draft through the script shape, applying changes', () => {
    const s = state({ method: 'POST', url: 'https://h/p', params: [], bodyType: 'x-www-form-urlencoded', formData: [row('a', '1')] })
    const draft = draftRequest(s)
    const sr = toScriptRequest(draft)
    expect(sr).toEqual({ method: 'POST', url: 'https://h/p', headers: [['Content-Type', 'application/json']], body: { mode: 'urlencoded', raw: '', urlencoded: [['a', '1']], formdata: [] } })
    const changed = fromScriptRequest({ ...sr, method: 'put', url: 'https://h/q', headers: [['X-New', '1'], ['', 'nameless']], body: { ...sr.body, urlencoded: [['b', '2']] } }, draft)
    expect(changed).toEqual({ method: 'PUT', url: 'https://h/q', headers: [['X-New', '1']], body: { mode: 'urlencoded', fields: [['b', '2']] } })
    expect(finalizeRequest(changed, DEFAULTS.auth, []).body).toEqual({ kind: 'text', text: 'b=2' })
    // An unknown method or body mode keeps the form's.
    expect(fromScriptRequest({ ...sr, method: 'TRACE', body: { ...sr.body, mode: 'file' } }, draft)).toMatchObject({ method: 'POST', body: draft.body })
  })

  it('gives test scripts the request as sent', () => {
    const p = buildRequest(state({ method: 'POST', url: 'https://h/', bodyType: 'form-data', formData: [row('f', 'v')] }))
    expect(preparedScriptRequest(p)).toEqual({ method: 'POST', url: 'https://h/', headers: [], body: { mode: 'formdata', raw: '', urlencoded: [], formdata: [['f', 'v']] } })
  })
})

describe('saved and recent requests', () => {
  it('puts a new one first, keeps 10, shows 5; loading restores only method and URL', () => {
    let list = DEFAULTS.savedRequests
    for (let i = 0; i < 12; i++) list = saveRequest(list, i % 2 ? 'POST' : 'GET', `https://h/${i}`, new Date(Date.UTC(2024, 0, 1, 0, 0, i)))
    expect(list).toHaveLength(10)
    expect(list[0]).toEqual({ id: String(Date.UTC(2024, 0, 1, 0, 0, 11)), name: 'POST https://h/11', method: 'POST', url: 'https://h/11', timestamp: '2024-01-01T00:00:11.000Z' })
    expect(list.map((r) => r.url).at(-1)).toBe('https://h/2')
    expect(recentRequests(list).map((r) => r.url)).toEqual(['https://h/11', 'https://h/10', 'https://h/9', 'https://h/8', 'https://h/7'])
    const current = state({ method: 'DELETE', url: 'https://other/', headers: [row('X', '1')], bodyType: 'raw', rawBody: 'body', params: [row('off', '1', false)] })
    const loaded = loadSavedRequest(current, { ...list[0]!, url: 'https://h/11?x=1' })
    expect(loaded).toEqual({ ...current, method: 'POST', url: 'https://h/11?x=1', params: [row('x', '1'), row('off', '1', false)] })
  })
})

describe('cURL import', () => {
  const parsed = (cmd: string) => {
    const r = parseCurl(cmd)
    if (!r.ok) throw new Error(r.error)
    return r.request
  }

  it('maps a JSON POST with a bearer token', () => {
    const { state: s, notes } = importCurl(DEFAULTS, parsed(`curl -X POST 'https://api.example.com/items?page=2' -H 'Content-Type: application/json' -H 'Authorization: Bearer tok' -d '{"a":1}'`))
    expect(s).toMatchObject({ method: 'POST', url: 'https://api.example.com/items?page=2', params: [row('page', '2')], headers: [row('Content-Type', 'application/json')], bodyType: 'raw', rawBody: '{"a":1}' })
    expect(s.auth).toMatchObject({ type: 'bearer', token: 'tok' })
    expect(notes).toEqual([])
  })

  it('maps -u to basic auth, urlencoded data to form rows, -F to form-data', () => {
    const basic = importCurl(DEFAULTS, parsed(`curl -u 'ada:pw' -d 'a=1&b=two%20words' https://h/form`)).state
    expect(basic).toMatchObject({ method: 'POST', bodyType: 'x-www-form-urlencoded', formData: [row('a', '1'), row('b', 'two words')] })
    expect(basic.auth).toMatchObject({ type: 'basic', username: 'ada', password: 'pw' })
    const multipart = importCurl(DEFAULTS, parsed(`curl -F 'name=Ada' -F 'file=@photo.jpg' https://h/upload`))
    expect(multipart.state).toMatchObject({ method: 'POST', bodyType: 'form-data', formData: [row('name', 'Ada')], headers: [row('', '')] })
    expect(multipart.notes).toEqual(['Not imported: -F file=@photo.jpg (a file, which cannot be read from here: paste its content instead)'])
  })

  it('keeps scripts, variables, saved requests and settings', () => {
    const before = state({ preRequestScript: 'x', tests: 'y', environment: [row('v', '1')], timeoutSeconds: 5, savedRequests: saveRequest([], 'GET', 'https://s/', new Date(0)) })
    const after = importCurl(before, parsed('curl https://h/')).state
    expect(after).toMatchObject({ method: 'GET', url: 'https://h/', bodyType: 'none', preRequestScript: 'x', tests: 'y', environment: [row('v', '1')], timeoutSeconds: 5, savedRequests: before.savedRequests })
  })
})

describe('display helpers', () => {
  it('colours status classes and sizes bytes', () => {
    expect([101, 200, 204, 301, 404, 500].map(statusTone)).toEqual(['info', 'success', 'success', 'redirect', 'client-error', 'server-error'])
    expect(formatSize(512)).toBe('512 B')
    expect(formatSize(999)).toBe('999 B')
    expect(formatSize(1536)).toBe('1,536 B (2 KB)')
    expect(formatSize(3 * 1024 * 1024)).toBe('3,145,728 B (3.1 MB)') // MB = 10^6 bytes, as it says
  })

  it('knows the headers a page cannot set', () => {
    expect(['Cookie', 'host', 'Content-Length', 'Sec-Fetch-Mode', 'Proxy-Authorization'].every(isForbiddenHeader)).toBe(true)
    expect(['Authorization', 'X-API-Key', 'Accept', 'User-Agent'].some(isForbiddenHeader)).toBe(false)
  })
})

describe('cURL import: -d data is the body byte for byte', () => {
  const parsed = (cmd: string) => {
    const r = parseCurl(cmd)
    if (!r.ok) throw new Error(r.error)
    return r.request
  }

  it('sends JSON data as raw JSON labelled application/json, and says so', () => {
    const { state: s, notes } = importCurl(DEFAULTS, parsed(`curl http://127.0.0.1:4000/orders -d '{"sku":"A-1","qty":2}'`))
    expect(s).toMatchObject({ method: 'POST', bodyType: 'raw', rawBody: '{"sku":"A-1","qty":2}', headers: [row('Content-Type', 'application/json')], formData: [row('', '')] })
    expect(notes).toEqual(['The data is JSON, so it is sent as raw JSON with Content-Type: application/json (curl itself would label it application/x-www-form-urlencoded)'])
    const sent = buildRequest(s)
    expect(sent.body).toEqual({ kind: 'text', text: '{"sku":"A-1","qty":2}' })
    expect(sent.headers).toEqual([['Content-Type', 'application/json']])
  })

  it('keeps a Content-Type the command names, and other data raw under it', () => {
    const typed = importCurl(DEFAULTS, parsed(`curl http://h/ -H 'Content-Type: application/x-www-form-urlencoded' -d '{"a":1}'`))
    expect(typed.state).toMatchObject({ bodyType: 'raw', rawBody: '{"a":1}', headers: [row('Content-Type', 'application/x-www-form-urlencoded')] })
    expect(typed.notes).toEqual([])
    const text = importCurl(DEFAULTS, parsed(`curl http://h/ -H 'Content-Type: text/csv' --data-binary $'a,b\\n1,2'`)).state
    expect(buildRequest(text).body).toEqual({ kind: 'text', text: 'a,b\n1,2' })
  })

  it('makes form rows only of plain name=value data; the rest stays raw with curl\'s form type', () => {
    const joined = importCurl(DEFAULTS, parsed(`curl http://h/ -d a=1 -d 'b=two words' --data-urlencode 'c=x&y'`)).state
    expect(joined).toMatchObject({ bodyType: 'x-www-form-urlencoded', formData: [row('a', '1'), row('b', 'two words'), row('c', 'x&y')] })
    for (const data of ['a&b', 'plain text', '=nameless', 'bad=%zz', '{not json']) {
      const s = importCurl(DEFAULTS, parsed(`curl http://h/ --data-raw '${data}'`)).state
      expect(s).toMatchObject({ bodyType: 'raw', rawBody: data, headers: [row('Content-Type', 'application/x-www-form-urlencoded')] })
      expect(buildRequest(s).body).toEqual({ kind: 'text', text: data })
    }
  })

  it('notes a data file it cannot read', () => {
    const r = importCurl(DEFAULTS, parsed(`curl http://h/ -d @order.json`))
    expect(r.notes).toEqual(['Not imported: -d @order.json (a file, which cannot be read from here: paste its content instead)'])
    expect(r.state.bodyType).toBe('none')
  })
})

describe('a URL typed without a scheme', () => {
  it('gets http:// for this machine and private networks, https:// for public hosts', () => {
    const cases: Array<[string, string]> = [
      ['localhost:4822/x', 'http://localhost:4822/x'],
      ['localhost', 'http://localhost'],
      ['127.0.0.1:8080/a?b=1', 'http://127.0.0.1:8080/a?b=1'],
      ['api.localhost/v1', 'http://api.localhost/v1'],
      ['192.168.1.20/status', 'http://192.168.1.20/status'],
      ['10.0.0.5:3000', 'http://10.0.0.5:3000'],
      ['172.20.0.2/x', 'http://172.20.0.2/x'],
      ['[::1]:4000/x', 'http://[::1]:4000/x'],
      ['my-server:8080/health', 'http://my-server:8080/health'],
      ['printer.local/info', 'http://printer.local/info'],
      ['example.com/x', 'https://example.com/x'],
      ['api.github.com/users?q=a:b', 'https://api.github.com/users?q=a:b'],
      ['user:pw@example.com/x', 'https://user:pw@example.com/x'],
      ['172.32.0.1/x', 'https://172.32.0.1/x'],
      ['8.8.8.8/resolve', 'https://8.8.8.8/resolve'],
      ['//example.com/x', 'https://example.com/x'],
    ]
    for (const [typed, sent] of cases) expect([typed, withScheme(typed)]).toEqual([typed, sent])
  })

  it('leaves URLs with a scheme, and a leading {{variable}}, as written', () => {
    for (const url of ['https://example.com/x', 'http://localhost:1/x', 'HTTP://E.COM', 'ftp://files.example', '{{base}}/x', '']) {
      expect(withScheme(url)).toBe(url)
      expect(assumedScheme(url)).toBeNull()
    }
  })

  it('is what Send sends (after variables)', () => {
    expect(buildRequest(state({ url: 'localhost:4822/x', params: [row('q', '1')] })).url).toBe('http://localhost:4822/x?q=1')
    expect(buildRequest(state({ url: '{{host}}/x', environment: [row('host', '127.0.0.1:9')] })).url).toBe('http://127.0.0.1:9/x')
  })
})

describe('Copy as cURL', () => {
  /** What bash hands to `curl` when it runs `command`: a shell function stands in for curl. */
  const bashArgs = (command: string) => execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], { encoding: 'utf8' }).split('\0').slice(0, -1)

  it('percent-encodes spaces and & in query values so curl takes the URL', () => {
    const s = state({ url: 'http://127.0.0.1:4000/search', params: [row('q', 'a b&c'), row('tag', '[x]')] })
    const command = buildCurl(curlRequest(buildRequest(s)))
    expect(command).toBe(`curl 'http://127.0.0.1:4000/search?q=a%20b%26c&tag=%5Bx%5D' \\\n  -H 'Content-Type: application/json'`)
    expect(bashArgs(command)).toEqual(['http://127.0.0.1:4000/search?q=a%20b%26c&tag=%5Bx%5D', '-H', 'Content-Type: application/json'])
  })
})

describe('toasts after Send', () => {
  it('is a success only below 400; a 4xx warns and a 5xx is an error', () => {
    expect([200, 201, 204, 301, 304, 400, 404, 418, 499, 500, 503].map(sentToastKind)).toEqual(['success', 'success', 'success', 'success', 'success', 'warning', 'warning', 'warning', 'warning', 'error', 'error'])
  })
})

describe('binary responses', () => {
  const bytes = (...b: number[]) => new Uint8Array(b)
  const utf8 = (t: string) => new TextEncoder().encode(t)
  const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)

  it('tells text from images, PDFs and other binary data', () => {
    expect(bodyView(PNG, 'image/png')).toEqual({ kind: 'image', mime: 'image/png', reason: '' })
    expect(bodyView(utf8('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml; charset=utf-8')).toEqual({ kind: 'image', mime: 'image/svg+xml', reason: '' })
    expect(bodyView(utf8('%PDF-1.7\n'), 'application/pdf')).toEqual({ kind: 'pdf', mime: 'application/pdf', reason: '' })
    expect(bodyView(utf8('plain'), 'application/octet-stream')).toEqual({ kind: 'binary', mime: 'application/octet-stream', reason: 'The content type application/octet-stream is binary data.' })
    expect(bodyView(utf8('{"a":"é"}'), 'application/json')).toEqual({ kind: 'text', text: '{"a":"é"}' })
    expect(bodyView(utf8('{"title":"x"}'), 'application/problem+json')).toEqual({ kind: 'text', text: '{"title":"x"}' })
    expect(bodyView(utf8('<a/>'), 'application/atom+xml')).toEqual({ kind: 'text', text: '<a/>' })
    expect(bodyView(utf8('x=1'), 'application/x-www-form-urlencoded')).toEqual({ kind: 'text', text: 'x=1' })
    expect(bodyView(utf8('hello\tworld\r\n'), '')).toEqual({ kind: 'text', text: 'hello\tworld\r\n' })
    expect(bodyView(new Uint8Array(0), 'image/png')).toEqual({ kind: 'text', text: '' })
  })

  it('decodes text in its declared charset, and calls bytes that do not decode binary', () => {
    expect(bodyView(bytes(0x63, 0x61, 0x66, 0xe9), 'text/plain; charset=ISO-8859-1')).toEqual({ kind: 'text', text: 'café' })
    expect(bodyView(bytes(0x63, 0x61, 0x66, 0xe9), 'text/plain')).toEqual({ kind: 'binary', mime: 'text/plain', reason: 'The body is not valid UTF-8 text, although the content type is text/plain.' })
    expect(bodyView(PNG, '')).toEqual({ kind: 'binary', mime: '', reason: 'The body is not valid UTF-8 text.' })
    expect(bodyView(utf8('abc\u0000def'), 'application/x-custom')).toEqual({ kind: 'binary', mime: 'application/x-custom', reason: 'The body holds control characters, so it is not text.' })
  })

  it('names the download after the server, else the URL, with an extension from the type', () => {
    expect(downloadName('http://h/files/report', 'application/pdf', 'attachment; filename="Q3 report.pdf"')).toBe('Q3 report.pdf')
    expect(downloadName('http://h/x', 'image/png', "attachment; filename*=UTF-8''caf%C3%A9.png; filename=\"cafe.png\"")).toBe('café.png')
    expect(downloadName('http://h/img/logo', 'image/png')).toBe('logo.png')
    expect(downloadName('http://h/img/photo.jpeg?size=2', 'image/jpeg')).toBe('photo.jpeg')
    expect(downloadName('http://h/', 'application/octet-stream')).toBe('response.bin')
    expect(downloadName('http://h/a', 'application/x-thing', 'attachment; filename="../../etc/passwd"')).toBe('passwd.bin')
    expect(downloadName('not a url', 'image/svg+xml')).toBe('response.svg')
  })

  it('says what it is and how big', () => {
    expect(binaryLabel({ kind: 'image', mime: 'image/png' })).toBe('PNG image')
    expect(binaryLabel({ kind: 'image', mime: 'image/svg+xml' })).toBe('SVG image')
    expect(binaryLabel({ kind: 'image', mime: 'image/vnd.microsoft.icon' })).toBe('ICO image')
    expect(binaryLabel({ kind: 'pdf', mime: 'application/pdf' })).toBe('PDF')
    expect(binaryLabel({ kind: 'binary', mime: 'application/zip' })).toBe('Binary data (application/zip)')
  })
})

describe('requestKey (D31: a response is of the request it was sent as)', () => {
  const sent = { ...DEFAULTS, url: 'https://api.example.com/users' }
  it('changes with the request: URL, method, headers, body', () => {
    expect(requestKey({ ...sent, url: 'https://api.example.com/user' })).not.toBe(requestKey(sent))
    expect(requestKey({ ...sent, method: 'POST' })).not.toBe(requestKey(sent))
    expect(requestKey({ ...sent, rawBody: '{}' })).not.toBe(requestKey(sent))
    expect(requestKey({ ...sent, headers: [{ key: 'X-A', value: '1', enabled: true }] })).not.toBe(requestKey(sent))
  })
  it('stays when only the saved list or the variables (which scripts set) change', () => {
    expect(requestKey({ ...sent, environment: [{ key: 'token', value: 'x', enabled: true }] })).toBe(requestKey(sent))
    expect(requestKey({ ...sent, savedRequests: [{ id: '1', name: 'GET https://a.example', method: 'GET', url: 'https://a.example', timestamp: '2024-01-01T00:00:00.000Z' }] })).toBe(requestKey(sent))
  })
})
