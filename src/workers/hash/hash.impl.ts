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
import { eachChunk } from '../core/blob-chunks'
import type { ProgressFn } from '../core/types'
import { CALIBRATION_BYTES, NO_HMAC, WEBCRYPTO, type AlgorithmId, type PathTimes } from './algorithms'

export * from './algorithms'

/**
 * The `hash` engine (DECISIONS D9): real digests with hash-wasm and WebCrypto, HMAC with a key, and
 * streaming file hashing that computes every chosen algorithm in one read of the file.
 */

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
  await eachChunk(file, (chunk) => {
    for (const [, h] of active) h.update(chunk)
  }, progress)
  for (const [id, h] of active) out[id] = h.digest('hex')
  return out
}

/** Reads a whole Blob into one buffer through `stream()` (faster than slices), reporting bytes read. */
export async function readWhole(file: Blob, progress?: ProgressFn): Promise<Uint8Array<ArrayBuffer>> {
  const buf = new Uint8Array(file.size)
  const done = await eachChunk(file, (chunk, at) => {
    if (at + chunk.byteLength > buf.length) throw new Error('the file grew while it was read')
    buf.set(chunk, at)
  }, progress)
  if (done !== buf.length) throw new Error('the file shrank while it was read')
  return buf
}

/** One WebCrypto digest (or HMAC with a key) of bytes already in memory, as lower-case hex. */
async function webDigest(id: AlgorithmId, data: Uint8Array<ArrayBuffer>, key?: Uint8Array<ArrayBuffer>): Promise<string> {
  const name = WEBCRYPTO[id]
  if (!name) throw new Error(`${id} is not a WebCrypto digest`)
  if (!key) return toHex(new Uint8Array(await crypto.subtle.digest(name, data)))
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: name }, false, ['sign'])
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', k, data)))
}

/**
 * The whole-buffer path for SHA-1/256/384/512 (issue 17): the file is read into one ArrayBuffer
 * (progress: bytes read out of size), then WebCrypto digests it, which runs in native code (with
 * SHA-NI where the CPU has it) and is several times faster than hash-wasm's SHA. `digest` reports
 * nothing while it runs, so after the read the job reports `{ done: 0, total: 0 }` (unknown: the
 * page shows an indeterminate bar); Cancel still terminates the worker. The algorithms run one
 * after another: Chromium copies the input for each call, so running them together would hold one
 * copy per algorithm at once. The caller keeps this to SHA-only selections within a memory
 * budget where this machine measured it faster (`choosePath`); a file too large to allocate falls
 * back to streaming.
 */
export async function digestFile({ file, algorithms, hmacKey }: HashFileInput, progress?: ProgressFn): Promise<HashOutput> {
  if (!globalThis.crypto?.subtle || algorithms.some((id) => !WEBCRYPTO[id])) return hashFile({ file, algorithms, hmacKey }, progress)
  let data: Uint8Array<ArrayBuffer>
  try {
    data = await readWhole(file, progress)
  } catch (e) {
    if (e instanceof RangeError) return hashFile({ file, algorithms, hmacKey }, progress) // no room for the whole file
    throw e
  }
  progress?.({ done: 0, total: 0 })
  const key = hmacKey ? new TextEncoder().encode(hmacKey) : undefined
  const out: HashOutput = {}
  for (const id of algorithms) out[id] = await webDigest(id, data, key)
  return out
}

/** Bytes that no compressor or CPU shortcut treats specially (xorshift32), made once per worker. */
let sample: Blob | null = null
function calibrationSample(bytes: number): Blob {
  if (sample?.size === bytes) return sample
  const words = new Uint32Array(bytes / 4)
  let x = 0x9e3779b9
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    words[i] = x >>> 0
  }
  sample = new Blob([words])
  return sample
}

export type CalibrateInput = { algorithms: AlgorithmId[]; bytes?: number }

/**
 * Issue 32: times each WebCrypto algorithm both ways on a sample held in a Blob (so the read is
 * part of it, as with a file): the streaming path (`hashFile`) and the whole-buffer path
 * (`digestFile`). After a small warm-up of each (hash-wasm compiles its module on first use), two
 * rounds alternate the paths and the faster run of each counts, which damps a moment of contention
 * on a busy machine. Algorithms WebCrypto lacks are skipped. `choosePath` reads the result.
 */
export async function calibrate({ algorithms, bytes = CALIBRATION_BYTES }: CalibrateInput): Promise<PathTimes> {
  const ids = algorithms.filter((id) => WEBCRYPTO[id])
  const file = calibrationSample(Math.max(4, bytes - (bytes % 4)))
  const warm = new Blob([new Uint8Array(1024)])
  const out: PathTimes = {}
  for (const id of ids) {
    await hashFile({ file: warm, algorithms: [id] })
    await digestFile({ file: warm, algorithms: [id] })
    let stream = Infinity
    let whole = Infinity
    for (let round = 0; round < 2; round++) {
      let t = performance.now()
      await hashFile({ file, algorithms: [id] })
      stream = Math.min(stream, performance.now() - t)
      t = performance.now()
      await digestFile({ file, algorithms: [id] })
      whole = Math.min(whole, performance.now() - t)
    }
    out[id] = { stream, whole }
  }
  return out
}

export const hashApi = { hashText, hashFile, digestFile, calibrate }
export type HashApi = typeof hashApi

