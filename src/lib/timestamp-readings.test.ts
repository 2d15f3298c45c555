import { describe, expect, it } from 'vitest'
import ref from './timestamp-reference/reference.json'
import { filetimeToMs, msToFiletime, readings, readRfc2822, whyNotATime } from './timestamp-readings'

/** References: src/lib/timestamp-reference/reference.py (Python's datetime and email.utils), its output beside it. */
const iso = (ms: number) => new Date(ms).toISOString()
const first = (input: string) => readings(input)[0]!

describe('FILETIME and Active Directory (LDAP) time', () => {
  it("converts 100-ns ticks since 1601 as Python's datetime does", () => {
    for (const [ticks, expected] of Object.entries(ref.filetime)) expect(iso(filetimeToMs(BigInt(ticks))), ticks).toBe(expected)
    expect(msToFiletime(Date.parse('2022-04-15T05:20:00Z'))).toBe(132944736000000000n)
  })

  it('reads an 18-digit number in 1970-2100 as FILETIME, named, with nanoseconds offered', () => {
    const [chosen, ...others] = readings('132944736000000000')
    expect(chosen).toMatchObject({ kind: 'filetime', name: 'Windows FILETIME / Active Directory (LDAP) time' })
    expect(iso(chosen!.ms)).toBe('2022-04-15T05:20:00.000Z')
    expect(chosen!.note).toBe('Read as a Windows FILETIME / Active Directory (LDAP) timestamp (18 digits): 100-nanosecond intervals since 1601-01-01 UTC.')
    // python3 -c "from datetime import *; print(datetime.fromtimestamp(132944736, timezone.utc))" -> 1974-03-19 17:05:36+00:00
    expect(others.map((r) => [r.kind, iso(r.ms)])).toEqual([['nanoseconds', '1974-03-19T17:05:36.000Z']])
  })

  it('keeps nanoseconds for 18 and 19 digits where FILETIME is not 1970-2100', () => {
    expect(first('946684800000000000').kind).toBe('nanoseconds')
    expect(readings('946684800000000000').map((r) => r.kind)).toEqual(['nanoseconds'])
    expect(first('1700000000123456789').kind).toBe('nanoseconds')
  })

  it('reads FILETIME in hexadecimal and as high:low words', () => {
    const hex = (132944736000000000).toString(16)
    expect(readings('0x10')).toEqual([])
    expect(iso(first(`0x${hex.padStart(16, '0')}`).ms)).toBe('2022-04-15T05:20:00.000Z')
    expect(iso(first(`${hex.padStart(16, '0').slice(0, 8)}:${hex.padStart(16, '0').slice(8)}`).ms)).toBe('2022-04-15T05:20:00.000Z')
  })

  it('reads LDAP Generalized Time as Active Directory writes it, against Python', () => {
    for (const [text, expected] of Object.entries(ref.generalized)) {
      expect(first(text).kind, text).toBe('generalized')
      expect(iso(first(text).ms), text).toBe(expected)
    }
    expect(readings('20231314221320Z')).toEqual([])
  })
})

describe('other readings of a number', () => {
  it('offers seconds as milliseconds and back only where that lands in 1971-2100', () => {
    expect(readings('1700000000').map((r) => r.kind)).toEqual(['seconds'])
    // 12 digits: milliseconds by size (1973); as seconds it would be year 31970.
    expect(readings('100000000000').map((r) => r.kind)).toEqual(['milliseconds'])
    expect(first('1700000000').note).toBe('Read as seconds (10 digits).')
  })

  it('is none past the range of Date', () => {
    expect(readings('99999999999999999999999')).toEqual([])
  })
})

describe('MongoDB ObjectID and UUID time', () => {
  it('reads the first 4 bytes of an ObjectID as seconds', () => {
    // MongoDB's documentation example: ObjectId("507f1f77bcf86cd799439011") -> 2012-10-17T21:13:27Z
    for (const text of ['507f1f77bcf86cd799439011', 'ObjectId("507f1f77bcf86cd799439011")']) {
      expect(first(text)).toMatchObject({ kind: 'objectid', name: 'MongoDB ObjectID time' })
      expect(iso(first(text).ms)).toBe('2012-10-17T21:13:27.000Z')
    }
  })

  it('reads a UUIDv7 with the UUID inspector (RFC 9562 appendix A.6)', () => {
    const r = first('017F22E2-79B0-7CC3-98C4-DC0C0C07398F')
    expect(r).toMatchObject({ kind: 'uuid', name: 'UUID v7 time', note: 'Read as a UUID version 7: its 48-bit Unix timestamp in milliseconds.' })
    expect(iso(r.ms)).toBe('2022-02-22T19:22:22.000Z')
    // A v4 carries no time.
    expect(readings('919108f7-52d1-4320-9bac-f847db4148a8')).toEqual([])
  })
})

describe('RFC 2822', () => {
  it("reads the RFC's examples (obsolete forms included) as Python's email.utils does", () => {
    for (const [text, expected] of Object.entries(ref.rfc2822)) {
      expect(first(text).kind, text).toBe('rfc2822')
      expect(iso(first(text).ms), text).toBe(expected)
    }
    expect(first('Tue, 1 Jul 2003 10:52:37 +0200')).toMatchObject({ name: 'RFC 2822 date', note: 'Read as an RFC 2822 date (e-mail and HTTP).' })
  })

  it('says when the day of the week or the day is wrong', () => {
    expect(readRfc2822('Wed, 1 Jul 2003 10:52:37 +0200')).toBe('"Wed, 1 Jul 2003 10:52:37 +0200" says Wed but 1 Jul 2003 is a Tue')
    expect(readings('Wed, 1 Jul 2003 10:52:37 +0200')).toEqual([])
    expect(whyNotATime('Wed, 1 Jul 2003 10:52:37 +0200')).toBe('"Wed, 1 Jul 2003 10:52:37 +0200" says Wed but 1 Jul 2003 is a Tue')
    expect(whyNotATime('31 Feb 2003 10:52:37 +0200')).toBe('"31 Feb 2003 10:52:37 +0200" is not a real day and time')
    expect(whyNotATime('soon')).toMatch(/^"soon" is a word, not a time/)
  })
})

it('still reads ISO dates as dates', () => {
  expect(first('2023-11-14T22:13:20Z')).toMatchObject({ kind: 'date', ms: 1700000000000 })
})
