import { atom } from 'jotai'
import type { JwtSignState } from '../../lib/jwt-sign-params'
import { keysAtom } from './keys.state'

export { JWT_SIGN_DEFAULTS, type JwtSignState } from '../../lib/jwt-sign-params'

/**
 * The Sign JWT tab's {alg, header, payload, encoding}: part of the tool's one stored entry
 * (`devtools-keys`, keys.state.ts). The token's claims and the choices, none of them secret; the
 * secret and the private key are never here (below).
 */
export const jwtSignAtom = atom(
  (get) => get(keysAtom).jwt,
  (_get, set, next: JwtSignState | ((prev: JwtSignState) => JwtSignState)) => set(keysAtom, (s) => ({ ...s, jwt: typeof next === 'function' ? next(s.jwt) : next })),
)

/** The HS* secret: in memory only, never stored, never in a link (D32). */
export const jwtSignSecretAtom = atom('')
/** The private key (PEM or JWK) for the other algorithms: in memory only, never stored, never in a link. */
export const jwtSignKeyAtom = atom('')
