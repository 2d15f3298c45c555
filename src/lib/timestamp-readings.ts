/**
 * Issue 35 item 3: the ways a pasted value can be a point in time, beyond Unix time. A number is
 * read in seconds, milliseconds, microseconds or nanoseconds by its size (src/lib/timestamp.ts), or
 * as a Windows FILETIME / Active Directory (LDAP) time when that is what it plausibly is; text may
 * be LDAP Generalized Time (as Active Directory writes whenCreated), a MongoDB ObjectID, a UUID that
 * carries a time (v1, v6, v7: src/lib/uuid-inspect.ts), RFC 2822 text, or a date the Timestamp tool
 * already reads. Each reading is named, the one chosen first, with the other plausible ones after it.
 * Shared by the Timestamp tool, the detector and the recipe worker's operations (D34).
 */
import { NUMERIC, readTimestamp, unitOf, whyNotATimestamp } from './timestamp'
import { inspectUuid } from './uuid-inspect'

export type ReadingKind = 'seconds' | 'milliseconds' | 'microseconds' | 'nanoseconds' | 'filetime' | 'generalized' | 'objectid' | 'uuid' | 'rfc2822' | 'date'

/** One way of reading the input: the instant (Unix ms), what it was read as, and how it was told. */
export type Reading = { kind: ReadingKind; ms: number; name: string; note: string }

/** 100-ns intervals from 1601-01-01 (FILETIME's epoch) to 1970-01-01. */
export const FILETIME_AT_1970 = 116_444_736_000_000_000n
const MS_PER_SECOND: Record<'seconds' | 'milliseconds' | 'microseconds' | 'nanoseconds', number> = { seconds: 1e-3, milliseconds: 1, microseconds: 1e3, nanoseconds: 1e6 }
const UNIT_KINDS = ['seconds', 'milliseconds', 'microseconds', 'nanoseconds'] as const

/** A reading is offered beside the chosen one when it lands between these (1971 to 2100, UTC). */
const PLAUSIBLE = [Date.UTC(1971, 0, 1), Date.UTC(2100, 0, 1)] as const
/** FILETIME is chosen over nanoseconds for an 18-digit number when it lands from 1970 to 2100. */
const FILETIME_CHOSEN = [0, Date.UTC(2100, 0, 1)] as const
const MAX_DATE_MS = 8.64e15
const inRange = (ms: number, [lo, hi]: readonly [number, number]) => ms >= lo && ms < hi

export const READING_NAMES: Record<ReadingKind, string> = {
  seconds: 'Unix time in seconds',
  milliseconds: 'Unix time in milliseconds',
  microseconds: 'Unix time in microseconds',
  nanoseconds: 'Unix time in nanoseconds',
  filetime: 'Windows FILETIME / Active Directory (LDAP) time',
  generalized: 'LDAP Generalized Time',
  objectid: 'MongoDB ObjectID time',
  uuid: 'UUID time',
  rfc2822: 'RFC 2822 date',
  date: 'Date',
}

/** FILETIME / LDAP ticks (100 ns since 1601-01-01 UTC) as Unix milliseconds, floored. */
export function filetimeToMs(ticks: bigint): number {
  const since1970 = ticks - FILETIME_AT_1970
  const q = since1970 / 10_000n
  return Number(since1970 < 0n && q * 10_000n !== since1970 ? q - 1n : q)
}

/** Unix milliseconds as FILETIME / LDAP ticks. */
export const msToFiletime = (ms: number): bigint => BigInt(Math.round(ms)) * 10_000n + FILETIME_AT_1970

const unitReading = (kind: (typeof UNIT_KINDS)[number], n: number, digits: number): Reading => ({
  kind,
  ms: n / MS_PER_SECOND[kind],
  name: READING_NAMES[kind],
  note: `Read as ${kind} (${digits} digit${digits === 1 ? '' : 's'}).`,
})

const filetimeReading = (ticks: bigint, how: string): Reading => ({
  kind: 'filetime',
  ms: filetimeToMs(ticks),
  name: READING_NAMES.filetime,
  note: `Read as a Windows FILETIME / Active Directory (LDAP) timestamp (${how}): 100-nanosecond intervals since 1601-01-01 UTC.`,
})

/** A whole number: by size as Unix time, and as FILETIME; FILETIME first when 18 digits put it in 1970-2100. */
function numberReadings(text: string): Reading[] {
  const n = Number(text)
  if (!Number.isFinite(n)) return []
  const digits = text.replace(/^[+-]/, '').split(/[.eE]/)[0]!.length
  const bySize = unitReading(unitOf(n), n, digits)
  const whole = /^\d+$/.test(text)
  const filetime = whole ? filetimeReading(BigInt(text), `${digits} digits`) : null
  const chosen = filetime && digits === 18 && inRange(filetime.ms, FILETIME_CHOSEN) ? filetime : bySize
  const others = [...UNIT_KINDS.map((k) => unitReading(k, n, digits)), ...(filetime ? [filetime] : [])].filter((r) => r.kind !== chosen.kind && inRange(r.ms, PLAUSIBLE))
  // The reading by size is always offered when another was chosen: it is what the number was read as before.
  if (chosen !== bySize && !others.some((r) => r.kind === bySize.kind)) others.unshift(bySize)
  return [chosen, ...others]
}

/** RFC 4517 GeneralizedTime with its zone, as Active Directory writes it: 20231114221320.0Z. */
const GENERALIZED = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})?(\d{2})?(?:[.,](\d{1,9}))?(Z|[+-]\d{4})$/i
/** FILETIME in hex: 0x01D8507C1A5A4000, or dwHighDateTime:dwLowDateTime (01D8507C:1A5A4000). */
const FILETIME_HEX = /^(?:0x([0-9a-f]{16})|([0-9a-f]{8}):([0-9a-f]{8}))$/i
const OBJECT_ID = /^(?:ObjectId\(\s*["']?)?([0-9a-f]{24})(?:["']?\s*\))?$/i

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
/** RFC 2822 section 4.3: the obsolete zone names; military letters mean nothing reliable (-0000). */
const ZONES: Record<string, number> = { UT: 0, GMT: 0, EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7 }
/**
 * RFC 2822 date-time (section 3.3, with 4.3's obsolete forms): an optional day of the week, day,
 * month, a 4-digit (or obsolete 2- or 3-digit) year, hh:mm[:ss], a zone, and an optional comment.
 */
export const RFC2822 =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s*,\s*)?(\d{1,2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+(\d{2,4})\s+(\d{2})\s*:\s*(\d{2})(?:\s*:\s*(\d{2}))?\s*([+-]\d{4}|UT|GMT|[ECMP][SD]T|[A-IK-Z])(?:\s*\([^()]*\))?$/i

/** An RFC 2822 date as Unix ms; a string saying what is wrong when it has the form but names no real time. */
export function readRfc2822(text: string): number | string | null {
  const m = RFC2822.exec(text.trim())
  if (!m) return null
  const [, dow, d, mon, y, h, mi, s, zone] = m
  let year = Number(y)
  if (y!.length === 2) year += year < 50 ? 2000 : 1900
  else if (y!.length === 3) year += 1900
  const month = MONTHS.indexOf(mon!.toLowerCase())
  const [hour, minute, second, day] = [Number(h), Number(mi), Number(s ?? 0), Number(d)]
  const wall = Date.UTC(year, month, day, hour, minute, second)
  const check = new Date(wall)
  if (hour > 23 || minute > 59 || second > 59 || check.getUTCDate() !== day) return `"${text.trim()}" is not a real day and time`
  if (dow && dow.toLowerCase() !== DAYS[check.getUTCDay()]!.toLowerCase()) return `"${text.trim()}" says ${dow} but ${day} ${mon} ${year} is a ${DAYS[check.getUTCDay()]}`
  const z = zone!.toUpperCase()
  const offsetMin = /^[+-]/.test(z) ? (z[0] === '-' ? -1 : 1) * (Number(z.slice(1, 3)) * 60 + Number(z.slice(3, 5))) : (ZONES[z] ?? 0) * 60
  return wall - offsetMin * 60_000
}

function generalizedReading(m: RegExpExecArray): Reading | null {
  const [, y, mo, d, h, mi, s, frac, zone] = m
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map((x) => Number(x ?? 0)) as [number, number, number, number, number, number]
  let ms = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(ms)
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || check.getUTCDate() !== day) return null
  // RFC 4517: the fraction is of the last unit given (hour, minute or second).
  const unitMs = s !== undefined ? 1000 : mi !== undefined ? 60_000 : 3_600_000
  if (frac) ms += Math.floor(Number(`0.${frac}`) * unitMs)
  if (zone!.toUpperCase() !== 'Z') ms -= (zone![0] === '-' ? -1 : 1) * (Number(zone!.slice(1, 3)) * 60 + Number(zone!.slice(3, 5))) * 60_000
  return { kind: 'generalized', ms, name: READING_NAMES.generalized, note: 'Read as LDAP Generalized Time, as Active Directory writes whenCreated and whenChanged.' }
}

/**
 * Every plausible reading of the input, the chosen one first; empty when it is none of them
 * (`whyNotATime` then says why). Readings past the range of Date (year 275760) are left out.
 */
export function readings(input: string): Reading[] {
  const all = readingsOf(input.trim())
  // A chosen reading past Date's range is no reading: the others are not promoted in its place.
  return all.length && Math.abs(all[0]!.ms) <= MAX_DATE_MS ? all.filter((r) => Math.abs(r.ms) <= MAX_DATE_MS) : []
}

function readingsOf(text: string): Reading[] {
  if (NUMERIC.test(text)) return numberReadings(text)
  const hex = FILETIME_HEX.exec(text)
  if (hex) return [filetimeReading(BigInt(`0x${hex[1] ?? `${hex[2]}${hex[3]}`}`), 'hexadecimal')]
  const generalized = GENERALIZED.exec(text)
  if (generalized) {
    const r = generalizedReading(generalized)
    return r ? [r] : []
  }
  const oid = OBJECT_ID.exec(text)
  if (oid) return [{ kind: 'objectid', ms: parseInt(oid[1]!.slice(0, 8), 16) * 1000, name: READING_NAMES.objectid, note: 'Read as a MongoDB ObjectID: its first 4 bytes are the Unix time in seconds.' }]
  const uuid = inspectUuid(text)
  if (uuid.ok && uuid.ms !== undefined) {
    const version = /Version (\d)/.exec(uuid.value.version)?.[1]
    return [{ kind: 'uuid', ms: uuid.ms, name: `UUID v${version} time`, note: `Read as a UUID version ${version}: its ${uuid.value.timeSource}.` }]
  }
  const rfc = readRfc2822(text)
  if (typeof rfc === 'number') return [{ kind: 'rfc2822', ms: rfc, name: READING_NAMES.rfc2822, note: 'Read as an RFC 2822 date (e-mail and HTTP).' }]
  if (typeof rfc === 'string') return []
  const date = readTimestamp(text)
  return date ? [{ kind: 'date', ms: date.ms, name: READING_NAMES.date, note: 'Read as a date, not a number: its Unix time is shown below.' }] : []
}

/** Why the input is none of the readings: an RFC 2822 date's own fault, or the Timestamp tool's reason. */
export function whyNotATime(input: string): string {
  const rfc = readRfc2822(input)
  return typeof rfc === 'string' ? rfc : whyNotATimestamp(input)
}
