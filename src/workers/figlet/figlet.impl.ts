import figlet from 'figlet'
import { FONTS, fontFile, type Layout } from './fonts'

/**
 * The `figlet` engine: text to FIGlet art with figlet.js. Rendering is not always cheap: figlet.js
 * measures every letter against the whole line drawn so far, so its time grows with the square of
 * the line's width (and with the cube of a word's length when breaking at spaces). Measured in node
 * on 2,000 characters: Standard at width 80 takes about 0.1-0.3 s, Doh at width 500 about 5.5 s, an
 * unbroken line of Doh minutes. So it runs here, in a worker the page can stop, never on the main
 * thread (D7).
 *
 * Fonts come one module per font (figlet/importable-fonts), each its own chunk, loaded the first
 * time a font is drawn and kept parsed for the worker's life (D28).
 */

export { DEFAULT_FONT, FONTS, LAYOUTS, fontFile, type Layout } from './fonts'

const MODULES = import.meta.glob<string>(
  // The three aliases figlet also ships under another name (same bytes) are left out.
  ['/node_modules/figlet/importable-fonts/*.js', '!**/ANSI-Compact.js', '!**/babyface-lame.js', '!**/babyface-leet.js'],
  { import: 'default' },
)

const moduleOf = (font: string) => MODULES[`/node_modules/figlet/importable-fonts/${fontFile(font)}.js`]

/** The font modules this build carries, by font name (for the tests). */
export const bundledFonts = () => FONTS.filter((f) => moduleOf(f))

export type FontFailure = { ok: false; kind: 'font'; font: string; message: string }

/** A parsed font as figlet keeps it: rows per character code, and its header. */
type ParsedFont = { options: { hardBlank?: string }; [code: number]: string[] | undefined }

const loading = new Map<string, Promise<true | FontFailure>>()

/**
 * Loads and parses a font once. A failed load (the chunk did not arrive) is not remembered, so
 * choosing the font again tries again.
 */
export function loadFont(font: string, load = moduleOf): Promise<true | FontFailure> {
  if (figlet.figFonts[font]) return Promise.resolve(true)
  const pending = loading.get(font)
  if (pending) return pending
  const importer = FONTS.includes(font) ? load(font) : undefined
  if (!importer) return Promise.resolve({ ok: false, kind: 'font', font, message: 'there is no such font' })
  const p = importer()
    .then((data): true => {
      figlet.parseFont(font, data)
      return true
    })
    .catch((e: unknown): FontFailure => ({ ok: false, kind: 'font', font, message: e instanceof Error ? e.message : String(e) }))
    .finally(() => loading.delete(font))
  loading.set(font, p)
  return p
}

/** Forgets every parsed font (tests). */
export function clearFonts() {
  figlet.clearLoadedFonts()
  loading.clear()
}

export type RenderJob = {
  text: string
  font: string
  horizontalLayout: Layout
  verticalLayout: Layout
  /** Maximum line width in columns. */
  width: number
  /** Break lines between words rather than anywhere. */
  whitespaceBreak: boolean
}

export type RenderOutcome =
  | {
      ok: true
      art: string
      /** Characters of the text the font draws as nothing (in the order they first appear). */
      missing: string[]
      /** The font has a glyph for "missing character" (code 0), drawn instead of each of them. */
      placeholder: boolean
    }
  | FontFailure

const WHITESPACE = /\s/u

/**
 * The characters of `text` that `font` cannot draw: those it has no glyph for (figlet silently
 * leaves them out, or draws the font's "missing" glyph 0 when it has one) and those whose glyph is
 * empty (many fonts carry blank glyphs for the digits or punctuation they do not design). Line
 * breaks and whitespace with a glyph are not counted: blank is what they should be.
 */
export function missingGlyphs(font: ParsedFont, text: string): string[] {
  const hardBlank = font.options.hardBlank ?? '$'
  const seen = new Set<string>()
  const missing: string[] = []
  for (const ch of text) {
    if (ch === '\n' || ch === '\r' || seen.has(ch)) continue
    seen.add(ch)
    const glyph = font[ch.codePointAt(0)!]
    if (!glyph) missing.push(ch)
    else if (!WHITESPACE.test(ch) && glyph.every((row) => row.split(hardBlank).join('').trim() === '')) missing.push(ch)
  }
  return missing
}

/** figlet.textSync with the job's options; the font must be loaded. */
export function renderLoaded(job: RenderJob): string {
  return figlet.textSync(job.text, {
    font: job.font,
    horizontalLayout: job.horizontalLayout,
    verticalLayout: job.verticalLayout,
    width: job.width,
    whitespaceBreak: job.whitespaceBreak,
  })
}

/**
 * The text without the characters the font has no glyph for (when it has no "missing" glyph 0).
 * figlet skips them anyway, so the art is the same, except where figlet.js loses it: breaking at
 * spaces, a text whose last character has no glyph comes out empty ("Axe €" draws nothing).
 */
export function drawableText(font: ParsedFont, text: string): string {
  if (font[0]) return text
  let out = ''
  for (const ch of text) if (ch === '\n' || ch === '\r' || font[ch.codePointAt(0)!]) out += ch
  return out
}

const parsed = (name: string) => figlet.figFonts[name] as unknown as ParsedFont

export async function render(job: RenderJob): Promise<RenderOutcome> {
  const loaded = await loadFont(job.font)
  if (loaded !== true) return loaded
  const font = parsed(job.font)
  const art = renderLoaded({ ...job, text: drawableText(font, job.text) })
  return { ok: true, art, missing: missingGlyphs(font, job.text), placeholder: !!font[0] }
}

export type PreviewJob = { text: string; fonts: string[] }
export type Preview = { ok: true; art: string; rows: number; cols: number } | { ok: false; message: string }

/**
 * Samples for the font picker: the (short) text in each font, with the font's own layout and no
 * width limit, plus the size of the art so the picker can scale it into its box.
 */
export async function previews(job: PreviewJob): Promise<Record<string, Preview>> {
  const out: Record<string, Preview> = {}
  for (const font of job.fonts) {
    const loaded = await loadFont(font)
    if (loaded !== true) {
      out[font] = { ok: false, message: loaded.message }
      continue
    }
    try {
      const art = figlet.textSync(drawableText(parsed(font), job.text), { font })
      const lines = art.split('\n')
      out[font] = { ok: true, art, rows: lines.length, cols: Math.max(1, ...lines.map((l) => l.length)) }
    } catch (e) {
      out[font] = { ok: false, message: e instanceof Error ? e.message : String(e) }
    }
  }
  return out
}

export const figletApi = { render, previews }
export type FigletApi = typeof figletApi
