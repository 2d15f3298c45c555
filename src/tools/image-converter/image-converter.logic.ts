import { isText } from '../../lib/binary'
import type { ImageFormat } from '../../workers/image/image.impl'

/** SPEC "Image Converter", sections 5, 8, 9, and DECISIONS D16. */
export const FORMATS: ImageFormat[] = ['PNG', 'JPEG', 'SVG', 'WEBP', 'GIF', 'BMP', 'TIFF', 'AVIF']
export const DEFAULT_IN: ImageFormat = 'PNG'
export const DEFAULT_OUT: ImageFormat = 'WEBP'

/** SPEC section 5: what counts as a file of each format, by MIME type or by extension. */
export const ACCEPT: Record<ImageFormat, { mimes: string[]; exts: string[] }> = {
  PNG: { mimes: ['image/png'], exts: ['png'] },
  JPEG: { mimes: ['image/jpeg', 'image/jpg'], exts: ['jpeg', 'jpg'] },
  SVG: { mimes: ['image/svg+xml'], exts: ['svg'] },
  TIFF: { mimes: ['image/tiff', 'image/x-tiff'], exts: ['tif', 'tiff'] },
  WEBP: { mimes: ['image/webp'], exts: ['webp'] },
  GIF: { mimes: ['image/gif'], exts: ['gif'] },
  BMP: { mimes: ['image/bmp', 'image/x-bmp', 'image/x-ms-bmp'], exts: ['bmp'] },
  AVIF: { mimes: ['image/avif'], exts: ['avif'] },
}
export const EXTENSION: Record<ImageFormat, string> = { PNG: 'png', JPEG: 'jpg', SVG: 'svg', WEBP: 'webp', GIF: 'gif', BMP: 'bmp', TIFF: 'tiff', AVIF: 'avif' }

export const QUALITY = { min: 10, max: 100, step: 5, default: 90 }
/** SPEC: quality applies only to JPEG and WEBP. */
export const usesQuality = (out: ImageFormat) => out === 'JPEG' || out === 'WEBP'
export const qualityLabel = (q: number) => (q >= 90 ? 'Highest' : q >= 70 ? 'High' : q >= 50 ? 'Medium' : 'Low')

export function matchesFormat(file: { name: string; type: string }, format: ImageFormat): boolean {
  const { mimes, exts } = ACCEPT[format]
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  return mimes.includes(file.type.toLowerCase()) || exts.includes(ext)
}

/** Bytes of the file's start that `detectFormat` needs (an SVG may open with a comment or two). */
export const SNIFF_BYTES = 4096

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b)
const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0))
const u32le = (head: Uint8Array, at: number) => (head[at]! | (head[at + 1]! << 8) | (head[at + 2]! << 16) | (head[at + 3]! << 24)) >>> 0

/** The format a file's first bytes (its signature) say it is, or null when none is recognised. */
export function sniffFormat(head: Uint8Array): ImageFormat | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'PNG'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'JPEG'
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'GIF'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'WEBP'
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'TIFF'
  if (startsWith(head, ascii('ftyp'), 4) && (startsWith(head, ascii('avif'), 8) || startsWith(head, ascii('avis'), 8))) return 'AVIF'
  // "BM" alone is too weak: also ask for one of the known DIB header sizes.
  if (startsWith(head, ascii('BM')) && head.length >= 18 && [12, 40, 52, 56, 64, 108, 124].includes(u32le(head, 14))) return 'BMP'
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '')
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>/]/i.test(text)) return 'SVG'
  return null
}

/**
 * D33: the format of a chosen or dropped file, whatever the input-format select says: its bytes
 * first (a JPEG named .png is a JPEG), then its MIME type, then its extension (SPEC section 5's
 * lists); null when it matches no supported format, or when its content is text that is not SVG
 * (notes.txt renamed photo.png is not an image, whatever its name says).
 */
export function detectFormat(file: { name: string; type: string }, head: Uint8Array): ImageFormat | null {
  const sniffed = sniffFormat(head)
  if (sniffed) return sniffed
  if (isText(head)) return null
  const type = file.type.toLowerCase()
  const byType = FORMATS.find((f) => ACCEPT[f].mimes.includes(type))
  if (byType) return byType
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  return FORMATS.find((f) => ACCEPT[f].exts.includes(ext)) ?? null
}

/** What the file picker offers: every supported format (SPEC: it accepts any image file). */
export const ACCEPT_ALL = FORMATS.flatMap((f) => [...ACCEPT[f].mimes, ...ACCEPT[f].exts.map((x) => `.${x}`)]).join(',')

export const MESSAGES = {
  invalidType: 'Invalid file type',
  invalidTypeDetail: (format: ImageFormat) => `Please select a ${format} image file.`,
  /** A refused file, by name: what it is not, then SPEC's request naming every format taken. */
  notAnImage: (names: readonly string[]) =>
    `${names.length === 1 ? `${names[0]} is not an image` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are not images`}. Please select a ${FORMATS.slice(0, -1).join(', ')} or ${FORMATS.at(-1)} image file.`,
  unsupported: 'Unsupported conversion',
  unsupportedDetail: (inF: ImageFormat, outF: ImageFormat) => `${inF} to ${outF} is not supported`,
  failed: 'Conversion failed',
  noContext: 'Canvas context not available.',
  outputUnsupported: (outF: ImageFormat) => `${outF} output is not supported in this browser`,
  generic: 'An error occurred during conversion.',
  success: (inF: ImageFormat | string, outF: ImageFormat) => `✅ ${inF} converted to ${outF} successfully!`,
  /** Why an output format is offered but cannot be chosen (D16: AVIF where the canvas cannot write it). */
  cannotEncode: (outF: ImageFormat) => `${outF} (this browser cannot encode it)`,
  checkingEncoder: (outF: ImageFormat) => `${outF} (checking…)`,
  svgNote: 'SVG output embeds the converted bitmap in an SVG document; it is not traced into vector shapes.',
  /** Beside an SVG result, so the file is not taken for a vector drawing. */
  svgEmbedded: 'bitmap embedded, not vectorised',
}

/** SPEC section 9: percent size reduction, rounded; shown only when positive. */
export const reduction = (original: number, converted: number) => (original > 0 ? Math.round(((original - converted) / original) * 100) : 0)

/** SPEC section 9: the download name replaces the extension with the output's. */
export function outputName(name: string, out: ImageFormat): string {
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name}.${EXTENSION[out]}`
}
