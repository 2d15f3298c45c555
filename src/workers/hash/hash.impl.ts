import {
  createBLAKE2b,
  createBLAKE3,
  createCRC32,
  createHMAC,
  createMD5,
  createSHA1,
  createSHA256,
  createSHA3,
  createSHA384,
  createSHA512,
  createXXHash64,
  type IHasher,
} from 'hash-wasm'
import type { ProgressFn } from '../core/types'
import { NO_HMAC, type AlgorithmId } from './algorithms'

export * from './algorithms'

/**
 * The `hash` engine (DECISIONS D9): real digests with hash-wasm and WebCrypto, HMAC with a key, and
 * streaming file hashing that computes every chosen algorithm in one read of the file.
 */

/** WebCrypto's names for the algorithms it digests (fastest for data already in memory). */
const WEBCRYPTO: Partial<Record<AlgorithmId, string>> = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' }

const hasherFactory: Record<AlgorithmId, () => Promise<IHasher>> = {
  md5: () => createMD5(),
  sha1: () => createSHA1(),
  sha256: () => createSHA256(),
  sha384: () => createSHA384(),
  sha512: () => createSHA512(),
  'sha3-256': () => createSHA3(256),
  blake2b: () => createBLAKE2b(512),
  blake3: () => createBLAKE3(256),
  crc32: () => createCRC32(),
  xxhash64: () => createXXHash64(),
}

/** A fresh incremental hasher for an algorithm, keyed as HMAC when a key is given. */
export async function createHasher(id: AlgorithmId, hmacKey?: Uint8Array): Promise<IHasher> {
  if (hmacKey && !NO_HMAC.includes(id)) return createHMAC(hasherFactory[id](), hmacKey)
  const h = await hasherFactory[id]()
  h.init()
  return h
}

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export type HashTextInput = { text: string; algorithms: AlgorithmId[]; hmacKey?: string }
/** Lower-case hex digest per algorithm; `null` where HMAC does not apply (checksums with a key). */
export type HashOutput = Partial<Record<AlgorithmId, string | null>>

/**
 * Hashes UTF-8 text with every chosen algorithm. SHA-1/2 go through WebCrypto (digest, or HMAC
 * sign with a key), the rest through hash-wasm.
 */
export async function hashText({ text, algorithms, hmacKey }: HashTextInput): Promise<HashOutput> {
  const data = new TextEncoder().encode(text)
  const key = hmacKey ? new TextEncoder().encode(hmacKey) : undefined
  const out: HashOutput = {}
  await Promise.all(
    algorithms.map(async (id) => {
      if (key && NO_HMAC.includes(id)) {
        out[id] = null
        return
      }
      const web = WEBCRYPTO[id]
      if (web && globalThis.crypto?.subtle) {
        if (key) {
          const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: web }, false, ['sign'])
          out[id] = toHex(new Uint8Array(await crypto.subtle.sign('HMAC', k, data)))
        } else {
          out[id] = toHex(new Uint8Array(await crypto.subtle.digest(web, data)))
        }
        return
      }
      const h = await createHasher(id, key)
      h.update(data)
      out[id] = h.digest('hex')
    }),
  )
  return out
}

export type HashFileInput = { file: Blob; algorithms: AlgorithmId[]; hmacKey?: string }

/**
 * Streams a file (Blob.stream(): chunks, never the whole file in memory) through one incremental
 * hasher per chosen algorithm, so one read computes them all. Progress is bytes done out of size.
 */
export async function hashFile({ file, algorithms, hmacKey }: HashFileInput, progress?: ProgressFn): Promise<HashOutput> {
  const key = hmacKey ? new TextEncoder().encode(hmacKey) : undefined
  const out: HashOutput = {}
  const active: [AlgorithmId, IHasher][] = []
  for (const id of algorithms) {
    if (key && NO_HMAC.includes(id)) out[id] = null
    else active.push([id, await createHasher(id, key)])
  }
  const total = file.size
  let done = 0
  progress?.({ done, total })
  const reader = file.stream().getReader()
  for (;;) {
    const { value, done: end } = await reader.read()
    if (end) break
    for (const [, h] of active) h.update(value)
    done += value.byteLength
    progress?.({ done, total })
  }
  for (const [id, h] of active) out[id] = h.digest('hex')
  return out
}

export const hashApi = { hashText, hashFile }
export type HashApi = typeof hashApi

