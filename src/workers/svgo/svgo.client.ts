import { createWorkerClient } from '../core/create-worker-client'
import type { SvgoApi } from './svgo.impl'

const spawn = (name: string) => () => new Worker(new URL('./svgo.worker.ts', import.meta.url), { type: 'module', name })

/**
 * Two lanes of the `svgo` engine, each its own worker started on first use: one for the markup
 * being typed, one for a batch of files. A superseded job is cancelled by terminating its worker,
 * so typing never stops a batch that is still running, and a new batch never stops the editor's job.
 */
export const svgoClient = createWorkerClient<SvgoApi>(spawn('svgo'))
export const svgoBatchClient = createWorkerClient<SvgoApi>(spawn('svgo-batch'))
