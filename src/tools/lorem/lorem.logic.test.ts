import { describe, expect, it } from 'vitest'
import { clampCount, DEFAULTS, generate, LOREM_START, WORDS } from './lorem.logic'

/** A seeded generator (mulberry32) so every case is checked on many different draws. */
const seeded = (seed: number) => () => {
  seed |= 0
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const sentencesOf = (p: string) => p.split(/(?<=\.)\s+/).filter(Boolean)
const wordsOf = (s: string) => s.replace(/[.,]/g, '').split(/\s+/).filter(Boolean)

describe('lorem ipsum', () => {
  it('has about sixty Latin words', () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(55)
    expect(new Set(WORDS).size).toBe(WORDS.length)
  })

  it('makes the asked number of paragraphs of 3-6 sentences of 8-17 words', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const out = generate({ ...DEFAULTS, type: 'paragraphs', paragraphs: 4, startWithLorem: false }, seeded(seed))
      const paragraphs = out.split('\n\n')
      expect(paragraphs).toHaveLength(4)
      for (const p of paragraphs) {
        const s = sentencesOf(p)
        expect(s.length).toBeGreaterThanOrEqual(3)
        expect(s.length).toBeLessThanOrEqual(6)
        for (const x of s) {
          expect(wordsOf(x).length).toBeGreaterThanOrEqual(8)
          expect(wordsOf(x).length).toBeLessThanOrEqual(17)
          expect(x).toMatch(/^[A-Z][a-z ]+\.$/)
        }
      }
    }
  })

  it('makes the asked number of sentences and words', () => {
    expect(sentencesOf(generate({ ...DEFAULTS, type: 'sentences', sentences: 7, startWithLorem: false }, seeded(3)))).toHaveLength(7)
    expect(wordsOf(generate({ ...DEFAULTS, type: 'words', words: 50, startWithLorem: false }, seeded(4)))).toHaveLength(50)
    expect(wordsOf(generate({ ...DEFAULTS, type: 'words', words: 3, startWithLorem: true }, seeded(4)))).toHaveLength(3)
  })

  it("starts with 'Lorem ipsum dolor sit amet' when asked", () => {
    for (const type of ['paragraphs', 'sentences', 'words'] as const) {
      expect(generate({ ...DEFAULTS, type }, seeded(9)).startsWith(LOREM_START)).toBe(true)
      expect(generate({ ...DEFAULTS, type, startWithLorem: false }, () => 0.99).startsWith(LOREM_START)).toBe(false)
    }
    expect(wordsOf(generate({ ...DEFAULTS, type: 'words', words: 10 }, seeded(1)))).toHaveLength(10)
  })

  it('keeps counts within SPEC limits (paragraphs 1-20, sentences 1-50, words 1-500)', () => {
    expect(clampCount('paragraphs', 0)).toBe(1)
    expect(clampCount('paragraphs', 99)).toBe(20)
    expect(clampCount('sentences', 51)).toBe(50)
    expect(clampCount('words', 501)).toBe(500)
    expect(clampCount('words', Number.NaN)).toBe(50)
    expect(generate({ ...DEFAULTS, type: 'paragraphs', paragraphs: 25 }, seeded(2)).split('\n\n')).toHaveLength(20)
  })
})
