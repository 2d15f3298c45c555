/**
 * The Timestamp tool's engine (SPEC "Timestamp and Date Converter", sections 5, 8 and 9), shared
 * with the recipe worker's time operations (D34).
 */
export const SECONDS_BELOW = 1e10
export const MESSAGES = {
  invalidTimestamp: '❌ Invalid timestamp',
  timestampError: '❌ Error converting timestamp',
  invalidDate: '❌ Invalid date format',
  dateError: '❌ Error converting date',
  converted: 'Timestamp converted to date!',
} as const

/** A number as the Unix Timestamp box takes it: sign, digits, a fraction, an exponent. */
export const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/

export type TimestampUnit = 'seconds' | 'milliseconds' | 'microseconds' | 'nanoseconds' | 'date'
const PER_MS: Record<Exclude<TimestampUnit, 'date'>, number> = { seconds: 1e-3, milliseconds: 1, microseconds: 1e3, nanoseconds: 1e6 }
/** The plausible span for reading a large number: 1970-01-01 up to 2100-01-01 (UTC). */
const PLAUSIBLE_MS = [0, Date.UTC(2100, 0, 1)] as const

/**
 * The unit a number is in. Below 1e10 (up to 10 digits) it is seconds (SPEC section 5); up to 13
 * digits milliseconds; 14 to 16 digits microseconds and 17 or more nanoseconds, when that puts it
 * between 1970 and 2100; otherwise milliseconds (SPEC).
 */
export function unitOf(n: number): Exclude<TimestampUnit, 'date'> {
  const abs = Math.abs(n)
  if (abs < SECONDS_BELOW) return 'seconds'
  if (abs < 1e13) return 'milliseconds'
  const unit = abs < 1e16 ? 'microseconds' : 'nanoseconds'
  const ms = n / PER_MS[unit]
  return ms >= PLAUSIBLE_MS[0] && ms < PLAUSIBLE_MS[1] ? unit : 'milliseconds'
}

/**
 * What the Unix Timestamp box holds, read: a number in the unit it is in (see unitOf), or an ISO
 * 8601, HTTP or JavaScript date typed there instead (D25: converted rather than refused). Null
 * for anything else.
 */
export function readTimestamp(input: string): { ms: number; unit: TimestampUnit } | null {
  const text = input.trim()
  if (!NUMERIC.test(text)) {
    const local = dateInputOf(text)
    if (local === null) return null
    const ms = new Date(local).getTime()
    return Number.isFinite(ms) ? { ms, unit: 'date' } : null
  }
  const n = Number(text)
  if (!Number.isFinite(n)) return null
  const unit = unitOf(n)
  return { ms: n / PER_MS[unit], unit }
}

/** A Unix timestamp (or a date, see readTimestamp) as milliseconds; null when it is neither. */
export const timestampToMs = (input: string): number | null => readTimestamp(input)?.ms ?? null

/** How the box was read, for the result ('Read as microseconds (16 digits).'). */
export function unitNote(input: string): string | null {
  const r = readTimestamp(input)
  if (!r) return null
  if (r.unit === 'date') return 'Read as a date, not a number: its Unix time is shown below.'
  const digits = input.trim().replace(/^[+-]/, '').split(/[.eE]/)[0]!.length
  return `Read as ${r.unit} (${digits} digit${digits === 1 ? '' : 's'}).`
}

export type DateParts = { ms: number; iso: string; local: string }
/** A failure carries SPEC's message and why the text is not a date (`reason`, shown after it). */
export type TimestampResult = { ok: true; value: DateParts } | { ok: false; message: (typeof MESSAGES)['invalidTimestamp' | 'timestampError']; reason: string }

/** The last date JavaScript can hold is 8.64e15 ms after 1970 (+275760-09-13). */
const MAX_DATE_MS = 8.64e15
const EXAMPLES = 'enter a Unix timestamp such as 1700000000, or a date such as 2023-11-14T22:13:20Z'

/** Why the Unix Timestamp box's text is not a point in time (for text `readTimestamp` refuses or cannot place). */
export function whyNotATimestamp(input: string): string {
  const text = input.trim()
  if (!text) return `The box is empty: ${EXAMPLES}`
  if (NUMERIC.test(text)) {
    const n = Number(text)
    const digits = text.replace(/^[+-]/, '').split(/[.eE]/)[0]!.length
    if (!Number.isFinite(n)) return `${text} is too large to be a number of seconds or milliseconds`
    return `${digits} digits is too large for a date: as milliseconds it is past the year 275760, the last date there is, and as microseconds or nanoseconds it is after 2100`
  }
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text
  if (/^\d{4}-\d{1,2}-\d{1,2}/.test(text)) return `"${shown}" is not a real day and time`
  if (/^[\p{L}\s]+$/u.test(text)) return `"${shown}" is a word, not a time (words such as "yesterday" or "now" are not read): ${EXAMPLES}`
  return `"${shown}" is neither a number nor a date: ${EXAMPLES}`
}

/** The ISO (UTC) and local forms of a point in time; throws RangeError outside Date's range. */
export function dateParts(ms: number, locale?: string, timeZone?: string): DateParts {
  const d = new Date(ms)
  return { ms, iso: d.toISOString(), local: d.toLocaleString(locale, timeZone ? { timeZone } : undefined) }
}

/** SPEC's message, then the reason: what the screen shows and the toast says. */
export const failureText = (r: { message: string; reason: string }) => `${r.message}: ${r.reason}`

export function timestampToDate(input: string, locale?: string, timeZone?: string): TimestampResult {
  const ms = timestampToMs(input)
  if (ms === null) return { ok: false, message: MESSAGES.invalidTimestamp, reason: whyNotATimestamp(input) }
  // A number, but past Date's range (±8.64e15 ms): "Invalid time value".
  if (!(Math.abs(ms) <= MAX_DATE_MS)) return { ok: false, message: MESSAGES.timestampError, reason: whyNotATimestamp(input) }
  try {
    return { ok: true, value: dateParts(ms, locale, timeZone) }
  } catch {
    return { ok: false, message: MESSAGES.timestampError, reason: whyNotATimestamp(input) }
  }
}

export type DateResult = { ok: true; value: { seconds: number; milliseconds: number } } | { ok: false; message: (typeof MESSAGES)['invalidDate' | 'dateError'] }

/** A datetime-local value (local time, as the browser reads it) to seconds and milliseconds. */
export function dateToTimestamp(value: string): DateResult {
  try {
    if (!value.trim()) return { ok: false, message: MESSAGES.invalidDate }
    const ms = new Date(value).getTime()
    if (Number.isNaN(ms)) return { ok: false, message: MESSAGES.invalidDate }
    return { ok: true, value: { seconds: Math.floor(ms / 1000), milliseconds: ms } }
  } catch {
    return { ok: false, message: MESSAGES.dateError }
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** A time as a datetime-local input value (local time, to the second). */
export function toDatetimeLocal(ms: number): string {
  const d = new Date(ms)
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.25 * 24 * 3600 * 1000],
  ['month', 30.44 * 24 * 3600 * 1000],
  ['week', 7 * 24 * 3600 * 1000],
  ['day', 24 * 3600 * 1000],
  ['hour', 3600 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
]

/** "3 hours ago", "in 2 days", "now": the largest unit that fits, rounded down. */
export function relativeTime(ms: number, now: number, locale?: string): string {
  const diff = ms - now
  const abs = Math.abs(diff)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (abs >= size || unit === 'second') {
      const value = Math.trunc(diff / size)
      return format.format(value === 0 ? 0 : value, unit)
    }
  }
  return format.format(0, 'second')
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i
/** RFC 2822 / HTTP dates (`Tue, 14 Nov 2023 22:13:20 GMT`) and JavaScript's Date#toString(). */
const HTTP_DATE = /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?\d{1,2}\s+[a-z]{3}[a-z]*\s+\d{4}\s+\d{2}:\d{2}(?::\d{2})?\s*(?:gmt|utc|ut|z|[+-]\d{4})?$/i
const JS_DATE = /^(?:mon|tue|wed|thu|fri|sat|sun)\s+[a-z]{3}\s+\d{1,2}\s+\d{4}\s+\d{2}:\d{2}:\d{2}\s+GMT[+-]\d{4}(?:\s+\([^)]*\))?$/i

/** True when the fields name a real day and time (2023-02-30 and 25:00 do not). */
function isReal(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return false
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** ISO 8601 text's match and fields; 'unreal' when they name no real day and time, null when it is not ISO. */
function readIso(t: string): { m: RegExpExecArray; fields: [number, number, number, number, number, number] } | 'unreal' | null {
  const m = ISO.exec(t)
  if (!m) return null
  const fields = [m[1], m[2], m[3], m[4], m[5], m[6]].map((x) => Number(x ?? 0)) as [number, number, number, number, number, number]
  const [y, mo, d, h, mi, s] = fields
  return y < 1 || !isReal(y, mo, d, h, mi, s) ? 'unreal' : { m, fields }
}

/**
 * D25: a written date as the Date to Timestamp field's value (local time, to the second), or null.
 * An ISO 8601 date or date-time without a zone is taken as written (local time, as the field
 * means); one with a zone (Z, +02:00), an HTTP/e-mail date and JavaScript's Date#toString() are
 * converted to local time.
 */
export function dateInputOf(text: string): string | null {
  const t = text.trim()
  if (t.length > 80) return null
  const iso = readIso(t)
  if (iso === 'unreal') return null
  if (iso) {
    const { m, fields: [, , , h, mi, s] } = iso
    if (!m[8]) return `${m[1]}-${m[2]}-${m[3]}T${pad(h)}:${pad(mi)}:${pad(s)}`
    const zone = m[8].toUpperCase() === 'Z' ? 'Z' : m[8].replace(/^([+-]\d{2}):?(\d{2})?$/, (_, hh: string, mm?: string) => `${hh}:${mm ?? '00'}`)
    const ms = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${pad(h)}:${pad(mi)}:${pad(s)}${m[7] ? `.${m[7].slice(0, 3).padEnd(3, '0')}` : ''}${zone}`)
    return Number.isFinite(ms) ? toDatetimeLocal(ms) : null
  }
  if (HTTP_DATE.test(t) || JS_DATE.test(t)) {
    const ms = Date.parse(t)
    return Number.isFinite(ms) && new Date(ms).getFullYear() >= 1 ? toDatetimeLocal(ms) : null
  }
  return null
}

/** An ISO zone designator (`Z`, `+02`, `+0200`, `+02:00`) in milliseconds east of UTC, or null past ±23:59. */
function zoneMs(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!
  const h = Number(m[2])
  const mi = Number(m[3] ?? 0)
  if (h > 23 || mi > 59) return null
  return (m[1] === '-' ? -1 : 1) * (h * 60 + mi) * 60_000
}

/**
 * A written date as a point in time, for the To UNIX Timestamp operation (D34): ISO 8601 (its
 * fraction kept to the nanosecond; one without a zone is wall time where `offsetAt(utcMs)` gives
 * the zone's offset in milliseconds), an HTTP/e-mail date or JavaScript's Date#toString(). Null
 * for anything else (`whyNotATimestamp` says why).
 */
export function readDate(text: string, offsetAt: (utcMs: number) => number): { seconds: number; nanos: number } | null {
  const t = text.trim()
  if (t.length > 80) return null
  const iso = readIso(t)
  if (iso === 'unreal') return null
  if (iso) {
    const { m, fields: [y, mo, d, h, mi, s] } = iso
    const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s))
    date.setUTCFullYear(y)
    const wall = date.getTime()
    let ms: number
    if (m[8]) {
      const off = zoneMs(m[8])
      if (off === null) return null
      ms = wall - off
    } else {
      // Wall time in a zone: the offset at a first guess, then at the instant that guess gives.
      ms = wall - offsetAt(wall - offsetAt(wall))
    }
    return { seconds: Math.floor(ms / 1000), nanos: m[7] ? Number(m[7].padEnd(9, '0')) : 0 }
  }
  if (HTTP_DATE.test(t) || JS_DATE.test(t)) {
    const ms = Date.parse(t)
    if (!Number.isFinite(ms)) return null
    const seconds = Math.floor(ms / 1000)
    return { seconds, nanos: (ms - seconds * 1000) * 1e6 }
  }
  return null
}
