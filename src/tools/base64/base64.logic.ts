import type { Base64DecodeResult, Base64EncodeResult } from '../../workers/codec/codec.impl'

/** SPEC "Base64" and section 8: inline red errors. */
export const ENCODE_ERROR = 'Failed to encode text'
export const DECODE_ERROR = 'Invalid Base64 string'
export const NOT_UTF8_NOTE = 'The decoded bytes are not valid UTF-8 text; characters that could not be read show as �.'

export type Base64State = { textInput: string; base64Input: string }
export type Base64Direction = 'encode' | 'decode'
export const DEFAULTS: Base64State = { textInput: '', base64Input: '' }

export type Outcome = { output: string; error: string | null; note: string | null }

export const encodeOutcome = (r: Base64EncodeResult): Outcome =>
  r.ok ? { output: r.output, error: null, note: null } : { output: '', error: ENCODE_ERROR, note: null }

export const decodeOutcome = (r: Base64DecodeResult): Outcome =>
  r.ok ? { output: r.output, error: null, note: r.validUtf8 ? null : NOT_UTF8_NOTE } : { output: '', error: DECODE_ERROR, note: null }
