/**
 * The `qr` engine (D28, issue 16): QR codes made with `qrcode` (its module matrix only; the SVG and
 * the pixels are drawn here) and read with `jsqr` from an image's RGBA pixels. The pure parts
 * (matrix, SVG, rasteriser, RGBA decoding, capacity message) run in node for the unit tests; the
 * browser parts (OffscreenCanvas, createImageBitmap) only inside the worker.
 */
import jsQR from 'jsqr'
import { create, type QRCode } from 'qrcode'

export type QrLevel = 'L' | 'M' | 'Q' | 'H'
export const QR_LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H']

/** A colour as 0-255 channels, alpha included. */
export type Rgba8 = readonly [r: number, g: number, b: number, a: number]

/** The most bytes (byte mode, version 40) a QR code holds at each error-correction level (ISO/IEC 18004 table 7). */
export const BYTE_CAPACITY: Record<QrLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 }
/** Nothing longer fits at any level, in any mode (7,089 digits at level L): such text never reaches qrcode. */
export const MAX_ANY_MODE = 7089

export const utf8Length = (text: string) => new TextEncoder().encode(text).length

const count = (n: number) => n.toLocaleString('en-US')

/** "Too long for a QR code at level H: 3,100 bytes; at most 1,273". */
export const tooLongMessage = (level: QrLevel, bytes: number) => `Too long for a QR code at level ${level}: ${count(bytes)} bytes; at most ${count(BYTE_CAPACITY[level])}`

export type Matrix = {
  /** Modules per side (21 for version 1, 177 for version 40). */
  size: number
  /** `size * size` entries, row by row: 1 is a dark module. */
  data: Uint8Array
  version: number
}

export class QrTooLongError extends Error {
  constructor(
    readonly level: QrLevel,
    readonly bytes: number,
  ) {
    super(tooLongMessage(level, bytes))
    this.name = 'QrTooLongError'
  }
}

/** The module matrix of `text` at `level` (qrcode picks the smallest version and the best mask). */
export function makeMatrix(text: string, level: QrLevel): Matrix {
  if (text.length > MAX_ANY_MODE * 4 || utf8Length(text) > MAX_ANY_MODE) throw new QrTooLongError(level, utf8Length(text))
  let qr: QRCode
  try {
    qr = create(text, { errorCorrectionLevel: level })
  } catch (e) {
    if (e instanceof Error && /too big|cannot contain/i.test(e.message)) throw new QrTooLongError(level, utf8Length(text))
    throw e
  }
  const { size, data } = qr.modules
  return { size, data: Uint8Array.from(data, (v) => (v ? 1 : 0)), version: qr.version }
}

export type Look = {
  /** The image's width and height in pixels. */
  size: number
  /** The quiet zone around the code, in modules. */
  margin: number
  fg: Rgba8
  bg: Rgba8
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0')
const svgColour = ([r, g, b, a]: Rgba8, attr: 'fill') => `${attr}="#${hex2(r)}${hex2(g)}${hex2(b)}"${a < 255 ? ` ${attr}-opacity="${Math.round((a / 255) * 1000) / 1000}"` : ''}`

/**
 * The code as an SVG document of our own making: a background square (none when it is fully
 * transparent) and one path of dark modules, a run of modules in a row being one rectangle.
 */
export function matrixToSvg(m: Matrix, look: Look): string {
  const total = m.size + 2 * look.margin
  let d = ''
  for (let y = 0; y < m.size; y++) {
    let x = 0
    while (x < m.size) {
      if (!m.data[y * m.size + x]) {
        x++
        continue
      }
      let end = x
      while (end < m.size && m.data[y * m.size + end]) end++
      d += `M${x + look.margin} ${y + look.margin}h${end - x}v1h-${end - x}z`
      x = end
    }
  }
  const background = look.bg[3] > 0 ? `<rect width="${total}" height="${total}" ${svgColour(look.bg, 'fill')}/>` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${look.size}" height="${look.size}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `${background}<path ${svgColour(look.fg, 'fill')} d="${d}"/></svg>\n`
  )
}

/**
 * The code as RGBA pixels, exactly `look.size` pixels a side: pixel (x, y) takes the colour of the
 * module it falls in, so modules are whole pixels wide (some one pixel wider than others when the
 * size is not a multiple of the module count) and edges stay sharp.
 */
export function rasterise(m: Matrix, look: Look): Uint8ClampedArray<ArrayBuffer> {
  const { size, margin } = look
  const total = m.size + 2 * margin
  const out = new Uint8ClampedArray(new ArrayBuffer(size * size * 4))
  const moduleAt = new Int32Array(size)
  for (let p = 0; p < size; p++) moduleAt[p] = Math.floor(((p + 0.5) * total) / size) - margin
  for (let py = 0; py < size; py++) {
    const my = moduleAt[py]!
    const inRow = my >= 0 && my < m.size
    for (let px = 0; px < size; px++) {
      const mx = moduleAt[px]!
      const dark = inRow && mx >= 0 && mx < m.size && m.data[my * m.size + mx] === 1
      const c = dark ? look.fg : look.bg
      const i = (py * size + px) * 4
      out[i] = c[0]
      out[i + 1] = c[1]
      out[i + 2] = c[2]
      out[i + 3] = c[3]
    }
  }
  return out
}

export type Decoded = { text: string; version: number }

/** Reads a QR code from RGBA pixels (dark on light, or inverted), or null when there is none. */
export function decodeRgba(data: Uint8ClampedArray, width: number, height: number): Decoded | null {
  const found = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })
  if (!found) return null
  // jsQR leaves the text empty when the bytes are not UTF-8: they are then read as Latin-1 (ISO/IEC 18004's default).
  const text = found.data === '' && found.binaryData.length > 0 ? new TextDecoder('iso-8859-1').decode(Uint8Array.from(found.binaryData)) : found.data
  return { text, version: found.version }
}

/* -------------------------------------------------------------------------------------------- */
/* The worker's API.                                                                              */

export type GenerateJob = Look & { text: string; level: QrLevel }

export type Generated =
  | { ok: true; svg: string; version: number; modules: number; bytes: number }
  | { ok: false; message: string }

/** The preview (and the SVG download): a too-long text is an answer, not a crash. */
function generate(job: GenerateJob): Generated {
  try {
    const m = makeMatrix(job.text, job.level)
    return { ok: true, svg: matrixToSvg(m, job), version: m.version, modules: m.size, bytes: utf8Length(job.text) }
  } catch (e) {
    if (e instanceof QrTooLongError) return { ok: false, message: e.message }
    throw e
  }
}

/** The PNG download: exactly `size` x `size` pixels. */
async function png(job: GenerateJob): Promise<Blob> {
  const m = makeMatrix(job.text, job.level)
  const canvas = new OffscreenCanvas(job.size, job.size)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('This browser cannot draw images off the page.')
  ctx.putImageData(new ImageData(rasterise(m, job), job.size, job.size), 0, 0)
  return canvas.convertToBlob({ type: 'image/png' })
}

export type ReadOutcome = { ok: true; text: string; version: number; width: number; height: number } | { ok: false; reason: 'none' | 'unreadable' }

/** The widths an image is searched at: its own size up to 1600 px, then smaller (noisy photos), larger for tiny images. */
export function searchSizes(width: number, height: number): { width: number; height: number }[] {
  const longest = Math.max(width, height)
  const targets = longest < 400 ? [longest, 800] : longest > 1600 ? [1600, 800] : longest > 1000 ? [longest, 800] : [longest]
  return targets.map((t) => ({ width: Math.max(1, Math.round((width * t) / longest)), height: Math.max(1, Math.round((height * t) / longest)) }))
}

/** Finds a QR code in an image file (PNG, JPEG, WebP, GIF: whatever createImageBitmap reads). */
async function read(file: Blob): Promise<ReadOutcome> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  try {
    const { width, height } = bitmap
    for (const s of searchSizes(width, height)) {
      const canvas = new OffscreenCanvas(s.width, s.height)
      const ctx = canvas.getContext('2d', { willReadFrequently: true })
      if (!ctx) return { ok: false, reason: 'unreadable' }
      // Enlarging keeps modules sharp; shrinking averages them.
      ctx.imageSmoothingEnabled = s.width < width
      ctx.drawImage(bitmap, 0, 0, s.width, s.height)
      const found = decodeRgba(ctx.getImageData(0, 0, s.width, s.height).data, s.width, s.height)
      if (found) return { ok: true, ...found, width, height }
    }
    return { ok: false, reason: 'none' }
  } finally {
    bitmap.close()
  }
}

export const qrApi = { generate, png, read }
export type QrApi = typeof qrApi
