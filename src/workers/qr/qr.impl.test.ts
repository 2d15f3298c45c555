import { create, toString } from 'qrcode'
import { describe, expect, it } from 'vitest'
import { BYTE_CAPACITY, decodeRgba, makeMatrix, matrixToSvg, QR_LEVELS, QrTooLongError, rasterise, searchSizes, tooLongMessage, type Look, type Matrix } from './qr.impl'

const BLACK = [0, 0, 0, 255] as const
const WHITE = [255, 255, 255, 255] as const
const lookFor = (m: Matrix, scale = 4, margin = 4): Look => ({ size: (m.size + 2 * margin) * scale, margin, fg: BLACK, bg: WHITE })

/** Draws and reads back: the pixels our rasteriser makes, decoded by jsQR. */
const roundTrip = (text: string, level: (typeof QR_LEVELS)[number], look?: Partial<Look>) => {
  const m = makeMatrix(text, level)
  const l = { ...lookFor(m), ...look }
  return decodeRgba(rasterise(m, l), l.size, l.size)
}

/** The dark modules an SVG path of ours draws (`M x y h n v1 h-n z` runs), as "x,y" keys. */
function svgModules(svg: string, margin: number): Set<string> {
  const d = /<path [^>]*d="([^"]*)"/.exec(svg)![1]!
  const out = new Set<string>()
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) for (let i = 0; i < Number(n); i++) out.add(`${Number(x) - margin + i},${Number(y) - margin}`)
  return out
}

describe('qr engine', () => {
  it('makes the same matrix as qrcode itself (version, size, modules)', () => {
    const ref = create('HELLO WORLD', { errorCorrectionLevel: 'Q' })
    const m = makeMatrix('HELLO WORLD', 'Q')
    expect(m.version).toBe(1)
    expect(m.size).toBe(21)
    expect(Array.from(m.data)).toEqual(Array.from(ref.modules.data, (v) => (v ? 1 : 0)))
    // qrcode's own text rendering (two modules a character) has as many rows as ours plus the margin.
    return toString('HELLO WORLD', { type: 'utf8', errorCorrectionLevel: 'Q', margin: 0 }).then((s) => expect(s.trimEnd().split('\n')).toHaveLength(Math.ceil(21 / 2)))
  })

  it('holds at most the ISO byte capacity at each level, and says so past it', () => {
    for (const level of QR_LEVELS) {
      const max = BYTE_CAPACITY[level]
      expect(makeMatrix('a'.repeat(max), level).version, level).toBe(40)
      expect(() => makeMatrix('a'.repeat(max + 1), level), level).toThrow(new QrTooLongError(level, max + 1))
    }
    expect(tooLongMessage('H', 3100)).toBe('Too long for a QR code at level H: 3,100 bytes; at most 1,273')
    expect(() => makeMatrix('a'.repeat(1274), 'H')).toThrow('Too long for a QR code at level H: 1,274 bytes; at most 1,273')
    // Bytes are UTF-8 bytes: 637 × "é" is 1,274 bytes.
    expect(() => makeMatrix('é'.repeat(637), 'H')).toThrow('Too long for a QR code at level H: 1,274 bytes; at most 1,273')
    // Digits pack tighter than bytes: 3,000 digits fit at H.
    expect(makeMatrix('1'.repeat(3000), 'H').version).toBe(40)
    // A 20 MB text is refused at once, without asking qrcode.
    expect(() => makeMatrix('x'.repeat(20_000_000), 'L')).toThrow('Too long for a QR code at level L: 20,000,000 bytes; at most 2,953')
  })

  it('draws an SVG whose path is exactly the dark modules, with the quiet zone and colours', () => {
    const m = makeMatrix('https://example.com', 'M')
    const svg = matrixToSvg(m, { size: 300, margin: 2, fg: [0x12, 0x34, 0x56, 255], bg: [255, 255, 255, 128] })
    const total = m.size + 4
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">`))
    expect(svg).toContain(`<rect width="${total}" height="${total}" fill="#ffffff" fill-opacity="0.502"/>`)
    expect(svg).toContain('<path fill="#123456" d="M2 2h7v1h-7z')
    const dark = new Set<string>()
    for (let y = 0; y < m.size; y++) for (let x = 0; x < m.size; x++) if (m.data[y * m.size + x]) dark.add(`${x},${y}`)
    expect(svgModules(svg, 2)).toEqual(dark)
    // A fully transparent background draws no rectangle.
    expect(matrixToSvg(m, { size: 300, margin: 2, fg: BLACK, bg: [0, 0, 0, 0] })).not.toContain('<rect')
  })

  it('rasterises to exactly the asked size, quiet zone in the background colour, finder patterns dark', () => {
    const m = makeMatrix('abc', 'L')
    const px = rasterise(m, { size: 200, margin: 4, fg: [10, 20, 30, 255], bg: [250, 240, 230, 255] })
    expect(px.length).toBe(200 * 200 * 4)
    const at = (x: number, y: number) => Array.from(px.slice((y * 200 + x) * 4, (y * 200 + x) * 4 + 4))
    expect(at(0, 0)).toEqual([250, 240, 230, 255])
    expect(at(199, 199)).toEqual([250, 240, 230, 255])
    // The top-left finder pattern starts after 4 modules of 200/29 px each.
    expect(at(Math.ceil((4 * 200) / 29) + 1, Math.ceil((4 * 200) / 29) + 1)).toEqual([10, 20, 30, 255])
  })

  it('reads back what it drew: jsQR decodes the pixels, at whole and uneven module sizes, dark on light and inverted', () => {
    for (const level of QR_LEVELS) expect(roundTrip('Hello, QR! Ünïcödé ✓', level)?.text, level).toBe('Hello, QR! Ünïcödé ✓')
    expect(roundTrip('https://example.com/a?b=c', 'M', { size: 301 })?.text).toBe('https://example.com/a?b=c')
    expect(roundTrip('inverted', 'H', { fg: WHITE, bg: BLACK })?.text).toBe('inverted')
    expect(roundTrip('1234567890'.repeat(20), 'Q')?.text).toBe('1234567890'.repeat(20))
  })

  it('finds nothing in an image without a code', () => {
    const blank = new Uint8ClampedArray(100 * 100 * 4).fill(255)
    expect(decodeRgba(blank, 100, 100)).toBeNull()
  })

  it('searches an image at its size, smaller for large photos, larger for tiny codes', () => {
    expect(searchSizes(800, 600)).toEqual([{ width: 800, height: 600 }])
    expect(searchSizes(4000, 3000)).toEqual([
      { width: 1600, height: 1200 },
      { width: 800, height: 600 },
    ])
    expect(searchSizes(1200, 1200)).toEqual([
      { width: 1200, height: 1200 },
      { width: 800, height: 800 },
    ])
    expect(searchSizes(100, 50)).toEqual([
      { width: 100, height: 50 },
      { width: 800, height: 400 },
    ])
  })
})
