import { parse, validate, version as versionOf } from 'uuid'

/** The UUID tool's inspector (issue 32, RFC 9562), shared with the recipe worker's Analyse UUID (D34). */

/** RFC 9562 section 4.2: what each version holds. */
export const VERSION_NAMES: Record<number, string> = {
  1: 'Gregorian time-based',
  2: 'DCE Security',
  3: 'Name-based (MD5)',
  4: 'Random',
  5: 'Name-based (SHA-1)',
  6: 'Reordered Gregorian time-based',
  7: 'Unix Epoch time-based',
  8: 'Custom',
}

/** What a UUID says about itself (RFC 9562): version, variant, and the time and node it carries. */
export type UuidInspection = {
  /** The UUID in its canonical form (lower case, 8-4-4-4-12). */
  uuid: string
  /** "Version 7 (Unix Epoch time-based)", "Nil UUID", ... */
  version: string
  /** "RFC 9562 (10xx)", "Microsoft (110x, reserved)", ... */
  variant: string
  /** The embedded time, UTC, as precise as the UUID holds it: "2022-02-22 19:22:22.000 UTC". */
  time?: string
  /** Where that time comes from. */
  timeSource?: string
  /** v1 and v6: the clock sequence and node. */
  clockSequence?: number
  node?: string
}

/** Accepted around a UUID: quotes, braces (a Windows GUID), `urn:uuid:`. */
const FORM = /^["'`]?(?:urn:uuid:)?\{?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})\}?["'`]?,?$/i

/** 100-ns intervals between 1582-10-15 (the Gregorian reform) and 1970-01-01 (RFC 9562, 5.1). */
const GREGORIAN_OFFSET = 122_192_928_000_000_000n

/** "2022-02-22 19:22:22.000 UTC", with `extra` digits after the milliseconds (100-ns ticks). */
function utcTime(ms: number, extra = ''): string {
  const iso = new Date(ms).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}${extra} UTC`
}

function variantOf(byte8: number): string {
  if (byte8 >> 7 === 0) return 'NCS (0xxx, reserved for backward compatibility)'
  if (byte8 >> 6 === 0b10) return 'RFC 9562 (10xx)'
  if (byte8 >> 5 === 0b110) return 'Microsoft (110x, reserved for backward compatibility)'
  return 'Reserved for future definition (111x)'
}

/**
 * Reads a pasted UUID (RFC 9562): its version and variant, and for versions 1 and 6 the Gregorian
 * timestamp (100 ns since 1582-10-15), clock sequence and node, for version 7 the Unix time in
 * milliseconds. Returns an error message for text that is not a UUID.
 */
export function inspectUuid(text: string): { ok: true; value: UuidInspection } | { ok: false; error: string } {
  const m = FORM.exec(text.trim())
  if (!m) return { ok: false, error: 'Not a UUID: expected 32 hexadecimal digits in five groups, 8-4-4-4-12 (e.g. 123e4567-e89b-12d3-a456-426614174000).' }
  const uuid = m.slice(1, 6).join('-').toLowerCase()
  if (/^[0-]+$/.test(uuid)) return { ok: true, value: { uuid, version: 'Nil UUID (all bits zero)', variant: 'None (special form, RFC 9562 5.9)' } }
  if (/^[f-]+$/.test(uuid)) return { ok: true, value: { uuid, version: 'Max UUID (all bits one)', variant: 'None (special form, RFC 9562 5.10)' } }
  const rfc = validate(uuid)
  const bytes = rfc ? parse(uuid) : Uint8Array.from(uuid.replace(/-/g, '').match(/../g)!, (h) => parseInt(h, 16))
  const n = rfc ? versionOf(uuid) : bytes[6]! >> 4
  const variant = variantOf(bytes[8]!)
  // Only the RFC 9562 variant gives the version bits their meaning.
  if (bytes[8]! >> 6 !== 0b10) return { ok: true, value: { uuid, version: `None (the version bits, ${n}, mean something only in the RFC 9562 variant)`, variant } }
  const version = VERSION_NAMES[n] ? `Version ${n} (${VERSION_NAMES[n]})` : `Version ${n} (not defined by RFC 9562)`
  const value: UuidInspection = { uuid, version, variant }
  const hex = uuid.replace(/-/g, '')
  if (n === 1 || n === 6) {
    // v1: time_low, time_mid, time_high (12 bits); v6: the same 60 bits, most significant first.
    const ticks = BigInt(`0x${n === 1 ? `${hex.slice(13, 16)}${hex.slice(8, 12)}${hex.slice(0, 8)}` : `${hex.slice(0, 12)}${hex.slice(13, 16)}`}`)
    const since1970 = ticks - GREGORIAN_OFFSET
    const ms = Number(since1970 / 10_000n) - (since1970 < 0n && since1970 % 10_000n !== 0n ? 1 : 0)
    const rest = String(Number(((since1970 % 10_000n) + 10_000n) % 10_000n)).padStart(4, '0')
    value.time = utcTime(ms, rest)
    value.timeSource = '60-bit Gregorian timestamp: 100 ns steps since 1582-10-15'
    value.clockSequence = ((bytes[8]! & 0x3f) << 8) | bytes[9]!
    value.node = [...bytes.slice(10)].map((b) => b.toString(16).padStart(2, '0')).join(':')
  } else if (n === 7) {
    value.time = utcTime(parseInt(hex.slice(0, 12), 16))
    value.timeSource = '48-bit Unix timestamp in milliseconds'
  }
  return { ok: true, value }
}
