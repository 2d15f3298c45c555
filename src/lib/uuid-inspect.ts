/**
 * The ID inspector (issue 32, issue 34 item 5): what a pasted UUID (RFC 9562), ULID, MongoDB
 * ObjectID or Snowflake says about itself. One decoder serves the UUID tool, the palette's detector
 * (src/lib/detect/uuid.ts) and the recipe operations Analyse UUID and Analyse ID (D34). No library:
 * the detectors' chunk loads it, so it stays small (the UUID package's own results check it in
 * the tests).
 */

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

export type Inspected<T> = { ok: true; value: T; /** The embedded time in Unix milliseconds (for a local-time view). */ ms?: number } | { ok: false; error: string }

/** Accepted around a UUID: quotes, braces (a Windows GUID), `urn:uuid:`. */
const FORM = /^["'`]?(?:urn:uuid:)?\{?([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})\}?["'`]?,?$/i

export const NOT_A_UUID = 'Not a UUID: expected 32 hexadecimal digits in five groups, 8-4-4-4-12 (e.g. 123e4567-e89b-12d3-a456-426614174000).'

/** 100-ns intervals between 1582-10-15 (the Gregorian reform) and 1970-01-01 (RFC 9562, 5.1). */
const GREGORIAN_OFFSET = 122_192_928_000_000_000n

/** "2022-02-22 19:22:22.000 UTC", with `extra` digits after the milliseconds (100-ns ticks). */
export function utcTime(ms: number, extra = ''): string {
  const iso = new Date(ms).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}${extra} UTC`
}

function variantOf(byte8: number): string {
  if (byte8 >> 7 === 0) return 'NCS (0xxx, reserved for backward compatibility)'
  if (byte8 >> 6 === 0b10) return 'RFC 9562 (10xx)'
  if (byte8 >> 5 === 0b110) return 'Microsoft (110x, reserved for backward compatibility)'
  return 'Reserved for future definition (111x)'
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16))
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b))

/**
 * Reads a pasted UUID (RFC 9562): its version and variant, and for versions 1 and 6 the Gregorian
 * timestamp (100 ns since 1582-10-15), clock sequence and node, for version 7 the Unix time in
 * milliseconds. Returns an error message for text that is not a UUID.
 */
export function inspectUuid(text: string): Inspected<UuidInspection> {
  const m = FORM.exec(text.trim())
  if (!m) return { ok: false, error: NOT_A_UUID }
  const uuid = m.slice(1, 6).join('-').toLowerCase()
  if (/^[0-]+$/.test(uuid)) return { ok: true, value: { uuid, version: 'Nil UUID (all bits zero)', variant: 'None (special form, RFC 9562 5.9)' } }
  if (/^[f-]+$/.test(uuid)) return { ok: true, value: { uuid, version: 'Max UUID (all bits one)', variant: 'None (special form, RFC 9562 5.10)' } }
  const hex = uuid.replace(/-/g, '')
  const bytes = hexBytes(hex)
  const n = bytes[6]! >> 4
  const variant = variantOf(bytes[8]!)
  // Only the RFC 9562 variant gives the version bits their meaning.
  if (bytes[8]! >> 6 !== 0b10) return { ok: true, value: { uuid, version: `None (the version bits, ${n}, mean something only in the RFC 9562 variant)`, variant } }
  const version = VERSION_NAMES[n] ? `Version ${n} (${VERSION_NAMES[n]})` : `Version ${n} (not defined by RFC 9562)`
  const value: UuidInspection = { uuid, version, variant }
  if (n === 1 || n === 6) {
    // v1: time_low, time_mid, time_high (12 bits); v6: the same 60 bits, most significant first.
    const ticks = BigInt(`0x${n === 1 ? `${hex.slice(13, 16)}${hex.slice(8, 12)}${hex.slice(0, 8)}` : `${hex.slice(0, 12)}${hex.slice(13, 16)}`}`)
    const since1970 = ticks - GREGORIAN_OFFSET
    const ms = Number(floorDiv(since1970, 10_000n))
    const rest = String(Number(since1970 - BigInt(ms) * 10_000n)).padStart(4, '0')
    value.time = utcTime(ms, rest)
    value.timeSource = '60-bit Gregorian timestamp: 100 ns steps since 1582-10-15'
    value.clockSequence = ((bytes[8]! & 0x3f) << 8) | bytes[9]!
    value.node = [...bytes.slice(10)].map((b) => b.toString(16).padStart(2, '0')).join(':')
    return { ok: true, value, ms }
  }
  if (n === 7) {
    const ms = parseInt(hex.slice(0, 12), 16)
    value.time = utcTime(ms)
    value.timeSource = '48-bit Unix timestamp in milliseconds'
    return { ok: true, value, ms }
  }
  return { ok: true, value }
}

/* -------------------------------------------------------------------------------------------- */
/* Other IDs (issue 34 item 5)                                                                   */

/** Snowflake epochs (Unix ms): Twitter's 2010-11-04 01:42:54.657 UTC, Discord's 2015-01-01 UTC. */
export const SNOWFLAKE_EPOCHS = { twitter: 1_288_834_974_657, discord: 1_420_070_400_000 } as const
export type SnowflakeEpoch = keyof typeof SNOWFLAKE_EPOCHS | 'custom'
export const EPOCH_NAMES: Record<SnowflakeEpoch, string> = { twitter: 'Twitter', discord: 'Discord', custom: 'Custom' }

/** The epoch a Snowflake is read with: a named one, or a custom Unix time in milliseconds. */
export type EpochChoice = { epoch: SnowflakeEpoch; customMs?: number }
export const epochMs = (e: EpochChoice): number => (e.epoch === 'custom' ? (e.customMs ?? 0) : SNOWFLAKE_EPOCHS[e.epoch])

/** The Unix ms of a custom Snowflake epoch (a number of milliseconds or an ISO date), or null. */
export function customEpochMs(text: string): number | null {
  const t = text.trim()
  if (/^-?\d{1,16}$/.test(t)) return Number(t)
  const ms = /^\d{4}-\d{2}-\d{2}/.test(t) ? Date.parse(t) : NaN
  return Number.isNaN(ms) ? null : ms
}
export const CUSTOM_EPOCH_ERROR = 'Custom epoch: enter a Unix time in milliseconds or an ISO date, e.g. 2020-01-01T00:00:00Z.'

/** Crockford's base 32 (ULID): no I, L, O, U. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const ULID_FORM = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i
const NANOID_FORM = /^[A-Za-z0-9_-]{21}$/
const MAX_SNOWFLAKE = (1n << 63n) - 1n

/** What any ID says about itself: its kind, then the fields that kind holds (all strings, as shown). */
export type IdInspection = { kind: string } & Partial<UuidInspection> & {
    id?: string
    random?: string
    counter?: string
    epoch?: string
    worker?: string
    process?: string
    sequence?: string
    asUuid?: string
  }

export const ID_KINDS_EXPECTED =
  'a UUID (32 hex digits, 8-4-4-4-12), a ULID (26 base-32 characters), an ObjectID (24 hex digits) or a Snowflake (a number of up to 20 digits)'

/** Why a text is none of the IDs, as precisely as its shape allows. */
function whyNot(t: string): string {
  const hex = t.replace(/[-{}]/g, '')
  if (/^[0-9a-f]+$/i.test(hex) && /[a-f]/i.test(hex)) return `Not a UUID or ObjectID: ${hex.length} hexadecimal digits; a UUID has 32 (8-4-4-4-12), an ObjectID 24.`
  if (/^\d+$/.test(t)) return `Not a Snowflake: ${t.length > 20 ? `${t.length} digits; a Snowflake has at most 20` : 'the number is too small to hold a time'} (a 64-bit number, 17 to 20 digits for today's ids).`
  if (t.length === 26 && /^[0-9a-z]+$/i.test(t)) return `Not a ULID: ${/^[0-7]/.test(t) ? 'it holds letters Crockford’s base 32 leaves out (I, L, O, U)' : 'a ULID starts with 0 to 7 (its time fits 48 bits)'}.`
  return `Not a UUID, ULID, ObjectID or Snowflake: expected ${ID_KINDS_EXPECTED}.`
}

/** Reads a ULID: 48-bit Unix milliseconds, then 80 random bits (github.com/ulid/spec). */
function inspectUlid(t: string): Inspected<IdInspection> {
  const up = t.toUpperCase()
  let n = 0n
  for (const c of up) n = n * 32n + BigInt(CROCKFORD.indexOf(c))
  const ms = Number(n >> 80n)
  const hex = n.toString(16).padStart(32, '0')
  const asUuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return {
    ok: true,
    ms,
    value: { kind: 'ULID', id: up, time: utcTime(ms), timeSource: '48-bit Unix timestamp in milliseconds (first 10 characters)', random: `${up.slice(10)} (80 bits)`, asUuid },
  }
}

/** Reads a MongoDB ObjectID: 4-byte Unix seconds, 5 random bytes, a 3-byte counter. */
function inspectObjectId(hex: string): Inspected<IdInspection> {
  const id = hex.toLowerCase()
  const ms = parseInt(id.slice(0, 8), 16) * 1000
  return {
    ok: true,
    ms,
    value: { kind: 'ObjectID (MongoDB)', id, time: utcTime(ms), timeSource: '32-bit Unix timestamp in seconds (first 8 hex digits)', random: id.slice(8, 18), counter: String(parseInt(id.slice(18), 16)) },
  }
}

/** Reads a Snowflake: 41-bit milliseconds since the epoch, 5-bit worker, 5-bit process, 12-bit sequence. */
export function inspectSnowflake(digits: string, e: EpochChoice): Inspected<IdInspection> {
  const n = BigInt(digits)
  if (n > MAX_SNOWFLAKE) return { ok: false, error: 'Not a Snowflake: larger than a signed 64-bit number (9223372036854775807).' }
  if (n < 1n << 22n) return { ok: false, error: whyNot(digits) }
  const base = epochMs(e)
  const ms = Number(n >> 22n) + base
  if (!(Math.abs(ms) <= 8.64e15)) return { ok: false, error: 'Not a Snowflake with this epoch: the time it gives is out of range.' }
  const name = e.epoch === 'custom' ? `custom, ${utcTime(base)}` : `${EPOCH_NAMES[e.epoch]}, ${utcTime(base)}`
  return {
    ok: true,
    ms,
    value: {
      kind: 'Snowflake',
      id: String(n),
      time: utcTime(ms),
      timeSource: `41-bit milliseconds since the ${EPOCH_NAMES[e.epoch]} epoch (assumed)`,
      epoch: name,
      worker: String(Number((n >> 17n) & 31n)),
      process: String(Number((n >> 12n) & 31n)),
      sequence: String(Number(n & 4095n)),
    },
  }
}

/**
 * Any ID (issue 34 item 5): a UUID of any version, a ULID, an ObjectID (24 hex digits), a Snowflake
 * (a number, read with the epoch given), or a NanoID's shape (random: nothing to decode). A clear
 * error for anything else.
 */
export function inspectId(text: string, epoch: EpochChoice = { epoch: 'twitter' }): Inspected<IdInspection> {
  const t = text.trim().replace(/^(["'`])(.*)\1,?$/, '$2').trim()
  const u = inspectUuid(t)
  if (u.ok) return { ok: true, ms: u.ms, value: { kind: 'UUID', ...u.value } }
  if (ULID_FORM.test(t)) return inspectUlid(t)
  if (/^(?:ObjectId\(["']?)?[0-9a-f]{24}(?:["']?\))?$/i.test(t)) return inspectObjectId(/[0-9a-f]{24}/i.exec(t)![0])
  if (/^\d{1,20}$/.test(t)) return inspectSnowflake(t, epoch)
  if (NANOID_FORM.test(t) && /[0-9_-]/.test(t) && /[A-Za-z]/.test(t)) {
    return { ok: true, value: { kind: 'NanoID (by its shape: 21 URL-safe characters)', id: t, random: 'All of it: a NanoID is random and holds no time' } }
  }
  return { ok: false, error: whyNot(t) }
}
