import { createWorkerClient, type RunOptions, type WorkerClient } from '../core/create-worker-client'
import type { Progress } from '../core/types'
import { partitionAlgorithms } from './algorithms'
import type { HashApi, HashFileInput, HashOutput } from './hash.impl'

const spawn = () => new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module', name: 'hash' })

/** The `hash` worker for text (and the first lane of the file pool), started on first use. */
export const hashClient = createWorkerClient<HashApi>(spawn)

/** One hash worker per core, up to four (ARCHITECTURE "Engine choices"); lane 0 is `hashClient`. */
export const POOL_SIZE = Math.max(1, Math.min(typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2, 4))
const pool: WorkerClient<HashApi>[] = [hashClient]
const lane = (i: number) => (pool[i] ??= createWorkerClient<HashApi>(spawn))

/**
 * Hashes a file with every chosen algorithm, spreading the algorithms over the pool: each worker
 * streams the same File (no copy: a File crosses to a worker as a handle) and computes its share,
 * so the whole job costs about what its slowest share costs. Progress is the bytes read, averaged
 * over the workers; aborting the signal terminates every worker of the job.
 */
export async function hashFileInPool(input: HashFileInput, options: Pick<RunOptions, 'signal' | 'onProgress'> = {}): Promise<HashOutput> {
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
