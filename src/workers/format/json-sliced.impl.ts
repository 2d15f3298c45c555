import { SLICE_CHARS, type SliceInbox, SliceWriter } from '../core/slices'
import type { ProgressFn } from '../core/types'
import { processJsonTo, type JsonError, type JsonJob } from './json.impl'

/** Where the output slices go: the worker's end of a MessageChannel (anything with postMessage in tests). */
export type SlicePort = { postMessage(slice: string): void }

/**
 * A JSON job whose text and output cross in slices (D30): the text is either here (`text`, small
 * enough for one message) or was sent before into the worker's inbox (`textId`); the output is
 * posted on `port` in slices of `sliceChars` while it is made, and the answer says how many.
 * With `holdPort` (the holder worker's channel, workers/held), every slice goes there and only
 * those that start before `holdAfter` characters go to `port` too (the page's preview), so the
 * page never holds a large output; the answer says how many went to `port` (`pageSlices`).
 */
export type SlicedJsonJob = Omit<JsonJob, 'text'> & { text?: string; textId?: number; port: SlicePort; sliceChars?: number; holdPort?: SlicePort; holdAfter?: number }
export type SlicedJsonResult =
  | { ok: true; warnings: string[]; chars: number; slices: number; pageSlices: number }
  | { ok: false; error: JsonError }

/** The format worker's half of the sliced JSON path; `inbox` holds the texts sent in slices. */
export function createSlicedJson(inbox: SliceInbox) {
  return {
    'slice-begin': ({ id, length }: { id: number; length: number }) => inbox.begin(id, length),
    'slice-append': ({ id, part }: { id: number; part: string }) => inbox.append(id, part),
    'json-sliced': ({ text, textId, port, sliceChars = SLICE_CHARS, holdPort, holdAfter = 0, ...job }: SlicedJsonJob, progress?: ProgressFn): SlicedJsonResult => {
      const input = text ?? inbox.take(textId ?? -1)
      let posted = 0
      let pageSlices = 0
      const writer = new SliceWriter((slice) => {
        if (!holdPort || posted < holdAfter) {
          port.postMessage(slice)
          pageSlices++
        }
        holdPort?.postMessage(slice)
        posted += slice.length
      }, sliceChars)
      const r = processJsonTo({ ...job, text: input }, (block) => writer.write(block), progress)
      if (!r.ok) return r
      const { chars, slices } = writer.end()
      return { ok: true, warnings: r.warnings, chars, slices, pageSlices }
    },
  }
}
