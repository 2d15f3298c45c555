import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { bytesToBase64 } from '../../lib/bytes'
import { encryptEnvelope, toHex } from '../../lib/cipher'
import { DEFAULTS, kdfOf, lowIterations, outputName, parseCiphertext, SHORT_PASSPHRASE, CBC_UNAUTHENTICATED, CTR_UNAUTHENTICATED, FIXED_IV, LOW_ARGON_MEMORY, NonceMemory, validateState, warningsFor, asText } from './encrypt.logic'
import port from './encrypt.input'
import { encryptAtom, encryptSecretsAtom, encryptShare } from './encrypt.state'

describe('encrypt logic', () => {
  it('warns in plain words on weak choices, and only when encrypting', () => {
    const strong = { passphrase: 'Correct-Horse-Battery-9' }
    expect(warningsFor(DEFAULTS, strong)).toEqual([])
    expect(warningsFor(DEFAULTS, { passphrase: 'hunter2' })).toEqual([SHORT_PASSPHRASE])
    expect(warningsFor({ ...DEFAULTS, iterations: 10_000 }, strong)).toEqual([lowIterations(10_000)])
    expect(lowIterations(10_000)).toBe('Only 10,000 PBKDF2 iterations: each guess is cheap. OWASP (2023) says 600,000 for PBKDF2-SHA-256.')
    expect(warningsFor({ ...DEFAULTS, mode: 'cbc' }, strong)).toEqual([CBC_UNAUTHENTICATED])
    expect(CBC_UNAUTHENTICATED).toContain('anyone can alter this ciphertext undetected')
    expect(warningsFor({ ...DEFAULTS, mode: 'ctr', source: 'raw' }, strong)).toEqual([CTR_UNAUTHENTICATED, FIXED_IV])
    expect(warningsFor({ ...DEFAULTS, kdf: 'argon2id', argonMemoryMiB: 8 }, strong)).toEqual([LOW_ARGON_MEMORY])
    expect(warningsFor({ ...DEFAULTS, mode: 'cbc', source: 'rsa' }, strong)).toEqual([]) // RSA is always GCM
    expect(warningsFor({ ...DEFAULTS, side: 'decrypt', mode: 'cbc' }, { passphrase: 'x' })).toEqual([])
  })
  it('defaults: GCM, 256-bit, PBKDF2 600,000 (OWASP 2023); Argon2id at RFC 9106 second option', () => {
    expect(kdfOf(DEFAULTS)).toEqual({ kind: 'pbkdf2', iterations: 600_000 })
    expect(kdfOf({ ...DEFAULTS, kdf: 'argon2id' })).toEqual({ kind: 'argon2id', memoryKiB: 65536, iterations: 3, parallelism: 4 })
    expect(validateState({ ...DEFAULTS, mode: 'ecb' as never, keyBits: 192 as never, iterations: -1 })).toEqual(DEFAULTS)
  })
  it('reads a ciphertext as hex or Base64, and says when it is neither', () => {
    expect(Array.from(parseCiphertext('de ad\nbe ef'))).toEqual([0xde, 0xad, 0xbe, 0xef])
    expect(Array.from(parseCiphertext('3q2+7w=='))).toEqual([0xde, 0xad, 0xbe, 0xef])
    expect(() => parseCiphertext('not base64!')).toThrow('The ciphertext is neither Base64 nor hex')
    expect(() => parseCiphertext('  ')).toThrow('Paste the ciphertext (Base64 or hex)')
    expect(asText(new Uint8Array([0xff]))).toBeNull()
  })
  it('names output files', () => {
    expect(outputName('report.pdf', 'encrypt')).toBe('report.pdf.enc')
    expect(outputName('report.pdf.enc', 'decrypt')).toBe('report.pdf')
    expect(outputName('blob', 'decrypt')).toBe('blob.decrypted')
  })
  it('remembers key+nonce fingerprints it is given', () => {
    const m = new NonceMemory()
    m.add('a')
    expect([m.has('a'), m.has('b')]).toEqual([true, false])
  })
})

describe('encrypt input port and storage (D25, D32)', async () => {
  const env = await encryptEnvelope({ mode: 'gcm', keyBits: 256, protection: { kind: 'passphrase', passphrase: 'p', kdf: { kind: 'pbkdf2', iterations: 1 } } }, new TextEncoder().encode('hi'))
  it('an envelope (Base64 or hex) opens the Decrypt side as the ciphertext; other text is the plaintext', () => {
    for (const text of [bytesToBase64(env), toHex(env)]) {
      const store = createStore()
      store.set(port.atom, port.accept(store.get(port.atom), text))
      expect(store.get(encryptAtom).side).toBe('decrypt')
      expect(store.get(encryptSecretsAtom).ciphertext).toBe(text)
    }
    const store = createStore()
    store.set(encryptAtom, { ...DEFAULTS, side: 'decrypt', source: 'raw' })
    store.set(port.atom, port.accept(store.get(port.atom), 'meet at noon'))
    expect(store.get(encryptAtom).side).toBe('encrypt')
    expect(store.get(encryptSecretsAtom).plaintext).toBe('meet at noon')
  })
  it('a Share link and storage hold the settings and no secret', () => {
    const store = createStore()
    store.set(encryptSecretsAtom, { plaintext: 'P', ciphertext: 'C', passphrase: 'S', keyHex: 'K', ivHex: 'I', publicKey: 'U', privateKey: 'R' })
    const picked = encryptShare.pick(store.get(encryptAtom), { credentials: true })
    expect(Object.keys(picked).sort()).toEqual(Object.keys(DEFAULTS).sort())
    expect(JSON.stringify(picked)).not.toMatch(/"[PCSKIUR]"/)
  })
})
