import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { isoDate } from './iso-date'

const run = (text: string) => isoDate(sampleOf(text))

describe('iso-date detector', () => {
  it('reads ISO 8601 date-times in UTC or with an offset, converted to UTC', () => {
    expect(run('2024-03-05T14:30:00Z')).toEqual([{ toolId: 'timestamp', confidence: 0.95, reason: 'ISO 8601 date-time: 2024-03-05 14:30:00 UTC', kind: 'iso-date' }])
    expect(run('2023-11-14T23:13:20+01:00')[0]!.reason).toBe('ISO 8601 date-time: 2023-11-14 22:13:20 UTC')
    expect(run('2024-05-01 12:34:56.789+02')[0]!.reason).toBe('ISO 8601 date-time: 2024-05-01 10:34:56 UTC')
  })

  it('reads dates alone, date-times without a zone, HTTP dates and what JavaScript prints', () => {
    expect(run('2026-12-01')[0]!.reason).toBe('ISO 8601 date: 2026-12-01')
    expect(run('2024-07-04 09:00:00')[0]!.reason).toBe('ISO 8601 date-time, no time zone: 2024-07-04 09:00:00')
    expect(run('Tue, 14 Nov 2023 22:13:20 GMT')[0]!.reason).toBe('Date (RFC 2822): 2023-11-14 22:13:20 UTC')
    expect(run('Wed, 02 Oct 2002 08:00:00 -0400')[0]!.reason).toBe('Date (RFC 2822): 2002-10-02 12:00:00 UTC')
    expect(run('Thu Mar 14 2024 15:09:26 GMT+0100 (Central European Standard Time)')[0]!.reason).toBe('Date (JavaScript): 2024-03-14 14:09:26 UTC')
  })

  it('near misses: impossible days and times, other formats, text around the date', () => {
    expect(run('2023-13-01')).toEqual([])
    expect(run('2023-02-30')).toEqual([])
    expect(run('2023-11-14T25:00:00Z')).toEqual([])
    expect(run('14/11/2023')).toEqual([])
    expect(run('Released on 2023-11-14')).toEqual([])
  })
})
