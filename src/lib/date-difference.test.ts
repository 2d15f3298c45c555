import { describe, expect, it } from 'vitest'
import { difference } from './date-difference'
import ref from './timestamp-reference/reference.json'

describe('the difference between two dates', () => {
  it("counts calendar years, months, days and time as dateutil's relativedelta does", () => {
    for (const { from, to, ...parts } of ref.differences) expect(difference(Date.parse(from), Date.parse(to)).parts, `${from} -> ${to}`).toEqual(parts)
  })

  it('gives totals in each unit and the difference in words, either way round', () => {
    const d = difference(Date.parse('2024-01-31T10:00:00Z'), Date.parse('2024-03-01T09:00:00Z'))
    expect(d.sign).toBe(1)
    expect(d.words).toBe('1 month and 23 hours')
    expect(d.totals).toEqual({ milliseconds: 2588400000, seconds: 2588400, minutes: 43140, hours: 719, days: 719 / 24, weeks: 719 / 168 })
    const back = difference(Date.parse('2024-03-01T09:00:00Z'), Date.parse('2024-01-31T10:00:00Z'))
    expect(back.sign).toBe(-1)
    expect(back.words).toBe('1 month and 23 hours')
    expect(difference(0, Date.parse('2023-11-14T22:13:20.250Z')).words).toBe('53 years, 10 months, 13 days, 22 hours, 13 minutes, 20 seconds, and 250 milliseconds')
    expect(difference(5, 5)).toMatchObject({ sign: 0, words: 'no time' })
  })
})
