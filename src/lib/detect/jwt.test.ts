import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleOf } from './index'
import { jwt } from './jwt'

const b64u = (s: string) => Buffer.from(s).toString('base64url')
const token = (header: object, payload: object | string, sig = 'c2lnbmF0dXJl') =>
  `${b64u(JSON.stringify(header))}.${b64u(typeof payload === 'string' ? payload : JSON.stringify(payload))}.${sig}`
const run = (text: string) => jwt(sampleOf(text))

describe('jwt detector', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-06-01T00:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('names the algorithm and the expiry', () => {
    const exp = Date.UTC(2026, 11, 1, 10, 0) / 1000
    const [d] = run(token({ alg: 'HS256', typ: 'JWT' }, { sub: 'u1', exp }))
    expect(d).toEqual({ toolId: 'jwt', confidence: 0.99, reason: 'JWT, HS256, expires 2026-12-01 10:00 UTC', kind: 'jwt' })
  })

  it('says when a token has expired or has no expiry', () => {
    expect(run(token({ alg: 'RS256' }, { exp: 1700000000 }))[0]!.reason).toBe('JWT, RS256, expired 2023-11-14 22:13 UTC')
    // jwt.io's example token
    expect(run('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')[0]!.reason).toBe('JWT, HS256, no expiry')
  })

  it('reads a token after "Bearer" or an Authorization header, and unsigned tokens', () => {
    const t = token({ alg: 'HS512' }, { exp: 1893456000 })
    expect(run(`Bearer ${t}`)).toHaveLength(1)
    expect(run(`Authorization: Bearer ${t}\n`)).toHaveLength(1)
    expect(run(`"${t}"`)).toHaveLength(1)
    expect(run(token({ alg: 'none' }, { sub: 'x' }, ''))[0]!.reason).toBe('JWT, unsigned (alg none), no expiry')
  })

  it('near misses: not three parts, a header that is not JSON, other dotted strings', () => {
    expect(run(`${b64u('{"alg":"HS256"}')}.${b64u('{"a":1}')}`)).toEqual([])
    expect(run('eyJub3QganNvbg.eyJhIjoxfQ.sig')).toEqual([]) // header decodes to `{"not json`
    expect(run(`${b64u('{"kid":"x"}')}.${b64u('{}')}.sig`)).toEqual([]) // no alg or typ
    expect(run('www.example.com')).toEqual([])
    expect(run('a.b.c')).toEqual([])
    expect(run(`${token({ alg: 'HS256' }, {})} and more text`)).toEqual([])
  })

  it('a payload that is not JSON is still a token, with less confidence', () => {
    const [d] = run(token({ alg: 'HS256' }, 'plain text payload'))
    expect(d!.confidence).toBeLessThan(0.9)
    expect(d!.reason).toBe('JWT, HS256, payload is not JSON')
  })
})
