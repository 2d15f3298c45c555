/**
 * The `image` engine (D16): decodes with createImageBitmap (UTIF for TIFF), draws on an
 * OffscreenCanvas and encodes with the canvas where it can (PNG, JPEG, AVIF, WEBP), with libwebp in
 * wasm for WEBP where the canvas cannot write it (Safari), and with small libraries where the canvas
 * cannot (GIF, BMP, TIFF). SVG input arrives
 * already rasterised (decoding SVG needs the DOM); SVG output embeds the bitmap.
 */
import { bytesToBase64 } from '../../lib/bytes'
import { decodeTiff, encodeBmp, encodeGif, encodeTiff, wrapInSvg } from './codecs'
import { encodeWebp, WEBP_METHOD, webpEncoders, type WebpWasm } from './webp-wasm'

export type ImageFormat = 'PNG' | 'JPEG' | 'SVG' | 'WEBP' | 'GIF' | 'BMP' | 'TIFF' | 'AVIF'

export const MIME: Record<ImageFormat, string> = {
  PNG: 'image/png',
  JPEG: 'image/jpeg',
  SVG: 'image/svg+xml',
  WEBP: 'image/webp',
  GIF: 'image/gif',
  BMP: 'image/bmp',
  TIFF: 'image/tiff',
  AVIF: 'image/avif',
}

export type ConvertJob = {
  /** The file's bytes (any format but SVG), or a bitmap already decoded on the page (SVG). */
  bytes?: ArrayBuffer
  bitmap?: ImageBitmap
  inFormat: ImageFormat
  outFormat: ImageFormat
  /** 0-1, used by JPEG and WEBP only. */
  quality: number
  /**
   * WebP only: 'auto' (the default) encodes with libwebp in wasm at `WEBP_METHOD` and falls back to
   * the canvas if the codec cannot load or fails (webpEncoders); the bench asks for one encoder and
   * method to compare them.
   */
  webpEncoder?: 'auto' | 'wasm' | 'canvas'
  webpMethod?: number
}

export type ConvertResult = {
  blob: Blob
  width: number
  height: number
  /** A PNG the browser can show when the result itself cannot be shown in <img> (TIFF). */
  preview: Blob | null
  /** Who wrote a WebP: libwebp in wasm (with its method) or the browser's canvas. */
  encoder?: string
}

export class ConversionError extends Error {
  constructor(
    public readonly kind: 'no-context' | 'unsupported-output' | 'failed',
    message: string,
  ) {
    super(message)
  }
}

/** Formats whose alpha channel is dropped: flattened onto white. */
const OPAQUE: ImageFormat[] = ['JPEG', 'BMP']

async function decode(job: ConvertJob): Promise<{ canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D }> {
  let source: ImageBitmap | ImageData
  if (job.bitmap) source = job.bitmap
  else if (!job.bytes) throw new ConversionError('failed', 'no image data')
  else if (job.inFormat === 'TIFF') {
    const { rgba, width, height } = decodeTiff(job.bytes)
    const data = new Uint8ClampedArray(rgba.length)
    data.set(rgba)
    source = new ImageData(data, width, height)
  } else source = await createImageBitmap(new Blob([job.bytes], { type: MIME[job.inFormat] }))
  const canvas = new OffscreenCanvas(source.width, source.height)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new ConversionError('no-context', 'Canvas context not available.')
  if (OPAQUE.includes(job.outFormat)) {
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, canvas.width, canvas.height)
  }
  if (source instanceof ImageData) {
    if (OPAQUE.includes(job.outFormat)) {
      const tmp = new OffscreenCanvas(source.width, source.height)
      tmp.getContext('2d')!.putImageData(source, 0, 0)
      ctx.drawImage(tmp, 0, 0)
    } else ctx.putImageData(source, 0, 0)
  } else {
    ctx.drawImage(source, 0, 0)
    source.close()
  }
  return { canvas, ctx }
}

async function canvasBlob(canvas: OffscreenCanvas, format: ImageFormat, quality?: number): Promise<Blob> {
  const type = MIME[format]
  const blob = await canvas.convertToBlob(quality === undefined ? { type } : { type, quality })
  // A browser that cannot write a type quietly returns PNG instead.
  if (blob.type !== type) throw new ConversionError('unsupported-output', `${format} output is not supported in this browser`)
  return blob
}

/**
 * WebP through libwebp in wasm: the canvas's pixels read back (straight alpha, as the canvas's own
 * encoder reads them) and encoded at the job's quality with a method of our choosing.
 */
async function webpWasm(webp: WebpWasm, ctx: OffscreenCanvasRenderingContext2D, width: number, height: number, quality: number, method: number): Promise<{ blob: Blob; method: number }> {
  const { data } = ctx.getImageData(0, 0, width, height)
  const out = await encodeWebp(webp, { data, width, height }, { quality: Math.round(quality * 100), method })
  return { blob: new Blob([out.buffer], { type: MIME.WEBP }), method: out.method }
}

export async function convertImage(job: ConvertJob, webp: WebpWasm | null = null): Promise<ConvertResult> {
  const { canvas, ctx } = await decode(job)
  const { width, height } = canvas
  const pixels = () => ctx.getImageData(0, 0, width, height).data
  let blob: Blob
  let preview: Blob | null = null
  let encoder: string | undefined
  switch (job.outFormat) {
    case 'PNG':
    case 'AVIF':
      blob = await canvasBlob(canvas, job.outFormat)
      break
    case 'WEBP': {
      // Measured (bench `image` case, a 24 MP photo at quality 90, in the worker, 2026-11-24):
      // libwebp in wasm at method 2 took 2.04 s, the canvas's own libwebp 9.57 s, wasm at method 4
      // 11.5 s, the three files within 0.3% of each other in size. So 'auto' takes the wasm codec
      // and falls back to the canvas where the codec cannot load or fails.
      const method = job.webpMethod ?? WEBP_METHOD
      const plan = webpEncoders(job.webpEncoder ?? 'auto', !!webp)
      if (plan.length === 0) throw new ConversionError('failed', 'the wasm WebP encoder is not available here')
      if (plan[0] === 'wasm' && webp) {
        try {
          const written = await webpWasm(webp, ctx, width, height, job.quality, method)
          blob = written.blob
          encoder = `libwebp wasm (${webp.build ?? '?'}), method ${written.method}${written.method === method ? '' : ` (method ${method} wrote nothing)`}`
          break
        } catch (e) {
          if (!plan.includes('canvas')) throw e
        }
      }
      blob = await canvasBlob(canvas, 'WEBP', job.quality)
      encoder = 'canvas'
      break
    }
    case 'JPEG':
      blob = await canvasBlob(canvas, job.outFormat, job.quality)
      break
    case 'GIF':
      blob = new Blob([encodeGif(pixels(), width, height) as BlobPart], { type: MIME.GIF })
      break
    case 'BMP':
      blob = new Blob([encodeBmp(pixels(), width, height) as BlobPart], { type: MIME.BMP })
      break
    case 'TIFF':
      blob = new Blob([encodeTiff(pixels(), width, height) as BlobPart], { type: MIME.TIFF })
      preview = await canvasBlob(canvas, 'PNG')
      break
    case 'SVG': {
      const png = new Uint8Array(await (await canvasBlob(canvas, 'PNG')).arrayBuffer())
      blob = new Blob([wrapInSvg(bytesToBase64(png), width, height)], { type: MIME.SVG })
      break
    }
  }
  return { blob, width, height, preview, ...(encoder ? { encoder } : {}) }
}

/** A PNG preview of an input the browser cannot show in <img> (TIFF). */
export async function previewImage(job: { bytes: ArrayBuffer; inFormat: ImageFormat }): Promise<Blob> {
  const r = await convertImage({ bytes: job.bytes, inFormat: job.inFormat, outFormat: 'PNG', quality: 1 })
  return r.blob
}

/**
 * Whether this browser can write `format` (checked once per format by the caller): the canvas
 * encoders quietly answer PNG for a type they cannot write (Chromium has no AVIF encoder), and the
 * formats with their own encoder here (GIF, BMP, TIFF, SVG) always can.
 */
export async function canEncode(format: ImageFormat): Promise<boolean> {
  if (format !== 'PNG' && format !== 'JPEG' && format !== 'WEBP' && format !== 'AVIF') return true
  if (typeof OffscreenCanvas === 'undefined') return false
  const canvas = new OffscreenCanvas(1, 1)
  canvas.getContext('2d')
  try {
    return (await canvas.convertToBlob({ type: MIME[format] })).type === MIME[format]
  } catch {
    return false
  }
}

/** The engine's API; `webp` is libwebp in wasm for WebP output (null: the canvas writes WebP). */
export function createImageApi(webp: WebpWasm | null) {
  return { convert: (job: ConvertJob) => convertImage(job, webp), preview: previewImage, canEncode }
}
export type ImageApi = ReturnType<typeof createImageApi>
