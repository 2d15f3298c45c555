import { describe, expect, it } from 'vitest'
import { clampCount, DEFAULTS, generate, LOREM_START, readCount, seededRandom as seeded, WORDS, type LoremType } from './lorem.logic'
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

  it('never puts a word right after itself, over many seeds, in every mode, across sentences and after the Lorem start', () => {
    const allWords = (text: string) => text.toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean)
    const repeats: string[] = []
    let checked = 0
    for (let seed = 1; seed <= 300; seed++) {
      for (const type of ['paragraphs', 'sentences', 'words'] as const) {
        for (const startWithLorem of [true, false]) {
          const words = allWords(generate({ ...DEFAULTS, type, paragraphs: 6, sentences: 12, words: 120, startWithLorem }, seeded(seed)))
          for (let i = 1; i < words.length; i++) if (words[i] === words[i - 1]) repeats.push(`seed ${seed}, ${type}: "${words[i]} ${words[i]}"`)
          checked += words.length
        }
      }
    }
    expect(checked).toBeGreaterThan(200_000)
    expect(repeats).toEqual([])
  })

  it('draws every word of the vocabulary, with no word missing or favoured beyond chance', () => {
    const counts = new Map<string, number>()
    for (let seed = 1; seed <= 40; seed++)
      for (const w of generate({ ...DEFAULTS, type: 'words', words: 500, startWithLorem: false }, seeded(seed)).toLowerCase().replace(/\./g, '').split(' ')) counts.set(w, (counts.get(w) ?? 0) + 1)
    expect([...counts.keys()].sort()).toEqual([...WORDS].sort())
    // 20000 draws over 62 words: about 323 each.
    for (const [w, n] of counts) expect(n, w).toBeGreaterThan(230)
  })

  it('is repeatable for a seed, and a seed gives different text from another', () => {
    const a = generate(DEFAULTS, seeded(7))
    expect(generate(DEFAULTS, seeded(7))).toBe(a)
    expect(generate(DEFAULTS, seeded(8))).not.toBe(a)
  })

  it('says when a count is out of range or unreadable, and what it generates instead', () => {
    const cases: [LoremType, string, number, { count: number; message: string | null }][] = [
      ['paragraphs', '4', 3, { count: 4, message: null }],
      ['paragraphs', '25', 3, { count: 20, message: 'At most 20 paragraphs: showing 20' }],
      ['paragraphs', '0', 3, { count: 1, message: 'At least 1 paragraph: showing 1' }],
      ['paragraphs', '-2', 3, { count: 1, message: 'At least 1 paragraph: showing 1' }],
      ['sentences', '99', 5, { count: 50, message: 'At most 50 sentences: showing 50' }],
      ['words', '501', 50, { count: 500, message: 'At most 500 words: showing 500' }],
      ['words', '12.6', 50, { count: 13, message: 'Whole numbers only: showing 13' }],
      ['words', '', 50, { count: 50, message: 'Enter a number from 1 to 500' }],
      ['sentences', 'abc', 7, { count: 7, message: 'Enter a number from 1 to 50' }],
    ]
    for (const [type, raw, current, expected] of cases) expect(readCount(type, raw, current), `${type} ${raw}`).toEqual(expected)
  })
})
