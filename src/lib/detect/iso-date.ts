import type { Detector, Sample } from './types'
import { detections, unquote, utc } from './util'

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
/** RFC 7231 / RFC 2822 dates: `Tue, 14 Nov 2023 22:13:20 GMT`. */
const HTTP_DATE = /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?(\d{1,2})\s+([a-z]{3})[a-z]*\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s*(gmt|utc|ut|z|[+-]\d{4})?$/i
/** JavaScript's Date#toString(): `Tue Nov 14 2023 22:13:20 GMT+0000 (Coordinated Universal Time)`. */
const JS_DATE = /^(?:mon|tue|wed|thu|fri|sat|sun)\s+([a-z]{3})\s+(\d{1,2})\s+(\d{4})\s+(\d{2}):(\d{2}):(\d{2})\s+GMT([+-]\d{4})(?:\s+\([^)]*\))?$/i

/** True when the fields name a real day and time (2023-02-30 and 25:00 do not). */
function real(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): boolean {
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 60) return false
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

function offsetMs(zone: string | undefined): number | null {
  if (!zone) return null
  if (/^(z|gmt|utc|ut)$/i.test(zone)) return 0
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)
  if (!m) return null
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000
}

/** An ISO 8601 date or date-time, an HTTP/e-mail date, or what JavaScript's Date prints. */
export const isoDate: Detector = (sample: Sample) => {
  const text = unquote(sample.trimmed)
  if (sample.truncated || text.length > 80) return []
  let m = ISO.exec(text)
  if (m) {
    const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((x) => (x === undefined ? undefined : Number(x)))
    if (!real(y!, mo!, d!, h, mi, s)) return []
    if (h === undefined) return detections('iso-date', `ISO 8601 date: ${text.slice(0, 10)}`, [['timestamp', 0.9]])
    const offset = offsetMs(m[8])
    const wall = Date.UTC(y!, mo! - 1, d!, h, mi, s ?? 0)
    if (offset === null) return detections('iso-date', `ISO 8601 date-time, no time zone: ${text.slice(0, 10)} ${text.slice(11, 19)}`, [['timestamp', 0.9]])
    return detections('iso-date', `ISO 8601 date-time: ${utc(new Date(wall - offset))}`, [['timestamp', 0.95]])
  }
  m = HTTP_DATE.exec(text)
  if (m) {
    const mo = MONTHS.indexOf(m[2]!.toLowerCase()) + 1
    const [y, d, h, mi, s] = [m[3], m[1], m[4], m[5], m[6]].map((x) => Number(x ?? 0))
    if (mo === 0 || !real(y!, mo, d!, h, mi, s)) return []
    const offset = offsetMs(m[7]) ?? 0
    return detections('http-date', `Date (RFC 2822): ${utc(new Date(Date.UTC(y!, mo - 1, d!, h, mi, s) - offset))}`, [['timestamp', 0.9]])
  }
  m = JS_DATE.exec(text)
  if (m) {
    const mo = MONTHS.indexOf(m[1]!.toLowerCase()) + 1
    const [d, y, h, mi, s] = [m[2], m[3], m[4], m[5], m[6]].map(Number)
    if (mo === 0 || !real(y!, mo, d!, h, mi, s)) return []
    const offset = offsetMs(m[7]) ?? 0
    return detections('js-date', `Date (JavaScript): ${utc(new Date(Date.UTC(y!, mo - 1, d!, h, mi, s) - offset))}`, [['timestamp', 0.88]])
  }
  return []
}
