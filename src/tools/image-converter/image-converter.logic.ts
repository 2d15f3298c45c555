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

export const MESSAGES = {
  invalidType: 'Invalid file type',
  invalidTypeDetail: (format: ImageFormat) => `Please select a ${format} image file.`,
  unsupported: 'Unsupported conversion',
  unsupportedDetail: (inF: ImageFormat, outF: ImageFormat) => `${inF} to ${outF} is not supported`,
  failed: 'Conversion failed',
  noContext: 'Canvas context not available.',
  outputUnsupported: (outF: ImageFormat) => `${outF} output is not supported in this browser`,
  generic: 'An error occurred during conversion.',
  success: (inF: ImageFormat, outF: ImageFormat) => `✅ ${inF} converted to ${outF} successfully!`,
  svgNote: 'SVG output embeds the converted bitmap in an SVG document; it is not traced into vector shapes.',
}

/** SPEC section 9: percent size reduction, rounded; shown only when positive. */
export const reduction = (original: number, converted: number) => (original > 0 ? Math.round(((original - converted) / original) * 100) : 0)

/** SPEC section 9: the download name replaces the extension with the output's. */
export function outputName(name: string, out: ImageFormat): string {
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name}.${EXTENSION[out]}`
}
