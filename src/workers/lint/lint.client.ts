import { createWorkerClient } from '../core/create-worker-client'
import type { LintApi } from './lint.impl'

/** The one `lint` worker (YAML validation, Dockerfile linting), started on first use. */
export const lintClient = createWorkerClient<LintApi>(
  () => new Worker(new URL('./lint.worker.ts', import.meta.url), { type: 'module', name: 'lint' }),
)
