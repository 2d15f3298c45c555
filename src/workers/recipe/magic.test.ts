import { base32 } from '@scure/base'
import { gunzipSync, inflateSync, unzlibSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { operationById } from '../../ops/manifest'
import { defineOperation, type OperationMeta } from '../../ops/types'
import { entropy, HINTS, magic, readability, wordLikeness, type MagicOptions } from './magic'
import { OpError, type OpImpl } from './op-impl'
import { implOf } from './registry'

/**
 * Magic (D36). The fixtures were made with Python 3.11's standard library:
 *   python3 -c "import gzip,base64; print(base64.b64encode(gzip.compress(b'{\"user\":\"alice\",\"roles\":[\"admin\",\"dev\"],\"active\":true}', mtime=0)).decode())"
 *   python3 -c "import gzip,base64; print(base64.b64encode(gzip.compress(b'Build 1432 passed: 118 tests, 0 failures, deployed to staging at 14:02.\n', mtime=0)).decode())"
 *   python3 -c "import zlib,base64; print(base64.b64encode(zlib.compress(b'The quick brown fox jumps over the lazy dog, again and again.')).decode())"
 *   python3 -c "import base64,urllib.parse as u; print(u.quote(base64.urlsafe_b64encode(b'{\"sub\":\"42\",\"name\":\"Ada\"}').decode(), safe=''))"
 *   python3 -c "print(b'Hello, world! This is a secret message.'.hex())"
 *   python3 -c "import base64; print(base64.b64encode(b'Meet me at the usual place at ten.'.hex().encode()).decode())"
 *   python3 -c "import codecs; print(codecs.encode('The quick brown fox jumps over the lazy dog while the cat is away.', 'rot13'))"
 *   python3 -c "import urllib.parse as u; print(u.quote(u.quote('{\"q\":\"a b & c\",\"page\":2}', safe=''), safe=''))"
 *   python3 -c "import base64; print(base64.b32encode(b'Attack at dawn, bring the maps.').decode())"
 *   python3 -c "print(' '.join(str(ord(c)) for c in 'Hello from the other side ☕'))"
 */
type Chain = { name: string; input: string; ids: string[]; output: string }
const CHAINS: Chain[] = [
  {
    name: 'Base64 -> Gunzip -> JSON',
    input: 'H4sIAAAAAAACA6tWKi1OLVKyUkrMyUxOVdJRKsrPSS1WsopWSkzJzcwDCqSklinF6iglJpdklqUqWZUUlabWAgDZnMA6NgAAAA==',
    ids: ['from-base64', 'gunzip'],
    output: '{"user":"alice","roles":["admin","dev"],"active":true}',
  },
  { name: 'URL Decode -> From Base64 (URL-safe) -> JSON', input: 'eyJzdWIiOiI0MiIsIm5hbWUiOiJBZGEifQ%3D%3D', ids: ['url-decode', 'from-base64'], output: '{"sub":"42","name":"Ada"}' },
  { name: 'From Hex -> UTF-8 text', input: '48656c6c6f2c20776f726c64212054686973206973206120736563726574206d6573736167652e', ids: ['from-hex'], output: 'Hello, world! This is a secret message.' },
  {
    name: 'From Base64 -> From Hex (hex of text) -> text',
    input: 'NGQ2NTY1NzQyMDZkNjUyMDYxNzQyMDc0Njg2NTIwNzU3Mzc1NjE2YzIwNzA2YzYxNjM2NTIwNjE3NDIwNzQ2NTZlMmU=',
    ids: ['from-base64', 'from-hex'],
    output: 'Meet me at the usual place at ten.',
  },
  { name: 'ROT13 of English', input: 'Gur dhvpx oebja sbk whzcf bire gur ynml qbt juvyr gur png vf njnl.', ids: ['rot13'], output: 'The quick brown fox jumps over the lazy dog while the cat is away.' },
  {
    name: 'URL Decode twice',
    input: '%257B%2522q%2522%253A%2522a%2520b%2520%2526%2520c%2522%252C%2522page%2522%253A2%257D',
    ids: ['url-decode', 'url-decode'],
    output: '{"q":"a b & c","page":2}',
  },
  {
    name: 'zlib in Base64 (eJ)',
    input: 'eJwLyUhVKCzNTM5WSCrKL89TSMuvUMgqzS0oVsgvSy1SKAFK5yRWVSqk5KfrKCSmJ2bmKSTmpUBYegCvdRXH',
    ids: ['from-base64', 'zlib-inflate'],
    output: 'The quick brown fox jumps over the lazy dog, again and again.',
  },
  {
    name: 'gzip in Base64 (H4sI) of text',
    input: 'H4sIAAAAAAACA3MqzcxJUTA0MTZSKEgsLk5NsVIwNLRQKEktLinWUTBQSEvMzCktSgWyU1ILcvIrU1MUSvIViksS0zPz0hUSS4BarQyM9LgAmTUl1UgAAAA=',
    ids: ['from-base64', 'gunzip'],
    output: 'Build 1432 passed: 118 tests, 0 failures, deployed to staging at 14:02.\n',
  },
  { name: 'Base32 of text', input: 'IF2HIYLDNMQGC5BAMRQXO3RMEBRHE2LOM4QHI2DFEBWWC4DTFY======', ids: ['from-base32'], output: 'Attack at dawn, bring the maps.' },
  // A code point above 255 (the cup), so it is a charcode list and not byte values (From Decimal).
  {
    name: 'a charcode list',
    input: '72 101 108 108 111 32 102 114 111 109 32 116 104 101 32 111 116 104 101 114 32 115 105 100 101 32 9749',
    ids: ['from-charcode'],
    output: 'Hello from the other side ☕',
  },
]

/** A seeded generator (mulberry32), so the random bytes are the same on every run. */
function randomBytes(n: number, seed = 33): Uint8Array {
  let a = seed
  return Uint8Array.from({ length: n }, () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) & 0xff
  })
}

const PLAIN: Array<[string, string | Uint8Array]> = [
  ['plain prose', 'The deployment finished at noon; every service reported healthy and the on-call engineer went to lunch.'],
  ['a UUID', '550e8400-e29b-41d4-a716-446655440000'],
  ['random bytes', randomBytes(256)],
  ['JSON already', '{"user":"alice","roles":["admin","dev"]}'],
  ['a short word', 'hello'],
  ['an English sentence of letters only (Base64 alphabet, ROT13 candidate)', 'Deadline moved to Friday'],
]

const ids = (steps: { op: string }[]) => steps.map((s) => s.op).filter((id) => id !== 'json-format')

// ---- Test-only decoders, so the search is exercised before the real families land. ----
const dec = new TextDecoder('utf-8', { fatal: true })
const fake = (id: string, input: OperationMeta['input'], output: OperationMeta['output']): OperationMeta =>
  defineOperation({ id, name: id, category: 'encoding', description: 'test only', keywords: [], input, output, decodes: true })
const FAKE_OPS: OperationMeta[] = [
  operationById('from-base64')!,
  fake('from-hex', 'text', 'bytes'),
  fake('from-base32', 'text', 'bytes'),
  fake('url-decode', 'text', 'text'),
  fake('rot13', 'text', 'text'),
  fake('from-charcode', 'text', 'text'),
  fake('gunzip', 'bytes', 'bytes'),
  fake('zlib-inflate', 'bytes', 'bytes'),
  fake('raw-inflate', 'bytes', 'bytes'),
]
const inflate = (f: (b: Uint8Array) => Uint8Array) => (b: unknown) => {
  try {
    return f(b as Uint8Array)
  } catch (e) {
    throw new OpError(String(e))
  }
}
const FAKE_IMPLS: Record<string, OpImpl> = {
  'from-base64': implOf('from-base64')!,
  'from-hex': {
    run: (t) => {
      const hex = (t as string).replace(/0x|\\x|[\s:,;-]/g, '')
      if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new OpError('not hex')
      return Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16))
    },
  },
  'from-base32': { run: (t) => inflate((b) => base32.decode(dec.decode(b).trim()))(new TextEncoder().encode(t as string)) },
  'url-decode': {
    run: (t) => {
      try {
        return decodeURIComponent(t as string)
      } catch {
        throw new OpError('bad escape')
      }
    },
  },
  rot13: { run: (t) => (t as string).replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c <= 'Z' ? 65 : 97))) },
  'from-charcode': { run: (t) => String.fromCodePoint(...(t as string).trim().split(/[\s,;]+/).map((n) => Number.parseInt(n, 10))) },
  gunzip: { run: inflate(gunzipSync) },
  'zlib-inflate': { run: inflate(unzlibSync) },
  'raw-inflate': { run: inflate(inflateSync) },
  'json-format': { run: (t) => JSON.stringify(JSON.parse(t as string), null, 2) },
}
const FAKE_JSON_FORMAT = defineOperation({ id: 'json-format', name: 'JSON Format', category: 'data', description: 'test only', keywords: [], input: 'json', output: 'json' })
const withFakes: MagicOptions = {
  ops: FAKE_OPS,
  implOf: (id) => FAKE_IMPLS[id],
  opById: (id) => (id === 'json-format' ? FAKE_JSON_FORMAT : FAKE_OPS.find((o) => o.id === id)),
  timeMs: 2000,
}
const realFor = (chain: Chain) => chain.ids.every((id) => operationById(id)?.decodes && implOf(id))

describe('Magic (D36) with test-only decoders', () => {
  for (const chain of CHAINS) {
    it(`finds ${chain.name}`, async () => {
      const [top] = await magic(chain.input, withFakes)
      expect(top, chain.name).toBeDefined()
      expect(ids(top!.steps)).toEqual(chain.ids)
      expect(top!.score).toBeGreaterThan(readability(chain.input).score)
    })
  }

  it('ends a recipe that gives JSON with JSON Format, and says what the output is', async () => {
    const [top] = await magic(CHAINS[0]!.input, withFakes)
    expect(top!.steps.map((s) => s.op)).toEqual(['from-base64', 'gunzip', 'json-format'])
    expect(top!.why).toBe('JSON object, 3 keys')
    expect(top!.preview).toBe('{"user":"alice","roles":["admin","dev"],"active":true}')
    // Without a JSON Format operation the recipe stops at the decoding.
    const [bare] = await magic(CHAINS[0]!.input, { ...withFakes, opById: () => undefined })
    expect(bare!.steps.map((s) => s.op)).toEqual(['from-base64', 'gunzip'])
  })

  it('does not propose what a better recipe only extends (From Base64 alone, giving gzip data)', async () => {
    const all = await magic(CHAINS[0]!.input, { ...withFakes, max: 10 })
    expect(all.filter((p) => ids(p.steps).join() === 'from-base64')).toEqual([])
  })

  for (const [name, input] of PLAIN) {
    it(`proposes nothing for ${name}`, async () => {
      expect(await magic(input, withFakes)).toEqual([])
    })
  }

  it('stops at the depth it is given', async () => {
    expect(await magic(CHAINS[5]!.input, { ...withFakes, depth: 1 })).toEqual([])
    expect(ids((await magic(CHAINS[5]!.input, { ...withFakes, depth: 2 }))[0]!.steps)).toEqual(['url-decode', 'url-decode'])
  })

  it('keeps to its time box, and is cancelled by its signal', async () => {
    // Each try takes at least 40 ms and the box is 60 ms: the search stops after one or two of the
    // three first-level tries (fewer on a slow machine, never more), where it would make 12 without it.
    let tried = 0
    const slow: OpImpl = { run: () => new Promise((r) => setTimeout(() => r(`x${++tried}`), 40)) }
    const ops = [fake('slow-a', 'text', 'text'), fake('slow-b', 'text', 'text'), fake('slow-c', 'text', 'text')]
    await magic('anything at all', { ops, implOf: () => slow, timeMs: 60 })
    expect(tried).toBeGreaterThan(0)
    expect(tried).toBeLessThanOrEqual(2)
    const ctl = new AbortController()
    ctl.abort()
    await expect(magic(CHAINS[0]!.input, { ...withFakes, signal: ctl.signal })).rejects.toThrow(/aborted/)
  })

  it('tries an operation only where its hint says it may apply', async () => {
    const tried: string[] = []
    const spy = (id: string): OpImpl => ({ run: (v) => (tried.push(id), FAKE_IMPLS[id]!.run(v, {}, {})) })
    await magic('Deadline moved to Friday', { ...withFakes, implOf: (id) => (FAKE_IMPLS[id] ? spy(id) : undefined), depth: 1 })
    expect(tried).toEqual(['rot13'])
  })
})

describe('Magic (D36) with the real operations (each chain runs once its operations exist)', () => {
  for (const chain of CHAINS) {
    it.skipIf(!realFor(chain))(`finds ${chain.name} (${chain.ids.join(', ')})`, async () => {
      const [top] = await magic(chain.input, { timeMs: 3000 })
      expect(top, chain.name).toBeDefined()
      expect(ids(top!.steps)).toEqual(chain.ids)
      expect(top!.preview.startsWith(chain.output.replace(/\n/g, '⏎').slice(0, 40))).toBe(true)
    })
  }
  for (const [name, input] of PLAIN) {
    it(`proposes nothing for ${name}`, async () => {
      expect(await magic(input, { timeMs: 3000 })).toEqual([])
    })
  }
})

describe('readability', () => {
  it('ranks what decoding gives above what it decodes, for every chain', () => {
    for (const chain of CHAINS) expect(readability(chain.output).score, chain.name).toBeGreaterThan(readability(chain.input).score + 0.15)
  })

  it('recognises JSON, XML and a JWT; names a known file type; scores random bytes near nothing', () => {
    expect(readability('{"a":[1,2,3],"b":"c"}')).toMatchObject({ structure: 'json', why: 'JSON object, 2 keys' })
    expect(readability('<?xml version="1.0"?><note><to>Tove</to></note>').structure).toBe('xml')
    expect(readability('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLWJ5dGVzLWhlcmUtMTIzNDU2Nzg5MA').structure).toBe('jwt')
    expect(readability(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toMatchObject({ score: 0.6, why: 'PNG image' })
    expect(readability(randomBytes(256)).score).toBeLessThan(0.1)
  })

  it('reads English as words and ROT13 of it as not', () => {
    const english = 'The quick brown fox jumps over the lazy dog while the cat is away.'
    expect(wordLikeness(english)).toBeGreaterThan(0.7)
    expect(wordLikeness(CHAINS[4]!.input)).toBeLessThan(0.3)
    expect(wordLikeness('Привет, как дела?')).toBe(0.7)
  })

  it('measures entropy in bits per character', () => {
    expect(entropy('aaaa')).toBe(0)
    expect(entropy('abcd')).toBe(2)
  })

  it('hints: Base64 lines without spaces, hex pairs, gzip and zlib headers, %XX, number lists', () => {
    const p = (t: string) => ({ text: t, head: new TextEncoder().encode(t.slice(0, 16)) })
    const b = (...bytes: number[]) => ({ text: null, head: Uint8Array.from(bytes) })
    expect(HINTS['from-base64']!(p('SGVsbG8gd29ybGQ='))).toBe(true)
    expect(HINTS['from-base64']!(p('Deadline moved to Friday'))).toBe(false)
    expect(HINTS['from-hex']!(p('de:ad:be:ef'))).toBe(true)
    expect(HINTS['from-hex']!(p('0xde 0xad'))).toBe(true)
    expect(HINTS['from-hex']!(p('dead beef cafe'))).toBe(true)
    expect(HINTS['from-hex']!(p('hello'))).toBe(false)
    expect(HINTS.gunzip!(b(0x1f, 0x8b, 8))).toBe(true)
    expect(HINTS.gunzip!(b(0x78, 0x9c))).toBe(false)
    expect(HINTS['zlib-inflate']!(b(0x78, 0x9c))).toBe(true)
    expect(HINTS['zlib-inflate']!(b(0x78, 0x00))).toBe(false)
    expect(HINTS['url-decode']!(p('a%20b'))).toBe(true)
    expect(HINTS['url-decode']!(p('50% off'))).toBe(false)
    expect(HINTS['from-charcode']!(p('72, 101, 108'))).toBe(true)
    expect(HINTS['from-charcode']!(p('72'))).toBe(false)
    expect(HINTS.rot13!(p('Uryyb jbeyq'))).toBe(true)
    expect(HINTS.rot13!(p('1234 5678'))).toBe(false)
  })
})
