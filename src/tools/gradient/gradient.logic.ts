import { converter, fixupHueDecreasing, fixupHueIncreasing, fixupHueLonger, fixupHueShorter, interpolate, interpolateWithPremultipliedAlpha, parse, type Color } from 'culori'

/**
 * Gradient Generator (D28, issue 16 item 4): the state, the CSS, Tailwind and SVG it becomes, the
 * parser that reads a CSS gradient back, the stop rules, and every message the screen shows.
 * Pure: no React, no DOM.
 */

export type Kind = 'linear' | 'radial' | 'conic'
/** CSS Color 4 interpolation spaces offered; `srgb` is the default and is written as nothing. */
export type Space = 'srgb' | 'oklch' | 'oklab' | 'hsl' | 'lch' | 'lab' | 'srgb-linear'
export type HueMethod = 'shorter' | 'longer' | 'increasing' | 'decreasing'
export type Shape = 'ellipse' | 'circle'
export type RadialSize = 'farthest-corner' | 'closest-side' | 'closest-corner' | 'farthest-side'
export type ColorFormat = 'hex' | 'rgb' | 'hsl' | 'oklch'

/** A colour stop: its colour as written (any CSS colour, always valid here) and its position in %. */
export type Stop = { id: string; color: string; pos: number }

export type GradientState = {
  kind: Kind
  repeating: boolean
  /** Linear: the direction (0deg points up, 90deg right). Conic: the `from` angle. 0 to 360. */
  angle: number
  shape: Shape
  size: RadialSize
  /** Radial and conic centre, % of the box. */
  x: number
  y: number
  space: Space
  hue: HueMethod
  /** The colour notation of the output. */
  format: ColorFormat
  /** With an interpolation space: put a plain sRGB declaration before it for older browsers. */
  fallback: boolean
  /** Sorted by position (stable). At least two. */
  stops: Stop[]
  /** The SVG document's size (the CSS angle maps onto this box exactly). */
  svgWidth: number
  svgHeight: number
}

export const KINDS: readonly Kind[] = ['linear', 'radial', 'conic']
export const SPACES: readonly Space[] = ['srgb', 'oklch', 'oklab', 'hsl', 'lch', 'lab', 'srgb-linear']
export const POLAR: readonly Space[] = ['oklch', 'hsl', 'lch']
export const HUE_METHODS: readonly HueMethod[] = ['shorter', 'longer', 'increasing', 'decreasing']
export const SHAPES: readonly Shape[] = ['ellipse', 'circle']
export const SIZES: readonly RadialSize[] = ['farthest-corner', 'closest-side', 'closest-corner', 'farthest-side']
export const FORMATS: readonly ColorFormat[] = ['hex', 'rgb', 'hsl', 'oklch']

export const SPACE_OPTIONS = SPACES.map((value) => ({ value, label: value === 'srgb' ? 'None (sRGB)' : `in ${value}` }))
export const HUE_OPTIONS = HUE_METHODS.map((value) => ({ value, label: `${value} hue` }))
export const SIZE_OPTIONS = SIZES.map((value) => ({ value, label: value }))
export const FORMAT_OPTIONS = FORMATS.map((value) => ({ value, label: value === 'hex' ? 'hex' : `${value}()` }))

export const DEFAULTS: GradientState = {
  kind: 'linear',
  repeating: false,
  angle: 90,
  shape: 'ellipse',
  size: 'farthest-corner',
  x: 50,
  y: 50,
  space: 'srgb',
  hue: 'shorter',
  format: 'hex',
  fallback: true,
  stops: [
    { id: 's1', color: '#3b82f6', pos: 0 },
    { id: 's2', color: '#ec4899', pos: 100 },
  ],
  svgWidth: 800,
  svgHeight: 400,
}

export const MIN_STOPS = 2
/** More than this is no longer a gradient anyone edits by hand; it also keeps a link small. */
export const MAX_STOPS = 64
export const SVG_MAX = 8192

/* -------------------------------------------------------------------------------------------- */
/* Messages                                                                                      */

export const NEED_TWO_STOPS = 'A gradient needs at least two stops'
export const TOO_MANY_STOPS = `A gradient here holds at most ${MAX_STOPS} stops`
export const EMPTY_COLOR = 'Enter a colour, e.g. #3b82f6.'
export const INVALID_COLOR = 'Not a colour: use hex (#3b82f6), rgb(), hsl(), hwb(), lab(), oklch() or a name. The stop keeps its last colour.'
export const NOT_A_GRADIENT = 'Not a CSS gradient or colour: paste linear-gradient(…), radial-gradient(…), conic-gradient(…), a background-image declaration or a colour.'
export const IMPORT_EMPTY = 'Paste a CSS gradient (or a colour) to import.'
export const IMPORT_TOO_LONG = 'Too long to be one gradient (over 20,000 characters).'
export const VENDOR_PREFIX = 'Vendor-prefixed gradients (-webkit-, -moz-) use the old syntax: paste the standard one.'
export const LENGTH_POSITION = 'Stop positions in px or other lengths are not supported here: use percentages.'
export const COLOR_HINT = 'Colour hints (a lone position between two stops) are not supported: give each position a colour.'
export const RADIAL_LENGTH = 'Radial sizes in lengths are not supported: use closest-side, closest-corner, farthest-side or farthest-corner.'
export const CONIC_SVG = 'SVG has no conic gradient, so there is no SVG for this one: use the CSS (every current browser draws conic-gradient).'
export const FALLBACK_NOTE =
  'Browsers older than Chrome 111, Safari 16.2 and Firefox 127 ignore a gradient with "in …": the first line gives them the plain sRGB blend, later browsers take the second.'

/* -------------------------------------------------------------------------------------------- */
/* Numbers                                                                                       */

/** A number rounded to `digits` decimals, without trailing zeros (never "-0"). */
export function num(v: number, digits = 2): string {
  const f = 10 ** digits
  const r = Math.round(v * f) / f
  return String(Object.is(r, -0) ? 0 : r)
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
const round2 = (v: number) => Math.round(v * 100) / 100
/** An angle as 0 <= a < 360, to two decimals. */
export const normalizeAngle = (a: number) => {
  const r = round2(((a % 360) + 360) % 360)
  return r >= 360 ? 0 : r
}
/** A stop position: 0 to 100, two decimals. */
export const clampPos = (p: number) => round2(clamp(p, 0, 100))

/* -------------------------------------------------------------------------------------------- */
/* Colours                                                                                       */

const toRgb = converter('rgb')
const toHsl = converter('hsl')
const toOklch = converter('oklch')

/**
 * D33: any one CSS colour (hex of 3, 4, 6 or 8 digits with or without '#', rgb(), hsl(), hwb(),
 * lab(), lch(), oklab(), oklch(), color(), a name, transparent) as culori reads it; null for anything
 * else (a bare number of another length, currentcolor, two colours).
 */
export function parseColor(input: string): Color | null {
  const t = input.trim()
  if (!t || t.length > 120) return null
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(t)
  if (!hex && /^#?[0-9a-f]+$/i.test(t) && !/^[a-z]+$/i.test(t)) return null
  const c = parse(hex ? `#${hex[1]}` : t)
  return c ?? null
}

/** The message beside a stop's colour field, or null when the text is a colour. */
export function colorError(text: string): string | null {
  if (!text.trim()) return EMPTY_COLOR
  return parseColor(text) ? null : INVALID_COLOR
}

const alphaOf = (c: Color) => (c.alpha === undefined || !Number.isFinite(c.alpha) ? 1 : clamp(c.alpha, 0, 1))
const channel = (v: number) => (Number.isFinite(v) ? clamp(v, 0, 1) : 0)
const alphaPart = (a: number) => (a < 1 ? ` / ${num(a, 3)}` : '')

/** The colour clipped into sRGB (what hex, rgb() and hsl() can say). */
function srgb(c: Color) {
  const r = toRgb(c)
  return { mode: 'rgb' as const, r: channel(r.r), g: channel(r.g), b: channel(r.b), alpha: alphaOf(c) }
}

/** A 0-1 channel as 0-255, a half rounded up even when floating point lands a hair below it (147.49999…). */
const to255 = (v: number) => Math.round(Math.round(v * 255 * 1e6) / 1e6)
const hex2 = (v: number) => to255(v).toString(16).padStart(2, '0')

/** Lower-case hex, with two alpha digits when translucent. */
export function hexOf(c: Color): string {
  const s = srgb(c)
  return `#${hex2(s.r)}${hex2(s.g)}${hex2(s.b)}${s.alpha < 1 ? hex2(s.alpha) : ''}`
}

/**
 * A colour in the chosen notation, rounded sensibly: `#3b82f6`, `rgb(59 130 246)`,
 * `hsl(217.2 91.2% 59.8%)`, `oklch(62.8% 0.2577 29.23)`; alpha after a slash when below 1 (hex:
 * two more digits). hex, rgb() and hsl() are clipped to sRGB; oklch() keeps a wider colour.
 */
export function formatColor(c: Color, format: ColorFormat): string {
  if (format === 'hex') return hexOf(c)
  const a = alphaOf(c)
  if (format === 'rgb') {
    const s = srgb(c)
    return `rgb(${to255(s.r)} ${to255(s.g)} ${to255(s.b)}${alphaPart(a)})`
  }
  if (format === 'hsl') {
    const h = toHsl(srgb(c))
    const s = h.s ?? 0
    return `hsl(${num(s === 0 ? 0 : normalizeHue(h.h ?? 0), 1)} ${num(s * 100, 1)}% ${num(h.l * 100, 1)}%${alphaPart(a)})`
  }
  const o = toOklch(c)
  const chroma = Math.max(0, o.c ?? 0)
  const hue = chroma < 0.00005 || o.h === undefined ? 0 : normalizeHue(o.h)
  return `oklch(${num(clamp(o.l, 0, 1) * 100, 1)}% ${num(chroma, 4)} ${num(hue, 2)}${alphaPart(a)})`
}

const normalizeHue = (h: number) => {
  const r = ((h % 360) + 360) % 360
  return r >= 359.995 ? 0 : r
}

/** A stop colour (valid by construction) in the chosen notation. */
export const stopColor = (text: string, format: ColorFormat) => formatColor(parseColor(text) ?? { mode: 'rgb', r: 0, g: 0, b: 0 }, format)

/* -------------------------------------------------------------------------------------------- */
/* Interpolation                                                                                 */

const MODE: Record<Space, 'rgb' | 'oklch' | 'oklab' | 'hsl' | 'lch' | 'lab' | 'lrgb'> = {
  srgb: 'rgb',
  oklch: 'oklch',
  oklab: 'oklab',
  hsl: 'hsl',
  lch: 'lch',
  lab: 'lab',
  'srgb-linear': 'lrgb',
}
const FIXUP = { shorter: fixupHueShorter, longer: fixupHueLonger, increasing: fixupHueIncreasing, decreasing: fixupHueDecreasing }

/** The colour `t` (0-1) of the way from `a` to `b`, blended in `space` as CSS does (alpha premultiplied). */
export function mix(a: Color, b: Color, t: number, space: Space, hue: HueMethod): Color {
  const mode = MODE[space]
  if (POLAR.includes(space)) {
    // culori's premultiplied variant would scale a missing hue; polar blends take the hue as it is.
    return interpolate([a, b], mode, { h: { fixup: FIXUP[hue] } } as never)(t)
  }
  return interpolateWithPremultipliedAlpha([a, b], mode)(t)
}

/** Stops in position order (stable), as CSS reads them. */
export const sortStops = (stops: readonly Stop[]): Stop[] => stops.map((s, i) => [s, i] as const).sort((p, q) => p[0].pos - q[0].pos || p[1] - q[1]).map(([s]) => s)

/** The gradient's colour at a position (%), as the browser paints it along the gradient line. */
export function colorAt(state: Pick<GradientState, 'stops' | 'space' | 'hue'>, pos: number): Color {
  const stops = sortStops(state.stops)
  const color = (s: Stop) => parseColor(s.color) ?? { mode: 'rgb' as const, r: 0, g: 0, b: 0 }
  const first = stops[0]!
  const last = stops[stops.length - 1]!
  if (pos <= first.pos) return color(first)
  if (pos >= last.pos) return color(last)
  for (let i = 0; i < stops.length - 1; i++) {
    const a = stops[i]!
    const b = stops[i + 1]!
    if (pos >= a.pos && pos <= b.pos) {
      if (b.pos === a.pos) return color(b)
      return mix(color(a), color(b), (pos - a.pos) / (b.pos - a.pos), state.space, state.hue)
    }
  }
  return color(last)
}

/* -------------------------------------------------------------------------------------------- */
/* CSS, Tailwind                                                                                 */

const interpolationOf = (s: Pick<GradientState, 'space' | 'hue'>) =>
  s.space === 'srgb' ? '' : `in ${s.space}${POLAR.includes(s.space) && s.hue !== 'shorter' ? ` ${s.hue} hue` : ''}`

const stopList = (s: GradientState, format: ColorFormat) => sortStops(s.stops).map((stop) => `${stopColor(stop.color, format)} ${num(stop.pos)}%`)

/** What comes before the stops: interpolation, then the direction, shape, size and position. */
function prelude(s: GradientState, plain: boolean): string {
  const parts: string[] = []
  const interp = plain ? '' : interpolationOf(s)
  if (interp) parts.push(interp)
  const at = `at ${num(s.x)}% ${num(s.y)}%`
  if (s.kind === 'linear') parts.push(`${num(s.angle)}deg`)
  else if (s.kind === 'radial') parts.push(s.shape, ...(s.size === 'farthest-corner' ? [] : [s.size]), at)
  else parts.push(`from ${num(s.angle)}deg`, at)
  return parts.join(' ')
}

/**
 * The gradient as a `background-image` value: `linear-gradient(in oklch 90deg, #ff0000 0%, …)`.
 * `plain`: the same stops blended in sRGB (no "in …"), the fallback for older browsers; its colours
 * are hex when the notation is oklch(), which those browsers cannot read either.
 */
export function gradientCss(s: GradientState, options: { plain?: boolean } = {}): string {
  const plain = !!options.plain
  const format = plain && s.format === 'oklch' ? 'hex' : s.format
  const fn = `${s.repeating ? 'repeating-' : ''}${s.kind}-gradient`
  return `${fn}(${[prelude(s, plain), ...stopList(s, format)].join(', ')})`
}

/** Whether the output carries a fallback line (an interpolation space is chosen and the box is ticked). */
export const hasFallback = (s: GradientState) => s.space !== 'srgb' && s.fallback

/** The CSS to paste: one `background-image` declaration, or the plain fallback and then the real one. */
export function cssDeclaration(s: GradientState): string {
  const main = `background-image: ${gradientCss(s)};`
  return hasFallback(s) ? `background-image: ${gradientCss(s, { plain: true })};\n${main}` : main
}

/**
 * Tailwind's arbitrary value: `bg-[linear-gradient(90deg,#ff0000_0%,#0000ff_100%)]`. In a class
 * name a space is written `_` (Tailwind turns it back), so the space after each comma is dropped
 * and every other one becomes `_`; a real underscore would be `\_` (a gradient has none).
 */
export function tailwindClass(s: GradientState): string {
  const css = gradientCss(s)
    .replace(/_/g, '\\_')
    .replace(/,\s+/g, ',')
    .replace(/\s+/g, '_')
  return `bg-[${css}]`
}

/* -------------------------------------------------------------------------------------------- */
/* SVG                                                                                           */

/** Extra stops per pair when SVG (which blends only in sRGB) approximates another interpolation space. */
export const SVG_SAMPLES = 8

/** The stops SVG draws: the real ones, and for another space than sRGB, samples of that blend between them. */
export function svgStops(s: GradientState): { pos: number; color: Color }[] {
  const stops = sortStops(s.stops)
  const out: { pos: number; color: Color }[] = []
  stops.forEach((stop, i) => {
    const c = parseColor(stop.color) ?? { mode: 'rgb' as const, r: 0, g: 0, b: 0 }
    out.push({ pos: stop.pos, color: c })
    const next = stops[i + 1]
    if (!next || s.space === 'srgb' || next.pos === stop.pos) return
    const n = parseColor(next.color) ?? c
    for (let k = 1; k <= SVG_SAMPLES; k++) {
      const t = k / (SVG_SAMPLES + 1)
      out.push({ pos: stop.pos + (next.pos - stop.pos) * t, color: mix(c, n, t, s.space, s.hue) })
    }
  })
  return out
}

/** CSS radial ending shape radii (rx, ry) for a box, centre and size keyword (CSS Images 3, 3.2.2). */
export function radialRadii(shape: Shape, size: RadialSize, w: number, h: number, cx: number, cy: number): { rx: number; ry: number } {
  const sx = [Math.abs(cx), Math.abs(w - cx)]
  const sy = [Math.abs(cy), Math.abs(h - cy)]
  const pick = (farthest: boolean) => (farthest ? Math.max : Math.min)
  if (size === 'closest-side' || size === 'farthest-side') {
    const f = pick(size === 'farthest-side')
    const rx = f(...sx)
    const ry = f(...sy)
    return shape === 'circle' ? { rx: f(rx, ry), ry: f(rx, ry) } : { rx, ry }
  }
  const farthest = size === 'farthest-corner'
  const corners = [sx[0]!, sx[1]!].flatMap((dx) => [sy[0]!, sy[1]!].map((dy) => ({ dx, dy, d: Math.hypot(dx, dy) })))
  const corner = corners.reduce((best, c) => ((farthest ? c.d > best.d : c.d < best.d) ? c : best))
  if (shape === 'circle') return { rx: corner.d, ry: corner.d }
  // An ellipse through that corner, with the aspect ratio the matching side keyword would give.
  const f = pick(farthest)
  const sideX = f(...sx)
  const sideY = f(...sy)
  if (sideX === 0 || sideY === 0) return { rx: 0, ry: 0 }
  const k = sideX / sideY
  const ry = Math.sqrt((corner.dx * corner.dx) / (k * k) + corner.dy * corner.dy)
  return { rx: k * ry, ry }
}

const attr = (v: number) => num(v, 2)

/**
 * The gradient as an SVG document of svgWidth x svgHeight: a <linearGradient> (or <radialGradient>)
 * in user space, so the CSS angle, size keyword and position map onto that box exactly; null for
 * conic (SVG has none).
 */
export function svgMarkup(s: GradientState): string | null {
  if (s.kind === 'conic') return null
  const w = s.svgWidth
  const h = s.svgHeight
  let stops = svgStops(s)
  const first = stops[0]!.pos
  const last = stops[stops.length - 1]!.pos
  // repeating-*: the pattern between the first and last stops repeats, as SVG's spreadMethod does with
  // the gradient vector cut to that span.
  const repeat = s.repeating && last > first
  if (repeat) stops = stops.map((p) => ({ ...p, pos: ((p.pos - first) / (last - first)) * 100 }))
  const stopTags = stops.map(({ pos, color }) => {
    const a = alphaOf(color)
    const hex = hexOf({ ...srgb(color), alpha: 1 })
    return `      <stop offset="${num(pos)}%" stop-color="${hex}"${a < 1 ? ` stop-opacity="${num(a, 3)}"` : ''}/>`
  })
  const spread = repeat ? ' spreadMethod="repeat"' : ''
  let open: string
  let close: string
  if (s.kind === 'linear') {
    const rad = (s.angle * Math.PI) / 180
    const dx = Math.sin(rad)
    const dy = -Math.cos(rad)
    const half = (Math.abs(w * dx) + Math.abs(h * dy)) / 2
    const cx = w / 2
    const cy = h / 2
    const start = { x: cx - dx * half, y: cy - dy * half }
    const end = { x: cx + dx * half, y: cy + dy * half }
    const a = repeat ? first / 100 : 0
    const b = repeat ? last / 100 : 1
    const at = (t: number) => ({ x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t })
    const p1 = at(a)
    const p2 = at(b)
    open = `    <linearGradient id="gradient" gradientUnits="userSpaceOnUse" x1="${attr(p1.x)}" y1="${attr(p1.y)}" x2="${attr(p2.x)}" y2="${attr(p2.y)}"${spread}>`
    close = '    </linearGradient>'
  } else {
    const cx = (w * s.x) / 100
    const cy = (h * s.y) / 100
    const { rx, ry } = radialRadii(s.shape, s.size, w, h, cx, cy)
    const r = repeat ? last / 100 : 1
    const fr = repeat && first > 0 ? ` fr="${num(first / 100, 4)}"` : ''
    open = `    <radialGradient id="gradient" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${num(r, 4)}"${fr} gradientTransform="translate(${attr(cx)} ${attr(cy)}) scale(${attr(rx)} ${attr(ry)})"${spread}>`
    close = '    </radialGradient>'
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '  <defs>',
    open,
    ...stopTags,
    close,
    '  </defs>',
    `  <rect width="${w}" height="${h}" fill="url(#gradient)"/>`,
    '</svg>',
    '',
  ].join('\n')
}

/** What the SVG card says under the markup: how exact it is. */
export function svgNote(s: GradientState): string | null {
  if (s.kind === 'conic') return CONIC_SVG
  if (s.space !== 'srgb') return `SVG blends only in sRGB: the ${interpolationOf(s)} blend is approximated with ${SVG_SAMPLES} extra stops between each pair.`
  return null
}

/* -------------------------------------------------------------------------------------------- */
/* Stop rules                                                                                    */

const nextId = (stops: readonly Stop[]) => `s${stops.reduce((m, s) => Math.max(m, Number(s.id.slice(1)) || 0), 0) + 1}`

/** A new colour as stored: hex (with alpha digits when translucent). */
const storedColor = (c: Color) => hexOf(c)

export type StopResult = { ok: true; state: GradientState; id: string } | { ok: false; error: string }

/**
 * Adds a stop at `pos` (%) with the colour the gradient has there; without a position, in the
 * middle of the widest gap (the ends count: a gradient starting at 20% gets one at 10%).
 */
export function addStop(s: GradientState, pos?: number): StopResult {
  if (s.stops.length >= MAX_STOPS) return { ok: false, error: TOO_MANY_STOPS }
  const at = pos === undefined ? widestGapMiddle(s.stops) : clampPos(pos)
  const id = nextId(s.stops)
  const stop: Stop = { id, color: storedColor(colorAt(s, at)), pos: at }
  return { ok: true, state: { ...s, stops: sortStops([...s.stops, stop]) }, id }
}

function widestGapMiddle(stops: readonly Stop[]): number {
  const p = sortStops(stops).map((s) => s.pos)
  const edges = [0, ...p, 100]
  let best = 0
  let at = 50
  for (let i = 0; i < edges.length - 1; i++) {
    const gap = edges[i + 1]! - edges[i]!
    if (gap > best) {
      best = gap
      at = edges[i]! + gap / 2
    }
  }
  return clampPos(at)
}

/** Moves a stop to `pos` (clamped to 0-100, two decimals); the list stays in position order. */
export function moveStop(s: GradientState, id: string, pos: number): GradientState {
  if (!Number.isFinite(pos)) return s
  const p = clampPos(pos)
  const stops = s.stops.map((stop) => (stop.id === id ? { ...stop, pos: p } : stop))
  return { ...s, stops: sortStops(stops) }
}

/** Removes a stop, unless only two remain (NEED_TWO_STOPS). */
export function removeStop(s: GradientState, id: string): { ok: true; state: GradientState } | { ok: false; error: string } {
  if (s.stops.length <= MIN_STOPS) return { ok: false, error: NEED_TWO_STOPS }
  return { ok: true, state: { ...s, stops: s.stops.filter((stop) => stop.id !== id) } }
}

/** Recolours a stop with any CSS colour, kept as written; an invalid one is refused (the stop keeps its colour). */
export function recolorStop(s: GradientState, id: string, text: string): { ok: true; state: GradientState } | { ok: false; error: string } {
  const error = colorError(text)
  if (error) return { ok: false, error }
  return { ok: true, state: { ...s, stops: s.stops.map((stop) => (stop.id === id ? { ...stop, color: text.trim() } : stop)) } }
}

/** The native colour picker's value for a stop (#rrggbb, alpha dropped). */
export const pickerValue = (text: string) => hexOf({ ...srgb(parseColor(text) ?? { mode: 'rgb', r: 0, g: 0, b: 0 }), alpha: 1 })

/** A colour chosen in the native picker, keeping the stop's alpha. */
export function pickedColor(previous: string, picked: string): string {
  const before = parseColor(previous)
  const a = before ? alphaOf(before) : 1
  const c = parseColor(picked)
  if (!c) return previous
  return a < 1 ? hexOf({ ...srgb(c), alpha: a }) : picked.toLowerCase()
}

/** The keyboard rule of a stop handle: the new position for a key, 'remove', or null (not ours). */
export function keyStep(key: string, shift: boolean, pos: number): number | 'remove' | null {
  const step = shift ? 10 : 1
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPos(Math.round(pos) === pos ? pos + step : Math.floor(pos) + step)
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPos(Math.round(pos) === pos ? pos - step : Math.ceil(pos) - step)
    case 'PageUp':
      return clampPos(pos + 10)
    case 'PageDown':
      return clampPos(pos - 10)
    case 'Home':
      return 0
    case 'End':
      return 100
    case 'Delete':
    case 'Backspace':
      return 'remove'
    default:
      return null
  }
}

/* -------------------------------------------------------------------------------------------- */
/* State validation (storage and links)                                                          */

const oneOf = <T extends string>(list: readonly T[], v: unknown, d: T): T => (list.includes(v as T) ? (v as T) : d)
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

function validStops(v: unknown, d: Stop[]): Stop[] {
  if (!Array.isArray(v)) return d
  const items = v
    .slice(0, MAX_STOPS)
    .filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null && typeof x.color === 'string' && !!parseColor(x.color) && finite(x.pos))
  if (items.length < MIN_STOPS) return d
  // Ids are the screen's own handles: renumbered when one is missing or repeated.
  const ids = items.map((x) => x.id)
  const usable = ids.every((id) => typeof id === 'string' && /^s\d{1,6}$/.test(id)) && new Set(ids).size === ids.length
  return sortStops(items.map((x, i) => ({ id: usable ? (x.id as string) : `s${i + 1}`, color: (x.color as string).trim(), pos: clampPos(x.pos as number) })))
}

const size = (v: unknown, d: number) => (finite(v) ? Math.round(clamp(v, 1, SVG_MAX)) : d)

export const validateState = (s: GradientState, d: GradientState): GradientState => ({
  kind: oneOf(KINDS, s.kind, d.kind),
  repeating: typeof s.repeating === 'boolean' ? s.repeating : d.repeating,
  angle: finite(s.angle) ? normalizeAngle(s.angle) : d.angle,
  shape: oneOf(SHAPES, s.shape, d.shape),
  size: oneOf(SIZES, s.size, d.size),
  x: finite(s.x) ? clampPos(s.x) : d.x,
  y: finite(s.y) ? clampPos(s.y) : d.y,
  space: oneOf(SPACES, s.space, d.space),
  hue: oneOf(HUE_METHODS, s.hue, d.hue),
  format: oneOf(FORMATS, s.format, d.format),
  fallback: typeof s.fallback === 'boolean' ? s.fallback : d.fallback,
  stops: validStops(s.stops, d.stops),
  svgWidth: size(s.svgWidth, d.svgWidth),
  svgHeight: size(s.svgHeight, d.svgHeight),
})

/* -------------------------------------------------------------------------------------------- */
/* Reading a CSS gradient back                                                                   */

/** What a gradient text sets; the rest of the state (notation, fallback, SVG size) stays the user's. */
export type ParsedGradient = Pick<GradientState, 'kind' | 'repeating' | 'angle' | 'space' | 'hue' | 'stops'> & Partial<Pick<GradientState, 'shape' | 'size' | 'x' | 'y'>>
export type ParseResult = { ok: true; gradient: ParsedGradient; note?: string } | { ok: false; error: string }

const MAX_IMPORT = 20_000

/** Splits at `sep` characters outside parentheses and quotes. */
function splitTop(text: string, isSep: (ch: string) => boolean): string[] {
  const out: string[] = []
  let depth = 0
  let quote = ''
  let cur = ''
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = ''
    } else if (ch === '"' || ch === "'") quote = ch
    else if (ch === '(') depth++
    else if (ch === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0 && isSep(ch)) {
      out.push(cur)
      cur = ''
      continue
    }
    cur += ch
  }
  out.push(cur)
  return out.map((s) => s.trim())
}
const words = (text: string) => splitTop(text, (ch) => /\s/.test(ch)).filter(Boolean)

const GRADIENT_FN = /(-webkit-|-moz-|-o-|-ms-)?(repeating-)?(linear|radial|conic)-gradient\(/gi

/** Every gradient function at the top level of a value: [prefix, repeating, kind, arguments]. */
function gradientCalls(value: string): { vendor: boolean; repeating: boolean; kind: Kind; args: string }[] {
  const calls: { vendor: boolean; repeating: boolean; kind: Kind; args: string }[] = []
  GRADIENT_FN.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = GRADIENT_FN.exec(value))) {
    const open = m.index + m[0].length
    let depth = 1
    let i = open
    for (; i < value.length && depth > 0; i++) {
      if (value[i] === '(') depth++
      else if (value[i] === ')') depth--
    }
    if (depth !== 0) {
      calls.push({ vendor: !!m[1], repeating: !!m[2], kind: m[3]!.toLowerCase() as Kind, args: '\u0000' })
      break
    }
    calls.push({ vendor: !!m[1], repeating: !!m[2], kind: m[3]!.toLowerCase() as Kind, args: value.slice(open, i - 1) })
    GRADIENT_FN.lastIndex = i
  }
  return calls
}

/** The value a pasted text is about: a declaration's value (the last one wins), a rule's body, a Tailwind class. */
function valueOf(text: string): string {
  let t = text.trim()
  const tw = /^(?:[\w-]+:)*bg-\[(?:image:)?(.*)\]$/s.exec(t)
  if (tw) t = tw[1]!.replace(/\\_|_/g, (m) => (m === '_' ? ' ' : '_'))
  const body = /\{([^]*)\}/.exec(t)
  if (body) t = body[1]!
  const declarations = splitTop(t, (ch) => ch === ';').filter(Boolean)
  // The last declaration is the one a browser that reads it all keeps (the first is often a fallback).
  let last = declarations[declarations.length - 1] ?? ''
  const decl = /^\s*(?:background-image|background)\s*:\s*([^]*)$/i.exec(last)
  if (decl) last = decl[1]!
  return last.replace(/!important\s*$/i, '').trim()
}

const ANGLE = /^(-?(?:\d+\.?\d*|\.\d+))(deg|grad|rad|turn)?$/i
/** An angle in degrees; a unitless number only when it is 0. */
function angleOf(token: string): number | null {
  const m = ANGLE.exec(token)
  if (!m) return null
  const v = Number(m[1])
  const unit = (m[2] ?? '').toLowerCase()
  if (!unit) return v === 0 ? 0 : null
  return unit === 'deg' ? v : unit === 'grad' ? v * 0.9 : unit === 'rad' ? (v * 180) / Math.PI : v * 360
}

const NUMBER_UNIT = /^(-?(?:\d+\.?\d*|\.\d+))([a-z%]*)$/i

type PosResult = { ok: true; pos: number } | { ok: false; error: string }
/** A stop position in %: percentages (and 0); for conic also angles. */
function positionOf(token: string, kind: Kind): PosResult | null {
  const m = NUMBER_UNIT.exec(token)
  if (!m) return /^calc\(/i.test(token) ? { ok: false, error: LENGTH_POSITION } : null
  const v = Number(m[1])
  const unit = m[2]!.toLowerCase()
  if (unit === '%') return { ok: true, pos: v }
  if (unit === '' && v === 0) return { ok: true, pos: 0 }
  if (kind === 'conic' && ['deg', 'grad', 'rad', 'turn'].includes(unit)) return { ok: true, pos: (angleOf(token)! / 360) * 100 }
  return { ok: false, error: LENGTH_POSITION }
}

const SIDE_ANGLE: Record<string, number> = { top: 0, right: 90, bottom: 180, left: 270 }
const X_KEY: Record<string, number> = { left: 0, center: 50, right: 100 }
const Y_KEY: Record<string, number> = { top: 0, center: 50, bottom: 100 }

function percentOf(token: string): number | null {
  const m = /^(-?(?:\d+\.?\d*|\.\d+))%$/.exec(token)
  if (m) return Number(m[1])
  return token === '0' ? 0 : null
}

/** `at` followed by one or two tokens: keywords or percentages. */
function readPosition(tokens: string[]): { x: number; y: number } | string {
  if (tokens.length === 0 || tokens.length > 2) return 'Write the position as one or two keywords or percentages, e.g. at 30% 40% or at top left.'
  let [a, b] = tokens as [string, string | undefined]
  if (b === undefined) {
    if (a in Y_KEY && a !== 'center') return { x: 50, y: Y_KEY[a]! }
    const x = a in X_KEY ? X_KEY[a]! : percentOf(a)
    return x === null ? `Not a position: "${a}" (use percentages or left, center, right, top, bottom).` : { x, y: 50 }
  }
  if ((a === 'top' || a === 'bottom') || (b === 'left' || b === 'right')) [a, b] = [b, a]
  const x = a in X_KEY ? X_KEY[a]! : percentOf(a)
  const y = b! in Y_KEY ? Y_KEY[b!]! : percentOf(b!)
  if (x === null || y === null) return `Not a position: "${tokens.join(' ')}" (use percentages or left, center, right, top, bottom).`
  return { x, y }
}

const isPositionToken = (t: string) => t in X_KEY || t in Y_KEY || percentOf(t) !== null || NUMBER_UNIT.test(t)

/** The prelude (everything before the stops) of a gradient of `kind`. */
function readPrelude(kind: Kind, text: string): { ok: true; value: Partial<ParsedGradient> } | { ok: false; error: string } {
  const tokens = words(text.toLowerCase())
  const value: Partial<ParsedGradient> = {}
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t === 'in') {
      const space = tokens[++i]
      if (!space) return { ok: false, error: 'Say which colour space to blend in after "in", e.g. in oklch.' }
      if (!SPACES.includes(space as Space)) return { ok: false, error: `Blending "in ${space}" is not offered here: use ${SPACES.filter((x) => x !== 'srgb').join(', ')} or srgb.` }
      value.space = space as Space
      if (HUE_METHODS.includes(tokens[i + 1] as HueMethod) && tokens[i + 2] === 'hue') {
        if (!POLAR.includes(space as Space)) return { ok: false, error: `A hue method applies only to a polar space (${POLAR.join(', ')}), not ${space}.` }
        value.hue = tokens[i + 1] as HueMethod
        i += 2
      }
      continue
    }
    if (kind === 'linear') {
      if (t === 'to') {
        const sides: string[] = []
        while (tokens[i + 1] && tokens[i + 1]! in SIDE_ANGLE && sides.length < 2) sides.push(tokens[++i]!)
        if (sides.length === 0) return { ok: false, error: 'Say which side after "to", e.g. to right or to top left.' }
        const a = sideAngle(sides)
        if (a === null) return { ok: false, error: `"to ${sides.join(' ')}" is not a direction.` }
        value.angle = a
        continue
      }
      const a = angleOf(t)
      if (a !== null) {
        value.angle = a
        continue
      }
    } else {
      if (t === 'at') {
        const pos: string[] = []
        while (tokens[i + 1] && tokens[i + 1] !== 'in' && isPositionToken(tokens[i + 1]!)) pos.push(tokens[++i]!)
        const p = readPosition(pos)
        if (typeof p === 'string') return { ok: false, error: p }
        value.x = p.x
        value.y = p.y
        continue
      }
      if (kind === 'conic' && t === 'from') {
        const a = tokens[i + 1] ? angleOf(tokens[i + 1]!) : null
        if (a === null) return { ok: false, error: 'Give an angle after "from", e.g. from 45deg.' }
        value.angle = a
        i++
        continue
      }
      if (kind === 'radial') {
        if (SHAPES.includes(t as Shape)) {
          value.shape = t as Shape
          continue
        }
        if (SIZES.includes(t as RadialSize)) {
          value.size = t as RadialSize
          continue
        }
        if (NUMBER_UNIT.test(t)) return { ok: false, error: RADIAL_LENGTH }
      }
    }
    return { ok: false, error: `Not understood in a ${kind} gradient: "${t}".` }
  }
  return { ok: true, value }
}

/** `to right` is 90deg; a corner is its diagonal on a square box (to top right: 45deg). */
function sideAngle(sides: string[]): number | null {
  if (sides.length === 1) return SIDE_ANGLE[sides[0]!]!
  const [a, b] = sides.map((s) => SIDE_ANGLE[s]!) as [number, number]
  const vertical = [a, b].filter((v) => v === 0 || v === 180)
  const horizontal = [a, b].filter((v) => v === 90 || v === 270)
  if (vertical.length !== 1 || horizontal.length !== 1) return null
  const v = vertical[0]!
  const h = horizontal[0]!
  if (v === 0) return h === 90 ? 45 : 315
  return h === 90 ? 135 : 225
}

/** The stop list: colours with zero, one or two positions; missing positions filled as CSS does. */
function readStops(kind: Kind, args: string[]): { ok: true; stops: Stop[]; clamped: boolean } | { ok: false; error: string } {
  const raw: { color: string; pos: number | null }[] = []
  for (const arg of args) {
    const tokens = words(arg)
    if (tokens.length === 0) return { ok: false, error: 'An empty stop (two commas in a row).' }
    const [first, ...rest] = tokens as [string, ...string[]]
    if (!parseColor(first)) {
      if (tokens.length === 1 && positionOf(first, kind)?.ok) return { ok: false, error: COLOR_HINT }
      return { ok: false, error: `Not a colour: "${first}".` }
    }
    if (rest.length > 2) return { ok: false, error: `A stop has a colour and at most two positions: "${arg}".` }
    if (rest.length === 0) raw.push({ color: first, pos: null })
    for (const token of rest) {
      const p = positionOf(token, kind)
      if (!p) return { ok: false, error: `Not a stop position: "${token}".` }
      if (!p.ok) return { ok: false, error: p.error }
      raw.push({ color: first, pos: p.pos })
    }
  }
  if (raw.length < MIN_STOPS) return { ok: false, error: `${NEED_TWO_STOPS}: this one has ${raw.length}.` }
  if (raw.length > MAX_STOPS) return { ok: false, error: TOO_MANY_STOPS }
  // CSS Images 3, "color stop fixup": the first defaults to 0%, the last to 100%; a position below
  // an earlier one takes that one; runs without positions are spread evenly between their neighbours.
  const pos = raw.map((r) => r.pos)
  if (pos[0] === null) pos[0] = 0
  if (pos[pos.length - 1] === null) pos[pos.length - 1] = 100
  let max = -Infinity
  for (let i = 0; i < pos.length; i++) {
    if (pos[i] !== null) {
      max = Math.max(max, pos[i]!)
      pos[i] = max
    }
  }
  for (let i = 0; i < pos.length; i++) {
    if (pos[i] !== null) continue
    let j = i
    while (pos[j] === null) j++
    const from = pos[i - 1]!
    const to = pos[j]!
    for (let k = i; k < j; k++) pos[k] = from + ((to - from) * (k - i + 1)) / (j - i + 1)
    i = j
  }
  const clamped = pos.some((p) => p! < 0 || p! > 100)
  return { ok: true, stops: raw.map((r, i) => ({ id: `s${i + 1}`, color: r.color, pos: clampPos(pos[i]!) })), clamped }
}

/** Reads a pasted CSS gradient (a value, a declaration, a rule or a Tailwind class) or a colour. */
export function parseGradient(text: string): ParseResult {
  const t = text.trim()
  if (!t) return { ok: false, error: IMPORT_EMPTY }
  if (t.length > MAX_IMPORT) return { ok: false, error: IMPORT_TOO_LONG }
  const value = valueOf(t)
  const calls = gradientCalls(value)
  if (calls.length === 0) {
    const color = parseColor(value)
    return color ? { ok: true, gradient: fromColor(value, color) } : { ok: false, error: NOT_A_GRADIENT }
  }
  const call = calls[0]!
  if (call.vendor) return { ok: false, error: VENDOR_PREFIX }
  if (call.args === '\u0000') return { ok: false, error: 'The gradient is cut short: a parenthesis is not closed.' }
  const args = splitTop(call.args, (ch) => ch === ',')
  let stopArgs = args
  let pre: Partial<ParsedGradient> = {}
  const head = words(args[0] ?? '')[0]
  if (head !== undefined && !parseColor(head)) {
    const p = readPrelude(call.kind, args[0]!)
    if (!p.ok) return p
    pre = p.value
    stopArgs = args.slice(1)
  }
  const stops = readStops(call.kind, stopArgs)
  if (!stops.ok) return stops
  const gradient: ParsedGradient = {
    kind: call.kind,
    repeating: call.repeating,
    angle: normalizeAngle(pre.angle ?? (call.kind === 'linear' ? 180 : 0)),
    space: pre.space ?? 'srgb',
    hue: pre.hue ?? 'shorter',
    stops: stops.stops,
  }
  if (call.kind !== 'linear') {
    gradient.x = clampPos(pre.x ?? 50)
    gradient.y = clampPos(pre.y ?? 50)
  }
  if (call.kind === 'radial') {
    gradient.shape = pre.shape ?? 'ellipse'
    gradient.size = pre.size ?? 'farthest-corner'
  }
  const notes = [
    ...(calls.length > 1 ? [`Imported the first of ${calls.length} gradient layers.`] : []),
    ...(stops.clamped ? ['Positions outside 0-100% were moved to the ends.'] : []),
  ]
  return notes.length ? { ok: true, gradient, note: notes.join(' ') } : { ok: true, gradient }
}

/** A colour becomes a two-stop gradient: that colour (as written) to the same one turned 60° in oklch. */
function fromColor(text: string, color: Color): ParsedGradient {
  const o = toOklch(color)
  const chroma = o.c ?? 0
  const other: Color =
    chroma < 0.02
      ? { mode: 'oklch', l: o.l > 0.5 ? o.l - 0.35 : o.l + 0.35, c: 0, h: 0, alpha: o.alpha }
      : { mode: 'oklch', l: o.l, c: chroma, h: normalizeHue((o.h ?? 0) + 60), alpha: o.alpha }
  return {
    kind: 'linear',
    repeating: false,
    angle: 90,
    space: 'srgb',
    hue: 'shorter',
    stops: [
      { id: 's1', color: text, pos: 0 },
      { id: 's2', color: hexOf(other), pos: 100 },
    ],
  }
}

/** The state with a parsed gradient applied (notation, fallback and SVG size stay as they were). */
export const applyGradient = (s: GradientState, g: ParsedGradient): GradientState => ({ ...s, ...g, stops: sortStops(g.stops) })

/* -------------------------------------------------------------------------------------------- */
/* The import box and the input port                                                             */

/** The import box, in memory: the text pasted or sent, and what became of it. */
export type ImportState = { text: string; error: string; note: string }
export const NO_IMPORT: ImportState = { text: '', error: '', note: '' }

/** Imports a text: on success the gradient changes and the note says what was read; on failure only the message. */
export function importText(s: GradientState, text: string): { state: GradientState; incoming: ImportState } {
  const r = parseGradient(text)
  if (!r.ok) return { state: s, incoming: { text, error: r.error, note: '' } }
  const state = applyGradient(s, r.gradient)
  const what = `Imported a ${r.gradient.repeating ? 'repeating ' : ''}${r.gradient.kind} gradient with ${r.gradient.stops.length} stops.`
  return { state, incoming: { text, error: '', note: r.note ? `${what} ${r.note}` : what } }
}

/* -------------------------------------------------------------------------------------------- */
/* Presets                                                                                       */

export const PRESETS: readonly { name: string; css: string }[] = [
  { name: 'Sunset', css: 'linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%)' },
  { name: 'Ocean', css: 'linear-gradient(135deg, #2193b0 0%, #6dd5ed 100%)' },
  { name: 'Aurora', css: 'linear-gradient(in oklch 90deg, #00c9ff 0%, #92fe9d 100%)' },
  { name: 'Blush', css: 'linear-gradient(120deg, #a18cd1 0%, #fbc2eb 100%)' },
  { name: 'Fire', css: 'linear-gradient(in oklch 0deg, #f12711 0%, #f5af19 100%)' },
  { name: 'Mint', css: 'linear-gradient(180deg, #d4fc79 0%, #96e6a1 100%)' },
  { name: 'Night sky', css: 'radial-gradient(ellipse at 50% 0%, #4b6cb7 0%, #182848 100%)' },
  { name: 'Spotlight', css: 'radial-gradient(circle closest-side at 30% 30%, #ffecd2 0%, #fcb69f 60%, #ee9ca7 100%)' },
  { name: 'Rainbow', css: 'conic-gradient(in hsl longer hue from 0deg at 50% 50%, #ff0000 0%, #ff00ff 100%)' },
  { name: 'Dusk', css: 'conic-gradient(from 180deg at 50% 50%, #0f2027 0%, #2c5364 50%, #0f2027 100%)' },
  { name: 'Stripes', css: 'repeating-linear-gradient(45deg, #3b82f6 0%, #3b82f6 5%, #1e40af 5%, #1e40af 10%)' },
  { name: 'Fade', css: 'linear-gradient(180deg, #0f172a 0%, #0f172a00 100%)' },
]
