import { createWorkerClient } from '../core/create-worker-client'
import type { EncryptApi } from './encrypt.impl'

/** The `encrypt` worker, started on first use; Cancel terminates it (and a job's keys with it). */
export const encryptClient = createWorkerClient<EncryptApi>(() => new Worker(new URL('./encrypt.worker.ts', import.meta.url), { type: 'module', name: 'encrypt' }))
