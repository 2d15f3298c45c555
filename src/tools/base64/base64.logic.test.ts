import { describe, expect, it } from 'vitest'
import { base64Decode } from '../../workers/codec/codec.impl'
import { DECODE_ERROR, decodeOutcome } from './base64.logic'

/** A real 1x1 PNG (as every PNG encoder writes it) and the first bytes of real files of each kind. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const bytesOf = (...parts: Array<string | number[]>) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)))

describe('decoded bytes that are not text', () => {
  it('says what they are, keeps the exact bytes for a download, and shows no mojibake', () => {
    const png = new Uint8Array(Buffer.from(PNG_1X1, 'base64'))
    expect(decodeOutcome(base64Decode(PNG_1X1))).toEqual({ output: '', error: null, binary: { bytes: png, label: `Binary data, ${png.length} bytes, PNG image`, fileName: 'decoded.png', mime: 'image/png' } })
    const jpeg = new Uint8Array(12_000)
    jpeg.set(bytesOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'))
    expect(decodeOutcome(base64Decode(Buffer.from(jpeg).toString('base64'))).binary).toMatchObject({ label: 'Binary data, 12 KB, JPEG image', fileName: 'decoded.jpg', mime: 'image/jpeg' })
    expect(decodeOutcome(base64Decode('w6k_-A')).binary).toMatchObject({ label: 'Binary data, 4 bytes, type unknown', fileName: 'decoded.bin', mime: 'application/octet-stream' })
    expect(decodeOutcome(base64Decode(Buffer.from('%PDF-1.4\n%\xe2\xe3', 'latin1').toString('base64'))).binary).toMatchObject({ fileName: 'decoded.pdf' })
    expect(decodeOutcome(base64Decode('aGk='))).toEqual({ output: 'hi', error: null })
    expect(decodeOutcome(base64Decode('***'))).toEqual({ output: '', error: DECODE_ERROR })
  })
})
