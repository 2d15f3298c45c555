import { createDecipheriv } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bcryptPbkdf } from './bcrypt-pbkdf'
import { base64ToBytes } from './bytes'
import fixtures from './fixtures/ssh/cases.json'

/** The parts of an openssh-key-v1 file ssh-keygen wrote (fixtures/ssh/make-cases.py). */
function parts(pem: string) {
  const b = base64ToBytes(pem.replace(/-----[A-Z ]+-----/g, ''))
  const v = new DataView(b.buffer)
  let pos = 15
  const str = () => {
    const n = v.getUint32(pos)
    const s = b.subarray(pos + 4, pos + 4 + n)
    pos += 4 + n
    return s
  }
  str()
  str()
  const kdf = str()
  pos += 4
  str()
  const secret = str()
  const kv = new DataView(kdf.buffer, kdf.byteOffset)
  return { salt: kdf.subarray(4, 4 + kv.getUint32(0)), rounds: kv.getUint32(4 + kv.getUint32(0)), secret }
}

describe('bcrypt_pbkdf', () => {
  it('derives the aes256-ctr key and IV ssh-keygen used (decrypted here by node:crypto, not by our code)', async () => {
    const c = fixtures.cases[0]!
    const enc = parts(c.encrypted)
    const plain = parts(c.private).secret
    expect(enc.rounds).toBe(16)
    const keyIv = await bcryptPbkdf(new TextEncoder().encode(fixtures.passphrase), enc.salt, enc.rounds, 48)
    const d = createDecipheriv('aes-256-ctr', keyIv.subarray(0, 32), keyIv.subarray(32))
    const out = new Uint8Array([...d.update(enc.secret), ...d.final()])
    // The check numbers differ between the two files (ssh-keygen -p draws new ones); the key after them is the same.
    expect(out.subarray(0, 4)).toEqual(out.subarray(4, 8))
    expect(out.subarray(8, 8 + plain.length - 8 - 8)).toEqual(plain.subarray(8, plain.length - 8))
  })

  it('a different passphrase or salt gives a different key; the C code refusals are kept', async () => {
    const salt = new Uint8Array(16)
    const a = await bcryptPbkdf(new TextEncoder().encode('a'), salt, 2, 48)
    const b = await bcryptPbkdf(new TextEncoder().encode('b'), salt, 2, 48)
    expect(a).toHaveLength(48)
    expect(a).not.toEqual(b)
    await expect(bcryptPbkdf(new Uint8Array(1), new Uint8Array(), 1, 32)).rejects.toThrow('invalid')
    await expect(bcryptPbkdf(new Uint8Array(1), salt, 0, 32)).rejects.toThrow('invalid')
  })
})

describe('Blowfish initial state', () => {
  it('is the fractional hex digits of pi (computed here by Machin\'s formula)', async () => {
    const { BLOWFISH_PI_HEX } = await import('./blowfish-tables')
    expect(BLOWFISH_PI_HEX).toHaveLength((18 + 1024) * 8)
    const digits = BLOWFISH_PI_HEX.length + 8
    const one = 1n << BigInt(4 * digits)
    const atanInv = (x: bigint) => {
      let sum = 0n
      let term = one / x
      for (let k = 0n; term !== 0n; k++) {
        sum += (k % 2n ? -term : term) / (2n * k + 1n)
        term /= x * x
      }
      return sum
    }
    const pi = 16n * atanInv(5n) - 4n * atanInv(239n)
    expect(pi.toString(16).slice(1, 1 + BLOWFISH_PI_HEX.length)).toBe(BLOWFISH_PI_HEX)
  })
})
