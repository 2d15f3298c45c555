import { decodeJwt } from '../../../lib/jwt-decode'
import { dateInputOf, MESSAGES, NUMERIC, readDate, unitOf, whyNotATimestamp } from '../../../lib/timestamp'
import { inspectUuid } from '../../../lib/uuid-inspect'
import { reindentJson } from '../../format/json.impl'
import { OpError, type Args, type OpImpls } from '../op-impl'
import { mapLines } from './lines'

/** Date and time operations (src/ops/time.manifest.ts). */

type Unit = 'seconds' | 'milliseconds' | 'microseconds' | 'nanoseconds'
const PER_SECOND: Record<Unit, bigint> = { seconds: 1n, milliseconds: 1000n, microseconds: 1_000_000n, nanoseconds: 1_000_000_000n }
/** Digits after the second that an ISO time shows for a timestamp in each unit (the tool shows milliseconds). */
const FRACTION: Record<Unit, number> = { seconds: 3, milliseconds: 3, microseconds: 6, nanoseconds: 9 }
/** The last second JavaScript's Date can hold (8.64e15 ms after 1970), either way. */
const MAX_SECONDS = 8.64e12

/** The Timestamp tool's message without its ❌ (the runner shows it at the step). */
const plain = (message: string) => message.replace(/^❌\s*/, '')

const offsetFormats = new Map<string, Intl.DateTimeFormat>()
/** A zone's offset from UTC (ms) at an instant, from Intl: UTC or any IANA zone. */
function offsetIn(zone: string): (utcMs: number) => number {
  let format = offsetFormats.get(zone)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    } catch {
      throw new OpError(`Unknown time zone "${zone}": use UTC or an IANA name such as Europe/Paris or America/New_York`)
    }
    offsetFormats.set(zone, format)
  }
  const f = format
  return (utcMs) => {
    const name = f.formatToParts(new Date(utcMs)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
    const m = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(name)
    return m ? (m[1] === '-' ? -1 : 1) * ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0)) * 1000 : 0
  }
}

const zoneOf = (args: Args) => String(args.timeZone).trim() || 'UTC'
const isUtc = (zone: string) => /^(?:utc|etc\/utc|z)$/i.test(zone)
const pad = (n: number, w = 2) => String(n).padStart(w, '0')

/** ISO 8601 of an instant in a zone: `2023-11-15T03:43:20.000+05:30`, or `...Z` in UTC. */
function isoIn(seconds: number, nanos: number, digits: number, zone: string): string {
  const offset = offsetIn(zone)(seconds * 1000)
  const d = new Date(seconds * 1000 + offset)
  const y = d.getUTCFullYear()
  const year = y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? '-' : '+'}${pad(Math.abs(y), 6)}`
  const fraction = digits ? `.${String(nanos).padStart(9, '0').slice(0, digits)}` : ''
  const abs = Math.abs(offset) / 60_000
  const zoneText = isUtc(zone) ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  return `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${fraction}${zoneText}`
}

/** Whole seconds and nanoseconds of a timestamp written in a unit: exact for whole numbers (BigInt). */
function splitTimestamp(text: string, unit: Unit): { seconds: number; nanos: number } {
  if (/^[+-]?\d+$/.test(text)) {
    const n = BigInt(text)
    const per = PER_SECOND[unit]
    let seconds = n / per
    if (n % per !== 0n && n < 0n) seconds -= 1n
    return { seconds: Number(seconds), nanos: Number((n - seconds * per) * (1_000_000_000n / per)) }
  }
  const x = Number(text) / Number(PER_SECOND[unit])
  const seconds = Math.floor(x)
  return { seconds, nanos: Math.min(999_999_999, Math.round((x - seconds) * 1e9)) }
}

/** Each line on its own; an error names its line when there are several. */
function perLine(input: string, one: (line: string) => string): string {
  const several = input.trim().includes('\n')
  return mapLines(input, (line, i) => {
    const t = line.trim()
    if (!t) return line.replace(/\r$/, '')
    try {
      return one(t)
    } catch (e) {
      if (e instanceof OpError && several) throw new OpError(`Line ${i + 1}: ${e.message}`)
      throw e
    }
  })
}

function fromUnix(t: string, args: Args): string {
  if (!NUMERIC.test(t)) {
    if (dateInputOf(t) !== null) throw new OpError(`${plain(MESSAGES.invalidTimestamp)}: "${t}" is already a date (To UNIX Timestamp turns it into one)`)
    throw new OpError(`${plain(MESSAGES.invalidTimestamp)}: ${whyNotATimestamp(t)}`)
  }
  const n = Number(t)
  const unit = (args.unit === 'auto' || !(String(args.unit) in PER_SECOND) ? unitOf(n) : args.unit) as Unit
  const { seconds, nanos } = splitTimestamp(t, unit)
  if (!Number.isFinite(n) || Math.abs(seconds) > MAX_SECONDS) throw new OpError(`${plain(MESSAGES.timestampError)}: ${whyNotATimestamp(t)}`)
  // Seconds written with a fraction show its digits (3 to 9); otherwise the unit's own precision.
  const written = unit === 'seconds' ? (/\.(\d+)/.exec(t)?.[1]?.length ?? 0) : 0
  return isoIn(seconds, nanos, Math.min(9, Math.max(FRACTION[unit], written)), zoneOf(args))
}

function toUnix(t: string, args: Args): string {
  if (NUMERIC.test(t)) throw new OpError(`${plain(MESSAGES.invalidDate)}: ${t} is already a number (From UNIX Timestamp turns it into a date)`)
  const at = readDate(t, offsetIn(zoneOf(args)))
  if (!at) throw new OpError(`${plain(MESSAGES.invalidDate)}: ${whyNotATimestamp(t)}`)
  const per = PER_SECOND[(String(args.unit) in PER_SECOND ? args.unit : 'seconds') as Unit]
  return String(BigInt(at.seconds) * per + (BigInt(at.nanos) * per) / 1_000_000_000n)
}

export default {
  'from-unix-timestamp': { run: (input, args) => perLine(input as string, (t) => fromUnix(t, args)) },
  'to-unix-timestamp': { run: (input, args) => perLine(input as string, (t) => toUnix(t, args)) },
  'analyse-uuid': {
    run(input) {
      const r = inspectUuid(input as string)
      if (!r.ok) throw new OpError(r.error)
      return JSON.stringify(r.value, null, 2)
    },
  },
  'jwt-decode': {
    run(input) {
      const r = decodeJwt(input as string)
      if (!r.ok) throw new OpError(plain(r.message))
      return reindentJson(`{"header":${r.value.headerJson},"payload":${r.value.payloadJson}}`, 2).output
    },
  },
} satisfies OpImpls
