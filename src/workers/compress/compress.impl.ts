/**
 * The `compress` engine (issue 16, Image Compressor): one image in, one compressed image out, all
 * inside a worker. Decode (the browser's own decoder for JPEG, jSquash for the rest), optionally
 * resize (Lanczos3, longest side), encode with the chosen jSquash codec (or, for lossy WebP of an
 * opaque image, the browser's own libwebp, which is as good and faster: see webpOnCanvas). Also
 * builds the ZIP of a batch (fflate), so no large copy or CRC runs on the page.
 *
 * Decoding, and why: a JPEG goes through createImageBitmap + OffscreenCanvas, which is the
 * browser's libjpeg-turbo (faster than MozJPEG's decoder in wasm) and, unlike jSquash's decoder,
 * applies the EXIF orientation, so a phone photo is not turned on its side. PNG, WebP and AVIF
 * go through jSquash: a canvas stores premultiplied alpha, which would change the colour of
 * semi-transparent pixels on the way through, and the wasm decoders give the exact pixels. Where
 * the browser cannot decode (no OffscreenCanvas, as in node), MozJPEG decodes JPEG too.
 */
import { zipSync } from 'fflate'
import type { ProgressFn } from '../core/types'
import { createCodecs, type Codecs, type Pixels, type WasmSource } from './codecs'
import { CODEC_NAME, damaged, fitLongestSide, MAX_PIXELS, MIME, STAGES, tooLarge, UNSUPPORTED, type EncodeSettings, type FailureKind, type Stage } from './compress.shared'
import { HEAD_BYTES, readSize, sniffKind, type ImageKind } from './sniff'

export type CompressJob = {
  /** The image file (a File or Blob crosses to the worker as a handle: no copy). */
  file: Blob
  encode: EncodeSettings
  /** Longest side of the result in pixels (never enlarged); null keeps the size. */
  maxSide: number | null
  /** 'wasm' always encodes with jSquash (the bench measures it so); by default the faster equal encoder is taken. */
  encoder?: 'auto' | 'wasm'
}

export type CompressOutput = {
  blob: Blob
  outKind: EncodeSettings['format']
  inKind: ImageKind
  inWidth: number
  inHeight: number
  width: number
  height: number
  resized: boolean
  /** Which decoder read the file, and which encoder wrote the result. */
  decoder: 'browser' | 'wasm'
  encoder: 'browser' | 'wasm'
  ms: { decode: number; resize: number; encode: number }
}

const report = (progress: ProgressFn | undefined, stage: Stage) => progress?.({ done: STAGES.indexOf(stage), total: STAGES.length })

/** Errors whose message the page shows as it is, with the file's name in front. */
export class CompressError extends Error {
  constructor(
    public readonly kind: FailureKind,
    message: string,
  ) {
    super(message)
    this.name = 'CompressError'
  }
}

export function isOpaque(p: Pixels): boolean {
  const d = p.data
  for (let i = 3; i < d.length; i += 4) if (d[i] !== 255) return false
  return true
}

/** JPEG has no alpha: semi-transparent pixels are laid over white (as the Image Converter does). */
export function flattenOnWhite(p: Pixels): Pixels {
  const d = p.data
  if (isOpaque(p)) return p
  const out = new Uint8ClampedArray(d.length)
  for (let i = 0; i < d.length; i += 4) {
    const a = d[i + 3]! / 255
    out[i] = d[i]! * a + 255 * (1 - a)
    out[i + 1] = d[i + 1]! * a + 255 * (1 - a)
    out[i + 2] = d[i + 2]! * a + 255 * (1 - a)
    out[i + 3] = 255
  }
  return { data: out, width: p.width, height: p.height }
}

const canDecodeNatively = () => typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function'

/**
 * Lossy WebP of an opaque image through the browser's canvas: Chromium's encoder is libwebp too,
 * and at the same quality it writes the same size and PSNR as libwebp in wasm in about a third of
 * the time (`npm run bench -- --case compress`: 24 MP, 3.40 vs 3.41 MB, PSNR 33.18 vs 33.19 dB,
 * 9.4 s vs 27.1 s). Everywhere else the wasm codecs win (MozJPEG 33% smaller than the canvas JPEG at
 * the same PSNR, OxiPNG 22% smaller than the canvas PNG) or the canvas cannot do the job (AVIF,
 * lossless WebP, alpha, which a canvas premultiplies). Null when this browser's canvas cannot.
 */
async function webpOnCanvas(p: Pixels, quality: number): Promise<ArrayBuffer | null> {
  if (typeof OffscreenCanvas !== 'function' || typeof ImageData !== 'function') return null
  const canvas = new OffscreenCanvas(p.width, p.height)
  const ctx = canvas.getContext('2d')
  if (!ctx) return null
  ctx.putImageData(new ImageData(new Uint8ClampedArray(p.data.buffer as ArrayBuffer, p.data.byteOffset, p.data.length), p.width, p.height), 0, 0)
  const blob = await canvas.convertToBlob({ type: 'image/webp', quality: quality / 100 })
  return blob.type === 'image/webp' ? blob.arrayBuffer() : null // no WebP encoder: the canvas gives a PNG
}

async function decodeNatively(file: Blob): Promise<Pixels> {
  const bitmap = await createImageBitmap(file)
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const ctx = canvas.getContext('2d', { willReadFrequently: true })
    if (!ctx) throw new Error('no 2d context')
    ctx.drawImage(bitmap, 0, 0)
    const image = ctx.getImageData(0, 0, bitmap.width, bitmap.height)
    return { data: image.data, width: image.width, height: image.height }
  } finally {
    bitmap.close()
  }
}

/** Checks a file's head: its kind, and a size within the limit when the header states one. */
export function inspect(head: Uint8Array): { kind: ImageKind; width: number | null; height: number | null } {
  const kind = sniffKind(head)
  if (!kind) throw new CompressError('unsupported', UNSUPPORTED)
  const size = readSize(head, kind)
  if (size && size.width * size.height > MAX_PIXELS) throw new CompressError('too-large', tooLarge(size.width, size.height))
  return { kind, width: size?.width ?? null, height: size?.height ?? null }
}

const now = () => performance.now()

/** Runs one job with the given codecs (the worker's, or the tests' loaded from node_modules). */
export async function compressWith(codecs: Codecs, job: CompressJob, progress?: ProgressFn): Promise<CompressOutput> {
  report(progress, 'decoding')
  const bytes = await job.file.arrayBuffer()
  const { kind } = inspect(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, HEAD_BYTES)))
  const t0 = now()
  let pixels: Pixels
  let decoder: CompressOutput['decoder'] = 'wasm'
  try {
    if (kind === 'jpeg' && canDecodeNatively()) {
      pixels = await decodeNatively(job.file)
      decoder = 'browser'
    } else pixels = await codecs.decode(kind, bytes)
  } catch {
    throw new CompressError('damaged', damaged(kind))
  }
  if (pixels.width * pixels.height > MAX_PIXELS) throw new CompressError('too-large', tooLarge(pixels.width, pixels.height))
  const t1 = now()
  const inWidth = pixels.width
  const inHeight = pixels.height
  const target = fitLongestSide(inWidth, inHeight, job.maxSide)
  if (target) {
    report(progress, 'resizing')
    pixels = await codecs.resize(pixels, target.width, target.height)
  }
  const t2 = now()
  report(progress, 'encoding')
  const e = job.encode
  let out: ArrayBuffer
  let encoder: CompressOutput['encoder'] = 'wasm'
  try {
    const native = e.format === 'webp' && !e.lossless && job.encoder !== 'wasm' && isOpaque(pixels) ? await webpOnCanvas(pixels, e.quality).catch(() => null) : null
    if (native) encoder = 'browser'
    out = native
      ? native
      : e.format === 'jpeg'
        ? await codecs.jpeg(flattenOnWhite(pixels), e)
        : e.format === 'webp'
          ? await codecs.webp(pixels, e)
          : e.format === 'avif'
            ? await codecs.avif(pixels, e)
            : // A PNG kept at its size is re-optimised as it is (bit depth and palette kept); otherwise from pixels.
              await codecs.png(kind === 'png' && !target ? bytes : pixels, e)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    const memory = /memory|allocation|RangeError|Aborted\(OOM\)/i.test(detail) || error instanceof RangeError
    throw new CompressError('codec', memory ? `${CODEC_NAME[e.format]} ran out of memory for a ${pixels.width} × ${pixels.height} image` : `${CODEC_NAME[e.format]} failed (${detail || 'no reason given'})`)
  }
  const t3 = now()
  return {
    blob: new Blob([out], { type: MIME[e.format] }),
    outKind: e.format,
    inKind: kind,
    inWidth,
    inHeight,
    width: pixels.width,
    height: pixels.height,
    resized: Boolean(target),
    decoder,
    encoder,
    ms: { decode: t1 - t0, resize: t2 - t1, encode: t3 - t2 },
  }
}

export type ZipJob = { entries: { name: string; blob: Blob }[] }

/** A ZIP of the given files, stored (images are compressed already: deflate would only cost time). */
export async function zipFiles(job: ZipJob): Promise<Blob> {
  const files: Record<string, [Uint8Array, { level: 0 }]> = {}
  for (const { name, blob } of job.entries) files[name] = [new Uint8Array(await blob.arrayBuffer()), { level: 0 }]
  return new Blob([zipSync(files) as BlobPart], { type: 'application/zip' })
}

/**
 * What a job answers. An expected failure (not an image, damaged, too large, a codec giving up) is
 * an answer, not a thrown error: its kind would not survive the trip through Comlink.
 */
export type CompressOutcome = ({ ok: true } & CompressOutput) | { ok: false; kind: FailureKind; message: string }

/** The engine's API, over codecs compiled from `source`. */
export function createCompressApi(source: WasmSource) {
  const codecs = createCodecs(source)
  return {
    async compress(job: CompressJob, progress?: ProgressFn): Promise<CompressOutcome> {
      try {
        return { ok: true, ...(await compressWith(codecs, job, progress)) }
      } catch (error) {
        if (error instanceof CompressError) return { ok: false, kind: error.kind, message: error.message }
        throw error
      }
    },
    zip: (job: ZipJob) => zipFiles(job),
  }
}

export type CompressApi = ReturnType<typeof createCompressApi>
