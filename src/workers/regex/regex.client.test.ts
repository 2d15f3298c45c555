import { afterEach, describe, expect, it } from 'vitest'
import { createWorkerClient, isAbortError, type WorkerLike } from '../core/create-worker-client'
import { channelWorker } from '../core/channel-worker'
import { createRegexRunner } from './regex.client'
import { createRegexEngine, runRegex, type RegexApi, type RegexExportRequest, type RegexRequest } from './regex.impl'

/** What each worker received: the jobs, and whether each carried the test string. */
let received: { worker: number; text: boolean; edit?: boolean }[] = []
const closers: (() => void)[] = []

/** A regex worker in this thread (a MessageChannel), as the core client tests do; each spawn is a fresh engine. */
function spawnFake(): WorkerLike {
  const worker = closers.length
  const engine = createRegexEngine()
  const log = (req: RegexRequest | RegexExportRequest) => received.push({ worker, text: req.text !== undefined, ...(req.edit ? { edit: true } : {}) })
  const { worker: fake, close } = channelWorker({
    run: (req: RegexRequest) => (log(req), engine.run(req)),
    export: (req: RegexExportRequest) => (log(req), engine.export(req)),
  })
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
    // An equal text (another string with the same content) is not sent again; a changed one crosses as its edit.
    await runner.run({ pattern: 'a', flags: 'g', text: big.slice(0) + '' })
    const changed = await runner.run({ pattern: 'x', flags: 'g', text: big + 'x' })
    expect(changed.count).toBe(1)
    expect(runner.sent()).toBe(1)
    expect(runner.edits()).toBe(1)
    client.terminate()
  })

  it('an export uses the text the worker holds, and every match (issue 35)', async () => {
    const client = createWorkerClient<RegexApi>(spawnFake)
    const runner = createRegexRunner(client)
    await runner.run({ pattern: '\\d{3}', flags: 'g', text: big })
    const lines = await runner.exportMatches({ pattern: '(\\d{3})-(?<line>\\d{4})', flags: 'g', text: big }, { what: 'groups', format: 'lines' })
    expect(lines.split('\n')).toHaveLength(10_000)
    expect(lines.split('\n').slice(0, 2)).toEqual(['555\t1234', '555\t9876'])
    expect(received.map((r) => r.text)).toEqual([true, false])
    // A replaced worker is sent the text again.
    client.terminate()
    expect(await runner.exportMatches({ pattern: 'Jane', flags: '', text: big }, { what: 'matches', format: 'json' })).toBe('[\n  "Jane"\n]')
    expect(received.map((r) => r.text)).toEqual([true, false, false, true])
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

  it('typing in the test string sends each change as an edit, with the results of a direct run (issue 32)', async () => {
    const client = createWorkerClient<RegexApi>(spawnFake)
    const runner = createRegexRunner(client)
    const job = { pattern: '(\\d{3})-(?<line>\\d{4})', flags: 'g' }
    let text = big
    await runner.run({ ...job, text })
    for (const [at, key] of [[1000, '5'], [1001, '5'], [1002, '5'], [1003, '-'], [1004, '0']] as const) {
      text = text.slice(0, at) + key + text.slice(at)
      expect(await runner.run({ ...job, text })).toEqual(runRegex({ ...job, text }))
    }
    text = text.slice(0, 20) + text.slice(25) // a deletion
    expect(await runner.run({ ...job, text })).toEqual(runRegex({ ...job, text }))
    expect(runner.sent()).toBe(1)
    expect(runner.edits()).toBe(6)
    expect(received.map((r) => r.text)).toEqual([true, false, false, false, false, false, false])
    // A whole new text is sent whole.
    expect((await runner.run({ ...job, text: 'call 555-0000' })).count).toBe(1)
    expect(runner.sent()).toBe(2)
    client.terminate()
  })

  it('an edit to a replaced worker is refused and the whole text follows', async () => {
    const client = createWorkerClient<RegexApi>(spawnFake)
    const runner = createRegexRunner(client)
    await runner.run({ pattern: 'a', flags: 'g', text: 'banana bread' })
    client.terminate()
    expect((await runner.run({ pattern: 'a', flags: 'g', text: 'banana breads' })).count).toBe(4)
    expect(received).toEqual([
      { worker: 0, text: true },
      { worker: 1, text: false, edit: true },
      { worker: 1, text: true },
    ])
    client.terminate()
  })
})
