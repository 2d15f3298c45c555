import transliterate from '@sindresorhus/transliterate'

/**
 * The Slug Generator's engine (SPEC "Slug Generator", sections 4 and 9, and DECISIONS D14),
 * shared with the recipe worker's Slugify operation (D34).
 */
export type Separator = '-' | '_' | '.' | ''

/** The separators by the names the Slugify operation's argument gives them (D34), and back. */
export const SEPARATOR_BY_NAME: Record<string, Separator> = { hyphen: '-', underscore: '_', dot: '.', none: '' }
export const SEPARATOR_NAME = Object.fromEntries(Object.entries(SEPARATOR_BY_NAME).map(([name, sep]) => [sep, name])) as Record<Separator, string>
export type SlugOptions = { inputText: string; separator: Separator; lowercase: boolean; removeSpecialChars: boolean; removeStopWords: boolean; maxLength: string }
export const STOP_WORDS = ['a', 'an', 'the', 'and', 'or', 'but', 'of', 'for', 'to', 'in', 'on', 'with']
/** A Max Length that is not a whole number of 1 or more is refused, never silently changed. */
export const MAX_LENGTH_ERROR = 'Max Length must be a whole number of 1 or more. No limit is applied.'

/**
 * SPEC: "Accent marks are stripped". Umlauts lose their dots like every other accent (ü → u, as
 * é → e), instead of the library's German default (ü → ue): the slug follows SPEC, not one language.
 */
const PLAIN_UMLAUTS: [string, string][] = [
  ['ä', 'a'], ['Ä', 'A'], ['ö', 'o'], ['Ö', 'O'], ['ü', 'u'], ['Ü', 'U'],
]

/**
 * Latin letters for the text: accents stripped and letters without a decomposition transliterated
 * by @sindresorhus/transliterate (ß → ss, Ø → O, Ł → L, Æ → AE, Cyrillic, Greek, ...). What is
 * left is decomposed (NFKD: ligatures, superscripts) and any remaining combining mark dropped.
 */
export const toLatin = (s: string) =>
  transliterate(s, { customReplacements: PLAIN_UMLAUTS })
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')

/** Apostrophes inside or around words are dropped, not turned into separators ("Don't" → "dont"). */
const APOSTROPHES = /['\u2018\u2019\u02BC]/gu

/** The Max Length field: empty means no limit; otherwise a whole number of 1 or more. */
export function parseMaxLength(raw: string): { ok: true; max: number | null } | { ok: false; error: string } {
  const text = raw.trim()
  if (text === '') return { ok: true, max: null }
  if (!/^\d+$/.test(text) || Number(text) < 1) return { ok: false, error: MAX_LENGTH_ERROR }
  return { ok: true, max: Number(text) }
}

/** The words of the slug, each already in its final form (case, inner separators). */
function wordsOf(state: SlugOptions): string[] {
  let text = toLatin(state.inputText)
  if (state.lowercase) text = text.toLowerCase()
  let words = state.removeSpecialChars
    ? text.replace(APOSTROPHES, '').split(/[^\p{L}\p{N}]+/u)
    : text.split(/\s+/u).map((w) => w.replace(/[-_.]+/g, (m) => (state.separator ? state.separator : m)))
  words = words.filter(Boolean)
  if (state.removeStopWords) words = words.filter((w) => !STOP_WORDS.includes(w.toLowerCase()))
  return words
}

const length = (s: string) => Array.from(s).length
const trimSeparators = (s: string) => s.replace(/[-_.]+$/u, '')

/**
 * Joins words up to `max` characters (code points), cutting at the last separator that fits, so a
 * word is never cut in two, unless the first word alone is longer than the limit: then it is cut.
 * The slug never ends with a separator.
 */
function joinWithin(words: string[], separator: string, max: number | null): string {
  if (max === null) return words.join(separator)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}${separator}${word}` : word
    if (length(next) <= max) {
      slug = next
      continue
    }
    if (!slug) slug = trimSeparators(Array.from(word).slice(0, max).join(''))
    break
  }
  return slug
}

export function slugify(state: SlugOptions): string {
  const limit = parseMaxLength(state.maxLength)
  return joinWithin(wordsOf(state), state.separator, limit.ok ? limit.max : null)
}
