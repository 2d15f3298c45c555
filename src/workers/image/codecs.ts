/** Pure encoders for the formats a canvas cannot write (no DOM; tested in node). */
import { applyPalette, GIFEncoder, quantize } from 'gifenc'
import UTIF from 'utif'

/** 24-bit BMP (BITMAPINFOHEADER, bottom-up rows padded to 4 bytes); alpha is flattened onto white. */
export function encodeBmp(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const rowSize = Math.ceil((width * 3) / 4) * 4
  const pixelBytes = rowSize * height
  const out = new Uint8Array(54 + pixelBytes)
  const view = new DataView(out.buffer)
  out[0] = 0x42 // 'B'
  out[1] = 0x4d // 'M'
  view.setUint32(2, out.length, true)
  view.setUint32(10, 54, true) // pixel data offset
  view.setUint32(14, 40, true) // BITMAPINFOHEADER
  view.setInt32(18, width, true)
  view.setInt32(22, height, true) // positive: bottom-up
  view.setUint16(26, 1, true) // planes
  view.setUint16(28, 24, true) // bits per pixel
  view.setUint32(34, pixelBytes, true)
  view.setInt32(38, 2835, true) // 72 dpi
  view.setInt32(42, 2835, true)
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * rowSize
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const a = rgba[i + 3]! / 255
      const flat = (c: number) => Math.round(c * a + 255 * (1 - a))
      out[row + x * 3] = flat(rgba[i + 2]!)
      out[row + x * 3 + 1] = flat(rgba[i + 1]!)
      out[row + x * 3 + 2] = flat(rgba[i]!)
    }
  }
  return out
}

/** GIF (256 colours); fully transparent pixels stay transparent. */
export function encodeGif(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const palette = quantize(rgba, 256, { format: 'rgba4444', oneBitAlpha: true })
  const index = applyPalette(rgba, palette, 'rgba4444')
  const transparentIndex = palette.findIndex((c) => c.length > 3 && c[3] === 0)
  const gif = GIFEncoder()
  gif.writeFrame(index, width, height, transparentIndex >= 0 ? { palette, transparent: true, transparentIndex } : { palette })
  gif.finish()
  return gif.bytes()
}

/** Uncompressed RGBA TIFF. */
export function encodeTiff(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const copy = new Uint8Array(rgba.length)
  copy.set(rgba)
  return new Uint8Array(UTIF.encodeImage(copy, width, height))
}

/** The first page of a TIFF as RGBA. */
export function decodeTiff(bytes: ArrayBuffer): { rgba: Uint8Array; width: number; height: number } {
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength))
  const little = head[0] === 0x49 && head[1] === 0x49 && head[2] === 42 && head[3] === 0
  const big = head[0] === 0x4d && head[1] === 0x4d && head[2] === 0 && head[3] === 42
  if (!little && !big) throw new Error('not a TIFF image')
  const ifds = UTIF.decode(bytes)
  const first = ifds[0]
  if (!first) throw new Error('not a TIFF image')
  UTIF.decodeImage(bytes, first)
  if (!first.width || !first.height) throw new Error('not a TIFF image')
  return { rgba: UTIF.toRGBA8(first), width: first.width, height: first.height }
}

/** An SVG document that embeds a PNG; the bitmap is not vectorised, and the screen says so. */
export function wrapInSvg(pngBase64: string, width: number, height: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${pngBase64}" xlink:href="data:image/png;base64,${pngBase64}"/></svg>\n`
}
