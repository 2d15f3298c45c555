import { converter, parse } from 'culori'

/** SPEC "Color Picker": the default and the strings it shows. */
export const DEFAULT_HEX = '#3b82f6'
const toRgb = converter('rgb')
const toHsl = converter('hsl')
const toHsv = converter('hsv')

export type Rgb = { r: number; g: number; b: number }
export type Hsl = { h: number; s: number; l: number }
export type Hsv = { h: number; s: number; v: number }

/** 3- or 6-digit hex, with or without '#', to RGB 0-255; null for anything else. */
export function parseHex(input: string): Rgb | null {
  const s = input.trim().replace(/^#/, '')
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(s)) return null
  const c = toRgb(parse(`#${s}`))
  if (!c) return null
  return { r: Math.round(c.r * 255), g: Math.round(c.g * 255), b: Math.round(c.b * 255) }
}

export const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase()

const css = ({ r, g, b }: Rgb) => ({ mode: 'rgb' as const, r: r / 255, g: g / 255, b: b / 255 })

export function hsl(rgb: Rgb): Hsl {
  const c = toHsl(css(rgb))
  return { h: Math.round(c.h ?? 0) % 360, s: Math.round(c.s * 100), l: Math.round(c.l * 100) }
}
export function hsv(rgb: Rgb): Hsv {
  const c = toHsv(css(rgb))
  return { h: Math.round(c.h ?? 0) % 360, s: Math.round(c.s * 100), v: Math.round(c.v * 100) }
}

/** The formats of SPEC, in order: label and CSS-style string. */
export function formats(rgb: Rgb): { format: string; value: string }[] {
  const { r, g, b } = rgb
  const l = hsl(rgb)
  const v = hsv(rgb)
  return [
    { format: 'HEX', value: toHex(rgb) },
    { format: 'RGB', value: `rgb(${r}, ${g}, ${b})` },
    { format: 'RGBA', value: `rgba(${r}, ${g}, ${b}, 1)` },
    { format: 'HSL', value: `hsl(${l.h}, ${l.s}%, ${l.l}%)` },
    { format: 'HSLA', value: `hsla(${l.h}, ${l.s}%, ${l.l}%, 1)` },
    { format: 'HSV', value: `hsv(${v.h}, ${v.s}%, ${v.v}%)` },
  ]
}

/**
 * D25: any one CSS colour (hex with or without '#', rgb(), hsl(), oklch(), a CSS name) as RGB
 * 0-255, its alpha dropped; null for anything else.
 */
export function parseColor(input: string): Rgb | null {
  const t = input.trim().replace(/;$/, '')
  if (!t || t.length > 120) return null
  const hex = parseHex(t)
  if (hex) return hex
  const c = toRgb(parse(t))
  if (!c) return null
  const channel = (v: number) => (Number.isFinite(v) ? Math.min(255, Math.max(0, Math.round(v * 255))) : 0)
  return { r: channel(c.r), g: channel(c.g), b: channel(c.b) }
}
