import { createWorkerClient } from '../core/create-worker-client'
import type { ConvertApi } from './convert.impl'

/** The one `convert` worker (YAML, XML, CSV, URL and HTML-entity conversions), started on first use. */
export const convertClient = createWorkerClient<ConvertApi>(
  () => new Worker(new URL('./convert.worker.ts', import.meta.url), { type: 'module', name: 'convert' }),
)
