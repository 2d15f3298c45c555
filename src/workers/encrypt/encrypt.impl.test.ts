import { describe, expect, it } from 'vitest'
import { DECRYPT_FAILED, type EnvelopeOptions } from '../../lib/cipher'
import { cipherBytes, cipherFile, type CipherJob, type FileSink } from './encrypt.impl'

const seeded = (n: number) => {
  let a = 99
  return Uint8Array.from({ length: n }, () => ((a = (a * 1103515245 + 12345) >>> 0), a >>> 24))
}
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])
const pass = (mode: EnvelopeOptions['mode']): EnvelopeOptions => ({ mode, keyBits: 256, protection: { kind: 'passphrase', passphrase: 'correct horse', kdf: { kind: 'pbkdf2', iterations: 1000 } } })

describe('the encrypt engine', () => {
  it.each(['gcm', 'cbc', 'ctr'] as const)('%s: a 3 MB file streamed in and out gives the bytes back, and names the envelope', async (mode) => {
    const data = seeded(3 * 1024 * 1024 + 5)
    const seen: number[] = []
    const enc = await cipherFile({ file: new Blob([data]), job: { direction: 'encrypt', envelope: pass(mode) } }, (p) => seen.push(p.done))
    expect(seen.at(-1)).toBe(data.length)
    expect(enc.described).toBe(`AES-256-${mode.toUpperCase()}, PBKDF2-SHA-256 (1,000 iterations)`)
    const dec = await cipherFile({ file: enc.blob!, job: { direction: 'decrypt', secret: { passphrase: 'correct horse' } } })
    expect(dec.described).toBe(enc.described)
    expect(same(new Uint8Array(await dec.blob!.arrayBuffer()), data)).toBe(true)
    // The text path gives the same plaintext from the same envelope.
    const text = await cipherBytes({ data: new Uint8Array(await enc.blob!.arrayBuffer()), job: { direction: 'decrypt', secret: { passphrase: 'correct horse' } } })
    expect(same(text.bytes, data)).toBe(true)
  })
  it('an altered file fails in words and returns nothing', async () => {
    const data = seeded(300_000)
    const enc = new Uint8Array(await (await cipherFile({ file: new Blob([data]), job: { direction: 'encrypt', envelope: pass('gcm') } })).blob!.arrayBuffer())
    enc[enc.length - 100]! ^= 1
    await expect(cipherFile({ file: new Blob([enc]), job: { direction: 'decrypt', secret: { passphrase: 'correct horse' } } })).rejects.toThrow(DECRYPT_FAILED)
    await expect(cipherFile({ file: new Blob([enc]), job: { direction: 'decrypt', secret: { passphrase: 'wrong' } } })).rejects.toThrow(DECRYPT_FAILED)
  })
  it('writes to a sink as it goes (closed at the end), and aborts it on a failure', async () => {
    const sink = () => {
      const log: { wrote: Uint8Array[]; closed: boolean; aborted: boolean } = { wrote: [], closed: false, aborted: false }
      const handle = { createWritable: async () => ({ write: async (b: Uint8Array) => void log.wrote.push(b.slice()), close: async () => void (log.closed = true), abort: async () => void (log.aborted = true) }) }
      return { log, handle: handle as unknown as FileSink }
    }
    const data = seeded(1_000_000)
    const a = sink()
    const pieces = Array.from({ length: 10 }, (_, i) => data.slice(i * 100_000, (i + 1) * 100_000))
    const enc = await cipherFile({ file: new Blob(pieces), job: { direction: 'encrypt', envelope: pass('gcm') }, sink: a.handle })
    expect(enc.blob).toBeNull()
    expect(a.log.closed).toBe(true)
    expect(a.log.wrote.length).toBeGreaterThan(2) // streamed, not written once at the end
    const sealed = new Uint8Array(await new Blob(a.log.wrote as Uint8Array<ArrayBuffer>[]).arrayBuffer())
    expect(enc.bytes).toBe(sealed.length)
    const b = sink()
    await cipherFile({ file: new Blob([sealed]), job: { direction: 'decrypt', secret: { passphrase: 'correct horse' } }, sink: b.handle })
    expect(same(new Uint8Array(await new Blob(b.log.wrote as Uint8Array<ArrayBuffer>[]).arrayBuffer()), data)).toBe(true)
    sealed[sealed.length - 5]! ^= 1
    const c = sink()
    await expect(cipherFile({ file: new Blob([sealed]), job: { direction: 'decrypt', secret: { passphrase: 'correct horse' } }, sink: c.handle })).rejects.toThrow(DECRYPT_FAILED)
    expect([c.log.aborted, c.log.closed]).toEqual([true, false])
  })
  it('raw key and IV: bare ciphertext, no description', async () => {
    const job: CipherJob = { direction: 'encrypt', raw: { mode: 'cbc', key: new Uint8Array(16), iv: new Uint8Array(16) } }
    const out = await cipherBytes({ data: new TextEncoder().encode('hello'), job })
    expect(out).toMatchObject({ described: null })
    expect(out.bytes.length).toBe(16)
  })
})
