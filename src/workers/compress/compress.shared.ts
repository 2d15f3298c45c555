/**
 * What the page and the compress worker share: the job's settings, the stages a job reports, the
 * limits, the codecs' defaults and the messages. Light (no codec, no fflate), so the screen can
 * import it without pulling the engine into its chunk.
 */
import { defaultOptions as AVIF_DEFAULTS } from '@jsquash/avif/meta.js'
import { defaultOptions as JPEG_DEFAULTS } from '@jsquash/jpeg/meta.js'
import { defaultOptions as OXIPNG_DEFAULTS } from '@jsquash/oxipng/meta.js'
import { defaultOptions as WEBP_DEFAULTS } from '@jsquash/webp/meta.js'
import type { ImageKind } from './sniff'

export type OutputKind = ImageKind

export type EncodeSettings =
  | { format: 'jpeg'; quality: number; progressive: boolean }
  | { format: 'png'; level: number }
  | { format: 'webp'; quality: number; lossless: boolean }
  | { format: 'avif'; quality: number; speed: number }

/** Squoosh's defaults, as the jSquash packages define them (AVIF quality on jSquash 2's 0-100 scale). */
export const CODEC_DEFAULTS = {
  jpegQuality: JPEG_DEFAULTS.quality,
  jpegProgressive: JPEG_DEFAULTS.progressive,
  pngLevel: OXIPNG_DEFAULTS.level,
  webpQuality: WEBP_DEFAULTS.quality,
  avifQuality: AVIF_DEFAULTS.quality,
  avifSpeed: AVIF_DEFAULTS.speed,
} as const

/** The largest image accepted: 100 megapixels (400 MB of pixels before any encoder's own memory). */
export const MAX_PIXELS = 100_000_000

export const MIME: Record<OutputKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' }
export const KIND_LABEL: Record<ImageKind, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF' }
export const CODEC_NAME: Record<OutputKind, string> = { jpeg: 'MozJPEG', png: 'OxiPNG', webp: 'libwebp', avif: 'libavif' }

/**
 * The stages a job reports, as progress `{ done: stage index, total: STAGES.length }`: there is no
 * finer progress to give, since the codecs have no progress callback.
 */
export const STAGES = ['decoding', 'resizing', 'encoding'] as const
export type Stage = (typeof STAGES)[number]

export type FailureKind = 'unsupported' | 'damaged' | 'too-large' | 'codec'

export const UNSUPPORTED = 'this format is not supported (JPEG, PNG, WebP, AVIF)'
export const damaged = (kind: ImageKind) => `the file is damaged or is not a valid ${KIND_LABEL[kind]} image`
export const tooLarge = (width: number, height: number) =>
  `${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${Math.round((width * height) / 1e6)} MP) is over the ${MAX_PIXELS / 1e6}-megapixel limit`

/** Width and height whose longest side is `maxSide`, keeping the aspect ratio; null when no smaller size is asked. */
export function fitLongestSide(width: number, height: number, maxSide: number | null): { width: number; height: number } | null {
  if (!maxSide || maxSide < 1 || Math.max(width, height) <= maxSide) return null
  const scale = maxSide / Math.max(width, height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
