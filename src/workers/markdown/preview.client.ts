import { createWorkerClient } from '../core/create-worker-client'
import type { MarkdownApi } from './preview.impl'

/** The `markdown` worker: renders and sanitizes the Markdown preview (issue 17), started on first use. */
export const markdownClient = createWorkerClient<MarkdownApi>(
  () => new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module', name: 'markdown' }),
)
