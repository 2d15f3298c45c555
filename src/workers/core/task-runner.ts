import { isAbortError } from './create-worker-client'
import type { Progress } from './types'

export type TaskStatus = 'idle' | 'pending' | 'running' | 'done' | 'error'

export type TaskState<R> = {
  status: TaskStatus
  progress: Progress | null
  result: R | undefined
  error: unknown
  /** When the running job started (ms since epoch), for "busy for more than 300 ms" displays. */
  startedAt: number | null
}

export type TaskFn<I, R> = (input: I, ctx: { signal: AbortSignal; onProgress: (p: Progress) => void }) => Promise<R>

/**
 * The state machine behind useWorkerTask, free of React so it can be tested in node:
 * - `schedule(input, delay)` debounces: only the latest input within the delay runs;
 * - a new job supersedes the running one, which is aborted, not queued (DECISIONS D7), so at most
 *   one job is ever pending;
 * - a result or error that arrives for a superseded job is dropped.
 */
export class TaskRunner<I, R> {
  private state: TaskState<R> = { status: 'idle', progress: null, result: undefined, error: undefined, startedAt: null }
  private listeners = new Set<() => void>()
  private controller: AbortController | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private seq = 0

  constructor(private fn: TaskFn<I, R>) {}

  setFn(fn: TaskFn<I, R>) {
    this.fn = fn
  }

  getState = () => this.state

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private set(patch: Partial<TaskState<R>>) {
    this.state = { ...this.state, ...patch }
    this.listeners.forEach((l) => l())
  }

  /** Runs after `delayMs` unless another call comes first. */
  schedule(input: I, delayMs: number): void {
    this.abortRunning()
    if (this.timer) clearTimeout(this.timer)
    const id = ++this.seq
    this.set({ status: 'pending', progress: null, error: undefined })
    this.timer = setTimeout(() => {
      this.timer = null
      void this.start(input, id)
    }, delayMs)
  }

  /** Runs now; resolves with the result, or undefined when superseded, cancelled or failed. */
  run(input: I): Promise<R | undefined> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.abortRunning()
    return this.start(input, ++this.seq)
  }

  /** Stops the pending or running job; the last result stays on screen. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.seq++
    this.abortRunning()
    this.set({ status: this.state.result === undefined ? 'idle' : 'done', progress: null, startedAt: null })
  }

  /** Forgets the result and error (for a Clear button). */
  reset(): void {
    this.cancel()
    this.set({ status: 'idle', result: undefined, error: undefined })
  }

  private abortRunning() {
    this.controller?.abort()
    this.controller = null
  }

  private async start(input: I, id: number): Promise<R | undefined> {
    const controller = new AbortController()
    this.controller = controller
    this.set({ status: 'running', progress: null, error: undefined, startedAt: Date.now() })
    try {
      const result = await this.fn(input, {
        signal: controller.signal,
        onProgress: (p) => {
          if (id === this.seq) this.set({ progress: p })
        },
      })
      if (id !== this.seq) return undefined
      this.controller = null
      this.set({ status: 'done', result, error: undefined, progress: null, startedAt: null })
      return result
    } catch (error) {
      if (id !== this.seq || isAbortError(error)) return undefined
      this.controller = null
      this.set({ status: 'error', error, progress: null, startedAt: null })
      return undefined
    }
  }

  dispose() {
    this.cancel()
    this.listeners.clear()
  }
}
