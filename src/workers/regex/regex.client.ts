import { createWorkerClient, type RunOptions, type WorkerClient } from '../core/create-worker-client'
import type { ExportOptions } from './regex.export'
import { NEED_TEXT, textEdit, type RegexApi, type RegexJob, type RegexResult } from './regex.impl'

/** The one `regex` worker; a pattern that runs past its time limit gets the worker terminated (D8). */
export const regexClient = createWorkerClient<RegexApi>(
  () => new Worker(new URL('./regex.worker.ts', import.meta.url), { type: 'module', name: 'regex' }),
)

/**
 * Runs regex jobs on a worker client, sending the test string only when the worker does not hold
 * it yet (see RegexRequest): typing in the pattern over a 20 MB text copies the pattern, not the
 * text, on every keystroke; typing in the text sends the edit (issue 32: a keystroke in 1.6 MB
 * copied 1.6 MB on the page). `sent()` says how many times the whole text crossed and `edits()`
 * how many times an edit did (for tests).
 */
export function createRegexRunner(client: WorkerClient<RegexApi>) {
  let last: { text: string; id: number } | null = null
  let nextId = 1
  /** The text the live worker was last given, as far as the page knows (a replaced worker answers NEED_TEXT). */
  let held: { text: string; id: number } | null = null
  let sends = 0
  let edits = 0

  type Request = { textId: number; text?: string; edit?: { baseId: number; from: number; to: number; insert: string } }
  /** Calls the worker with the text by id, as an edit, or whole, whichever it needs. */
  const call = async <R>(text: string, send: (request: Request) => Promise<R | typeof NEED_TEXT>): Promise<R> => {
    if (!last || last.text !== text) last = { text, id: nextId++ }
    const textId = last.id
    if (held?.id === textId) {
      const result = await send({ textId })
      if (result !== NEED_TEXT) return result
    } else if (held) {
      const change = textEdit(held.text, text)
      if (change) {
        const result = await send({ textId, edit: { ...change, baseId: held.id } })
        if (result !== NEED_TEXT) {
          held = { text, id: textId }
          edits++
          return result
        }
      }
    }
    sends++
    const result = await send({ textId, text })
    held = { text, id: textId }
    if (result === NEED_TEXT) throw new Error('The regex worker did not take the test string.')
    return result
  }
  const run = ({ text, ...job }: RegexJob, options?: RunOptions): Promise<RegexResult> => call(text, (r) => client.run('run', { ...job, ...r }, options))
  /** Every match of the pattern in the text, exported (issue 35). */
  const exportMatches = ({ text, pattern, flags }: Pick<RegexJob, 'text' | 'pattern' | 'flags'>, how: ExportOptions, options?: RunOptions): Promise<string> =>
    call(text, (r) => client.run('export', { pattern, flags, ...how, ...r }, options))
  return { run, exportMatches, sent: () => sends, edits: () => edits }
}

export const regexRunner = createRegexRunner(regexClient)
