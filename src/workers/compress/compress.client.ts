import { abortError, createWorkerClient, type WorkerClient } from '../core/create-worker-client'
import type { CompressApi, CompressJob, CompressOutcome, ZipJob } from './compress.impl'
import { STAGES, type Stage } from './compress.shared'

const spawn = () => new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module', name: 'compress' })

/**
 * One compress worker per core, up to four (each holds its codecs and, for a 24 MP photo, a few
 * hundred MB while it works), at least one. Squoosh's users asked for batches (squoosh #301): the
 * files of a batch are spread over the pool, first come first served.
 */
export const POOL_SIZE = Math.max(1, Math.min(typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2, 4))

type Lane = { client: WorkerClient<CompressApi>; busy: boolean }
type Task = {
  job: CompressJob
  signal?: AbortSignal
  onStage?: (stage: Stage) => void
  resolve: (o: CompressOutcome) => void
  reject: (e: unknown) => void
}

const lanes: Lane[] = []
const queue: Task[] = []

function freeLane(): Lane | null {
  const idle = lanes.find((l) => !l.busy)
  if (idle) return idle
  if (lanes.length < POOL_SIZE) {
    const lane = { client: createWorkerClient<CompressApi>(spawn), busy: false }
    lanes.push(lane)
    return lane
  }
  return null
}

function pump() {
  while (queue.length) {
    const lane = freeLane()
    if (!lane) return
    const task = queue.shift()!
    lane.busy = true
    lane.client
      .run('compress', task.job, { signal: task.signal, onProgress: (p) => task.onStage?.(STAGES[p.done] ?? 'encoding') })
      .then(task.resolve, task.reject)
      .finally(() => {
        lane.busy = false
        pump()
      })
  }
}

/**
 * Compresses one image in the pool. It waits for a free worker; aborting the signal takes a
 * waiting job off the queue, or stops the worker running it (that worker is replaced on its next
 * job). `onStage` follows the job: decoding, resizing, encoding.
 */
export function compressInPool(job: CompressJob, options: { signal?: AbortSignal; onStage?: (stage: Stage) => void } = {}): Promise<CompressOutcome> {
  const { signal } = options
  if (signal?.aborted) return Promise.reject(abortError())
  return new Promise<CompressOutcome>((resolve, reject) => {
    const task: Task = { job, signal, onStage: options.onStage, resolve, reject }
    signal?.addEventListener(
      'abort',
      () => {
        const i = queue.indexOf(task)
        if (i >= 0) {
          queue.splice(i, 1)
          reject(abortError())
        }
      },
      { once: true },
    )
    queue.push(task)
    pump()
  })
}

/** The ZIP of a batch is built in a worker of its own, so it never waits behind the pool's jobs. */
const zipClient = createWorkerClient<CompressApi>(spawn)

export function zipInWorker(job: ZipJob, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  return zipClient.run('zip', job, options)
}

/** Stops every compress worker now (the bench starts from cold with it); the next job starts fresh ones. */
export function terminateCompressWorkers() {
  for (const lane of lanes) lane.client.terminate()
  zipClient.terminate()
}
