import { LockKeyhole } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'encrypt',
  title: 'Encrypt & Decrypt',
  description: 'AES-GCM, CBC, CTR and RSA-OAEP for text or files.',
  category: 'security',
  keywords: ['encrypt', 'decrypt', 'aes', 'aes-gcm', 'aes-cbc', 'aes-ctr', 'rsa-oaep', 'cipher', 'passphrase', 'pbkdf2', 'argon2id', 'openssl enc', 'encrypt file'],
  icon: LockKeyhole,
  load: () => import('./encrypt'),
  input: () => import('./encrypt.input'),
  files: { accept: ['*'], reason: 'Encrypt or decrypt this file' },
  storageId: 'encrypt',
  features: [
    { name: 'Decrypt', keywords: ['decrypt', 'decrypt text', 'decrypt file', 'openssl enc -d'], select: ['Decrypt'] },
    { name: 'Encrypt a file', keywords: ['encrypt file', 'file encryption', 'password protect file'] },
    { name: 'Raw key and IV', keywords: ['aes key iv', 'raw key', 'hex key', 'openssl -K -iv'], focus: 'Key from', option: 'Raw key and IV (hex)' },
    { name: 'RSA-OAEP', keywords: ['rsa encrypt', 'rsa-oaep', 'public key encryption', 'encrypt with public key'], focus: 'Key from', option: 'RSA-OAEP key pair' },
    { name: 'Argon2id', keywords: ['argon2', 'argon2id', 'key derivation'], select: ['Encrypt', 'Passphrase'], focus: 'Key derivation', option: 'Argon2id' },
  ],
})
