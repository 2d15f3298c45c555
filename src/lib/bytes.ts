/** Byte and text helpers shared by the main thread and the workers (no DOM). */

const UNITS = ['Bytes', 'KiB', 'MiB', 'GiB', 'TiB'] as const

/** One mebibyte (2^20 bytes): the unit of every "MiB" and "MiB/s" the app shows. */
export const MIB = 1024 * 1024

/**
 * SPEC section 9: sizes on a base of 1024, two decimals. Issue 32: the labels say so (KiB, MiB,
 * GiB: a "MB" of 1,048,576 bytes was not the MB of 10^6 bytes a file manager shows).
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)))
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${UNITS[i]}`
}

/** A throughput in MiB/s (one decimal below 100, whole above), the unit formatBytes' sizes use; '—' when there is no figure. */
export function formatMibPerSec(mibPerSec: number | null | undefined): string {
  if (mibPerSec == null || !Number.isFinite(mibPerSec) || mibPerSec < 0) return '—'
  return `${mibPerSec >= 100 ? Math.round(mibPerSec) : mibPerSec.toFixed(1)} MiB/s`
}

/** True when the string holds a UTF-16 surrogate that has no partner (not encodable as UTF-8). */
export function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)
}

/** The byte arrays one after another, in one new array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0
  for (const p of parts) size += p.length
  const out = new Uint8Array(size)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

const CHUNK = 0x8000

/** Standard base64 (RFC 4648 section 4) of bytes, in chunks so large inputs do not overflow the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = []
  for (let i = 0; i < bytes.length; i += CHUNK) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[]))
  }
  return btoa(parts.join(''))
}

/**
 * Decodes standard or URL-safe base64 (RFC 4648 sections 4 and 5), with or without padding, and
 * ignoring ASCII whitespace and line breaks. Throws on anything else. Every Base64 path uses it (the
 * Base64 tool's engine, its input port, the detectors, JWT, Hash), so they all accept the same texts.
 */
export function base64ToBytes(input: string): Uint8Array {
  // D29: WHATWG forgiving-base64 (what `atob` accepts) plus the URL-safe alphabet. Only ASCII
  // whitespace is skipped; one or two '=' may end the text only when its length is a multiple of 4
  // (so '=' alone, 'ab=' and 'abcd=' are refused); a length of 4n+1 is refused.
  let s = input.replace(/[\t\n\f\r ]+/g, '')
  if (s.length % 4 === 0) s = s.replace(/={1,2}$/, '')
  if (s.length % 4 === 1 || !/^[A-Za-z0-9+/_-]*$/.test(s)) throw new Error('not base64')
  s = s.replace(/-/g, '+').replace(/_/g, '/')
  s += '='.repeat((4 - (s.length % 4)) % 4)
  const binary = atob(s)
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}
