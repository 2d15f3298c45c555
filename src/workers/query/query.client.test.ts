import { afterEach, describe, expect, it } from 'vitest'
import { createWorkerClient, isAbortError, type WorkerLike } from '../core/create-worker-client'
import { channelWorker } from '../core/channel-worker'
import { setJqWasmSource } from './jq-runtime'
import { jqWasmFromDisk } from './jq-wasm-node'
import { createQueryRunner, QueryTimeoutError, queryTimeLimitMs, stoppedMessage } from './query.client'
import { createQueryEngine, type QueryApi, type QueryRequest } from './query.impl'

setJqWasmSource(jqWasmFromDisk)

/**
 * A query worker in this thread (a MessageChannel), as the core client tests do: each spawn is a
 * fresh engine running the real jq and JSONPath. The query `HANG` never answers, the way a
 * runaway `repeat` keeps a real worker busy; terminating the fake closes its port.
 */
let received: { worker: number; text: boolean; query: string }[] = []
/** Warm-ups per fake worker: the runner loads jq before a jq query's time limit starts. */
let warmed: number[] = []
/** When set, loading jq takes this long (a slow machine, a cold cache). */
let warmDelayMs = 0
const closers: (() => void)[] = []

function spawnFake(): WorkerLike {
  const worker = closers.length
  const engine = createQueryEngine()
  const run = (req: QueryRequest) => {
    received.push({ worker, text: req.text !== undefined, query: req.query })
    return req.query === 'HANG' ? new Promise<never>(() => {}) : engine.run(req)
  }
  const warm = async () => {
    warmed.push(worker)
    if (warmDelayMs) await new Promise((r) => setTimeout(r, warmDelayMs))
    return engine.warm()
  }
  const { worker: fake, close } = channelWorker({ run, warm })
  closers.push(close)
  return fake
}

afterEach(() => {
  closers.splice(0).forEach((c) => c())
  received = []
  warmed = []
  warmDelayMs = 0
})

const DOC = '{"items": [{"id": 12345678901234567890, "tags": ["a", "b"]}, {"id": 2, "tags": []}]}'

describe('query runner', () => {
  it('runs jq and JSONPath in the worker, sending the document once', async () => {
    const client = createWorkerClient<QueryApi>(spawnFake)
    const runner = createQueryRunner(client)
    expect((await runner.run({ language: 'jq', query: '.items[].id', text: DOC })).outputs).toEqual(['12345678901234567890', '2'])
    expect((await runner.run({ language: 'jsonpath', query: '$.items[*].id', text: DOC })).outputs).toEqual(['12345678901234567890', '2'])
    expect((await runner.run({ language: 'jq', query: '[.items[].tags[]]', text: DOC })).outputs).toEqual(['["a","b"]'])
    expect(received.map((r) => r.text)).toEqual([true, false, false])
    expect(runner.sent()).toBe(1)
    client.terminate()
  })

  it('stops a query past its time limit, says so, and serves the next query from a fresh worker', async () => {
    const client = createWorkerClient<QueryApi>(spawnFake)
    const runner = createQueryRunner(client)
    await runner.run({ language: 'jq', query: '.', text: DOC })
    const error = await runner.run({ language: 'jq', query: 'HANG', text: DOC }, { timeLimitMs: 50 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(QueryTimeoutError)
    expect((error as Error).message).toBe('Stopped after 0.05 s: the query ran too long')
    expect(client.spawnCount).toBe(1)
    const next = await runner.run({ language: 'jq', query: '.items | length', text: DOC })
    expect(next.outputs).toEqual(['2'])
    expect(client.spawnCount).toBe(2)
    // The fresh worker did not hold the document, said so, and was sent it.
    expect(received.slice(2)).toEqual([
      { worker: 1, text: false, query: '.items | length' },
      { worker: 1, text: true, query: '.items | length' },
    ])
    client.terminate()
  })

  it('a new query supersedes the running one: that one is aborted, its worker replaced', async () => {
    const client = createWorkerClient<QueryApi>(spawnFake)
    const runner = createQueryRunner(client)
    const first = runner.run({ language: 'jq', query: 'HANG', text: DOC }, { timeLimitMs: 60_000 }).catch((e: unknown) => e)
    await new Promise((r) => setTimeout(r, 20))
    const second = await runner.run({ language: 'jsonpath', query: '$.items[1].id', text: DOC })
    const firstError = await first
    expect(isAbortError(firstError)).toBe(true)
    expect(firstError).not.toBeInstanceOf(QueryTimeoutError)
    expect(second.outputs).toEqual(['2'])
    expect(client.spawnCount).toBe(2)
    client.terminate()
  })

  it('the caller’s own signal cancels too (an AbortError, not a time-out)', async () => {
    const client = createWorkerClient<QueryApi>(spawnFake)
    const runner = createQueryRunner(client)
    const controller = new AbortController()
    const pending = runner.run({ language: 'jq', query: 'HANG', text: DOC }, { signal: controller.signal, timeLimitMs: 60_000 }).catch((e: unknown) => e)
    await new Promise((r) => setTimeout(r, 20))
    controller.abort()
    expect(isAbortError(await pending)).toBe(true)
    client.terminate()
  })

  it('the time limit starts once jq is loaded: a slow load is not the query running too long', async () => {
    const client = createWorkerClient<QueryApi>(spawnFake)
    const runner = createQueryRunner(client)
    warmDelayMs = 300
    const result = await runner.run({ language: 'jq', query: '.items[0].id', text: DOC }, { timeLimitMs: 100 })
    expect(result.outputs).toEqual(['12345678901234567890'])
    // JSONPath needs no jq: no warm-up.
    await runner.run({ language: 'jsonpath', query: '$.items[0].id', text: DOC }, { timeLimitMs: 100 })
    expect(warmed).toEqual([0])
    // The limit still stops the query itself.
    const error = await runner.run({ language: 'jq', query: 'HANG', text: DOC }, { timeLimitMs: 100 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(QueryTimeoutError)
    expect(warmed).toEqual([0, 0])
    client.terminate()
  })

  it('gives big documents more time: 3 s plus 1 s per whole MB', () => {
    expect(queryTimeLimitMs(0)).toBe(3000)
    expect(queryTimeLimitMs(1000)).toBe(3000)
    expect(queryTimeLimitMs(1.5 * 1024 * 1024)).toBe(4000)
    expect(queryTimeLimitMs(20 * 1024 * 1024)).toBe(23_000)
    expect(stoppedMessage(3000)).toBe('Stopped after 3 s: the query ran too long')
  })
})
