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

/** Where a file's output goes: a file chosen with showSaveFilePicker (or in the origin's private file system). */
export type FileSink = Pick<FileSystemFileHandle, 'createWritable'>

/** `blob` when the output was gathered in memory; null when it went to the sink. */
export type FileResult = { blob: Blob | null; bytes: number; described: string | null }

/**
 * Streams a file through the job: read chunk by chunk (Blob.stream(), never whole), each chunk
 * pushed through the transformer. The output goes to `sink` when given (a FileSystemWritableFileStream,
 * written as it comes: memory stays flat whatever the size, and a failure aborts the write, so the
 * file is left as it was), else into Blobs (outside the JS heap, though the browser holds them).
 * A chunk that fails (a wrong passphrase, altered data) ends the job with its error, and nothing is
 * returned. Progress: bytes read out of the size. `discard` (the bench, measuring the engine alone)
 * counts the output and keeps none of it.
 */
export async function cipherFile({ file, job, sink, discard }: { file: Blob; job: CipherJob; sink?: FileSink; discard?: boolean }, progress?: ProgressFn): Promise<FileResult> {
  let described: string | null = null
  const t = await transformerFor(job, (h) => (described = describeHeader(h)))
  const writer = sink ? await sink.createWritable() : null
  const blobs: Blob[] = []
  let parts: Uint8Array<ArrayBuffer>[] = []
  let held = 0
  let bytes = 0
  const keep = async (b: Uint8Array) => {
    if (!b.length) return
    bytes += b.length
    if (discard) return
    if (writer) return writer.write(b as Uint8Array<ArrayBuffer>)
    parts.push(b as Uint8Array<ArrayBuffer>)
    held += b.length
    if (held >= BLOB_EVERY) {
      blobs.push(new Blob(parts))
      parts = []
      held = 0
    }
  }
  try {
    await eachChunk(file, async (chunk) => keep(await t.push(chunk)), progress)
    await keep(await t.flush())
  } catch (e) {
    await writer?.abort().catch(() => undefined)
    throw e
  }
  if (writer || discard) {
    await writer?.close()
    return { blob: null, bytes, described }
  }
  blobs.push(new Blob(parts))
  return { blob: new Blob(blobs, { type: 'application/octet-stream' }), bytes, described }
}

export const encryptApi = { cipherBytes, cipherFile }
export type EncryptApi = typeof encryptApi
