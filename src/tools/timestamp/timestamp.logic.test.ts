import { describe, expect, it } from 'vitest'
import { dateToTimestamp, diffTime, failureText, readAsDate, MESSAGES, readTimestamp, relativeTime, timestampToDate, timestampToMs, toDatetimeLocal, unitNote, unitOf } from './timestamp.logic'

describe('timestamp to date', () => {
  it('reads values under 1e10 as seconds and the rest as milliseconds (SPEC section 5)', () => {
    expect(timestampToMs('9999999999')).toBe(9_999_999_999_000)
    expect(timestampToMs('10000000000')).toBe(10_000_000_000)
    expect(timestampToDate('9999999999', 'en-US', 'UTC')).toEqual({ ok: true, value: { ms: 9_999_999_999_000, iso: '2286-11-20T17:46:39.000Z', local: '11/20/2286, 5:46:39 PM' } })
    expect(timestampToDate('10000000000', 'en-US', 'UTC')).toEqual({ ok: true, value: { ms: 10_000_000_000, iso: '1970-04-26T17:46:40.000Z', local: '4/26/1970, 5:46:40 PM' } })
  })

  it('converts well-known instants (reference: RFC 3339 / Date)', () => {
    expect(timestampToDate('0', 'en-US', 'UTC')).toMatchObject({ ok: true, value: { iso: '1970-01-01T00:00:00.000Z' } })
    expect(timestampToDate('1700000000', 'en-US', 'UTC')).toMatchObject({ ok: true, value: { iso: '2023-11-14T22:13:20.000Z' } })
    expect(timestampToDate('1700000000123', 'en-US', 'UTC')).toMatchObject({ ok: true, value: { iso: '2023-11-14T22:13:20.123Z' } })
    expect(timestampToDate(' 1.5 ', 'en-US', 'UTC')).toMatchObject({ ok: true, value: { iso: '1970-01-01T00:00:01.500Z' } })
    expect(timestampToDate('-86400', 'en-US', 'UTC')).toMatchObject({ ok: true, value: { iso: '1969-12-31T00:00:00.000Z' } })
    expect(timestampToDate('1700000000', 'en-US', 'America/New_York')).toMatchObject({ ok: true, value: { local: '11/14/2023, 5:13:20 PM' } })
  })

  it("gives '❌ Invalid timestamp' for non-numbers and '❌ Error converting timestamp' past Date's range", () => {
    for (const bad of ['', 'abc', '12abc', '0x10', 'NaN', 'Infinity', '1e400']) expect(timestampToDate(bad)).toMatchObject({ ok: false, message: '❌ Invalid timestamp' })
    expect(timestampToDate('8640000000000001')).toMatchObject({ ok: false, message: '❌ Error converting timestamp' })
  })

  it('says why a text is not a date', () => {
    const tail = 'enter a Unix timestamp such as 1700000000, or a date such as 2023-11-14T22:13:20Z'
    const yesterday = timestampToDate('yesterday')
    expect(yesterday).toEqual({ ok: false, message: '❌ Invalid timestamp', reason: `"yesterday" is a word, not a time (words such as "yesterday" or "now" are not read): ${tail}` })
    expect(!yesterday.ok && failureText(yesterday)).toBe(`❌ Invalid timestamp: "yesterday" is a word, not a time (words such as "yesterday" or "now" are not read): ${tail}`)
    const big = 'as milliseconds it is past the year 275760, the last date there is, and as microseconds or nanoseconds it is after 2100'
    expect(timestampToDate('12345678901234567890')).toEqual({ ok: false, message: '❌ Error converting timestamp', reason: `20 digits is too large for a date: ${big}` })
    expect(timestampToDate('8640000000000001')).toEqual({ ok: false, message: '❌ Error converting timestamp', reason: `16 digits is too large for a date: ${big}` })
    expect(timestampToDate('1e400')).toMatchObject({ reason: '1e400 is too large to be a number of seconds or milliseconds' })
    expect(timestampToDate('12abc')).toMatchObject({ reason: `"12abc" is neither a number nor a date: ${tail}` })
    expect(timestampToDate('2023-02-30')).toMatchObject({ reason: '"2023-02-30" is not a real day and time' })
    expect(timestampToDate('  ')).toMatchObject({ reason: `The box is empty: ${tail}` })
    expect(MESSAGES.converted).toBe('Timestamp converted to date!')
  })
})

describe('date to timestamp', () => {
  it('reads a datetime-local value in local time (UTC here) as seconds and milliseconds', () => {
    process.env.TZ = 'UTC'
    expect(dateToTimestamp('2023-11-14T22:13:20')).toEqual({ ok: true, value: { seconds: 1_700_000_000, milliseconds: 1_700_000_000_000 } })
    expect(dateToTimestamp('2023-11-14T22:13')).toEqual({ ok: true, value: { seconds: 1_699_999_980, milliseconds: 1_699_999_980_000 } })
  })

  it("gives '❌ Invalid date format' for an empty or impossible date", () => {
    expect(dateToTimestamp('')).toEqual({ ok: false, message: '❌ Invalid date format' })
    expect(dateToTimestamp('2023-13-45T99:00')).toEqual({ ok: false, message: '❌ Invalid date format' })
    expect(dateToTimestamp('not a date')).toEqual({ ok: false, message: '❌ Invalid date format' })
  })

  it('writes datetime-local values to the second', () => {
    expect(toDatetimeLocal(new Date(2024, 0, 5, 7, 8, 9).getTime())).toBe('2024-01-05T07:08:09')
  })
})

describe('relative time', () => {
  const now = Date.UTC(2024, 0, 15, 12, 0, 0)
  it('words the distance in the largest unit that fits (Intl.RelativeTimeFormat, en-US)', () => {
    expect(relativeTime(now - 3 * 3600_000, now, 'en-US')).toBe('3 hours ago')
    expect(relativeTime(now + 2 * 86_400_000, now, 'en-US')).toBe('in 2 days')
    expect(relativeTime(now - 1 * 86_400_000, now, 'en-US')).toBe('yesterday')
    expect(relativeTime(now, now, 'en-US')).toBe('now')
    expect(relativeTime(now - 45_000, now, 'en-US')).toBe('45 seconds ago')
    expect(relativeTime(now - 90_000, now, 'en-US')).toBe('1 minute ago')
    expect(relativeTime(Date.UTC(2023, 11, 14, 22, 13, 20), now, 'en-US')).toBe('last month')
    expect(relativeTime(Date.UTC(1970, 0, 1), now, 'en-US')).toBe('54 years ago')
  })
})

describe('the unit of a number, and dates typed in the Unix box (issue 21)', () => {
  it('detects seconds, milliseconds, microseconds and nanoseconds by magnitude', () => {
    expect(readTimestamp('1700000000')).toEqual({ ms: 1_700_000_000_000, unit: 'seconds' })
    expect(readTimestamp('1700000000123')).toEqual({ ms: 1_700_000_000_123, unit: 'milliseconds' })
    expect(readTimestamp('1700000000123456')).toEqual({ ms: 1_700_000_000_123.456, unit: 'microseconds' })
    expect(timestampToDate('1700000000123456', 'en-US', 'UTC')).toMatchObject({ ok: true, value: { iso: '2023-11-14T22:13:20.123Z' } })
    expect(timestampToDate('1700000000123456789', 'en-US', 'UTC')).toMatchObject({ ok: true, value: { iso: '2023-11-14T22:13:20.123Z' } })
    expect(readTimestamp('1700000000123456789')?.unit).toBe('nanoseconds')
    // Nothing plausible (year 2243 as µs, 2.7e5 years as ms): milliseconds, as SPEC says.
    expect(unitOf(8_640_000_000_000_001)).toBe('milliseconds')
    expect(unitNote('1700000000123456')).toBe('Read as microseconds (16 digits).')
    expect(unitNote('1700000000')).toBe('Read as seconds (10 digits).')
    expect(unitNote('abc')).toBeNull()
  })
  it('converts an ISO date typed into the Unix box', () => {
    expect(readTimestamp('2023-11-14T22:13:20Z')).toEqual({ ms: 1_700_000_000_000, unit: 'date' })
    expect(timestampToDate('2023-11-14T22:13:20.123Z', 'en-US', 'UTC')).toMatchObject({ ok: true, value: { ms: 1_700_000_000_000, iso: '2023-11-14T22:13:20.000Z' } })
    expect(timestampToDate('Tue, 14 Nov 2023 22:13:20 GMT', 'en-US', 'UTC')).toMatchObject({ ok: true, value: { ms: 1_700_000_000_000 } })
    expect(unitNote('2023-11-14T22:13:20Z')).toBe('Read as a date, not a number: its Unix time is shown below.')
    expect(timestampToDate('2023-02-30')).toMatchObject({ ok: false, message: '❌ Invalid timestamp' })
  })
})

describe('the Unix Timestamp box read in every way it can be (issue 35)', () => {
  it('names the reading chosen and offers the others, or a chosen one', () => {
    const r = readAsDate('132944736000000000', undefined, 'en-US', 'UTC')
    expect(r).toMatchObject({ ok: true, value: { iso: '2022-04-15T05:20:00.000Z' }, reading: { kind: 'filetime', name: 'Windows FILETIME / Active Directory (LDAP) time' } })
    expect(r.ok && r.others.map((o) => o.kind)).toEqual(['nanoseconds'])
    const ns = readAsDate('132944736000000000', 'nanoseconds', 'en-US', 'UTC')
    expect(ns).toMatchObject({ ok: true, value: { iso: '1974-03-19T17:05:36.000Z' }, reading: { kind: 'nanoseconds', note: 'Read as nanoseconds (18 digits).' } })
    expect(ns.ok && ns.others.map((o) => o.kind)).toEqual(['filetime'])
    expect(readAsDate('Tue, 1 Jul 2003 10:52:37 +0200')).toMatchObject({ ok: true, value: { iso: '2003-07-01T08:52:37.000Z' }, reading: { kind: 'rfc2822' } })
  })

  it("keeps SPEC's messages, each with its reason", () => {
    expect(readAsDate('12345678901234567890')).toMatchObject({ ok: false, message: '❌ Error converting timestamp', reason: expect.stringMatching(/^20 digits is too large for a date/) })
    for (const bad of ['', 'abc', '0x10', 'NaN', '1e400']) expect(readAsDate(bad)).toMatchObject({ ok: false, message: '❌ Invalid timestamp' })
    expect(readAsDate('Wed, 1 Jul 2003 10:52:37 +0200')).toEqual({ ok: false, message: '❌ Invalid timestamp', reason: '"Wed, 1 Jul 2003 10:52:37 +0200" says Wed but 1 Jul 2003 is a Tue' })
  })

  it("reads the Difference card's times: empty or 'now' is now", () => {
    expect(diffTime('', 5)).toEqual({ ms: 5, name: 'Now' })
    expect(diffTime(' now ', 5)).toEqual({ ms: 5, name: 'Now' })
    expect(diffTime('1700000000', 5)).toEqual({ ms: 1700000000000, name: 'Unix time in seconds' })
    expect(diffTime('soon', 5)).toEqual({ error: expect.stringMatching(/^Invalid timestamp: "soon" is a word/) })
  })
})
