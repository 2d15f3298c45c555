import { describe, expect, it } from 'vitest'
import ref from '../../../lib/timestamp-reference/reference.json'
import { opError, run } from './op-test-kit'

/** References: Python's datetime (src/lib/timestamp-reference/reference.py and its output). */

describe('FILETIME to Date', () => {
  it("gives each FILETIME's UTC time to the 100 ns, one a line, as Python's datetime does", async () => {
    const ticks = Object.keys(ref.filetime)
    const out = (await run('filetime-to-date', ticks.join('\n'))) as string
    // Python's value is floored to the millisecond; the operation adds the four 100-ns digits after it.
    expect(out.split('\n').map((l) => l.replace(/(\.\d{3})\d{4}Z$/, '$1Z'))).toEqual(Object.values(ref.filetime))
    expect(await run('filetime-to-date', '133444736001234567')).toBe('2023-11-14T22:13:20.1234567Z')
    expect(await run('filetime-to-date', '0x01D8507C1A5A4000')).toBe(await run('filetime-to-date', String(0x01d8507c1a5a4000n)))
    expect(await run('filetime-to-date', '0')).toBe('1601-01-01T00:00:00.0000000Z')
  })

  it('says what is not a FILETIME', async () => {
    expect(await opError('filetime-to-date', 'soon')).toBe('"soon" is not a FILETIME: expected 100-nanosecond intervals since 1601 in decimal (132944736000000000) or hex (0x01D8507C1A5A4000)')
    expect(await opError('filetime-to-date', '1\n99999999999999999999')).toBe('Line 2: 99999999999999999999 is past the largest FILETIME (2^64 - 1)')
  })
})

describe('Date to FILETIME', () => {
  it('turns any date the Timestamp tool reads into FILETIME ticks', async () => {
    expect(await run('date-to-filetime', '2022-04-15T05:20:00Z\nFri, 15 Apr 2022 07:20:00 +0200\n1650000000')).toBe('132944736000000000\n132944736000000000\n132944736000000000')
    expect(await run('date-to-filetime', '0x01D8507C1A5A4000\n01D8507C:1A5A4000\n133444736001234567')).toBe(`${0x01d8507c1a5a4000n}\n${0x01d8507c1a5a4000n}\n133444736001234567`)
    expect(await opError('date-to-filetime', 'Wed, 1 Jul 2003 10:52:37 +0200')).toBe('Not a date: "Wed, 1 Jul 2003 10:52:37 +0200" says Wed but 1 Jul 2003 is a Tue')
    expect(await opError('date-to-filetime', '1500-01-01T00:00:00Z')).toBe('1500-01-01T00:00:00.000Z is before 1601-01-01, where FILETIME starts')
  })
})

describe('Annotate Timestamps', () => {
  it('annotates a log in place, and refuses a text past its limit in words', async () => {
    expect(await run('annotate-timestamps', 'start 1700000000 ok\nend 2023-11-15T03:43:20+05:30')).toBe('start 1700000000 [2023-11-14T22:13:20.000Z] ok\nend 2023-11-15T03:43:20+05:30 [2023-11-14T22:13:20.000Z]')
    expect(await opError('annotate-timestamps', 'x'.repeat(10_000_001))).toBe('The text is 10,000,001 characters: timestamps are annotated in up to 10,000,000. Paste a part of it.')
  })
})
