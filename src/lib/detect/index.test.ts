import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DETECTORS, detect, PREFIX_CHARS, sampleOf, type Detector } from './index'

const b64u = (s: string) => Buffer.from(s).toString('base64url')
const top = (text: string) => detect(text)[0]

describe('detect', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-06-01T00:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('ranks the right tool first, with the reasons of the issue', () => {
    const jwt = `${b64u('{"alg":"HS256","typ":"JWT"}')}.${b64u(`{"sub":"1","exp":${Date.UTC(2026, 11, 1, 10) / 1000}}`)}.c2ln`
    expect(top(jwt)).toMatchObject({ toolId: 'jwt', reason: 'JWT, HS256, expires 2026-12-01 10:00 UTC' })
    expect(top('{"a":1,"b":2,"c":3}')).toMatchObject({ toolId: 'json-formatter', reason: 'JSON object, 3 keys' })
    expect(top('1700000000')).toMatchObject({ toolId: 'timestamp', reason: 'Unix time in seconds: 2023-11-14 22:13:20 UTC' })
    expect(top('$2b$10$oHNQzjuqE5drgYJGFv8GKOIO4gq3iJV9QSxJ99wqgkc9B3cJaPGyO')).toMatchObject({ toolId: 'bcrypt', reason: 'bcrypt hash, cost 10' })
    expect(top("curl -X POST https://api.example.com/x -d 'a=1'")).toMatchObject({ toolId: 'rest-client', reason: 'cURL command: POST https://api.example.com/x' })
    expect(top('0 9 * * 1-5')).toMatchObject({ toolId: 'cron', reason: 'cron: At 09:00 AM, Monday through Friday' })
    expect(top('f47ac10b-58cc-4372-a567-0e02b2c3d479')).toMatchObject({ toolId: 'uuid', reason: 'UUID v4 (random)' })
    expect(top('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')).toMatchObject({ toolId: 'hash', reason: 'SHA-256 digest? 64 hex characters' })
    expect(top(Buffer.from('{"a":1,"b":2,"c":3}').toString('base64'))).toMatchObject({ toolId: 'base64', reason: 'Base64 of JSON (object, 3 keys)' })
    expect(top('404')).toMatchObject({ toolId: 'http-status', reason: 'HTTP 404 Not Found' })
  })

  it('lists several tools for one kind, merged by tool with the best confidence first', () => {
    const ids = detect('[{"id":1},{"id":2}]').map((d) => d.toolId)
    expect(ids.slice(0, 4)).toEqual(['json-formatter', 'csv-json', 'json-yaml', 'json-xml'])
    expect(new Set(ids).size).toBe(ids.length)
    const found = detect('https://example.com/a?q=1')
    expect(found.map((d) => d.toolId).slice(0, 2)).toEqual(['url-encode', 'rest-client'])
  })

  it('keeps the best confidence and its reason when two detectors name one tool', () => {
    const a: Detector = () => [{ toolId: 'hash', confidence: 0.3, reason: 'weak', kind: 'a' }]
    const b: Detector = () => [{ toolId: 'hash', confidence: 0.8, reason: 'strong', kind: 'b' }]
    expect(detect('x', [['a', a], ['b', b]])).toEqual([{ toolId: 'hash', confidence: 0.8, reason: 'strong', kind: 'b' }])
    expect(detect('x', [['b', b], ['a', a]])).toEqual([{ toolId: 'hash', confidence: 0.8, reason: 'strong', kind: 'b' }])
  })

  it('survives a detector that throws', () => {
    const boom: Detector = () => {
      throw new Error('boom')
    }
    const found = detect('hello world', [['boom', boom], ...DETECTORS])
    expect(found[0]!.toolId).toBe('case-converter')
  })

  it('puts plain text last, and always offers it for non-empty text', () => {
    for (const text of ['hello', '404', '{"a":1}', '#fff', 'x'.repeat(200_000)]) {
      const found = detect(text)
      const ids = found.map((d) => d.toolId)
      expect(found.length).toBeGreaterThanOrEqual(3)
      expect(ids).toContain('case-converter')
      const firstText = found.findIndex((d) => d.kind === 'text')
      expect(found.slice(firstText).every((d) => d.kind === 'text'), text.slice(0, 20)).toBe(true)
    }
    expect(detect('')).toEqual([])
    expect(detect(' \n\t ')).toEqual([])
  })

  it('is sorted best first, with confidences between 0 and 1', () => {
    const found = detect('apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n')
    expect(found[0]!.toolId).toBe('yaml-validator')
    for (let i = 1; i < found.length; i++) expect(found[i - 1]!.confidence).toBeGreaterThanOrEqual(found[i]!.confidence)
    expect(found.every((d) => d.confidence > 0 && d.confidence <= 1)).toBe(true)
  })
})

describe('a large paste', () => {
  const big = `[${'{"id":1,"name":"x"},'.repeat(1_100_000)}{"id":2}]` // about 22 MB

  it('is judged on a bounded prefix, and the reason says so', () => {
    const s = sampleOf(big)
    expect(s.text.length).toBe(PREFIX_CHARS)
    expect(s.truncated).toBe(true)
    expect(s.length).toBe(big.length)
    expect(top(big)).toMatchObject({ toolId: 'json-formatter', reason: 'JSON array of objects (judged on the first 64 KiB of 20.98 MiB)' })
  })

  it('depends only on the prefix: what comes after it is never read', () => {
    const prefix = big.slice(0, PREFIX_CHARS)
    const other = `${prefix}${'!'.repeat(1_000_000)}`
    expect(detect(other)).toEqual(detect(`${prefix}${'?'.repeat(1_000_000)}`))
  })

  it('does not cut a surrogate pair in half', () => {
    const text = `${'a'.repeat(PREFIX_CHARS - 1)}😀${'b'.repeat(10)}`
    const s = sampleOf(text)
    expect(s.text.length).toBe(PREFIX_CHARS - 1)
    expect(s.text.endsWith('a')).toBe(true)
  })
})

describe('adversarial pastes', () => {
  // A regression guard against regular expressions that backtrack on long runs: every detector
  // must answer for these at once (no timing is asserted; the runner's timeout catches a hang).
  const patterns = ['a: ', 'a,', '![a](', '{"a":', '[1,', '<a>', '**a', '/*', '%', '&lt;', '- ', '#', '`', '(', 'a=a&', 'x'.repeat(63) + '\n']
  it.each(patterns)('answers for %j repeated to 60 KB and 70 KB', (p) => {
    for (const n of [60_000, 70_000]) {
      const found = detect(p.repeat(Math.ceil(n / p.length)))
      expect(found.length).toBeGreaterThan(0)
    }
  })

  it('blank text has no tool, but a long text that starts blank is still text', () => {
    expect(detect(' \n\t'.repeat(20_000))).toEqual([])
    expect(detect(`${' \n'.repeat(40_000)}hello`)[0]).toMatchObject({ toolId: 'hash', kind: 'text' })
  })
})
