import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { openShared } from '../../lib/share'
import { OTP_SETTINGS_DEFAULTS, otpSettingsAtom, otpShare, otpSourceAtom } from './otp.state'

describe('TOTP / HOTP state (D32: the secret is never stored, never shared)', () => {
  it('keeps the secret in memory only; the stored settings and the link carry the settings alone', () => {
    const store = createStore()
    store.set(otpSourceAtom, 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP')
    store.set(otpSettingsAtom, { kind: 'hotp', algorithm: 'SHA512', digits: 8, period: 60 })
    expect('storageId' in otpSourceAtom).toBe(false)
    const shared = otpShare.pick(store.get(otpSettingsAtom), { credentials: true })
    expect(shared).toEqual({ kind: 'hotp', algorithm: 'SHA512', digits: 8, period: 60 })
    expect(JSON.stringify(shared)).not.toContain('JBSW')
  })

  it('a stored or shared value out of range falls back to the defaults, field by field', () => {
    expect(otpSettingsAtom.validate({ kind: 'steam', algorithm: 'MD5', digits: 10, period: 0 } as never, OTP_SETTINGS_DEFAULTS)).toEqual(OTP_SETTINGS_DEFAULTS)
    expect(openShared(otpShare, { digits: 8, secret: 'JBSWY3DP', period: 45 }, OTP_SETTINGS_DEFAULTS)).toEqual({ ...OTP_SETTINGS_DEFAULTS, digits: 8, period: 45 })
  })
})
