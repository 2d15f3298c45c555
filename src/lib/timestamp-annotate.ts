/**
 * Issue 35 item 3, "every timestamp in this text": a log with each timestamp followed by its UTC
 * time in brackets. Found: Unix times of 10 (seconds, with a fraction or not), 13, 16 and 19 digits
 * and 18-digit FILETIMEs from 2000 to 2100 (the span keeps ids and counters out); ISO 8601 with an
 * offset other than Z; RFC 2822 dates; Apache/nginx log dates (10/Oct/2000:13:55:36 -0700).
 * ISO times in UTC (Z) are already UTC, and times without a zone say nothing of theirs: left as they are.
 * Runs in the recipe worker (the Annotate Timestamps operation); the Timestamp tool calls it there.
 */
import { filetimeToMs, readRfc2822 } from './timestamp-readings'

/** The longest text annotated (characters): past it, the message says so. */
export const ANNOTATE_MAX_CHARS = 10_000_000
export const tooLongToAnnotate = (chars: number) =>
  `The text is ${chars.toLocaleString('en-US')} characters: timestamps are annotated in up to ${ANNOTATE_MAX_CHARS.toLocaleString('en-US')}. Paste a part of it.`

/** Per millisecond, by digits: 13 milliseconds, 16 microseconds, 19 nanoseconds (10, with a fraction or not: seconds). */
const PER_MS: Record<number, number> = { 13: 1, 16: 1e3, 19: 1e6 }
const NUMBER_SPAN = [Date.UTC(2000, 0, 1), Date.UTC(2100, 0, 1)] as const
const MON = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec'
const MONTHS = MON.toLowerCase().split('|')

/** One pattern, one group per kind: numbers, ISO with an offset, RFC 2822, Apache/nginx. */
const FIND = new RegExp(
  [
    String.raw`(?<![\w.:/+-])(\d{10}(?:\.\d{1,9})?|\d{13}|\d{16}|\d{18}|\d{19})(?![\w.:/]|-\d)`,
    String.raw`(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?))(?![\w:])`,
    String.raw`((?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s?)?\d{1,2} (?:${MON}) \d{4} \d{2}:\d{2}(?::\d{2})? (?:[+-]\d{4}|GMT|UTC?|[ECMP][SD]T))(?!\w)`,
    String.raw`(\d{2}/(?:${MON})/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4})`,
  ].join('|'),
  'gi',
)

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2})?)$/i
function isoMs(text: string): number | null {
  const m = ISO.exec(text)!
  if (m[8]!.toUpperCase() === 'Z') return null
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3)))
  if (Number(m[10]) > 23 || Number(m[11] ?? 0) > 59 || new Date(wall).getUTCDate() !== Number(m[3])) return null
  return wall - (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0)) * 60_000
}

const CLF = /^(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/
function clfMs(text: string): number | null {
  const m = CLF.exec(text)!
  const day = Number(m[1])
  const wall = Date.UTC(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()), day, Number(m[4]), Number(m[5]), Number(m[6]))
  if (new Date(wall).getUTCDate() !== day || Number(m[4]) > 23) return null
  return wall - (m[7] === '-' ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9])) * 60_000
}

function msOf(groups: (string | undefined)[]): number | null {
  const [number, iso, rfc, clf] = groups
  if (number) {
    // By size, as the Timestamp tool reads them (readings): 18 digits are FILETIME, the rest Unix time.
    const ms = number.length === 18 ? filetimeToMs(BigInt(number)) : Number(number) / (PER_MS[number.length] ?? 1e-3)
    return ms >= NUMBER_SPAN[0] && ms < NUMBER_SPAN[1] ? ms : null
  }
  if (iso) return isoMs(iso)
  if (rfc) {
    const ms = readRfc2822(rfc)
    return typeof ms === 'number' ? ms : null
  }
  return clfMs(clf!)
}

/** The text with ` [<UTC ISO time>]` after each timestamp found, and how many were annotated. */
export function annotateTimestamps(text: string): { text: string; count: number } {
  if (text.length > ANNOTATE_MAX_CHARS) throw new RangeError(tooLongToAnnotate(text.length))
  let count = 0
  const out = text.replace(FIND, (match, ...rest: unknown[]) => {
    const ms = msOf(rest.slice(0, 4) as (string | undefined)[])
    if (ms === null || !Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return match
    count++
    return `${match} [${new Date(ms).toISOString()}]`
  })
  return { text: out, count }
}
