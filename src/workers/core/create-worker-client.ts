import * as Comlink from 'comlink'
import type { Progress, ProgressFn } from './types'

/** The least a spawned worker must offer; a real `Worker` has it, and so do the tests' fakes. */
export type WorkerLike = Comlink.Endpoint & {
  terminate(): void
}

export type RunOptions = {
  signal?: AbortSignal
  onProgress?: (p: Progress) => void
  /** Objects moved to the worker instead of copied (ArrayBuffers, ImageBitmaps, streams). */
  transfer?: Transferable[]
}

type AnyFn = (input: never, progress?: ProgressFn) => unknown
type InputOf<F> = F extends (input: infer I, ...rest: never[]) => unknown ? I : never
type OutputOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never

export class WorkerCrashError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WorkerCrashError'
  }
}

export const abortError = () => new DOMException('The operation was aborted.', 'AbortError')
export const isAbortError = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError'

type Slot = { worker: WorkerLike; remote: Comlink.Remote<Record<string, AnyFn>>; crashed: Promise<never>; crash: (e: Error) => void }

export type WorkerClient<Api> = {
  run<K extends keyof Api & string>(method: K, input: InputOf<Api[K]>, options?: RunOptions): Promise<OutputOf<Api[K]>>
  /** Stops the worker now (any running job is aborted); the next call starts a fresh one. */
  terminate(): void
  /** How many workers this client has started so far (for tests and diagnostics). */
  readonly spawnCount: number
}

/**
 * createWorkerClient (squoosh's pattern): the worker is started on the first call, calls run one at
 * a time in order, and a call's AbortSignal terminates the worker (Comlink alone cannot stop a
 * running job), rejects that call with an AbortError and lets the next call start a fresh worker.
 * A worker that dies (an uncaught error, a failed load) rejects its job with WorkerCrashError and
 * is replaced on the next call. Errors thrown by the engine itself reach the caller as they are.
 */
export function createWorkerClient<Api extends object>(spawn: () => WorkerLike): WorkerClient<Api> {
  let slot: Slot | null = null
  let spawnCount = 0
  let queue: Promise<unknown> = Promise.resolve()

  const start = (): Slot => {
    if (slot) return slot
    const worker = spawn()
    spawnCount++
    let crash!: (e: Error) => void
    const crashed = new Promise<never>((_, reject) => (crash = reject))
    crashed.catch(() => {}) // Observed by the running call, if any.
    const onError = (event: Event) => {
      const message = (event as ErrorEvent).message || 'the worker stopped unexpectedly'
      const s = slot
      if (s && s.worker === worker) {
        slot = null
        worker.terminate()
      }
      crash(new WorkerCrashError(`Worker crashed: ${message}`))
    }
    worker.addEventListener('error', onError)
    worker.addEventListener('messageerror', onError)
    slot = { worker, remote: Comlink.wrap(worker), crashed, crash }
    return slot
  }

  const stop = (s: Slot) => {
    if (slot === s) slot = null
    s.remote[Comlink.releaseProxy]()
    s.worker.terminate()
  }

  const execute = async (method: string, input: unknown, options: RunOptions): Promise<unknown> => {
    const { signal, onProgress, transfer } = options
    if (signal?.aborted) throw abortError()
    const s = start()
    const args: unknown[] = [transfer?.length ? Comlink.transfer(input, transfer) : input]
    if (onProgress) args.push(Comlink.proxy(onProgress))
    let onAbort: (() => void) | undefined
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        stop(s)
        reject(abortError())
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
    aborted.catch(() => {})
    try {
      const fn = s.remote[method] as unknown as (...a: unknown[]) => Promise<unknown>
      return await Promise.race([fn(...args), aborted, s.crashed])
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort)
    }
  }

  return {
    run(method, input, options = {}) {
      const job = queue.then(() => execute(method, input, options))
      queue = job.catch(() => {})
      const { signal } = options
      if (!signal) return job as Promise<never>
      // A job still waiting in the queue is rejected at once when aborted; it never starts.
      const whileQueued = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(abortError())
        signal.addEventListener('abort', () => reject(abortError()), { once: true })
      })
      whileQueued.catch(() => {})
      return Promise.race([job, whileQueued]) as Promise<never>
    },
    terminate() {
      if (slot) stop(slot)
    },
    get spawnCount() {
      return spawnCount
    },
  }
}
