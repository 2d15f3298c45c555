import { describe, expect, it } from 'vitest'
import { binaryFileName, binaryLabel, hexDump, isText, shortSize, sniffType, TEXT_SAMPLE } from './binary'

const bytesOf = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)))
/** A 1x1 PNG, base64. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

describe('sniffType: what bytes are, from their magic numbers', () => {
  it('knows images, documents, archives and more', () => {
    expect(sniffType(new Uint8Array(Buffer.from(PNG_1X1, 'base64')))).toEqual({ name: 'PNG image', ext: 'png', mime: 'image/png' })
    expect(sniffType(bytesOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'))).toEqual({ name: 'JPEG image', ext: 'jpg', mime: 'image/jpeg' })
    expect(sniffType(bytesOf('GIF89a', [1, 0, 1, 0]))?.name).toBe('GIF image')
    expect(sniffType(bytesOf('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))?.name).toBe('WebP image')
    expect(sniffType(bytesOf('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))?.name).toBe('WAV audio')
    expect(sniffType(bytesOf([0, 0, 0, 0x1c], 'ftypavif'))?.name).toBe('AVIF image')
    expect(sniffType(bytesOf([0, 0, 0, 0x18], 'ftypmp42'))?.name).toBe('MP4 video')
    expect(sniffType(bytesOf('%PDF-1.7\n'))?.name).toBe('PDF document')
    expect(sniffType(bytesOf('PK', [3, 4, 20, 0]))?.name).toBe('ZIP archive')
    expect(sniffType(bytesOf('PK', [5, 6], new Array(18).fill(0)))?.name).toBe('ZIP archive')
    expect(sniffType(bytesOf([0x1f, 0x8b, 8, 0]))).toEqual({ name: 'gzip data', ext: 'gz', mime: 'application/gzip' })
    expect(sniffType(bytesOf([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]))?.name).toBe('WebAssembly module')
    expect(sniffType(bytesOf('SQLite format 3', [0]))?.name).toBe('SQLite database')
  })
  it('answers null for text, unknown bytes and cut signatures', () => {
    expect(sniffType(bytesOf('hello'))).toBeNull()
    expect(sniffType(bytesOf([0xff, 0xfe, 0x41]))).toBeNull()
    expect(sniffType(bytesOf([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(sniffType(new Uint8Array())).toBeNull()
  })
})

describe('isText', () => {
  it('takes UTF-8 text with line breaks, tabs and the odd escape', () => {
    expect(isText(new TextEncoder().encode('héllo\tworld\r\n😀 \x1b[1mbold\x1b[0m'))).toBe(true)
    expect(isText(new Uint8Array())).toBe(true)
    // A character cut by the sample's end is still text.
    const long = new TextEncoder().encode('é'.repeat(TEXT_SAMPLE))
    expect(isText(long)).toBe(true)
  })
  it('refuses invalid UTF-8, NUL, many controls, and known binary types', () => {
    expect(isText(bytesOf([0xff, 0xfe, 0x41]))).toBe(false)
    expect(isText(bytesOf('abc', [0], 'def'))).toBe(false)
    expect(isText(bytesOf('ab', [1, 2, 3]))).toBe(false)
    expect(isText(bytesOf('%PDF-1.7\nall ascii'))).toBe(false)
  })
})

describe('labels and the hex view', () => {
  it('says "Binary data, 12 KB, JPEG image" in the units it names', () => {
    const jpeg = new Uint8Array(12_000)
    jpeg.set([0xff, 0xd8, 0xff, 0xe0])
    expect(binaryLabel(jpeg)).toBe('Binary data, 12 KB, JPEG image')
    expect(binaryLabel(bytesOf([0xff, 0xfe, 0x41]))).toBe('Binary data, 3 bytes, type unknown')
    expect([shortSize(1), shortSize(999), shortSize(1000), shortSize(1_500_000), shortSize(2_000_000_000)]).toEqual(['1 byte', '999 bytes', '1 KB', '1.5 MB', '2 GB'])
    expect(binaryFileName(jpeg)).toBe('decoded.jpg')
    expect(binaryFileName(bytesOf([1]), 'response')).toBe('response.bin')
  })
  it("lays bytes out as `hexdump -Cv` does (its output for the same bytes)", () => {
    expect(hexDump(bytesOf([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDRabc'))).toBe(
      '00000000  89 50 4e 47 0d 0a 1a 0a  00 00 00 0d 49 48 44 52  |.PNG........IHDR|\n00000010  61 62 63                                          |abc|\n00000013',
    )
    expect(hexDump(bytesOf('Hi', [0], 'there, binary ', [0xff, 0xfe], '!'))).toBe(
      '00000000  48 69 00 74 68 65 72 65  2c 20 62 69 6e 61 72 79  |Hi.there, binary|\n00000010  20 ff fe 21                                       | ..!|\n00000014',
    )
    expect(hexDump(new Uint8Array(100), 32).split('\n')).toHaveLength(3)
    expect(hexDump(new Uint8Array())).toBe('00000000')
  })
})
