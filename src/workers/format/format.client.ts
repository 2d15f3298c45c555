import { createWorkerClient } from '../core/create-worker-client'
import type { FormatApi } from './format.impl'

/** The one `format` worker, shared by every formatter screen, started on first use. */
export const formatClient = createWorkerClient<FormatApi>(
  () => new Worker(new URL('./format.worker.ts', import.meta.url), { type: 'module', name: 'format' }),
)
