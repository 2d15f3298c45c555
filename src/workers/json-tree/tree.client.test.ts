import { afterEach, describe, expect, it } from 'vitest'
import { createWorkerClient, isAbortError, type WorkerLike } from '../core/create-worker-client'
import { channelWorker } from '../core/channel-worker'
import { createTreeOpener, isLost, sliceEnd, type OpenProgress } from './tree.client'
import { createTreeEngine, type TreeApi } from './tree.impl'

/**
 * A tree worker in this thread (a MessageChannel), as the core client tests do: each spawn is a
 * fresh engine. `calls` records what reached the workers; `hold` makes `build` wait until released.
 */
let calls: { worker: number; method: string; chars?: number }[] = []
let hold: Promise<void> | null = null
const closers: (() => void)[] = []

function spawnFake(options: Parameters<typeof createTreeEngine>[0] = {}) {
  return (): WorkerLike => {
    const worker = closers.length
    const engine = createTreeEngine(options)
    const api: Record<string, (input: never, progress?: never) => unknown> = {}
    for (const [method, fn] of Object.entries(engine)) {
      api[method] = async (input: never, progress?: never) => {
        const part = (input as { part?: string }).part
        calls.push({ worker, method, ...(part !== undefined ? { chars: part.length } : {}) })
        if (method === 'build' && hold) await hold
        return (fn as (i: never, p?: never) => unknown)(input, progress)
      }
    }
    const { worker: fake, close } = channelWorker(api)
    closers.push(close)
    return fake
  }
}

afterEach(() => {
  closers.splice(0).forEach((c) => c())
  calls = []
  hold = null
})

const DOC = `{"items":${JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ id: i, name: `item ${i}` })))},"big":12345678901234567890}`
const count = (method: string) => calls.filter((c) => c.method === method).length

describe('sliceEnd', () => {
  it('cuts every size on, never between the halves of a surrogate pair', () => {
    const text = 'ab😀cd'
    expect(sliceEnd(text, 0, 2)).toBe(2)
    expect(sliceEnd(text, 0, 3)).toBe(2) // '😀' is text[2..3]: the cut moves before it
    expect(sliceEnd(text, 2, 2)).toBe(4)
    expect(sliceEnd(text, 4, 10)).toBe(6)
  })
})

describe('tree opener', () => {
  it('sends the document in slices, one call each, then builds it; progress covers both phases', async () => {
    const client = createWorkerClient<TreeApi>(spawnFake())
    const opener = createTreeOpener(client, { sliceChars: 100 })
    const seen: OpenProgress[] = []
    const tree = await opener.open(DOC, { onProgress: (p) => seen.push(p) })
    expect(calls.filter((c) => c.method === 'append').map((c) => c.chars)).toEqual(Array.from({ length: Math.ceil(DOC.length / 100) }, (_, i) => Math.min(100, DOC.length - i * 100)))
    expect(count('build')).toBe(1)
    expect(tree.summary).toMatchObject({ nodeCount: 1 + 1 + 40 * 3 + 1, chars: DOC.length, rootKind: 'object' })
    expect(seen[0]).toEqual({ phase: 'send', done: 0, total: DOC.length })
    expect(seen.filter((p) => p.phase === 'send').at(-1)).toEqual({ phase: 'send', done: DOC.length, total: DOC.length })
    expect(seen.at(-1)).toEqual({ phase: 'index', done: DOC.length, total: DOC.length })
    // Open: the root and its children expanded (43 rows).
    const { rows, rowCount } = await tree.rows(0, 3)
    expect(rowCount).toBe(43)
    expect(rows.map((r) => [r.key, r.kind, r.size])).toEqual([
      [null, 'object', 2],
      ['items', 'array', 40],
      [0, 'object', 2],
    ])
    expect((await tree.rows(42, 1)).rows[0]).toMatchObject({ key: 'big', preview: '12345678901234567890' })
    expect(await tree.value(0)).toBe(DOC)
  })

  it('reuses the document for the same string, with what was expanded; a new string is sent', async () => {
    const client = createWorkerClient<TreeApi>(spawnFake())
    const opener = createTreeOpener(client)
    const first = await opener.open(DOC)
    expect(await first.expandAll()).toBe(first.summary.nodeCount)
    const again = await opener.open(DOC)
    expect(again.session).toBe(first.session)
    expect((await again.rows(0, 1)).rowCount).toBe(first.summary.nodeCount)
    expect(count('begin')).toBe(1)
    const other = await opener.open('[1, 2]')
    expect(other.session).not.toBe(first.session)
    expect(count('begin')).toBe(2)
  })

  it('sends again after the worker was replaced, and says a dropped document is lost', async () => {
    const client = createWorkerClient<TreeApi>(spawnFake({ maxSessions: 1 }))
    const opener = createTreeOpener(client)
    const first = await opener.open(DOC)
    client.terminate()
    const again = await opener.open(DOC)
    expect(count('begin')).toBe(2)
    expect(client.spawnCount).toBe(2)
    await expect(first.rows(0, 1)).rejects.toSatisfy(isLost)
    // The worker keeps one document here: opening another drops the first.
    await opener.open('{"a": 1}')
    const error = await again.rows(0, 1).catch((e: unknown) => e)
    expect(isLost(error)).toBe(true)
    expect((error as Error).message).toBe('The tree was closed; it is being built again.')
    // Opening it again notices and sends it.
    expect((await (await opener.open(DOC)).rows(0, 1)).rowCount).toBe(43)
    expect(count('begin')).toBe(4)
  })

  it('joins a document on its way; aborting the only wait stops it and replaces the worker', async () => {
    const client = createWorkerClient<TreeApi>(spawnFake())
    const opener = createTreeOpener(client)
    let release!: () => void
    hold = new Promise((r) => (release = r))
    const a = opener.open(DOC)
    const b = opener.open(DOC)
    await new Promise((r) => setTimeout(r, 20))
    release()
    expect((await a).session).toBe((await b).session)
    expect(count('begin')).toBe(1)

    hold = new Promise(() => {}) // this build never ends
    const controller = new AbortController()
    const c = opener.open('[1, 2, 3]', { signal: controller.signal })
    await new Promise((r) => setTimeout(r, 20))
    controller.abort()
    expect(isAbortError(await c.catch((e: unknown) => e))).toBe(true)
    hold = null
    expect((await opener.open('[1, 2, 3]')).summary.nodeCount).toBe(4)
    expect(client.spawnCount).toBe(2)
  })
})
