import { createWorkerClient } from '../core/create-worker-client'
import type { FigletApi } from './figlet.impl'

const spawn = (name: string) => () => new Worker(new URL('./figlet.worker.ts', import.meta.url), { type: 'module', name })

/**
 * The `figlet` worker that draws the tool's output, started on first use. A render that is
 * superseded, cancelled or over its time limit terminates it (the next call starts a fresh one).
 */
export const figletClient = createWorkerClient<FigletApi>(spawn('figlet'))

/**
 * A second `figlet` worker for the font picker's samples, so a long render never holds them up and
 * stopping a render does not throw away the fonts the picker has already parsed.
 */
export const figletPreviewClient = createWorkerClient<FigletApi>(spawn('figlet-previews'))
