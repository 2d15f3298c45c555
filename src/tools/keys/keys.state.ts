import { atom } from 'jotai'
import { hasPrivateKey } from '../../lib/private-key'
import { toolAtom } from '../../lib/persistence'
import { defineShare } from '../../lib/share'
import type { KeyPairOutput } from '../../lib/ssh-key'
import { isKeyKind, type KeyKind } from '../../lib/ssh-key-kinds'
import { JWT_SIGN_DEFAULTS, validateJwtSign, type JwtSignState } from '../../lib/jwt-sign-params'
import { OTP_SETTINGS_DEFAULTS, validateOtpSettings, type OtpSettings } from '../../lib/otp-params'

export type KeysTab = 'pair' | 'jwt' | 'otp'
const TABS: readonly KeysTab[] = ['pair', 'jwt', 'otp']

export type KeysState = {
  tab: KeysTab
  /** Key pair tab: the kind of key and the comment to generate with. */
  kind: KeyKind
  comment: string
  /** Key pair tab, "Inspect a key": a public key only (a private one stays in memory, keysInspectSecretAtom). */
  inspect: string
  /** TOTP / HOTP tab: how a secret typed on its own is read (type, algorithm, digits, period). */
  otp: OtpSettings
  /** Sign JWT tab: the algorithm, header, claims and how the secret is written (never the secret or key). */
  jwt: JwtSignState
}
export const DEFAULTS: KeysState = { tab: 'pair', kind: 'ed25519', comment: '', inspect: '', otp: OTP_SETTINGS_DEFAULTS, jwt: JWT_SIGN_DEFAULTS }

export function validateState(s: KeysState, d: KeysState): KeysState {
  return {
    tab: TABS.includes(s.tab) ? s.tab : d.tab,
    kind: isKeyKind(s.kind) ? s.kind : d.kind,
    comment: typeof s.comment === 'string' ? s.comment.slice(0, 1000) : d.comment,
    inspect: typeof s.inspect === 'string' && !hasPrivateKey(s.inspect) ? s.inspect : d.inspect,
    otp: validateOtpSettings(s.otp, d.otp),
    jwt: validateJwtSign(s.jwt, d.jwt),
  }
}

/**
 * Stored as `devtools-keys`: the open tab, the Key pair tab's settings (kind, comment) and a
 * pasted PUBLIC key, the TOTP / HOTP tab's settings and the Sign JWT tab's header and claims (one
 * entry for the tool, D3). Never stored (D32): generated keys, passphrases, a pasted private key (plain
 * in-memory atoms below), and the other tabs' secrets (their own atoms).
 */
export const keysAtom = toolAtom('keys', DEFAULTS, { validate: validateState })

export const keysTabAtom = atom(
  (get) => get(keysAtom).tab,
  (_get, set, tab: KeysTab) => set(keysAtom, (s) => ({ ...s, tab })),
)

/** The key pair generated last, with the settings it was made from: memory only. */
export const generatedAtom = atom<{ output: KeyPairOutput; from: { kind: KeyKind; comment: string; passphrase: string } } | null>(null)
/** The passphrase for the generated OpenSSH private key: memory only. */
export const passphraseAtom = atom('')
/** A pasted text holding a private key: memory only; the stored `inspect` is then empty. */
export const keysInspectSecretAtom = atom<string | null>(null)
/** The passphrase of a pasted encrypted OpenSSH key: memory only. */
export const inspectPassphraseAtom = atom('')

/** The "Inspect a key" field's text: a private key stays in memory, a public one is kept. */
export const inspectTextAtom = atom(
  (get) => get(keysInspectSecretAtom) ?? get(keysAtom).inspect,
  (_get, set, text: string) => {
    const secret = hasPrivateKey(text)
    set(keysInspectSecretAtom, secret ? text : null)
    set(keysAtom, (s) => ({ ...s, inspect: secret ? '' : text }))
  },
)

/**
 * One Share link for the whole tool, whichever tab makes it (the frame opens a link with the spec
 * of the tab mounted then, so every tab's spec must be this one): the tab, the Key pair tab's kind,
 * comment and a pasted public key, the TOTP / HOTP settings and the Sign JWT header and claims.
 * Never a generated key, a passphrase, a private key, an OTP secret or a JWT secret: none of them
 * is in this state.
 */
export const keysShare = defineShare(keysAtom, {
  pick: (s) => ({ tab: s.tab, kind: s.kind, comment: s.comment, inspect: hasPrivateKey(s.inspect) ? '' : s.inspect, otp: s.otp, jwt: s.jwt }),
})
