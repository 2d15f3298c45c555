import { converter, parse } from 'culori'

/** SPEC "Color Picker": the default and the strings it shows. */
export const DEFAULT_HEX = '#3b82f6'
const toRgb = converter('rgb')
const toHsl = converter('hsl')
const toHsv = converter('hsv')

/** RGB 0-255; `a` is the alpha (0-1), absent when the colour is opaque. */
export type Rgb = { r: number; g: number; b: number; a?: number }
export type Hsl = { h: number; s: number; l: number }
export type Hsv = { h: number; s: number; v: number }

const channel = (v: number) => (Number.isFinite(v) ? Math.min(255, Math.max(0, Math.round(v * 255))) : 0)
/** culori's colour as RGB 0-255 (out-of-gamut channels clipped), with its alpha when below 1. */
function fromCulori(c: { r: number; g: number; b: number; alpha?: number }): Rgb {
  const rgb: Rgb = { r: channel(c.r), g: channel(c.g), b: channel(c.b) }
  const a = c.alpha === undefined || !Number.isFinite(c.alpha) ? 1 : Math.min(1, Math.max(0, c.alpha))
  return a < 1 ? { ...rgb, a } : rgb
}

/** 3-, 4-, 6- or 8-digit hex, with or without '#', to RGB 0-255 (and alpha); null for anything else. */
export function parseHex(input: string): Rgb | null {
  const s = input.trim().replace(/^#/, '')
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(s)) return null
  const c = toRgb(parse(`#${s}`))
  return c ? fromCulori(c) : null
}

/** The opaque colour as 6-digit upper-case hex (the native picker takes this, lower-cased). */
export const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
/** Alpha rounded to two decimals, 1 when opaque. */
export const alphaOf = (rgb: Rgb) => Math.round((rgb.a ?? 1) * 100) / 100
/** Hex with the alpha as two more digits when the colour is translucent ('#3B82F680'). */
export const toHexA = (rgb: Rgb) =>
  rgb.a === undefined
    ? toHex(rgb)
    : toHex(rgb) +
      Math.round(rgb.a * 255)
        .toString(16)
        .padStart(2, '0')
        .toUpperCase()
/** A CSS string that paints the colour, alpha included (for the swatch). */
export const toCss = (rgb: Rgb) => (rgb.a === undefined ? toHex(rgb) : `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${alphaOf(rgb)})`)

const css = ({ r, g, b }: Rgb) => ({
  mode: 'rgb' as const,
  r: r / 255,
  g: g / 255,
  b: b / 255,
})

export function hsl(rgb: Rgb): Hsl {
  const c = toHsl(css(rgb))
  return {
    h: Math.round(c.h ?? 0) % 360,
    s: Math.round(c.s * 100),
    l: Math.round(c.l * 100),
  }
}
export function hsv(rgb: Rgb): Hsv {
  const c = toHsv(css(rgb))
  return {
    h: Math.round(c.h ?? 0) % 360,
    s: Math.round(c.s * 100),
    v: Math.round(c.v * 100),
  }
}

/**
 * The formats of SPEC, in order: label and CSS-style string. RGBA and HSLA carry the colour's alpha
 * (1 for an opaque one, as SPEC shows), and HEX gains two alpha digits for a translucent one.
 */
export function formats(rgb: Rgb): { format: string; value: string }[] {
  const { r, g, b } = rgb
  const l = hsl(rgb)
  const v = hsv(rgb)
  const a = alphaOf(rgb)
  return [
    { format: 'HEX', value: toHexA(rgb) },
    { format: 'RGB', value: `rgb(${r}, ${g}, ${b})` },
    { format: 'RGBA', value: `rgba(${r}, ${g}, ${b}, ${a})` },
    { format: 'HSL', value: `hsl(${l.h}, ${l.s}%, ${l.l}%)` },
    { format: 'HSLA', value: `hsla(${l.h}, ${l.s}%, ${l.l}%, ${a})` },
    { format: 'HSV', value: `hsv(${v.h}, ${v.s}%, ${v.v}%)` },
  ]
}

/**
 * D33: any one CSS colour (hex of 3, 4, 6 or 8 digits with or without '#', rgb(), hsl(), hwb(),
 * lab(), lch(), oklab(), oklch(), color(), a CSS name) as RGB 0-255 with its alpha; null for
 * anything else. Channels outside sRGB are clipped.
 */
export function parseColor(input: string): Rgb | null {
  const t = input.trim().replace(/;$/, '')
  if (!t || t.length > 120) return null
  const hex = parseHex(t)
  if (hex) return hex
  // A bare number of another length is no colour (culori would read '12345' as nothing, '123' as hex).
  if (/^[0-9a-f]+$/i.test(t) && !/^[a-z]+$/i.test(t)) return null
  const c = toRgb(parse(t))
  return c ? fromCulori(c) : null
}

export const INVALID_COLOR = 'Enter a CSS colour: hex (3, 4, 6 or 8 digits), rgb(), hsl(), hwb(), lab(), oklch() or a name, e.g. #3b82f6. Showing the last valid colour.'
