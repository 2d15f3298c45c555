import { annotateTimestamps } from '../../../lib/timestamp-annotate'
import { filetimeToMs, msToFiletime, readings, whyNotATime } from '../../../lib/timestamp-readings'
import { OpError, type OpImpls } from '../op-impl'
import { perLine } from './time.ops'

/** Times that are not Unix time, and timestamps in a text (src/ops/timeformats.manifest.ts). */

const FILETIME = /^(?:(\d{1,20})|0x([0-9a-f]{1,16}))$/i
/** FILETIME is an unsigned 64-bit count. */
const MAX_TICKS = 2n ** 64n - 1n

function filetimeToDate(t: string): string {
  const m = FILETIME.exec(t)
  if (!m) throw new OpError(`"${t.length > 40 ? `${t.slice(0, 40)}…` : t}" is not a FILETIME: expected 100-nanosecond intervals since 1601 in decimal (132944736000000000) or hex (0x01D8507C1A5A4000)`)
  const ticks = BigInt(m[1] ?? `0x${m[2]}`)
  if (ticks > MAX_TICKS) throw new OpError(`${t} is past the largest FILETIME (2^64 - 1)`)
  const ms = filetimeToMs(ticks)
  if (ms > 8.64e15) throw new OpError(`${t} is past the year 275760, the last date JavaScript holds`)
  // 100-ns ticks: seven digits after the second.
  return new Date(ms).toISOString().replace(/Z$/, `${String(ticks % 10_000n).padStart(4, '0')}Z`)
}

function dateToFiletime(t: string): string {
  const r = readings(t)[0]
  if (!r) throw new OpError(`Not a date: ${whyNotATime(t)}`)
  // Already a FILETIME: its ticks in decimal, exactly (0x01D8507C1A5A4000 and 01D8507C:1A5A4000 too).
  if (r.kind === 'filetime') return String(BigInt(/^\d+$/.test(t) ? t : `0x${t.replace(/^0x|:/gi, '')}`))
  const ticks = msToFiletime(r.ms)
  if (ticks < 0n) throw new OpError(`${new Date(r.ms).toISOString()} is before 1601-01-01, where FILETIME starts`)
  return String(ticks)
}

export default {
  'filetime-to-date': { run: (input) => perLine(input as string, filetimeToDate) },
  'date-to-filetime': { run: (input) => perLine(input as string, dateToFiletime) },
  'annotate-timestamps': {
    run(input) {
      try {
        return annotateTimestamps(input as string).text
      } catch (e) {
        throw e instanceof RangeError ? new OpError(e.message) : e
      }
    },
  },
} satisfies OpImpls
