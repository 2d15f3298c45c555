import { createWorkerClient } from '../core/create-worker-client'
import type { CodecApi } from './codec.impl'

/** The one `codec` worker (base64 and other byte encodings), started on first use. */
export const codecClient = createWorkerClient<CodecApi>(
  () => new Worker(new URL('./codec.worker.ts', import.meta.url), { type: 'module', name: 'codec' }),
)
