import { describe, expect, it } from 'vitest'
import { opError, run } from './op-test-kit'

/** "12345678901234567890" in Base32: the seed of RFC 4226 appendix D and RFC 6238 appendix B (SHA-1). */
const SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('one-time password operations', () => {
  it('Generate HOTP gives RFC 4226 appendix D codes', async () => {
    expect(await run('generate-hotp', SEED)).toBe('755224')
    expect(await run('generate-hotp', SEED, { counter: 9 })).toBe('520489')
    // A secret as apps print it: lower case in groups of four.
    expect(await run('generate-hotp', 'gezd gnbv gy3t qojq gezd gnbv gy3t qojq', { counter: 1 })).toBe('287082')
  })

  it('Generate TOTP gives RFC 6238 appendix B codes at an explicit time', async () => {
    expect(await run('generate-totp', SEED, { time: '59', digits: '8' })).toBe('94287082')
    expect(await run('generate-totp', SEED, { time: '1111111109', digits: '8' })).toBe('07081804')
    expect(await run('generate-totp', 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA', { time: '1234567890', digits: '8', algorithm: 'SHA256' })).toBe('91819424')
    // An otpauth URI brings its own digits and algorithm.
    expect(await run('generate-totp', `otpauth://totp/x?secret=${SEED}&digits=8`, { time: '2000000000' })).toBe('69279037')
  })

  it('say what is wrong in words', async () => {
    expect(await opError('generate-hotp', 'jbsw 0y3d')).toBe("Not a Base32 secret: '0' at character 5 (a zero: Base32 has the letter O); Base32 uses the letters A-Z and the digits 2-7")
    expect(await opError('generate-totp', SEED, { time: 'soon' })).toBe("Not a time: 'soon'; give Unix seconds (1111111109) or an ISO date (2005-03-18T01:58:29Z), or leave it empty for now")
    expect(await opError('generate-totp', 'otpauth://totp/x?secret=')).toBe('The URI has no secret: add secret=<Base32 secret>')
  })
})
