import { describe, expect, it } from 'vitest'
import UTIF from 'utif'
import { decodeTiff, encodeBmp, encodeGif, encodeTiff, wrapInSvg } from './codecs'

/** A 3x2 image: red, green, blue / transparent, half-transparent black, white. */
const W = 3
const H = 2
const RGBA = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0, 0, 0, 0, 128, 255, 255, 255, 255])

describe('BMP encoder', () => {
  const bmp = encodeBmp(RGBA, W, H)
  const view = new DataView(bmp.buffer)
  it('writes a valid 24-bit BITMAPINFOHEADER file', () => {
    expect(String.fromCharCode(bmp[0]!, bmp[1]!)).toBe('BM')
    expect(view.getUint32(2, true)).toBe(bmp.length)
    expect(view.getUint32(10, true)).toBe(54)
    expect(view.getInt32(18, true)).toBe(3)
    expect(view.getInt32(22, true)).toBe(2)
    expect(view.getUint16(28, true)).toBe(24)
    expect(bmp.length).toBe(54 + 12 * 2) // rows of 9 bytes padded to 12
  })
  it('stores rows bottom-up in BGR order and flattens alpha onto white', () => {
    const px = (x: number, y: number) => {
      const o = 54 + (H - 1 - y) * 12 + x * 3
      return [bmp[o + 2], bmp[o + 1], bmp[o]] // back to RGB
    }
    expect(px(0, 0)).toEqual([255, 0, 0])
    expect(px(2, 0)).toEqual([0, 0, 255])
    expect(px(0, 1)).toEqual([255, 255, 255]) // transparent -> white
    expect(px(1, 1)).toEqual([127, 127, 127]) // half-transparent black over white
  })
})

describe('GIF encoder', () => {
  it('writes a GIF89a of the right size with a transparent colour', () => {
    const gif = encodeGif(RGBA, W, H)
    expect(new TextDecoder().decode(gif.slice(0, 6))).toBe('GIF89a')
    expect(gif[6]! | (gif[7]! << 8)).toBe(W)
    expect(gif[8]! | (gif[9]! << 8)).toBe(H)
    // A Graphic Control Extension with the transparency flag set.
    const gce = gif.findIndex((b, i) => b === 0x21 && gif[i + 1] === 0xf9)
    expect(gce).toBeGreaterThan(0)
    expect(gif[gce + 3]! & 1).toBe(1)
    expect(gif.at(-1)).toBe(0x3b) // trailer
  })
})

describe('TIFF', () => {
  it('round-trips pixels through UTIF', () => {
    const tiff = encodeTiff(RGBA, W, H)
    expect(String.fromCharCode(tiff[0]!, tiff[1]!)).toMatch(/II|MM/)
    const back = decodeTiff(tiff.buffer.slice(tiff.byteOffset, tiff.byteOffset + tiff.length) as ArrayBuffer)
    expect([back.width, back.height]).toEqual([W, H])
    expect(Array.from(back.rgba)).toEqual(Array.from(RGBA))
    expect(UTIF.decode(tiff.buffer as ArrayBuffer)).toHaveLength(1)
  })
  it('refuses bytes that are not a TIFF', () => {
    expect(() => decodeTiff(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]).buffer)).toThrow()
  })
})

describe('SVG output', () => {
  it('embeds the PNG at its size', () => {
    const svg = wrapInSvg('iVBORw0KGgo=', 640, 480)
    expect(svg).toContain('width="640" height="480" viewBox="0 0 640 480"')
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="')
  })
})
