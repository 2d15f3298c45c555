/** SPEC "Lorem Ipsum Generator" and section 9. */
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

export type Random = () => number
const between = (min: number, max: number, random: Random) => min + Math.floor(random() * (max - min + 1))
const pick = (random: Random) => WORDS[Math.floor(random() * WORDS.length)]!
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const clampCount = (type: LoremType, n: number) => {
  const { min, max } = LIMITS[type]
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : DEFAULTS[type]
}

function sentence(random: Random): string {
  const n = between(SENTENCE_WORDS.min, SENTENCE_WORDS.max, random)
  return capitalise(Array.from({ length: n }, () => pick(random)).join(' ')) + '.'
}

/** Replaces the start of the text with 'Lorem ipsum dolor sit amet', keeping the word count. */
function withLoremStart(words: string[]): string[] {
  const start = LOREM_START.split(' ')
  return [...start, ...words.slice(start.length)].slice(0, Math.max(words.length, 0))
}

export function generate(state: LoremState, random: Random = Math.random): string {
  const count = clampCount(state.type, state[state.type])
  if (state.type === 'words') {
    let words = Array.from({ length: count }, () => pick(random))
    if (state.startWithLorem) words = withLoremStart(words)
    return capitalise(words.join(' ')) + '.'
  }
  const sentences = (n: number) => Array.from({ length: n }, () => sentence(random))
  if (state.type === 'sentences') {
    const list = sentences(count)
    if (state.startWithLorem) list[0] = `${LOREM_START}, ${list[0]!.charAt(0).toLowerCase()}${list[0]!.slice(1)}`
    return list.join(' ')
  }
  const paragraphs = Array.from({ length: count }, () => sentences(between(PARAGRAPH_SENTENCES.min, PARAGRAPH_SENTENCES.max, random)))
  if (state.startWithLorem) {
    const first = paragraphs[0]!
    first[0] = `${LOREM_START}, ${first[0]!.charAt(0).toLowerCase()}${first[0]!.slice(1)}`
  }
  return paragraphs.map((p) => p.join(' ')).join('\n\n')
}

export const validateState = (s: LoremState, d: LoremState): LoremState => ({
  ...s,
  type: s.type in LIMITS ? s.type : d.type,
  paragraphs: clampCount('paragraphs', s.paragraphs),
  sentences: clampCount('sentences', s.sentences),
  words: clampCount('words', s.words),
})
