import { createWorkerClient, type RunOptions, type WorkerClient } from '../core/create-worker-client'
import type { Progress } from '../core/types'
import { partitionAlgorithms, takesWholeBuffer, wholeBufferBudget } from './algorithms'
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

/**
 * Hashes a file with every chosen algorithm. When every one is SHA-1/256/384/512 and the file fits
 * the memory budget, one worker reads it whole and WebCrypto digests it (`digestFile`: reading
 * progress, then `{ done: 0, total: 0 }` while the digests run). Otherwise the algorithms are
 * spread over the pool: each worker
 * streams the same File (no copy: a File crosses to a worker as a handle) and computes its share,
 * so the whole job costs about what its slowest share costs. Progress is the bytes read, averaged
 * over the workers; aborting the signal terminates every worker of the job.
 */
export async function hashFileInPool(input: HashFileInput, options: Pick<RunOptions, 'signal' | 'onProgress'> & { budget?: number } = {}): Promise<HashOutput> {
  if (takesWholeBuffer(input.algorithms, input.file.size, options.budget ?? WHOLE_BUFFER_BUDGET)) {
    return hashClient.run('digestFile', input, { signal: options.signal, onProgress: options.onProgress })
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
