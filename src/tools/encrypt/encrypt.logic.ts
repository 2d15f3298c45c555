import { base64ToBytes, bytesToBase64 } from '../../lib/bytes'
import { ARGON2_DEFAULT, CipherError, ENVELOPE_BASE64, ENVELOPE_HEX, IV_BYTES, MODES, PBKDF2_DEFAULT, PBKDF2_LOW, toHex, type Kdf, type KeyBits, type Mode } from '../../lib/cipher'
import { passwordScore } from '../../lib/password-strength'

export type Side = 'encrypt' | 'decrypt'
export type KeySource = 'passphrase' | 'raw' | 'rsa'
export type KdfKind = 'pbkdf2' | 'argon2id'
export type OutputFormat = 'base64' | 'hex'

/**
 * Stored as `devtools-encrypt` and carried by a Share link: settings only. The plaintext, the
 * ciphertext, the passphrase and every key live in memory (encrypt.state.ts) and are never stored
 * nor shared (D32); the ciphertext too, which is simplest and leaks nothing about what was done.
 */
export type EncryptState = {
  side: Side
  source: KeySource
  mode: Mode
  keyBits: KeyBits
  kdf: KdfKind
  iterations: number
  argonMemoryMiB: number
  argonIterations: number
  argonParallelism: number
  format: OutputFormat
}

export const DEFAULTS: EncryptState = {
  side: 'encrypt',
  source: 'passphrase',
  mode: 'gcm',
  keyBits: 256,
  kdf: 'pbkdf2',
  iterations: PBKDF2_DEFAULT,
  argonMemoryMiB: ARGON2_DEFAULT.memoryKiB / 1024,
  argonIterations: ARGON2_DEFAULT.iterations,
  argonParallelism: ARGON2_DEFAULT.parallelism,
  format: 'base64',
}

const whole = (v: unknown, min: number, max: number, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback)
const oneOf = <T>(v: unknown, options: readonly T[], fallback: T): T => (options.includes(v as T) ? (v as T) : fallback)

export const validateState = (s: EncryptState): EncryptState => ({
  side: oneOf(s.side, ['encrypt', 'decrypt'] as const, DEFAULTS.side),
  source: oneOf(s.source, ['passphrase', 'raw', 'rsa'] as const, DEFAULTS.source),
  mode: oneOf(s.mode, MODES, DEFAULTS.mode),
  keyBits: oneOf(s.keyBits, [128, 256] as const, DEFAULTS.keyBits),
  kdf: oneOf(s.kdf, ['pbkdf2', 'argon2id'] as const, DEFAULTS.kdf),
  iterations: whole(s.iterations, 1, 100_000_000, DEFAULTS.iterations),
  argonMemoryMiB: whole(s.argonMemoryMiB, 1, 1024, DEFAULTS.argonMemoryMiB),
  argonIterations: whole(s.argonIterations, 1, 100, DEFAULTS.argonIterations),
  argonParallelism: whole(s.argonParallelism, 1, 16, DEFAULTS.argonParallelism),
  format: oneOf(s.format, ['base64', 'hex'] as const, DEFAULTS.format),
})

/** The KDF the settings describe. */
export const kdfOf = (s: EncryptState): Kdf =>
  s.kdf === 'pbkdf2' ? { kind: 'pbkdf2', iterations: s.iterations } : { kind: 'argon2id', memoryKiB: s.argonMemoryMiB * 1024, iterations: s.argonIterations, parallelism: s.argonParallelism }

/** What the user typed: in memory only. */
export type Secrets = { plaintext: string; ciphertext: string; passphrase: string; keyHex: string; ivHex: string; publicKey: string; privateKey: string }
export const NO_SECRETS: Secrets = { plaintext: '', ciphertext: '', passphrase: '', keyHex: '', ivHex: '', publicKey: '', privateKey: '' }

export const CBC_UNAUTHENTICATED = 'CBC without authentication: anyone can alter this ciphertext undetected (and a padding oracle can read it). Prefer GCM.'
export const CTR_UNAUTHENTICATED = 'CTR without authentication: anyone can alter this ciphertext undetected, bit for bit. Prefer GCM.'
export const FIXED_IV = 'You chose the IV: never encrypt two messages with the same key and IV (a passphrase picks a random one each time).'
export const SHORT_PASSPHRASE = 'A weak passphrase: anyone holding the ciphertext can guess it offline. Use 12+ characters, or four random words.'
export const lowIterations = (n: number) => `Only ${n.toLocaleString('en-US')} PBKDF2 iterations: each guess is cheap. OWASP (2023) says 600,000 for PBKDF2-SHA-256.`
export const LOW_ARGON_MEMORY = 'Under 19 MiB of Argon2id memory: OWASP\'s least (19 MiB, 2 passes); RFC 9106 recommends 64 MiB.'

/** Plain warnings on weak choices for encrypting, in the order shown. */
export function warningsFor(s: EncryptState, secrets: Pick<Secrets, 'passphrase'>): string[] {
  if (s.side !== 'encrypt') return []
  const out: string[] = []
  const mode = s.source === 'rsa' ? 'gcm' : s.mode
  if (mode === 'cbc') out.push(CBC_UNAUTHENTICATED)
  if (mode === 'ctr') out.push(CTR_UNAUTHENTICATED)
  if (s.source === 'raw') out.push(FIXED_IV)
  if (s.source === 'passphrase') {
    if (secrets.passphrase && (secrets.passphrase.length < 12 || passwordScore(secrets.passphrase) < 3)) out.push(SHORT_PASSPHRASE)
    if (s.kdf === 'pbkdf2' && s.iterations < PBKDF2_LOW) out.push(lowIterations(s.iterations))
    if (s.kdf === 'argon2id' && s.argonMemoryMiB < 19) out.push(LOW_ARGON_MEMORY)
  }
  return out
}

/** Bytes as the chosen text format. */
export const formatBytes = (b: Uint8Array, f: OutputFormat) => (f === 'hex' ? toHex(b) : bytesToBase64(b))

/**
 * A pasted ciphertext's bytes: hex when it is only hex digits (an even number), else Base64
 * (standard or URL-safe, line breaks allowed); an error in words otherwise.
 */
export function parseCiphertext(text: string): Uint8Array {
  const t = text.replace(/\s+/g, '')
  if (!t) throw new CipherError('Paste the ciphertext (Base64 or hex)')
  if (/^(?:[0-9a-fA-F]{2})+$/.test(t)) return Uint8Array.from(t.match(/../g)!, (x) => parseInt(x, 16))
  try {
    return base64ToBytes(t)
  } catch {
    throw new CipherError('The ciphertext is neither Base64 nor hex')
  }
}

/** Whether a text is one of this tool's envelopes (Base64 or hex of the DTENC magic). */
export const looksLikeEnvelope = (text: string) => {
  const t = text.replace(/\s+/g, '')
  return t.startsWith(ENVELOPE_BASE64) || t.toLowerCase().startsWith(ENVELOPE_HEX)
}

/** Plaintext bytes as text: UTF-8 when they are, else null (the screen then offers them as hex or a file). */
export function asText(b: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(b)
  } catch {
    return null
  }
}

/** A random key (hex) for the key size chosen, and a random IV (nonce) for the mode. */
export const randomHex = (n: number) => toHex(globalThis.crypto.getRandomValues(new Uint8Array(n)))
export const ivBytesFor = (mode: Mode) => IV_BYTES[mode]

/** The name a file gets: `name.enc` when encrypting; decrypting drops `.enc` (or adds `.decrypted`). */
export function outputName(name: string, side: Side): string {
  if (side === 'encrypt') return `${name}.enc`
  return /\.enc$/i.test(name) && name.length > 4 ? name.slice(0, -4) : `${name}.decrypted`
}

export const REUSED_IV = 'Refused: this key and nonce already encrypted something in this session. GCM with a reused nonce gives away both messages and lets anyone forge new ones. Generate a new IV.'

/**
 * The key+nonce pairs GCM encrypted with in this session, remembered as hashes only, in memory
 * (a reload forgets them, and nothing is stored).
 */
export class NonceMemory {
  private seen = new Set<string>()
  has = (fingerprint: string) => this.seen.has(fingerprint)
  add = (fingerprint: string) => void this.seen.add(fingerprint)
}

export const MODE_OPTIONS = [
  { value: 'gcm', label: 'AES-GCM (authenticated)' },
  { value: 'cbc', label: 'AES-CBC' },
  { value: 'ctr', label: 'AES-CTR' },
]
export const KEY_BITS_OPTIONS = [
  { value: '256', label: '256-bit' },
  { value: '128', label: '128-bit' },
]
export const SOURCE_OPTIONS = [
  { value: 'passphrase', label: 'Passphrase' },
  { value: 'raw', label: 'Raw key and IV (hex)' },
  { value: 'rsa', label: 'RSA-OAEP key pair' },
]
export const KDF_OPTIONS = [
  { value: 'pbkdf2', label: 'PBKDF2-SHA-256' },
  { value: 'argon2id', label: 'Argon2id' },
]
export const FORMAT_OPTIONS = [
  { value: 'base64', label: 'Base64' },
  { value: 'hex', label: 'Hex' },
]
