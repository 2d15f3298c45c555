import { describe, expect, it } from 'vitest'
import { opError as error, run } from './op-test-kit'

/**
 * Time operations against Python 3.11's datetime/zoneinfo (each value with the command that
 * printed it), RFC 9562's appendix A UUIDs (as the UUID tool's tests read them) and RFC 7519's
 * example token (as the JWT tool's tests decode it).
 */

describe('From UNIX Timestamp', () => {
  it('reads the unit from the size, as the Timestamp tool does', async () => {
    // python3 -c "from datetime import *; print(datetime.fromtimestamp(1700000000, timezone.utc).isoformat(timespec='milliseconds'))" -> 2023-11-14T22:13:20.000+00:00
    expect(await run('from-unix-timestamp', '1700000000')).toBe('2023-11-14T22:13:20.000Z')
    expect(await run('from-unix-timestamp', '1700000000123')).toBe('2023-11-14T22:13:20.123Z')
    expect(await run('from-unix-timestamp', '1700000000123456')).toBe('2023-11-14T22:13:20.123456Z')
    // Nanoseconds past 2^53 stay exact.
    expect(await run('from-unix-timestamp', '1700000000123456789')).toBe('2023-11-14T22:13:20.123456789Z')
    expect(await run('from-unix-timestamp', '1700000000.5')).toBe('2023-11-14T22:13:20.500Z')
    // python3 -c "... datetime.fromtimestamp(-1, timezone.utc) ..." -> 1969-12-31T23:59:59.000+00:00
    expect(await run('from-unix-timestamp', '-1')).toBe('1969-12-31T23:59:59.000Z')
    expect(await run('from-unix-timestamp', '-1', { unit: 'milliseconds' })).toBe('1969-12-31T23:59:59.999Z')
  })

  it('takes a chosen unit, one timestamp a line', async () => {
    expect(await run('from-unix-timestamp', '1700000000', { unit: 'milliseconds' })).toBe('1970-01-20T16:13:20.000Z')
    expect(await run('from-unix-timestamp', '0\n\n86400\n')).toBe('1970-01-01T00:00:00.000Z\n\n1970-01-02T00:00:00.000Z\n')
  })

  it('gives the time in any IANA zone with its offset', async () => {
    // python3 -c "from datetime import *; from zoneinfo import ZoneInfo; print(datetime.fromtimestamp(1700000000, ZoneInfo('Asia/Kolkata')).isoformat(timespec='milliseconds'))"
    expect(await run('from-unix-timestamp', '1700000000', { timeZone: 'Asia/Kolkata' })).toBe('2023-11-15T03:43:20.000+05:30')
    // python3 -c "... datetime.fromtimestamp(1710054000, ZoneInfo('America/New_York')) ..." -> 2024-03-10T03:00:00.000-04:00 (the hour DST starts)
    expect(await run('from-unix-timestamp', '1710054000', { timeZone: 'America/New_York' })).toBe('2024-03-10T03:00:00.000-04:00')
    expect(await error('from-unix-timestamp', '0', { timeZone: 'Mars/Olympus' })).toBe('Unknown time zone "Mars/Olympus": use UTC or an IANA name such as Europe/Paris or America/New_York')
  })

  it('says why text is not a timestamp, in the Timestamp tool\'s words', async () => {
    expect(await error('from-unix-timestamp', 'yesterday')).toBe(
      'Invalid timestamp: "yesterday" is a word, not a time (words such as "yesterday" or "now" are not read): enter a Unix timestamp such as 1700000000, or a date such as 2023-11-14T22:13:20Z',
    )
    expect(await error('from-unix-timestamp', '2023-11-14')).toBe('Invalid timestamp: "2023-11-14" is already a date (To UNIX Timestamp turns it into one)')
    expect(await error('from-unix-timestamp', '1\n99999999999999999999999')).toMatch(/^Line 2: Error converting timestamp: 23 digits is too large for a date/)
  })
})

describe('To UNIX Timestamp', () => {
  it('reads ISO 8601 with or without a zone, and HTTP dates', async () => {
    // python3 -c "from datetime import *; print(int(datetime.fromisoformat('2023-11-14T22:13:20+05:30').timestamp()))" -> 1699980200
    expect(await run('to-unix-timestamp', '2023-11-14T22:13:20+05:30')).toBe('1699980200')
    expect(await run('to-unix-timestamp', '2023-11-14T22:13:20Z')).toBe('1700000000')
    expect(await run('to-unix-timestamp', 'Tue, 14 Nov 2023 22:13:20 GMT')).toBe('1700000000')
    expect(await run('to-unix-timestamp', '2023-11-14')).toBe('1699920000')
    // python3 -c "... int(datetime(2023,11,14,22,13,20,tzinfo=ZoneInfo('Europe/Paris')).timestamp())" -> 1699996400
    expect(await run('to-unix-timestamp', '2023-11-14 22:13:20', { timeZone: 'Europe/Paris' })).toBe('1699996400')
    // python3 -c "... int(datetime(2024,3,10,3,30,tzinfo=ZoneInfo('America/New_York')).timestamp())" -> 1710055800
    expect(await run('to-unix-timestamp', '2024-03-10T03:30', { timeZone: 'America/New_York' })).toBe('1710055800')
  })

  it('gives the unit asked, exactly', async () => {
    expect(await run('to-unix-timestamp', '2023-11-14T22:13:20.123456789Z', { unit: 'nanoseconds' })).toBe('1700000000123456789')
    expect(await run('to-unix-timestamp', '2023-11-14T22:13:20.123456789Z', { unit: 'microseconds' })).toBe('1700000000123456')
    expect(await run('to-unix-timestamp', '2023-11-14T22:13:20.123Z', { unit: 'milliseconds' })).toBe('1700000000123')
    expect(await run('to-unix-timestamp', '1969-12-31T23:59:59.5Z', { unit: 'milliseconds' })).toBe('-500')
  })

  it('says why a date is not a date, as the Timestamp tool does', async () => {
    expect(await error('to-unix-timestamp', '2023-02-30')).toBe('Invalid date format: "2023-02-30" is not a real day and time')
    expect(await error('to-unix-timestamp', 'soon')).toMatch(/^Invalid date format: "soon" is a word, not a time/)
    expect(await error('to-unix-timestamp', '1700000000')).toBe('Invalid date format: 1700000000 is already a number (From UNIX Timestamp turns it into a date)')
  })

  it('undoes From UNIX Timestamp on timestamps (the round trip the contract cannot draw at random)', async () => {
    for (const [ts, unit] of [['1700000000', 'seconds'], ['-86400', 'seconds'], ['1700000000123', 'milliseconds'], ['1700000000123456789', 'nanoseconds'], ['253402280000', 'seconds']] as const) {
      for (const timeZone of ['UTC', 'Asia/Kolkata', 'America/St_Johns']) {
        const iso = await run('from-unix-timestamp', ts, { unit, timeZone })
        expect(await run('to-unix-timestamp', iso, { unit, timeZone }), `${ts} ${timeZone}`).toBe(ts)
      }
    }
  })
})

describe('Analyse UUID (RFC 9562 appendix A, as the UUID tool reads it)', () => {
  it('gives version, variant and the embedded time', async () => {
    expect(JSON.parse(String(await run('analyse-uuid', 'C232AB00-9414-11EC-B3C8-9F6BDECED846')))).toEqual({
      uuid: 'c232ab00-9414-11ec-b3c8-9f6bdeced846',
      version: 'Version 1 (Gregorian time-based)',
      variant: 'RFC 9562 (10xx)',
      time: '2022-02-22 19:22:22.0000000 UTC',
      timeSource: '60-bit Gregorian timestamp: 100 ns steps since 1582-10-15',
      clockSequence: 0x33c8,
      node: '9f:6b:de:ce:d8:46',
    })
    expect(JSON.parse(String(await run('analyse-uuid', '1EC9414C-232A-6B00-B3C8-9F6BDECED846')))).toMatchObject({ version: 'Version 6 (Reordered Gregorian time-based)', time: '2022-02-22 19:22:22.0000000 UTC' })
    expect(JSON.parse(String(await run('analyse-uuid', '017F22E2-79B0-7CC3-98C4-DC0C0C07398F\n')))).toMatchObject({ version: 'Version 7 (Unix Epoch time-based)', time: '2022-02-22 19:22:22.000 UTC' })
  })

  it('says why text is not a UUID', async () => {
    expect(await error('analyse-uuid', '919108f7-52d1-4320-9bac')).toBe('Not a UUID: expected 32 hexadecimal digits in five groups, 8-4-4-4-12 (e.g. 123e4567-e89b-12d3-a456-426614174000).')
  })
})

describe('JWT Decode', () => {
  // RFC 7519 section 3.1's example token.
  const RFC = 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'

  it('gives the header and payload, from a Bearer header too', async () => {
    const out = String(await run('jwt-decode', `Bearer ${RFC}`))
    expect(JSON.parse(out)).toEqual({ header: { typ: 'JWT', alg: 'HS256' }, payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true } })
    expect(out.split('\n')[1]).toBe('  "header": {')
  })

  it('keeps numbers exactly as the token writes them (D24)', async () => {
    // python3 -c "import base64; print(base64.urlsafe_b64encode(b'{\"sub\":\"42\",\"big\":12345678901234567890,\"n\":0.10000000000000000001}').rstrip(b'=').decode())"
    const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsImJpZyI6MTIzNDU2Nzg5MDEyMzQ1Njc4OTAsIm4iOjAuMTAwMDAwMDAwMDAwMDAwMDAwMDF9.c2ln'
    const out = String(await run('jwt-decode', token))
    expect(out).toContain('"big": 12345678901234567890')
    expect(out).toContain('"n": 0.10000000000000000001')
  })

  it('says what is wrong, as the JWT tool does', async () => {
    expect(await error('jwt-decode', 'a.b')).toBe('Invalid JWT format: a JWT has 3 parts separated by dots (header.payload.signature); this token has 2')
    expect(await error('jwt-decode', 'eyJ!.e30.x')).toBe('Error decoding JWT: Invalid base64 encoding: the header (part 1) is not Base64URL: "!" at character 4 is not a Base64URL character')
    expect(await error('jwt-decode', '   ')).toBe('Please enter a JWT token')
  })
})
