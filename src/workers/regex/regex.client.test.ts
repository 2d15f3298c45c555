import { afterEach, describe, expect, it } from 'vitest'
import { createWorkerClient, isAbortError, type WorkerLike } from '../core/create-worker-client'
import { channelWorker } from '../core/channel-worker'
import { createRegexRunner } from './regex.client'
import { createRegexEngine, runRegex, type RegexApi, type RegexRequest } from './regex.impl'

/** What each worker received: the jobs, and whether each carried the test string. */
let received: { worker: number; text: boolean }[] = []
const closers: (() => void)[] = []

/** A regex worker in this thread (a MessageChannel), as the core client tests do; each spawn is a fresh engine. */
function spawnFake(): WorkerLike {
  const worker = closers.length
  const engine = createRegexEngine()
  const { worker: fake, close } = channelWorker({ run: (req: RegexRequest) => (received.push({ worker, text: req.text !== undefined }), engine.run(req)) })
  closers.push(close)
  return fake
}

afterEach(() => {
  closers.splice(0).forEach((c) => c())
  received = []
})

const big = 'John: 555-1234, Jane: 555-9876\n'.repeat(5000)

describe('regex runner: the test string crosses once per change', () => {
  it('sends the text with the first job only; later patterns reuse it, with the same results as a direct run', async () => {
    const client = createWorkerClient<RegexApi>(spawnFake)
    const runner = createRegexRunner(client)
    for (const pattern of ['\\d{3}', '(\\d{3})-(?<line>\\d{4})', 'Jane']) {
      expect(await runner.run({ pattern, flags: 'g', text: big })).toEqual(runRegex({ pattern, flags: 'g', text: big }))
    }
    expect(received.map((r) => r.text)).toEqual([true, false, false])
    expect(runner.sent()).toBe(1)
    // An equal text (another string with the same content) is not sent again; a changed one is.
    await runner.run({ pattern: 'a', flags: 'g', text: big.slice(0) + '' })
    const changed = await runner.run({ pattern: 'x', flags: 'g', text: big + 'x' })
    expect(changed.count).toBe(1)
    expect(runner.sent()).toBe(2)
    client.terminate()
  })

  it('sends it again to a replaced worker (after a cancelled or runaway job)', async () => {
    const client = createWorkerClient<RegexApi>(spawnFake)
    const runner = createRegexRunner(client)
    await runner.run({ pattern: 'a', flags: 'g', text: 'banana' })
    client.terminate() // what an abort or the time limit does
    const r = await runner.run({ pattern: 'an', flags: 'g', text: 'banana' })
    expect(r.count).toBe(2)
    // The new worker did not hold the text, said so, and got it.
    expect(received).toEqual([
      { worker: 0, text: true },
      { worker: 1, text: false },
      { worker: 1, text: true },
    ])
    client.terminate()
  })

  it('a job cancelled before it ran leaves the text unsent, so the next job sends it', async () => {
    const client = createWorkerClient<RegexApi>(spawnFake)
    const runner = createRegexRunner(client)
    const error = await runner.run({ pattern: 'a', flags: 'g', text: 'abc' }, { signal: AbortSignal.abort() }).catch((e: unknown) => e)
    expect(isAbortError(error)).toBe(true)
    expect((await runner.run({ pattern: 'c', flags: 'g', text: 'abc' })).matches[0]!.index).toBe(2)
    expect(received).toEqual([{ worker: 0, text: true }])
    client.terminate()
  })
})
