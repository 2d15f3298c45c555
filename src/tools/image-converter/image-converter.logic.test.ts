import { describe, expect, it } from 'vitest'
import { formatBytes } from '../../lib/bytes'
import { ACCEPT_ALL, detectFormat, matchesFormat, MESSAGES, outputName, qualityLabel, reduction, sniffFormat, usesQuality } from './image-converter.logic'

describe('image converter rules', () => {
  it('accepts a file by MIME type or by extension (SPEC section 5)', () => {
    expect(matchesFormat({ name: 'photo.jpg', type: '' }, 'JPEG')).toBe(true)
    expect(matchesFormat({ name: 'photo', type: 'image/jpg' }, 'JPEG')).toBe(true)
    expect(matchesFormat({ name: 'scan.TIF', type: '' }, 'TIFF')).toBe(true)
    expect(matchesFormat({ name: 'scan.bin', type: 'image/x-tiff' }, 'TIFF')).toBe(true)
    expect(matchesFormat({ name: 'logo.svg', type: 'image/svg+xml' }, 'PNG')).toBe(false)
    expect(matchesFormat({ name: 'a.png', type: 'image/png' }, 'PNG')).toBe(true)
  })
  it('words its messages as SPEC does', () => {
    expect(MESSAGES.invalidTypeDetail('PNG')).toBe('Please select a PNG image file.')
    expect(MESSAGES.unsupportedDetail('PNG', 'PNG')).toBe('PNG to PNG is not supported')
    expect(MESSAGES.outputUnsupported('AVIF')).toBe('AVIF output is not supported in this browser')
    expect(MESSAGES.success('PNG', 'WEBP')).toBe('✅ PNG converted to WEBP successfully!')
  })
  it('labels quality Highest >= 90, High >= 70, Medium >= 50, else Low; only for JPEG and WEBP', () => {
    expect([100, 90, 85, 70, 65, 50, 45, 10].map(qualityLabel)).toEqual(['Highest', 'Highest', 'High', 'High', 'Medium', 'Medium', 'Low', 'Low'])
    expect(usesQuality('JPEG') && usesQuality('WEBP')).toBe(true)
    expect(usesQuality('PNG') || usesQuality('GIF') || usesQuality('AVIF')).toBe(false)
  })
  it('computes the size reduction and sizes as SPEC section 9 says', () => {
    expect(reduction(1000, 250)).toBe(75)
    expect(reduction(1000, 1500)).toBe(-50)
    expect(reduction(0, 10)).toBe(0)
    expect(formatBytes(1536)).toBe('1.5 KiB')
    expect(formatBytes(5 * 1024 * 1024 + 1024 * 1024 * 0.256)).toBe('5.26 MiB')
  })
  it('names the download after the input with the output extension', () => {
    expect(outputName('holiday.photo.png', 'WEBP')).toBe('holiday.photo.webp')
    expect(outputName('scan', 'TIFF')).toBe('scan.tiff')
    expect(outputName('a.png', 'JPEG')).toBe('a.jpg')
  })

  describe('D33: the input format follows the file', () => {
    const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)))
    const bmpHead = (dib: number) => bytes('BM', [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0], [dib, 0, 0, 0], [16, 0, 0, 0])
    const SIGNATURES: [string, Uint8Array][] = [
      ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')],
      ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF')],
      ['GIF', bytes('GIF89a', [16, 0, 12, 0])],
      ['GIF', bytes('GIF87a', [1, 0, 1, 0])],
      ['WEBP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
      ['TIFF', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
      ['TIFF', bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8])],
      ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1')],
      ['BMP', bmpHead(40)],
      ['BMP', bmpHead(124)],
      ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['SVG', bytes([0xef, 0xbb, 0xbf], '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n  <svg width="1" height="1"></svg>')],
    ]
    it('recognises each format by its signature', () => {
      for (const [format, head] of SIGNATURES) expect([format, sniffFormat(head)]).toEqual([format, format])
    })
    it('recognises nothing in text, an empty file, a lone "BM" or an HTML page', () => {
      expect(sniffFormat(bytes('hello'))).toBeNull()
      expect(sniffFormat(new Uint8Array())).toBeNull()
      expect(sniffFormat(bytes('BMW is a car, not a bitmap'))).toBeNull()
      expect(sniffFormat(bytes('<!DOCTYPE html><html><body><svg></svg></body></html>'))).toBeNull()
      expect(sniffFormat(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeNull()
    })
    it('trusts the bytes over the name and type: a JPEG named .png is a JPEG', () => {
      const jpeg = bytes([0xff, 0xd8, 0xff, 0xdb])
      expect(detectFormat({ name: 'photo.png', type: 'image/png' }, jpeg)).toBe('JPEG')
      expect(detectFormat({ name: 'photo.jpg', type: 'image/jpeg' }, jpeg)).toBe('JPEG')
    })
    it('falls back to the MIME type, then the extension (SPEC section 5), else null', () => {
      const unknown = bytes([0x00, 0x01, 0xfe, 0xff])
      expect(detectFormat({ name: 'scan', type: 'image/x-tiff' }, unknown)).toBe('TIFF')
      expect(detectFormat({ name: 'scan.bin', type: 'IMAGE/JPG' }, unknown)).toBe('JPEG')
      expect(detectFormat({ name: 'Logo.SVG', type: '' }, unknown)).toBe('SVG')
      expect(detectFormat({ name: 'a.bmp', type: 'application/octet-stream' }, unknown)).toBe('BMP')
      expect(detectFormat({ name: 'notes.txt', type: 'text/plain' }, bytes('hello'))).toBeNull()
    })
    it('refuses a file whose content is text, whatever its name and type say, and names it', () => {
      expect(detectFormat({ name: 'photo.png', type: 'image/png' }, bytes('hello, not a picture\n'))).toBeNull()
      expect(detectFormat({ name: 'Logo.SVG', type: 'image/svg+xml' }, bytes('<html><body>no svg</body></html>'))).toBeNull()
      expect(MESSAGES.notAnImage(['notes.txt'])).toBe('notes.txt is not an image. Please select a PNG, JPEG, SVG, WEBP, GIF, BMP, TIFF or AVIF image file.')
      expect(MESSAGES.notAnImage(['a.txt', 'b.csv', 'c.md'])).toBe('a.txt, b.csv and c.md are not images. Please select a PNG, JPEG, SVG, WEBP, GIF, BMP, TIFF or AVIF image file.')
    })
    it('offers every supported format in the file picker', () => {
      for (const x of ['image/png', 'image/jpeg', '.jpg', 'image/svg+xml', 'image/webp', 'image/gif', 'image/bmp', '.tif', 'image/tiff', 'image/avif']) expect(ACCEPT_ALL.split(',')).toContain(x)
    })
    it('names an output the browser cannot encode, with the reason', () => {
      expect(MESSAGES.cannotEncode('AVIF')).toBe('AVIF (this browser cannot encode it)')
    })
  })
})
