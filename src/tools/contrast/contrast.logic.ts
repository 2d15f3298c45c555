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

/** SPEC section 5: exactly 6 hex digits, with or without '#', any case. */
export const isValidHex = (s: string) => /^#?[0-9a-f]{6}$/i.test(s.trim())

const channel = (v: number) => {
  const c = v / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance with SPEC's weights 0.2126, 0.7152, 0.0722. */
export function luminance(hex: string): number {
  const s = hex.trim().replace(/^#/, '')
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16))
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
}

/** The ratio rounded to two decimals; an invalid colour counts as ratio 1 (SPEC section 5). */
export function contrastRatio(fg: string, bg: string): number {
  if (!isValidHex(fg) || !isValidHex(bg)) return 1
  const [a, b] = [luminance(fg), luminance(bg)]
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  return Math.round(ratio * 100) / 100
}

export const ratioLabel = (ratio: number) => `${ratio}:1`
export const checks = (ratio: number) => THRESHOLDS.map((t) => ({ ...t, pass: ratio >= t.min }))
