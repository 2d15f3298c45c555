import { afterEach, describe, expect, it } from 'vitest'
import { channelWorker } from '../core/channel-worker'
import { createWorkerClient, isAbortError } from '../core/create-worker-client'
import { streamSlices } from '../core/slices'
import { diffInWorker } from './diff.client'
import { diffApi, diffStream, diffText, type DiffApi, type DiffStreamJob } from './diff.impl'

/** A diff worker in this thread (a MessageChannel): the real engine; `jobs` records what reached it. */
let jobs: { chars: number; bytes?: boolean }[] = []
const closers: (() => void)[] = []
function client() {
  return createWorkerClient<DiffApi>(() => {
    const { worker, close } = channelWorker({
      diffStream: (job: DiffStreamJob, progress?: never) => {
        jobs.push({ chars: job.chars, bytes: job.bytes })
        return diffApi.diffStream(job, progress)
      },
    })
    closers.push(close)
    return worker
  })
}
afterEach(() => {
  closers.splice(0).forEach((c) => c())
  jobs = []
})

let seed = 11
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed / 0x7fffffff)
const PIECES = ['x', 'y', 'xy', ' ', '\u3000', '\n', '\n', 'é', '\ud83d\ude00', '\r\n', 'line']
const randomText = (n: number) => Array.from({ length: Math.floor(rnd() * n) }, () => PIECES[Math.floor(rnd() * PIECES.length)]).join('')

/** diffStream fed by streamSlices over a MessageChannel, with tiny slices so texts cross many slice borders. */
async function streamed(a: string, b: string, bytes: boolean, ignoreWhitespace = false) {
  const { port1, port2 } = new MessageChannel()
  const result = diffStream({ port: port2, chars: a.length + b.length, bytes, ignoreWhitespace })
  await streamSlices(port1, [a, b], { first: 3, size: 17, bytes })
  try {
    return await result
  } finally {
    port1.close()
  }
}

describe('the diff of streamed texts (diffStream)', () => {
  it('gives exactly diffText’s summary, from text or UTF-8 slices, with and without whitespace ignored', async () => {
    for (let t = 0; t < 60; t++) {
      const a = randomText(400)
      const b = rnd() < 0.1 ? '' : rnd() < 0.5 ? a.replace(/x/g, 'X') : randomText(400)
      for (const ws of [false, true]) {
        const want = diffText({ a, b, ignoreWhitespace: ws })
        expect(await streamed(a, b, true, ws)).toEqual(want)
        expect(await streamed(a, b, false, ws)).toEqual(want)
      }
    }
  })
  it('refuses a slice of the wrong kind or out of order', async () => {
    const { port1, port2 } = new MessageChannel()
    const result = diffStream({ port: port2, chars: 2, bytes: true })
    port1.postMessage({ text: 0, part: 'a', last: true })
    await expect(result).rejects.toThrow('expected bytes')
    port1.close()
    const ch = new MessageChannel()
    const r2 = diffStream({ port: ch.port2, chars: 2 })
    ch.port1.postMessage({ text: 1, part: 'b', last: true })
    await expect(r2).rejects.toThrow('slice of text 1 while reading text 0')
    ch.port1.close()
  })
})

describe('diffInWorker (the page side)', () => {
  it('sends well-formed texts as bytes and gets diffText’s summary back', async () => {
    const c = client()
    const a = Array.from({ length: 3000 }, (_, i) => `const v${i} = ${i} // é 😀`).join('\n')
    const b = a.replace(/v1(\d)/g, 'w1$1')
    expect(await diffInWorker({ a, b }, {}, c)).toEqual(diffText({ a, b }))
    expect(jobs).toEqual([{ chars: a.length + b.length, bytes: true }])
    c.terminate()
  })
  it('sends a text with a lone surrogate as text, so lines that differ only there stay different', async () => {
    const c = client()
    const job = { a: 'same\nlone \ud800 high\nend', b: 'same\nlone \udc00 low\nend' }
    const job2 = { a: 'k\n\ud800', b: 'k\n\udc00' }
    const r = await diffInWorker(job2, {}, c)
    expect(r).toEqual(diffText(job2))
    expect(r).toMatchObject({ identical: false, added: 1, removed: 1 })
    expect(await diffInWorker(job, {}, c)).toEqual(diffText(job))
    expect(jobs.map((j) => j.bytes)).toEqual([false, false])
    c.terminate()
  })
  it('rejects with an AbortError when its signal is aborted, and the next diff still works', async () => {
    const c = client()
    const ac = new AbortController()
    const a = 'a\n'.repeat(1000)
    const pending = diffInWorker({ a, b: a + 'b' }, { signal: ac.signal }, c)
    ac.abort()
    await expect(pending).rejects.toSatisfy(isAbortError)
    expect(await diffInWorker({ a: 'p\nq', b: 'p\nr' }, {}, c)).toEqual(diffText({ a: 'p\nq', b: 'p\nr' }))
    c.terminate()
  })
})
