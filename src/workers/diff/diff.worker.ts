import * as Comlink from 'comlink'
import { exposeEngine } from '../core/expose'
import { diffStream, type DiffApi, type DiffStreamJob } from './diff.impl'
import type { ProgressFn } from '../core/types'

/** The summary's typed array moves to the page (transferred, not copied). */
const api: DiffApi = {
  diffStream: async (job: DiffStreamJob, progress?: ProgressFn) => {
    const r = await diffStream(job, progress)
    return Comlink.transfer(r, [r.blocks.buffer as ArrayBuffer])
  },
}
exposeEngine(api)
