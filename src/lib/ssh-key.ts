import { md5 } from 'hash-wasm'
import { bcryptPbkdf } from './bcrypt-pbkdf'
import { base64ToBytes, bytesToBase64, concatBytes } from './bytes'
import type { KeyKind } from './ssh-key-kinds'
import { parseX509 } from './x509'

export { isKeyKind, KEY_KINDS, type KeyKind } from './ssh-key-kinds'

/**
 * SSH keys without OpenSSH: key pairs made by WebCrypto, written as PEM (PKCS#8 / SPKI), JWK and
 * OpenSSH (`ssh-ed25519 AAAA... comment` and the `openssh-key-v1` private key, optionally encrypted
 * with bcrypt_pbkdf + aes256-ctr as ssh-keygen writes it), and fingerprints as `ssh-keygen -l`
 * prints them. The Keys & Tokens tool and the "SSH Fingerprint" operation both call this module.
 * Reference: keys ssh-keygen made (fixtures/ssh/make-cases.py, ssh-key.test.ts).
 */


const enc = new TextEncoder()
const dec = new TextDecoder()

// ---------------------------------------------------------------------------------------------
// The SSH wire format (RFC 4251 section 5)

class Writer {
  private parts: Uint8Array[] = []
  raw(b: Uint8Array) {
    this.parts.push(b)
    return this
  }
  u32(n: number) {
    return this.raw(new Uint8Array([n >>> 24, n >>> 16, n >>> 8, n]))
  }
  string(s: Uint8Array | string) {
    const b = typeof s === 'string' ? enc.encode(s) : s
    return this.u32(b.length).raw(b)
  }
  /** An unsigned big-endian integer as an mpint: no leading zeros, one 0 byte if the top bit is set. */
  mpint(b: Uint8Array) {
    let i = 0
    while (i < b.length && b[i] === 0) i++
    const v = b.subarray(i)
    return this.string(v.length && v[0]! & 0x80 ? concatBytes([new Uint8Array([0]), v]) : v)
  }
  bytes() {
    return concatBytes(this.parts)
  }
}

class Reader {
  private pos = 0
  constructor(private readonly b: Uint8Array) {}
  get done() {
    return this.pos >= this.b.length
  }
  u32() {
    if (this.pos + 4 > this.b.length) throw new Error(TRUNCATED)
    const v = ((this.b[this.pos]! << 24) | (this.b[this.pos + 1]! << 16) | (this.b[this.pos + 2]! << 8) | this.b[this.pos + 3]!) >>> 0
    this.pos += 4
    return v
  }
  raw(n: number) {
    if (this.pos + n > this.b.length) throw new Error(TRUNCATED)
    const v = this.b.subarray(this.pos, this.pos + n)
    this.pos += n
    return v
  }
  string() {
    return this.raw(this.u32())
  }
  text() {
    return dec.decode(this.string())
  }
  /** An mpint as unsigned big-endian bytes (the sign byte dropped). */
  mpint() {
    const v = this.string()
    return v[0] === 0 ? v.subarray(1) : v
  }
  rest() {
    return this.b.subarray(this.pos)
  }
}

const TRUNCATED = 'The key is cut short (its data ends inside a field)'

// ---------------------------------------------------------------------------------------------
// JWK <-> SSH public key blob

const b64u = (b: Uint8Array) => bytesToBase64(b).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const fromB64u = (s: string | undefined) => base64ToBytes(s ?? '')
const leftPad = (b: Uint8Array, n: number) => (b.length >= n ? b.subarray(b.length - n) : concatBytes([new Uint8Array(n - b.length), b]))

const CURVES: Record<string, { ssh: string; size: number; bits: number }> = {
  'P-256': { ssh: 'nistp256', size: 32, bits: 256 },
  'P-384': { ssh: 'nistp384', size: 48, bits: 384 },
  'P-521': { ssh: 'nistp521', size: 66, bits: 521 },
}
const curveOfSsh = (name: string) => Object.entries(CURVES).find(([, c]) => c.ssh === name)

/** The key's type as ssh-keygen names it in the public line ("ssh-ed25519", "ecdsa-sha2-nistp256"). */
export function sshType(jwk: JsonWebKey): string {
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'ssh-ed25519'
  if (jwk.kty === 'RSA') return 'ssh-rsa'
  const c = jwk.kty === 'EC' ? CURVES[jwk.crv ?? ''] : undefined
  if (c) return `ecdsa-sha2-${c.ssh}`
  throw new Error(`OpenSSH has no form for this key (kty ${String(jwk.kty)}${jwk.crv ? `, curve ${jwk.crv}` : ''}): RSA, ECDSA P-256/384/521 and Ed25519 are supported`)
}

/** The public key blob (what the public line holds in Base64 and the fingerprints hash). */
export function publicBlob(jwk: JsonWebKey): Uint8Array {
  const type = sshType(jwk)
  const w = new Writer().string(type)
  if (jwk.kty === 'OKP') w.string(fromB64u(jwk.x))
  else if (jwk.kty === 'RSA') w.mpint(fromB64u(jwk.e)).mpint(fromB64u(jwk.n))
  else w.string(CURVES[jwk.crv ?? '']!.ssh).string(ecPoint(jwk))
  return w.bytes()
}

const ecPoint = (jwk: JsonWebKey) => {
  const size = CURVES[jwk.crv ?? '']!.size
  return concatBytes([new Uint8Array([4]), leftPad(fromB64u(jwk.x), size), leftPad(fromB64u(jwk.y), size)])
}

/** Reads a public key blob's type and key (into a public JWK); `r` is left after it. */
function readPublic(r: Reader): JsonWebKey {
  const type = r.text()
  if (type === 'ssh-ed25519') return { kty: 'OKP', crv: 'Ed25519', x: b64u(r.string()) }
  if (type === 'ssh-rsa') {
    const e = r.mpint()
    return { kty: 'RSA', n: b64u(r.mpint()), e: b64u(e) }
  }
  const m = /^ecdsa-sha2-(nistp\d+)$/.exec(type)
  const curve = m ? curveOfSsh(m[1]!) : undefined
  if (curve) {
    const [crv, { size }] = curve
    if (r.text() !== curve[1].ssh) throw new Error(`The ${type} key names another curve inside`)
    const q = r.string()
    if (q[0] !== 4 || q.length !== 1 + 2 * size) throw new Error(`The ${type} key's point is not an uncompressed point of ${crv}`)
    return { kty: 'EC', crv, x: b64u(q.subarray(1, 1 + size)), y: b64u(q.subarray(1 + size)) }
  }
  throw new Error(`The key type "${type}" is not supported (ssh-ed25519, ssh-rsa and ecdsa-sha2-nistp256/384/521 are)`)
}

export function jwkOfPublicBlob(blob: Uint8Array): JsonWebKey {
  return readPublic(new Reader(blob))
}

/** Bits as ssh-keygen -l counts them: the RSA modulus's, the curve's, 256 for Ed25519. */
export function keyBits(jwk: JsonWebKey): number {
  if (jwk.kty === 'RSA') {
    const n = fromB64u(jwk.n)
    let i = 0
    while (i < n.length && n[i] === 0) i++
    return n.length - i ? (n.length - i - 1) * 8 + (32 - Math.clz32(n[i]!)) : 0
  }
  if (jwk.kty === 'EC') return CURVES[jwk.crv ?? '']?.bits ?? 0
  return 256
}

const LABELS: Record<string, string> = { OKP: 'ED25519', RSA: 'RSA', EC: 'ECDSA' }

export type Fingerprints = { sha256: string; md5: string; bits: number; label: string }

/**
 * The lines `ssh-keygen -l -f key.pub` and `ssh-keygen -l -E md5 -f key.pub` print:
 * `256 SHA256:<base64 without padding> comment (ED25519)`, `256 MD5:aa:bb:... comment (ED25519)`.
 */
export async function fingerprints(jwk: JsonWebKey, comment: string): Promise<Fingerprints> {
  const blob = publicBlob(jwk)
  const sha = bytesToBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', blob as BufferSource))).replace(/=+$/, '')
  const hex = await md5(blob)
  const bits = keyBits(jwk)
  const label = LABELS[jwk.kty ?? ''] ?? String(jwk.kty)
  const tail = `${comment.trim() || 'no comment'} (${label})`
  return { sha256: `${bits} SHA256:${sha} ${tail}`, md5: `${bits} MD5:${hex.match(/../g)!.join(':')} ${tail}`, bits, label }
}

/** The public line: `ssh-ed25519 AAAA... comment`. */
export function publicLine(jwk: JsonWebKey, comment: string): string {
  const c = comment.replace(/[\r\n]+/g, ' ').trim()
  return `${sshType(jwk)} ${bytesToBase64(publicBlob(jwk))}${c ? ` ${c}` : ''}`
}

const PUBLIC_LINE = /^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(?:256|384|521)|sk-\S+|ssh-dss)\s+([A-Za-z0-9+/]+={0,2})(?:[ \t]+([^\r\n]*))?$/m

/** Reads an OpenSSH public key line (the first one in the text). */
export function parsePublicLine(text: string): { jwk: JsonWebKey; comment: string } | null {
  const m = PUBLIC_LINE.exec(text.trim())
  if (!m) return null
  const blob = base64ToBytes(m[2]!)
  const jwk = jwkOfPublicBlob(blob)
  if (sshType(jwk) !== m[1]) throw new Error(`The line says ${m[1]} but its key is ${sshType(jwk)}`)
  return { jwk, comment: (m[3] ?? '').trim() }
}

// ---------------------------------------------------------------------------------------------
// openssh-key-v1 private keys (PROTOCOL.key in OpenSSH's sources)

const MAGIC = enc.encode('openssh-key-v1\0')
const BEGIN = '-----BEGIN OPENSSH PRIVATE KEY-----'
const END = '-----END OPENSSH PRIVATE KEY-----'
const OPENSSH_BLOCK = /-----BEGIN OPENSSH PRIVATE KEY-----([\s\S]*?)-----END OPENSSH PRIVATE KEY-----/
export const DEFAULT_ROUNDS = 16
export const WRONG_PASSPHRASE = 'Wrong passphrase (or the key is damaged)'

const big = (b: Uint8Array) => (b.length ? BigInt(`0x${Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')}`) : 0n)
const bytesOfBig = (n: bigint) => {
  let h = n.toString(16)
  if (h.length % 2) h = `0${h}`
  return Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16))
}

/** The private half in OpenSSH's order, after the type: what ssh-keygen writes for each kind. */
function writePrivate(w: Writer, jwk: JsonWebKey) {
  w.string(sshType(jwk))
  if (jwk.kty === 'OKP') {
    const x = fromB64u(jwk.x)
    w.string(x).string(concatBytes([fromB64u(jwk.d), x]))
  } else if (jwk.kty === 'RSA') {
    w.mpint(fromB64u(jwk.n)).mpint(fromB64u(jwk.e)).mpint(fromB64u(jwk.d)).mpint(fromB64u(jwk.qi)).mpint(fromB64u(jwk.p)).mpint(fromB64u(jwk.q))
  } else {
    w.string(CURVES[jwk.crv ?? '']!.ssh).string(ecPoint(jwk)).mpint(fromB64u(jwk.d))
  }
}

function readPrivate(r: Reader): JsonWebKey {
  const type = r.text()
  if (type === 'ssh-ed25519') {
    const x = r.string()
    const both = r.string()
    return { kty: 'OKP', crv: 'Ed25519', x: b64u(x), d: b64u(both.subarray(0, 32)) }
  }
  if (type === 'ssh-rsa') {
    const [n, e, d, qi, p, q] = [r.mpint(), r.mpint(), r.mpint(), r.mpint(), r.mpint(), r.mpint()]
    const D = big(d)
    return { kty: 'RSA', n: b64u(n), e: b64u(e), d: b64u(d), p: b64u(p), q: b64u(q), dp: b64u(bytesOfBig(D % (big(p) - 1n))), dq: b64u(bytesOfBig(D % (big(q) - 1n))), qi: b64u(qi) }
  }
  const curve = curveOfSsh(/^ecdsa-sha2-(nistp\d+)$/.exec(type)?.[1] ?? '')
  if (curve) {
    r.text()
    const q = r.string()
    const size = curve[1].size
    return { kty: 'EC', crv: curve[0], x: b64u(q.subarray(1, 1 + size)), y: b64u(q.subarray(1 + size)), d: b64u(leftPad(r.mpint(), size)) }
  }
  throw new Error(`The key type "${type}" is not supported (ssh-ed25519, ssh-rsa and ecdsa-sha2-nistp256/384/521 are)`)
}

async function aesCtr(keyIv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', keyIv.subarray(0, 32) as BufferSource, 'AES-CTR', false, ['encrypt'])
  return new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CTR', counter: keyIv.slice(32, 48), length: 128 }, key, data as BufferSource))
}

const wrap = (b64: string, width: number) => b64.match(new RegExp(`.{1,${width}}`, 'g'))?.join('\n') ?? ''

/** bcrypt_pbkdf, here or in a worker: the screen runs it in the bcrypt worker so the page never waits on it. */
export type Kdf = (pass: Uint8Array, salt: Uint8Array, rounds: number, keyLength: number) => Promise<Uint8Array>

export type OpensshOptions = { passphrase?: string; rounds?: number; salt?: Uint8Array; checkint?: number; kdf?: Kdf }

/** The `openssh-key-v1` private key ssh-keygen writes: with a passphrase, kdf bcrypt and cipher aes256-ctr. */
export async function opensshPrivateKey(jwk: JsonWebKey, comment: string, options: OpensshOptions = {}): Promise<string> {
  const encrypted = !!options.passphrase
  const block = encrypted ? 16 : 8
  const rounds = options.rounds ?? DEFAULT_ROUNDS
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(16))
  const check = options.checkint ?? crypto.getRandomValues(new Uint32Array(1))[0]!
  const inner = new Writer().u32(check).u32(check)
  writePrivate(inner, jwk)
  inner.string(comment.replace(/[\r\n]+/g, ' ').trim())
  let plain = inner.bytes()
  const pad = (block - (plain.length % block)) % block
  plain = concatBytes([plain, Uint8Array.from({ length: pad }, (_, i) => i + 1)])
  const kdf = options.kdf ?? bcryptPbkdf
  const secret = encrypted ? await aesCtr(await kdf(enc.encode(options.passphrase), salt, rounds, 48), plain) : plain
  const body = new Writer()
    .raw(MAGIC)
    .string(encrypted ? 'aes256-ctr' : 'none')
    .string(encrypted ? 'bcrypt' : 'none')
    .string(encrypted ? new Writer().string(salt).u32(rounds).bytes() : new Uint8Array())
    .u32(1)
    .string(publicBlob(jwk))
    .string(secret)
    .bytes()
  return `${BEGIN}\n${wrap(bytesToBase64(body), 70)}\n${END}\n`
}

export type OpensshKey = { publicJwk: JsonWebKey; encrypted: boolean; cipher: string; kdf: string; body: Uint8Array; kdfOptions: Uint8Array }

/** Reads the clear part of an OpenSSH private key: its public key and how it is encrypted. */
export function readOpensshKey(text: string): OpensshKey {
  const m = OPENSSH_BLOCK.exec(text)
  if (!m) throw new Error(`No OpenSSH private key (${BEGIN} ... ${END}) found`)
  const bytes = base64ToBytes(m[1]!)
  if (bytes.length < MAGIC.length || MAGIC.some((b, i) => bytes[i] !== b)) throw new Error('Not an OpenSSH private key: it does not start with "openssh-key-v1"')
  const r = new Reader(bytes.subarray(MAGIC.length))
  const cipher = r.text()
  const kdf = r.text()
  const kdfOptions = r.string()
  const n = r.u32()
  if (n !== 1) throw new Error(`The file holds ${n} keys; one is expected`)
  const publicJwk = jwkOfPublicBlob(r.string())
  return { publicJwk, encrypted: cipher !== 'none', cipher, kdf, kdfOptions, body: r.string() }
}

/** Decrypts (when needed) and reads an OpenSSH private key: the private JWK and the comment. */
export async function openOpensshKey(key: OpensshKey, passphrase = '', kdf: Kdf = bcryptPbkdf): Promise<{ jwk: JsonWebKey; comment: string }> {
  let plain = key.body
  if (key.encrypted) {
    if (key.cipher !== 'aes256-ctr') throw new Error(`The cipher "${key.cipher}" is not supported here (aes256-ctr, ssh-keygen's default, is)`)
    if (key.kdf !== 'bcrypt') throw new Error(`The key derivation "${key.kdf}" is not supported (bcrypt is)`)
    if (!passphrase) throw new Error('This key is encrypted: enter its passphrase')
    const o = new Reader(key.kdfOptions)
    const salt = o.string()
    const rounds = o.u32()
    plain = await aesCtr(await kdf(enc.encode(passphrase), salt, rounds, 48), key.body)
  }
  const r = new Reader(plain)
  if (r.u32() !== r.u32()) throw new Error(WRONG_PASSPHRASE)
  const jwk = readPrivate(r)
  return { jwk, comment: r.text() }
}

// ---------------------------------------------------------------------------------------------
// WebCrypto: generation and PEM

function algorithmOf(jwk: JsonWebKey): RsaHashedImportParams | EcKeyImportParams | Algorithm {
  if (jwk.kty === 'RSA') return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }
  if (jwk.kty === 'EC') return { name: 'ECDSA', namedCurve: jwk.crv ?? '' }
  return { name: 'Ed25519' }
}

const JWK_ORDER: (keyof JsonWebKey)[] = ['kty', 'crv', 'n', 'e', 'x', 'y', 'd', 'p', 'q', 'dp', 'dq', 'qi']
/** A JWK with only its key members, in a fixed order (no key_ops, ext or alg from WebCrypto). */
export function cleanJwk(jwk: JsonWebKey, withPrivate: boolean): JsonWebKey {
  const out: Record<string, unknown> = {}
  for (const k of JWK_ORDER) if (jwk[k] !== undefined && (withPrivate || !['d', 'p', 'q', 'dp', 'dq', 'qi'].includes(k))) out[k] = jwk[k]
  return out as JsonWebKey
}

const pem = (label: string, der: ArrayBuffer) => `-----BEGIN ${label}-----\n${wrap(bytesToBase64(new Uint8Array(der)), 64)}\n-----END ${label}-----\n`

/** SPKI PEM of a (public or private) JWK. */
export async function spkiPem(jwk: JsonWebKey): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', cleanJwk(jwk, false), algorithmOf(jwk), true, ['verify'])
  return pem('PUBLIC KEY', await crypto.subtle.exportKey('spki', key))
}

/** PKCS#8 PEM of a private JWK. */
export async function pkcs8Pem(jwk: JsonWebKey): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', cleanJwk(jwk, true), algorithmOf(jwk), true, ['sign'])
  return pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', key))
}

/** A new key pair's private JWK, made by WebCrypto. RSA keys take e = 65537, as ssh-keygen's do. */
export async function generateJwk(kind: KeyKind): Promise<JsonWebKey> {
  const params: RsaHashedKeyGenParams | EcKeyGenParams | Algorithm = kind.startsWith('rsa')
    ? { name: 'RSASSA-PKCS1-v1_5', modulusLength: Number(kind.slice(4)), publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
    : kind.startsWith('ecdsa')
      ? { name: 'ECDSA', namedCurve: `P-${kind.slice(7)}` }
      : { name: 'Ed25519' }
  const pair = (await crypto.subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair
  return cleanJwk(await crypto.subtle.exportKey('jwk', pair.privateKey), true)
}

export type KeyPairOutput = {
  kind: KeyKind
  comment: string
  encrypted: boolean
  privatePem: string
  publicPem: string
  privateJwk: string
  publicJwk: string
  opensshPrivate: string
  opensshPublic: string
  fingerprints: Fingerprints
  /** Base names of the download files: `id_ed25519` (and `.pub`), `id_rsa`, `id_ecdsa`. */
  fileBase: string
}

/** Every form of one private JWK. */
export async function keyPairOutput(kind: KeyKind, jwk: JsonWebKey, comment: string, passphrase: string, options: Omit<OpensshOptions, 'passphrase'> = {}): Promise<KeyPairOutput> {
  const pub = cleanJwk(jwk, false)
  return {
    kind,
    comment,
    encrypted: !!passphrase,
    privatePem: await pkcs8Pem(jwk),
    publicPem: await spkiPem(jwk),
    privateJwk: JSON.stringify(cleanJwk(jwk, true), null, 2),
    publicJwk: JSON.stringify(pub, null, 2),
    opensshPrivate: await opensshPrivateKey(jwk, comment, { ...options, passphrase }),
    opensshPublic: publicLine(jwk, comment),
    fingerprints: await fingerprints(jwk, comment),
    fileBase: `id_${kind.split('-')[0]}`,
  }
}

export async function generateKeyPair(kind: KeyKind, comment: string, passphrase: string, kdf?: Kdf): Promise<KeyPairOutput> {
  return keyPairOutput(kind, await generateJwk(kind), comment, passphrase, { kdf })
}

// ---------------------------------------------------------------------------------------------
// Inspect a pasted key

export type Inspected =
  | { ok: true; source: string; jwk: JsonWebKey; comment: string; publicLine: string; fingerprints: Fingerprints; spkiPem: string; note?: string; encrypted?: boolean }
  | { ok: false; error: string; encrypted?: boolean }

const NOT_A_KEY = 'Not a key: paste an OpenSSH public key line (ssh-ed25519 AAAA...), an OpenSSH private key, a PEM key (PUBLIC KEY, PRIVATE KEY, RSA ...) or a JWK'

async function inspected(source: string, jwk: JsonWebKey, comment: string, more: { note?: string; encrypted?: boolean } = {}): Promise<Inspected> {
  return { ok: true, source, jwk: cleanJwk(jwk, false), comment, publicLine: publicLine(jwk, comment), fingerprints: await fingerprints(jwk, comment), spkiPem: await spkiPem(jwk), ...more }
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e))

/**
 * What a pasted key is and its fingerprints: an OpenSSH public line, an OpenSSH private key
 * (an encrypted one shows its public key at once and its comment with the passphrase), a PEM
 * SPKI / PKCS#8 / PKCS#1 / SEC1 key or a JWK (read by the Certificates tool's parser).
 */
export async function inspectKey(text: string, passphrase = '', kdf?: Kdf): Promise<Inspected | null> {
  const t = text.trim()
  if (!t) return null
  try {
    if (t.includes(BEGIN)) {
      const key = readOpensshKey(t)
      if (key.encrypted && !passphrase) {
        return inspected('OpenSSH private key (encrypted)', key.publicJwk, '', { encrypted: true, note: 'Encrypted: enter its passphrase to read its comment and check it.' })
      }
      let opened: { jwk: JsonWebKey; comment: string }
      try {
        opened = await openOpensshKey(key, passphrase, kdf)
      } catch (e) {
        return { ok: false, error: message(e), encrypted: key.encrypted }
      }
      if (publicLine(opened.jwk, '') !== publicLine(key.publicJwk, '')) throw new Error('The private key does not match the public key stored beside it')
      return inspected(key.encrypted ? 'OpenSSH private key (encrypted, passphrase correct)' : 'OpenSSH private key', opened.jwk, opened.comment, { encrypted: key.encrypted })
    }
    const line = parsePublicLine(t)
    if (line) return inspected('OpenSSH public key', line.jwk, line.comment)
    if (/^(?:-----BEGIN|\{)/.test(t)) {
      const parsed = await parseX509(t)
      if (!parsed.ok) return { ok: false, error: parsed.message }
      const item = parsed.items.find((i) => i.kind === 'key' || i.kind === 'error')
      if (!item) return { ok: false, error: 'No key found: a certificate, CSR or CRL belongs in the Certificates tool' }
      if (item.kind === 'error') return { ok: false, error: `${item.label}: ${item.message}` }
      if (item.kind !== 'key' || !item.key.spki) return { ok: false, error: item.kind === 'key' ? (item.key.note ?? 'Its public key cannot be read') : NOT_A_KEY }
      return inspected(`${item.label} (${item.key.type}${item.key.curve ? ` ${item.key.curve}` : ''})`, await jwkOfSpki(item.key.spki, item.key.type, item.key.curve), '')
    }
    return { ok: false, error: NOT_A_KEY }
  } catch (e) {
    const m = message(e)
    return { ok: false, error: m === 'not base64' ? 'The key\'s Base64 is damaged' : m }
  }
}

async function jwkOfSpki(spki: Uint8Array, type: string, curve: string | null): Promise<JsonWebKey> {
  const algorithm = type === 'RSA' ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } : type === 'EC' ? { name: 'ECDSA', namedCurve: curve ?? '' } : type === 'Ed25519' ? { name: 'Ed25519' } : null
  if (!algorithm || (type === 'EC' && !CURVES[curve ?? ''])) throw new Error(`OpenSSH has no form for a ${type}${curve ? ` ${curve}` : ''} key: RSA, ECDSA P-256/384/521 and Ed25519 are supported`)
  return crypto.subtle.exportKey('jwk', await crypto.subtle.importKey('spki', spki as BufferSource, algorithm, true, ['verify']))
}

/** The "SSH Fingerprint" operation: `ssh-keygen -l` lines (SHA-256, or MD5) of a pasted public key. */
export async function sshFingerprintText(text: string, hash: 'SHA256' | 'MD5'): Promise<string> {
  const r = await inspectKey(text)
  if (!r) throw new Error('The input is empty: paste a public key')
  if (!r.ok) throw new Error(r.error)
  return hash === 'MD5' ? r.fingerprints.md5 : r.fingerprints.sha256
}
