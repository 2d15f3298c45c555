import type { Base64DecodeResult, Base64EncodeResult } from '../../workers/codec/codec.impl'

/** SPEC "Base64" and section 8: inline red errors. */
export const ENCODE_ERROR = 'Failed to encode text'
export const DECODE_ERROR = 'Invalid Base64 string'
export const NOT_UTF8_NOTE = 'The decoded bytes are not valid UTF-8 text; characters that could not be read show as �.'
export const DOWNLOAD_BYTES = 'Download decoded bytes'

export type Base64State = { textInput: string; base64Input: string }
export type Base64Direction = 'encode' | 'decode'
export const DEFAULTS: Base64State = { textInput: '', base64Input: '' }

/** `bytes`: what was decoded, when it is not UTF-8 text (a file, an image): offered as a download. */
export type Outcome = { output: string; error: string | null; note: string | null; bytes?: Uint8Array }

export const encodeOutcome = (r: Base64EncodeResult): Outcome =>
  r.ok ? { output: r.output, error: null, note: null } : { output: '', error: ENCODE_ERROR, note: null }

export const decodeOutcome = (r: Base64DecodeResult): Outcome =>
  !r.ok ? { output: '', error: DECODE_ERROR, note: null } : r.validUtf8 ? { output: r.output, error: null, note: null } : { output: r.output, error: null, note: NOT_UTF8_NOTE, bytes: r.bytes }

export type FileKind = { ext: 'png' | 'jpg' | 'gif' | 'pdf' | 'zip' | 'bin'; type: string }

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** Magic numbers, first match wins. ZIP covers its empty and spanned forms (and so .docx, .jar, ...). */
const KINDS: ReadonlyArray<[FileKind, ReadonlyArray<readonly number[]>]> = [
  [{ ext: 'png', type: 'image/png' }, [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]],
  [{ ext: 'jpg', type: 'image/jpeg' }, [[0xff, 0xd8, 0xff]]],
  [{ ext: 'gif', type: 'image/gif' }, [ascii('GIF87a'), ascii('GIF89a')]],
  [{ ext: 'pdf', type: 'application/pdf' }, [ascii('%PDF-')]],
  [{ ext: 'zip', type: 'application/zip' }, [[0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06], [0x50, 0x4b, 0x07, 0x08]]],
]
const BINARY: FileKind = { ext: 'bin', type: 'application/octet-stream' }

/** What decoded bytes probably are, from their first bytes: png, jpg, gif, pdf, zip, else bin. */
export function fileKindOf(bytes: Uint8Array): FileKind {
  return KINDS.find(([, magics]) => magics.some((m) => startsWith(bytes, m)))?.[0] ?? BINARY
}

/** The name a download of decoded bytes gets: `decoded.png`, `decoded.bin`, ... */
export const downloadName = (bytes: Uint8Array) => `decoded.${fileKindOf(bytes).ext}`
