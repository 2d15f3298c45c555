import { abortError, createWorkerClient, type WorkerClient } from '../core/create-worker-client'
import { sendInSlices, SLICE_CHARS } from '../core/slices'
import type { TreeApi } from './tree.impl'
import { UNKNOWN_SESSION, type Located, type NodeInfo, type PathSegment, type RowsAnswer, type SearchAnswer, type ShapeAnswer, type StepAnswer, type TreeSummary } from './tree.types'

/** The one `json-tree` worker: the JSON workbench's tree (issue 18). */
export const treeClient = createWorkerClient<TreeApi>(
  () => new Worker(new URL('./tree.worker.ts', import.meta.url), { type: 'module', name: 'json-tree' }),
)

/**
 * A document crosses to the worker in slices of SLICE_CHARS characters, one `postMessage` per task,
 * so the page keeps painting (D30): the shared slicer of src/workers/core/slices.ts, which says why.
 * See bench/README.md ("JSON tree").
 */
export { SLICE_CHARS, sliceEnd } from '../core/slices'

export type OpenPhase = 'send' | 'index'
export type OpenProgress = { phase: OpenPhase; done: number; total: number }
export type OpenOptions = { signal?: AbortSignal; onProgress?: (p: OpenProgress) => void }

/** A document the worker holds, and what can be asked of it. */
export type TreeHandle = {
  readonly session: number
  readonly summary: TreeSummary
  rows(from: number, count: number): Promise<RowsAnswer>
  toggle(id: number, open?: boolean): Promise<ShapeAnswer>
  expandAll(): Promise<number>
  collapseAll(): Promise<number>
  expandToDepth(depth: number): Promise<number>
  locate(id: number): Promise<Located>
  reveal(id: number): Promise<ShapeAnswer>
  search(query: string): Promise<SearchAnswer>
  step(direction: 1 | -1): Promise<StepAnswer | null>
  path(id: number): Promise<PathSegment[]>
  info(id: number): Promise<NodeInfo>
  value(id: number): Promise<string>
}

/** The worker no longer holds the document (replaced after a crash or a cancel, or dropped for a newer one): open it again. */
export class TreeLostError extends Error {
  constructor() {
    super('The tree was closed; it is being built again.')
    this.name = 'TreeLostError'
  }
}
export const isLost = (e: unknown) => e instanceof TreeLostError

/** The opener remembers the documents opened last (to reuse them), at most this many ... */
export const KEEP_DOCUMENTS = 3
/** ... and, besides the newest, only while they add up to this many characters. */
export const KEEP_CHARS = 32 * 1024 * 1024

type Entry = {
  text: string
  spawn: number
  promise: Promise<TreeHandle>
  settled: boolean
  waiters: number
  listeners: Set<(p: OpenProgress) => void>
  controller: AbortController
}

/**
 * Opens documents in the tree worker. The same string opened again (the Tree tab shown again)
 * reuses the document the worker holds, with what was expanded; a new string is sent in slices and
 * indexed. Opening a document that is still on its way joins it. Aborting the only wait for a
 * document still being sent or built stops it (the worker is replaced).
 */
export function createTreeOpener(client: WorkerClient<TreeApi>, { sliceChars = SLICE_CHARS, keep = KEEP_DOCUMENTS, keepChars = KEEP_CHARS } = {}) {
  let entries: Entry[] = []
  let nextSession = 1

  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn()
    } catch (e) {
      if (e instanceof Error && e.message.includes(UNKNOWN_SESSION)) throw new TreeLostError()
      throw e
    }
  }

  const handle = (summary: TreeSummary): TreeHandle => {
    const session = summary.session
    return {
      session,
      summary,
      rows: (from, count) => call(() => client.run('rows', { session, from, count })),
      toggle: (id, open) => call(() => client.run('toggle', { session, id, open })),
      expandAll: () => call(() => client.run('expandAll', { session })),
      collapseAll: () => call(() => client.run('collapseAll', { session })),
      expandToDepth: (depth) => call(() => client.run('expandToDepth', { session, depth })),
      locate: (id) => call(() => client.run('locate', { session, id })),
      reveal: (id) => call(() => client.run('reveal', { session, id })),
      search: (query) => call(() => client.run('search', { session, query })),
      step: (direction) => call(() => client.run('step', { session, direction })),
      path: (id) => call(() => client.run('path', { session, id })),
      info: (id) => call(() => client.run('info', { session, id })),
      value: (id) => call(() => client.run('value', { session, id })),
    }
  }

  const send = async (text: string, entry: Entry): Promise<TreeHandle> => {
    const session = nextSession++
    const signal = entry.controller.signal
    const report = (p: OpenProgress) => entry.listeners.forEach((l) => l(p))
    const total = text.length
    await client.run('begin', { session, length: total }, { signal })
    report({ phase: 'send', done: 0, total })
    // One slice per call: each postMessage is a task of its own, and the next waits for the worker.
    await sendInSlices(text, (part) => client.run('append', { session, part }, { signal }), {
      size: sliceChars,
      onProgress: (done) => report({ phase: 'send', done, total }),
    })
    const summary = await client.run('build', { session }, { signal, onProgress: (p) => report({ phase: 'index', done: p.done, total: p.total }) })
    report({ phase: 'index', done: total, total })
    return handle(summary)
  }

  const drop = (entry: Entry) => {
    entries = entries.filter((e) => e !== entry)
  }

  async function open(text: string, { signal, onProgress }: OpenOptions = {}): Promise<TreeHandle> {
    if (signal?.aborted) throw abortError()
    let entry = entries.find((e) => e.text.length === text.length && e.text === text)
    if (entry && entry.settled) {
      const ok = entry.spawn === client.spawnCount && (await entry.promise.then((h) => client.run('has', h.session)).catch(() => false))
      if (!ok) {
        drop(entry)
        entry = undefined
      }
    }
    if (!entry) {
      const e: Entry = { text, spawn: client.spawnCount, promise: null as unknown as Promise<TreeHandle>, settled: false, waiters: 0, listeners: new Set(), controller: new AbortController() }
      e.promise = send(text, e).then(
        (h) => {
          e.settled = true
          e.spawn = client.spawnCount
          return h
        },
        (err: unknown) => {
          drop(e)
          throw err
        },
      )
      e.promise.catch(() => {})
      // The newest is always kept; older ones while they fit (their text stays alive here).
      let chars = 0
      entries = [e, ...entries].filter((x, i) => i === 0 || (i < keep && (chars += x.text.length) + text.length <= keepChars))
      entry = e
    } else {
      entries = [entry, ...entries.filter((x) => x !== entry)]
    }
    const mine = entry
    mine.waiters++
    if (onProgress) mine.listeners.add(onProgress)
    const onAbort = () => {
      if (!mine.settled && mine.waiters <= 1) mine.controller.abort()
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(abortError()), { once: true }))
      aborted.catch(() => {})
      return await Promise.race([mine.promise, aborted])
    } finally {
      mine.waiters--
      if (onProgress) mine.listeners.delete(onProgress)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  return {
    open,
    /** Forgets every document (the worker drops them when it needs room); the next open sends again. */
    clear() {
      entries = []
    },
  }
}

export const treeOpener = createTreeOpener(treeClient)
