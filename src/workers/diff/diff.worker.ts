import * as Comlink from 'comlink'
import { exposeEngine } from '../core/expose'
import { diffText, type DiffApi } from './diff.impl'
import type { DiffJob } from './diff.types'
import type { ProgressFn } from '../core/types'

/** The summary's typed array moves to the page (transferred, not copied). */
const api: DiffApi = {
  diffText: (job: DiffJob, progress?: ProgressFn) => {
    const r = diffText(job, progress)
    return Comlink.transfer(r, [r.blocks.buffer as ArrayBuffer])
  },
}
exposeEngine(api)
