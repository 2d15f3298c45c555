import { afterEach, describe, expect, it } from 'vitest'
import { createWorkerClient, isAbortError, WorkerCrashError, type WorkerLike } from './create-worker-client'
import { exposeEngine } from './expose'
import type { ProgressFn } from './types'

/** The engine the fake worker runs: plain async functions, as a real engine's impl would be. */
const engine = {
  double: (n: number) => n * 2,
  fail: (message: string): never => {
    throw new Error(message)
  },
  /** Counts to `steps`, reporting progress, yielding between steps; never finishes if steps is Infinity. */
  count: async (steps: number, progress?: ProgressFn) => {
    for (let i = 1; i <= steps; i++) {
      progress?.({ done: i, total: steps })
      await new Promise((r) => setTimeout(r, 1))
    }
    return steps
  },
  bytes: (buf: ArrayBuffer) => new Uint8Array(buf).reduce((a, b) => a + b, 0),
}

/**
 * A worker in the same thread: a MessageChannel, the engine exposed on one port, the other port
 * given to the client. `terminate` closes both ports, as a real terminate cuts the worker off.
 */
const live: { terminated: boolean; crash: (msg: string) => void }[] = []
function spawnFake(): WorkerLike {
  const { port1, port2 } = new MessageChannel()
  exposeEngine(engine, port2 as unknown as Parameters<typeof exposeEngine>[1])
  const target = new EventTarget()
  const state = {
    terminated: false,
    crash: (message: string) => target.dispatchEvent(Object.assign(new Event('error'), { message })),
  }
  live.push(state)
  return {
    postMessage: (msg: unknown, transfer?: Transferable[]) => port1.postMessage(msg, transfer as never),
    addEventListener: (type: string, l: EventListenerOrEventListenerObject) =>
      type === 'message' ? port1.addEventListener('message', l as never) : target.addEventListener(type, l),
    removeEventListener: (type: string, l: EventListenerOrEventListenerObject) =>
      type === 'message' ? port1.removeEventListener('message', l as never) : target.removeEventListener(type, l),
    start: () => port1.start(),
    terminate: () => {
      state.terminated = true
      port1.close()
      port2.close()
    },
  } as unknown as WorkerLike
}

afterEach(() => {
  live.splice(0).forEach((w) => w.terminated || (w.terminated = true))
})

describe('createWorkerClient', () => {
  it('starts the worker lazily, on the first call, and reuses it', async () => {
    const client = createWorkerClient<typeof engine>(spawnFake)
    expect(client.spawnCount).toBe(0)
    expect(await client.run('double', 21)).toBe(42)
    expect(await client.run('double', 2)).toBe(4)
    expect(client.spawnCount).toBe(1)
    client.terminate()
  })

  it("passes the engine's own errors through, and keeps the worker", async () => {
    const client = createWorkerClient<typeof engine>(spawnFake)
    await expect(client.run('fail', 'bad input')).rejects.toThrow('bad input')
    expect(await client.run('double', 1)).toBe(2)
    expect(client.spawnCount).toBe(1)
    client.terminate()
  })

  it('reports progress, throttled to about ten updates a second, ending on the last figure', async () => {
    const client = createWorkerClient<typeof engine>(spawnFake)
    const seen: number[] = []
    const result = await client.run('count', 400, { onProgress: (p) => seen.push(p.done) })
    expect(result).toBe(400)
    await new Promise((r) => setTimeout(r, 20))
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.length).toBeLessThan(60) // 400 steps of >= 1 ms: unthrottled would be 400
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    client.terminate()
  })

  it('cancels a running job: terminates the worker, rejects with AbortError, respawns on the next call', async () => {
    const client = createWorkerClient<typeof engine>(spawnFake)
    const controller = new AbortController()
    const job = client.run('count', Infinity, { signal: controller.signal })
    await new Promise((r) => setTimeout(r, 20))
    controller.abort()
    const error = await job.catch((e: unknown) => e)
    expect(isAbortError(error)).toBe(true)
    expect((error as DOMException).name).toBe('AbortError')
    expect(live[0]!.terminated).toBe(true)
    expect(await client.run('double', 5)).toBe(10)
    expect(client.spawnCount).toBe(2)
    client.terminate()
  })

  it('rejects an already-aborted call at once without starting a worker', async () => {
    const client = createWorkerClient<typeof engine>(spawnFake)
    const error = await client.run('double', 1, { signal: AbortSignal.abort() }).catch((e: unknown) => e)
    expect(isAbortError(error)).toBe(true)
    expect(client.spawnCount).toBe(0)
  })

  it('runs calls one at a time, and a queued call aborted while waiting never runs', async () => {
    const client = createWorkerClient<typeof engine>(spawnFake)
    const first = client.run('count', 30)
    const controller = new AbortController()
    const second = client.run('double', 3, { signal: controller.signal })
    const third = client.run('double', 4)
    controller.abort()
    expect(isAbortError(await second.catch((e: unknown) => e))).toBe(true)
    expect(await first).toBe(30)
    expect(await third).toBe(8)
    expect(client.spawnCount).toBe(1) // aborting a queued call did not kill the running worker
    client.terminate()
  })

  it('rejects the running job with WorkerCrashError when the worker dies, and recovers', async () => {
    const client = createWorkerClient<typeof engine>(spawnFake)
    const job = client.run('count', Infinity)
    await new Promise((r) => setTimeout(r, 10))
    live[0]!.crash('out of memory')
    const error = await job.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WorkerCrashError)
    expect((error as Error).message).toBe('Worker crashed: out of memory')
    expect(live[0]!.terminated).toBe(true)
    expect(await client.run('double', 7)).toBe(14)
    expect(client.spawnCount).toBe(2)
    client.terminate()
  })

  it('moves transferables instead of copying them', async () => {
    const client = createWorkerClient<typeof engine>(spawnFake)
    const buf = new Uint8Array([1, 2, 3, 4]).buffer
    expect(await client.run('bytes', buf, { transfer: [buf] })).toBe(10)
    expect(buf.byteLength).toBe(0) // detached: it moved
    client.terminate()
  })
})
