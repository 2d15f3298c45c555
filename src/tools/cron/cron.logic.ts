import { Cron } from 'croner'
import cronstrue from 'cronstrue'

/** SPEC "Cron Designer", sections 5, 8, 9 and DECISIONS D11. */
export const DEFAULT_EXPRESSION = '0 0 * * *'
export const INVALID_MESSAGE = 'Invalid cron expression'
export const INVALID_TOAST = '❌ Invalid cron expression format'
export const RUN_COUNT = 5

export type CronPreset = { name: string; cron: string; desc: string }
/** The eight Quick Presets with their real expressions (D11). */
export const PRESETS: readonly CronPreset[] = [
  { name: 'Every minute', cron: '* * * * *', desc: 'Runs once a minute' },
  { name: 'Every hour', cron: '0 * * * *', desc: 'At minute 0 of every hour' },
  { name: 'Daily at midnight', cron: '0 0 * * *', desc: 'Every day at 00:00' },
  { name: 'Daily at 9 AM', cron: '0 9 * * *', desc: 'Every day at 09:00' },
  { name: 'Weekly (Sunday)', cron: '0 0 * * 0', desc: 'Every Sunday at 00:00' },
  { name: 'Monthly (1st)', cron: '0 0 1 * *', desc: 'The 1st of every month at 00:00' },
  { name: 'Weekdays at 9 AM', cron: '0 9 * * 1-5', desc: 'Monday to Friday at 09:00' },
  { name: 'Every 15 minutes', cron: '*/15 * * * *', desc: 'At minutes 0, 15, 30 and 45' },
]

export type FieldKey = 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek'
export type FieldSpec = { key: FieldKey; label: string; min: number; max: number; names?: readonly string[]; namesFrom?: number; help: string }

export const FIELDS: readonly FieldSpec[] = [
  { key: 'minute', label: 'Minute', min: 0, max: 59, help: '0-59' },
  { key: 'hour', label: 'Hour', min: 0, max: 23, help: '0-23' },
  { key: 'dayOfMonth', label: 'Day of month', min: 1, max: 31, help: '1-31' },
  { key: 'month', label: 'Month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'], namesFrom: 1, help: '1-12 or JAN-DEC' },
  { key: 'dayOfWeek', label: 'Day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], namesFrom: 0, help: '0-7 or SUN-SAT (0 and 7 are Sunday)' },
]

export type CronFields = Record<FieldKey, string>

/** Splits an expression into its whitespace-separated fields. */
export const splitExpression = (expression: string) => expression.trim().split(/\s+/).filter(Boolean)

export const fieldsOf = (parts: string[]): CronFields => ({
  minute: parts[0] ?? '*',
  hour: parts[1] ?? '*',
  dayOfMonth: parts[2] ?? '*',
  month: parts[3] ?? '*',
  dayOfWeek: parts[4] ?? '*',
})

/** The builder's expression: the five fields in order, an empty field read as `*`. */
export const buildExpression = (f: CronFields) => FIELDS.map((s) => f[s.key].trim() || '*').join(' ')

function valueOf(token: string, spec: FieldSpec): number | null {
  if (/^\d+$/.test(token)) return Number(token)
  const i = spec.names?.indexOf(token.toUpperCase()) ?? -1
  return i >= 0 ? i + (spec.namesFrom ?? 0) : null
}

/**
 * Checks one field's numbers, ranges and steps, and says what is wrong in words
 * ("Minute: 60 is out of range (0-59)"). Forms this check does not know (L, W, #) are left to
 * croner, which has the last word.
 */
export function checkField(value: string, spec: FieldSpec): string | null {
  if (!value) return `${spec.label}: empty`
  for (const item of value.split(',')) {
    if (!item) return `${spec.label}: empty list item in '${value}'`
    const m = /^(\*|\?|([A-Za-z0-9]+)(?:-([A-Za-z0-9]+))?)(?:\/(\d+))?$/.exec(item)
    if (!m) continue
    if (m[4] !== undefined && Number(m[4]) === 0) return `${spec.label}: a step of 0 in '${item}' is not allowed`
    if (m[1] === '*' || m[1] === '?') {
      if (m[1] === '?' && spec.key !== 'dayOfMonth' && spec.key !== 'dayOfWeek') return `${spec.label}: '?' is only allowed in the day fields`
      continue
    }
    const from = valueOf(m[2]!, spec)
    const to = m[3] === undefined ? null : valueOf(m[3], spec)
    if (from === null || (m[3] !== undefined && to === null)) continue
    for (const v of [from, to]) {
      if (v !== null && (v < spec.min || v > spec.max)) return `${spec.label}: ${v} is out of range (${spec.min}-${spec.max})`
    }
    if (to !== null && from > to) return `${spec.label}: the range ${item} runs backwards`
  }
  return null
}

/** The nicknames cron takes for a whole expression, and what each stands for. */
export const NICKNAMES: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
}
export const REBOOT_DETAIL = '@reboot runs once when the cron daemon starts (at start-up), not on a schedule, so it has no description or next runs here.'

export type CronAnalysis =
  { ok: true; expression: string; fields: CronFields; description: string; runs: Date[]; expands?: string } | { ok: false; expression: string; error: typeof INVALID_MESSAGE; detail: string; field?: FieldKey }

const invalid = (expression: string, detail: string, field?: FieldKey): CronAnalysis => ({ ok: false, expression, error: INVALID_MESSAGE, detail, ...(field ? { field } : {}) })

const cronerMessage = (e: unknown) => (e instanceof Error ? e.message : String(e)).replace(/^CronPattern:\s*/, '')

/**
 * croner's message for one field, in plain words ("configuration entry 1 (a) contains illegal
 * characters" becomes "Minute: 'a' is not a value this field takes (0-59) ..."): which field, what
 * was written and what the field allows.
 */
export function plainCronerMessage(message: string, value: string, spec: FieldSpec): string {
  const allowed = `allowed: ${spec.help}, with * , - / ${spec.key === 'dayOfMonth' ? 'and L, W, ?' : spec.key === 'dayOfWeek' ? 'and L, #, ?' : ''}`.trim().replace(/,$/, '')
  if (/illegal characters/.test(message)) return `${spec.label}: '${value}' is not something this field takes (${allowed})`
  if (/stepping with (?:numeric|missing) prefix/.test(message)) return `${spec.label}: a step needs * or a range before it, as in */15 or 5-59/15 (not '${value}')`
  if (/steps cannot be greater than maximum/.test(message)) return `${spec.label}: the step in '${value}' is larger than the field's range (${spec.min}-${spec.max})`
  if (/From value is larger than to value/.test(message)) return `${spec.label}: the range ${value} runs backwards`
  if (/is empty/.test(message)) return `${spec.label}: empty`
  return `${spec.label}: '${value}' is not valid (${allowed})`
}

/**
 * Validates a five-field expression and computes its description (cronstrue) and its real next
 * runs after `now` (croner), in `timeZone` (an IANA name) or in the runtime's local zone.
 */
export function analyseCron(expression: string, { now = new Date(), timeZone }: { now?: Date; timeZone?: string } = {}): CronAnalysis {
  const written = splitExpression(expression)
  const nickname = written.length === 1 && written[0]!.startsWith('@') ? written[0]!.toLowerCase() : null
  if (nickname === '@reboot') return invalid(written[0]!, REBOOT_DETAIL)
  if (nickname && !NICKNAMES[nickname]) return invalid(written[0]!, `Unknown nickname ${written[0]}: cron knows ${Object.keys(NICKNAMES).join(', ')} and @reboot`)
  const parts = nickname ? splitExpression(NICKNAMES[nickname]!) : written
  const normalised = parts.join(' ')
  const shown = nickname ? written[0]! : normalised
  if (parts.length !== 5) return invalid(normalised, `Expected exactly 5 fields (minute hour day-of-month month day-of-week), got ${parts.length}`)
  for (const [i, spec] of FIELDS.entries()) {
    const problem = checkField(parts[i]!, spec)
    if (problem) return invalid(normalised, problem, spec.key)
  }
  let job: Cron
  try {
    job = new Cron(normalised, { mode: '5-part', timezone: timeZone })
  } catch (e) {
    // Find the field croner objects to (each alone, the others '*') and say it in plain words.
    for (const [i, spec] of FIELDS.entries()) {
      try {
        new Cron(FIELDS.map((_, j) => (j === i ? parts[i] : '*')).join(' '), { mode: '5-part' })
      } catch (one) {
        return invalid(normalised, plainCronerMessage(cronerMessage(one), parts[i]!, spec), spec.key)
      }
    }
    return invalid(normalised, cronerMessage(e))
  }
  let description: string
  try {
    // Issue 21: one time format on the screen. The next runs read 00:00 and 14:30, so the sentence
    // says "At 00:00", not "At 12:00 AM".
    description = cronstrue.toString(normalised, { throwExceptionOnParseError: true, use24HourTimeFormat: true })
  } catch (e) {
    return invalid(normalised, String(e))
  }
  return { ok: true, expression: shown, fields: fieldsOf(parts), description, runs: job.nextRuns(RUN_COUNT, now), ...(nickname ? { expands: normalised } : {}) }
}

export const LOCAL_ZONE = 'local'
export const UTC_ZONE = 'UTC'

/** The runtime's own zone name ("Europe/Paris"), or UTC when it has none. */
export const localZoneName = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** A stored zone choice: 'local' or an IANA zone the runtime knows. */
export function isKnownZone(zone: string): boolean {
  if (zone === LOCAL_ZONE) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The zone croner should use: undefined for the local zone. */
export const croneZone = (zone: string) => (zone === LOCAL_ZONE ? undefined : zone)

/** "Mon, Jan 1, 2024, 09:00 UTC": a run as people read it, in the chosen zone. */
export function formatRun(date: Date, zone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: croneZone(zone),
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(date)
}

export type CronState = { expression: string; timeZone: string }
export const DEFAULTS: CronState = { expression: DEFAULT_EXPRESSION, timeZone: LOCAL_ZONE }
export const validateState = (s: CronState, d: CronState): CronState => ({ ...s, timeZone: isKnownZone(s.timeZone) ? s.timeZone : d.timeZone })
