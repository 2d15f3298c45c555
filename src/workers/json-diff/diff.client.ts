import { createWorkerClient } from '../core/create-worker-client'
import { sendInSlices } from '../core/slices'
import type { Progress } from '../core/types'
import type { DiffApi } from './diff.impl'
import type { DiffOptions, DiffResult } from './diff.types'

/** The one `json-diff` worker: the JSON workbench's Compare tab (issue 35 item 4). */
export const diffClient = createWorkerClient<DiffApi>(
  () => new Worker(new URL('./diff.worker.ts', import.meta.url), { type: 'module', name: 'json-diff' }),
)

export type DiffJob = DiffOptions & { left: string; right: string }

/**
 * Compares two JSON texts in the worker: each crosses in slices (D30), so a 100 MB document never
 * blocks the page; progress is the characters sent (first half) then the worker's own (second half).
 * Cancelling (the signal) stops the worker.
 */
export async function diffJsonTexts({ left, right, ...options }: DiffJob, { signal, onProgress }: { signal?: AbortSignal; onProgress?: (p: Progress) => void } = {}): Promise<DiffResult> {
  const total = left.length + right.length
  const sendShare = 500
  await diffClient.run('begin', undefined, { signal })
  let before = 0
  for (const side of ['left', 'right'] as const) {
    const text = side === 'left' ? left : right
    await sendInSlices(text, (part) => diffClient.run('append', { side, part }, { signal }), {
      onProgress: (done) => onProgress?.({ done: Math.round((sendShare * (before + done)) / Math.max(1, total)), total: 1000 }),
    })
    before += text.length
  }
  return diffClient.run('diff', options, { signal, onProgress: (p) => onProgress?.({ done: sendShare + Math.round(p.done / 2), total: 1000 }) })
}
