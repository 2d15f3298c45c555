import { atom, type PrimitiveAtom } from 'jotai'
import type { OtpSettings } from '../../lib/otp-params'
import { keysAtom } from './keys.state'

/**
 * D32: the secret or otpauth:// URI on the TOTP / HOTP tab. In memory only: never stored, never in
 * a Share link; a reload starts empty. The input port (keys.input.ts) puts a pasted otpauth URI here.
 */
export const otpSourceAtom: PrimitiveAtom<string> = atom('')

/** Who the secret belongs to and the HOTP counter, for a secret typed on its own: in memory with it. */
export type OtpLabel = { issuer: string; account: string; counter: number }
export const otpLabelAtom = atom<OtpLabel>({ issuer: '', account: '', counter: 0 })

/** The TOTP / HOTP tab's settings: part of the tool's stored state (keys.state.ts), one entry for the tool (D3). */
export const otpSettingsAtom = atom(
  (get) => get(keysAtom).otp,
  (_get, set, next: OtpSettings | ((prev: OtpSettings) => OtpSettings)) => set(keysAtom, (s) => ({ ...s, otp: typeof next === 'function' ? next(s.otp) : next })),
)
