import { createWorkerClient } from '../core/create-worker-client'
import type { HeldApi } from './held.impl'

/** The one `held` worker: large outputs kept off the page until they are copied or downloaded (issue 17). */
export const heldClient = createWorkerClient<HeldApi>(
  () => new Worker(new URL('./held.worker.ts', import.meta.url), { type: 'module', name: 'held' }),
)
