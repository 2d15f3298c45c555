import { base64ToBytes, bytesToBase64, hasLoneSurrogate } from '../../lib/bytes'

export type Base64EncodeResult = { ok: true; output: string } | { ok: false; reason: 'not-encodable' }
export type Base64DecodeResult = { ok: true; output: string; validUtf8: boolean } | { ok: false; reason: 'invalid' }

/** UTF-8 text to standard base64 (RFC 4648); text with a lone surrogate has no UTF-8 form. */
export function base64Encode(text: string): Base64EncodeResult {
  if (hasLoneSurrogate(text)) return { ok: false, reason: 'not-encodable' }
  return { ok: true, output: bytesToBase64(new TextEncoder().encode(text)) }
}

/** Base64 (standard or URL-safe, padded or not) to UTF-8 text. */
export function base64Decode(input: string): Base64DecodeResult {
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(input)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  try {
    return { ok: true, output: new TextDecoder('utf-8', { fatal: true }).decode(bytes), validUtf8: true }
  } catch {
    return { ok: true, output: new TextDecoder('utf-8').decode(bytes), validUtf8: false }
  }
}

/** The `codec` engine: byte-level encodings of large text, off the main thread. */
export const codecApi = {
  base64Encode,
  base64Decode,
}

export type CodecApi = typeof codecApi
