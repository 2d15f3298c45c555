import { atom, type PrimitiveAtom } from 'jotai'
import { OTP_ALGORITHMS, OTP_DEFAULTS, OTP_DIGITS, MAX_PERIOD, type OtpAlgorithm, type OtpKind } from '../../lib/otp'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'

/**
 * D32: the secret or otpauth:// URI on the TOTP / HOTP tab. In memory only: never stored, never in
 * a Share link; a reload starts empty. The input port (keys.input.ts) puts a pasted otpauth URI here.
 */
export const otpSourceAtom: PrimitiveAtom<string> = atom('')

/** Who the secret belongs to and the HOTP counter, for a secret typed on its own: in memory with it. */
export type OtpLabel = { issuer: string; account: string; counter: number }
export const otpLabelAtom = atom<OtpLabel>({ issuer: '', account: '', counter: 0 })

/** How a secret typed on its own is read: not secret, so kept (a URI brings its own). */
export type OtpSettings = { kind: OtpKind; algorithm: OtpAlgorithm; digits: number; period: number }
export const OTP_SETTINGS_DEFAULTS: OtpSettings = { kind: OTP_DEFAULTS.kind, algorithm: OTP_DEFAULTS.algorithm, digits: OTP_DEFAULTS.digits, period: OTP_DEFAULTS.period }

export function validateSettings(s: OtpSettings, d: OtpSettings): OtpSettings {
  return {
    kind: s.kind === 'hotp' || s.kind === 'totp' ? s.kind : d.kind,
    algorithm: (OTP_ALGORITHMS as readonly string[]).includes(s.algorithm) ? s.algorithm : d.algorithm,
    digits: (OTP_DIGITS as readonly number[]).includes(s.digits) ? s.digits : d.digits,
    period: Number.isInteger(s.period) && s.period >= 1 && s.period <= MAX_PERIOD ? s.period : d.period,
  }
}

/** Stored as `devtools-keys-otp`: the type, algorithm, digits and period only. */
export const otpSettingsAtom = toolAtom('keys-otp', OTP_SETTINGS_DEFAULTS, { validate: validateSettings })

/** What a Share link of the tab carries: the settings, never the secret, the URI, the account or the counter. */
export const otpShare = shareFields(otpSettingsAtom, ['kind', 'algorithm', 'digits', 'period'])
