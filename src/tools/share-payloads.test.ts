import { describe, expect, it } from 'vitest'
import { namedCredentials, type AnyShareSpec } from '../lib/share'
import { restClientShare } from './rest-client/rest-client.state'
import { DEFAULTS as REST } from './rest-client/rest-client.logic'
import { webhookShare } from './webhook/webhook.state'
import { graphqlShare } from './graphql/graphql.state'
import { curlShare } from './curl/curl.state'

/** Every share declaration beside a tool's state (D32). */
const specs = Object.entries(import.meta.glob('./*/*.state.ts', { eager: true }) as Record<string, Record<string, unknown>>).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, v]) => typeof v === 'object' && v !== null && 'pick' in v && 'atom' in v)
    .map(([name, v]) => ({ file, name, spec: v as AnyShareSpec })),
)

describe('share payloads, per tool (D32)', () => {
  it('every tool with Share declares it, and no declaration carries a saved list, history, environment or secret field', () => {
    expect(specs.length).toBeGreaterThanOrEqual(30)
    for (const { file, spec } of specs) {
      const keys = Object.keys(spec.pick(spec.atom.defaults, { credentials: true }))
      expect(keys.length, file).toBeGreaterThan(0)
      for (const k of keys) {
        expect(k, file).not.toMatch(/saved|history|recent|environment|secret|remember/i)
        expect(Object.keys(spec.atom.defaults), `${file}: ${k} is a field of the state`).toContain(k)
      }
    }
  })

  const rest = {
    ...REST,
    method: 'POST' as const,
    url: 'https://u:p@api.example.com/x?token=URLTOKEN&q=1',
    headers: [{ key: 'X-API-Key', value: 'HDRKEY', enabled: true }, { key: 'Accept', value: 'application/json', enabled: true }],
    params: [{ key: 'token', value: 'URLTOKEN', enabled: true }, { key: 'q', value: '1', enabled: true }],
    formData: [{ key: 'password', value: 'FORMPW', enabled: true }],
    auth: { type: 'basic' as const, token: 'OLDTOKEN', username: 'ada', password: 'BASICPW', key: 'k', keyValue: 'OLDKEY', addTo: 'header' as const },
    savedRequests: [{ id: '1', name: 'n', method: 'GET' as const, url: 'https://x/?token=SAVED', timestamp: '' }],
    environment: [{ key: 'token', value: 'ENVTOKEN', enabled: true }],
  }

  it('REST Client: no credentials by default; the chosen auth kind only, with them', () => {
    const plain = JSON.stringify(restClientShare.pick(rest, { credentials: false }))
    for (const s of ['URLTOKEN', 'HDRKEY', 'FORMPW', 'OLDTOKEN', 'ada', 'BASICPW', 'OLDKEY', 'SAVED', 'ENVTOKEN', 'u:p@']) expect(plain, s).not.toContain(s)
    expect(plain).toContain('https://api.example.com/x?token=&q=1')
    expect(plain).toContain('"type":"basic"')
    const withCreds = JSON.stringify(restClientShare.pick(rest, { credentials: true }))
    for (const s of ['URLTOKEN', 'HDRKEY', 'FORMPW', '"ada"', 'BASICPW', 'u:p@']) expect(withCreds, s).toContain(s)
    for (const s of ['OLDTOKEN', 'OLDKEY', 'SAVED', 'ENVTOKEN']) expect(withCreds, s).not.toContain(s)
    // As the Share dialog names them: the token in the URL and in the Params table is one credential.
    expect(namedCredentials(restClientShare, rest)).toEqual([
      'the Basic user name and password',
      'the user name and password in the URL',
      'the token query parameter',
      'the X-API-Key header',
      'the password form field',
    ])
    expect(restClientShare.credentials!(REST)).toEqual([])
  })

  it('Webhook: never the signing secret, even remembered; secret headers only when chosen', () => {
    const s = { ...webhookShare.atom.defaults, url: 'https://h/in?sig=URLSIG', headers: 'X-Token: HDR\nX-Other: ok', secret: 'SIGNING', rememberSecret: true }
    const plain = JSON.stringify(webhookShare.pick(s, { credentials: false }))
    for (const x of ['URLSIG', 'HDR', 'SIGNING']) expect(plain, x).not.toContain(x)
    expect(plain).toContain('X-Other: ok')
    const withCreds = JSON.stringify(webhookShare.pick(s, { credentials: true }))
    expect(withCreds).toContain('HDR')
    expect(withCreds).not.toContain('SIGNING')
  })

  it('GraphQL and cURL Builder: secret header values only when chosen', () => {
    const g = { ...graphqlShare.atom.defaults, endpoint: 'https://g/graphql', headers: 'Authorization: Bearer GQL' }
    expect(JSON.stringify(graphqlShare.pick(g, { credentials: false }))).not.toContain('GQL')
    expect(JSON.stringify(graphqlShare.pick(g, { credentials: true }))).toContain('GQL')
    const c = { ...curlShare.atom.defaults, url: 'https://c/?access_token=CTOK', headers: 'Cookie: session=COOKIE' }
    const plain = JSON.stringify(curlShare.pick(c, { credentials: false }))
    expect(plain).not.toContain('CTOK')
    expect(plain).not.toContain('COOKIE')
    expect(curlShare.credentials!(c)).toEqual(['the access_token query parameter', 'the Cookie header'])
  })
})
