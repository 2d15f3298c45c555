import { describe, expect, it } from 'vitest'
import { ANNOTATE_MAX_CHARS, annotateTimestamps, tooLongToAnnotate } from './timestamp-annotate'

describe('every timestamp in a text', () => {
  it('annotates each timestamp in place with its UTC time', () => {
    const log = [
      '1700000000 job started',
      'ts=1700000000123 took=1500ms id=12345678901',
      '[14/Nov/2023:17:13:20 -0500] "GET / HTTP/1.1" 200',
      'Date: Tue, 14 Nov 2023 22:13:20 GMT',
      'at 2023-11-15T03:43:20+05:30 and 2023-11-14T22:13:20Z, created 132944736000000000',
      'ns 1700000000123456789 us 1700000000123456',
    ].join('\n')
    const r = annotateTimestamps(log)
    expect(r.text).toBe(
      [
        '1700000000 [2023-11-14T22:13:20.000Z] job started',
        'ts=1700000000123 [2023-11-14T22:13:20.123Z] took=1500ms id=12345678901',
        '[14/Nov/2023:17:13:20 -0500 [2023-11-14T22:13:20.000Z]] "GET / HTTP/1.1" 200',
        'Date: Tue, 14 Nov 2023 22:13:20 GMT [2023-11-14T22:13:20.000Z]',
        'at 2023-11-15T03:43:20+05:30 [2023-11-14T22:13:20.000Z] and 2023-11-14T22:13:20Z, created 132944736000000000 [2022-04-15T05:20:00.000Z]',
        'ns 1700000000123456789 [2023-11-14T22:13:20.123Z] us 1700000000123456 [2023-11-14T22:13:20.123Z]',
      ].join('\n'),
    )
    expect(r.count).toBe(8)
  })

  it('leaves numbers that are not plausible times, parts of other numbers, and UTC or zone-less ISO alone', () => {
    const text = 'phone 0123456789, version 1.1700000000, 9999999999, ip 10.1700000000, 2023-11-14 22:13:20, 2023-11-14T22:13:20.000Z, 12345678901234'
    expect(annotateTimestamps(text)).toEqual({ text, count: 0 })
  })

  it('refuses more than it can take, in words', () => {
    expect(() => annotateTimestamps('1'.repeat(ANNOTATE_MAX_CHARS + 1))).toThrow(tooLongToAnnotate(ANNOTATE_MAX_CHARS + 1))
    expect(tooLongToAnnotate(12_000_000)).toBe('The text is 12,000,000 characters: timestamps are annotated in up to 10,000,000. Paste a part of it.')
  })
})
