import { defineOperation } from './types'

/** The modes AES Encrypt and AES Decrypt offer (ECB is not offered: it shows the plaintext's patterns). */
export const AES_MODES = [
  { value: 'cbc', label: 'CBC' },
  { value: 'ctr', label: 'CTR' },
  { value: 'gcm', label: 'GCM' },
] as const

// The defaults are SP 800-38A's example key and IV, so a new step runs at once; replace them.
const AES_ARGS = [
  { key: 'key', label: 'Key (16 or 32 bytes)', type: 'key', default: '2b7e151628aed2a6abf7158809cf4f3c', encoding: 'hex' },
  { key: 'iv', label: 'IV (CBC, CTR: 16 bytes; GCM: 12)', type: 'key', default: '000102030405060708090a0b0c0d0e0f', encoding: 'hex' },
  { key: 'mode', label: 'Mode', type: 'select', default: 'cbc', options: AES_MODES },
] as const

/** Encryption with a raw key and IV (the Encrypt & Decrypt tool's engine, src/lib/cipher.ts). */
export default [
  defineOperation({
    id: 'aes-encrypt',
    name: 'AES Encrypt',
    category: 'crypto',
    description: 'AES-128 or AES-256 with a raw key and IV: CBC (PKCS#7 padding) and CTR as openssl enc -K -iv -nosalt gives them; GCM as ciphertext then the 16-byte tag.',
    keywords: ['aes', 'encrypt', 'aes-cbc', 'aes-ctr', 'aes-gcm', 'cipher', 'openssl enc', 'symmetric encryption'],
    input: 'bytes',
    output: 'bytes',
    args: AES_ARGS,
    inverse: 'aes-decrypt',
  }),
  defineOperation({
    id: 'aes-decrypt',
    name: 'AES Decrypt',
    category: 'crypto',
    description: 'Undoes AES Encrypt with the same key, IV and mode; GCM checks the tag and CBC the padding, and a mismatch is an error.',
    keywords: ['aes', 'decrypt', 'aes-cbc', 'aes-ctr', 'aes-gcm', 'cipher', 'openssl enc -d', 'symmetric decryption'],
    input: 'bytes',
    output: 'bytes',
    args: AES_ARGS,
    inverse: 'aes-encrypt',
  }),
]
