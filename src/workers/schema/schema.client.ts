import { createWorkerClient } from '../core/create-worker-client'
import type { SchemaApi } from './schema.impl'

/** The one `schema` worker (JSON Schema validation with Ajv, schema inference), started on first use. */
export const schemaClient = createWorkerClient<SchemaApi>(
  () => new Worker(new URL('./schema.worker.ts', import.meta.url), { type: 'module', name: 'schema' }),
)
