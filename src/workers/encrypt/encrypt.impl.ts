import { concatBytes } from '../../lib/bytes'
import { describeHeader, envelopeDecryptor, envelopeEncryptor, rawDecryptor, rawEncryptor, type EnvelopeOptions, type Header, type RawParams, type Secret, type Transformer } from '../../lib/cipher'
import { eachChunk } from '../core/blob-chunks'
import type { ProgressFn } from '../core/types'

/**
 * The `encrypt` engine: the Encrypt & Decrypt tool's jobs off the page (Argon2id's 64 MiB and a
 * file of any size must not freeze it). Every job runs the engine's transformers
 * (src/lib/cipher.ts), so text and files take the same path.
 */

/** What to do: into or out of an envelope (passphrase or RSA), or with a raw key and IV. */
export type CipherJob =
  | { direction: 'encrypt'; envelope: EnvelopeOptions }
  | { direction: 'decrypt'; secret: Secret }
  | { direction: 'encrypt' | 'decrypt'; raw: RawParams }

async function transformerFor(job: CipherJob, onHeader: (h: Header) => void): Promise<Transformer> {
  if ('raw' in job) return job.direction === 'encrypt' ? rawEncryptor(job.raw) : rawDecryptor(job.raw)
  if ('envelope' in job) {
    const { header, transformer } = await envelopeEncryptor(job.envelope)
    onHeader(header)
    return transformer
  }
  return envelopeDecryptor(job.secret, onHeader)
}

/** The result: the bytes, and the envelope's description ("AES-256-GCM, PBKDF2-SHA-256 (...)") when there is one. */
export type BytesResult = { bytes: Uint8Array; described: string | null }

export async function cipherBytes({ data, job }: { data: Uint8Array; job: CipherJob }): Promise<BytesResult> {
  let described: string | null = null
  const t = await transformerFor(job, (h) => (described = describeHeader(h)))
  const bytes = concatBytes([await t.push(data), await t.flush()])
  return { bytes, described }
}

/** Output pieces are gathered into a Blob every this many bytes, so they leave the JS heap. */
const BLOB_EVERY = 8 * 1024 * 1024

export type FileResult = { blob: Blob; described: string | null }

/**
 * Streams a file through the job: read chunk by chunk (Blob.stream(), never whole), each chunk
 * pushed through the transformer, the output gathered in Blobs (which live outside the JS heap),
 * so memory does not grow with the file. A chunk that fails (a wrong passphrase, altered data)
 * ends the job with its error, and nothing is returned. Progress: bytes read out of the size.
 */
export async function cipherFile({ file, job }: { file: Blob; job: CipherJob }, progress?: ProgressFn): Promise<FileResult> {
  let described: string | null = null
  const t = await transformerFor(job, (h) => (described = describeHeader(h)))
  const blobs: Blob[] = []
  let parts: Uint8Array<ArrayBuffer>[] = []
  let held = 0
  const keep = (b: Uint8Array) => {
    if (!b.length) return
    parts.push(b as Uint8Array<ArrayBuffer>)
    held += b.length
    if (held >= BLOB_EVERY) {
      blobs.push(new Blob(parts))
      parts = []
      held = 0
    }
  }
  await eachChunk(file, async (chunk) => keep(await t.push(chunk)), progress)
  keep(await t.flush())
  blobs.push(new Blob(parts))
  return { blob: new Blob(blobs, { type: 'application/octet-stream' }), described }
}

export const encryptApi = { cipherBytes, cipherFile }
export type EncryptApi = typeof encryptApi
