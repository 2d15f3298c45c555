/** SPEC "Timestamp and Date Converter": the tool's state; the engine is src/lib/timestamp.ts (shared with the recipe worker). */
import { dateParts, MESSAGES, NUMERIC, type DateParts, type TimestampResult } from '../../lib/timestamp'
import { readings, whyNotATime, type Reading, type ReadingKind } from '../../lib/timestamp-readings'

export * from '../../lib/timestamp'
export { READING_NAMES, type Reading, type ReadingKind } from '../../lib/timestamp-readings'

export type TimestampState = {
  timestampInput: string
  dateInput: string
  /** IANA zones shown side by side with a converted time (issue 35). */
  zones: string[]
  /** The Difference card's two times (empty: now). */
  diffFrom: string
  diffTo: string
  /** The text whose timestamps are annotated. */
  logInput: string
}
/** The two cards: Timestamp to Date, Date to Timestamp. */
export type Active = 'toDate' | 'toTimestamp'
export const DEFAULTS: TimestampState = { timestampInput: '', dateInput: '', zones: ['America/New_York', 'Europe/London', 'Asia/Tokyo'], diffFrom: '', diffTo: '', logInput: '' }

export type ReadResult = { ok: true; value: DateParts; reading: Reading; others: Reading[] } | Extract<TimestampResult, { ok: false }>

/**
 * The Unix Timestamp box read (issue 35): the chosen reading (or the one asked for, `kind`), the
 * other plausible ones, and SPEC's messages when it is none: '❌ Error converting timestamp' for a
 * number past Date's range, '❌ Invalid timestamp' for the rest, each with the reason.
 */
export function readAsDate(input: string, kind?: ReadingKind, locale?: string, timeZone?: string): ReadResult {
  const all = readings(input)
  const chosen = all.find((r) => r.kind === kind) ?? all[0]
  if (!chosen) {
    const t = input.trim()
    const message = NUMERIC.test(t) && Number.isFinite(Number(t)) ? MESSAGES.timestampError : MESSAGES.invalidTimestamp
    return { ok: false, message, reason: whyNotATime(input) }
  }
  return { ok: true, value: dateParts(chosen.ms, locale, timeZone), reading: chosen, others: all.filter((r) => r !== chosen) }
}

/** The Difference card's time: empty is now; anything the Unix Timestamp box reads; else why not. */
export function diffTime(input: string, now: number): { ms: number; name: string } | { error: string } {
  if (!input.trim() || /^now$/i.test(input.trim())) return { ms: now, name: 'Now' }
  const r = readAsDate(input)
  return r.ok ? { ms: r.value.ms, name: r.reading.name } : { error: `${r.message.replace(/^❌ /, '')}: ${r.reason}` }
}
