import { isText } from '../../lib/binary'
import { base64ToBytes, bytesToBase64, hasLoneSurrogate } from '../../lib/bytes'

export type Base64EncodeResult = { ok: true; output: string } | { ok: false; reason: 'not-encodable' }
/** Bytes that are not text (an image, a zip, invalid UTF-8) come back as bytes, never as mojibake. */
export type Base64DecodeResult = { ok: true; text: true; output: string } | { ok: true; text: false; bytes: Uint8Array } | { ok: false; reason: 'invalid' }

/** UTF-8 text to standard base64 (RFC 4648); text with a lone surrogate has no UTF-8 form. */
export function base64Encode(text: string): Base64EncodeResult {
  if (hasLoneSurrogate(text)) return { ok: false, reason: 'not-encodable' }
  return { ok: true, output: bytesToBase64(new TextEncoder().encode(text)) }
}

/**
 * WHATWG forgiving-base64 decode (infra.spec.whatwg.org, what `atob` and data: URLs accept), plus
 * the URL-safe alphabet (D29); the rules live in `base64ToBytes`, which every Base64 path shares.
 * Null when the text is not base64.
 */
export function forgivingBase64(input: string): Uint8Array | null {
  try {
    return base64ToBytes(input)
  } catch {
    return null
  }
}

/**
 * Base64 (standard or URL-safe, padded or not, forgiving-base64's rules) to UTF-8 text; bytes that
 * are not text (`isText`: a known binary type, invalid UTF-8, NUL or many control characters) come
 * back as bytes.
 */
export function base64Decode(input: string): Base64DecodeResult {
  const bytes = forgivingBase64(input)
  if (!bytes) return { ok: false, reason: 'invalid' }
  if (!isText(bytes)) return { ok: true, text: false, bytes }
  try {
    return { ok: true, text: true, output: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: true, text: false, bytes }
  }
}

/** The `codec` engine: byte-level encodings of large text, off the main thread. */
export const codecApi = {
  base64Encode,
  base64Decode,
}

export type CodecApi = typeof codecApi
