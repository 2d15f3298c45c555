import { converter, formatHex, parse } from 'culori'

/** SPEC "Contrast Checker", sections 5 and 9 (WCAG 2.x). */
export const DEFAULT_FG = '#000000'
export const DEFAULT_BG = '#ffffff'
export const THRESHOLDS = [
  { id: 'aa-large', label: 'AA Large', min: 3 },
  { id: 'aa-normal', label: 'AA Normal', min: 4.5 },
  { id: 'aaa-large', label: 'AAA Large', min: 4.5 },
  { id: 'aaa-normal', label: 'AAA Normal', min: 7 },
] as const
export const SUCCESS = 'Contrast ratio calculated!'
export const FAILURE = 'Error calculating contrast'

const toRgb = converter('rgb')

/** sRGB channels 0-1 (clipped to the gamut) and alpha 0-1. */
export type Rgba = { r: number; g: number; b: number; alpha: number }

const clip = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0)

/**
 * D33: any one CSS colour — hex of 3, 4, 6 or 8 digits with or without '#' (any case), rgb(),
 * hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), a CSS name — read by culori; null for
 * anything else (a bare number of another length included).
 */
export function parseColor(input: string): Rgba | null {
  const t = input.trim().replace(/;$/, '')
  if (!t || t.length > 120) return null
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(t)
  if (!hex && /^#?[0-9a-f]+$/i.test(t) && !/^[a-z]+$/i.test(t)) return null
  const c = toRgb(parse(hex ? `#${hex[1]}` : t))
  if (!c) return null
  return { r: clip(c.r), g: clip(c.g), b: clip(c.b), alpha: c.alpha === undefined ? 1 : clip(c.alpha) }
}

export const isValidColor = (s: string) => parseColor(s) !== null

/** The colour as 6-digit lower-case hex for the native picker (alpha dropped); null if invalid. */
export const pickerHex = (s: string) => {
  const c = parseColor(s)
  return c ? formatHex({ mode: 'rgb', r: c.r, g: c.g, b: c.b }) : null
}

const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)

const lum = ({ r, g, b }: { r: number; g: number; b: number }) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

/** WCAG relative luminance with SPEC's weights 0.2126, 0.7152, 0.0722 (alpha ignored); NaN if invalid. */
export function luminance(color: string): number {
  const c = parseColor(color)
  return c ? lum(c) : NaN
}

/** `top` painted over the opaque `bottom` with its alpha (source-over in sRGB, as browsers paint). */
export const composite = (top: Rgba, bottom: Rgba): Rgba => ({
  r: top.r * top.alpha + bottom.r * (1 - top.alpha),
  g: top.g * top.alpha + bottom.g * (1 - top.alpha),
  b: top.b * top.alpha + bottom.b * (1 - top.alpha),
  alpha: 1,
})

const WHITE: Rgba = { r: 1, g: 1, b: 1, alpha: 1 }

/**
 * The ratio rounded to two decimals, or null when either colour is invalid (then the tool shows
 * '—' and no badges). A translucent background is first painted over white (the page under it), a
 * translucent foreground then over that background: the ratio is of the colours actually seen.
 */
export function contrastRatio(fg: string, bg: string): number | null {
  const f = parseColor(fg)
  const b = parseColor(bg)
  if (!f || !b) return null
  const back = composite(b, WHITE)
  const [x, y] = [lum(composite(f, back)), lum(back)]
  const ratio = (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
  return Math.round(ratio * 100) / 100
}

export const ratioLabel = (ratio: number | null) => (ratio === null ? '—' : `${ratio}:1`)
export const checks = (ratio: number) => THRESHOLDS.map((t) => ({ ...t, pass: ratio >= t.min }))
