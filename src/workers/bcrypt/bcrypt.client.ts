import { createWorkerClient } from '../core/create-worker-client'
import type { BcryptApi } from './bcrypt.impl'

/** The one `bcrypt` worker, started on first use; cancelling a job terminates it. */
export const bcryptClient = createWorkerClient<BcryptApi>(
  () => new Worker(new URL('./bcrypt.worker.ts', import.meta.url), { type: 'module', name: 'bcrypt' }),
)
