import { base64ToBytes } from '../../lib/bytes'
import { BAD_BASE64, decodeErrorMessage, decodeSegment, INVALID_FORMAT, isObject, isUnsigned, jsonSegment, stripBearer, type Json } from '../../lib/jwt-decode'

/** The decoder is src/lib/jwt-decode.ts (shared with the recipe worker); expiry, claims and verification are the tool's. */
export {
  BAD_BASE64,
  BEARER_NOTE,
  base64UrlProblem,
  DECODED,
  decodeErrorMessage,
  decodeJwt,
  decodeSegment,
  EMPTY_TOKEN,
  EXPIRED,
  INVALID_FORMAT,
  INVALID_FORMAT_BADGE,
  isUnsigned,
  NOT_EXPIRED,
  partsProblem,
  stripBearer,
  UNSIGNED_NOTICE,
  VALID_FORMAT,
  type DecodeResult,
  type Decoded,
  type Json,
} from '../../lib/jwt-decode'

/** SPEC section 4: no-exp, valid or expired, comparing exp (seconds) with now. */
export type Expiry = 'no-exp' | 'valid' | 'expired'
export function expiryOf(payload: Json, nowMs: number): Expiry {
  if (!isObject(payload) || typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return 'no-exp'
  return payload.exp * 1000 < nowMs ? 'expired' : 'valid'
}

export type ClaimName = 'iat' | 'nbf' | 'exp'
export type ClaimDate = { claim: ClaimName; label: string; seconds: number; iso: string; local: string; relative: string }
const CLAIMS = [
  ['iat', 'Issued at'],
  ['nbf', 'Not before'],
  ['exp', 'Expires'],
] as const

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** A duration in words: "45 s", "5 min", "1 h", "3 days", "4 months", "2 years" (rounded). */
export function durationWords(ms: number): string {
  const s = Math.abs(ms) / 1000
  if (Math.round(s) < 60) return `${Math.round(s)} s`
  if (Math.round(s / 60) < 60) return `${Math.round(s / 60)} min`
  if (Math.round(s / 3600) < 48) return `${Math.round(s / 3600)} h`
  const days = Math.round(s / 86400)
  if (days < 60) return plural(days, 'day')
  const months = Math.round(days / 30.44)
  if (months < 24) return plural(months, 'month')
  return plural(Math.round(days / 365.25), 'year')
}

/**
 * A claim's date relative to `nowMs`: "expires in 1 h", "expired 3 days ago", "issued 5 min ago",
 * "becomes valid in 2 h", "became valid 1 year ago". Under a second away counts as now.
 */
export function relativeClaim(claim: ClaimName, seconds: number, nowMs: number): string {
  const diff = seconds * 1000 - nowMs
  const future = diff > 0
  if (Math.abs(diff) < 1000) return claim === 'exp' ? 'expires now' : claim === 'iat' ? 'issued just now' : 'valid from now'
  const d = durationWords(diff)
  switch (claim) {
    case 'exp':
      return future ? `expires in ${d}` : `expired ${d} ago`
    case 'iat':
      return future ? `issued in ${d}: a date in the future` : `issued ${d} ago`
    case 'nbf':
      return future ? `becomes valid in ${d}` : `became valid ${d} ago`
  }
}

/** Local time in words, e.g. "Mar 22, 2011, 6:43:00 PM UTC"; the zone and locale are the browser's unless given. */
export function localTime(seconds: number, options: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: options.timeZone }).format(new Date(seconds * 1000))
}

/**
 * DECISIONS D18 and issue 21: iat, nbf and exp shown as dates: ISO 8601 in UTC, local time, and
 * relative to `nowMs` ("expires in 1 h").
 */
export function claimDates(payload: Json, nowMs: number, options: { locale?: string; timeZone?: string } = {}): ClaimDate[] {
  if (!isObject(payload)) return []
  const out: ClaimDate[] = []
  for (const [claim, label] of CLAIMS) {
    const v = payload[claim]
    if (typeof v !== 'number' || !Number.isFinite(v)) continue
    const d = new Date(v * 1000)
    if (Number.isNaN(d.getTime())) continue
    out.push({ claim, label, seconds: v, iso: d.toISOString(), local: localTime(v, options), relative: relativeClaim(claim, v, nowMs) })
  }
  return out
}

/* ------------------------------------------------------------------------------------------ */
/* Signature verification (DECISIONS D18) with WebCrypto                                        */

export type Verification = { status: 'valid' } | { status: 'invalid' } | { status: 'error'; message: string }
export type SecretEncoding = 'utf8' | 'base64url'

type Scheme =
  | { kind: 'hmac'; hash: string }
  | { kind: 'rsa'; hash: string }
  | { kind: 'pss'; hash: string; saltLength: number }
  | { kind: 'ecdsa'; hash: string; curve: string; size: number }
  | { kind: 'eddsa' }

const SCHEMES: Record<string, Scheme> = {
  HS256: { kind: 'hmac', hash: 'SHA-256' },
  HS384: { kind: 'hmac', hash: 'SHA-384' },
  HS512: { kind: 'hmac', hash: 'SHA-512' },
  RS256: { kind: 'rsa', hash: 'SHA-256' },
  RS384: { kind: 'rsa', hash: 'SHA-384' },
  RS512: { kind: 'rsa', hash: 'SHA-512' },
  PS256: { kind: 'pss', hash: 'SHA-256', saltLength: 32 },
  PS384: { kind: 'pss', hash: 'SHA-384', saltLength: 48 },
  PS512: { kind: 'pss', hash: 'SHA-512', saltLength: 64 },
  ES256: { kind: 'ecdsa', hash: 'SHA-256', curve: 'P-256', size: 64 },
  ES384: { kind: 'ecdsa', hash: 'SHA-384', curve: 'P-384', size: 96 },
  ES512: { kind: 'ecdsa', hash: 'SHA-512', curve: 'P-521', size: 132 },
  EdDSA: { kind: 'eddsa' },
  Ed25519: { kind: 'eddsa' },
}

export const SUPPORTED_ALGS = Object.keys(SCHEMES)
export const needsSecret = (alg: unknown) => typeof alg === 'string' && SCHEMES[alg]?.kind === 'hmac'

export const VERIFY_MESSAGES = {
  noSecret: 'Enter the secret the token was signed with.',
  noKey: 'Paste the public key (PEM or JWK).',
  none: 'Verification refused: the token is unsigned (alg: none), so there is no signature to check. Treat its claims as untrusted.',
  unsupported: (alg: string) => `Unsupported algorithm: ${alg}. Supported: ${SUPPORTED_ALGS.filter((a) => a !== 'Ed25519').join(', ')}.`,
  badSecret: 'The secret is not valid base64url.',
  notAKey: 'The key is neither a PEM public key (-----BEGIN PUBLIC KEY-----) nor a JWK.',
  pkcs1: 'A PKCS#1 "RSA PUBLIC KEY" PEM cannot be read here; paste the key as "PUBLIC KEY" (SPKI) PEM or as a JWK.',
  certificate: 'A certificate cannot be read here; paste its public key as PEM (SPKI) or a JWK.',
  privateKey: 'This is a private key; paste the public key.',
  noMatchingJwk: 'No key in this JWK Set matches the token (kid or key type).',
  wrongKey: (alg: string, reason: string) => `The key does not fit ${alg}: ${reason}`,
  noEdDsa: 'This browser cannot verify EdDSA (Ed25519) signatures.',
} as const

const PRIVATE_JWK_FIELDS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth']

/** Reads a JWK or a JWK Set (choosing by `kid`, then key type) into a public JWK. */
function pickJwk(text: string, header: Record<string, Json>, scheme: Scheme): JsonWebKey {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error(VERIFY_MESSAGES.notAKey)
  }
  const kty = scheme.kind === 'hmac' ? 'oct' : scheme.kind === 'ecdsa' ? 'EC' : scheme.kind === 'eddsa' ? 'OKP' : 'RSA'
  let jwk: Record<string, unknown> | undefined
  if (isObject(parsed) && Array.isArray(parsed.keys)) {
    const keys = parsed.keys.filter(isObject)
    jwk = (typeof header.kid === 'string' ? keys.find((k) => k.kid === header.kid) : undefined) ?? keys.find((k) => k.kty === kty)
    if (!jwk) throw new Error(VERIFY_MESSAGES.noMatchingJwk)
  } else if (isObject(parsed) && typeof parsed.kty === 'string') {
    jwk = parsed
  } else {
    throw new Error(VERIFY_MESSAGES.notAKey)
  }
  const pub: Record<string, unknown> = { ...jwk }
  if (scheme.kind !== 'hmac') for (const f of PRIVATE_JWK_FIELDS) delete pub[f]
  delete pub.key_ops
  delete pub.use
  delete pub.alg
  pub.ext = true
  return pub as JsonWebKey
}

function pemToSpki(text: string): ArrayBuffer {
  const m = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(text)
  if (!m) throw new Error(VERIFY_MESSAGES.notAKey)
  const type = m[1]!
  if (type === 'RSA PUBLIC KEY') throw new Error(VERIFY_MESSAGES.pkcs1)
  if (type === 'CERTIFICATE') throw new Error(VERIFY_MESSAGES.certificate)
  if (type.includes('PRIVATE')) throw new Error(VERIFY_MESSAGES.privateKey)
  if (type !== 'PUBLIC KEY') throw new Error(VERIFY_MESSAGES.notAKey)
  try {
    const bytes = base64ToBytes(m[2]!)
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  } catch {
    throw new Error(VERIFY_MESSAGES.notAKey)
  }
}

function importParams(scheme: Scheme): AlgorithmIdentifier | RsaHashedImportParams | EcKeyImportParams | HmacImportParams {
  switch (scheme.kind) {
    case 'hmac':
      return { name: 'HMAC', hash: scheme.hash }
    case 'rsa':
      return { name: 'RSASSA-PKCS1-v1_5', hash: scheme.hash }
    case 'pss':
      return { name: 'RSA-PSS', hash: scheme.hash }
    case 'ecdsa':
      return { name: 'ECDSA', namedCurve: scheme.curve }
    case 'eddsa':
      return { name: 'Ed25519' }
  }
}

function verifyParams(scheme: Scheme): AlgorithmIdentifier | RsaPssParams | EcdsaParams {
  switch (scheme.kind) {
    case 'hmac':
      return 'HMAC'
    case 'rsa':
      return 'RSASSA-PKCS1-v1_5'
    case 'pss':
      return { name: 'RSA-PSS', saltLength: scheme.saltLength }
    case 'ecdsa':
      return { name: 'ECDSA', hash: scheme.hash }
    case 'eddsa':
      return { name: 'Ed25519' }
  }
}

const asBuffer = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer

/**
 * Verifies a compact JWS/JWT signature with WebCrypto: HS* with a shared secret (text, base64url,
 * or an `oct` JWK), RS, PS, ES and EdDSA with a public key as PEM (SPKI) or JWK (or a JWK Set).
 */
export async function verifyJwt({ token, key, secretEncoding = 'utf8' }: { token: string; key: string; secretEncoding?: SecretEncoding }): Promise<Verification> {
  const fail = (message: string): Verification => ({ status: 'error', message })
  const parts = stripBearer(token).token.split('.')
  if (parts.length !== 3) return fail(INVALID_FORMAT)
  let header: Json
  let signature: Uint8Array
  try {
    header = jsonSegment(parts[0]!, 0)
    signature = decodeSegment(parts[2]!)
  } catch {
    return fail(decodeErrorMessage(BAD_BASE64))
  }
  if (!isObject(header)) return fail(decodeErrorMessage(BAD_BASE64))
  if (isUnsigned(header)) return fail(VERIFY_MESSAGES.none)
  const alg = typeof header.alg === 'string' ? header.alg : ''
  const scheme = SCHEMES[alg]
  if (!scheme) return fail(VERIFY_MESSAGES.unsupported(alg || '(none given)'))
  const keyText = key.trim()
  if (!keyText) return fail(scheme.kind === 'hmac' ? VERIFY_MESSAGES.noSecret : VERIFY_MESSAGES.noKey)

  let cryptoKey: CryptoKey
  try {
    const params = importParams(scheme)
    if (scheme.kind === 'hmac' && !(keyText.startsWith('{') && keyText.includes('"kty"'))) {
      let secret: Uint8Array
      if (secretEncoding === 'base64url') {
        try {
          secret = decodeSegment(keyText)
        } catch {
          return fail(VERIFY_MESSAGES.badSecret)
        }
      } else {
        secret = new TextEncoder().encode(key)
      }
      cryptoKey = await crypto.subtle.importKey('raw', asBuffer(secret), params, false, ['verify'])
    } else if (keyText.startsWith('{')) {
      cryptoKey = await crypto.subtle.importKey('jwk', pickJwk(keyText, header, scheme), params, false, ['verify'])
    } else {
      cryptoKey = await crypto.subtle.importKey('spki', pemToSpki(keyText), params, false, ['verify'])
    }
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    if (Object.values(VERIFY_MESSAGES).includes(message as never)) return fail(message)
    if (scheme.kind === 'eddsa' && e instanceof DOMException && e.name === 'NotSupportedError') return fail(VERIFY_MESSAGES.noEdDsa)
    return fail(VERIFY_MESSAGES.wrongKey(alg, message || 'it could not be imported'))
  }
  if (scheme.kind === 'ecdsa' && signature.length !== scheme.size) return { status: 'invalid' }
  const data = new TextEncoder().encode(`${parts[0]}.${parts[1]}`)
  try {
    const ok = await crypto.subtle.verify(verifyParams(scheme), cryptoKey, asBuffer(signature), data)
    return { status: ok ? 'valid' : 'invalid' }
  } catch (e) {
    return fail(VERIFY_MESSAGES.wrongKey(alg, e instanceof Error ? e.message : String(e)))
  }
}
