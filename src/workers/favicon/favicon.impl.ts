/**
 * The `favicon` engine (D28, issue 16 item 3): draws every icon on an OffscreenCanvas and encodes
 * it as PNG, then wraps the 16, 32 and 48 px PNGs into favicon.ico. Raster sources are decoded
 * here (createImageBitmap) and downscaled in halving steps with high-quality smoothing; text is
 * drawn here with fillText; SVG sources arrive as layers the page rasterised (decoding SVG needs
 * the DOM: an <img>, where scripts never run), one per output, already placed.
 */
import { encodeIco } from './ico'
import { fitText, frameOf, ICO_KEYS, imagePlacement, OUTPUTS, textTarget, type Fit, type Ink, type Look, type Output, type OutputKey, type Rect } from './geometry'

export type TextSource = { kind: 'text'; text: string; font: string; weight: number; color: string }
/** A raster file's bytes; `id` names the file so a worker that already decoded it skips decoding. */
export type RasterSource = { kind: 'raster'; id: number; bytes: ArrayBuffer; type: string }
/** An SVG rasterised on the page: per output, a transparent layer of its size with the image placed. */
export type LayerSource = { kind: 'layers'; layers: Partial<Record<OutputKey, ImageBitmap>>; width: number; height: number }
export type Source = TextSource | RasterSource | LayerSource

export type RenderJob = {
  source: Source
  look: Look
  fit: Fit
  /** The background colour as canvas reads it (any CSS colour), and an opaque one for the Apple and maskable icons. */
  background: string
  opaqueBackground: string
}

export type RenderResult = {
  /** Every output as PNG, by key. */
  images: Record<OutputKey, Blob>
  /** favicon.ico holding the 16, 32 and 48 px PNGs. */
  ico: Blob
  /** The source's size in px (the text's icon size for text: 512). */
  width: number
  height: number
}

/** The error an undecodable source ends in; the page shows its own words for it. */
export const DECODE_FAILED = 'decode-failed'
export const NO_CONTEXT = 'no-context'

type Ctx = OffscreenCanvasRenderingContext2D

function canvas(width: number, height: number): { canvas: OffscreenCanvas; ctx: Ctx } {
  const c = new OffscreenCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)))
  const ctx = c.getContext('2d')
  if (!ctx) throw new Error(NO_CONTEXT)
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'high'
  return { canvas: c, ctx }
}

/* ---------------------------------------------------------------------------------------------- */
/* Raster sources: decoded once per file, then a chain of halvings for high-quality downscaling.  */

type Decoded = { id: number; levels: (ImageBitmap | OffscreenCanvas)[] }
let decoded: Decoded | null = null

async function decode(source: RasterSource): Promise<Decoded> {
  if (decoded?.id === source.id) return decoded
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(new Blob([source.bytes], { type: source.type }))
  } catch {
    throw new Error(DECODE_FAILED)
  }
  if (!bitmap.width || !bitmap.height) throw new Error(DECODE_FAILED)
  if (decoded) for (const l of decoded.levels) if (l instanceof ImageBitmap) l.close()
  decoded = { id: source.id, levels: [bitmap] }
  return decoded
}

/** The smallest halving of the source still at least half the target width (made on first need). */
function levelFor(d: Decoded, targetWidth: number): ImageBitmap | OffscreenCanvas {
  let level = d.levels[0]!
  for (let i = 1; level.width > targetWidth * 2; i++) {
    let next = d.levels[i]
    if (!next) {
      const half = canvas(Math.ceil(level.width / 2), Math.ceil(level.height / 2))
      half.ctx.drawImage(level, 0, 0, half.canvas.width, half.canvas.height)
      next = half.canvas
      d.levels.push(next)
    }
    level = next
  }
  return level
}

/* ---------------------------------------------------------------------------------------------- */
/* Drawing one icon.                                                                              */

function clipTo(ctx: Ctx, size: number, frame: ReturnType<typeof frameOf>) {
  ctx.beginPath()
  if (frame.shape === 'circle') ctx.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2)
  else if (frame.shape === 'rounded' && frame.radius > 0) ctx.roundRect(0, 0, size, size, frame.radius)
  else ctx.rect(0, 0, size, size)
  ctx.clip()
}

function clipRect(ctx: Ctx, r: Rect) {
  ctx.beginPath()
  ctx.rect(r.x, r.y, r.w, r.h)
  ctx.clip()
}

function inkOf(ctx: Ctx, text: string): Ink {
  const m = ctx.measureText(text)
  return { left: m.actualBoundingBoxLeft, right: m.actualBoundingBoxRight, ascent: m.actualBoundingBoxAscent, descent: m.actualBoundingBoxDescent }
}

const REFERENCE_FONT_SIZE = 200

function drawText(ctx: Ctx, output: Output, look: Look, source: TextSource) {
  const font = (px: number) => `${source.weight} ${px}px ${source.font}`
  ctx.textAlign = 'left'
  ctx.textBaseline = 'alphabetic'
  ctx.fillStyle = source.color
  const target = textTarget(output, look)
  ctx.font = font(REFERENCE_FONT_SIZE)
  let fit = fitText(inkOf(ctx, source.text), REFERENCE_FONT_SIZE, target)
  if (!fit) return
  // Fonts are hinted: measure again at the size found, so small icons centre on their own ink.
  ctx.font = font(fit.fontSize)
  fit = fitText(inkOf(ctx, source.text), fit.fontSize, target) ?? fit
  ctx.font = font(fit.fontSize)
  ctx.fillText(source.text, fit.x, fit.y)
}

async function drawIcon(output: Output, job: RenderJob, raster: Decoded | null): Promise<Blob> {
  const { size } = output
  const { canvas: c, ctx } = canvas(size, size)
  const frame = frameOf(output, job.look)
  ctx.save()
  clipTo(ctx, size, frame)
  if (frame.fill) {
    ctx.fillStyle = output.purpose === 'any' ? job.background : job.opaqueBackground
    ctx.fillRect(0, 0, size, size)
  }
  const { source } = job
  if (source.kind === 'text') drawText(ctx, output, job.look, source)
  else if (source.kind === 'layers') {
    const layer = source.layers[output.key]
    if (layer) ctx.drawImage(layer, 0, 0, size, size)
  } else if (raster) {
    const first = raster.levels[0]!
    const { box, rect } = imagePlacement(output, job.look, job.fit, first.width, first.height)
    clipRect(ctx, box)
    ctx.drawImage(levelFor(raster, rect.w), rect.x, rect.y, rect.w, rect.h)
  }
  ctx.restore()
  return c.convertToBlob({ type: 'image/png' })
}

/** Renders every output and favicon.ico. */
export async function render(job: RenderJob): Promise<RenderResult> {
  const raster = job.source.kind === 'raster' ? await decode(job.source) : null
  const images = {} as Record<OutputKey, Blob>
  try {
    for (const output of OUTPUTS) images[output.key] = await drawIcon(output, job, raster)
  } finally {
    if (job.source.kind === 'layers') for (const l of Object.values(job.source.layers)) l?.close()
  }
  const pngs = await Promise.all(ICO_KEYS.map(async (k) => ({ png: new Uint8Array(await images[k].arrayBuffer()) })))
  const ico = new Blob([encodeIco(pngs) as BlobPart], { type: 'image/x-icon' })
  const first = raster?.levels[0]
  const width = job.source.kind === 'layers' ? job.source.width : (first?.width ?? 512)
  const height = job.source.kind === 'layers' ? job.source.height : (first?.height ?? 512)
  return { images, ico, width, height }
}

export const faviconApi = { render }
export type FaviconApi = typeof faviconApi
