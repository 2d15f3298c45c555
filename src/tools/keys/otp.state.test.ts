import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { OTP_SETTINGS_DEFAULTS } from '../../lib/otp-params'
import { openShared } from '../../lib/share'
import { DEFAULTS, keysAtom, keysShare } from './keys.state'
import { otpSettingsAtom, otpSourceAtom } from './otp.state'

describe('TOTP / HOTP state (D32: the secret is never stored, never shared)', () => {
  it('keeps the secret in memory only; the stored settings (the tool\'s one entry) and the link carry the settings alone', () => {
    const store = createStore()
    store.set(otpSourceAtom, 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP')
    store.set(otpSettingsAtom, { kind: 'hotp', algorithm: 'SHA512', digits: 8, period: 60 })
    expect('storageId' in otpSourceAtom).toBe(false)
    expect(store.get(keysAtom).otp).toEqual({ kind: 'hotp', algorithm: 'SHA512', digits: 8, period: 60 })
    const shared = keysShare.pick(store.get(keysAtom), { credentials: true })
    expect(shared.otp).toEqual({ kind: 'hotp', algorithm: 'SHA512', digits: 8, period: 60 })
    expect(JSON.stringify(shared)).not.toContain('JBSW')
  })

  it('a stored or shared value out of range falls back to the defaults, field by field; a link opens the tab', () => {
    expect(keysAtom.validate({ ...DEFAULTS, otp: { kind: 'steam', algorithm: 'MD5', digits: 10, period: 0 } } as never, DEFAULTS).otp).toEqual(OTP_SETTINGS_DEFAULTS)
    const opened = openShared(keysShare, { tab: 'otp', otp: { digits: 8, secret: 'JBSWY3DP', period: 45 }, secret: 'JBSWY3DP' }, DEFAULTS)
    expect(opened).toEqual({ ...DEFAULTS, tab: 'otp', otp: { ...OTP_SETTINGS_DEFAULTS, digits: 8, period: 45 } })
  })
})
