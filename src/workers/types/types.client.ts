import { createWorkerClient } from '../core/create-worker-client'
import type { TypesApi } from './types.impl'

/** The one `types` worker (quicktype-core: JSON to TypeScript, Zod, Go, Rust, ...), started on first use. */
export const typesClient = createWorkerClient<TypesApi>(
  () => new Worker(new URL('./types.worker.ts', import.meta.url), { type: 'module', name: 'types' }),
)
