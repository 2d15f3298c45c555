import { createWorkerClient } from '../core/create-worker-client'
import type { RegexApi } from './regex.impl'

/** The one `regex` worker; a pattern that runs past its time limit gets the worker terminated (D8). */
export const regexClient = createWorkerClient<RegexApi>(
  () => new Worker(new URL('./regex.worker.ts', import.meta.url), { type: 'module', name: 'regex' }),
)
