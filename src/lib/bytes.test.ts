import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64, concatBytes, formatBytes, formatMibPerSec, hasLoneSurrogate, MIB } from './bytes'

const enc = (s: string) => new TextEncoder().encode(s)
const dec = (b: Uint8Array) => new TextDecoder().decode(b)

describe('formatBytes (SPEC section 9, issue 32)', () => {
  it('uses Bytes, KiB, MiB, GiB on a base of 1024 with two decimals: the label names the base', () => {
    expect(formatBytes(0)).toBe('0 Bytes')
    expect(formatBytes(1023)).toBe('1023 Bytes')
    expect(formatBytes(1024)).toBe('1 KiB')
    expect(formatBytes(1536)).toBe('1.5 KiB')
    expect(formatBytes(1234567)).toBe('1.18 MiB')
    expect(formatBytes(MIB)).toBe('1 MiB')
    // 10^6 bytes is a decimal megabyte, which is less than one MiB.
    expect(formatBytes(1_000_000)).toBe('976.56 KiB')
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GiB')
  })
})

describe('formatMibPerSec', () => {
  it('says MiB/s, one decimal below 100 and whole above, and a dash without a figure', () => {
    expect(formatMibPerSec(128)).toBe('128 MiB/s')
    expect(formatMibPerSec(7.25)).toBe('7.3 MiB/s')
    expect(formatMibPerSec(0)).toBe('0.0 MiB/s')
    expect(formatMibPerSec(null)).toBe('—')
    expect(formatMibPerSec(Number.NaN)).toBe('—')
    expect(formatMibPerSec(Infinity)).toBe('—')
  })
})

describe('base64 (RFC 4648 section 10 test vectors)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ]
  it.each(vectors)('encodes %j as %j and back', (text, b64) => {
    expect(bytesToBase64(enc(text))).toBe(b64)
    expect(dec(base64ToBytes(b64))).toBe(text)
  })
  it('matches node for large binary input (chunk boundaries)', () => {
    const bytes = new Uint8Array(200_003).map((_, i) => (i * 31 + 7) & 0xff)
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
  })
  it('decodes URL-safe and unpadded forms and ignores line breaks', () => {
    expect(Array.from(base64ToBytes('-_8'))).toEqual([0xfb, 0xff])
    expect(dec(base64ToBytes('Zm9v\nYmFy\r\n'))).toBe('foobar')
    expect(dec(base64ToBytes('Zm9vYg'))).toBe('foob')
  })
  it('rejects what is not base64', () => {
    expect(() => base64ToBytes('abc!')).toThrow()
    expect(() => base64ToBytes('a')).toThrow()
    expect(() => base64ToBytes('Zg==Zg==')).toThrow()
  })
  it('spots lone surrogates', () => {
    expect(hasLoneSurrogate('😀')).toBe(false)
    expect(hasLoneSurrogate('a\uD83Db')).toBe(true)
    expect(hasLoneSurrogate('\uDE00')).toBe(true)
  })
})

describe('base64ToBytes follows forgiving-base64 plus the URL-safe alphabet (D29)', () => {
  it('refuses what atob refuses', () => {
    for (const bad of ['=', 'ab=', 'abcd=', 'ab\u00a0cd', 'ab\u3000cd', 'a', 'abcde', 'ab=c']) expect(() => base64ToBytes(bad), JSON.stringify(bad)).toThrow()
  })
  it('accepts padded, unpadded, URL-safe and ASCII-whitespace-broken text', () => {
    expect(Array.from(base64ToBytes('YWI='))).toEqual([97, 98])
    expect(Array.from(base64ToBytes('YWI'))).toEqual([97, 98])
    expect(Array.from(base64ToBytes(' Y W\tI\n= '))).toEqual([97, 98])
    expect(Array.from(base64ToBytes('-_8'))).toEqual([251, 255])
  })
})

describe('concatBytes', () => {
  it('joins byte arrays in order into a new array, views at an offset included', () => {
    const base = new Uint8Array([9, 1, 2, 3])
    const out = concatBytes([base.subarray(1, 3), new Uint8Array(0), new Uint8Array([4])])
    expect(Array.from(out)).toEqual([1, 2, 4])
    expect(concatBytes([])).toEqual(new Uint8Array(0))
    expect(out.buffer).not.toBe(base.buffer)
  })
})
