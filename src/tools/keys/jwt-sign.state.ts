import { atom } from 'jotai'
import { isJwtSignAlg, type JwtSignAlg, type SecretEncoding } from '../../lib/jwt-sign'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'

export type JwtSignState = {
  alg: JwtSignAlg
  /** The header's fields other than `alg` (typ, kid, ...), as JSON text. */
  header: string
  /** The claims, as JSON text. */
  payload: string
  /** How the HS* secret's text is read (UTF-8, Base64 or hex): a choice, not the secret. */
  encoding: SecretEncoding
}

export const JWT_SIGN_DEFAULTS: JwtSignState = {
  alg: 'HS256',
  header: '{\n  "typ": "JWT"\n}',
  payload: '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "admin": true\n}',
  encoding: 'utf8',
}

const ENCODINGS: readonly SecretEncoding[] = ['utf8', 'base64', 'hex']

/**
 * Persisted as `devtools-keys-jwt-sign` {alg, header, payload, encoding}: the token's claims
 * and the choices, none of them secret. The secret and the private key are never here (below).
 */
export const jwtSignAtom = toolAtom('keys-jwt-sign', JWT_SIGN_DEFAULTS, {
  validate: (s, d) => ({
    alg: isJwtSignAlg(s.alg) ? s.alg : d.alg,
    header: typeof s.header === 'string' ? s.header : d.header,
    payload: typeof s.payload === 'string' ? s.payload : d.payload,
    encoding: ENCODINGS.includes(s.encoding) ? s.encoding : d.encoding,
  }),
})

/** The HS* secret: in memory only, never stored, never in a link (D32). */
export const jwtSignSecretAtom = atom('')
/** The private key (PEM or JWK) for the other algorithms: in memory only, never stored, never in a link. */
export const jwtSignKeyAtom = atom('')

/**
 * What a Share link carries (D32): the algorithm, the header and the claims, and how the secret is
 * written; never the secret or the private key, which are not in this state at all.
 */
export const jwtSignShare = shareFields(jwtSignAtom, ['alg', 'header', 'payload', 'encoding'])
