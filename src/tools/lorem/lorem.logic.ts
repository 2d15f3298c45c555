/** SPEC "Lorem Ipsum Generator" and section 9. */
import { clampWhole, readBoundedCount } from '../../lib/bounded-count'

export type LoremType = 'paragraphs' | 'sentences' | 'words'
export type LoremState = { paragraphs: number; sentences: number; words: number; type: LoremType; startWithLorem: boolean }
export const DEFAULTS: LoremState = { paragraphs: 3, sentences: 5, words: 50, type: 'paragraphs', startWithLorem: true }
export const LIMITS: Record<LoremType, { min: number; max: number }> = {
  paragraphs: { min: 1, max: 20 },
  sentences: { min: 1, max: 50 },
  words: { min: 1, max: 500 },
}
export const ERROR_MESSAGE = '❌ Error generating lorem ipsum'
export const LOREM_START = 'Lorem ipsum dolor sit amet'

/** About sixty Latin words, the classic Lorem ipsum vocabulary. */
export const WORDS = [
  'lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do', 'eiusmod', 'tempor',
  'incididunt', 'ut', 'labore', 'et', 'dolore', 'magna', 'aliqua', 'enim', 'ad', 'minim', 'veniam', 'quis',
  'nostrud', 'exercitation', 'ullamco', 'laboris', 'nisi', 'aliquip', 'ex', 'ea', 'commodo', 'consequat', 'duis',
  'aute', 'irure', 'in', 'reprehenderit', 'voluptate', 'velit', 'esse', 'cillum', 'fugiat', 'nulla', 'pariatur',
  'excepteur', 'sint', 'occaecat', 'cupidatat', 'non', 'proident', 'sunt', 'culpa', 'qui', 'officia', 'deserunt',
  'mollit', 'anim', 'id', 'est', 'laborum',
]
export const SENTENCE_WORDS = { min: 8, max: 17 }
export const PARAGRAPH_SENTENCES = { min: 3, max: 6 }

/** A source of numbers in [0, 1): Math.random on screen, a seeded one for a repeatable text. */
export type Random = () => number

/** mulberry32: a small seeded generator, so a seed always gives the same text (and tests can pin it). */
export function seededRandom(seed: number): Random {
  let a = seed | 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A fresh 32-bit seed from the platform's random source. */
export const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]!

const between = (min: number, max: number, random: Random) => min + Math.floor(random() * (max - min + 1))
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * The word stream: each word is drawn from the vocabulary without the word before it, so no word
 * ever follows itself ("sit sit"), across sentence and paragraph ends too. Every other word stays
 * equally likely.
 */
class WordStream {
  private last = -1
  constructor(private readonly random: Random) {}
  /** Continues after `word` (the fixed 'Lorem ipsum dolor sit amet' start). */
  after(word: string) {
    this.last = WORDS.indexOf(word.toLowerCase())
    return this
  }
  next(): string {
    let i = Math.floor(this.random() * (this.last < 0 ? WORDS.length : WORDS.length - 1))
    if (this.last >= 0 && i >= this.last) i++
    this.last = i
    return WORDS[i]!
  }
  words(n: number) {
    return Array.from({ length: n }, () => this.next())
  }
  sentence(): string {
    return capitalise(this.words(between(SENTENCE_WORDS.min, SENTENCE_WORDS.max, this.random)).join(' ')) + '.'
  }
}

export const clampCount = (type: LoremType, n: number) => clampWhole(n, LIMITS[type].min, LIMITS[type].max, DEFAULTS[type])

const UNIT: Record<LoremType, [one: string, many: string]> = {
  paragraphs: ['paragraph', 'paragraphs'],
  sentences: ['sentence', 'sentences'],
  words: ['word', 'words'],
}

/**
 * What the count field holds, read: the count to generate and, when it is not a whole number
 * within SPEC's limits, the message shown beside the field saying what is generated instead
 * (never a silent change).
 */
export const readCount = (type: LoremType, raw: string, current: number) => readBoundedCount(raw, current, { ...LIMITS[type], unit: UNIT[type], verb: 'showing' })

/** Puts 'Lorem ipsum dolor sit amet, ' before a sentence, which then carries on in lower case. */
const loremFirst = (sentence: string) => `${LOREM_START}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`

export function generate(state: LoremState, random: Random = Math.random): string {
  const count = clampCount(state.type, state[state.type])
  const stream = new WordStream(random)
  const start = LOREM_START.split(' ')
  if (state.type === 'words') {
    const words = state.startWithLorem ? [...start.slice(0, count), ...stream.after(start[start.length - 1]!).words(Math.max(0, count - start.length))] : stream.words(count)
    return capitalise(words.join(' ')) + '.'
  }
  if (state.startWithLorem) stream.after(start[start.length - 1]!)
  const sentences = (n: number) => Array.from({ length: n }, () => stream.sentence())
  if (state.type === 'sentences') {
    const list = sentences(count)
    if (state.startWithLorem) list[0] = loremFirst(list[0]!)
    return list.join(' ')
  }
  const paragraphs = Array.from({ length: count }, () => sentences(between(PARAGRAPH_SENTENCES.min, PARAGRAPH_SENTENCES.max, random)))
  if (state.startWithLorem) paragraphs[0]![0] = loremFirst(paragraphs[0]![0]!)
  return paragraphs.map((p) => p.join(' ')).join('\n\n')
}

export const validateState = (s: LoremState, d: LoremState): LoremState => ({
  ...s,
  type: s.type in LIMITS ? s.type : d.type,
  paragraphs: clampCount('paragraphs', s.paragraphs),
  sentences: clampCount('sentences', s.sentences),
  words: clampCount('words', s.words),
})
