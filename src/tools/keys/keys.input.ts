import { atom } from 'jotai'
import { inputPort } from '../define-tool'
import { inspectTextAtom, keysTabAtom, type KeysTab } from './keys.state'
import { otpSourceAtom } from './otp.state'

export type KeysPortState = { tab: KeysTab; inspect: string; otp: string }

const portAtom = atom(
  (get): KeysPortState => ({ tab: get(keysTabAtom), inspect: get(inspectTextAtom), otp: get(otpSourceAtom) }),
  (_get, set, next: KeysPortState) => {
    set(keysTabAtom, next.tab)
    set(inspectTextAtom, next.inspect)
    set(otpSourceAtom, next.otp)
  },
)

/** What the Key pair tab inspects: an OpenSSH public line or private key, a PEM key or a JWK. */
const KEY = /^(?:(?:ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp\d+|sk-\S+|ssh-dss)\s+AAAA|-----BEGIN (?:[A-Z0-9]+ )*(?:PUBLIC|PRIVATE) KEY-----|\{[\s\S]*"kty"\s*:)/

/** D25: an otpauth URI opens "TOTP / HOTP" with it; a key opens "Key pair" with it in "Inspect a key"; anything else just opens the tool. */
export function acceptText(state: KeysPortState, text: string): KeysPortState {
  const t = text.trim()
  if (/^otpauth(?:-migration)?:\/\//i.test(t)) return { ...state, tab: 'otp', otp: t }
  if (KEY.test(t)) return { ...state, tab: 'pair', inspect: t }
  return state
}

export default inputPort<KeysPortState>(portAtom, acceptText)
