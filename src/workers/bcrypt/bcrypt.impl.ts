import bcryptjs from 'bcryptjs'
import { bcrypt, bcryptVerify as wasmVerify } from 'hash-wasm'
import { bcryptPbkdf } from '../../lib/bcrypt-pbkdf'

/**
 * The `bcrypt` engine: hash-wasm's bcrypt, chosen over bcryptjs by measurement (medians, Chromium
 * on this machine: cost 10 283 ms vs 408 ms, cost 12 1192 ms vs 2043 ms; node: cost 12 1120 ms vs
 * 1580 ms). Every hash made here carries the `$2b$` prefix (see `as2b`), as bcryptjs, OpenBSD and
 * most libraries write today; `$2a$`, `$2b$` and `$2y$` hashes are all verified.
 * It runs in its own worker so a cost-15 hash never blocks the page or queues behind file hashing.
 * bcryptjs stays only for the empty password, which hash-wasm refuses.
 */

/** SPEC section 5: the hashing itself clamps the cost to 4-31. */
export const clampCost = (rounds: number) => Math.min(31, Math.max(4, Math.round(Number.isFinite(rounds) ? rounds : 10)))

/** bcrypt reads at most 72 bytes of the password (OpenBSD, bcryptjs); longer input is cut there. */
export const MAX_PASSWORD_BYTES = 72
export const passwordBytes = (password: string) => new TextEncoder().encode(password).subarray(0, MAX_PASSWORD_BYTES)

/** A modular-crypt bcrypt string: $2a$, $2b$ or $2y$, two-digit cost, 22 salt + 31 hash characters. */
export const BCRYPT_HASH = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/

/**
 * hash-wasm (crypt_blowfish inside) writes `$2a$`; we hand out `$2b$`. For what we hash the two are
 * the same algorithm with the same output: `$2b$` (OpenBSD 2014) only fixed a wrap-around of
 * passwords over 255 bytes, and we cut every password at 72 bytes; crypt_blowfish's `$2a$`
 * "safety" tweak changes the result only for passwords containing 0xFF bytes, which UTF-8 (how
 * every password is encoded here) never produces. The unit tests check full strings against
 * bcryptjs's `$2b$` output for the same salt.
 */
export const as2b = (hash: string) => hash.replace(/^\$2a\$/, '$2b$')

export type BcryptHashInput = { password: string; rounds: number; /** 16 bytes; random when absent. */ salt?: Uint8Array }
export type BcryptHashOutput = { hash: string; ms: number }

export async function bcryptHash({ password, rounds, salt }: BcryptHashInput): Promise<BcryptHashOutput> {
  const bytes = passwordBytes(password)
  const started = performance.now()
  const salt16 = salt ?? crypto.getRandomValues(new Uint8Array(16))
  // hash-wasm refuses an empty password; bcrypt of "" is well defined, so bcryptjs does that one.
  if (bytes.length === 0) {
    const cost = String(clampCost(rounds)).padStart(2, '0')
    const hash = bcryptjs.hashSync('', `$2b$${cost}$${bcryptjs.encodeBase64(salt16, 16)}`)
    return { hash, ms: performance.now() - started }
  }
  const hash = await bcrypt({
    password: bytes,
    salt: salt16,
    costFactor: clampCost(rounds),
    outputType: 'encoded',
  })
  return { hash: as2b(hash), ms: performance.now() - started }
}

export type BcryptVerifyInput = { password: string; hash: string }
export type BcryptVerifyOutput = { match: boolean; ms: number }

export async function bcryptVerify({ password, hash }: BcryptVerifyInput): Promise<BcryptVerifyOutput> {
  const h = hash.trim()
  if (!BCRYPT_HASH.test(h)) throw new Error('Not a bcrypt hash ($2a$, $2b$ or $2y$ followed by the cost and 53 characters)')
  const bytes = passwordBytes(password)
  const started = performance.now()
  // hash-wasm refuses an empty password; bcryptjs checks that one.
  const match = bytes.length === 0 ? bcryptjs.compareSync('', h) : await wasmVerify({ password: bytes, hash: h })
  return { match, ms: performance.now() - started }
}

export type BcryptPbkdfInput = { pass: Uint8Array; salt: Uint8Array; rounds: number; keyLength: number }

/** OpenSSH's bcrypt_pbkdf (src/lib/bcrypt-pbkdf.ts) for the Keys & Tokens tool: 16 rounds take some 0.3 s, off the page. */
export const bcryptPbkdfJob = ({ pass, salt, rounds, keyLength }: BcryptPbkdfInput) => bcryptPbkdf(pass, salt, rounds, keyLength)

export const bcryptApi = { bcryptHash, bcryptVerify, bcryptPbkdf: bcryptPbkdfJob }
export type BcryptApi = typeof bcryptApi
