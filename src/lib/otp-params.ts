/**
 * The TOTP / HOTP settings a secret on its own is read with, and their limits: no dependencies, so
 * the Keys & Tokens tool's stored state (and its input port, which detection and Send to load) can
 * check them without the otpauth library, which src/lib/otp.ts brings.
 */
export type OtpKind = 'totp' | 'hotp'
export const OTP_ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number]
export const OTP_DIGITS = [6, 7, 8] as const
export const MAX_PERIOD = 86_400

/** How a secret typed on its own is read: not secret, so kept and shared (a URI brings its own). */
export type OtpSettings = { kind: OtpKind; algorithm: OtpAlgorithm; digits: number; period: number }
export const OTP_SETTINGS_DEFAULTS: OtpSettings = { kind: 'totp', algorithm: 'SHA1', digits: 6, period: 30 }

/** Each field as stored or shared, or its default when out of range. */
export function validateOtpSettings(s: unknown, d: OtpSettings = OTP_SETTINGS_DEFAULTS): OtpSettings {
  const v = (typeof s === 'object' && s !== null ? s : {}) as Partial<Record<keyof OtpSettings, unknown>>
  return {
    kind: v.kind === 'hotp' || v.kind === 'totp' ? v.kind : d.kind,
    algorithm: (OTP_ALGORITHMS as readonly unknown[]).includes(v.algorithm) ? (v.algorithm as OtpAlgorithm) : d.algorithm,
    digits: (OTP_DIGITS as readonly unknown[]).includes(v.digits) ? (v.digits as number) : d.digits,
    period: Number.isInteger(v.period) && (v.period as number) >= 1 && (v.period as number) <= MAX_PERIOD ? (v.period as number) : d.period,
  }
}
