import { DEFAULT_FONT, FONTS, LAYOUTS, type Layout } from '../../workers/figlet/fonts'
import type { RenderJob } from '../../workers/figlet/figlet.impl'

export { DEFAULT_FONT, FONTS, LAYOUTS, type Layout }

/** Persisted as `devtools-ascii-art`. The width stays as typed, so a half-typed number is kept. */
export type AsciiArtState = {
  text: string
  font: string
  horizontalLayout: Layout
  verticalLayout: Layout
  width: string
  whitespaceBreak: boolean
}

/** The figlet command's defaults: Standard, the font's own layout, 80 columns, breaking at spaces. */
export const DEFAULTS: AsciiArtState = {
  text: 'Hello',
  font: DEFAULT_FONT,
  horizontalLayout: 'default',
  verticalLayout: 'default',
  width: '80',
  whitespaceBreak: true,
}

const isLayout = (v: unknown): v is Layout => (LAYOUTS as readonly unknown[]).includes(v)

export const validateState = (s: AsciiArtState, d: AsciiArtState): AsciiArtState => ({
  ...s,
  font: FONTS.includes(s.font) ? s.font : d.font,
  horizontalLayout: isLayout(s.horizontalLayout) ? s.horizontalLayout : d.horizontalLayout,
  verticalLayout: isLayout(s.verticalLayout) ? s.verticalLayout : d.verticalLayout,
})

/* ------------------------------------------------------------------------------------------ */
/* Limits and the messages that go with them.                                                 */

/**
 * The longest text drawn. figlet's time grows faster than the text (see figlet.impl.ts): 2,000
 * characters at width 80 take well under a second in most fonts, a few seconds in the slowest.
 */
export const MAX_TEXT = 2000
export const MIN_WIDTH = 10
export const MAX_WIDTH = 1000
/** A render still running after this long is stopped (the worker is terminated). */
export const TIME_LIMIT_MS = 8000
/**
 * Output longer than this is shown from its start; Copy and Download have all of it (D22). A
 * read-only text area lays out 100,000 characters in about 25 ms, 300,000 in about 85 ms (D7: 50).
 * The longest text in the common fonts stays under it (Standard 49,000, Big 68,000 at 2,000 letters).
 */
export const SHOWN_CHARS = 100_000
export const DEBOUNCE_MS = 120

const n = (x: number) => x.toLocaleString('en-US')

/** Characters as a person counts them: code points (an emoji is one), line breaks as one. */
export const textLength = (text: string) => {
  let count = 0
  for (const ch of text) if (ch !== '\r') count++
  return count
}

export const tooLongMessage = (length: number) =>
  `The text is too long: ${n(length)} characters (the limit is ${n(MAX_TEXT)}). FIGlet art of longer text renders slowly and is too wide to read; shorten it.`

export const WIDTH_MESSAGE = `Width must be a whole number of columns from ${MIN_WIDTH} to ${n(MAX_WIDTH)}.`

/** The width as a number of columns, or null when the field does not hold a valid one. */
export function parseWidth(width: string): number | null {
  const t = width.trim()
  if (!/^\d+$/.test(t)) return null
  const w = Number(t)
  return w >= MIN_WIDTH && w <= MAX_WIDTH ? w : null
}

export type InputProblem = { field: 'text' | 'width'; message: string }

/** What stops a render before it starts (empty text is not a problem: the screen shows a hint). */
export function inputProblems(s: AsciiArtState): InputProblem[] {
  const out: InputProblem[] = []
  const length = textLength(s.text)
  if (length > MAX_TEXT) out.push({ field: 'text', message: tooLongMessage(length) })
  if (parseWidth(s.width) === null) out.push({ field: 'width', message: WIDTH_MESSAGE })
  return out
}

export const hasText = (s: AsciiArtState) => s.text.trim() !== ''

/** The job for the worker; null when there is nothing to draw or an input is invalid. */
export function jobOf(s: AsciiArtState): RenderJob | null {
  const width = parseWidth(s.width)
  if (!hasText(s) || width === null || textLength(s.text) > MAX_TEXT) return null
  return { text: s.text, font: s.font, horizontalLayout: s.horizontalLayout, verticalLayout: s.verticalLayout, width, whitespaceBreak: s.whitespaceBreak }
}

/** The inputs a result depends on (D31): the whole job, the width as the number it means. */
export const resultInputs = (s: AsciiArtState): Record<string, unknown> => ({
  text: s.text,
  font: s.font,
  horizontalLayout: s.horizontalLayout,
  verticalLayout: s.verticalLayout,
  width: parseWidth(s.width),
  whitespaceBreak: s.whitespaceBreak,
})
/** The same inputs, read from the job a result was made from. */
export const jobInputs = (j: RenderJob): Record<string, unknown> => ({
  text: j.text,
  font: j.font,
  horizontalLayout: j.horizontalLayout,
  verticalLayout: j.verticalLayout,
  width: j.width,
  whitespaceBreak: j.whitespaceBreak,
})

export const EMPTY_HINT = 'Type some text: its ASCII art appears here as you type.'

/* ------------------------------------------------------------------------------------------ */
/* Characters a font cannot draw.                                                             */

/** How a character is named in a message: itself when visible, else its name or code point. */
export function charName(ch: string): string {
  if (ch === '\t') return 'tab'
  if (ch === ' ') return 'space'
  if (ch === '\u00a0') return 'no-break space'
  const cp = ch.codePointAt(0)!
  if (/[\p{C}\p{Z}\p{M}]/u.test(ch)) return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
  return ch
}

const SHOWN_MISSING = 20

/**
 * D31 / issue 15: figlet drops the characters a font lacks without a word; the screen names them.
 * `placeholder`: the font has a "missing character" glyph, drawn in their place.
 */
export function missingMessage(font: string, missing: readonly string[], placeholder = false): string {
  const names = missing.slice(0, SHOWN_MISSING).map(charName)
  const more = missing.length > SHOWN_MISSING ? ` and ${n(missing.length - SHOWN_MISSING)} more` : ''
  const one = missing.length === 1
  const what = placeholder ? `${one ? 'It is' : 'They are'} drawn as the font’s placeholder.` : `${one ? 'It is' : 'They are'} left out of the art.`
  return `The font ${font} has no glyph for: ${names.join(', ')}${more}. ${what}`
}

export const NOTHING_DRAWN = (font: string) => `The font ${font} draws none of these characters: pick another font.`

/* ------------------------------------------------------------------------------------------ */
/* Failures.                                                                                  */

export const fontFailedMessage = (font: string, why: string) => `The font ${font} could not be loaded (${why}). Check your connection, then pick it again or press Generate.`

/** The longest run of non-space characters: a very long word is what makes breaking at spaces slow. */
export const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/u).map(textLength))
export const SLOW_WORD = 100

export function timeoutMessage(job: Pick<RenderJob, 'text' | 'whitespaceBreak'>): string {
  const base = `Drawing took longer than ${TIME_LIMIT_MS / 1000} seconds and was stopped.`
  if (job.whitespaceBreak && longestWord(job.text) > SLOW_WORD) return `${base} A word of ${n(longestWord(job.text))} characters is very slow to break at spaces: turn off “Break at spaces”, or add spaces.`
  return `${base} Shorten the text, lower the width, or pick another font.`
}

export const CRASHED = 'The ASCII art engine stopped unexpectedly. Press Generate to try again; your text is unchanged.'

/* ------------------------------------------------------------------------------------------ */
/* Options, in words.                                                                         */

export const LAYOUT_LABEL: Record<Layout, string> = {
  default: 'Default (the font’s)',
  full: 'Full width',
  fitted: 'Fitted',
  'controlled smushing': 'Smushed (controlled)',
  'universal smushing': 'Smushed (universal)',
}

export const LAYOUT_OPTIONS = LAYOUTS.map((value) => ({ value, label: LAYOUT_LABEL[value] }))

/** One line explaining the chosen horizontal layout, shown under the options. */
export const LAYOUT_HELP: Record<Layout, string> = {
  default: 'Default: letters are spaced and joined as the font’s designer set them.',
  full: 'Full width: every letter keeps its whole width; the widest, plainest art.',
  fitted: 'Fitted: letters move together until they touch, without overlapping.',
  'controlled smushing': 'Controlled smushing: letters overlap by one column where the FIGlet smushing rules allow it.',
  'universal smushing': 'Universal smushing: letters overlap by one column; the later letter wins where they clash.',
}

/* ------------------------------------------------------------------------------------------ */
/* Output and input.                                                                          */

export const FILE_NAME = 'ascii-art.txt'

/** The part of a long output that is shown: whole lines up to SHOWN_CHARS, with the count of lines left out. */
export function shownPart(art: string, limit = SHOWN_CHARS): { text: string; hiddenLines: number } {
  if (art.length <= limit) return { text: art, hiddenLines: 0 }
  const cut = art.lastIndexOf('\n', limit)
  const text = cut > 0 ? art.slice(0, cut) : art.slice(0, limit)
  let hiddenLines = 0
  for (let i = text.length; i < art.length; i++) if (art.charCodeAt(i) === 10) hiddenLines++
  return { text, hiddenLines }
}

/** The status line over a fresh result: the font and the size of the art. */
export function sizeLine(font: string, art: string): string {
  const lines = art.split('\n')
  const cols = Math.max(...lines.map((l) => l.length))
  return `${font} · ${n(lines.length)} ${lines.length === 1 ? 'line' : 'lines'} × ${n(cols)} ${cols === 1 ? 'column' : 'columns'}`
}

/** Picker samples: the text's first non-empty line, short, or the word Hello. */
export const PREVIEW_CHARS = 12
export function previewText(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '')?.trim() ?? ''
  return line ? [...line].slice(0, PREVIEW_CHARS).join('') : 'Hello'
}

/**
 * Fonts whose name contains every word of the query (case-insensitive): the exact name first, then
 * names that start with the query, then the rest, each in list order ("small" puts Small first,
 * not sixteenth).
 */
export function filterFonts(query: string, fonts: readonly string[] = FONTS): string[] {
  const q = query.trim().toLowerCase()
  const words = q.split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...fonts]
  const rank = (name: string) => (name === q ? 0 : name.startsWith(q) ? 1 : 2)
  return fonts
    .map((font) => ({ font, name: font.toLowerCase() }))
    .filter(({ name }) => words.every((w) => name.includes(w)))
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map(({ font }) => font)
}

/**
 * D25 input port: the text lands in the text field, line breaks kept, trailing blank space
 * dropped, cut to the length limit (whole characters).
 */
export function acceptText(s: AsciiArtState, text: string): AsciiArtState {
  const clean = text.replace(/\r\n?/g, '\n').replace(/\s+$/u, '')
  return { ...s, text: [...clean].slice(0, MAX_TEXT).join('') }
}
