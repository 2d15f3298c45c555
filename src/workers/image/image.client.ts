import { createWorkerClient } from '../core/create-worker-client'
import type { ImageApi } from './image.impl'

/** The one `image` worker: decoding and encoding off the page (D16). */
export const imageClient = createWorkerClient<ImageApi>(
  () => new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module', name: 'image' }),
)
