import { describe, expect, it } from 'vitest'
import {
  AMBIGUOUS,
  classesFor,
  cryptoSource,
  DEFAULTS,
  generatePassword,
  LOWERCASE,
  NUMBERS,
  SYMBOLS,
  uniformIndex,
  UPPERCASE,
  validateOptions,
  type PasswordOptions,
  type RandomSource,
} from './password.logic'

const gen = (o: Partial<PasswordOptions>) => {
  const r = generatePassword({ ...DEFAULTS, ...o })
  if (!r.ok) throw new Error(r.message)
  return r.password
}

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
const chiSquare = (counts: number[]) => {
  const total = counts.reduce((a, b) => a + b, 0)
  const expected = total / counts.length
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0)
}
/** Critical values at p = 1e-6 (scipy.stats.chi2.ppf(1 - 1e-6, df)): a fair source fails one run in a million. */
const CRITICAL = { 9: 44.81, 25: 73.89, 87: 164.64 } as const

/** Random bytes (range 256), where modulo bias is large enough to see. */
const byteSource = (): RandomSource => {
  const buf = new Uint8Array(4096)
  let i = buf.length
  return {
    range: 256,
    next() {
      if (i === buf.length) {
        crypto.getRandomValues(buf)
        i = 0
      }
      return buf[i++]!
    },
  }
}

describe('password generator (SPEC sections 5 and 9, DECISIONS D17)', () => {
  it('uses SPEC defaults and its symbol set', () => {
    expect(DEFAULTS).toEqual({ length: 16, includeUppercase: true, includeLowercase: true, includeNumbers: true, includeSymbols: true, excludeAmbiguous: false })
    expect(SYMBOLS).toBe('!@#$%^&*()_+-=[]{}|;:,.<>?')
    expect(gen({})).toHaveLength(16)
  })
  it("refuses when no class is chosen: '❌ Please select at least one character type'", () => {
    expect(generatePassword({ ...DEFAULTS, includeUppercase: false, includeLowercase: false, includeNumbers: false, includeSymbols: false })).toEqual({
      ok: false,
      message: '❌ Please select at least one character type',
    })
  })
  it('keeps the length within 4-50', () => {
    expect(gen({ length: 4 })).toHaveLength(4)
    expect(gen({ length: 50 })).toHaveLength(50)
    expect(gen({ length: 2 })).toHaveLength(4)
    expect(gen({ length: 99 })).toHaveLength(50)
    expect(validateOptions({ ...DEFAULTS, length: 7.6 }).length).toBe(8)
  })
  it('always holds at least one character of each chosen class, even at length 4', () => {
    for (let i = 0; i < 2000; i++) {
      const p = gen({ length: 4 })
      expect([...p].some((c) => UPPERCASE.includes(c)), p).toBe(true)
      expect([...p].some((c) => LOWERCASE.includes(c)), p).toBe(true)
      expect([...p].some((c) => NUMBERS.includes(c)), p).toBe(true)
      expect([...p].some((c) => SYMBOLS.includes(c)), p).toBe(true)
    }
  })
  it('uses only the chosen classes', () => {
    for (let i = 0; i < 300; i++) {
      expect(gen({ includeUppercase: false, includeSymbols: false, length: 30 })).toMatch(/^[a-z0-9]+$/)
      expect(gen({ includeLowercase: false, includeNumbers: false, includeSymbols: false, length: 30 })).toMatch(/^[A-Z]+$/)
    }
  })
  it('never uses 0 O 1 l I | when ambiguous characters are excluded', () => {
    expect(classesFor({ ...DEFAULTS, excludeAmbiguous: true }).join('')).not.toMatch(/[0O1lI|]/)
    let all = ''
    for (let i = 0; i < 3000; i++) all += gen({ length: 50, excludeAmbiguous: true })
    for (const c of AMBIGUOUS) expect(all.includes(c), c).toBe(false)
    let withThem = ''
    for (let i = 0; i < 300; i++) withThem += gen({ length: 50 })
    for (const c of AMBIGUOUS) expect(withThem.includes(c), c).toBe(true)
  })
})

describe('no modulo bias (chi-square)', () => {
  it('the chi-square check sees the bias of a naive byte % 88, and not in rejection sampling from the same bytes', () => {
    const n = 88
    const naive = new Array<number>(n).fill(0)
    const fair = new Array<number>(n).fill(0)
    const a = byteSource()
    const b = byteSource()
    for (let i = 0; i < 200_000; i++) {
      naive[a.next() % n]!++
      fair[uniformIndex(n, b)]!++
    }
    expect(chiSquare(naive)).toBeGreaterThan(CRITICAL[87])
    expect(chiSquare(fair)).toBeLessThan(CRITICAL[87])
  })
  it('generated characters are uniform over the pool (all 88 characters, and digits alone)', () => {
    const pool = UPPERCASE + LOWERCASE + NUMBERS + SYMBOLS
    const counts = new Map<string, number>([...pool].map((c) => [c, 0]))
    // Only the characters after the guaranteed ones are drawn from the whole pool, so count a long
    // password's characters: the four guaranteed ones are a small, evenly spread share.
    for (let i = 0; i < 4000; i++) for (const c of gen({ length: 50 })) counts.set(c, counts.get(c)! + 1)
    expect(counts.size).toBe(88)
    // The guaranteed characters make each class's share slightly uneven; test within each class.
    for (const set of [UPPERCASE, LOWERCASE, SYMBOLS]) {
      const stat = chiSquare([...set].map((c) => counts.get(c)!))
      expect(set).toHaveLength(26)
      expect(stat).toBeLessThan(CRITICAL[25])
    }
    const digits = new Array<number>(10).fill(0)
    for (let i = 0; i < 3000; i++) for (const c of gen({ length: 50, includeUppercase: false, includeLowercase: false, includeSymbols: false })) digits[Number(c)]!++
    expect(chiSquare(digits)).toBeLessThan(CRITICAL[9])
  })
  it('uniformIndex rejects impossible ranges and draws within [0, n)', () => {
    const s = cryptoSource()
    expect(() => uniformIndex(0, s)).toThrow(RangeError)
    for (let i = 0; i < 1000; i++) {
      const v = uniformIndex(7, s)
      expect(v >= 0 && v < 7 && Number.isInteger(v)).toBe(true)
    }
  })
})
