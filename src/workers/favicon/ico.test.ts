import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodeIco, IcoError, pngSize, readIcoDirectory } from './ico'

/* A PNG written from the spec (signature, IHDR, IDAT, IEND, each chunk with its CRC-32), so the  */
/* payloads are real PNG files made without the code under test.                                  */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}
/** A solid RGBA PNG of width × height. */
function png(width: number, height: number, rgba = [37, 99, 235, 255]): Uint8Array {
  const ihdr = new Uint8Array(13)
  const v = new DataView(ihdr.buffer)
  v.setUint32(0, width)
  v.setUint32(4, height)
  ihdr.set([8, 6, 0, 0, 0], 8) // 8 bits, RGBA, deflate, no filter method, no interlace
  const raw = new Uint8Array((width * 4 + 1) * height)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(rgba, y * (width * 4 + 1) + 1 + x * 4)
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', new Uint8Array(deflateSync(raw))), chunk('IEND', new Uint8Array())]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** The ICO directory read by hand from the format's layout (independent of readIcoDirectory). */
function parseByHand(ico: Uint8Array) {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength)
  const header = { reserved: view.getUint16(0, true), type: view.getUint16(2, true), count: view.getUint16(4, true) }
  const entries = Array.from({ length: header.count }, (_, i) => {
    const at = 6 + 16 * i
    return {
      width: ico[at],
      height: ico[at + 1],
      colours: ico[at + 2],
      reserved: ico[at + 3],
      planes: view.getUint16(at + 4, true),
      bitCount: view.getUint16(at + 6, true),
      bytes: view.getUint32(at + 8, true),
      offset: view.getUint32(at + 12, true),
    }
  })
  return { header, entries }
}

const ihdrSize = (bytes: Uint8Array) => {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { signature: Array.from(bytes.subarray(0, 8)), chunk: new TextDecoder().decode(bytes.subarray(12, 16)), width: v.getUint32(16), height: v.getUint32(20) }
}

describe('favicon.ico (ICO container of PNGs)', () => {
  const pngs = [png(16, 16), png(32, 32), png(48, 48)]
  const ico = encodeIco(pngs.map((p) => ({ png: p })))

  it('its directory holds three entries, 16, 32 and 48 px, 32-bit, one plane', () => {
    const { header, entries } = parseByHand(ico)
    expect(header).toEqual({ reserved: 0, type: 1, count: 3 })
    expect(entries.map((e) => [e.width, e.height])).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ])
    for (const e of entries) expect([e.colours, e.reserved, e.planes, e.bitCount]).toEqual([0, 0, 1, 32])
  })

  it('offsets and lengths are valid: payloads follow the directory back to back and end the file', () => {
    const { entries } = parseByHand(ico)
    expect(entries[0]!.offset).toBe(6 + 16 * 3)
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.offset).toBe(entries[i - 1]!.offset + entries[i - 1]!.bytes)
    const last = entries.at(-1)!
    expect(last.offset + last.bytes).toBe(ico.length)
    expect(entries.map((e) => e.bytes)).toEqual(pngs.map((p) => p.length))
  })

  it('each payload is the PNG itself, whose IHDR has the entry size', () => {
    const { entries } = parseByHand(ico)
    entries.forEach((e, i) => {
      const payload = ico.subarray(e.offset, e.offset + e.bytes)
      expect(payload).toEqual(pngs[i])
      expect(ihdrSize(payload)).toEqual({ signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], chunk: 'IHDR', width: e.width, height: e.height })
    })
  })

  it('readIcoDirectory reads the same directory', () => {
    expect(readIcoDirectory(ico).map(({ width, height, bytes, offset }) => ({ width, height, bytes, offset }))).toEqual(
      parseByHand(ico).entries.map(({ width, height, bytes, offset }) => ({ width, height, bytes, offset })),
    )
  })

  it('writes 256 px as 0, as the format says, and reads it back as 256', () => {
    const big = encodeIco([{ png: png(256, 256) }])
    expect(parseByHand(big).entries[0]).toMatchObject({ width: 0, height: 0 })
    expect(readIcoDirectory(big)[0]).toMatchObject({ width: 256, height: 256 })
  })

  it('refuses what is not an icon of PNGs', () => {
    expect(() => encodeIco([])).toThrow(IcoError)
    expect(() => encodeIco([{ png: new TextEncoder().encode('not a png at all, not at all') }])).toThrow('Every image in an icon must be a PNG')
    expect(() => encodeIco([{ png: png(257, 1) }])).toThrow('Icon images are 1 to 256 px wide and high')
    expect(() => readIcoDirectory(new Uint8Array([0, 0, 2, 0, 1, 0]))).toThrow('Not an icon file')
    expect(() => readIcoDirectory(ico.subarray(0, 30))).toThrow('The icon directory is cut short')
    expect(() => readIcoDirectory(ico.subarray(0, ico.length - 1))).toThrow('Image 3 lies beyond the end of the file')
  })

  it('pngSize reads IHDR, and nothing from other bytes', () => {
    expect(pngSize(png(180, 90))).toEqual({ width: 180, height: 90 })
    expect(pngSize(new Uint8Array(40))).toBeNull()
  })
})
