import { createWorkerClient } from '../core/create-worker-client'
import type { DiffApi } from './diff.impl'

/** The one `diff` worker, shared by Diff Viewer and Text Diff, started on first use. */
export const diffClient = createWorkerClient<DiffApi>(
  () => new Worker(new URL('./diff.worker.ts', import.meta.url), { type: 'module', name: 'diff' }),
)
