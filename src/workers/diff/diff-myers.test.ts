import { describe, expect, it } from 'vitest'
import { diffArrays } from 'diff'
import { alignIds, tooExpensiveFor, type Alignment } from './diff-myers'

/** A seeded generator (LCG), so a failure can be replayed. */
function rng(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed / 0x7fffffff)
}

/** Every pair matches equal ids, and pairs strictly increase on both sides: a valid edit script. */
function expectValid(A: Int32Array, B: Int32Array, r: Alignment) {
  const m = r.matches
  expect(m.length % 2).toBe(0)
  for (let k = 0; k < m.length; k += 2) {
    const x = m[k]!
    const y = m[k + 1]!
    expect(x >= 0 && x < A.length && y >= 0 && y < B.length).toBe(true)
    expect(A[x]).toBe(B[y])
    if (k > 0) {
      expect(x).toBeGreaterThan(m[k - 2]!)
      expect(y).toBeGreaterThan(m[k - 1]!)
    }
  }
}

/** Lines jsdiff's diffArrays (a minimal Myers diff) keeps in common. */
function jsdiffCommon(A: Int32Array, B: Int32Array): number {
  let common = 0
  for (const part of diffArrays(Array.from(A), Array.from(B))) if (!part.added && !part.removed) common += part.count ?? part.value.length
  return common
}

/** A random id sequence over `alphabet` ids, and an edited copy (changed, deleted, inserted ids). */
function pair(rnd: () => number, n: number, alphabet: number, edit: number) {
  const a = Array.from({ length: n }, () => Math.floor(rnd() * alphabet))
  const b: number[] = []
  for (const v of a) {
    const r = rnd()
    if (r < edit / 3) continue
    if (r < (2 * edit) / 3) b.push(Math.floor(rnd() * alphabet))
    else b.push(v)
    if (rnd() < edit / 3) b.push(Math.floor(rnd() * alphabet))
  }
  return { A: Int32Array.from(a), B: Int32Array.from(b) }
}

describe('alignIds (GNU diff\'s Myers on line ids)', () => {
  it('handles empty and identical inputs and pure insertions and deletions', () => {
    const e = new Int32Array(0)
    expect(Array.from(alignIds(e, e).matches)).toEqual([])
    expect(Array.from(alignIds(e, Int32Array.of(1, 2)).matches)).toEqual([])
    expect(Array.from(alignIds(Int32Array.of(1, 2), e).matches)).toEqual([])
    expect(Array.from(alignIds(Int32Array.of(1, 2, 3), Int32Array.of(1, 2, 3)).matches)).toEqual([0, 0, 1, 1, 2, 2])
    expect(Array.from(alignIds(Int32Array.of(1, 2, 3), Int32Array.of(1, 9, 2, 3)).matches)).toEqual([0, 0, 1, 2, 2, 3])
    expect(Array.from(alignIds(Int32Array.of(1, 9, 2, 3), Int32Array.of(1, 2, 3)).matches)).toEqual([0, 0, 2, 1, 3, 2])
    expect(Array.from(alignIds(Int32Array.of(1, 2), Int32Array.of(3, 4)).matches)).toEqual([])
  })

  it('is minimal (as long a common subsequence as jsdiff diffArrays finds) on 600 random pairs', () => {
    const rnd = rng(17)
    for (let t = 0; t < 600; t++) {
      const n = Math.floor(rnd() * 60)
      const alphabet = 1 + Math.floor(rnd() * 12)
      const { A, B } = pair(rnd, n, alphabet, rnd())
      const r = alignIds(A, B)
      expectValid(A, B, r)
      expect(r.precise).toBe(true)
      expect(r.matches.length / 2).toBe(jsdiffCommon(A, B))
    }
  })

  it('stays minimal on longer inputs with few distinct lines (many equal-cost paths)', () => {
    const rnd = rng(5)
    for (let t = 0; t < 20; t++) {
      const { A, B } = pair(rnd, 400 + Math.floor(rnd() * 400), 3, 0.4)
      const r = alignIds(A, B)
      expectValid(A, B, r)
      expect(r.matches.length / 2).toBe(jsdiffCommon(A, B))
    }
  })

  it('with a tiny cost bound, cuts searches short (precise false) and still gives a valid script', () => {
    const rnd = rng(99)
    let cut = 0
    for (let t = 0; t < 200; t++) {
      const { A, B } = pair(rnd, 20 + Math.floor(rnd() * 200), 4, 0.5)
      const r = alignIds(A, B, { tooExpensive: 1 + Math.floor(rnd() * 4) })
      expectValid(A, B, r)
      expect(r.matches.length / 2).toBeLessThanOrEqual(jsdiffCommon(A, B))
      if (!r.precise) cut++
      // --minimal ignores the bound.
      expect(alignIds(A, B, { tooExpensive: 1, minimal: true }).matches.length / 2).toBe(jsdiffCommon(A, B))
    }
    expect(cut).toBeGreaterThan(100)
  })

  it('sets aside lines found on one side only, so a text where every line changed costs one pass', () => {
    const n = 200_000
    const A = Int32Array.from({ length: n }, (_, i) => i)
    const B = Int32Array.from({ length: n }, (_, i) => n + i)
    expect(alignIds(A, B)).toMatchObject({ precise: true, matches: new Int32Array(0) })
  })

  it("uses GNU's cost bound: 2^(bits(n + m + 3) / 2), at least 4096", () => {
    expect(tooExpensiveFor(10, 10)).toBe(4096)
    // 100,000 + 100,000 + 3 has 18 bits: 2^9 = 512, so the floor holds.
    expect(tooExpensiveFor(100_000, 100_000)).toBe(4096)
    // 2^26 + 2^26 + 3 has 28 bits: 2^14.
    expect(tooExpensiveFor(2 ** 26, 2 ** 26)).toBe(16384)
  })
})
