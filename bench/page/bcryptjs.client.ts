import { createWorkerClient } from '../../src/workers/core/create-worker-client'
import type { BcryptjsApi } from './bcryptjs.impl'

/** A worker for the bcryptjs candidate, built exactly like the app's engine clients. */
export const bcryptjsClient = createWorkerClient<BcryptjsApi>(
  () => new Worker(new URL('./bcryptjs.worker.ts', import.meta.url), { type: 'module', name: 'bcryptjs' }),
)
