import { describe, expect, it } from 'vitest'
import cases from './fixtures/cipher/cases.json'
import vectors from './fixtures/cipher/vectors.json'
import { concatBytes } from './bytes'
import {
  argon2id,
  CipherError,
  DECRYPT_FAILED,
  decryptEnvelope,
  describeHeader,
  encryptEnvelope,
  envelopeDecryptor,
  hexToBytes,
  NOT_ENVELOPE,
  pbkdf2,
  peekHeader,
  rawDecrypt,
  rawDecryptor,
  rawEncrypt,
  rawEncryptor,
  readHeader,
  toHex,
  WRONG_KEY_FAILED,
  type EnvelopeOptions,
  type Kdf,
  type Mode,
  type Transformer,
} from './cipher'

const hex = (h: string) => hexToBytes(h, 'test')
const utf8 = (s: string) => new TextEncoder().encode(s)
const fast: Kdf = { kind: 'pbkdf2', iterations: 1000 }
const argonSmall: Kdf = { kind: 'argon2id', memoryKiB: 256, iterations: 1, parallelism: 2 }
const seeded = (n: number, seed = 7) => {
  let a = seed
  return Uint8Array.from({ length: n }, () => ((a = (a * 1103515245 + 12345) >>> 0), a >>> 24))
}
/** Pushes `data` through a transformer in pieces of `size`, as a file read does. */
async function inPieces(t: Transformer, data: Uint8Array, size: number) {
  const out: Uint8Array[] = []
  for (let at = 0; at < data.length; at += size) out.push(await t.push(data.subarray(at, at + size)))
  out.push(await t.flush())
  return concatBytes(out)
}
const failure = async (p: Promise<unknown>) => {
  try {
    await p
    return 'no error'
  } catch (e) {
    return e instanceof CipherError ? e.message : `not a CipherError: ${String(e)}`
  }
}

describe('NIST SP 800-38A (CBC, CTR) and the GCM spec test cases', () => {
  it.each(vectors.cbc.map((v) => [v.name, v] as const))('%s', async (_, v) => {
    const p = { mode: 'cbc' as const, key: hex(v.key), iv: hex(v.iv) }
    const out = await rawEncrypt(p, hex(v.plaintext))
    // The vectors have no padding; with PKCS#7 one more block follows the vector's blocks.
    expect(toHex(out.subarray(0, 64))).toBe(v.ciphertext)
    expect(out.length).toBe(80)
    expect(toHex(await rawDecrypt(p, out))).toBe(v.plaintext)
  })
  it.each(vectors.ctr.map((v) => [v.name, v] as const))('%s', async (_, v) => {
    const p = { mode: 'ctr' as const, key: hex(v.key), iv: hex(v.iv) }
    expect(toHex(await rawEncrypt(p, hex(v.plaintext)))).toBe(v.ciphertext)
    // Streamed in odd pieces, the counter carries across them.
    expect(toHex(await inPieces(await rawEncryptor(p), hex(v.plaintext), 7))).toBe(v.ciphertext)
    expect(toHex(await rawDecrypt(p, hex(v.ciphertext)))).toBe(v.plaintext)
  })
  it.each(vectors.gcm.map((v) => [v.name, v] as const))('%s', async (_, v) => {
    const p = { mode: 'gcm' as const, key: hex(v.key), iv: hex(v.iv), aad: hex(v.aad) }
    expect(toHex(await rawEncrypt(p, hex(v.plaintext)))).toBe(v.ciphertext + v.tag)
    expect(toHex(await rawDecrypt(p, hex(v.ciphertext + v.tag)))).toBe(v.plaintext)
    const bad = hex(v.ciphertext + v.tag)
    bad[bad.length - 1]! ^= 1
    expect(await failure(rawDecrypt(p, bad))).toBe(WRONG_KEY_FAILED)
  })
  it('CBC streamed in pieces of any size gives the one-shot bytes, both ways', async () => {
    const v = vectors.cbc[1]!
    const p = { mode: 'cbc' as const, key: hex(v.key), iv: hex(v.iv) }
    const data = seeded(1000)
    const whole = await rawEncrypt(p, data)
    for (const size of [1, 15, 16, 17, 100, 999]) {
      expect(toHex(await inPieces(await rawEncryptor(p), data, size))).toBe(toHex(whole))
      expect(toHex(await inPieces(await rawDecryptor(p), whole, size))).toBe(toHex(data))
    }
  })
  it('CTR counts over the whole 128-bit block, as openssl does (a carry out of the low 64 bits)', async () => {
    const p = { mode: 'ctr' as const, key: hex(vectors.ctr[0]!.key), iv: hex('0000000000000000ffffffffffffffff') }
    const data = seeded(64)
    const out = await rawEncrypt(p, data)
    const second = await rawEncrypt({ ...p, iv: hex('00000000000000010000000000000000') }, data.subarray(16, 32))
    expect(toHex(out.subarray(16, 32))).toBe(toHex(second))
  })
})

describe('openssl and Python interop (committed fixtures, made by make-fixtures.py)', () => {
  it.each(cases.interop.map((c) => [c.command, c] as const))('%s', async (_, c) => {
    const p = { mode: c.mode as Mode, key: hex(c.key), iv: hex(c.iv) }
    expect(toHex(await rawEncrypt(p, hex(c.plaintext)))).toBe(c.ciphertext)
    expect(toHex(await rawDecrypt(p, hex(c.ciphertext)))).toBe(c.plaintext)
  })
})

describe('key derivation against Python', () => {
  it.each(cases.pbkdf2.map((c) => [`${c.passphrase} x${c.iterations}`, c] as const))('PBKDF2-SHA-256 %s = hashlib.pbkdf2_hmac', async (_, c) => {
    expect(toHex(await pbkdf2(c.passphrase, hex(c.salt), c.iterations, c.bytes))).toBe(c.key)
  })
  it.each(cases.argon2id.map((c) => [`${c.passphrase} m=${c.memoryKiB} t=${c.iterations} p=${c.parallelism}`, c] as const))('Argon2id %s = cryptography Argon2id', async (_, c) => {
    expect(toHex(await argon2id(c.passphrase, hex(c.salt), c, c.bytes))).toBe(c.key)
  })
  it('the Python reference reproduces RFC 9106 section 5.3 (hash-wasm takes no associated data, so it runs the cases above)', () => {
    expect(cases.argon2idRfc9106.tag).toBe('0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659')
  })
})

const OPTIONS: [string, EnvelopeOptions][] = [
  ['GCM-256 PBKDF2', { mode: 'gcm', keyBits: 256, protection: { kind: 'passphrase', passphrase: 'hunter2 but longer', kdf: fast }, chunkSize: 100 }],
  ['GCM-128 Argon2id', { mode: 'gcm', keyBits: 128, protection: { kind: 'passphrase', passphrase: 'pässwörd', kdf: argonSmall }, chunkSize: 64 }],
  ['CBC-256 PBKDF2', { mode: 'cbc', keyBits: 256, protection: { kind: 'passphrase', passphrase: 'p', kdf: fast } }],
  ['CBC-128 Argon2id', { mode: 'cbc', keyBits: 128, protection: { kind: 'passphrase', passphrase: 'p', kdf: argonSmall } }],
  ['CTR-256 PBKDF2', { mode: 'ctr', keyBits: 256, protection: { kind: 'passphrase', passphrase: 'p', kdf: fast } }],
  ['CTR-128 Argon2id', { mode: 'ctr', keyBits: 128, protection: { kind: 'passphrase', passphrase: 'p', kdf: argonSmall } }],
]
const secretOf = (o: EnvelopeOptions) => (o.protection.kind === 'passphrase' ? { passphrase: o.protection.passphrase } : {})

describe('the envelope', () => {
  it.each(OPTIONS)('%s round-trips empty, short and multi-chunk data, whole and in pieces', async (_, o) => {
    for (const n of [0, 1, 64, 100, 250, 1000]) {
      const data = seeded(n, n + 1)
      const env = await encryptEnvelope(o, data)
      expect(toHex(await decryptEnvelope(secretOf(o), env))).toBe(toHex(data))
      expect(toHex(await inPieces(envelopeDecryptor(secretOf(o)), env, 13))).toBe(toHex(data))
    }
  })
  it('describes itself: mode, key size, KDF and its parameters', async () => {
    const env = await encryptEnvelope(OPTIONS[1]![1], utf8('x'))
    expect(toHex(env.subarray(0, 6))).toBe('4454454e4301')
    const h = readHeader(env)!.header
    expect(describeHeader(h)).toBe('AES-128-GCM, Argon2id (256 KiB, 1 passes, 2 lanes)')
    expect(describeHeader({ ...h, keyBytes: 32, kdf: { kind: 'pbkdf2', iterations: 600000 } })).toBe('AES-256-GCM, PBKDF2-SHA-256 (600,000 iterations)')
    expect(h.salt.length).toBe(16)
    expect(peekHeader(utf8('hello'))).toBeNull()
    expect(await failure(decryptEnvelope({ passphrase: 'p' }, utf8('hello world')))).toBe(NOT_ENVELOPE)
  })
  it('a new salt and IV every time: the same text never encrypts to the same bytes', async () => {
    const o = OPTIONS[0]![1]
    expect(toHex(await encryptEnvelope(o, utf8('same')))).not.toBe(toHex(await encryptEnvelope(o, utf8('same'))))
  })
  it.each(OPTIONS)('%s: a wrong passphrase is refused in words', async (_, o) => {
    const env = await encryptEnvelope(o, utf8('secret text that is long enough'))
    const msg = await failure(decryptEnvelope({ passphrase: 'wrong' }, env))
    expect(msg).toBe(o.mode === 'gcm' ? DECRYPT_FAILED : 'Wrong passphrase')
  })

  describe('GCM tamper detection', () => {
    const o = OPTIONS[0]![1] // 100-byte chunks: 350 bytes make four chunks of 116 bytes sealed
    const data = seeded(350, 3)
    const open = async (env: Uint8Array) => failure(decryptEnvelope(secretOf(o), env))
    const parts = async () => {
      const env = await encryptEnvelope(o, data)
      const len = readHeader(env)!.length
      return { env, len }
    }
    it('flipping one byte anywhere (header, a chunk, a tag) fails, with nothing written', async () => {
      const { env, len } = await parts()
      expect(env.length).toBe(len + 350 + 4 * 16)
      // Every header byte (but the iteration count's three high bytes: 16 million PBKDF2 rounds are
      // slow, and the low byte shows the same), then bytes of the first, a middle and the last
      // chunk, and of a tag.
      const header = Array.from({ length: len }, (_, i) => i).filter((i) => i < 9 || i > 11)
      for (const at of [...header, len + 5, len + 116 + 50, len + 115, env.length - 1, env.length - 17]) {
        const bad = env.slice()
        bad[at]! ^= 0x01
        const msg = await open(bad)
        expect(msg, `byte ${at}`).not.toBe('no error')
      }
    })
    it('dropping the last chunk, truncating, swapping two chunks, or adding one fails', async () => {
      const { env, len } = await parts()
      const seg = (i: number) => env.subarray(len + 116 * i, len + 116 * (i + 1))
      const head = env.subarray(0, len)
      expect(await open(env.subarray(0, len + 3 * 116))).toBe(DECRYPT_FAILED) // last dropped: chunk 2 is not flagged last
      expect(await open(env.subarray(0, env.length - 1))).toBe(DECRYPT_FAILED)
      expect(await open(concatBytes([head, seg(1), seg(0), seg(2), env.subarray(len + 3 * 116)]))).toBe(DECRYPT_FAILED)
      expect(await open(concatBytes([env, seg(0)]))).toBe(DECRYPT_FAILED)
      expect(await open(head)).toBe(DECRYPT_FAILED)
      expect(await open(env.subarray(0, 10))).toBe('The data ends too early: it was cut short')
    })
    it('a decryptor fed in pieces fails at the altered chunk, having given only the chunks before it', async () => {
      const { env, len } = await parts()
      const bad = env.slice()
      bad[len + 2 * 116 + 3]! ^= 0x80
      const t = envelopeDecryptor(secretOf(o))
      const got: Uint8Array[] = []
      let msg = ''
      try {
        for (let at = 0; at < bad.length; at += 50) got.push(await t.push(bad.subarray(at, at + 50)))
        got.push(await t.flush())
      } catch (e) {
        msg = (e as Error).message
      }
      expect(msg).toBe(DECRYPT_FAILED)
      expect(concatBytes(got).length).toBe(200)
    })
  })

  it('refuses a crafted header that asks for absurd KDF work', async () => {
    const env = await encryptEnvelope(OPTIONS[1]![1], utf8('x'))
    const bad = env.slice()
    bad.set([0x7f, 0xff, 0xff, 0xff], 9) // Argon2id memory: 2 TiB
    expect(await failure(decryptEnvelope({ passphrase: 'p' }, bad))).toBe('Argon2id memory must be from 8 KiB per lane to 1 GiB')
  })
})

describe('RSA-OAEP (hybrid: an AES-256-GCM key wrapped with the public key)', async () => {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt'])
  const pem = (label: string, der: ArrayBuffer) => `-----BEGIN ${label}-----\n${btoa(String.fromCharCode(...new Uint8Array(der))).replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`
  const publicPem = pem('PUBLIC KEY', await crypto.subtle.exportKey('spki', pair.publicKey))
  const privatePem = pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', pair.privateKey))
  const publicJwk = JSON.stringify(await crypto.subtle.exportKey('jwk', pair.publicKey))
  const privateJwk = JSON.stringify(await crypto.subtle.exportKey('jwk', pair.privateKey))
  const rsa = (publicKey: string): EnvelopeOptions => ({ mode: 'gcm', keyBits: 256, protection: { kind: 'rsa', publicKey } })

  it('encrypts any length (PEM or JWK) and decrypts with the private key (PEM or JWK)', async () => {
    const data = seeded(300_000)
    const env = await encryptEnvelope(rsa(publicPem), data)
    expect(describeHeader(readHeader(env)!.header)).toBe('AES-256-GCM, a key wrapped with RSA-OAEP (SHA-256)')
    expect(toHex(await decryptEnvelope({ privateKey: privatePem }, env))).toBe(toHex(data))
    const env2 = await encryptEnvelope(rsa(publicJwk), utf8('hi'))
    expect(new TextDecoder().decode(await decryptEnvelope({ privateKey: privateJwk }, env2))).toBe('hi')
  })
  it('says what is wrong with a key', async () => {
    const env = await encryptEnvelope(rsa(publicPem), utf8('hi'))
    const other = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt'])
    expect(await failure(decryptEnvelope({ privateKey: pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', other.privateKey)) }, env))).toBe("Wrong private key: it does not unwrap this envelope's key")
    expect(await failure(decryptEnvelope({ privateKey: publicJwk }, env))).toBe('This JWK is a public key: decrypting needs the private key')
    expect(await failure(decryptEnvelope({ passphrase: 'x' }, env))).toBe('This envelope was encrypted to an RSA public key: paste the private key')
    expect(await failure(encryptEnvelope(rsa(privatePem), utf8('hi')))).toBe('Encrypting takes the public key: paste the PUBLIC KEY (openssl pkey -pubout)')
    expect(await failure(encryptEnvelope(rsa('hello'), utf8('hi')))).toBe('Not an RSA public key (PEM "PUBLIC KEY" or JWK)')
  })
})

describe('raw key and IV errors', () => {
  it('names a wrong length, in bytes and hex digits', async () => {
    expect(await failure(rawEncrypt({ mode: 'cbc', key: hex('00'.repeat(24)), iv: hex('00'.repeat(16)) }, utf8('x')))).toBe('Key must be 16 or 32 bytes (32 or 64 hex digits); this one is 24 bytes (AES-192 is not offered: Chromium refuses 192-bit AES keys)')
    expect(await failure(rawEncrypt({ mode: 'cbc', key: hex('00'.repeat(10)), iv: hex('00'.repeat(16)) }, utf8('x')))).toBe('Key must be 16 or 32 bytes (32 or 64 hex digits); this one is 10 bytes')
    expect(await failure(rawEncrypt({ mode: 'gcm', key: hex('00'.repeat(16)), iv: hex('00'.repeat(16)) }, utf8('x')))).toBe('Nonce must be 12 bytes (24 hex digits) for AES-GCM; this one is 16 bytes')
    expect(await failure(rawEncrypt({ mode: 'ctr', key: hex('00'.repeat(16)), iv: hex('00') }, utf8('x')))).toBe('IV must be 16 bytes (32 hex digits) for AES-CTR; this one is 1 bytes')
    expect(() => hexToBytes('zz', 'Key')).toThrow("Key is not hex: invalid character 'z'")
    expect(() => hexToBytes('abc', 'IV')).toThrow('IV is not hex: odd number of hex digits (3)')
  })
  it('a CBC ciphertext that is not whole blocks, or with bad padding, is refused', async () => {
    const p = { mode: 'cbc' as const, key: hex('00'.repeat(16)), iv: hex('00'.repeat(16)) }
    expect(await failure(rawDecrypt(p, seeded(20)))).toBe('AES-CBC ciphertext must be a whole number of 16-byte blocks')
    expect(await failure(rawDecrypt(p, hex('00'.repeat(32))))).toBe(WRONG_KEY_FAILED)
  })
})
