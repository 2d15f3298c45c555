import { createWorkerClient } from '../core/create-worker-client'
import type { FakeApi } from './fake.impl'

/** The one `fake` worker (faker and its locales, record writing), started on first use. */
export const fakeClient = createWorkerClient<FakeApi>(() => new Worker(new URL('./fake.worker.ts', import.meta.url), { type: 'module', name: 'fake' }))
