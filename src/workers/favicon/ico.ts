/**
 * The ICO container (Microsoft's icon format, as browsers read favicon.ico): a 6-byte ICONDIR
 * (reserved 0, type 1 = icon, image count), one 16-byte ICONDIRENTRY per image (width, height,
 * colour count, reserved, planes, bits per pixel, payload length, payload offset; a width or height
 * byte of 0 means 256), then the payloads. Every payload here is a whole PNG file (allowed since
 * Windows Vista and read by every browser), so no bitmap conversion is needed.
 */

export const ICONDIR_SIZE = 6
export const ICONDIRENTRY_SIZE = 16
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export type IcoImage = { png: Uint8Array }
export type IcoEntry = { width: number; height: number; planes: number; bitCount: number; bytes: number; offset: number }

export class IcoError extends Error {}

/** The width and height in a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  if (png.length < 24 || !PNG_SIGNATURE.every((b, i) => png[i] === b)) return null
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  // The first chunk must be IHDR: length (4), "IHDR" (4), then width and height (big-endian).
  if (String.fromCharCode(png[12]!, png[13]!, png[14]!, png[15]!) !== 'IHDR') return null
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** Wraps PNG images (1 to 256 px square or not) into one .ico file, in the order given. */
export function encodeIco(images: readonly IcoImage[]): Uint8Array {
  if (images.length === 0 || images.length > 0xffff) throw new IcoError('An icon holds 1 to 65535 images')
  const sizes = images.map(({ png }) => {
    const size = pngSize(png)
    if (!size) throw new IcoError('Every image in an icon must be a PNG')
    if (size.width < 1 || size.width > 256 || size.height < 1 || size.height > 256) throw new IcoError('Icon images are 1 to 256 px wide and high')
    return size
  })
  const headerBytes = ICONDIR_SIZE + ICONDIRENTRY_SIZE * images.length
  const total = headerBytes + images.reduce((n, { png }) => n + png.length, 0)
  const out = new Uint8Array(total)
  const view = new DataView(out.buffer)
  view.setUint16(0, 0, true) // reserved
  view.setUint16(2, 1, true) // 1 = icon (2 would be a cursor)
  view.setUint16(4, images.length, true)
  let offset = headerBytes
  images.forEach(({ png }, i) => {
    const at = ICONDIR_SIZE + ICONDIRENTRY_SIZE * i
    const { width, height } = sizes[i]!
    out[at] = width === 256 ? 0 : width
    out[at + 1] = height === 256 ? 0 : height
    out[at + 2] = 0 // colour count: 0 for true colour
    out[at + 3] = 0 // reserved
    view.setUint16(at + 4, 1, true) // colour planes
    view.setUint16(at + 6, 32, true) // bits per pixel (RGBA)
    view.setUint32(at + 8, png.length, true)
    view.setUint32(at + 12, offset, true)
    out.set(png, offset)
    offset += png.length
  })
  return out
}

/** Reads an .ico file's directory (what a browser reads first); throws IcoError on a malformed file. */
export function readIcoDirectory(ico: Uint8Array): IcoEntry[] {
  if (ico.length < ICONDIR_SIZE) throw new IcoError('Too short to be an icon')
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength)
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new IcoError('Not an icon file')
  const count = view.getUint16(4, true)
  if (ico.length < ICONDIR_SIZE + ICONDIRENTRY_SIZE * count) throw new IcoError('The icon directory is cut short')
  const entries: IcoEntry[] = []
  for (let i = 0; i < count; i++) {
    const at = ICONDIR_SIZE + ICONDIRENTRY_SIZE * i
    const entry = {
      width: ico[at] || 256,
      height: ico[at + 1] || 256,
      planes: view.getUint16(at + 4, true),
      bitCount: view.getUint16(at + 6, true),
      bytes: view.getUint32(at + 8, true),
      offset: view.getUint32(at + 12, true),
    }
    if (entry.offset + entry.bytes > ico.length) throw new IcoError(`Image ${i + 1} lies beyond the end of the file`)
    entries.push(entry)
  }
  return entries
}
