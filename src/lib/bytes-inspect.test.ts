import { describe, expect, it } from 'vitest'
import { rng } from './seeded-rng'
import { fileTypeLine, formatNumber, numbersTable, readNumbers, textSegments, type TextEncodingId } from './bytes-inspect'
import cases from './fixtures/bytes-numbers.json'

const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16))
/** Python's repr of a float as a number (inf, nan and -0.0 included). */
const pyFloat = (s: string) => (s === 'inf' ? Infinity : s === '-inf' ? -Infinity : s === 'nan' ? NaN : Number(s))

describe('readNumbers (against Python struct, src/lib/fixtures/bytes-numbers.py)', () => {
  it.each(cases.map((c) => [c.hex, c.read] as const))('%s', (hex, read) => {
    const ref = read as Record<string, string>
    for (const r of readNumbers(fromHex(hex))) {
      for (const end of ['le', 'be'] as const) {
        const want = ref[`${r.type}${end}`]!
        const got = r[end]!
        if (r.type.startsWith('float')) {
          expect(Object.is(got, pyFloat(want)) || (Number.isNaN(got) && want === 'nan'), `${r.type} ${end}: ${String(got)} vs ${want}`).toBe(true)
          // What the panel writes reads back as the same value.
          const shown = formatNumber(r.type, got)
          expect(Object.is(r.type === 'float32' ? Math.fround(Number(shown)) : Number(shown), got) || Number.isNaN(got)).toBe(true)
        } else expect(formatNumber(r.type, got), `${r.type} ${end}`).toBe(want)
      }
    }
  })

  it('reads what is left: fewer bytes than a type needs give null', () => {
    const r = readNumbers(Uint8Array.of(0xfe, 0xff, 0x01))
    expect(r.find((x) => x.type === 'int16')).toMatchObject({ le: -2, be: -257 })
    expect(r.find((x) => x.type === 'int32')).toMatchObject({ le: null, be: null })
  })

  it('writes float32 with the fewest digits that read back, and -0 by its sign', () => {
    expect(formatNumber('float32', Math.fround(0.1))).toBe('0.1')
    expect(formatNumber('float32', Math.fround(3.4028234663852886e38))).toBe('3.4028235e+38')
    expect(formatNumber('float64', -0)).toBe('-0')
    expect(formatNumber('float64', NaN)).toBe('NaN')
    expect(formatNumber('uint64', 18446744073709551615n)).toBe('18446744073709551615')
  })
})

describe('numbersTable (Read Numbers at Offset)', () => {
  // python3 -c "import struct; b = bytes.fromhex('ff0001000000'); print([struct.unpack(e + 'i', b[:4]) + struct.unpack(e + 'I', b[:4]) + struct.unpack(e + 'f', b[:4]) for e in '<>'])"
  it('lists every type at the offset, both ways', () => {
    expect(numbersTable(fromHex('00ff0001000000'), 1)).toBe(
      [
        'Offset 1 (0x1)',
        'int8     -1',
        'uint8    255',
        'int16    LE 255  BE -256',
        'uint16   LE 255  BE 65280',
        'int32    LE 65791  BE -16776960',
        'uint32   LE 65791  BE 4278190336',
        'int64    needs 8 bytes, 6 left',
        'uint64   needs 8 bytes, 6 left',
        'float32  LE 9.2193e-41  BE -1.7014638e+38',
        'float64  needs 8 bytes, 6 left',
      ].join('\n'),
    )
  })
  it('refuses an offset past the end, and no bytes', () => {
    expect(() => numbersTable(fromHex('0102'), 2)).toThrow('Offset 2 is past the end (the last byte is at 1)')
    expect(() => numbersTable(new Uint8Array(0), 0)).toThrow('No bytes to read')
  })
})

describe('fileTypeLine (Detect File Type)', () => {
  it('names a type from binary.ts, or says none matched', () => {
    expect(fileTypeLine(fromHex('89504e470d0a1a0a0000'))).toBe('PNG image (.png, image/png)')
    expect(fileTypeLine(fromHex('48656c6c6f'))).toBe('Unknown: no known file signature at the start')
  })
})

describe('textSegments', () => {
  // Windows-1252 is checked against Python's cp1252 below (Node's TextDecoder reads it as ISO-8859-1).
  const encodings: TextEncodingId[] = ['utf-8', 'utf-16le', 'utf-16be']
  const r = rng(34)
  // Random bytes, and random bytes biased to UTF-8 lead and continuation bytes and surrogates.
  const inputs = Array.from({ length: 300 }, (_, k) =>
    Uint8Array.from({ length: 1 + Math.floor(r() * 40) }, () => (k % 3 === 0 ? Math.floor(r() * 256) : [0x41, 0x80, 0xbf, 0xc3, 0xe0, 0xed, 0xf0, 0xf4, 0xa0, 0x9f, 0xd8, 0xdc, 0xff, 0x00][Math.floor(r() * 14)]!)),
  )

  it.each(encodings)('%s: joined, the characters are what TextDecoder gives, and the bytes are covered in order', (enc) => {
    const dec = new TextDecoder(enc, { ignoreBOM: true })
    for (const b of inputs) {
      const segs = textSegments(b, enc)
      expect(segs.map((s) => s.text).join(''), Array.from(b).join(',')).toBe(dec.decode(b))
      let at = 0
      for (const s of segs) {
        expect(s.start).toBe(at)
        expect(s.end).toBeGreaterThan(s.start)
        at = s.end
      }
      expect(at).toBe(b.length)
    }
  })

  it('says which bytes made each character', () => {
    expect(textSegments(new TextEncoder().encode('aé€😀'), 'utf-8')).toEqual([
      { start: 0, end: 1, text: 'a' },
      { start: 1, end: 3, text: 'é' },
      { start: 3, end: 6, text: '€' },
      { start: 6, end: 10, text: '😀' },
    ])
    // A cut sequence is one replacement, then the next byte starts afresh.
    expect(textSegments(Uint8Array.of(0xe2, 0x82, 0x41), 'utf-8')).toEqual([
      { start: 0, end: 2, text: '\uFFFD' },
      { start: 2, end: 3, text: 'A' },
    ])
    expect(textSegments(Uint8Array.of(0x3d, 0xd8, 0x00, 0xde, 0x41), 'utf-16be')).toEqual([
      { start: 0, end: 2, text: '\u3dd8' },
      { start: 2, end: 4, text: '\u00de' },
      { start: 4, end: 5, text: '\uFFFD' },
    ])
    expect(textSegments(Uint8Array.of(0x3d, 0xd8, 0x00, 0xde), 'utf-16le')).toEqual([{ start: 0, end: 4, text: '😀' }])
    // python3 -c "print(bytes([0x80, 0xe9, 0x9f, 0x81]).decode('cp1252', 'surrogateescape'))" (0x81 has no character: decode-text keeps U+0081)
    expect(textSegments(Uint8Array.of(0x80, 0xe9, 0x9f, 0x81), 'windows-1252').map((s) => s.text).join('')).toBe('€éŸ\u0081')
  })
})
