import { compressToEncodedURIComponent } from 'lz-string'
import { describe, expect, it } from 'vitest'
import { toolAtom } from './persistence'
import { buildShareLink, decodeShare, defineShare, encodeShare, MAX_SHARE_URL_CHARS, namedCredentials, openShared, pickFields, shareFields, SHARE_PARAM } from './share'

describe('share links (D5, D32)', () => {
  it('round-trips a payload through a URL-safe fragment', async () => {
    const state = { input: '{"emoji": "😀", "accents": "é"}', indentSize: '4' }
    const encoded = await encodeShare(state)
    expect(encoded).toMatch(/^z\.[A-Za-z0-9_-]+$/)
    expect(await decodeShare(encoded)).toEqual(state)
  })

  it('still opens links made before (lz-string)', async () => {
    expect(await decodeShare(compressToEncodedURIComponent(JSON.stringify({ a: 1 })))).toEqual({ a: 1 })
  })

  it('puts the payload in the fragment, after the route', async () => {
    const link = await buildShareLink('http://127.0.0.1:4173/#/base64', '/json-formatter', { a: 1 })
    expect(link.ok).toBe(true)
    if (!link.ok) return
    expect(link.url.startsWith(`http://127.0.0.1:4173/#/json-formatter?${SHARE_PARAM}=z.`)).toBe(true)
    expect(await decodeShare(new URLSearchParams(new URL(link.url).hash.split('?')[1]).get(SHARE_PARAM)!)).toEqual({ a: 1 })
  })

  it('refuses a link over about 8 KB, and a huge payload without compressing it', async () => {
    // Random-looking text does not compress: 12 KB of it cannot fit.
    let noise = ''
    let x = 12345
    for (let i = 0; i < 12_000; i++) noise += String.fromCharCode(33 + ((x = (x * 1103515245 + 12345) % 2 ** 31) % 90))
    expect(await buildShareLink('http://h/', '/t', { input: noise })).toEqual({ ok: false, reason: 'too-large' })
    expect(await buildShareLink('http://h/', '/t', { input: 'a'.repeat(5_000_000) })).toEqual({ ok: false, reason: 'too-large' })
    // Repetitive text compresses well and is allowed while the link stays short.
    const ok = await buildShareLink('http://h/', '/t', { input: 'abc '.repeat(5000) })
    expect(ok.ok && ok.url.length < MAX_SHARE_URL_CHARS).toBe(true)
  })

  it('returns undefined for a damaged link', async () => {
    expect(await decodeShare('%%%')).toBeUndefined()
    expect(await decodeShare('')).toBeUndefined()
    expect(await decodeShare('z.AAAA')).toBeUndefined()
  })
})

type Req = { url: string; token: string; saved: string[]; mode: string }
const reqAtom = toolAtom<Req>('share-test', { url: '', token: '', saved: [], mode: 'a' }, { validate: (v, d) => (['a', 'b'].includes(v.mode) ? v : { ...v, mode: d.mode }) })
const reqShare = defineShare(reqAtom, {
  pick: (s, { credentials }) => ({ url: s.url, mode: s.mode, ...(credentials ? { token: s.token } : {}) }),
  credentials: (s) => (s.token ? ['the token'] : []),
  keep: ['saved'],
})

describe('openShared (D32)', () => {
  it('takes only the shared fields from the link, the kept ones from the receiver, defaults for the rest', () => {
    const mine: Req = { url: 'https://mine', token: 'MY-TOKEN', saved: ['a', 'b'], mode: 'b' }
    expect(openShared(reqShare, { url: 'https://theirs', saved: ['injected'], extra: 1 }, mine)).toEqual({ url: 'https://theirs', token: '', saved: ['a', 'b'], mode: 'a' })
    expect(openShared(reqShare, { url: 'https://theirs', token: 'T', mode: 'zzz' }, mine)).toEqual({ url: 'https://theirs', token: 'T', saved: ['a', 'b'], mode: 'a' })
    expect(openShared(reqShare, 'garbage', mine)).toEqual({ url: '', token: '', saved: ['a', 'b'], mode: 'a' })
  })
  it('pickFields and shareFields carry exactly the named fields', () => {
    expect(pickFields({ a: 1, b: 2, c: 3 }, ['a', 'c'])).toEqual({ a: 1, c: 3 })
    expect(shareFields(reqAtom, ['url']).pick({ url: 'u', token: 't', saved: [], mode: 'a' }, { credentials: true })).toEqual({ url: 'u' })
  })
})

describe('namedCredentials (D32)', () => {
  it('names each credential once, in the order the tool gives them; none without a credentials rule', () => {
    const spec = { credentials: (s: { names: string[] }) => s.names }
    expect(namedCredentials(spec, { names: ['the token query parameter', 'the Authorization header', 'the token query parameter', 'the Authorization header', 'the API key'] })).toEqual([
      'the token query parameter',
      'the Authorization header',
      'the API key',
    ])
    expect(namedCredentials({}, { names: ['x'] })).toEqual([])
  })
})
