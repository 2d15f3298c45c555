/**
 * The Sign JWT tab's choices and their checks: no dependencies, so the Keys & Tokens tool's stored
 * state (and its input port, which detection and Send to load) can check them without jose and the
 * ASN.1 readers, which src/lib/jwt-sign.ts brings.
 */
export const JWT_SIGN_ALGS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const
export type JwtSignAlg = (typeof JWT_SIGN_ALGS)[number]
export const isJwtSignAlg = (v: unknown): v is JwtSignAlg => typeof v === 'string' && (JWT_SIGN_ALGS as readonly string[]).includes(v)

/** How an HS* secret's text becomes bytes: UTF-8, Base64 or Base64url (either alphabet), or hex. */
export type SecretEncoding = 'utf8' | 'base64' | 'hex'
const ENCODINGS: readonly unknown[] = ['utf8', 'base64', 'hex'] satisfies SecretEncoding[]

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

/** Each field as stored or shared, or its default when it is not one. */
export function validateJwtSign(s: unknown, d: JwtSignState = JWT_SIGN_DEFAULTS): JwtSignState {
  const v = (typeof s === 'object' && s !== null ? s : {}) as Partial<Record<keyof JwtSignState, unknown>>
  return {
    alg: isJwtSignAlg(v.alg) ? v.alg : d.alg,
    header: typeof v.header === 'string' ? v.header : d.header,
    payload: typeof v.payload === 'string' ? v.payload : d.payload,
    encoding: ENCODINGS.includes(v.encoding) ? (v.encoding as SecretEncoding) : d.encoding,
  }
}
