import { describe, expect, it } from 'vitest'
import { ByteLineIds, isSpace, LineIds, spaceBytes, tokenizeTexts } from './diff-lines'
import { splitLines, tokenize } from './diff.impl'

let seed = 3
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed / 0x7fffffff)
// Few distinct pieces, so lines repeat, collide in length, and differ only by (Unicode) whitespace;
// a two-character space (U+00A0) and three-byte ones, a surrogate pair, a zero-width non-space.
const PIECES = ['a', 'b', 'ab', ' ', '\t', '\u00a0', '\u1680', '\u2009', '\u2028', '\u205f', '\u3000', '\ufeff', '\r', '\n', '\n', '\n', 'é', '\ud83d\ude00', '\u200b', '\u00a9', '\u2030']
const randomText = () => Array.from({ length: Math.floor(rnd() * 300) }, () => PIECES[Math.floor(rnd() * PIECES.length)]).join('')

/** `parts` random cuts of a sequence (anywhere: inside a line, a character's bytes, or a surrogate pair). */
function cut<T extends string | Uint8Array>(t: T, parts: number): T[] {
  const at = Array.from({ length: parts - 1 }, () => Math.floor(rnd() * (t.length + 1))).sort((x, y) => x - y)
  const out: T[] = []
  let from = 0
  for (const to of [...at, t.length]) {
    out.push(t.slice(from, to) as T)
    from = to
  }
  return out
}

type Reader = { push(p: never): void; endSide(): Int32Array; release(): void; distinct: number }
/** Both sides through a reader, each side in the given parts. */
function idsOf(reader: Reader, a: readonly (string | Uint8Array)[], b: readonly (string | Uint8Array)[]) {
  for (const p of a) reader.push(p as never)
  const A = reader.endSide()
  for (const p of b) reader.push(p as never)
  const B = reader.endSide()
  reader.release()
  return { A: Array.from(A), B: Array.from(B), distinct: reader.distinct }
}

const enc = new TextEncoder()

describe('line ids (diff-lines.ts)', () => {
  it('give the same ids as a Map over the split lines, from text or UTF-8 bytes in parts cut anywhere, with and without whitespace ignored', () => {
    for (let t = 0; t < 300; t++) {
      const a = randomText()
      const b = rnd() < 0.1 ? '' : randomText()
      for (const ws of [false, true]) {
        const ref = tokenize(splitLines(a), splitLines(b), ws)
        const want = { A: Array.from(ref.A), B: Array.from(ref.B), distinct: ref.distinct }
        expect(tokenizeTexts(a, b, ws)).toEqual({ A: ref.A, B: ref.B, distinct: ref.distinct })
        const n = 1 + Math.floor(rnd() * 6)
        expect(idsOf(new LineIds(ws, 4), cut(a, n), cut(b, n))).toEqual(want)
        expect(idsOf(new ByteLineIds(ws, 4), cut(enc.encode(a), n), cut(enc.encode(b), n))).toEqual(want)
      }
    }
  })

  it('tell apart lines of equal hash-table slots and lengths, and grow past the lines they expected', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => i.toString(36).padStart(4, '0'))
    const a = lines.join('\n')
    const b = [...lines].reverse().join('\n')
    const want = { A: lines.map((_, i) => i), B: lines.map((_, i) => 4999 - i), distinct: 5000 }
    const t = tokenizeTexts(a, b, false)
    expect({ A: Array.from(t.A), B: Array.from(t.B), distinct: t.distinct }).toEqual(want)
    // Sized for 16 lines: the table is rehashed and the arrays grow many times over.
    expect(idsOf(new LineIds(false, 16), [a], [b])).toEqual(want)
    expect(idsOf(new ByteLineIds(false, 16), cut(enc.encode(a), 50), cut(enc.encode(b), 50))).toEqual(want)
  })

  it('reuse a released table cleanly, whether the next needs a smaller or a bigger one', () => {
    const big = Array.from({ length: 3000 }, (_, i) => `line ${i}`).join('\n')
    const small = 'x\ny\nx'
    expect(idsOf(new LineIds(false, 3000), [big], [big]).distinct).toBe(3000)
    // The next reader takes the big table left behind: nothing of the last diff may show through.
    expect(idsOf(new ByteLineIds(false, 2), [enc.encode(small)], [enc.encode('y\nz')])).toEqual({ A: [0, 1, 0], B: [1, 2], distinct: 3 })
    expect(idsOf(new LineIds(false, 1 << 14), [small], ['line 5'])).toEqual({ A: [0, 1, 0], B: [2], distinct: 3 })
  })

  it('count an empty side as no lines, and a final line break as one more (empty) line', () => {
    expect(idsOf(new ByteLineIds(false), [], [new Uint8Array(0)])).toEqual({ A: [], B: [], distinct: 0 })
    expect(idsOf(new LineIds(false), ['x\n'], ['', 'x', '', '\n', ''])).toEqual({ A: [0, 1], B: [0, 1], distinct: 2 })
    expect(idsOf(new ByteLineIds(false), [enc.encode('x\n')], [enc.encode('x'), enc.encode('\n')])).toEqual({ A: [0, 1], B: [0, 1], distinct: 2 })
  })
})

describe('spaceBytes', () => {
  it('matches the UTF-8 encoding of exactly the characters isSpace (JavaScript \\s) matches, over the whole BMP', () => {
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue
      const bytes = enc.encode(String.fromCharCode(c))
      expect(spaceBytes(bytes, 0, bytes.length), `U+${c.toString(16)}`).toBe(isSpace(c) ? bytes.length : 0)
      expect(isSpace(c)).toBe(/\s/.test(String.fromCharCode(c)))
    }
  })
  it('never reads past the end it is given, and never matches inside a character', () => {
    const nbsp = enc.encode('\u00a0')
    expect(spaceBytes(nbsp, 0, 1)).toBe(0)
    const ideographic = enc.encode('\u3000')
    expect(spaceBytes(ideographic, 0, 2)).toBe(0)
    // U+2080 is E2 82 80: its last two bytes are not U+2000 (E2 80 80) read from the middle.
    const sub0 = enc.encode('\u2080')
    expect([0, 1, 2].map((i) => spaceBytes(sub0, i, 3))).toEqual([0, 0, 0])
  })
})
