/**
 * Issue 35 item 3: the difference between two instants, in units (exact totals) and in words
 * (calendar years, months, days, ... in UTC, the way Python's dateutil.relativedelta counts them:
 * whole months first, a month added to the 31st landing on the month's last day).
 */

export type CalendarParts = { years: number; months: number; days: number; hours: number; minutes: number; seconds: number; milliseconds: number }
export type Difference = {
  /** 1 when `to` is after `from`, -1 before, 0 the same instant. */
  sign: 1 | -1 | 0
  /** Totals of the absolute difference, in each unit (fractions kept). */
  totals: { milliseconds: number; seconds: number; minutes: number; hours: number; days: number; weeks: number }
  parts: CalendarParts
  words: string
}

/** `ms` plus whole months, in UTC, the day of the month kept or clamped to the month's last day. */
function addMonths(ms: number, months: number): number {
  const d = new Date(ms)
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months
  const year = Math.floor(total / 12)
  const month = total - year * 12
  const end = new Date(0)
  end.setUTCFullYear(year, month + 1, 0)
  const last = end.getUTCDate()
  const out = new Date(ms)
  out.setUTCFullYear(year, month, Math.min(d.getUTCDate(), last))
  return out.getTime()
}

/** relativedelta(later, earlier) for earlier <= later: whole months, then the rest as days and time. */
export function calendarParts(earlier: number, later: number): CalendarParts {
  const a = new Date(earlier)
  const b = new Date(later)
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth())
  while (months > 0 && addMonths(earlier, months) > later) months--
  let rest = later - addMonths(earlier, months)
  const take = (size: number) => {
    const n = Math.floor(rest / size)
    rest -= n * size
    return n
  }
  const days = take(86_400_000)
  const hours = take(3_600_000)
  const minutes = take(60_000)
  const seconds = take(1000)
  return { years: Math.floor(months / 12), months: months % 12, days, hours, minutes, seconds, milliseconds: rest }
}

const WORD_UNITS = [
  ['years', 'year'],
  ['months', 'month'],
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
  ['milliseconds', 'millisecond'],
] as const

/** "1 year, 2 months, and 3 days" (Intl's unit names and list), or "no time" for nothing. */
export function partsInWords(parts: CalendarParts, locale = 'en-US'): string {
  const words = WORD_UNITS.filter(([key]) => parts[key] !== 0).map(([key, unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(parts[key]))
  return words.length ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(words) : 'no time'
}

/** From `from` to `to` (Unix ms): the totals in each unit and the calendar difference in words. */
export function difference(from: number, to: number, locale?: string): Difference {
  const ms = Math.abs(to - from)
  const parts = calendarParts(Math.min(from, to), Math.max(from, to))
  return {
    sign: to > from ? 1 : to < from ? -1 : 0,
    totals: { milliseconds: ms, seconds: ms / 1000, minutes: ms / 60_000, hours: ms / 3_600_000, days: ms / 86_400_000, weeks: ms / 604_800_000 },
    parts,
    words: partsInWords(parts, locale),
  }
}
