import { describe, expect, it, vi } from 'vitest'
import { abortError } from './create-worker-client'
import { TaskRunner } from './task-runner'

/** A job that resolves when told to, and records whether it was aborted. */
function controllable() {
  const jobs: { input: string; signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void }[] = []
  const fn = (input: string, { signal }: { signal: AbortSignal }) =>
    new Promise<string>((resolve, reject) => {
      jobs.push({ input, signal, resolve, reject })
      signal.addEventListener('abort', () => reject(abortError()))
    })
  return { jobs, fn }
}

describe('TaskRunner (behind useWorkerTask)', () => {
  it('debounces: only the last input within the delay runs', async () => {
    vi.useFakeTimers()
    const { jobs, fn } = controllable()
    const runner = new TaskRunner(fn)
    runner.schedule('a', 200)
    vi.advanceTimersByTime(100)
    runner.schedule('ab', 200)
    vi.advanceTimersByTime(100)
    runner.schedule('abc', 200)
    expect(runner.getState().status).toBe('pending')
    vi.advanceTimersByTime(200)
    vi.useRealTimers()
    expect(jobs.map((j) => j.input)).toEqual(['abc'])
    jobs[0]!.resolve('ABC')
    await Promise.resolve()
    await Promise.resolve()
    expect(runner.getState()).toMatchObject({ status: 'done', result: 'ABC' })
  })

  it('a newer job aborts the running one, and the stale result is dropped', async () => {
    const { jobs, fn } = controllable()
    const runner = new TaskRunner(fn)
    const first = runner.run('old')
    const second = runner.run('new')
    expect(jobs[0]!.signal.aborted).toBe(true)
    expect(jobs[1]!.signal.aborted).toBe(false)
    jobs[0]!.resolve('OLD (late)') // already rejected by the abort; nothing changes
    jobs[1]!.resolve('NEW')
    expect(await first).toBeUndefined()
    expect(await second).toBe('NEW')
    expect(runner.getState().result).toBe('NEW')
  })

  it('drops a stale error too', async () => {
    let n = 0
    const resolvers: ((v: string) => void)[] = []
    const rejecters: ((e: unknown) => void)[] = []
    const runner = new TaskRunner<string, string>(
      () =>
        new Promise<string>((res, rej) => {
          n++
          resolvers.push(res)
          rejecters.push(rej)
        }),
    )
    const a = runner.run('a')
    const b = runner.run('b')
    rejecters[0]!(new Error('late failure')) // not an abort: the job ignored its signal
    resolvers[1]!('B')
    expect(await a).toBeUndefined()
    expect(await b).toBe('B')
    expect(runner.getState()).toMatchObject({ status: 'done', result: 'B', error: undefined })
    expect(n).toBe(2)
  })

  it('cancel stops the job and keeps the last result on screen', async () => {
    const { jobs, fn } = controllable()
    const runner = new TaskRunner(fn)
    const first = runner.run('1')
    jobs[0]!.resolve('one')
    await first
    void runner.run('2')
    expect(runner.getState().status).toBe('running')
    runner.cancel()
    expect(jobs[1]!.signal.aborted).toBe(true)
    expect(runner.getState()).toMatchObject({ status: 'done', result: 'one' })
  })

  it('reports errors and progress of the current job', async () => {
    const runner = new TaskRunner<string, string>(async (_input, { onProgress }) => {
      onProgress({ done: 1, total: 2 })
      throw new Error('boom')
    })
    const states: string[] = []
    runner.subscribe(() => states.push(runner.getState().status))
    expect(await runner.run('x')).toBeUndefined()
    expect(runner.getState().status).toBe('error')
    expect((runner.getState().error as Error).message).toBe('boom')
    expect(states).toContain('running')
  })
})
