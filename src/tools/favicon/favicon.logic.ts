import { formatHex, formatHex8, parse } from 'culori'
import { strToU8, zipSync } from 'fflate'
import { FONT_STACKS, type Fit, type FontId, type Look, type Shape } from '../../workers/favicon/geometry'
import type { TextSource } from '../../workers/favicon/favicon.impl'

/** Favicon Generator (D28, issue 16 item 3): the screen's rules, files and words. */

export type Mode = 'text' | 'image'
export type Weight = '400' | '500' | '600' | '700' | '800' | '900'

export type FaviconState = {
  /** Where the icon comes from: letters on a colour, or an image (raster file or SVG). */
  mode: Mode
  text: string
  font: FontId
  weight: Weight
  /** Text colour, any CSS colour. */
  fg: string
  /** Background colour (text icons, the Apple and maskable icons, and images when filled). */
  bg: string
  shape: Shape
  /** Corner radius of the rounded shape, % of the icon size. */
  radius: number
  /** Space around the letters, % of the icon size per side. */
  padding: number
  /** How a non-square image becomes square. */
  fit: Fit
  /** Space around an image, % per side. */
  imagePadding: number
  /** Paint the background colour behind an image in the favicon and the 192/512 icons. */
  imageFill: boolean
  /** An SVG source's markup ('' when the source is a raster image or none): it is small, so it is kept. */
  svg: string
  svgName: string
  /** site.webmanifest fields. */
  name: string
  shortName: string
  themeColor: string
  backgroundColor: string
  /** Where the files will be served from (the href prefix in the tags and the manifest). */
  path: string
}

export const DEFAULTS: FaviconState = {
  mode: 'text',
  text: 'D',
  font: 'sans',
  weight: '700',
  fg: '#ffffff',
  bg: '#2563eb',
  shape: 'rounded',
  radius: 22,
  padding: 16,
  fit: 'contain',
  imagePadding: 0,
  imageFill: false,
  svg: '',
  svgName: '',
  name: 'My Website',
  shortName: 'Website',
  themeColor: '#ffffff',
  backgroundColor: '#ffffff',
  path: '/',
}

export const MODES: readonly Mode[] = ['text', 'image']
export const SHAPES: readonly Shape[] = ['square', 'rounded', 'circle']
export const FITS: readonly Fit[] = ['contain', 'cover']
export const FONTS = Object.keys(FONT_STACKS) as FontId[]
export const WEIGHTS: readonly Weight[] = ['400', '500', '600', '700', '800', '900']

export const SHAPE_OPTIONS = [
  { value: 'square', label: 'Square' },
  { value: 'rounded', label: 'Rounded' },
  { value: 'circle', label: 'Circle' },
] satisfies { value: Shape; label: string }[]
export const FIT_OPTIONS = [
  { value: 'contain', label: 'Contain (pad)' },
  { value: 'cover', label: 'Cover (crop)' },
] satisfies { value: Fit; label: string }[]
export const FONT_OPTIONS = [
  { value: 'sans', label: 'Sans-serif' },
  { value: 'serif', label: 'Serif' },
  { value: 'mono', label: 'Monospace' },
] satisfies { value: FontId; label: string }[]
export const WEIGHT_OPTIONS = [
  { value: '400', label: 'Regular (400)' },
  { value: '500', label: 'Medium (500)' },
  { value: '600', label: 'Semibold (600)' },
  { value: '700', label: 'Bold (700)' },
  { value: '800', label: 'Extra bold (800)' },
  { value: '900', label: 'Black (900)' },
] satisfies { value: Weight; label: string }[]

export const RADIUS = { min: 0, max: 50, step: 1 }
export const PADDING = { min: 0, max: 40, step: 1 }
/** At most this many letters (graphemes: an emoji with its modifiers counts as one). */
export const MAX_GRAPHEMES = 3
/** The source size below which the larger icons are upscaled, hence blurry. */
export const SHARP_SOURCE = 512

const clampInt = (n: number, { min, max }: { min: number; max: number }, fallback: number) => (Number.isFinite(n) ? Math.round(Math.min(max, Math.max(min, n))) : fallback)
const oneOf = <T>(list: readonly T[], v: T, d: T): T => (list.includes(v) ? v : d)

export const validateState = (s: FaviconState, d: FaviconState): FaviconState => ({
  ...s,
  mode: oneOf(MODES, s.mode, d.mode),
  text: firstGraphemes(s.text, MAX_GRAPHEMES),
  font: oneOf(FONTS, s.font, d.font),
  weight: oneOf(WEIGHTS, s.weight, d.weight),
  shape: oneOf(SHAPES, s.shape, d.shape),
  fit: oneOf(FITS, s.fit, d.fit),
  radius: clampInt(s.radius, RADIUS, d.radius),
  padding: clampInt(s.padding, PADDING, d.padding),
  imagePadding: clampInt(s.imagePadding, PADDING, d.imagePadding),
})

/* ---------------------------------------------------------------------------------------------- */
/* Text                                                                                           */

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
export const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment)

/** The first `n` graphemes (an emoji with a skin tone or a family emoji stays whole). */
export const firstGraphemes = (text: string, n: number) => graphemes(text).slice(0, n).join('')

const isLetterOrDigit = (g: string) => /^[\p{L}\p{N}]/u.test(g)

/**
 * D25, text into the text icon: the first grapheme, and the next one too when both are letters or
 * digits ("Deploy done" → "De", "😀 party" → "😀").
 */
export function lettersFrom(text: string): string {
  const [first, second] = graphemes(text.trim())
  if (!first) return ''
  return isLetterOrDigit(first) && second && isLetterOrDigit(second) ? first + second : first
}

/* ---------------------------------------------------------------------------------------------- */
/* SVG                                                                                            */

/** Markup whose root element is <svg> (an XML declaration, comments and a doctype may come first). */
export function looksLikeSvg(text: string): boolean {
  const t = text.replace(/^\uFEFF/, '').trim()
  const root = /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*(<svg[\s>/][\s\S]*)$/i.exec(t)?.[1]
  return !!root && (/<\/svg\s*>$/i.test(root) || /^<svg[^>]*\/>$/i.test(root))
}

export const SVG_NS = 'http://www.w3.org/2000/svg'

/**
 * Browsers draw an SVG file only when its root names the SVG namespace (inline SVG in HTML does not
 * need it, so pasted markup often lacks it): added when missing, the rest left as written.
 */
export function withSvgNamespace(markup: string): string {
  return markup.replace(/<svg(?=[\s>/])([^>]*)>/i, (all, attrs: string) => (/\sxmlns\s*=/.test(attrs) ? all : `<svg xmlns="${SVG_NS}"${attrs}>`))
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)
const attrValue = (tag: string, name: string) => {
  const m = attr(tag, name)
  return m ? (m[1] ?? m[2] ?? '') : null
}

/** An SVG's own size: its width and height in px (or unitless), else its viewBox's; null if neither. */
export function svgSize(markup: string): { width: number; height: number } | null {
  const tag = /<svg(?=[\s>/])[^>]*>/i.exec(markup)?.[0]
  if (!tag) return null
  const px = (v: string | null) => {
    const m = v ? /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(v) : null
    return m ? Number(m[1]) : NaN
  }
  const width = px(attrValue(tag, 'width'))
  const height = px(attrValue(tag, 'height'))
  if (width > 0 && height > 0) return { width, height }
  const box = attrValue(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box && box.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! }
  return null
}

/** A file to read as SVG markup: its type or name says so. */
export const isSvgFile = (f: { name: string; type: string }) => f.type === 'image/svg+xml' || /\.svg$/i.test(f.name)

/* ---------------------------------------------------------------------------------------------- */
/* Colours (D33: any CSS colour)                                                                  */

/** Any CSS colour (hex 3/4/6/8, rgb(), hsl(), hwb(), lab(), oklch(), names) as hex (#rrggbb, or #rrggbbaa when translucent); null if not a colour. */
export function colourHex(text: string): string | null {
  const t = text.trim()
  if (!t || t.length > 120) return null
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(t)
  if (!hex && /^#/.test(t)) return null
  const c = parse(hex ? `#${hex[1]}` : t)
  if (!c) return null
  return c.alpha !== undefined && c.alpha < 1 ? formatHex8(c) : formatHex(c)
}

/** The colour without its alpha (#rrggbb): the Apple icon and the manifest must be opaque. */
export const opaqueHex = (text: string) => {
  const hex = colourHex(text)
  return hex ? hex.slice(0, 7) : null
}

export const BAD_COLOUR = 'Not a CSS colour'

/* ---------------------------------------------------------------------------------------------- */
/* The render job                                                                                 */

/**
 * Everything a render reads from the state, as plain values (colours as hex, null when not a
 * colour): the fields the other mode ignores are left at fixed values, so changing them does not
 * mark the icons out of date (D31).
 */
export type RenderSettings = {
  mode: Mode
  text: string
  font: FontId
  weight: number
  fg: string | null
  bg: string | null
  bgOpaque: string | null
  shape: Shape
  radius: number
  padding: number
  fit: Fit
  fill: boolean
}

export function renderSettings(s: FaviconState): RenderSettings {
  const common = { mode: s.mode, bg: colourHex(s.bg), bgOpaque: opaqueHex(s.bg), shape: s.shape, radius: s.shape === 'rounded' ? s.radius : 0 }
  return s.mode === 'text'
    ? { ...common, text: s.text, font: s.font, weight: Number(s.weight), fg: colourHex(s.fg), padding: s.padding, fit: 'contain', fill: true }
    : { ...common, text: '', font: 'sans', weight: 400, fg: null, padding: s.imagePadding, fit: s.fit, fill: s.imageFill }
}

/** How the regular icons look. */
export const lookOf = (r: RenderSettings): Look => ({ shape: r.shape, radius: r.radius, padding: r.padding, fill: r.fill })

/** The text source for the worker; null while the letters are empty or the text colour is not a colour. */
export function textSourceOf(r: RenderSettings): TextSource | null {
  if (r.mode !== 'text' || !r.text.trim() || !r.fg) return null
  return { kind: 'text', text: r.text, font: FONT_STACKS[r.font], weight: r.weight, color: r.fg }
}

/* ---------------------------------------------------------------------------------------------- */
/* Messages                                                                                       */

export const NOT_IMAGE = 'Could not read this file as an image'
export const CRASHED = 'The icons could not be made: the image worker stopped. Try again; your settings are unchanged.'
export const EMPTY_TEXT = 'Type a letter or an emoji: the icons appear here as you type.'
export const EMPTY_IMAGE = 'Choose, drop or paste an image (PNG, JPEG, WebP, GIF or SVG): the icons appear here.'
export const IMAGE_NOT_KEPT = 'No image chosen. Images never leave this tab and are not saved; SVG markup is kept.'
export const DROP_TEXT = 'Click to choose an image, or drop or paste one'
export const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml,.png,.jpg,.jpeg,.webp,.gif,.svg'
export const NO_EMOJI_NOTE = 'Emoji are drawn with this device’s emoji font.'

const px = (w: number, h: number) => `${Math.round(w)}×${Math.round(h)} px`

/** A raster source too small for the 512 px icons. */
export const tinyWarning = (w: number, h: number) => `The source is ${px(w, h)}; icons above that size will be blurry`
export const isTiny = (w: number, h: number) => Math.min(w, h) < SHARP_SOURCE

/** What happens to a source that is not square. */
export function nonSquareNote(w: number, h: number, fit: Fit, fill: boolean): string {
  return fit === 'contain'
    ? `The source is ${px(w, h)}, not square: it is centred and padded to a square (${fill ? 'the background colour' : 'transparent'} at the sides).`
    : `The source is ${px(w, h)}, not square: it is centred and cropped to a square.`
}
export const isSquare = (w: number, h: number) => Math.abs(w - h) <= Math.max(w, h) * 0.01

/* ---------------------------------------------------------------------------------------------- */
/* Files: names, the manifest, the tags, the ZIP                                                  */

export const FILES = {
  ico: 'favicon.ico',
  svg: 'favicon.svg',
  apple: 'apple-touch-icon.png',
  icon192: 'icon-192.png',
  icon512: 'icon-512.png',
  maskable: 'icon-512-maskable.png',
  manifest: 'site.webmanifest',
} as const
export const ZIP_NAME = 'favicons.zip'

/** The href prefix: '' or a path becomes one ending in '/' ('/static' → '/static/'); a full URL stays one. */
export function normalisePath(path: string): string {
  const t = path.trim()
  if (!t) return '/'
  return t.endsWith('/') ? t : `${t}/`
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The HTML to paste into <head> (Evil Martians' "How to Favicon": ICO, SVG, Apple touch icon, manifest). */
export function htmlTags(s: FaviconState, hasSvg: boolean): string {
  const p = escapeAttr(normalisePath(s.path))
  const theme = opaqueHex(s.themeColor)
  return [
    `<link rel="icon" href="${p}${FILES.ico}" sizes="48x48">`,
    ...(hasSvg ? [`<link rel="icon" href="${p}${FILES.svg}" type="image/svg+xml">`] : []),
    `<link rel="apple-touch-icon" href="${p}${FILES.apple}">`,
    `<link rel="manifest" href="${p}${FILES.manifest}">`,
    ...(theme ? [`<meta name="theme-color" content="${theme}">`] : []),
  ].join('\n')
}

/** site.webmanifest: names, the 192, 512 and maskable 512 icons, colours, standalone display. */
export function manifest(s: FaviconState): string {
  const p = normalisePath(s.path)
  const theme = opaqueHex(s.themeColor)
  const background = opaqueHex(s.backgroundColor)
  const out: Record<string, unknown> = {}
  if (s.name.trim()) out.name = s.name.trim()
  if (s.shortName.trim()) out.short_name = s.shortName.trim()
  out.icons = [
    { src: `${p}${FILES.icon192}`, sizes: '192x192', type: 'image/png' },
    { src: `${p}${FILES.icon512}`, sizes: '512x512', type: 'image/png' },
    { src: `${p}${FILES.maskable}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]
  if (theme) out.theme_color = theme
  if (background) out.background_color = background
  out.display = 'standalone'
  return `${JSON.stringify(out, null, 2)}\n`
}

export type MadeFiles = {
  ico: Uint8Array
  apple: Uint8Array
  icon192: Uint8Array
  icon512: Uint8Array
  maskable: Uint8Array
  /** The SVG source's markup, for favicon.svg; null for other sources. */
  svg: string | null
  manifest: string
}

/** The ZIP's entries, by file name, in the order the screen lists them. */
export function zipEntries(f: MadeFiles): Record<string, Uint8Array> {
  return {
    [FILES.ico]: f.ico,
    ...(f.svg !== null ? { [FILES.svg]: strToU8(f.svg) } : {}),
    [FILES.apple]: f.apple,
    [FILES.icon192]: f.icon192,
    [FILES.icon512]: f.icon512,
    [FILES.maskable]: f.maskable,
    [FILES.manifest]: strToU8(f.manifest),
  }
}

/** "Download all": every file in one ZIP (PNGs stored as they are, text deflated). */
export function zipFiles(f: MadeFiles): Uint8Array {
  const entries = zipEntries(f)
  const zippable: Record<string, [Uint8Array, { level: 0 | 6 }]> = {}
  for (const [name, bytes] of Object.entries(entries)) zippable[name] = [bytes, { level: /\.(png|ico)$/.test(name) ? 0 : 6 }]
  return zipSync(zippable)
}

/* ---------------------------------------------------------------------------------------------- */
/* The input port (D25)                                                                           */

/** SVG markup becomes the image source; any other text, the letters of the text icon. */
export function acceptText(s: FaviconState, text: string): FaviconState {
  if (looksLikeSvg(text)) return { ...s, mode: 'image', svg: withSvgNamespace(text.trim()), svgName: 'pasted.svg' }
  const letters = lettersFrom(text)
  return letters ? { ...s, mode: 'text', text: letters } : s
}
