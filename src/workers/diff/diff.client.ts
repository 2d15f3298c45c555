import { createWorkerClient, type RunOptions } from '../core/create-worker-client'
import { streamSlices } from '../core/slices'
import type { DiffApi } from './diff.impl'
import type { DiffJob, DiffSummary } from './diff.types'

/** The one `diff` worker, shared by Diff Viewer and Text Diff, started on first use. */
export const diffClient = createWorkerClient<DiffApi>(
  () => new Worker(new URL('./diff.worker.ts', import.meta.url), { type: 'module', name: 'diff' }),
)

/**
 * The line diff of two texts in the diff worker. The texts go on a channel of their own, in slices
 * posted without waiting (core/slices `streamSlices`), as UTF-8 bytes in transferred buffers when
 * both are well-formed (as text otherwise: UTF-8 cannot carry a lone surrogate). The worker finds
 * each slice's line ids while the page encodes the next, so moving the texts adds little to the
 * diff's time: one message with both texts copies them first, about 12 ms for 2 x 1.9M characters,
 * before any work starts.
 */
export function diffInWorker(job: DiffJob, options: Omit<RunOptions, 'transfer'> = {}, client = diffClient): Promise<DiffSummary> {
  const { port1, port2 } = new MessageChannel()
  const bytes = job.a.isWellFormed() && job.b.isWellFormed()
  const result = client.run('diffStream', { port: port2, chars: job.a.length + job.b.length, bytes, ignoreWhitespace: job.ignoreWhitespace }, { ...options, transfer: [port2] })
  void streamSlices(port1, [job.a, job.b], { signal: options.signal, bytes })
  // Closed when the job is over (the worker has read every slice, or was stopped), not when the last is posted.
  return result.finally(() => port1.close())
}
