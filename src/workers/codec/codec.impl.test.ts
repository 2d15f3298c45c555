import { describe, expect, it } from 'vitest'
import { base64Decode, base64Encode } from './codec.impl'

describe('codec engine: base64 of UTF-8 text', () => {
  it('matches node Buffer for emoji, accents and CJK, and round-trips', () => {
    for (const text of ['héllo wörld', '😀👍🏽 family: 👨‍👩‍👧', '日本語テキスト', 'Ça va? ñ ß']) {
      const r = base64Encode(text)
      expect(r).toEqual({ ok: true, output: Buffer.from(text, 'utf8').toString('base64') })
      expect(base64Decode(r.ok ? r.output : '')).toEqual({ ok: true, text: true, output: text })
    }
  })
  it('refuses text with a lone surrogate, which has no UTF-8 form', () => {
    expect(base64Encode('bad \uD800 text')).toEqual({ ok: false, reason: 'not-encodable' })
  })
  it('refuses invalid base64 and flags bytes that are not UTF-8', () => {
    expect(base64Decode('not base64!')).toEqual({ ok: false, reason: 'invalid' })
    const r = base64Decode(Buffer.from([0xff, 0xfe, 0x41]).toString('base64'))
    expect(r).toEqual({ ok: true, text: false, bytes: new Uint8Array([0xff, 0xfe, 0x41]) })
    // Valid UTF-8 that is not text (NUL bytes) comes back as bytes too, never as text.
    expect(base64Decode(Buffer.from('a\0b').toString('base64'))).toEqual({ ok: true, text: false, bytes: new Uint8Array([0x61, 0, 0x62]) })
  })
})

describe('codec engine: base64 decoding follows WHATWG forgiving-base64, plus the URL-safe alphabet (D29)', () => {
  const bytesOf = (input: string) => {
    const r = base64Decode(input)
    if (!r.ok) return null
    return Array.from(r.text ? new TextEncoder().encode(r.output) : r.bytes)
  }

  it('refuses `=` alone, over-padding and padding in the middle, as atob does', () => {
    for (const input of ['=', '==', 'ab=', 'abc==', 'abcd=', 'abcd==', 'a=b', 'Zg==Zg==']) {
      expect(bytesOf(input), input).toBeNull()
      expect(() => atob(input), input).toThrow()
    }
  })

  it('skips ASCII whitespace only: U+00A0, U+3000 and vertical tab are errors', () => {
    expect(bytesOf('ab cd')).toEqual([105, 183, 29])
    expect(bytesOf(' \t\n\f\r ab\t\n\f\r cd\t\n\f\r ')).toEqual([105, 183, 29])
    expect(bytesOf('ab\t\n\f\r =\t\n\f\r =\t\n\f\r ')).toEqual([105])
    for (const input of ['ab\u00a0cd', 'ab\u3000cd', 'ab\u000bcd', 'ab\u2028cd']) expect(bytesOf(input), JSON.stringify(input)).toBeNull()
  })

  it('takes what atob takes: padded or not, leftover bits dropped; a length of 4n+1 is refused', () => {
    expect(bytesOf('ab==')).toEqual([105])
    expect(bytesOf('ab')).toEqual([105])
    expect(bytesOf('abc=')).toEqual([105, 183])
    expect(bytesOf('YR')).toEqual([97])
    expect(bytesOf('abcde')).toBeNull()
    expect(base64Decode('')).toEqual({ ok: true, text: true, output: '' })
  })

  it('also reads the URL-safe alphabet (RFC 4648 section 5), padded or not', () => {
    expect(bytesOf('-_8')).toEqual([0xfb, 0xff])
    expect(bytesOf('-_8=')).toEqual([0xfb, 0xff])
    expect(bytesOf('-_8==')).toBeNull()
    expect(base64Decode('aGk_')).toEqual({ ok: true, text: true, output: 'hi?' })
  })
})
