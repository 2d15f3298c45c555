import { Cron } from 'croner'
import cronstrue from 'cronstrue'
import { describe, expect, it } from 'vitest'
import { analyseCron, buildExpression, checkField, DEFAULTS, FIELDS, fieldsOf, formatRun, INVALID_MESSAGE, INVALID_TOAST, PRESETS, REBOOT_DETAIL, validateState } from './cron.logic'
import { mergeWithDefaults } from '../../lib/persistence'

const iso = (ds: Date[]) => ds.map((d) => d.toISOString())
const runs = (expression: string, now: string, timeZone = 'UTC') => {
  const r = analyseCron(expression, { now: new Date(now), timeZone })
  if (!r.ok) throw new Error(`${expression}: ${r.detail}`)
  return iso(r.runs)
}

describe('presets (D11)', () => {
  it('are the eight SPEC presets with their real expressions', () => {
    expect(PRESETS.map((p) => [p.name, p.cron])).toEqual([
      ['Every minute', '* * * * *'],
      ['Every hour', '0 * * * *'],
      ['Daily at midnight', '0 0 * * *'],
      ['Daily at 9 AM', '0 9 * * *'],
      ['Weekly (Sunday)', '0 0 * * 0'],
      ['Monthly (1st)', '0 0 1 * *'],
      ['Weekdays at 9 AM', '0 9 * * 1-5'],
      ['Every 15 minutes', '*/15 * * * *'],
    ])
    expect(DEFAULTS.expression).toBe('0 0 * * *')
  })

  it("each describes itself in cronstrue's own words and fires as croner says", () => {
    const now = new Date('2024-02-27T10:07:00Z')
    for (const p of PRESETS) {
      const r = analyseCron(p.cron, { now, timeZone: 'UTC' })
      expect(r.ok).toBe(true)
      if (!r.ok) continue
      expect(r.description).toBe(cronstrue.toString(p.cron, { use24HourTimeFormat: true }))
      expect(iso(r.runs)).toEqual(iso(new Cron(p.cron, { timezone: 'UTC' }).nextRuns(5, now)))
    }
  })
})

describe('next runs (the real next five times, computed by croner)', () => {
  it('steps and ranges with steps', () => {
    expect(runs('*/15 * * * *', '2024-01-01T10:07:00Z')).toEqual(['2024-01-01T10:15:00.000Z', '2024-01-01T10:30:00.000Z', '2024-01-01T10:45:00.000Z', '2024-01-01T11:00:00.000Z', '2024-01-01T11:15:00.000Z'])
    expect(runs('5-50/20 */6 * * *', '2024-01-01T05:59:00Z')).toEqual(['2024-01-01T06:05:00.000Z', '2024-01-01T06:25:00.000Z', '2024-01-01T06:45:00.000Z', '2024-01-01T12:05:00.000Z', '2024-01-01T12:25:00.000Z'])
  })

  it('ranges and lists', () => {
    expect(runs('0 9-11 * * *', '2024-01-01T10:30:00Z')).toEqual(['2024-01-01T11:00:00.000Z', '2024-01-02T09:00:00.000Z', '2024-01-02T10:00:00.000Z', '2024-01-02T11:00:00.000Z', '2024-01-03T09:00:00.000Z'])
    expect(runs('0 9,17 * * *', '2024-01-01T12:00:00Z')).toEqual(['2024-01-01T17:00:00.000Z', '2024-01-02T09:00:00.000Z', '2024-01-02T17:00:00.000Z', '2024-01-03T09:00:00.000Z', '2024-01-03T17:00:00.000Z'])
  })

  it('weekdays, also by name (MON-FRI), and Sunday as 0 or 7', () => {
    // 2024-01-05 is a Friday.
    const weekdays = ['2024-01-08T09:00:00.000Z', '2024-01-09T09:00:00.000Z', '2024-01-10T09:00:00.000Z', '2024-01-11T09:00:00.000Z', '2024-01-12T09:00:00.000Z']
    expect(runs('0 9 * * 1-5', '2024-01-05T10:00:00Z')).toEqual(weekdays)
    expect(runs('0 9 * * MON-FRI', '2024-01-05T10:00:00Z')).toEqual(weekdays)
    expect(runs('0 9 * * mon-fri', '2024-01-05T10:00:00Z')).toEqual(weekdays)
    expect(runs('0 0 * * 7', '2024-01-01T00:00:00Z')).toEqual(runs('0 0 * * SUN', '2024-01-01T00:00:00Z'))
    expect(runs('0 0 * * 0', '2024-01-01T00:00:00Z')[0]).toBe('2024-01-07T00:00:00.000Z')
  })

  it('month names (JAN, JUL)', () => {
    expect(runs('30 6 1 JAN,JUL *', '2024-03-15T00:00:00Z')).toEqual(['2024-07-01T06:30:00.000Z', '2025-01-01T06:30:00.000Z', '2025-07-01T06:30:00.000Z', '2026-01-01T06:30:00.000Z', '2026-07-01T06:30:00.000Z'])
  })

  it('month ends: day 31 skips the shorter months', () => {
    expect(runs('0 12 31 * *', '2024-01-31T13:00:00Z')).toEqual(['2024-03-31T12:00:00.000Z', '2024-05-31T12:00:00.000Z', '2024-07-31T12:00:00.000Z', '2024-08-31T12:00:00.000Z', '2024-10-31T12:00:00.000Z'])
    expect(runs('0 0 30 * *', '2024-01-31T00:00:00Z').slice(0, 2)).toEqual(['2024-03-30T00:00:00.000Z', '2024-04-30T00:00:00.000Z'])
  })

  it('leap years: 29 February every four years', () => {
    expect(runs('0 0 29 2 *', '2024-03-01T00:00:00Z')).toEqual(['2028-02-29T00:00:00.000Z', '2032-02-29T00:00:00.000Z', '2036-02-29T00:00:00.000Z', '2040-02-29T00:00:00.000Z', '2044-02-29T00:00:00.000Z'])
    // 2100 is not a leap year.
    expect(runs('0 0 29 2 *', '2096-03-01T00:00:00Z')[0]).toBe('2104-02-29T00:00:00.000Z')
  })

  it('day-of-month and day-of-week together fire on either (classic cron)', () => {
    // 2024-09-13 is a Friday; the 13th or any Friday.
    expect(runs('0 0 13 * FRI', '2024-09-01T00:00:00Z')).toEqual(['2024-09-06T00:00:00.000Z', '2024-09-13T00:00:00.000Z', '2024-09-20T00:00:00.000Z', '2024-09-27T00:00:00.000Z', '2024-10-04T00:00:00.000Z'])
  })

  it('in a chosen time zone, across a daylight-saving change', () => {
    // New York moves to EDT on 2024-03-10: 09:00 local is 14:00Z before, 13:00Z after.
    expect(runs('0 9 * * *', '2024-03-08T12:00:00Z', 'America/New_York')).toEqual([
      '2024-03-08T14:00:00.000Z',
      '2024-03-09T14:00:00.000Z',
      '2024-03-10T13:00:00.000Z',
      '2024-03-11T13:00:00.000Z',
      '2024-03-12T13:00:00.000Z',
    ])
  })

  it('an expression that can never fire has no runs', () => {
    const r = analyseCron('0 0 31 2 *', { now: new Date('2024-01-01T00:00:00Z'), timeZone: 'UTC' })
    expect(r.ok && r.runs).toEqual([])
  })
})

describe('validation (SPEC section 5, D11)', () => {
  it('needs exactly five fields', () => {
    for (const e of ['', '* * * *', '* * * * * *', '0 0 * * * 2024', '@every', '@reboot']) {
      const r = analyseCron(e)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error).toBe(INVALID_MESSAGE)
    }
    expect(INVALID_MESSAGE).toBe('Invalid cron expression')
    expect(INVALID_TOAST).toBe('❌ Invalid cron expression format')
    expect(analyseCron('* * * *').ok || (analyseCron('* * * *') as { detail: string }).detail).toBe('Expected exactly 5 fields (minute hour day-of-month month day-of-week), got 4')
  })

  it('rejects out-of-range values, bad steps and backwards ranges, saying which field', () => {
    const detail = (e: string) => {
      const r = analyseCron(e)
      return r.ok ? 'ok' : r.detail
    }
    expect(detail('60 * * * *')).toBe('Minute: 60 is out of range (0-59)')
    expect(detail('* 24 * * *')).toBe('Hour: 24 is out of range (0-23)')
    expect(detail('* * 0 * *')).toBe('Day of month: 0 is out of range (1-31)')
    expect(detail('* * 32 * *')).toBe('Day of month: 32 is out of range (1-31)')
    expect(detail('* * * 13 *')).toBe('Month: 13 is out of range (1-12)')
    expect(detail('* * * * 8')).toBe('Day of week: 8 is out of range (0-7)')
    expect(detail('*/0 * * * *')).toBe("Minute: a step of 0 in '*/0' is not allowed")
    expect(detail('30-10 * * * *')).toBe('Minute: the range 30-10 runs backwards')
    expect(detail('1,,2 * * * *')).toBe("Minute: empty list item in '1,,2'")
    expect(detail('? * * * *')).toBe("Minute: '?' is only allowed in the day fields")
    // What only croner knows, rewritten in plain words at the field (issue 21).
    expect(detail('a * * * *')).toBe("Minute: 'a' is not something this field takes (allowed: 0-59, with * , - /)")
    expect(detail('* * * * MON+')).toBe("Day of week: 'MON+' is not something this field takes (allowed: 0-7 or SUN-SAT (0 and 7 are Sunday), with * , - / and L, #, ?)")
    expect(detail('5/15 * * * *')).toBe("Minute: a step needs * or a range before it, as in */15 or 5-59/15 (not '5/15')")
    expect(detail('0 0 1-31/40 * *')).toBe("Day of month: the step in '1-31/40' is larger than the field's range (1-31)")
  })

  it('agrees with croner: whatever passes here, croner accepts', () => {
    for (const e of ['0 0 L * *', '0 0 * * 5L', '0 0 15W * *', '0 0 * * MON#2', '0 0 ? * *', '*/60 * * * *']) {
      expect(analyseCron(e).ok).toBe(true)
      expect(() => new Cron(e, { mode: '5-part' })).not.toThrow()
    }
  })

  it('checkField accepts names in the month and weekday fields only', () => {
    expect(checkField('JAN-MAR', FIELDS[3]!)).toBeNull()
    expect(checkField('SAT,SUN', FIELDS[4]!)).toBeNull()
    expect(checkField('DEC-JAN', FIELDS[3]!)).toBe('Month: the range DEC-JAN runs backwards')
  })
})

describe('builder and state', () => {
  it('builds the expression from the five fields and splits it back', () => {
    expect(buildExpression({ minute: '*/5', hour: '9-17', dayOfMonth: '', month: '*', dayOfWeek: 'MON-FRI' })).toBe('*/5 9-17 * * MON-FRI')
    expect(fieldsOf(['0', '12', '1', 'JAN', '*'])).toEqual({ minute: '0', hour: '12', dayOfMonth: '1', month: 'JAN', dayOfWeek: '*' })
  })

  it('formats a run in the chosen zone', () => {
    const d = new Date('2024-03-10T13:00:00Z')
    expect(formatRun(d, 'UTC', 'en-US')).toBe('Sun, Mar 10, 2024, 13:00 UTC')
    expect(formatRun(d, 'America/New_York', 'en-US')).toBe('Sun, Mar 10, 2024, 09:00 EDT')
  })

  it('falls back to the local zone for an unknown stored zone', () => {
    expect(validateState(mergeWithDefaults({ expression: '* * * * *', timeZone: 'Mars/Base' }, DEFAULTS), DEFAULTS)).toEqual({ expression: '* * * * *', timeZone: 'local' })
    expect(validateState(mergeWithDefaults({ expression: '1 * * * *', timeZone: 'Asia/Tokyo' }, DEFAULTS), DEFAULTS)).toEqual({ expression: '1 * * * *', timeZone: 'Asia/Tokyo' })
  })
})

describe('nicknames, @reboot and errors at the field (issue 21)', () => {
  const now = new Date('2024-02-27T10:07:00Z')
  it.each([
    ['@yearly', '0 0 1 1 *'],
    ['@annually', '0 0 1 1 *'],
    ['@monthly', '0 0 1 * *'],
    ['@weekly', '0 0 * * 0'],
    ['@daily', '0 0 * * *'],
    ['@midnight', '0 0 * * *'],
    ['@hourly', '0 * * * *'],
    ['@DAILY', '0 0 * * *'],
  ])('%s runs as %s, in croner and cronstrue words', (nick, expr) => {
    const r = analyseCron(` ${nick} `, { now, timeZone: 'UTC' })
    expect(r).toMatchObject({ ok: true, expression: nick, expands: expr, description: cronstrue.toString(expr, { use24HourTimeFormat: true }) })
    if (r.ok) expect(iso(r.runs)).toEqual(iso(new Cron(expr, { timezone: 'UTC' }).nextRuns(5, now)))
  })
  it('explains @reboot: it runs at start-up, with no schedule', () => {
    expect(analyseCron('@reboot')).toEqual({ ok: false, expression: '@reboot', error: INVALID_MESSAGE, detail: REBOOT_DETAIL })
    expect(REBOOT_DETAIL).toMatch(/at start-up\), not on a schedule/)
    expect(analyseCron('@every')).toMatchObject({ ok: false, detail: 'Unknown nickname @every: cron knows @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly and @reboot' })
  })
  it('says which field is wrong, for the builder to mark it', () => {
    expect(analyseCron('0 24 * * *')).toMatchObject({ ok: false, field: 'hour', detail: 'Hour: 24 is out of range (0-23)' })
    expect(analyseCron('0 0 * 13 *')).toMatchObject({ ok: false, field: 'month' })
    expect(analyseCron('0 0 * * x')).toMatchObject({ ok: false, field: 'dayOfWeek' })
    expect(analyseCron('0 0 * *')).not.toHaveProperty('field')
  })
})

describe('one time format (issue 21)', () => {
  it('words the description in 24-hour time, as the next runs are listed', () => {
    const r = analyseCron('30 14 * * *', { now: new Date('2026-01-01T00:00:00Z'), timeZone: 'UTC' })
    expect(r.ok && r.description).toBe('At 14:30')
    expect(formatRun(r.ok ? r.runs[0]! : new Date(0), 'UTC', 'en-US')).toContain('14:30')
    const midnight = analyseCron('0 0 * * *', { now: new Date('2026-01-01T00:00:00Z'), timeZone: 'UTC' })
    expect(midnight.ok && midnight.description).toBe('At 00:00')
  })
})
