import { abortError, createWorkerClient, type RunOptions, type WorkerClient } from '../core/create-worker-client'
import type { Progress } from '../core/types'
import { choosePath, partitionAlgorithms, wholeBufferBudget, wholeBufferCandidate, type AlgorithmId, type PathTimes } from './algorithms'
import type { HashApi, HashFileInput, HashOutput } from './hash.impl'

const spawn = () => new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module', name: 'hash' })

/** The `hash` worker for text (and the first lane of the file pool), started on first use. */
export const hashClient = createWorkerClient<HashApi>(spawn)

/** One hash worker per core, up to four (ARCHITECTURE "Engine choices"); lane 0 is `hashClient`. */
export const POOL_SIZE = Math.max(1, Math.min(typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2, 4))
const pool: WorkerClient<HashApi>[] = [hashClient]
const lane = (i: number) => (pool[i] ??= createWorkerClient<HashApi>(spawn))

/** The whole-buffer budget for this device (`navigator.deviceMemory` where the browser gives it). */
export const WHOLE_BUFFER_BUDGET = wholeBufferBudget(typeof navigator !== 'undefined' ? (navigator as Navigator & { deviceMemory?: number }).deviceMemory : undefined)

/** The calibration figures of this session, per algorithm (each measured once, on first need). */
const measured: PathTimes = {}
let calibrating: Promise<void> = Promise.resolve()

/**
 * The calibration figures for these algorithms: what this session measured, plus a measurement in
 * the hash worker of those not yet measured (issue 32). A failed calibration leaves them unmeasured,
 * which means streaming.
 */
export function pathTimes(algorithms: readonly AlgorithmId[], signal?: AbortSignal): Promise<PathTimes> {
  calibrating = calibrating.then(async () => {
    const missing = algorithms.filter((id) => !measured[id])
    if (missing.length === 0) return
    try {
      Object.assign(measured, await hashClient.run('calibrate', { algorithms: missing }, { signal }))
    } catch {
      // Aborted or failed: nothing is remembered, the next file tries again.
    }
  })
  return calibrating.then(() => ({ ...measured }))
}

/**
 * Hashes a file with every chosen algorithm. When every one is SHA-1/256/384/512, the file fits
 * the memory budget and the calibration of this session (`pathTimes`, `choosePath`) says WebCrypto
 * on the whole buffer is faster here than streaming, one worker reads it whole and WebCrypto
 * digests it (`digestFile`: reading progress, then `{ done: 0, total: 0 }` while the digests run).
 * Otherwise the algorithms are
 * spread over the pool: each worker
 * streams the same File (no copy: a File crosses to a worker as a handle) and computes its share,
 * so the whole job costs about what its slowest share costs. Progress is the bytes read, averaged
 * over the workers; aborting the signal terminates every worker of the job.
 */
export async function hashFileInPool(input: HashFileInput, options: Pick<RunOptions, 'signal' | 'onProgress'> & { budget?: number } = {}): Promise<HashOutput> {
  const budget = options.budget ?? WHOLE_BUFFER_BUDGET
  if (wholeBufferCandidate(input.algorithms, input.file.size, budget)) {
    const times = await pathTimes(input.algorithms, options.signal)
    if (options.signal?.aborted) throw abortError()
    if (choosePath(input.algorithms, input.file.size, budget, times, POOL_SIZE) === 'whole') {
      return hashClient.run('digestFile', input, { signal: options.signal, onProgress: options.onProgress })
    }
  }
  const groups = partitionAlgorithms(input.algorithms, POOL_SIZE)
  const seen: Progress[] = groups.map(() => ({ done: 0, total: input.file.size }))
  const report = () => {
    const done = seen.reduce((s, p) => s + p.done, 0) / groups.length
    options.onProgress?.({ done, total: input.file.size })
  }
  const parts = await Promise.all(
    groups.map((algorithms, i) =>
      lane(i).run('hashFile', { ...input, algorithms }, {
        signal: options.signal,
        onProgress: (p) => {
          seen[i] = p
          report()
        },
      }),
    ),
  )
  return Object.assign({}, ...parts) as HashOutput
}
