import { base64ToBytes, bytesToBase64, formatBytes, formatMibPerSec, MIB } from '../../lib/bytes'
import { ALGORITHM_IDS, isAlgorithmId, type AlgorithmId } from '../../workers/hash/algorithms'

/** SPEC sections 5 and 8, word for word. */
export const EMPTY_TEXT = '❌ Please enter text to hash'
export const TEXT_ERROR = '❌ Error generating hashes'
export const FILE_ERROR = '❌ Error generating file hash'
export const DONE = 'Hashes generated successfully!'
/** The progress bar's note while WebCrypto digests a file read whole (no progress exists inside `digest`). */
export const DIGESTING = 'File read; computing the digests…'

/** DECISIONS D9: real algorithms; MD5 is labelled MD5. */
export const LABELS: Record<AlgorithmId, string> = {
  md5: 'MD5',
  sha1: 'SHA-1',
  sha256: 'SHA-256',
  sha384: 'SHA-384',
  sha512: 'SHA-512',
  'sha3-256': 'SHA3-256',
  blake2b: 'BLAKE2b-512',
  blake3: 'BLAKE3',
  crc32: 'CRC32',
  xxhash64: 'xxHash64',
}

/** SPEC's three cards (MD5, SHA-256, SHA-512) first, then the rest. */
export const DISPLAY_ORDER: AlgorithmId[] = ['md5', 'sha256', 'sha512', 'sha1', 'sha384', 'sha3-256', 'blake2b', 'blake3', 'crc32', 'xxhash64']

export type OutputFormat = 'hex' | 'HEX' | 'base64'
export const FORMAT_OPTIONS: { value: OutputFormat; label: string }[] = [
  { value: 'hex', label: 'Hex (lower case)' },
  { value: 'HEX', label: 'Hex (upper case)' },
  { value: 'base64', label: 'Base64' },
]

export type HashState = { input: string; algorithms: AlgorithmId[]; format: OutputFormat }
/** Persisted as `devtools-hash` {input, algorithms, format}; never the HMAC key or a file. */
export const DEFAULTS: HashState = { input: '', algorithms: [...ALGORITHM_IDS], format: 'hex' }

export function validateState(s: HashState): HashState {
  const algorithms = DISPLAY_ORDER.filter((id) => s.algorithms.some((a) => isAlgorithmId(a) && a === id))
  const format = FORMAT_OPTIONS.some((f) => f.value === s.format) ? s.format : DEFAULTS.format
  return { input: s.input, algorithms: algorithms.length ? algorithms : DEFAULTS.algorithms, format }
}

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16))

/** A lower-case hex digest in the chosen output format. */
export function formatDigest(hex: string, format: OutputFormat): string {
  if (format === 'HEX') return hex.toUpperCase()
  if (format === 'base64') return bytesToBase64(hexToBytes(hex))
  return hex
}

/**
 * Compares a pasted digest with a computed one: hex in either case, or base64 / base64url, with
 * spaces ignored. `null` when the pasted value cannot be this algorithm's digest (other length).
 */
export function matchDigest(expected: string, hex: string): 'match' | 'mismatch' | null {
  const e = expected.replace(/\s+/g, '')
  if (!e) return null
  if (/^[0-9a-fA-F]+$/.test(e) && e.length === hex.length) return e.toLowerCase() === hex ? 'match' : 'mismatch'
  try {
    const bytes = base64ToBytes(e)
    if (bytes.length * 2 !== hex.length || bytes.length === 0) return null
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') === hex ? 'match' : 'mismatch'
  } catch {
    return null
  }
}

const KB_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * SPEC: the selected file's size in KB (two decimals), with thousands separators. The figure is
 * of 1024 bytes, so the label says KiB (issue 32): `51,200.00 KiB`.
 */
export const sizeInKb = (bytes: number) => `${KB_FORMAT.format(bytes / 1024)} KiB`

/**
 * The file line's size: SPEC's KiB figure, and from 1 MiB on the size a person reads at a glance in
 * parentheses (`51,200.00 KiB (50 MiB)`, `1,572,864.00 KiB (1.5 GiB)`). Below 1 MiB the KiB figure is
 * already that, so nothing is repeated (`0.01 KiB`, `512.00 KiB`).
 */
export function fileSizeText(bytes: number): string {
  return bytes >= MIB ? `${sizeInKb(bytes)} (${formatBytes(bytes)})` : sizeInKb(bytes)
}

/** Throughput in MiB/s (2^20 bytes a second, the unit of the sizes beside it), or '' before there is a figure. */
export function rateText(bytes: number, ms: number): string {
  if (!(ms > 0) || !(bytes > 0)) return ''
  return formatMibPerSec(bytes / MIB / (ms / 1000))
}
