/** SPEC "Timestamp and Date Converter", sections 5, 8 and 9. */
export const SECONDS_BELOW = 1e10
export const MESSAGES = {
  invalidTimestamp: '❌ Invalid timestamp',
  timestampError: '❌ Error converting timestamp',
  invalidDate: '❌ Invalid date format',
  dateError: '❌ Error converting date',
  converted: 'Timestamp converted to date!',
} as const

export type TimestampState = { timestampInput: string; dateInput: string }
export const DEFAULTS: TimestampState = { timestampInput: '', dateInput: '' }

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/

/**
 * A Unix timestamp as milliseconds: below 1e10 it is seconds (multiplied by 1000), otherwise
 * milliseconds (SPEC section 5). Null when the text is not a number.
 */
export function timestampToMs(input: string): number | null {
  const text = input.trim()
  if (!NUMERIC.test(text)) return null
  const n = Number(text)
  if (!Number.isFinite(n)) return null
  return n < SECONDS_BELOW ? n * 1000 : n
}

export type DateParts = { ms: number; iso: string; local: string }
export type TimestampResult = { ok: true; value: DateParts } | { ok: false; message: (typeof MESSAGES)['invalidTimestamp' | 'timestampError'] }

/** The ISO (UTC) and local forms of a point in time; throws RangeError outside Date's range. */
export function dateParts(ms: number, locale?: string, timeZone?: string): DateParts {
  const d = new Date(ms)
  return { ms, iso: d.toISOString(), local: d.toLocaleString(locale, timeZone ? { timeZone } : undefined) }
}

export function timestampToDate(input: string, locale?: string, timeZone?: string): TimestampResult {
  const ms = timestampToMs(input)
  if (ms === null) return { ok: false, message: MESSAGES.invalidTimestamp }
  try {
    return { ok: true, value: dateParts(ms, locale, timeZone) }
  } catch {
    // A number, but past Date's range (±8.64e15 ms): "Invalid time value".
    return { ok: false, message: MESSAGES.timestampError }
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
