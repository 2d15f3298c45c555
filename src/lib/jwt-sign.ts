import { AsnConvert, AsnParser, OctetString } from '@peculiar/asn1-schema'
import { ECParameters, ECPrivateKey, id_ecPublicKey, id_secp256r1, id_secp384r1, id_secp521r1 } from '@peculiar/asn1-ecc'
import { PrivateKeyInfo } from '@peculiar/asn1-pkcs8'
import { id_rsaEncryption, id_RSASSA_PSS } from '@peculiar/asn1-rsa'
import { AlgorithmIdentifier } from '@peculiar/asn1-x509'
import { exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importJWK, importPKCS8, type JWK } from 'jose'
import { base64ToBytes, bytesToBase64 } from './bytes'
import type { JwtSignAlg, SecretEncoding } from './jwt-sign-params'

export { isJwtSignAlg, JWT_SIGN_ALGS, type JwtSignAlg, type SecretEncoding } from './jwt-sign-params'

/**
 * Signing JSON Web Tokens (RFC 7519, JWS compact serialisation of RFC 7515) for the Keys & Tokens
 * tool's "Sign JWT" tab and the recipe worker's "JWT Sign" operation (D34): one engine for both.
 *
 * Keys are read with jose (importPKCS8, importJWK; PKCS#1 RSA and SEC1 EC PEM are first wrapped
 * as PKCS#8 with the PeculiarVentures ASN.1 schemas) and generated with jose's generateKeyPair.
 * The signature itself is WebCrypto's over the exact bytes `BASE64URL(header) . BASE64URL(payload)`:
 * jose's CompactSign re-serialises the header, so it cannot sign a given header text (RFC 7515
 * appendix A.1's header holds a line break); with the header as JSON.stringify writes it, the
 * token is byte for byte the one jose's CompactSign makes (the tests check both).
 */

type Family = 'hmac' | 'rsa' | 'pss' | 'ecdsa' | 'eddsa'
const BITS: Record<string, 256 | 384 | 512> = { '256': 256, '384': 384, '512': 512 }
const CURVES = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' } as const

export const familyOf = (alg: JwtSignAlg): Family =>
  alg === 'EdDSA' ? 'eddsa' : ({ HS: 'hmac', RS: 'rsa', PS: 'pss', ES: 'ecdsa' } as const)[alg.slice(0, 2) as 'HS' | 'RS' | 'PS' | 'ES']
const hashOf = (alg: JwtSignAlg) => `SHA-${BITS[alg.slice(2)] ?? 256}`
export const isHmac = (alg: JwtSignAlg) => familyOf(alg) === 'hmac'

/** What each algorithm needs, in words (for the errors). */
export function keyNeeded(alg: JwtSignAlg): string {
  switch (familyOf(alg)) {
    case 'hmac':
      return 'a secret'
    case 'rsa':
    case 'pss':
      return 'an RSA key of 2048 bits or more'
    case 'ecdsa':
      return `an EC ${CURVES[alg as keyof typeof CURVES]} key`
    case 'eddsa':
      return 'an Ed25519 key'
  }
}

export const SIGN_MESSAGES = {
  noSecret: 'Enter the secret to sign with, or generate one.',
  noKey: 'Paste a private key (PEM or JWK), or generate one for this algorithm.',
  badBase64: 'The secret is not valid Base64 or Base64url.',
  badHex: 'The secret is not valid hex.',
  notAKey: 'The key is neither a PEM private key (PKCS#8 "PRIVATE KEY", PKCS#1 "RSA PRIVATE KEY", SEC1 "EC PRIVATE KEY") nor a JWK.',
  publicKey: 'This is a public key: signing needs the private key (a PEM private key, or a JWK with "d").',
  certificate: 'This is a certificate: signing needs the private key (a PEM private key, or a JWK with "d").',
  openssh: 'An OpenSSH private key cannot be read here: convert a copy to PKCS#8 first (ssh-keygen -p -m PKCS8 -f copy_of_key) and paste that.',
  encrypted: 'This private key is encrypted: decrypt it first (openssl pkcs8 -in key.pem -out plain.pem) and paste the result.',
  badPem: 'The PEM private key could not be read: its Base64 or its structure is damaged.',
  wrongKey: (alg: JwtSignAlg, have: string) => `The key does not fit ${alg}: it is ${have}; ${alg} needs ${keyNeeded(alg)}.`,
  rsaTooSmall: (alg: JwtSignAlg, bits: number) => `The key does not fit ${alg}: it is a ${bits}-bit RSA key; ${alg} needs at least 2048 bits (RFC 7518 section 3.3).`,
  badJson: (what: string, reason: string) => `${what} is not valid JSON: ${reason}`,
  notObject: (what: string) => `${what} must be a JSON object ({ ... }).`,
  algInHeader: 'Remove "alg" from the header: the algorithm is the one chosen above.',
  shortSecret: (alg: JwtSignAlg, bytes: number) =>
    `The secret is ${bytes} byte${bytes === 1 ? '' : 's'}: RFC 7518 section 3.2 asks for at least ${hashBytes(alg)} bytes (the hash size) for ${alg}. A short secret can be guessed offline from any token.`,
} as const

const hashBytes = (alg: JwtSignAlg) => (BITS[alg.slice(2)] ?? 256) / 8

/* ---------------------------------------------------------------------------------------------- */
/* Bytes                                                                                          */

export const base64url = (bytes: Uint8Array) => bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const utf8 = new TextEncoder()
const buf = (b: Uint8Array) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer

/** A secret's bytes, read as the encoding says. Throws SIGN_MESSAGES' words. */
export function secretBytes(text: string, encoding: SecretEncoding): Uint8Array {
  if (encoding === 'utf8') return utf8.encode(text)
  if (encoding === 'hex') {
    const digits = text.replace(/[\s:]+/g, '').replace(/^0x/i, '')
    if (!/^(?:[0-9a-fA-F]{2})*$/.test(digits)) throw new Error(SIGN_MESSAGES.badHex)
    return Uint8Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16))
  }
  try {
    return base64ToBytes(text)
  } catch {
    throw new Error(SIGN_MESSAGES.badBase64)
  }
}

/** RFC 7518 3.2: an HMAC key shorter than the hash output. Null when long enough (or empty). */
export function shortSecretWarning(alg: JwtSignAlg, secret: Uint8Array): string | null {
  return isHmac(alg) && secret.length > 0 && secret.length < hashBytes(alg) ? SIGN_MESSAGES.shortSecret(alg, secret.length) : null
}

/* ---------------------------------------------------------------------------------------------- */
/* JSON                                                                                           */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

/** A JSON object from an editor; `what` names it in the error ("Payload", "Header"). */
export function parseJsonObject(text: string, what: string): Parsed<Record<string, unknown>> {
  let value: unknown
  try {
    value = JSON.parse(text.trim() === '' ? '{}' : text)
  } catch (e) {
    return { ok: false, message: SIGN_MESSAGES.badJson(what, e instanceof Error ? e.message : String(e)) }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: SIGN_MESSAGES.notObject(what) }
  return { ok: true, value: value as Record<string, unknown> }
}

/** The protected header: `alg` first (the one chosen), then the editor's fields (`typ`, `kid`...). */
export function buildHeader(alg: JwtSignAlg, extraText: string): Parsed<Record<string, unknown>> {
  const extra = parseJsonObject(extraText, 'Header')
  if (!extra.ok) return extra
  if ('alg' in extra.value && extra.value.alg !== alg) return { ok: false, message: SIGN_MESSAGES.algInHeader }
  return { ok: true, value: { ...extra.value, alg } }
}

/** Claim presets: `iat`/`nbf` now, `exp` now plus this many seconds. */
export const EXP_PRESETS = [
  { label: '+15 min', seconds: 15 * 60 },
  { label: '+1 h', seconds: 3600 },
  { label: '+1 day', seconds: 86_400 },
  { label: '+7 days', seconds: 7 * 86_400 },
  { label: '+30 days', seconds: 30 * 86_400 },
] as const

/** The payload text with `claim` set to `seconds` (NumericDate), other claims kept in their order. */
export function setClaim(payloadText: string, claim: 'iat' | 'nbf' | 'exp', seconds: number): Parsed<string> {
  const p = parseJsonObject(payloadText, 'Payload')
  if (!p.ok) return p
  return { ok: true, value: JSON.stringify({ ...p.value, [claim]: Math.floor(seconds) }, null, 2) }
}

/* ---------------------------------------------------------------------------------------------- */
/* Keys                                                                                           */

export type SigningKey = { kind: 'secret'; bytes: Uint8Array } | { kind: 'private'; key: CryptoKey }

const CURVE_OIDS: Record<string, string> = { [id_secp256r1]: 'P-256', [id_secp384r1]: 'P-384', [id_secp521r1]: 'P-521' }
const ED25519_OID = '1.3.101.112'

/** What a PKCS#8 key is, in words and as jose would need it. */
function describePkcs8(der: Uint8Array): { have: string; family: Family[]; curve?: string } {
  let info: PrivateKeyInfo
  try {
    info = AsnParser.parse(der, PrivateKeyInfo)
  } catch {
    throw new Error(SIGN_MESSAGES.badPem)
  }
  const oid = info.privateKeyAlgorithm.algorithm
  if (oid === id_rsaEncryption) return { have: 'an RSA key', family: ['rsa', 'pss'] }
  if (oid === id_RSASSA_PSS) return { have: 'an RSA-PSS key', family: ['pss'] }
  if (oid === ED25519_OID) return { have: 'an Ed25519 key', family: ['eddsa'] }
  if (oid === id_ecPublicKey) {
    const params = info.privateKeyAlgorithm.parameters
    let curveOid = ''
    try {
      if (params) curveOid = AsnConvert.parse(params, ECParameters).namedCurve ?? ''
    } catch {
      curveOid = ''
    }
    const curve = CURVE_OIDS[curveOid]
    return { have: curve ? `an EC ${curve} key` : `an EC key on a curve JWT does not use (${curveOid || 'unnamed'})`, family: curve ? ['ecdsa'] : [], curve }
  }
  return { have: `a key of another type (${oid})`, family: [] }
}

function wrapPkcs8(algorithm: AlgorithmIdentifier, inner: Uint8Array): Uint8Array {
  const info = new PrivateKeyInfo({ version: 0, privateKeyAlgorithm: algorithm, privateKey: new OctetString(buf(inner)) })
  return new Uint8Array(AsnConvert.serialize(info))
}

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/

/** A PEM private key of any of the three usual kinds, as PKCS#8 DER. */
function pkcs8Of(text: string): Uint8Array {
  const m = PEM.exec(text)
  if (!m) throw new Error(SIGN_MESSAGES.notAKey)
  const label = m[1]!
  if (label === 'ENCRYPTED PRIVATE KEY' || /Proc-Type:\s*4,ENCRYPTED/.test(m[2]!)) throw new Error(SIGN_MESSAGES.encrypted)
  if (label === 'PUBLIC KEY' || label === 'RSA PUBLIC KEY') throw new Error(SIGN_MESSAGES.publicKey)
  if (label === 'CERTIFICATE') throw new Error(SIGN_MESSAGES.certificate)
  if (label === 'OPENSSH PRIVATE KEY') throw new Error(SIGN_MESSAGES.openssh)
  let der: Uint8Array
  try {
    der = base64ToBytes(m[2]!)
  } catch {
    throw new Error(SIGN_MESSAGES.badPem)
  }
  try {
    if (label === 'PRIVATE KEY') return der
    if (label === 'RSA PRIVATE KEY') return wrapPkcs8(new AlgorithmIdentifier({ algorithm: id_rsaEncryption, parameters: null }), der)
    if (label === 'EC PRIVATE KEY') {
      const k = AsnParser.parse(der, ECPrivateKey)
      const params = k.parameters ? AsnConvert.serialize(k.parameters) : null
      return wrapPkcs8(new AlgorithmIdentifier({ algorithm: id_ecPublicKey, parameters: params }), der)
    }
  } catch {
    throw new Error(SIGN_MESSAGES.badPem)
  }
  throw new Error(SIGN_MESSAGES.notAKey)
}

const pemOf = (label: string, der: Uint8Array) => `-----BEGIN ${label}-----\n${bytesToBase64(der).replace(/.{64}/g, '$&\n').replace(/\n$/, '')}\n-----END ${label}-----\n`

function describeJwk(jwk: Record<string, unknown>): { have: string; family: Family[] } {
  if (jwk.kty === 'RSA') return { have: 'an RSA key', family: ['rsa', 'pss'] }
  if (jwk.kty === 'EC') return { have: `an EC ${String(jwk.crv)} key`, family: ['ecdsa'] }
  if (jwk.kty === 'OKP') return { have: `an ${String(jwk.crv)} key`, family: jwk.crv === 'Ed25519' ? ['eddsa'] : [] }
  if (jwk.kty === 'oct') return { have: 'a secret (oct) key', family: ['hmac'] }
  return { have: `a key of type ${String(jwk.kty)}`, family: [] }
}

/**
 * The private key for `alg` from a PEM (PKCS#8, PKCS#1 RSA, SEC1 EC) or a JWK, extractable so its
 * public half can be shown. Throws SIGN_MESSAGES' words when it does not fit the algorithm.
 */
export async function importPrivateKey(alg: JwtSignAlg, text: string): Promise<CryptoKey> {
  const keyText = text.trim()
  if (!keyText) throw new Error(SIGN_MESSAGES.noKey)
  const family = familyOf(alg)
  let key: CryptoKey
  if (keyText.startsWith('{')) {
    let jwk: Record<string, unknown>
    try {
      jwk = JSON.parse(keyText) as Record<string, unknown>
    } catch {
      throw new Error(SIGN_MESSAGES.notAKey)
    }
    if (typeof jwk !== 'object' || jwk === null || typeof jwk.kty !== 'string') throw new Error(SIGN_MESSAGES.notAKey)
    const { have, family: fits } = describeJwk(jwk)
    if (!fits.includes(family) || (family === 'ecdsa' && jwk.crv !== CURVES[alg as keyof typeof CURVES])) throw new Error(SIGN_MESSAGES.wrongKey(alg, have))
    if (typeof jwk.d !== 'string') throw new Error(SIGN_MESSAGES.publicKey)
    const { alg: _alg, key_ops: _ops, use: _use, ...bare } = jwk
    try {
      key = (await importJWK(bare as JWK, alg, { extractable: true })) as CryptoKey
    } catch (e) {
      throw new Error(SIGN_MESSAGES.wrongKey(alg, `${have} that could not be read (${e instanceof Error ? e.message : String(e)})`))
    }
  } else {
    const der = pkcs8Of(keyText)
    const { have, family: fits, curve } = describePkcs8(der)
    if (!fits.includes(family) || (family === 'ecdsa' && curve !== CURVES[alg as keyof typeof CURVES])) throw new Error(SIGN_MESSAGES.wrongKey(alg, have))
    try {
      key = await importPKCS8(pemOf('PRIVATE KEY', der), alg, { extractable: true })
    } catch (e) {
      throw new Error(SIGN_MESSAGES.wrongKey(alg, `${have} that could not be read (${e instanceof Error ? e.message : String(e)})`))
    }
  }
  const bits = (key.algorithm as Partial<RsaHashedKeyAlgorithm>).modulusLength
  if (bits !== undefined && bits < 2048) throw new Error(SIGN_MESSAGES.rsaTooSmall(alg, bits))
  return key
}

/** The public half of a private key, as SPKI PEM and as a JWK (with `alg` and `use`, as a JWKS holds it). */
export async function publicKeyOf(alg: JwtSignAlg, privateKey: CryptoKey): Promise<{ pem: string; jwk: JWK }> {
  const full = await exportJWK(privateKey)
  const pub: JWK = { kty: full.kty }
  for (const f of ['crv', 'n', 'e', 'x', 'y'] as const) if (full[f] !== undefined) pub[f] = full[f]
  const publicKey = (await importJWK(pub, alg, { extractable: true })) as CryptoKey
  return { pem: `${await exportSPKI(publicKey)}\n`, jwk: { ...pub, alg, use: 'sig' } }
}

/** A fresh key for `alg`: a random secret of the hash size (as Base64url) or a key pair (private as PKCS#8 PEM). */
export async function generateSigningKey(alg: JwtSignAlg): Promise<{ kind: 'secret'; secret: string } | { kind: 'private'; pem: string }> {
  if (isHmac(alg)) return { kind: 'secret', secret: base64url(crypto.getRandomValues(new Uint8Array(hashBytes(alg)))) }
  const { privateKey } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 })
  return { kind: 'private', pem: `${await exportPKCS8(privateKey)}\n` }
}

/* ---------------------------------------------------------------------------------------------- */
/* Signing                                                                                        */

function signParams(alg: JwtSignAlg): string | Algorithm | RsaPssParams | EcdsaParams {
  switch (familyOf(alg)) {
    case 'hmac':
      return 'HMAC'
    case 'rsa':
      return 'RSASSA-PKCS1-v1_5'
    case 'pss':
      return { name: 'RSA-PSS', saltLength: hashBytes(alg) }
    case 'ecdsa':
      return { name: 'ECDSA', hash: hashOf(alg) }
    case 'eddsa':
      return { name: 'Ed25519' }
  }
}

/**
 * The compact JWS of exactly these header and payload bytes (RFC 7515 section 7.1): the
 * signature over `BASE64URL(header) || '.' || BASE64URL(payload)`.
 */
export async function signCompact(alg: JwtSignAlg, key: SigningKey, header: Uint8Array, payload: Uint8Array): Promise<string> {
  const input = `${base64url(header)}.${base64url(payload)}`
  let cryptoKey: CryptoKey
  if (key.kind === 'secret') {
    if (!isHmac(alg)) throw new Error(SIGN_MESSAGES.noKey)
    if (key.bytes.length === 0) throw new Error(SIGN_MESSAGES.noSecret)
    cryptoKey = await crypto.subtle.importKey('raw', buf(key.bytes), { name: 'HMAC', hash: hashOf(alg) }, false, ['sign'])
  } else {
    cryptoKey = key.key
  }
  const signature = await crypto.subtle.sign(signParams(alg), cryptoKey, buf(utf8.encode(input)))
  return `${input}.${base64url(new Uint8Array(signature))}`
}

export type SignInputs = {
  alg: JwtSignAlg
  /** The header's fields other than `alg`, as JSON text (`{"typ":"JWT","kid":"..."}`). */
  header: string
  /** The claims, as JSON text. */
  payload: string
  /** HS*: the secret and how to read it. */
  secret?: string
  secretEncoding?: SecretEncoding
  /** The others: the private key as PEM or JWK. */
  privateKey?: string
}

export type Signed = {
  token: string
  /** The public key that verifies the token (not for HS*). */
  publicKey?: { pem: string; jwk: JWK }
  /** RFC 7518 3.2: a secret shorter than the hash. */
  warning?: string
}

/** Which field an error belongs to, so the screen can show it there. */
export type SignError = { field: 'header' | 'payload' | 'key'; message: string }
export type SignResult = { ok: true; value: Signed } | { ok: false; error: SignError }

/** Signs a JWT from the editors' texts: the header and payload as compact JSON (as jose writes them). */
export async function signJwt(inputs: SignInputs): Promise<SignResult> {
  const { alg } = inputs
  const header = buildHeader(alg, inputs.header)
  if (!header.ok) return { ok: false, error: { field: 'header', message: header.message } }
  const payload = parseJsonObject(inputs.payload, 'Payload')
  if (!payload.ok) return { ok: false, error: { field: 'payload', message: payload.message } }
  const headerBytes = utf8.encode(JSON.stringify(header.value))
  const payloadBytes = utf8.encode(JSON.stringify(payload.value))
  try {
    if (isHmac(alg)) {
      if (!inputs.secret) throw new Error(SIGN_MESSAGES.noSecret)
      const bytes = secretBytes(inputs.secret, inputs.secretEncoding ?? 'utf8')
      const token = await signCompact(alg, { kind: 'secret', bytes }, headerBytes, payloadBytes)
      const warning = shortSecretWarning(alg, bytes)
      return { ok: true, value: warning ? { token, warning } : { token } }
    }
    const key = await importPrivateKey(alg, inputs.privateKey ?? '')
    const token = await signCompact(alg, { kind: 'private', key }, headerBytes, payloadBytes)
    return { ok: true, value: { token, publicKey: await publicKeyOf(alg, key) } }
  } catch (e) {
    return { ok: false, error: { field: 'key', message: e instanceof Error ? e.message : String(e) } }
  }
}

/**
 * What verifies a token signed with these inputs, as the JWT tool's verifier takes it: the public
 * key PEM, or the secret (as Base64url when it was not UTF-8 text).
 */
export function verifyKeyOf(inputs: SignInputs, signed: Signed): { verifyKey: string; encoding: 'utf8' | 'base64url' } {
  if (signed.publicKey) return { verifyKey: signed.publicKey.pem, encoding: 'utf8' }
  const encoding = inputs.secretEncoding ?? 'utf8'
  if (encoding === 'utf8') return { verifyKey: inputs.secret ?? '', encoding: 'utf8' }
  return { verifyKey: base64url(secretBytes(inputs.secret ?? '', encoding)), encoding: 'base64url' }
}
