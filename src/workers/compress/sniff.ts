/**
 * What an image file is, from its first bytes: the format (by signature, never by name or MIME
 * type) and the pixel size written in its header, so a file that is not an image, or is too large
 * to decode, is turned away before any decoder runs. Pure: used on the page (at once, when files
 * arrive) and in the compress worker (again, before decoding).
 */

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif'

/** Enough for the size of any of the four formats: a JPEG's frame header can follow a 64 KB EXIF block. */
export const HEAD_BYTES = 256 * 1024

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0))
const startsWith = (b: Uint8Array, bytes: number[], at = 0) => b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x)
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const tag = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!)

/** The ISO-BMFF brands of a file (`ftyp` major brand and compatible brands), or null when it has none. */
function brands(b: Uint8Array): string[] | null {
  if (b.length < 16 || !startsWith(b, ascii('ftyp'), 4)) return null
  const size = Math.min(u32be(b, 0), b.length)
  const out = [tag(b, 8)]
  for (let at = 16; at + 4 <= size; at += 4) out.push(tag(b, at))
  return out
}

/** The format of an image from its signature; null for anything else (GIF, HEIC, a PDF, a text file...). */
export function sniffKind(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp'
  const b = brands(head)
  // HEIC files carry `mif1` too; only an AVIF brand makes an AVIF.
  if (b && (b.includes('avif') || b.includes('avis'))) return 'avif'
  return null
}

export type Size = { width: number; height: number }

function jpegSize(b: Uint8Array): Size | null {
  let at = 2
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    // SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) }
    }
    if (marker === 0xd9 || marker === 0xda) return null
    at += 2 + u16be(b, at + 2)
  }
  return null
}

function webpSize(b: Uint8Array): Size | null {
  const chunk = tag(b, 12)
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8 ' && b.length >= 30 && startsWith(b, [0x9d, 0x01, 0x2a], 23)) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  return null
}

/** The largest `ispe` (image spatial extent) property: the primary image of a grid is the largest. */
function avifSize(b: Uint8Array): Size | null {
  let best: Size | null = null
  const needle = ascii('ispe')
  for (let at = 4; at + 16 <= b.length; at++) {
    if (b[at] !== needle[0] || !startsWith(b, needle, at)) continue
    const width = u32be(b, at + 8)
    const height = u32be(b, at + 12)
    if (!best || width * height > best.width * best.height) best = { width, height }
  }
  return best
}

/** The pixel size the header declares, or null when the header is missing or cut short. */
export function readSize(head: Uint8Array, kind: ImageKind): Size | null {
  const size = kind === 'jpeg' ? jpegSize(head) : kind === 'png' ? (head.length >= 24 && tag(head, 12) === 'IHDR' ? { width: u32be(head, 16), height: u32be(head, 20) } : null) : kind === 'webp' ? webpSize(head) : avifSize(head)
  return size && size.width > 0 && size.height > 0 ? size : null
}
