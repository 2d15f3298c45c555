import { atom } from 'jotai'

/** Stub until the OTP tab lands: the secret or otpauth URI shown, in memory only. */
export const otpSourceAtom = atom('')
