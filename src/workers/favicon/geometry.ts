/**
 * Where everything goes in each icon (pure numbers, shared by the page, which rasterises SVG
 * sources, and the favicon worker, which draws and encodes): the files made, their sizes and
 * purposes, the content box, how an image fits it, how a text glyph is sized and centred, and the
 * maskable safe zone.
 */

export type Shape = 'square' | 'rounded' | 'circle'
export type Fit = 'contain' | 'cover'
/** `any`: the favicon and manifest icons; `apple`: opaque (iOS shows black behind transparency); `maskable`: on the background, inside the safe zone. */
export type Purpose = 'any' | 'apple' | 'maskable'
export type OutputKey = 'ico-16' | 'ico-32' | 'ico-48' | 'apple' | 'icon-192' | 'icon-512' | 'maskable'
export type Output = { key: OutputKey; size: number; purpose: Purpose }

export const OUTPUTS: readonly Output[] = [
  { key: 'ico-16', size: 16, purpose: 'any' },
  { key: 'ico-32', size: 32, purpose: 'any' },
  { key: 'ico-48', size: 48, purpose: 'any' },
  { key: 'apple', size: 180, purpose: 'apple' },
  { key: 'icon-192', size: 192, purpose: 'any' },
  { key: 'icon-512', size: 512, purpose: 'any' },
  { key: 'maskable', size: 512, purpose: 'maskable' },
]
/** The images inside favicon.ico, in this order. */
export const ICO_KEYS: readonly OutputKey[] = ['ico-16', 'ico-32', 'ico-48']
export const outputOf = (key: OutputKey): Output => OUTPUTS.find((o) => o.key === key)!

/**
 * W3C "maskable icons": whatever a launcher's mask, a circle centred in the icon with a radius of
 * 40% of its size stays visible. Its diameter, as a share of the icon, is the safe zone (80%).
 */
export const SAFE_ZONE = 0.8

export type Rect = { x: number; y: number; w: number; h: number }
export type Circle = { cx: number; cy: number; r: number }

/** How the regular icons look (the Apple and maskable icons are always full squares on the background). */
export type Look = {
  shape: Shape
  /** Corner radius of the rounded shape, % of the icon size (0-50). */
  radius: number
  /** Space around the content, % of the icon size on each side (0-40). */
  padding: number
  /** Paint the background colour inside the shape (else transparent). */
  fill: boolean
}

export function safeZone(size: number): Circle {
  return { cx: size / 2, cy: size / 2, r: (size * SAFE_ZONE) / 2 }
}

/** The square the safe zone circle is drawn in: 10% in from each side. */
export function safeSquare(size: number): Rect {
  const inset = (size * (1 - SAFE_ZONE)) / 2
  return { x: inset, y: inset, w: size - 2 * inset, h: size - 2 * inset }
}

/** The shape each output is cut to, its corner radius in px and whether the background is painted. */
export function frameOf(output: Output, look: Look): { shape: Shape; radius: number; fill: boolean } {
  if (output.purpose !== 'any') return { shape: 'square', radius: 0, fill: true }
  const radius = look.shape === 'rounded' ? (output.size * clamp(look.radius, 0, 50)) / 100 : 0
  return { shape: look.shape, radius, fill: look.fill }
}

/** The box the content is fitted into: the icon less its padding; for a maskable icon, the safe zone's square. */
export function contentBox(output: Output, look: Look): Rect {
  if (output.purpose === 'maskable') return safeSquare(output.size)
  const inset = (output.size * clamp(look.padding, 0, 40)) / 100
  return { x: inset, y: inset, w: output.size - 2 * inset, h: output.size - 2 * inset }
}

/**
 * An image of `width`×`height` in `box`: `contain` scales it to fit whole and centres it (the rest
 * stays background), `cover` scales it to fill the box and centres it (the overflow is cropped).
 */
export function placeImage(width: number, height: number, box: Rect, fit: Fit): Rect {
  const scale = fit === 'contain' ? Math.min(box.w / width, box.h / height) : Math.max(box.w / width, box.h / height)
  const w = width * scale
  const h = height * scale
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h }
}

/** Where an image source lands in one output: the box it is clipped to and the rectangle it is drawn in. */
export function imagePlacement(output: Output, look: Look, fit: Fit, width: number, height: number): { box: Rect; rect: Rect } {
  const box = contentBox(output, look)
  return { box, rect: placeImage(width, height, box, fit) }
}

/**
 * A glyph's ink as canvas `measureText` reports it at some font size: distances from the drawing
 * point (left alignment, alphabetic baseline) to the ink's left, right, top and bottom edges.
 */
export type Ink = { left: number; right: number; ascent: number; descent: number }

/**
 * The area a text's ink must fit: the padded box, or, in a circle (the circle shape, and the
 * maskable icon's safe zone), a circle the ink's corners stay inside.
 */
export function textTarget(output: Output, look: Look): { box: Rect } | { circle: Circle } {
  if (output.purpose === 'maskable') return { circle: safeZone(output.size) }
  const box = contentBox(output, look)
  if (output.purpose === 'any' && look.shape === 'circle') return { circle: { cx: box.x + box.w / 2, cy: box.y + box.h / 2, r: box.w / 2 } }
  return { box }
}

/**
 * Scales ink measured at `fontSize` so it fills the target, and centres it: the font size and the
 * point to draw at (left alignment, alphabetic baseline). Null when there is no ink (spaces).
 */
export function fitText(ink: Ink, fontSize: number, target: { box: Rect } | { circle: Circle }): { fontSize: number; x: number; y: number } | null {
  const w = ink.left + ink.right
  const h = ink.ascent + ink.descent
  if (!(w > 0 && h > 0)) return null
  let k: number
  let cx: number
  let cy: number
  if ('box' in target) {
    const { box } = target
    k = Math.min(box.w / w, box.h / h)
    cx = box.x + box.w / 2
    cy = box.y + box.h / 2
  } else {
    const { circle } = target
    k = circle.r / Math.hypot(w / 2, h / 2)
    cx = circle.cx
    cy = circle.cy
  }
  return { fontSize: fontSize * k, x: cx - ((ink.right - ink.left) * k) / 2, y: cy + ((ink.ascent - ink.descent) * k) / 2 }
}

/**
 * High-quality downscaling: halve (rounding up) while the image is more than twice the target,
 * then one last draw to the exact size. Returns the widths of the intermediate steps.
 */
export function downscaleSteps(from: number, to: number): number[] {
  const steps: number[] = []
  let current = from
  while (current > to * 2) {
    current = Math.ceil(current / 2)
    steps.push(current)
  }
  return steps
}

/** The font stacks offered for text icons: the system's own fonts (nothing is downloaded). */
export const FONT_STACKS = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
  serif: 'Georgia, "Times New Roman", "Liberation Serif", serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
} as const
export type FontId = keyof typeof FONT_STACKS

function clamp(n: number, min: number, max: number) {
  return Math.min(max, Math.max(min, Number.isFinite(n) ? n : min))
}
