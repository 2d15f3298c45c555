import { describe, expect, it } from 'vitest'
import { detect, sampleOf } from './index'
import { timestamp } from './timestamp'

const run = (text: string) => timestamp(sampleOf(text))

describe('timestamp detector', () => {
  it('reads Unix time in seconds and milliseconds', () => {
    expect(run('1700000000')).toEqual([{ toolId: 'timestamp', confidence: 0.93, reason: 'Unix time in seconds: 2023-11-14 22:13:20 UTC', kind: 'timestamp' }])
    expect(run('1700000000000')[0]!.reason).toBe('Unix time in milliseconds: 2023-11-14 22:13:20 UTC')
    expect(run('1700000000.5')[0]!.reason).toBe('Unix time in seconds: 2023-11-14 22:13:20 UTC')
    expect(run('"1700000000"')[0]!.reason).toBe('Unix time in seconds: 2023-11-14 22:13:20 UTC')
  })

  it('reads microseconds and nanoseconds, and is less sure of dates before 2001', () => {
    expect(run('1700000000000000')[0]!.reason).toBe('Unix time in microseconds: 2023-11-14 22:13:20 UTC')
    expect(run('1700000000000000000')[0]!.reason).toBe('Unix time in nanoseconds: 2023-11-14 22:13:20 UTC')
    expect(run('946684800')[0]).toMatchObject({ reason: 'Unix time in seconds: 2000-01-01 00:00:00 UTC', confidence: 0.6 })
  })

  it('reads 18 digits as a Windows FILETIME / LDAP time when that is 1970-2100, with the timestamp tool first', () => {
    expect(run('132944736000000000')).toEqual([{ toolId: 'timestamp', confidence: 0.93, reason: 'Windows FILETIME / LDAP time: 2022-04-15 05:20:00 UTC', kind: 'timestamp' }])
    // Among every detector, the timestamp tool comes first with the FILETIME reading.
    expect(detect('132944736000000000')[0]).toMatchObject({ toolId: 'timestamp', reason: 'Windows FILETIME / LDAP time: 2022-04-15 05:20:00 UTC' })
    // As FILETIME the year 4600: nanoseconds, as before.
    expect(run('946684800000000000')[0]!.reason).toBe('Unix time in nanoseconds: 2000-01-01 00:00:00 UTC')
  })

  it('near misses: a phone number outside 1970-2100, short numbers, other lengths, text', () => {
    expect(run('5551234567')).toEqual([]) // would be the year 2146
    expect(run('4102444800')).toEqual([]) // 2100-01-01
    expect(run('12345')).toEqual([])
    expect(run('12345678901')).toEqual([]) // 11 digits: neither seconds nor milliseconds
    expect(run('1700000000 seconds')).toEqual([])
    expect(run('-1700000000')).toEqual([])
  })
})
