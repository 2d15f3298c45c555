import { describe, expect, it } from 'vitest'
import { base64Decode, base64Encode } from './codec.impl'

describe('codec engine: base64 of UTF-8 text', () => {
  it('matches node Buffer for emoji, accents and CJK, and round-trips', () => {
    for (const text of ['héllo wörld', '😀👍🏽 family: 👨‍👩‍👧', '日本語テキスト', 'Ça va? ñ ß']) {
      const r = base64Encode(text)
      expect(r).toEqual({ ok: true, output: Buffer.from(text, 'utf8').toString('base64') })
      expect(base64Decode(r.ok ? r.output : '')).toEqual({ ok: true, output: text, validUtf8: true })
    }
  })
  it('refuses text with a lone surrogate, which has no UTF-8 form', () => {
    expect(base64Encode('bad \uD800 text')).toEqual({ ok: false, reason: 'not-encodable' })
  })
  it('refuses invalid base64 and flags bytes that are not UTF-8', () => {
    expect(base64Decode('not base64!')).toEqual({ ok: false, reason: 'invalid' })
    const r = base64Decode(Buffer.from([0xff, 0xfe, 0x41]).toString('base64'))
    expect(r).toEqual({ ok: true, output: '\uFFFD\uFFFDA', validUtf8: false })
  })
})
