import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { base32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { decodeRgba } from '../workers/qr/qr.impl'
import {
  buildOtpUri,
  codesAround,
  countdown,
  groupSecret,
  hotpCode,
  hotpOperation,
  matchWords,
  newSecret,
  normaliseSecret,
  OTP_DEFAULTS,
  parseOtpUri,
  parseTime,
  readSource,
  timeStep,
  totpCode,
  totpOperation,
  verifyCode,
  type OtpAlgorithm,
  type OtpParams,
} from './otp'

/** A seed as the Base32 secret an app would be given (RFC 4648, no padding). */
const b32 = (ascii: string) => base32.encode(new TextEncoder().encode(ascii)).replace(/=+$/, '')

describe('HOTP: RFC 4226 appendix D', () => {
  // Secret = 0x3132333435363738393031323334353637383930 ("12345678901234567890"), 6 digits, SHA-1.
  const secret = b32('12345678901234567890')
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']
  it.each(expected.map((code, counter) => [counter, code] as const))('counter %i gives %s', (counter, code) => {
    expect(hotpCode({ secret, algorithm: 'SHA1', digits: 6 }, counter)).toBe(code)
  })
})

describe('TOTP: RFC 6238 appendix B, all 18 rows', () => {
  // The seeds of the reference implementation: 20, 32 and 64 bytes for SHA-1, SHA-256 and SHA-512.
  const seeds: Record<OtpAlgorithm, string> = {
    SHA1: '12345678901234567890',
    SHA256: '12345678901234567890123456789012',
    SHA512: '1234567890123456789012345678901234567890123456789012345678901234',
  }
  const rows: [time: number, step: string, code: string, algorithm: OtpAlgorithm][] = [
    [59, '0000000000000001', '94287082', 'SHA1'],
    [59, '0000000000000001', '46119246', 'SHA256'],
    [59, '0000000000000001', '90693936', 'SHA512'],
    [1111111109, '00000000023523EC', '07081804', 'SHA1'],
    [1111111109, '00000000023523EC', '68084774', 'SHA256'],
    [1111111109, '00000000023523EC', '25091201', 'SHA512'],
    [1111111111, '00000000023523ED', '14050471', 'SHA1'],
    [1111111111, '00000000023523ED', '67062674', 'SHA256'],
    [1111111111, '00000000023523ED', '99943326', 'SHA512'],
    [1234567890, '000000000273EF07', '89005924', 'SHA1'],
    [1234567890, '000000000273EF07', '91819424', 'SHA256'],
    [1234567890, '000000000273EF07', '93441116', 'SHA512'],
    [2000000000, '0000000003F940AA', '69279037', 'SHA1'],
    [2000000000, '0000000003F940AA', '90698825', 'SHA256'],
    [2000000000, '0000000003F940AA', '38618901', 'SHA512'],
    [20000000000, '0000000027BC86AA', '65353130', 'SHA1'],
    [20000000000, '0000000027BC86AA', '77737706', 'SHA256'],
    [20000000000, '0000000027BC86AA', '47863826', 'SHA512'],
  ]
  it.each(rows)('T=%i (step %s) gives %s with %s', (time, step, code, algorithm) => {
    expect(timeStep(time * 1000, 30)).toBe(parseInt(step, 16))
    expect(totpCode({ secret: b32(seeds[algorithm]), algorithm, digits: 8, period: 30 }, time * 1000)).toBe(code)
  })
  it('the operation gives the same rows from Unix seconds or an ISO date', () => {
    for (const [time, , code, algorithm] of rows) expect(totpOperation(b32(seeds[algorithm]), { time: String(time), period: 30, digits: 8, algorithm })).toBe(code)
    expect(totpOperation(b32(seeds.SHA1), { time: '2005-03-18T01:58:29Z', period: 30, digits: 8, algorithm: 'SHA1' })).toBe('07081804')
    // Empty time: now (the clock given).
    expect(totpOperation(b32(seeds.SHA1), { time: '', period: 30, digits: 8, algorithm: 'SHA1' }, () => 59_000)).toBe('94287082')
  })
})

describe('secrets', () => {
  it('take the forms apps print: groups, lower case, padding, dashes', () => {
    expect(normaliseSecret('jbsw y3dp ehpk 3pxp')).toBe('JBSWY3DPEHPK3PXP')
    expect(normaliseSecret(' JBSW-Y3DP-EHPK-3PXP== \n')).toBe('JBSWY3DPEHPK3PXP')
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP')
  })
  it('say which character is not Base32, in words', () => {
    expect(() => normaliseSecret('JBSW0Y3DP')).toThrow("Not a Base32 secret: '0' at character 5 (a zero: Base32 has the letter O); Base32 uses the letters A-Z and the digits 2-7")
    expect(() => normaliseSecret('AB!C')).toThrow("Not a Base32 secret: '!' at character 3; Base32 uses the letters A-Z and the digits 2-7")
    expect(() => normaliseSecret('  ')).toThrow('Enter a secret: Base32 letters A-Z and digits 2-7, as the site shows it under the QR code')
    expect(() => normaliseSecret('A')).toThrow('The secret is too short: at least 2 Base32 characters (one byte)')
  })
  it('a new one is 20 random bytes in Base32 (32 characters), different each time', () => {
    const a = newSecret()
    expect(a).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32.decode(a)).toHaveLength(20)
    expect(newSecret()).not.toBe(a)
  })
})

describe('otpauth URIs', () => {
  const google = 'otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example'
  it('read Google\'s example with the defaults apps assume', () => {
    expect(parseOtpUri(google)).toEqual({ kind: 'totp', secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA1', digits: 6, period: 30, counter: 0, issuer: 'Example', account: 'alice@google.com' })
  })
  it('read every parameter, escaped labels, lower-case secrets and algorithms', () => {
    expect(parseOtpUri('otpauth://totp/ACME%20Co:john.doe%40email.com?secret=hxdm vjec&issuer=ACME%20Co&algorithm=sha512&digits=8&period=60')).toEqual({
      kind: 'totp',
      secret: 'HXDMVJEC',
      algorithm: 'SHA512',
      digits: 8,
      period: 60,
      counter: 0,
      issuer: 'ACME Co',
      account: 'john.doe@email.com',
    })
    expect(parseOtpUri('otpauth://hotp/alice?secret=JBSWY3DPEHPK3PXP&counter=42&algorithm=SHA256')).toMatchObject({ kind: 'hotp', counter: 42, algorithm: 'SHA256', issuer: '', account: 'alice' })
  })
  it('round-trip: built, then read, gives the same fields', () => {
    const cases: OtpParams[] = [
      { kind: 'totp', secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA256', digits: 8, period: 60, counter: 0, issuer: 'ACME Co', account: 'alice@example.com' },
      { kind: 'hotp', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', algorithm: 'SHA1', digits: 6, period: 30, counter: 7, issuer: 'Ünïcode & Co', account: 'bob: the builder' },
      { kind: 'totp', secret: newSecret(), algorithm: 'SHA512', digits: 7, period: 30, counter: 0, issuer: '', account: 'solo' },
    ]
    for (const c of cases) expect(parseOtpUri(buildOtpUri(c))).toEqual(c)
    expect(buildOtpUri(cases[0]!)).toBe('otpauth://totp/ACME%20Co:alice%40example.com?issuer=ACME%20Co&secret=JBSWY3DPEHPK3PXP&algorithm=SHA256&digits=8&period=60')
  })
  it('say what is wrong in clear words', () => {
    const err = (u: string) => {
      try {
        parseOtpUri(u)
        return 'no error'
      } catch (e) {
        return (e as Error).message
      }
    }
    expect(err('https://example.com')).toBe('Not an otpauth URI: it starts otpauth://totp/ or otpauth://hotp/')
    expect(err('otpauth://steam/Steam:me?secret=JBSWY3DP')).toBe("Unknown OTP type 'steam': an otpauth URI is otpauth://totp/… or otpauth://hotp/…")
    expect(err('otpauth://totp/me')).toBe('The URI has no parameters: it needs at least ?secret=<Base32 secret>')
    expect(err('otpauth://totp/me?issuer=X')).toBe('The URI has no secret: add secret=<Base32 secret>')
    expect(err('otpauth://totp/me?secret=JBSW1Y3DP')).toBe("The URI's secret: Not a Base32 secret: '1' at character 5 (a one: Base32 has the letter I or L); Base32 uses the letters A-Z and the digits 2-7")
    expect(err('otpauth://totp/me?secret=JBSWY3DP&algorithm=MD5')).toBe("Unsupported algorithm 'MD5': use SHA1, SHA256 or SHA512")
    expect(err('otpauth://totp/me?secret=JBSWY3DP&digits=10')).toBe("Digits must be 6, 7 or 8, not '10'")
    expect(err('otpauth://totp/me?secret=JBSWY3DP&period=0')).toBe("The period must be a whole number of seconds from 1 to 86400, not '0'")
    expect(err('otpauth://hotp/me?secret=JBSWY3DP')).toBe('An HOTP URI needs a counter: add counter=0')
    expect(err('otpauth://hotp/me?secret=JBSWY3DP&counter=-1')).toBe("The counter must be a whole number from 0, not '-1'")
    expect(err('otpauth://totp/%E0%A4%A?secret=JBSWY3DP')).toBe('The URI has a broken %-escape (a % not followed by two hex digits)')
    expect(err('otpauth://totp/?secret=JBSWY3DP')).toBe('Not an otpauth URI: it should look like otpauth://totp/Issuer:account?secret=…&issuer=Issuer')
  })
  it('the source field takes a URI or a secret (read with the settings), and refuses migration links in words', () => {
    expect(readSource(google).fromUri).toBe(true)
    expect(readSource('jbsw y3dp', { ...OTP_DEFAULTS, digits: 8 })).toEqual({ fromUri: false, params: { ...OTP_DEFAULTS, digits: 8, secret: 'JBSWY3DP' } })
    expect(() => readSource('otpauth-migration://offline?data=abc')).toThrow(/otpauth-migration/)
  })
})

describe('codes on screen', () => {
  const p: OtpParams = { ...OTP_DEFAULTS, secret: b32('12345678901234567890'), digits: 8 }
  it('previous, current and next are the steps around now; HOTP\'s around the counter', () => {
    expect(codesAround(p, 1111111111_000)).toEqual({ previous: '07081804', current: '14050471', next: totpCode(p, 1111111141_000), step: 0x23523ed })
    const h = { ...p, kind: 'hotp' as const, digits: 6, counter: 0 }
    expect(codesAround(h, 0)).toEqual({ previous: null, current: '755224', next: '287082', step: 0 })
  })
  it('the countdown says the seconds left and the share gone, and rolls over at the boundary', () => {
    expect(countdown(30, 1111111109_000)).toEqual({ left: 1, elapsed: 29 / 30 })
    expect(countdown(30, 1111111110_000)).toEqual({ left: 30, elapsed: 0 })
    expect(countdown(30, 1111111110_500).left).toBe(30)
    expect(countdown(60, 59_000).left).toBe(1)
  })
  it('verifies a code one step either side and says which matched', () => {
    const at = 1111111111_000
    expect(verifyCode(p, '1405 0471', at)).toEqual({ ok: true, delta: 0, step: 0x23523ed })
    const prev = verifyCode(p, '07081804', at)
    expect(prev).toEqual({ ok: true, delta: -1, step: 0x23523ec })
    expect(matchWords(p, prev as Extract<typeof prev, { ok: true }>)).toBe("Matches the previous period's code (time step 37037036)")
    expect(verifyCode(p, totpCode(p, at + 60_000), at)).toEqual({ ok: false, reason: 'No match in this period or the one before or after' })
    expect(verifyCode(p, '123', at)).toEqual({ ok: false, reason: 'A code here has 8 digits; this one has 3' })
    expect(verifyCode(p, 'abc', at)).toEqual({ ok: false, reason: 'A code is digits only' })
    const h: OtpParams = { ...p, kind: 'hotp', digits: 6, counter: 5 }
    const next = verifyCode(h, '287922', 0)
    expect(next).toEqual({ ok: true, delta: 1, step: 6 })
    expect(matchWords(h, next as Extract<typeof next, { ok: true }>)).toBe('Matches the next counter (6)')
  })
})

describe('operations\' functions', () => {
  it('HOTP from a secret with arguments, or from a URI whose parameters win', () => {
    const secret = b32('12345678901234567890')
    expect(hotpOperation(secret, { counter: 9, digits: 6, algorithm: 'SHA1' })).toBe('520489')
    expect(hotpOperation(`otpauth://hotp/x?secret=${secret}&counter=3`, { counter: 9, digits: 8, algorithm: 'SHA512' })).toBe('969429')
  })
  it('times: Unix seconds, ISO dates, or an error in words', () => {
    expect(parseTime('59')).toBe(59_000)
    expect(parseTime('1970-01-01T00:00:59Z')).toBe(59_000)
    expect(() => parseTime('yesterday')).toThrow("Not a time: 'yesterday'; give Unix seconds (1111111109) or an ISO date (2005-03-18T01:58:29Z), or leave it empty for now")
  })
})

describe('a QR code image (made by qrencode: src/lib/fixtures/otp-qr.sh)', () => {
  // The PNG is decoded in node by pngjs (a dev dependency, as the QR Code tool's e2e uses it); the
  // pixels then go through jsQR as the qr worker reads a chosen image (decodeRgba).
  const require = createRequire(import.meta.url)
  const { PNG } = require('pngjs') as { PNG: { sync: { read(b: Buffer): { width: number; height: number; data: Uint8Array } } } }

  it('reads back the otpauth URI and its fields', () => {
    const image = PNG.sync.read(readFileSync(new URL('./fixtures/otp-qr.png', import.meta.url)))
    expect([image.width, image.height]).toEqual([159, 159])
    const found = decodeRgba(new Uint8ClampedArray(image.data), image.width, image.height)
    expect(found?.text).toBe('otpauth://totp/ACME%20Co:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=60')
    expect(parseOtpUri(found!.text)).toEqual({ kind: 'totp', secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA256', digits: 8, period: 60, counter: 0, issuer: 'ACME Co', account: 'alice@example.com' })
    // A blank image has none: the screen then says "No QR code found in this image".
    expect(decodeRgba(new Uint8ClampedArray(image.width * image.height * 4).fill(255), image.width, image.height)).toBeNull()
  })
})
