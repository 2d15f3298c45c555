import { concatBytes } from './bytes'

/**
 * The Encrypt & Decrypt tool's engine (issue 34 item 4), WebCrypto only (node has it too, so the
 * tests run it as the browser does). One set of chunk transformers serves the screen (text), the
 * file worker (src/workers/encrypt) and the recipe operations (AES Encrypt / AES Decrypt).
 *
 * - AES-GCM, AES-CBC, AES-CTR with 128- or 256-bit keys. AES-192 is not offered: Chromium's
 *   WebCrypto refuses 192-bit AES keys ("AES key length must be 128 or 256 bits"), and a tool that
 *   works in node but not in the browser is no use. ECB is not offered at all.
 * - The envelope (`DTENC`, version 1) makes a ciphertext self-describing: mode, key size, KDF and its
 *   parameters, salt, IV, chunk size. GCM in the envelope is a chunked AEAD (the STREAM
 *   construction, as age and Tink use): each chunk of `chunkSize` bytes is sealed with the nonce
 *   (7-byte random prefix, 32-bit chunk counter, last-chunk flag) and the header as additional
 *   data, so a changed header, a changed, dropped, swapped or truncated chunk all fail.
 * - RSA-OAEP (SHA-256) is hybrid: a random AES-256 key, wrapped with the public key in the header,
 *   encrypts the data with chunked GCM; the private key unwraps it. So any length can be encrypted.
 * - Raw key + IV gives the bare ciphertext, as `openssl enc -K .. -iv .. -nosalt` (CBC, CTR) and
 *   Python's `cryptography` (GCM: ciphertext then the 16-byte tag) give it.
 */

export type Mode = 'gcm' | 'cbc' | 'ctr'
export const MODES: readonly Mode[] = ['gcm', 'cbc', 'ctr']
export const MODE_LABEL: Record<Mode, string> = { gcm: 'AES-GCM', cbc: 'AES-CBC', ctr: 'AES-CTR' }
export type KeyBits = 128 | 256
export const KEY_BITS: readonly KeyBits[] = [256, 128]

export type Pbkdf2 = { kind: 'pbkdf2'; iterations: number }
export type Argon2 = { kind: 'argon2id'; memoryKiB: number; iterations: number; parallelism: number }
export type Kdf = Pbkdf2 | Argon2
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256. */
export const PBKDF2_DEFAULT = 600_000
/** Under this many PBKDF2 iterations the tool warns. */
export const PBKDF2_LOW = 100_000
/** RFC 9106 section 4, the second recommended option: 64 MiB, 3 passes, 4 lanes. */
export const ARGON2_DEFAULT: Argon2 = { kind: 'argon2id', memoryKiB: 64 * 1024, iterations: 3, parallelism: 4 }
/** Plaintext bytes per sealed GCM chunk in the envelope (64 KiB: the last chunk may be shorter). */
export const CHUNK_SIZE = 64 * 1024
const TAG = 16
const BLOCK = 16

export const DECRYPT_FAILED = 'Wrong passphrase, or the data was altered'
export const WRONG_KEY_FAILED = 'Wrong key, or the data was altered'
export const NOT_ENVELOPE = 'Not an encrypted envelope of this tool (it starts with DTENC)'
export const TRUNCATED = 'The data ends too early: it was cut short'

export class CipherError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CipherError'
  }
}

type Bytes = Uint8Array<ArrayBuffer>
const own = (u: Uint8Array): Bytes => (u.buffer instanceof ArrayBuffer ? (u as Bytes) : new Uint8Array(u))
const subtle = () => globalThis.crypto.subtle
export const randomBytes = (n: number): Bytes => globalThis.crypto.getRandomValues(new Uint8Array(n))
const utf8 = (s: string) => new TextEncoder().encode(s)

export const toHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')

/** Hex as bytes (spaces, colons and a 0x prefix ignored), or an error in words naming the field. */
export function hexToBytes(text: string, field: string): Bytes {
  const digits = text.replace(/[\s:]+/g, '').replace(/^0x/i, '')
  const bad = digits.search(/[^0-9a-fA-F]/)
  if (bad >= 0) throw new CipherError(`${field} is not hex: invalid character '${digits[bad]}'`)
  if (digits.length % 2) throw new CipherError(`${field} is not hex: odd number of hex digits (${digits.length})`)
  return Uint8Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16))
}

/** The IV (nonce) length each mode takes with a raw key: GCM's 96-bit nonce, CBC's and CTR's block. */
export const IV_BYTES: Record<Mode, number> = { gcm: 12, cbc: 16, ctr: 16 }

export function checkKey(key: Uint8Array): void {
  if (key.length === 16 || key.length === 32) return
  const also = key.length === 24 ? ' (AES-192 is not offered: Chromium refuses 192-bit AES keys)' : ''
  throw new CipherError(`Key must be 16 or 32 bytes (32 or 64 hex digits); this one is ${key.length} bytes${also}`)
}

export function checkIv(mode: Mode, iv: Uint8Array): void {
  const n = IV_BYTES[mode]
  if (iv.length !== n) throw new CipherError(`${mode === 'gcm' ? 'Nonce' : 'IV'} must be ${n} bytes (${2 * n} hex digits) for ${MODE_LABEL[mode]}; this one is ${iv.length} bytes`)
}

const importAes = (mode: Mode, raw: Uint8Array) => subtle().importKey('raw', own(raw), { name: MODE_LABEL[mode] }, false, ['encrypt', 'decrypt'])

/** A streaming transformer: bytes in, bytes out, in order; `flush` gives the rest at the end. */
export type Transformer = { push(chunk: Uint8Array): Promise<Uint8Array>; flush(): Promise<Uint8Array> }

/** A growing byte queue: `take(n)` removes and returns the first n bytes. */
class Pending {
  private parts: Uint8Array[] = []
  length = 0
  add(b: Uint8Array) {
    if (b.length) this.parts.push(b)
    this.length += b.length
  }
  take(n: number): Bytes {
    const all = own(this.parts.length === 1 ? this.parts[0]! : concatBytes(this.parts))
    const head = all.slice(0, n)
    const rest = all.subarray(n)
    this.parts = rest.length ? [rest] : []
    this.length = rest.length
    return head
  }
}

/** The 16-byte counter block `iv + n` (big-endian, modulo 2^128), as `openssl enc -aes-*-ctr` counts. */
function addCounter(iv: Uint8Array, n: number): Bytes {
  const out = new Uint8Array(16)
  let carry = n
  for (let i = 15; i >= 0; i--) {
    const v = iv[i]! + (carry % 256)
    out[i] = v & 0xff
    carry = Math.floor(carry / 256) + (v >> 8)
  }
  return out
}

/** AES-CTR, one transformer for both directions (the keystream is XORed either way). */
async function ctrStream(raw: Uint8Array, iv: Uint8Array): Promise<Transformer> {
  const key = await importAes('ctr', raw)
  const pending = new Pending()
  let blocks = 0
  const run = async (data: Bytes) => {
    const out = new Uint8Array(await subtle().encrypt({ name: 'AES-CTR', counter: addCounter(iv, blocks), length: 128 }, key, data))
    blocks += data.length / BLOCK
    return out
  }
  return {
    async push(chunk) {
      pending.add(chunk)
      const n = pending.length - (pending.length % BLOCK)
      return n ? run(pending.take(n)) : new Uint8Array(0)
    },
    async flush() {
      return pending.length ? run(pending.take(pending.length)) : new Uint8Array(0)
    },
  }
}

/** AES-CBC with PKCS#7 padding, streamed: each batch of whole blocks chains from the last ciphertext block. */
async function cbcEncryptStream(raw: Uint8Array, iv: Uint8Array): Promise<Transformer> {
  const key = await importAes('cbc', raw)
  const pending = new Pending()
  let chain: Bytes = own(iv)
  return {
    async push(chunk) {
      pending.add(chunk)
      const n = pending.length - (pending.length % BLOCK)
      if (!n) return new Uint8Array(0)
      // WebCrypto always pads: the whole blocks come out first, then one block of padding, dropped.
      const out = new Uint8Array(await subtle().encrypt({ name: 'AES-CBC', iv: chain }, key, pending.take(n)), 0, n)
      chain = out.slice(n - BLOCK)
      return out
    },
    async flush() {
      return new Uint8Array(await subtle().encrypt({ name: 'AES-CBC', iv: chain }, key, pending.take(pending.length)))
    },
  }
}

async function cbcDecryptStream(raw: Uint8Array, iv: Uint8Array, failed: string): Promise<Transformer> {
  const key = await importAes('cbc', raw)
  const pending = new Pending()
  let chain: Bytes = own(iv)
  return {
    async push(chunk) {
      pending.add(chunk)
      // The last block is held back: it carries the padding, checked at the end.
      const n = pending.length - BLOCK - (pending.length % BLOCK || 0)
      if (n <= 0) return new Uint8Array(0)
      const data = pending.take(n)
      const last = data.slice(n - BLOCK)
      // WebCrypto checks padding on every call: a block of full padding, made by encrypting nothing
      // after this batch's last block, is appended, so the batch decrypts whole and the pad goes.
      const pad = new Uint8Array(await subtle().encrypt({ name: 'AES-CBC', iv: last }, key, new Uint8Array(0)))
      const out = new Uint8Array(await subtle().decrypt({ name: 'AES-CBC', iv: chain }, key, own(concatBytes([data, pad]))))
      chain = last
      return out
    },
    async flush() {
      if (pending.length !== BLOCK) throw new CipherError(pending.length === 0 ? TRUNCATED : 'AES-CBC ciphertext must be a whole number of 16-byte blocks')
      try {
        return new Uint8Array(await subtle().decrypt({ name: 'AES-CBC', iv: chain }, key, pending.take(BLOCK)))
      } catch {
        throw new CipherError(failed)
      }
    },
  }
}

/** The STREAM nonce of chunk `i`: the 7-byte prefix, the counter (big-endian), the last-chunk flag. */
function streamNonce(prefix: Uint8Array, i: number, last: boolean): Bytes {
  const n = new Uint8Array(12)
  n.set(prefix.subarray(0, 7))
  new DataView(n.buffer).setUint32(7, i)
  n[11] = last ? 1 : 0
  return n
}

/**
 * A transformer that applies `step` to each `size`-byte segment once more bytes follow it (so the
 * last one is known to be last), and to what is left, flagged as last, at the end. `minLast`: the
 * fewest bytes that last segment may hold, else `tooShort` throws.
 */
function segmented(size: number, step: (data: Bytes, last: boolean) => Promise<Uint8Array>, minLast = 0, tooShort?: () => never): Transformer {
  const pending = new Pending()
  return {
    async push(chunk) {
      pending.add(chunk)
      const out: Uint8Array[] = []
      while (pending.length > size) out.push(await step(pending.take(size), false))
      return out.length === 1 ? out[0]! : concatBytes(out)
    },
    async flush() {
      if (pending.length < minLast) tooShort?.()
      return step(pending.take(pending.length), true)
    },
  }
}

/** Chunked AES-GCM (STREAM): `chunkSize` plaintext bytes per sealed chunk, the header as additional data. */
async function gcmSealStream(raw: Uint8Array, prefix: Uint8Array, chunkSize: number, aad: Uint8Array): Promise<Transformer> {
  const key = await importAes('gcm', raw)
  let i = 0
  const seal = async (data: Bytes, last: boolean) => new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: streamNonce(prefix, i++, last), additionalData: own(aad) }, key, data))
  return segmented(chunkSize, seal)
}

async function gcmOpenStream(raw: Uint8Array, prefix: Uint8Array, chunkSize: number, aad: Uint8Array, failed: string): Promise<Transformer> {
  const key = await importAes('gcm', raw)
  let i = 0
  const open = async (data: Bytes, last: boolean) => {
    try {
      return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: streamNonce(prefix, i++, last), additionalData: own(aad) }, key, data))
    } catch {
      throw new CipherError(failed)
    }
  }
  return segmented(chunkSize + TAG, open, TAG, () => {
    throw new CipherError(failed)
  })
}

/** Runs bytes through a transformer whole. */
export async function runWhole(t: Transformer, data: Uint8Array): Promise<Uint8Array> {
  return concatBytes([await t.push(data), await t.flush()])
}

// ---------------------------------------------------------------- raw key + IV (bare ciphertext)

/** `aad`: GCM's additional authenticated data (the tests' GCM vectors 4 and 16 have some). */
export type RawParams = { mode: Mode; key: Uint8Array; iv: Uint8Array; aad?: Uint8Array }

/**
 * Bare ciphertext with a raw key and IV: CBC (PKCS#7) and CTR as `openssl enc -K -iv -nosalt`
 * streams them; GCM is one-shot (ciphertext then the 16-byte tag, as Python's AESGCM), so its
 * transformer holds the whole input until the end.
 */
export async function rawEncryptor({ mode, key, iv, aad }: RawParams): Promise<Transformer> {
  checkKey(key)
  checkIv(mode, iv)
  if (mode === 'cbc') return cbcEncryptStream(key, iv)
  if (mode === 'ctr') return ctrStream(key, iv)
  const k = await importAes('gcm', key)
  return wholeTransformer(async (data) => new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: own(iv), ...(aad?.length ? { additionalData: own(aad) } : {}) }, k, data)))
}

export async function rawDecryptor({ mode, key, iv, aad }: RawParams): Promise<Transformer> {
  checkKey(key)
  checkIv(mode, iv)
  if (mode === 'cbc') return cbcDecryptStream(key, iv, WRONG_KEY_FAILED)
  if (mode === 'ctr') return ctrStream(key, iv)
  const k = await importAes('gcm', key)
  return wholeTransformer(async (data) => {
    try {
      return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: own(iv), ...(aad?.length ? { additionalData: own(aad) } : {}) }, k, data))
    } catch {
      throw new CipherError(WRONG_KEY_FAILED)
    }
  })
}

function wholeTransformer(fn: (data: Bytes) => Promise<Uint8Array>): Transformer {
  const pending = new Pending()
  return {
    async push(chunk) {
      pending.add(chunk)
      return new Uint8Array(0)
    },
    flush: () => fn(pending.take(pending.length)),
  }
}

export const rawEncrypt = async (p: RawParams, data: Uint8Array) => runWhole(await rawEncryptor(p), data)
export const rawDecrypt = async (p: RawParams, data: Uint8Array) => runWhole(await rawDecryptor(p), data)

/** A hash of key and IV, for remembering (in memory, this session) which pairs GCM already used. */
export async function keyIvFingerprint(key: Uint8Array, iv: Uint8Array): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', own(concatBytes([utf8('gcm key+iv'), new Uint8Array([key.length]), key, iv])))))
}

// ---------------------------------------------------------------- key derivation

export async function pbkdf2(passphrase: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Bytes> {
  const base = await subtle().importKey('raw', utf8(passphrase), 'PBKDF2', false, ['deriveBits'])
  return new Uint8Array(await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: own(salt), iterations }, base, bytes * 8))
}

export async function argon2id(passphrase: string, salt: Uint8Array, p: Omit<Argon2, 'kind'>, bytes: number): Promise<Bytes> {
  const { argon2id: run } = await import('hash-wasm')
  const out = await run({ password: passphrase, salt, iterations: p.iterations, parallelism: p.parallelism, memorySize: p.memoryKiB, hashLength: bytes, outputType: 'binary' })
  return own(out)
}

export function deriveKey(passphrase: string, salt: Uint8Array, kdf: Kdf, bytes: number): Promise<Bytes> {
  return kdf.kind === 'pbkdf2' ? pbkdf2(passphrase, salt, kdf.iterations, bytes) : argon2id(passphrase, salt, kdf, bytes)
}

/** Refuses KDF parameters out of range before anything runs (a crafted envelope cannot ask for 4 GiB). */
export function checkKdf(kdf: Kdf): void {
  if (kdf.kind === 'pbkdf2') {
    if (!Number.isInteger(kdf.iterations) || kdf.iterations < 1 || kdf.iterations > 100_000_000) throw new CipherError('PBKDF2 iterations must be a whole number from 1 to 100,000,000')
    return
  }
  if (!Number.isInteger(kdf.memoryKiB) || kdf.memoryKiB < 8 * kdf.parallelism || kdf.memoryKiB > 1024 * 1024) throw new CipherError('Argon2id memory must be from 8 KiB per lane to 1 GiB')
  if (!Number.isInteger(kdf.iterations) || kdf.iterations < 1 || kdf.iterations > 100) throw new CipherError('Argon2id iterations must be from 1 to 100')
  if (!Number.isInteger(kdf.parallelism) || kdf.parallelism < 1 || kdf.parallelism > 16) throw new CipherError('Argon2id parallelism must be from 1 to 16')
}

// ---------------------------------------------------------------- RSA-OAEP keys

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/

type RsaUse = 'encrypt' | 'decrypt'
/** An RSA-OAEP (SHA-256) key from PEM (SPKI public, PKCS#8 private) or a JWK. */
export async function importRsaKey(text: string, use: RsaUse): Promise<CryptoKey> {
  const alg = { name: 'RSA-OAEP', hash: 'SHA-256' }
  const what = use === 'encrypt' ? 'public key (PEM "PUBLIC KEY" or JWK)' : 'private key (PEM "PRIVATE KEY", PKCS#8, or JWK)'
  const t = text.trim()
  try {
    if (t.startsWith('{')) {
      const jwk = JSON.parse(t) as JsonWebKey
      if (jwk.kty !== 'RSA') throw new Error('not RSA')
      if (use === 'decrypt' && !jwk.d) throw new CipherError('This JWK is a public key: decrypting needs the private key')
      const { alg: _a, key_ops: _k, use: _u, ...bare } = jwk
      const pub = use === 'encrypt' ? { kty: bare.kty, n: bare.n, e: bare.e } : bare
      return await subtle().importKey('jwk', pub, alg, false, [use])
    }
    const m = PEM.exec(t)
    if (!m) throw new Error('no PEM')
    const label = m[1]!
    if (use === 'encrypt' && label !== 'PUBLIC KEY') throw new CipherError(label.includes('PRIVATE') ? 'Encrypting takes the public key: paste the PUBLIC KEY (openssl pkey -pubout)' : `Expected a PUBLIC KEY, found ${label}`)
    if (use === 'decrypt' && label !== 'PRIVATE KEY') throw new CipherError(label === 'RSA PRIVATE KEY' ? 'This is a PKCS#1 key: convert it to PKCS#8 (openssl pkcs8 -topk8 -nocrypt)' : `Expected a PRIVATE KEY (PKCS#8), found ${label}`)
    const der = Uint8Array.from(atob(m[2]!.replace(/\s+/g, '')), (c) => c.charCodeAt(0))
    return await subtle().importKey(use === 'encrypt' ? 'spki' : 'pkcs8', der, alg, false, [use])
  } catch (e) {
    if (e instanceof CipherError) throw e
    throw new CipherError(`Not an RSA ${what}`)
  }
}

// ---------------------------------------------------------------- the envelope

const MAGIC = utf8('DTENC')
const VERSION = 1
const MODE_CODE: Record<Mode, number> = { gcm: 1, cbc: 2, ctr: 3 }
const KDF_CODE = { pbkdf2: 1, argon2id: 2, 'rsa-oaep': 3 } as const
export type KdfKind = keyof typeof KDF_CODE
/** The envelope's start as Base64 and as hex (detection: src/app/palette/detectors.ts matches the same). */
export const ENVELOPE_BASE64 = 'RFRFTkMB'
export const ENVELOPE_HEX = '4454454e4301'

export type Header = {
  mode: Mode
  keyBytes: number
  kdf: Kdf | { kind: 'rsa-oaep'; wrapped: Uint8Array }
  salt: Uint8Array
  iv: Uint8Array
  chunkSize: number
  /** CBC and CTR with a passphrase: 8 bytes of SHA-256 over the key, so a wrong passphrase is named. */
  check: Uint8Array
}

class Writer {
  private parts: number[] = []
  u8(v: number) {
    this.parts.push(v & 0xff)
  }
  u16(v: number) {
    this.parts.push((v >> 8) & 0xff, v & 0xff)
  }
  u32(v: number) {
    this.parts.push((v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff)
  }
  bytes(b: Uint8Array) {
    for (const x of b) this.parts.push(x)
  }
  done = () => Uint8Array.from(this.parts)
}

export function writeHeader(h: Header): Uint8Array {
  const w = new Writer()
  w.bytes(MAGIC)
  w.u8(VERSION)
  w.u8(MODE_CODE[h.mode])
  w.u8(h.keyBytes)
  w.u8(KDF_CODE[h.kdf.kind])
  if (h.kdf.kind === 'pbkdf2') w.u32(h.kdf.iterations)
  else if (h.kdf.kind === 'argon2id') {
    w.u32(h.kdf.memoryKiB)
    w.u32(h.kdf.iterations)
    w.u8(h.kdf.parallelism)
  } else {
    w.u16(h.kdf.wrapped.length)
    w.bytes(h.kdf.wrapped)
  }
  for (const b of [h.salt, h.iv, h.check]) {
    w.u8(b.length)
    w.bytes(b)
  }
  w.u32(h.chunkSize)
  return w.done()
}

/** Whether bytes start like an envelope (the magic and version). */
export const isEnvelope = (b: Uint8Array) => b.length >= 6 && MAGIC.every((x, i) => b[i] === x) && b[5] === VERSION

/**
 * The header at the start of `b` and its length, or null while more bytes are needed. A header
 * that is not one (wrong magic, unknown mode or KDF, sizes out of range) is refused in words.
 */
export function readHeader(b: Uint8Array): { header: Header; length: number } | null {
  let at = 0
  const need = (n: number) => at + n <= b.length
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength)
  if (b.length < 6) {
    if (!MAGIC.slice(0, b.length).every((x, i) => b[i] === x)) throw new CipherError(NOT_ENVELOPE)
    return null
  }
  if (!MAGIC.every((x, i) => b[i] === x)) throw new CipherError(NOT_ENVELOPE)
  if (b[5] !== VERSION) throw new CipherError(`Envelope version ${b[5]} is not known to this tool (it reads version ${VERSION})`)
  at = 6
  if (!need(3)) return null
  const mode = MODES.find((m) => MODE_CODE[m] === b[at])
  const keyBytes = b[at + 1]!
  const kdfCode = b[at + 2]
  at += 3
  if (!mode) throw new CipherError(`Unknown cipher mode ${b[at - 3]} in the envelope`)
  if (keyBytes !== 16 && keyBytes !== 32) throw new CipherError(`Unsupported key size ${keyBytes * 8} bits in the envelope`)
  let kdf: Header['kdf']
  if (kdfCode === KDF_CODE.pbkdf2) {
    if (!need(4)) return null
    kdf = { kind: 'pbkdf2', iterations: dv.getUint32(at) }
    at += 4
  } else if (kdfCode === KDF_CODE.argon2id) {
    if (!need(9)) return null
    kdf = { kind: 'argon2id', memoryKiB: dv.getUint32(at), iterations: dv.getUint32(at + 4), parallelism: b[at + 8]! }
    at += 9
  } else if (kdfCode === KDF_CODE['rsa-oaep']) {
    if (!need(2)) return null
    const n = dv.getUint16(at)
    if (!need(2 + n)) return null
    kdf = { kind: 'rsa-oaep', wrapped: b.slice(at + 2, at + 2 + n) }
    at += 2 + n
  } else throw new CipherError(`Unknown key derivation ${kdfCode} in the envelope`)
  const fields: Uint8Array[] = []
  for (let i = 0; i < 3; i++) {
    if (!need(1)) return null
    const n = b[at]!
    if (!need(1 + n)) return null
    fields.push(b.slice(at + 1, at + 1 + n))
    at += 1 + n
  }
  if (!need(4)) return null
  const chunkSize = dv.getUint32(at)
  at += 4
  const [salt, iv, check] = fields as [Uint8Array, Uint8Array, Uint8Array]
  if (kdf.kind !== 'rsa-oaep') checkKdf(kdf)
  if (iv.length !== (mode === 'gcm' ? 7 : 16)) throw new CipherError('The envelope\'s IV has the wrong length')
  if (mode === 'gcm' && (chunkSize < 1 || chunkSize > 16 * 1024 * 1024)) throw new CipherError('The envelope\'s chunk size is out of range')
  return { header: { mode, keyBytes, kdf, salt, iv, chunkSize, check }, length: at }
}

/** How the envelope describes itself, in words: "AES-256-GCM, PBKDF2-SHA-256 (600,000 iterations)". */
export function describeHeader(h: Header): string {
  const cipher = `AES-${h.keyBytes * 8}-${h.mode.toUpperCase()}`
  const kdf =
    h.kdf.kind === 'pbkdf2'
      ? `PBKDF2-SHA-256 (${h.kdf.iterations.toLocaleString('en-US')} iterations)`
      : h.kdf.kind === 'argon2id'
        ? `Argon2id (${formatKiB(h.kdf.memoryKiB)}, ${h.kdf.iterations} passes, ${h.kdf.parallelism} lanes)`
        : 'a key wrapped with RSA-OAEP (SHA-256)'
  return `${cipher}, ${kdf}`
}
const formatKiB = (k: number) => (k % 1024 === 0 ? `${k / 1024} MiB` : `${k} KiB`)

async function keyCheck(key: Uint8Array): Promise<Bytes> {
  return new Uint8Array(await subtle().digest('SHA-256', own(concatBytes([utf8('DTENC key check'), key])))).slice(0, 8)
}

/** What encrypting into an envelope takes: a passphrase and a KDF, or an RSA public key. */
export type Protection = { kind: 'passphrase'; passphrase: string; kdf: Kdf } | { kind: 'rsa'; publicKey: string }
/** What opening one takes: the passphrase or the RSA private key. */
export type Secret = { passphrase?: string; privateKey?: string }

export type EnvelopeOptions = { mode: Mode; keyBits: KeyBits; protection: Protection; chunkSize?: number }

/** A transformer whose output is a whole envelope: the header first, then the ciphertext. */
export async function envelopeEncryptor(o: EnvelopeOptions): Promise<{ header: Header; transformer: Transformer }> {
  const rsa = o.protection.kind === 'rsa'
  const mode: Mode = rsa ? 'gcm' : o.mode
  const keyBytes = rsa ? 32 : o.keyBits / 8
  const salt = rsa ? new Uint8Array(0) : randomBytes(16)
  const iv = randomBytes(mode === 'gcm' ? 7 : 16)
  const chunkSize = o.chunkSize ?? CHUNK_SIZE
  let key: Uint8Array
  let kdf: Header['kdf']
  if (o.protection.kind === 'rsa') {
    const pub = await importRsaKey(o.protection.publicKey, 'encrypt')
    key = randomBytes(32)
    kdf = { kind: 'rsa-oaep', wrapped: new Uint8Array(await subtle().encrypt({ name: 'RSA-OAEP' }, pub, own(key))) }
  } else {
    checkKdf(o.protection.kdf)
    kdf = o.protection.kdf
    key = await deriveKey(o.protection.passphrase, salt, kdf, keyBytes)
  }
  const check = mode === 'gcm' ? new Uint8Array(0) : await keyCheck(key)
  const header: Header = { mode, keyBytes, kdf, salt, iv, chunkSize, check }
  const head = writeHeader(header)
  const inner = mode === 'gcm' ? await gcmSealStream(key, iv, chunkSize, head) : mode === 'cbc' ? await cbcEncryptStream(key, iv) : await ctrStream(key, iv)
  let started = false
  return {
    header,
    transformer: {
      async push(chunk) {
        const out = await inner.push(chunk)
        if (started) return out
        started = true
        return concatBytes([head, out])
      },
      async flush() {
        const out = await inner.flush()
        return started ? out : concatBytes([head, out])
      },
    },
  }
}

/** The key an envelope's header and a secret give, checked where the header can check it. */
async function openKey(h: Header, secret: Secret): Promise<Uint8Array> {
  if (h.kdf.kind === 'rsa-oaep') {
    if (!secret.privateKey?.trim()) throw new CipherError('This envelope was encrypted to an RSA public key: paste the private key')
    const priv = await importRsaKey(secret.privateKey, 'decrypt')
    try {
      return new Uint8Array(await subtle().decrypt({ name: 'RSA-OAEP' }, priv, own(h.kdf.wrapped)))
    } catch {
      throw new CipherError('Wrong private key: it does not unwrap this envelope\'s key')
    }
  }
  if (!secret.passphrase) throw new CipherError('Enter the passphrase')
  const key = await deriveKey(secret.passphrase, h.salt, h.kdf, h.keyBytes)
  if (h.check.length && toHex(await keyCheck(key)).slice(0, h.check.length * 2) !== toHex(h.check)) throw new CipherError('Wrong passphrase')
  return key
}

/**
 * A transformer that reads an envelope: it gathers the header, derives the key (once), then
 * decrypts. `onHeader` hears the header as soon as it is read.
 */
export function envelopeDecryptor(secret: Secret, onHeader?: (h: Header) => void): Transformer {
  const pending = new Pending()
  let inner: Transformer | null = null
  const start = async () => {
    const all = pending.take(pending.length)
    const got = readHeader(all)
    if (!got) {
      pending.add(all)
      return false
    }
    const { header: h, length } = got
    onHeader?.(h)
    const key = await openKey(h, secret)
    const head = all.slice(0, length)
    const failed = h.kdf.kind === 'rsa-oaep' ? WRONG_KEY_FAILED : DECRYPT_FAILED
    inner = h.mode === 'gcm' ? await gcmOpenStream(key, h.iv, h.chunkSize, head, failed) : h.mode === 'cbc' ? await cbcDecryptStream(key, h.iv, failed) : await ctrStream(key, h.iv)
    pending.add(all.subarray(length))
    return true
  }
  return {
    async push(chunk) {
      pending.add(chunk)
      if (!inner && !(await start())) return new Uint8Array(0)
      return inner!.push(pending.take(pending.length))
    },
    async flush() {
      if (!inner && !(await start())) throw new CipherError(pending.length ? TRUNCATED : 'Nothing to decrypt')
      return inner!.flush()
    },
  }
}

/** The header of an envelope given whole, or null when the bytes are not one. */
export function peekHeader(b: Uint8Array): Header | null {
  try {
    return readHeader(b)?.header ?? null
  } catch {
    return null
  }
}

export const encryptEnvelope = async (o: EnvelopeOptions, data: Uint8Array) => runWhole((await envelopeEncryptor(o)).transformer, data)
export const decryptEnvelope = (secret: Secret, data: Uint8Array) => runWhole(envelopeDecryptor(secret), data)
