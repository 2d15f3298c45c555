import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as WorkerClientModule from '../core/create-worker-client'
import type { ScriptJob, ScriptOutcome } from './script.types'

/** A stand-in for the worker: answers, hangs until aborted, or crashes, as the test says. */
const fake = vi.hoisted(() => ({ mode: 'answer' as 'answer' | 'hang' | 'crash', calls: 0 }))

vi.mock('../core/create-worker-client', async (importOriginal) => {
  const real = await importOriginal<typeof WorkerClientModule>()
  return {
    ...real,
    createWorkerClient: () => ({
      spawnCount: 0,
      terminate() {},
      run(_method: string, job: ScriptJob, { signal }: { signal?: AbortSignal } = {}) {
        fake.calls++
        if (fake.mode === 'crash') return Promise.reject(new real.WorkerCrashError('Worker crashed: boom'))
        return new Promise<ScriptOutcome>((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(real.abortError()), { once: true })
          if (fake.mode === 'answer') resolve({ error: null, timedOut: false, request: { ...job.request, url: 'changed' }, environment: job.environment, tests: [], console: [], durationMs: 1 })
        })
      },
    }),
  }
})

const { runSandboxed } = await import('./script.client')

const job: ScriptJob = {
  kind: 'pre-request',
  code: 'x',
  deadlineMs: 50,
  request: { method: 'GET', url: 'https://h/', headers: [['A', 'b']], body: { mode: 'none', raw: '', urlencoded: [], formdata: [] } },
  environment: [['v', '1']],
}

describe('runSandboxed', () => {
  beforeEach(() => {
    fake.mode = 'answer'
    fake.calls = 0
  })

  it("passes the worker's outcome through", async () => {
    expect((await runSandboxed(job, undefined, 100)).request.url).toBe('changed')
  })

  it('stops a worker that does not answer by deadline + grace, and says so; the request is unchanged', async () => {
    fake.mode = 'hang'
    const started = Date.now()
    const r = await runSandboxed(job, undefined, 100)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(r).toMatchObject({ error: 'The script did not finish within 0.05 s; its sandbox was stopped', timedOut: true, request: job.request, environment: job.environment, tests: [], console: [] })
  })

  it("rejects with the caller's own cancel", async () => {
    fake.mode = 'hang'
    const controller = new AbortController()
    const run = runSandboxed(job, controller.signal, 10_000)
    controller.abort()
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('turns a crashed worker into an outcome that keeps the request', async () => {
    fake.mode = 'crash'
    const r = await runSandboxed(job, undefined, 100)
    expect(r).toMatchObject({ error: 'The script sandbox failed: Worker crashed: boom', timedOut: false, request: job.request })
  })
})
