import { type Separator, type SlugOptions } from '../../lib/slug'

/** SPEC "Slug Generator", sections 4 and 9, and DECISIONS D14. */
export type { Separator } from '../../lib/slug'
export type SlugState = SlugOptions
export const DEFAULTS: SlugState = { inputText: '', separator: '-', lowercase: true, removeSpecialChars: true, removeStopWords: false, maxLength: '' }
export const SEPARATORS: { value: Separator; label: string }[] = [
  { value: '-', label: 'Hyphen (-)' },
  { value: '_', label: 'Underscore (_)' },
  { value: '.', label: 'Dot (.)' },
  { value: '', label: 'No separator' },
]
export const ERROR_MESSAGE = '❌ Error generating slug'
export const EXAMPLE_HOST = 'https://example.com/blog/'
export { MAX_LENGTH_ERROR, parseMaxLength, slugify, STOP_WORDS, toLatin } from '../../lib/slug'

export const previewUrl = (slug: string) => `${EXAMPLE_HOST}${slug}`

export const validateState = (s: SlugState, d: SlugState): SlugState => ({
  ...s,
  separator: SEPARATORS.some((x) => x.value === s.separator) ? s.separator : d.separator,
  // What the user typed is kept (a refused value stays on screen with its message); only junk goes.
  maxLength: s.maxLength.length <= 20 ? s.maxLength : d.maxLength,
})
