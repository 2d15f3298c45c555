import { describe, expect, it } from 'vitest'
import cases from '../../../lib/fixtures/cipher/cases.json'
import vectors from '../../../lib/fixtures/cipher/vectors.json'
import { hexBytes, opError, randomBytes, run } from './op-test-kit'

const hex = (v: unknown) => Array.from(v as Uint8Array, (b) => b.toString(16).padStart(2, '0')).join('')

describe('AES Encrypt / AES Decrypt', () => {
  it('give openssl enc\'s and Python AESGCM\'s bytes (the committed interop fixtures), and undo them', async () => {
    for (const c of cases.interop) {
      const args = { key: c.key, iv: c.iv, mode: c.mode }
      expect(hex(await run('aes-encrypt', hexBytes(c.plaintext), args)), c.command).toBe(c.ciphertext)
      expect(hex(await run('aes-decrypt', hexBytes(c.ciphertext), args)), c.command).toBe(c.plaintext)
    }
  })
  it('the defaults are SP 800-38A F.2.1 (CBC-AES128): its blocks, then one block of padding', async () => {
    const v = vectors.cbc[0]!
    expect(hex(await run('aes-encrypt', hexBytes(v.plaintext))).slice(0, 128)).toBe(v.ciphertext)
  })
  it('round-trip in every mode and key size on random bytes', async () => {
    for (const mode of ['cbc', 'ctr', 'gcm']) {
      for (const key of ['00'.repeat(16), 'ab'.repeat(32)]) {
        const args = { key, iv: mode === 'gcm' ? '11'.repeat(12) : '22'.repeat(16), mode }
        const data = randomBytes(mode.length + key.length, 777)
        expect(hex(await run('aes-decrypt', (await run('aes-encrypt', data, args)) as Uint8Array, args))).toBe(hex(data))
      }
    }
  })
  it('say what is wrong with the key, the IV, or the data', async () => {
    expect(await opError('aes-encrypt', 'x', { key: '00'.repeat(24) })).toBe('Key must be 16 or 32 bytes (32 or 64 hex digits); this one is 24 bytes (AES-192 is not offered: Chromium refuses 192-bit AES keys)')
    expect(await opError('aes-encrypt', 'x', { mode: 'gcm' })).toBe('Nonce must be 12 bytes (24 hex digits) for AES-GCM; this one is 16 bytes')
    expect(await opError('aes-encrypt', 'x', { key: 'xyz' })).toBe("Key is not hex: invalid character 'x'")
    const args = { iv: '00'.repeat(12), mode: 'gcm' }
    const sealed = (await run('aes-encrypt', 'hello', args)) as Uint8Array
    sealed[0]! ^= 1
    expect(await opError('aes-decrypt', sealed, args)).toBe('Wrong key, or the data was altered')
  })
})
