import { heldText, type ResultText } from '../../lib/held-text'
import { abortError, type WorkerClient } from '../core/create-worker-client'
import { joinSlices, receiveSlices, sendInSlices, SLICE_CHARS } from '../core/slices'
import type { Progress } from '../core/types'
import { heldClient } from '../held/held.client'
import type { HeldApi } from '../held/held.impl'
import { formatClient } from './format.client'
import type { FormatApi } from './format.impl'
import type { JsonError, JsonJob } from './json.impl'

/**
 * The JSON Formatter's result: `output` is the whole text, joined from its slices as a rope (no
 * copy until something reads inside it) when it fits the head, otherwise held off the page in the
 * holder worker (lib/held-text.ts); `head` is its start as a flat string, at least `headChars`
 * long when the output is, for a preview that never touches the rest.
 */
export type JsonOutput = { ok: true; output: ResultText; head: string; warnings: string[] } | { ok: false; error: JsonError }

export type FormatJsonOptions = {
  signal?: AbortSignal
  /** One scale for the whole job, in characters of input: sending is the first tenth, formatting the rest. */
  onProgress?: (p: Progress) => void
}

/** Sending the text in slices counts for this share of the progress bar; formatting (while the output streams back) for the rest. */
const SEND_SHARE = 0.1

/** The start of a text from its slices: whole slices, joined flat, until `chars` are covered. */
export function headOf(parts: readonly string[], chars: number): string {
  const head: string[] = []
  let n = 0
  for (const p of parts) {
    if (n >= chars) break
    head.push(p)
    n += p.length
  }
  return head.join('')
}

/**
 * Formats, minifies or validates JSON of any size in the format worker without a long task on the
 * page (DECISIONS D7, D30): a text over one slice goes to the worker one slice per call (each
 * postMessage its own task, the next one waits for the worker), and the output comes back on a
 * MessageChannel in slices, posted by the worker while it formats, each received in a task of its
 * own. Cancelling terminates the worker, as every worker job does.
 *
 * With a `holder` (issue 17), a text over `holdFrom` characters has its output sent to the holder
 * worker as well, and to the page only up to `headChars`: an output longer than that stays off the
 * page (a 560 MB output held on the page stalled its frames for 75-110 ms in garbage collection)
 * and is fetched as a Blob when copied, downloaded or sent on. The holder is a worker of its own,
 * so cancelling a later job never loses a result on screen.
 */
export type JsonFormatterSetup = { sliceChars?: number; headChars?: number; holder?: WorkerClient<HeldApi> | null; holdFrom?: number }

export function createJsonFormatter(client: WorkerClient<FormatApi>, { sliceChars = SLICE_CHARS, headChars = SLICE_CHARS, holder = null, holdFrom }: JsonFormatterSetup = {}) {
  const holdAbove = holdFrom ?? headChars / 8
  let nextId = 1
  let nextHold = 1
  return async function formatJson(job: JsonJob, { signal, onProgress }: FormatJsonOptions = {}): Promise<JsonOutput> {
    if (signal?.aborted) throw abortError()
    const { text, ...rest } = job
    const total = Math.max(1, text.length)
    const report = (done: number) => onProgress?.({ done: Math.min(total, Math.round(done)), total })
    let textId: number | undefined
    if (text.length > sliceChars) {
      const id = nextId++
      textId = id
      await client.run('slice-begin', { id, length: text.length }, { signal })
      await sendInSlices(text, (part) => client.run('slice-append', { id, part }, { signal }), {
        size: sliceChars,
        onProgress: (done) => report(done * SEND_SHARE),
      })
    }
    const sent = textId === undefined ? 0 : total * SEND_SHARE
    const { port1, port2 } = new MessageChannel()
    const receiver = receiveSlices(port1)
    // An output that may outgrow the preview also goes to the holder (never given the signal:
    // aborting would terminate it, and with it the results it holds).
    const hold = holder && job.mode !== 'validate' && text.length > holdAbove ? { id: nextHold++, channel: new MessageChannel() } : null
    if (hold) await holder!.run('hold', { id: hold.id, port: hold.channel.port1 }, { transfer: [hold.channel.port1] })
    let kept = false
    let onAbort: (() => void) | undefined
    try {
      const holdJob = hold ? { holdPort: hold.channel.port2, holdAfter: headChars } : {}
      const r = await client.run(
        'json-sliced',
        { ...rest, text: textId === undefined ? text : undefined, textId, port: port2, sliceChars, ...holdJob },
        { signal, transfer: hold ? [port2, hold.channel.port2] : [port2], onProgress: onProgress && ((p) => report(sent + (p.done / Math.max(1, p.total)) * (total - sent))) },
      )
      if (!r.ok) return r
      // The slices travel on their own channel: wait for the last of them (the answer says how many).
      const aborted = new Promise<never>((_, reject) => {
        onAbort = () => reject(abortError())
        signal?.addEventListener('abort', onAbort, { once: true })
      })
      const parts = await Promise.race([receiver.all(r.pageSlices), aborted])
      report(total)
      const head = headOf(parts, headChars)
      if (!hold || r.pageSlices === r.slices) return { ok: true, output: joinSlices(parts), head, warnings: r.warnings }
      kept = true
      const { id } = hold
      return { ok: true, output: heldText(() => holder!.run('blob', { id, count: r.slices, type: 'application/json' }), head, r.chars), head, warnings: r.warnings }
    } finally {
      if (hold && !kept) void holder!.run('drop', { id: hold.id }).catch(() => {})
      if (onAbort) signal?.removeEventListener('abort', onAbort)
      receiver.close()
    }
  }
}

/** The JSON Formatter's path to the one `format` worker. */
export const formatJson = createJsonFormatter(formatClient, { holder: heldClient })
