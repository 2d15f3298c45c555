import { binaryFileName, binaryLabel, sniffType } from '../../lib/binary'
import type { Base64DecodeResult, Base64EncodeResult } from '../../workers/codec/codec.impl'

/** SPEC "Base64" and section 8: inline red errors. */
export const ENCODE_ERROR = 'Failed to encode text'
export const DECODE_ERROR = 'Invalid Base64 string'
export const DOWNLOAD_BYTES = 'Download decoded bytes'

export type Base64State = { textInput: string; base64Input: string }
export type Base64Direction = 'encode' | 'decode'
export const DEFAULTS: Base64State = { textInput: '', base64Input: '' }

/**
 * `binary`: what was decoded, when it is not text (an image, a zip, bytes that are not UTF-8): said
 * as "Binary data, 12 KB, JPEG image" and offered as a download and a hex view, never shown as text.
 */
export type Outcome = { output: string; error: string | null; binary?: BinaryOutcome }
export type BinaryOutcome = { bytes: Uint8Array; label: string; fileName: string; mime: string }

export const encodeOutcome = (r: Base64EncodeResult): Outcome => (r.ok ? { output: r.output, error: null } : { output: '', error: ENCODE_ERROR })

export function decodeOutcome(r: Base64DecodeResult): Outcome {
  if (!r.ok) return { output: '', error: DECODE_ERROR }
  if (r.text) return { output: r.output, error: null }
  const { bytes } = r
  return { output: '', error: null, binary: { bytes, label: binaryLabel(bytes), fileName: binaryFileName(bytes), mime: sniffType(bytes)?.mime ?? 'application/octet-stream' } }
}
