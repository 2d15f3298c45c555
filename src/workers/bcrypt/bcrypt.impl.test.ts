import bcryptjs from 'bcryptjs'
import { describe, expect, it } from 'vitest'
import { bcryptPbkdf } from '../../lib/bcrypt-pbkdf'
import { as2b, BCRYPT_HASH, bcryptApi, bcryptHash, bcryptVerify, clampCost } from './bcrypt.impl'

/** Known pairs from the OpenWall crypt_blowfish test vectors (also in bcryptjs's and passlib's suites). */
const KNOWN: [string, string][] = [
  ['U*U', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW'],
  ['U*U*', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK'],
  ['U*U*U', '$2a$05$XXXXXXXXXXXXXXXXXXXXXOAcXxm9kjPGEMsLznoKqmqw7tc8WCx4a'],
  ['', '$2a$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy'],
  ['0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789chars after 72 are ignored', '$2a$05$abcdefghijklmnopqrstuu5s2v8.iXieOjg/.AySBTTZIIVFJeBui'],
]

const saltOf = (hash: string) => Uint8Array.from(bcryptjs.decodeBase64(hash.slice(7, 29), 16))

describe('bcrypt engine (hash-wasm)', () => {
  for (const [password, hash] of KNOWN) {
    it(`reproduces and verifies the known pair for ${JSON.stringify(password.slice(0, 12))}`, async () => {
      const made = await bcryptHash({ password, rounds: 5, salt: saltOf(hash) })
      expect(made.hash).toBe(hash.replace(/^\$2a\$/, '$2b$')) // same cost, salt and digest, with the $2b$ prefix
      expect((await bcryptVerify({ password, hash })).match).toBe(true)
      expect((await bcryptVerify({ password: '!' + password, hash })).match).toBe(false)
    })
  }

  it('makes standard $2a$/$2b$ strings that bcryptjs verifies, and verifies bcryptjs hashes ($2b$ and $2y$)', async () => {
    const { hash } = await bcryptHash({ password: 'correct horse', rounds: 6 })
    expect(hash).toMatch(BCRYPT_HASH)
    expect(hash.slice(0, 7)).toBe('$2b$06$')
    expect(bcryptjs.compareSync('correct horse', hash)).toBe(true)
    expect(bcryptjs.compareSync('correct horsE', hash)).toBe(false)
    const theirs = bcryptjs.hashSync('pässwörd 😀', 6)
    expect((await bcryptVerify({ password: 'pässwörd 😀', hash: theirs })).match).toBe(true)
    expect((await bcryptVerify({ password: 'pässwörd 😀', hash: theirs.replace(/^\$2b\$/, '$2y$') })).match).toBe(true)
    expect((await bcryptVerify({ password: 'passwörd 😀', hash: theirs })).match).toBe(false)
  })

  it('writes the $2b$ prefix: the exact string bcryptjs makes for the same salt, and bcryptjs.compareSync accepts it', async () => {
    for (const password of ['correct horse', 'pässwörd 😀', '日本語のパスワード', '\u00ff\u00ff\u00a3', 'x'.repeat(80), '']) {
      const salt = crypto.getRandomValues(new Uint8Array(16))
      const ours = await bcryptHash({ password, rounds: 5, salt })
      expect(ours.hash.slice(0, 7)).toBe('$2b$05$')
      const theirs = bcryptjs.hashSync(password, `$2b$05$${bcryptjs.encodeBase64(salt, 16)}`)
      expect(ours.hash).toBe(theirs)
      expect(bcryptjs.compareSync(password, ours.hash)).toBe(true)
      expect(bcryptjs.compareSync(password + '!', ours.hash)).toBe(password.length >= 72)
    }
    expect(as2b('$2a$10$abc')).toBe('$2b$10$abc')
    expect(as2b('$2y$10$abc')).toBe('$2y$10$abc')
  })

  it('uses a fresh random salt each time', async () => {
    const a = await bcryptHash({ password: 'same', rounds: 4 })
    const b = await bcryptHash({ password: 'same', rounds: 4 })
    expect(a.hash).not.toBe(b.hash)
  })

  it('clamps the cost to 4-31 (SPEC section 5)', async () => {
    expect([clampCost(1), clampCost(4), clampCost(10), clampCost(15), clampCost(40), clampCost(NaN)]).toEqual([4, 4, 10, 15, 31, 10])
    expect((await bcryptHash({ password: 'x', rounds: 2 })).hash.slice(3, 7)).toBe('$04$')
  })

  it('refuses what is not a bcrypt hash', async () => {
    await expect(bcryptVerify({ password: 'x', hash: 'not a hash' })).rejects.toThrow('Not a bcrypt hash')
    await expect(bcryptVerify({ password: 'x', hash: '$2a$05$short' })).rejects.toThrow('Not a bcrypt hash')
  })
})

describe('bcryptPbkdf job (the Keys & Tokens tool)', () => {
  it('is the library function, run in this worker', async () => {
    const pass = new TextEncoder().encode('pw')
    const salt = new Uint8Array(16).fill(7)
    expect(await bcryptApi.bcryptPbkdf({ pass, salt, rounds: 2, keyLength: 48 })).toEqual(await bcryptPbkdf(pass, salt, 2, 48))
  })
})
