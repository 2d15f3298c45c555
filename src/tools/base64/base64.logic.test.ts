import { describe, expect, it } from 'vitest'
import { base64Decode } from '../../workers/codec/codec.impl'
import { DECODE_ERROR, decodeOutcome, downloadName, fileKindOf, NOT_UTF8_NOTE } from './base64.logic'

/** A real 1x1 PNG (as every PNG encoder writes it) and the first bytes of real files of each kind. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const bytesOf = (...parts: Array<string | number[]>) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)))

describe('decoded bytes that are not text', () => {
  it('keeps the exact bytes for a download and notes they are not UTF-8', () => {
    const o = decodeOutcome(base64Decode(PNG_1X1))
    expect(o.note).toBe(NOT_UTF8_NOTE)
    expect(o.bytes).toEqual(new Uint8Array(Buffer.from(PNG_1X1, 'base64')))
    expect(decodeOutcome(base64Decode('aGk='))).toEqual({ output: 'hi', error: null, note: null })
    expect(decodeOutcome(base64Decode('***'))).toEqual({ output: '', error: DECODE_ERROR, note: null })
  })

  it('guesses the extension from magic bytes: png, jpg, gif, pdf, zip, else bin', () => {
    expect(fileKindOf(new Uint8Array(Buffer.from(PNG_1X1, 'base64')))).toEqual({ ext: 'png', type: 'image/png' })
    expect(fileKindOf(bytesOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'))).toEqual({ ext: 'jpg', type: 'image/jpeg' })
    expect(fileKindOf(bytesOf('GIF89a', [1, 0, 1, 0]))).toEqual({ ext: 'gif', type: 'image/gif' })
    expect(fileKindOf(bytesOf('GIF87a'))).toMatchObject({ ext: 'gif' })
    expect(fileKindOf(bytesOf('%PDF-1.7\n%', [0xe2, 0xe3]))).toEqual({ ext: 'pdf', type: 'application/pdf' })
    expect(fileKindOf(bytesOf('PK', [3, 4, 20, 0]))).toEqual({ ext: 'zip', type: 'application/zip' })
    expect(fileKindOf(bytesOf('PK', [5, 6], new Array(18).fill(0)))).toMatchObject({ ext: 'zip' }) // an empty archive
    expect(fileKindOf(bytesOf([0xff, 0xfe, 0x41]))).toEqual({ ext: 'bin', type: 'application/octet-stream' })
    expect(fileKindOf(bytesOf([0x89, 0x50, 0x4e, 0x47]))).toMatchObject({ ext: 'bin' }) // a cut PNG signature
    expect(fileKindOf(new Uint8Array())).toMatchObject({ ext: 'bin' })
    expect(downloadName(new Uint8Array(Buffer.from(PNG_1X1, 'base64')))).toBe('decoded.png')
    expect(downloadName(bytesOf([0xc3, 0x28]))).toBe('decoded.bin')
  })
})
