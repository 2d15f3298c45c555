import type { Detector, Sample } from './types'
import { detections, unquote, utc } from './util'
import { filetimeToMs } from '../timestamp-readings'

/** 1970-01-01 and 2100-01-01 in milliseconds: a timestamp outside these is taken for a mere number. */
const MIN_MS = 0
const MAX_MS = Date.UTC(2100, 0, 1)

const UNITS = [
  { digits: [9, 10], unit: 'seconds', perMs: 1e-3 },
  { digits: [12, 13], unit: 'milliseconds', perMs: 1 },
  { digits: [15, 16], unit: 'microseconds', perMs: 1e3 },
  { digits: [18, 19], unit: 'nanoseconds', perMs: 1e6 },
] as const

/**
 * A Unix time: 10 digits in seconds, 13 in milliseconds (16 in µs, 19 in ns; one digit fewer for
 * dates before 2001 and 1973), between 1970 and 2100. A 10-digit phone number outside that range
 * is not a timestamp. 18 digits that put a Windows FILETIME / Active Directory time (100 ns since
 * 1601) between 1970 and 2100 are read as one.
 */
export const timestamp: Detector = (sample: Sample) => {
  const m = /^(\d{9,19})(?:\.(\d{1,9}))?$/.exec(unquote(sample.trimmed))
  if (!m || sample.truncated) return []
  const digits = m[1]!.length
  // 18 digits from 1970 to 2100 as a Windows FILETIME / LDAP time (the Timestamp tool reads it so).
  const filetime = digits === 18 && !m[2] ? filetimeToMs(BigInt(m[1]!)) : NaN
  if (filetime >= MIN_MS && filetime < MAX_MS) return detections('timestamp', `Windows FILETIME / LDAP time: ${utc(new Date(filetime))}`, [['timestamp', 0.93]])
  const unit = UNITS.find((u) => (u.digits as readonly number[]).includes(digits))
  if (!unit) return []
  if (m[2] && unit.unit !== 'seconds' && unit.unit !== 'milliseconds') return []
  const ms = Number(`${m[1]}${m[2] ? `.${m[2]}` : ''}`) / unit.perMs
  if (!(ms >= MIN_MS && ms < MAX_MS)) return []
  const short = digits === unit.digits[0] // 9 digits: 1973-2001, 12 digits: 1973-2001...
  const date = new Date(Math.floor(ms))
  return detections('timestamp', `Unix time in ${unit.unit}: ${utc(date)}`, [['timestamp', short ? 0.6 : 0.93]])
}
