import { abortError, createWorkerClient, type WorkerClient } from '../core/create-worker-client'
import type { QueryApi } from './query.impl'
import { NEED_TEXT, type QueryJob, type QueryResult } from './query.types'

/** The one `query` worker (jq and JSONPath); a query past its time limit gets the worker terminated (D8). */
export const queryClient = createWorkerClient<QueryApi>(
  () => new Worker(new URL('./query.worker.ts', import.meta.url), { type: 'module', name: 'query' }),
)

/**
 * How long a query may run before its worker is stopped: 3 s, plus 1 s per whole MB of document
 * (jq's WebAssembly build parses a few MB a second, and every jq query parses the document
 * again). The first query also pays for starting the worker and loading jq (well under a second).
 */
export const BASE_TIME_LIMIT_MS = 3000
export const TIME_LIMIT_MS_PER_MB = 1000

export function queryTimeLimitMs(documentLength: number): number {
  return BASE_TIME_LIMIT_MS + Math.floor(documentLength / (1024 * 1024)) * TIME_LIMIT_MS_PER_MB
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))}`
export const stoppedMessage = (ms: number) => `Stopped after ${seconds(ms)} s: the query ran too long`

/** A query that ran past its time limit; its worker was terminated and the next query gets a fresh one. */
export class QueryTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(stoppedMessage(limitMs))
    this.name = 'QueryTimeoutError'
  }
}

export type QueryRunOptions = {
  signal?: AbortSignal
  /** Default: queryTimeLimitMs(the document's length). */
  timeLimitMs?: number
}

/**
 * Runs queries on a worker client:
 * - the document crosses once per change (see QueryRequest), not once per keystroke in the query;
 * - a new query supersedes the one still running, which is aborted (its worker is terminated if it
 *   was busy with it) and rejects with an AbortError;
 * - a query past its time limit terminates the worker and rejects with QueryTimeoutError; the next
 *   query starts a fresh worker (and sends the document again).
 * `sent()` says how many times a document crossed (for tests).
 */
export function createQueryRunner(client: WorkerClient<QueryApi>) {
  let last: { text: string; id: number } | null = null
  let nextId = 1
  /** The id of the document the live worker was last given (a replaced worker answers NEED_TEXT). */
  let held: number | null = null
  let sends = 0
  let current: AbortController | null = null

  const run = async ({ text, ...job }: QueryJob, options: QueryRunOptions = {}): Promise<QueryResult> => {
    current?.abort()
    const mine = new AbortController()
    current = mine
    const limitMs = options.timeLimitMs ?? queryTimeLimitMs(text.length)
    const limit = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const signals = [mine.signal, limit.signal, ...(options.signal ? [options.signal] : [])]
    const signal = AbortSignal.any(signals)
    try {
      // Starting a worker and loading jq is not the query's time: the limit starts once jq is ready.
      if (job.language === 'jq') await client.run('warm', undefined, { signal: AbortSignal.any(signals.filter((s) => s !== limit.signal)) })
      timer = setTimeout(() => limit.abort(), limitMs)
      if (signal.aborted) throw abortError()
      if (!last || last.text !== text) last = { text, id: nextId++ }
      const textId = last.id
      if (held === textId) {
        const result = await client.run('run', { ...job, textId }, { signal })
        if (result !== NEED_TEXT) return result
      }
      sends++
      const result = await client.run('run', { ...job, textId, text }, { signal })
      held = textId
      if (result === NEED_TEXT) throw new Error('The query worker did not take the document.')
      return result
    } catch (e) {
      if (limit.signal.aborted && !mine.signal.aborted && !options.signal?.aborted) throw new QueryTimeoutError(limitMs)
      throw e
    } finally {
      clearTimeout(timer)
      if (current === mine) current = null
    }
  }
  return { run, sent: () => sends }
}

export const queryRunner = createQueryRunner(queryClient)
