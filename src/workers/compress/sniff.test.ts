import { describe, expect, it } from 'vitest'
import { readSize, sniffKind } from './sniff'

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0))
const u16be = (n: number) => [n >> 8, n & 255]
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const u24le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255]
const bytes = (...parts: (number | number[])[]) => new Uint8Array(parts.flat())

/** An ISO-BMFF `ftyp` box with these brands. */
const ftyp = (major: string, ...compatible: string[]) => [...u32be(16 + 4 * compatible.length), ...ascii('ftyp'), ...ascii(major), 0, 0, 0, 0, ...compatible.flatMap(ascii)]

describe('sniffKind: the format from the signature, never from the name', () => {
  it('knows the four formats', () => {
    expect(sniffKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(sniffKind(bytes(0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png')
    expect(sniffKind(bytes(ascii('RIFF'), 0, 0, 0, 0, ascii('WEBP')))).toBe('webp')
    expect(sniffKind(bytes(ftyp('avif', 'mif1', 'miaf')))).toBe('avif')
    expect(sniffKind(bytes(ftyp('avis', 'msf1')))).toBe('avif')
    // An AVIF whose major brand is mif1 still lists avif among its compatible brands.
    expect(sniffKind(bytes(ftyp('mif1', 'avif', 'miaf')))).toBe('avif')
  })

  it('turns the rest away: HEIC, GIF, RIFF that is not WebP, text, empty', () => {
    expect(sniffKind(bytes(ftyp('heic', 'mif1', 'heic')))).toBeNull()
    expect(sniffKind(bytes(ascii('GIF89a')))).toBeNull()
    expect(sniffKind(bytes(ascii('RIFF'), 0, 0, 0, 0, ascii('WAVE')))).toBeNull()
    expect(sniffKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffKind(new Uint8Array())).toBeNull()
    expect(sniffKind(bytes(0xff, 0xd8))).toBeNull() // cut short
  })
})

describe('readSize: the size the header declares', () => {
  it('PNG: IHDR', () => {
    expect(readSize(bytes(0x89, ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, u32be(13), ascii('IHDR'), u32be(20_000), u32be(6_000)), 'png')).toEqual({ width: 20_000, height: 6_000 })
    expect(readSize(bytes(0x89, ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, u32be(13), ascii('IHDR')), 'png')).toBeNull()
  })

  it('JPEG: the frame header, after an EXIF block and fill bytes; progressive (SOF2) too', () => {
    const exif = [0xff, 0xe1, ...u16be(2 + 300), ...new Array(300).fill(0x45)]
    const sof = (marker: number, w: number, h: number) => [0xff, marker, ...u16be(17), 8, ...u16be(h), ...u16be(w), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    expect(readSize(bytes(0xff, 0xd8, exif, 0xff, 0xff, sof(0xc0, 6000, 4000)), 'jpeg')).toEqual({ width: 6000, height: 4000 })
    expect(readSize(bytes(0xff, 0xd8, sof(0xc2, 640, 480)), 'jpeg')).toEqual({ width: 640, height: 480 })
    // A Huffman table (C4) sits in the SOF range but carries no size.
    const dht = [0xff, 0xc4, ...u16be(4), 0, 0]
    expect(readSize(bytes(0xff, 0xd8, dht, sof(0xc1, 10, 20)), 'jpeg')).toEqual({ width: 10, height: 20 })
    expect(readSize(bytes(0xff, 0xd8, exif), 'jpeg')).toBeNull()
  })

  it('WebP: lossy (VP8), lossless (VP8L) and extended (VP8X)', () => {
    const riff = (chunk: string, payload: number[]) => bytes(ascii('RIFF'), 0, 0, 0, 0, ascii('WEBP'), ascii(chunk), u32be(0), payload)
    expect(readSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]), 'webp')).toEqual({ width: 640, height: 480 })
    // VP8L: 14 bits of width - 1, then 14 of height - 1, after the 0x2f signature byte.
    const bits = (640 - 1) | ((480 - 1) << 14)
    expect(readSize(riff('VP8L', [0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >>> 24) & 255]), 'webp')).toEqual({ width: 640, height: 480 })
    expect(readSize(riff('VP8X', [0x10, 0, 0, 0, ...u24le(16383), ...u24le(9999)]), 'webp')).toEqual({ width: 16384, height: 10000 })
  })

  it('AVIF: the largest ispe property (a grid\'s full size, not a tile\'s)', () => {
    const ispe = (w: number, h: number) => [...u32be(20), ...ascii('ispe'), 0, 0, 0, 0, ...u32be(w), ...u32be(h)]
    expect(readSize(bytes(ftyp('avif', 'mif1'), ispe(512, 512), ispe(8000, 6000), ispe(512, 512)), 'avif')).toEqual({ width: 8000, height: 6000 })
    expect(readSize(bytes(ftyp('avif', 'mif1')), 'avif')).toBeNull()
  })
})
