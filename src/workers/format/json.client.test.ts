import { afterEach, describe, expect, it } from 'vitest'
import { channelWorker } from '../core/channel-worker'
import { createWorkerClient, isAbortError, type WorkerLike } from '../core/create-worker-client'
import { SliceInbox } from '../core/slices'
import type { Progress } from '../core/types'
import type { FormatApi } from './format.impl'
import { isHeld, textOf } from '../../lib/held-text'
import { createHolder, NOT_HELD, type HeldApi } from '../held/held.impl'
import { createJsonFormatter, headOf } from './json.client'
import { createSlicedJson } from './json-sliced.impl'
import { processJson } from './json.impl'

/**
 * A format worker in this thread (a MessageChannel, as the core client tests use): the real sliced
 * JSON engine, each spawn with a fresh inbox. `calls` records what reached the worker and how many
 * characters each slice carried; `gate` holds `slice-append` calls until released.
 */
let calls: { worker: number; method: string; chars?: number }[] = []
let gate: Promise<void> | null = null
const closers: (() => void)[] = []

function spawn(): WorkerLike {
  const worker = closers.length
  const engine = createSlicedJson(new SliceInbox())
  const api: Record<string, (input: never, progress?: never) => unknown> = {}
  for (const [method, fn] of Object.entries(engine)) {
    api[method] = async (input: never, progress?: never) => {
      const i = input as { part?: string; text?: string }
      const chars = i.part?.length ?? i.text?.length
      calls.push({ worker, method, ...(chars !== undefined ? { chars } : {}) })
      if (method === 'slice-append' && gate) await gate
      return (fn as (x: never, p?: never) => unknown)(input, progress)
    }
  }
  const { worker: fake, close } = channelWorker(api)
  closers.push(close)
  return fake
}

afterEach(() => {
  closers.splice(0).forEach((c) => c())
  calls = []
  gate = null
})

const count = (method: string) => calls.filter((c) => c.method === method).length

// Non-ASCII keys and values, surrogate pairs, big numbers (D24), escapes and a duplicate key:
// with 7-character slices, borders fall inside every kind of character, pairs included.
const DOC = JSON.stringify({
  emoji: '😀🎉😀',
  text: 'Grüße, 日本語, 𝄞 clef',
  list: Array.from({ length: 30 }, (_, i) => ({ i, s: `é${'😀'.repeat(i % 4)}` })),
}).replace('"emoji"', '"big":12345678901234567890,"dec":1.10,"esc":"\\u00e9\\"","emoji"') + '\n'
const DUP = '{"a":1,"😀":2,"a":3}'

describe('formatJson (the JSON Formatter through the format worker, in slices)', () => {
  it('sends a large text in slices and gives back exactly what processJson makes, non-ASCII and surrogate pairs intact', async () => {
    const client = createWorkerClient<FormatApi>(spawn)
    const formatJson = createJsonFormatter(client, { sliceChars: 7, headChars: 20 })
    const expected = processJson({ text: DOC, mode: 'format', indent: 2 })
    expect(expected.ok).toBe(true)
    const r = await formatJson({ text: DOC, mode: 'format', indent: 2 })
    expect(r).toEqual({ ok: true, output: (expected as { output: string }).output, head: expect.any(String), warnings: [] })
    // The text went as one call per slice of at most 7 characters; the job itself carried no text.
    expect(count('slice-begin')).toBe(1)
    expect(count('slice-append')).toBeGreaterThan(DOC.length / 7 - 1)
    expect(calls.filter((c) => c.method === 'slice-append').every((c) => c.chars! <= 7)).toBe(true)
    expect(calls.filter((c) => c.method === 'json-sliced')).toEqual([{ worker: 0, method: 'json-sliced' }])
    client.terminate()
  })

  it('gives the start of the output flat in `head`, at least headChars long', async () => {
    const client = createWorkerClient<FormatApi>(spawn)
    const r = await createJsonFormatter(client, { sliceChars: 7, headChars: 20 })({ text: DOC, mode: 'format', indent: 4 })
    if (!r.ok) throw new Error('expected a result')
    expect(r.head.length).toBeGreaterThanOrEqual(20)
    expect(r.head.length).toBeLessThan(27)
    expect(typeof r.output === 'string' && r.output.startsWith(r.head)).toBe(true)
    client.terminate()
  })

  it('keeps a small text in the one call, and minifies with sorted keys and duplicate-key warnings', async () => {
    const client = createWorkerClient<FormatApi>(spawn)
    const formatJson = createJsonFormatter(client)
    const r = await formatJson({ text: DUP, mode: 'minify', indent: 2, sortKeys: true })
    expect(r).toEqual({ ok: true, output: '{"a":1,"a":3,"😀":2}', head: '{"a":1,"a":3,"😀":2}', warnings: ['Duplicate key "a" on line 1'] })
    expect(calls.map((c) => c.method)).toEqual(['json-sliced'])
    expect(calls[0]!.chars).toBe(DUP.length)
    client.terminate()
  })

  it("reports the parser's error with line and column, as processJson does", async () => {
    const client = createWorkerClient<FormatApi>(spawn)
    const text = '{\n  "a": 1,\n  "😀": }' + ' '.repeat(40)
    const r = await createJsonFormatter(client, { sliceChars: 8 })({ text, mode: 'format', indent: 2 })
    expect(r).toEqual(processJson({ text, mode: 'format', indent: 2 }))
    expect(r).toMatchObject({ ok: false, error: { line: 3, column: 9 } })
    client.terminate()
  })

  it('validates without sending output back', async () => {
    const client = createWorkerClient<FormatApi>(spawn)
    const r = await createJsonFormatter(client, { sliceChars: 7 })({ text: DOC, mode: 'validate', indent: 2 })
    expect(r).toEqual({ ok: true, output: '', head: '', warnings: [] })
    client.terminate()
  })

  it('reports progress on one scale that only grows and ends at the whole', async () => {
    const client = createWorkerClient<FormatApi>(spawn)
    const seen: Progress[] = []
    await createJsonFormatter(client, { sliceChars: 7 })({ text: DOC, mode: 'format', indent: 2 }, { onProgress: (p) => seen.push(p) })
    expect(seen.length).toBeGreaterThan(3)
    expect(seen.every((p) => p.total === DOC.length)).toBe(true)
    const done = seen.map((p) => p.done)
    expect(done).toEqual([...done].sort((a, b) => a - b))
    expect(done.at(-1)).toBe(DOC.length)
    client.terminate()
  })

  it('cancels while sending: AbortError, the worker replaced, the next job runs in a fresh one', async () => {
    const client = createWorkerClient<FormatApi>(spawn)
    const formatJson = createJsonFormatter(client, { sliceChars: 7 })
    let release!: () => void
    gate = new Promise<void>((r) => (release = r))
    const controller = new AbortController()
    const job = formatJson({ text: DOC, mode: 'format', indent: 2 }, { signal: controller.signal })
    while (count('slice-append') === 0) await new Promise((r) => setTimeout(r, 1))
    controller.abort()
    expect(isAbortError(await job.catch((e: unknown) => e))).toBe(true)
    expect(count('slice-append')).toBe(1) // the rest were never sent
    release()
    gate = null
    const r = await formatJson({ text: DOC, mode: 'minify', indent: 2 })
    expect(r).toMatchObject({ ok: true, output: (processJson({ text: DOC, mode: 'minify', indent: 2 }) as { output: string }).output })
    expect(client.spawnCount).toBe(2)
    expect(calls.filter((c) => c.method === 'json-sliced').map((c) => c.worker)).toEqual([1])
    client.terminate()
  })

  it('rejects at once, starting nothing, when already aborted', async () => {
    const client = createWorkerClient<FormatApi>(spawn)
    const error = await createJsonFormatter(client)({ text: DOC, mode: 'format', indent: 2 }, { signal: AbortSignal.abort() }).catch((e: unknown) => e)
    expect(isAbortError(error)).toBe(true)
    expect(client.spawnCount).toBe(0)
  })

  it('fails plainly when the worker lost the text it was sent (replaced in between)', async () => {
    const engine = createSlicedJson(new SliceInbox())
    const port = { postMessage: () => {} }
    expect(() => engine['json-sliced']({ textId: 5, mode: 'format', indent: 2, port })).toThrow('unknown text')
  })
})

describe('headOf', () => {
  it('joins whole slices until the count is covered', () => {
    expect(headOf(['abc', 'def', 'ghi'], 4)).toBe('abcdef')
    expect(headOf(['abc', 'def'], 3)).toBe('abc')
    expect(headOf(['abc'], 10)).toBe('abc')
    expect(headOf([], 10)).toBe('')
  })
})

describe('formatJson with a holder (issue 17: a large output stays off the page)', () => {
  /** A holder worker in this thread, and a formatter that uses it. */
  function setup(opts: { headChars: number; holdFrom?: number }) {
    const holder = createHolder()
    const { worker, close } = channelWorker(holder)
    closers.push(close)
    const holderClient = createWorkerClient<HeldApi>(() => worker)
    const client = createWorkerClient<FormatApi>(spawn)
    return { holder, holderClient, client, formatJson: createJsonFormatter(client, { sliceChars: 7, holder: holderClient, ...opts }) }
  }
  const formatted = (indent: number) => (processJson({ text: DOC, mode: 'format', indent }) as { output: string }).output

  it('gives the page only the head; the whole comes back from the holder as a Blob, exactly processJson output', async () => {
    const { holder, client, formatJson } = setup({ headChars: 20 })
    const r = await formatJson({ text: DOC, mode: 'format', indent: 2 })
    if (!r.ok || !isHeld(r.output)) throw new Error('expected a held output')
    expect(r.output.length).toBe(formatted(2).length)
    expect(r.head).toBe(r.output.head)
    // Slices start at 0, 7, 14 (before 20): the page got those three only.
    expect(r.head).toBe(formatted(2).slice(0, 21))
    const blob = await r.output.blob()
    expect(blob.type).toBe('application/json')
    expect(await blob.text()).toBe(formatted(2))
    expect(await textOf(r.output)).toBe(formatted(2))
    expect(holder.held()).toEqual([1])
    client.terminate()
  })

  it('keeps an output that fits the head a plain string, and lets the holder drop it', async () => {
    const { holder, holderClient, client, formatJson } = setup({ headChars: 100_000 })
    const r = await formatJson({ text: DOC, mode: 'format', indent: 4 })
    expect(r).toMatchObject({ ok: true, output: formatted(4) })
    await holderClient.run('drop', { id: -1 }) // queued after the formatter's own drop
    expect(holder.held()).toEqual([])
    client.terminate()
  })

  it('does not involve the holder for a text under holdFrom, nor for Validate', async () => {
    const { holder, client, formatJson } = setup({ headChars: 20, holdFrom: DOC.length })
    const r = await formatJson({ text: DOC, mode: 'format', indent: 2 })
    expect(r).toMatchObject({ ok: true, output: formatted(2) })
    expect(holder.held()).toEqual([])
    const other = setup({ headChars: 20 })
    expect(await other.formatJson({ text: DOC, mode: 'validate', indent: 2 })).toEqual({ ok: true, output: '', head: '', warnings: [] })
    expect(other.holder.held()).toEqual([])
    client.terminate()
    other.client.terminate()
  })

  it('a held result outlives a cancelled later job (the format worker is replaced, the holder is not)', async () => {
    const { client, formatJson } = setup({ headChars: 20 })
    const first = await formatJson({ text: DOC, mode: 'format', indent: 2 })
    if (!first.ok || !isHeld(first.output)) throw new Error('expected a held output')
    let release!: () => void
    gate = new Promise<void>((r) => (release = r))
    const controller = new AbortController()
    const job = formatJson({ text: DOC, mode: 'format', indent: 8 }, { signal: controller.signal })
    while (count('slice-append') === 0) await new Promise((r) => setTimeout(r, 1))
    controller.abort()
    expect(isAbortError(await job.catch((e: unknown) => e))).toBe(true)
    release()
    gate = null
    expect(await textOf(first.output)).toBe(formatted(2))
    client.terminate()
  })

  it('an output the holder has let go says so', async () => {
    const { holder, client, formatJson } = setup({ headChars: 20 })
    const r = await formatJson({ text: DOC, mode: 'minify', indent: 2 })
    if (!r.ok || !isHeld(r.output)) throw new Error('expected a held output')
    holder.drop({ id: 1 })
    await expect(r.output.blob()).rejects.toThrow(NOT_HELD)
    client.terminate()
  })
})

