import { createSHA512 } from 'hash-wasm'
import { BLOWFISH_PI_HEX } from './blowfish-tables'

/**
 * OpenBSD's bcrypt_pbkdf (lib/libutil/bcrypt_pbkdf.c), the key derivation of OpenSSH's
 * `openssh-key-v1` private keys (kdf "bcrypt"): a port of the C code, over a Blowfish of its own
 * (the one in bcryptjs is not exported). Checked against keys ssh-keygen encrypted
 * (fixtures/ssh/, bcrypt-pbkdf.test.ts and ssh-key.test.ts).
 */

const PI = Uint32Array.from(BLOWFISH_PI_HEX.match(/.{8}/g) ?? [], (h) => parseInt(h, 16))

type State = { p: Uint32Array; s: Uint32Array }

const initState = (): State => ({ p: PI.slice(0, 18), s: PI.slice(18) })

/** Encrypts the block (l, r) in place in `lr` at index i. */
function encipher(st: State, lr: Uint32Array, i: number) {
  const { p, s } = st
  let l = lr[i]!
  let r = lr[i + 1]!
  l ^= p[0]!
  for (let k = 1; k <= 16; k += 2) {
    r ^= (((s[l >>> 24]! + s[256 | ((l >>> 16) & 0xff)]!) ^ s[512 | ((l >>> 8) & 0xff)]!) + s[768 | (l & 0xff)]!) ^ p[k]!
    l ^= (((s[r >>> 24]! + s[256 | ((r >>> 16) & 0xff)]!) ^ s[512 | ((r >>> 8) & 0xff)]!) + s[768 | (r & 0xff)]!) ^ p[k + 1]!
  }
  lr[i] = r ^ p[17]!
  lr[i + 1] = l
}

/** Reads 4 bytes big-endian from `data`, cycling; `pos` is [offset]. */
function streamWord(data: Uint8Array, pos: number[]): number {
  let w = 0
  for (let k = 0; k < 4; k++) {
    if (pos[0]! >= data.length) pos[0] = 0
    w = (w << 8) | data[pos[0]!]!
    pos[0]!++
  }
  return w >>> 0
}

/** Blowfish_expandstate (data given) and Blowfish_expand0state (data null). */
function expand(st: State, key: Uint8Array, data: Uint8Array | null) {
  const kp = [0]
  for (let i = 0; i < 18; i++) st.p[i] = st.p[i]! ^ streamWord(key, kp)
  const dp = [0]
  const lr = new Uint32Array(2)
  const fill = (arr: Uint32Array) => {
    for (let i = 0; i < arr.length; i += 2) {
      if (data) {
        lr[0] = lr[0]! ^ streamWord(data, dp)
        lr[1] = lr[1]! ^ streamWord(data, dp)
      }
      encipher(st, lr, 0)
      arr[i] = lr[0]!
      arr[i + 1] = lr[1]!
    }
  }
  fill(st.p)
  fill(st.s)
}

const MAGIC = new TextEncoder().encode('OxychromaticBlowfishSwatDynamite')

function bcryptHash(sha2pass: Uint8Array, sha2salt: Uint8Array, out: Uint8Array) {
  const st = initState()
  expand(st, sha2pass, sha2salt)
  for (let i = 0; i < 64; i++) {
    expand(st, sha2salt, null)
    expand(st, sha2pass, null)
  }
  const cdata = new Uint32Array(8)
  const pos = [0]
  for (let i = 0; i < 8; i++) cdata[i] = streamWord(MAGIC, pos)
  for (let i = 0; i < 64; i++) for (let j = 0; j < 8; j += 2) encipher(st, cdata, j)
  for (let i = 0; i < 8; i++) {
    const w = cdata[i]!
    out[4 * i + 3] = w >>> 24
    out[4 * i + 2] = w >>> 16
    out[4 * i + 1] = w >>> 8
    out[4 * i] = w
  }
}

/** bcrypt_pbkdf(pass, salt, rounds) -> keyLength bytes. Throws on the C code's own refusals. */
export async function bcryptPbkdf(pass: Uint8Array, salt: Uint8Array, rounds: number, keyLength: number): Promise<Uint8Array> {
  if (rounds < 1 || keyLength < 1 || keyLength > 32 * 32 || salt.length === 0 || salt.length > 1 << 20) throw new Error('bcrypt_pbkdf: invalid rounds, salt or key length')
  const sha = await createSHA512()
  const hash = (...parts: Uint8Array[]) => {
    sha.init()
    for (const p of parts) sha.update(p)
    return sha.digest('binary')
  }
  const key = new Uint8Array(keyLength)
  const stride = Math.ceil(keyLength / 32)
  let amt = Math.ceil(keyLength / stride)
  const sha2pass = hash(pass)
  const out = new Uint8Array(32)
  const tmp = new Uint8Array(32)
  let left = keyLength
  for (let count = 1; left > 0; count++) {
    const countBytes = new Uint8Array([count >>> 24, count >>> 16, count >>> 8, count])
    bcryptHash(sha2pass, hash(salt, countBytes), tmp)
    out.set(tmp)
    for (let r = 1; r < rounds; r++) {
      bcryptHash(sha2pass, hash(tmp), tmp)
      for (let j = 0; j < 32; j++) out[j] = out[j]! ^ tmp[j]!
    }
    amt = Math.min(amt, left)
    let i = 0
    for (; i < amt; i++) {
      const dest = i * stride + (count - 1)
      if (dest >= keyLength) break
      key[dest] = out[i]!
    }
    left -= i
  }
  return key
}
