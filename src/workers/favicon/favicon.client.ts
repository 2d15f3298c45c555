import { createWorkerClient } from '../core/create-worker-client'
import type { FaviconApi } from './favicon.impl'

/** The `favicon` worker: icons drawn, downscaled and encoded off the page (issue 16, D7). */
export const faviconClient = createWorkerClient<FaviconApi>(
  () => new Worker(new URL('./favicon.worker.ts', import.meta.url), { type: 'module', name: 'favicon' }),
)
