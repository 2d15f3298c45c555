import { describe, expect, it } from 'vitest'
import { rng } from '../../lib/seeded-rng'
import { cleanArgs, defaultArgs, inverseArgs, OPERATIONS, operationById } from '../../ops/manifest'
import type { Args, Kind, OperationMeta } from '../../ops/types'
import { coerce } from './kinds'
import type { Value } from './op-impl'
import { IMPLS, implOf } from './registry'

/**
 * D34's contract, for every operation at once: each declaration has its code and the other way
 * round, its arguments' defaults are valid, its inverse undoes it on random input, and when it
 * streams, chunk by chunk gives the bytes a whole run gives. Each family's own tests check its
 * outputs against references; these check what every operation promises.
 */

const randomBytes = (r: () => number, n: number) => Uint8Array.from({ length: n }, () => Math.floor(r() * 256))
/** Text of any code point but surrogates: ASCII mostly, some Latin-1, CJK and emoji. */
function randomText(r: () => number, n: number): string {
  let s = ''
  for (let i = 0; i < n; i++) {
    const p = r()
    const cp = p < 0.7 ? 0x20 + Math.floor(r() * 95) : p < 0.8 ? 0xa0 + Math.floor(r() * 0x160) : p < 0.9 ? 0x4e00 + Math.floor(r() * 0x5000) : p < 0.95 ? 0x1f300 + Math.floor(r() * 0x300) : [9, 10, 13][Math.floor(r() * 3)]!
    s += String.fromCodePoint(cp)
  }
  return s
}
const randomOf = (kind: Kind, r: () => number, n: number): Value => (kind === 'bytes' ? randomBytes(r, n) : kind === 'json' ? JSON.stringify({ n: Math.floor(r() * 1e6), s: randomText(r, n) }) : randomText(r, n))

/**
 * Pairs whose round trip does not hold on any input of their kind, and why; each is still checked
 * against references in its family's tests.
 */
export const NO_RANDOM_ROUND_TRIP: Record<string, string> = {
  'decode-text': 'random bytes are not UTF-16 (odd lengths, lone surrogates become U+FFFD); textcodec.ops.test.ts round-trips text through Encode Text then Decode Text',
  'json-minify': 'JSON Format, its inverse in layout only, indents the one-line random JSON (data.ops.test.ts: format then minify gives it back)',
  'json-to-yaml': 'YAML to JSON lays the JSON out with a 2-space indent; data.ops.test.ts checks the round trip on the same random JSON, minified',
  'yaml-to-json': 'random text is mostly not YAML; data.ops.test.ts checks YAML to JSON to YAML on YAML the converter wrote',
  'json-to-toml': 'TOML to JSON lays the JSON out with a 2-space indent; data.ops.test.ts checks the round trip on the same random JSON, minified',
  'toml-to-json': 'random text is mostly not TOML; data.ops.test.ts checks TOML to JSON to TOML on TOML the converter wrote',
  'to-messagepack': 'From MessagePack lays the JSON out with a 2-space indent; data.ops.test.ts checks the round trip on the same random JSON, minified',
  'cbor-encode': 'CBOR Decode lays the JSON out with a 2-space indent; data.ops.test.ts checks the round trip on the same random JSON, minified',
  'to-punycode': "punycode's toASCII reads a line with '@' as an email address (what follows a second '@' is dropped) and a label already starting xn-- as encoded; round trip on domain names in textcodec.ops.test.ts",
  'remove-line-numbers': 'leaves a line without a number as it is, so only numbered text comes back (text.ops.test.ts)',
  'from-unix-timestamp': 'takes numbers, not any text: round trips on timestamps in time.ops.test.ts',
  'to-unix-timestamp': 'takes dates, not any text: round trips on dates in time.ops.test.ts',
  'to-base': 'takes integers, not any text: round trips on big integers in every radix in utility.ops.test.ts',
  'from-base': 'takes integers, not any text: round trips on big integers in every radix in utility.ops.test.ts',
  'aes-decrypt': 'random bytes are not a CBC ciphertext (its padding is checked) nor a GCM one (its tag is); AES Encrypt then Decrypt is checked here and in crypto.ops.test.ts in every mode',
}

const same = (a: Value, b: Value) => (typeof a === 'string' ? a : Array.from(a)).toString() === (typeof b === 'string' ? b : Array.from(b)).toString()

describe('operations (D34)', () => {
  it('each declaration has its code, and each piece of code a declaration', () => {
    expect(Object.keys(IMPLS).filter((id) => !operationById(id))).toEqual([])
    expect(OPERATIONS.filter((op) => !implOf(op.id)).map((op) => op.id)).toEqual([])
  })

  it('have unique kebab-case ids, names, descriptions and keywords', () => {
    const ids = OPERATIONS.map((op) => op.id)
    expect(new Set(ids).size).toBe(ids.length)
    const names = OPERATIONS.map((op) => op.name.toLowerCase())
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
    for (const op of OPERATIONS) {
      expect(op.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(op.description.length, op.id).toBeGreaterThan(15)
      expect(op.keywords.length, op.id).toBeGreaterThan(0)
    }
  })

  it('start from valid arguments, and clean what a link or storage gives', () => {
    for (const op of OPERATIONS) {
      expect(cleanArgs(op, defaultArgs(op)), op.id).toEqual(defaultArgs(op))
      expect(cleanArgs(op, { nonsense: 1, ...Object.fromEntries((op.args ?? []).map((a) => [a.key, { bad: true }])) }), op.id).toEqual(defaultArgs(op))
      for (const a of op.args ?? []) if (a.type === 'select') expect(a.options.map((o) => o.value), `${op.id}.${a.key}`).toContain(a.default)
    }
  })

  it('stream when they say so, and only then', () => {
    for (const op of OPERATIONS) expect(!!implOf(op.id)!.stream, op.id).toBe(!!op.stream)
  })

  it('name inverses that exist and take what they give', () => {
    for (const op of OPERATIONS.filter((o) => o.inverse)) {
      const inv = operationById(op.inverse!)
      expect(inv, `${op.id} -> ${op.inverse}`).toBeDefined()
      expect(inv!.output === op.input || (inv!.output !== 'bytes' && op.input !== 'bytes') || op.input === 'bytes', `${op.id}: ${inv!.id} gives ${inv!.output}`).toBe(true)
    }
  })

  const encoders = OPERATIONS.filter((op) => op.inverse && !op.decodes && !NO_RANDOM_ROUND_TRIP[op.id])
  it.each(encoders.map((op) => [op.id, op] as const))('%s then its inverse gives the input back, on random input', async (_, op: OperationMeta) => {
    const inv = operationById(op.inverse!)!
    const r = rng(op.id.length * 7919)
    for (let k = 0; k < 25; k++) {
      const input = randomOf(op.input, r, Math.floor(r() * 300))
      const args = defaultArgs(op)
      const there = await implOf(op.id)!.run(input, args, {})
      const back = await implOf(inv.id)!.run(coerce(there, op.output, inv.input), inverseArgs(op, inv, args), {})
      expect(same(coerce(back, inv.output, op.input), input), `${op.id} round trip #${k}`).toBe(true)
    }
  })

  it('undo themselves with other arguments where the inverse maps them (ROT13 by 5 is undone by 21)', async () => {
    const rot = operationById('rot13')!
    const args = { ...defaultArgs(rot), amount: 5 }
    const rot13 = async (text: string, a: Args) => coerce(await implOf('rot13')!.run(coerce(text, 'text', rot.input), a, {}), rot.output, 'text')
    // python3: ''.join(chr((ord(c)-65+5)%26+65) if c.isupper() else chr((ord(c)-97+5)%26+97) if c.islower() else c for c in 'Hello, World')
    const there = (await rot13('Hello, World', args)) as string
    expect(there).toBe('Mjqqt, Btwqi')
    expect(inverseArgs(rot, rot, args).amount).toBe(21)
    expect(await rot13(there, inverseArgs(rot, rot, args))).toBe('Hello, World')
  })

  const streaming = OPERATIONS.filter((op) => op.stream)
  it.each(streaming.map((op) => [op.id, op] as const))('%s gives the same bytes chunk by chunk as in one run', async (_, op: OperationMeta) => {
    const r = rng(op.id.length * 104729)
    const impl = implOf(op.id)!
    const args = defaultArgs(op)
    for (let k = 0; k < 10; k++) {
      // A decoder gets its encoder's output; anything else random input of its kind.
      let input: Value = randomOf(op.input, r, Math.floor(r() * 5000))
      const enc = op.decodes && op.inverse ? operationById(op.inverse) : undefined
      if (enc) input = await implOf(enc.id)!.run(randomOf(enc.input, r, Math.floor(r() * 5000)), cleanArgs(enc, args), {})
      const bytes = coerce(input, op.input === 'bytes' ? 'bytes' : 'text', 'bytes') as Uint8Array
      const whole = coerce(await impl.run(coerce(bytes, 'bytes', op.input), args, {}), op.output, 'bytes') as Uint8Array
      const t = impl.stream!(args)
      const parts: Uint8Array[] = []
      for (let at = 0; at < bytes.length; ) {
        const n = 1 + Math.floor(r() * 700)
        parts.push(await t.push(bytes.subarray(at, at + n)))
        at += n
      }
      parts.push(await t.flush())
      const streamed = Uint8Array.from(parts.flatMap((p) => Array.from(p)))
      expect(same(streamed, whole), `${op.id} #${k}`).toBe(true)
    }
  })
})
