import { decodeJwt } from '../../../lib/jwt-decode'
import { dateInputOf, MESSAGES, NUMERIC, readDate, unitOf, whyNotATimestamp } from '../../../lib/timestamp'
import { isoIn as isoInZone, offsetIn as zoneOffsetIn } from '../../../lib/time-zones'
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

/** A zone's offset from UTC (ms) at an instant (src/lib/time-zones.ts), or an OpError naming the zone. */
function offsetIn(zone: string): (utcMs: number) => number {
  try {
    return zoneOffsetIn(zone)
  } catch {
    throw new OpError(`Unknown time zone "${zone}": use UTC or an IANA name such as Europe/Paris or America/New_York`)
  }
}

const zoneOf = (args: Args) => String(args.timeZone).trim() || 'UTC'
/** ISO 8601 of an instant in a zone (an unknown zone is an OpError). */
function isoIn(seconds: number, nanos: number, digits: number, zone: string): string {
  offsetIn(zone)
  return isoInZone(seconds, nanos, digits, zone)
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
export function perLine(input: string, one: (line: string) => string): string {
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
