/** SPEC "Slug Generator", sections 4 and 9, and DECISIONS D14. */
export type Separator = '-' | '_' | '.' | ''
export type SlugState = { inputText: string; separator: Separator; lowercase: boolean; removeSpecialChars: boolean; removeStopWords: boolean; maxLength: string }
export const DEFAULTS: SlugState = { inputText: '', separator: '-', lowercase: true, removeSpecialChars: true, removeStopWords: false, maxLength: '' }
export const SEPARATORS: { value: Separator; label: string }[] = [
  { value: '-', label: 'Hyphen (-)' },
  { value: '_', label: 'Underscore (_)' },
  { value: '.', label: 'Dot (.)' },
  { value: '', label: 'No separator' },
]
export const STOP_WORDS = ['a', 'an', 'the', 'and', 'or', 'but', 'of', 'for', 'to', 'in', 'on', 'with']
export const ERROR_MESSAGE = '❌ Error generating slug'
export const EXAMPLE_HOST = 'https://example.com/blog/'

/** Strips accent marks: NFKD splits 'é' into 'e' + a combining mark, which is then dropped. */
export const stripAccents = (s: string) => s.normalize('NFKD').replace(/\p{M}+/gu, '')

export function slugify(state: Omit<SlugState, 'inputText'> & { inputText: string }): string {
  let text = stripAccents(state.inputText)
  if (state.lowercase) text = text.toLowerCase()
  let words = state.removeSpecialChars
    ? text.split(/[^\p{L}\p{N}]+/u)
    : text.split(/\s+/u).map((w) => w.replace(/[-_.]+/g, (m) => (state.separator ? state.separator : m)))
  words = words.filter(Boolean)
  if (state.removeStopWords) words = words.filter((w) => !STOP_WORDS.includes(w.toLowerCase()))
  let slug = words.join(state.separator)
  const max = parseInt(state.maxLength, 10)
  if (Number.isFinite(max) && max > 0 && slug.length > max) {
    slug = Array.from(slug).slice(0, max).join('')
    // Never end on a separator (or on a cut-off run of them).
    if (state.separator) while (slug.endsWith(state.separator)) slug = slug.slice(0, -state.separator.length)
  }
  return slug
}

export const previewUrl = (slug: string) => `${EXAMPLE_HOST}${slug}`

export const validateState = (s: SlugState, d: SlugState): SlugState => ({
  ...s,
  separator: SEPARATORS.some((x) => x.value === s.separator) ? s.separator : d.separator,
  maxLength: /^\d*$/.test(s.maxLength) ? s.maxLength : '',
})
