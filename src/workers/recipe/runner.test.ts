import { describe, expect, it } from 'vitest'
import type { Step } from '../../ops/types'
import { runRecipe, streamPlan, streamRecipe } from './runner'

const enc = new TextEncoder()
const s = (op: string, args: Step['args'] = {}, more: Partial<Step> = {}): Step => ({ op, args, ...more })

describe('runRecipe (D35)', () => {
  it('runs the steps in order, converting kinds between them, with a preview per step', async () => {
    const r = await runRecipe([s('to-base64'), s('to-base64', { alphabet: 'url' })], 'hi?')
    // 'hi?' -> aGk/ -> YUdrLw (the second step takes the first's text as UTF-8 bytes)
    expect(r.output).toBe('YUdrLw')
    expect(r.kind).toBe('text')
    expect(r.reports.map((x) => [x.status, x.preview, x.size])).toEqual([
      ['ok', 'aGk/', 4],
      ['ok', 'YUdrLw', 6],
    ])
    expect([r.failedAt, r.pausedAt]).toEqual([null, null])
  })

  it('skips a disabled step and stops before a breakpoint, giving what came before', async () => {
    const r = await runRecipe([s('to-base64', {}, { disabled: true }), s('to-base64'), s('from-base64', {}, { breakpoint: true })], 'hi')
    expect(r.reports.map((x) => x.status)).toEqual(['disabled', 'ok', 'not-run'])
    expect(r.output).toBe('aGk=')
    expect(r.pausedAt).toBe(2)
  })

  it('stops at the first error: that step says why, the rest are not run, and there is no output', async () => {
    const r = await runRecipe([s('from-base64'), s('to-base64')], 'aGVsbG8!')
    expect(r.failedAt).toBe(0)
    expect(r.reports[0]).toEqual({ status: 'error', error: "Invalid character '!' at 7" })
    expect(r.reports[1]!.status).toBe('not-run')
    expect(r.output).toBeNull()
  })

  it('names an operation it does not know, and bytes that are not text where text is wanted', async () => {
    expect((await runRecipe([s('no-such-op')], 'x')).reports[0]!.error).toBe('Unknown operation "no-such-op"')
    const notText = await runRecipe([s('from-base64'), s('from-base64')], '/w==')
    expect(notText.reports[1]!.error).toBe('Not UTF-8 text: byte 0xff at 0 (use an operation that takes bytes, or To Hex)')
  })

  it('takes arguments from anything: unknown values fall back to defaults', async () => {
    const r = await runRecipe([s('to-base64', { alphabet: 'klingon', extra: 1 })], '??>')
    expect(r.output).toBe('Pz8+')
  })

  it('is cancelled between steps', async () => {
    const c = new AbortController()
    c.abort()
    await expect(runRecipe([s('to-base64')], 'x', c.signal)).rejects.toThrow(/aborted/)
  })
})

describe('streamRecipe (D35)', () => {
  const file = (bytes: Uint8Array) => new Blob([bytes as BlobPart])
  const random = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 2654435761) >>> 24)

  it('gives the bytes runRecipe gives, chunk by chunk, with progress over the file', async () => {
    const bytes = random(100_003)
    const steps = [s('to-base64'), s('from-base64'), s('to-base64', { alphabet: 'url' })]
    const whole = await runRecipe(steps, bytes)
    const seen: number[] = []
    const streamed = await streamRecipe({ steps, file: file(bytes), chunkBytes: 4099 }, (p) => seen.push(p.done))
    expect(streamed.output).toBe(whole.output)
    expect(streamed.gathersAt).toBeNull()
    expect(streamed.reports.map((r) => r.size)).toEqual(whole.reports.map((r) => r.size))
    expect(seen.at(-1)).toBe(100_003)
    expect(seen.length).toBeGreaterThan(20)
  })

  it('gives an output past the inline limit as a Blob of the same bytes, folded as it grows', async () => {
    const bytes = random(3 * 1024 * 1024 + 17)
    const steps = [s('to-base64')]
    const whole = await runRecipe(steps, bytes)
    const streamed = await streamRecipe({ steps, file: file(bytes), chunkBytes: 65_536, inlineLimit: 1024, foldBytes: 100_000 })
    expect(streamed.output).toBeInstanceOf(Blob)
    expect(await (streamed.output as Blob).text()).toBe(whole.output)
  })

  it('plans which steps stream and where gathering starts; a disabled step does not count', () => {
    expect(streamPlan([s('to-base64'), s('no-such-op'), s('to-base64')])).toEqual({ streaming: [0], gathersAt: 1 })
    expect(streamPlan([s('no-such-op', {}, { disabled: true }), s('to-base64')])).toEqual({ streaming: [1], gathersAt: null })
  })

  it('names the step that cannot stream when what it gathers passes the limit', async () => {
    const r = await streamRecipe({ steps: [s('to-base64'), s('no-such-op')], file: file(random(5000)), chunkBytes: 1000, gatherLimit: 2000 })
    expect(r.failedAt).toBe(1)
    expect(r.reports[1]!.error).toBe('This step cannot stream: it needs its whole input, and the steps before it gave more than 1.95 KiB')
  })

  it('reports a streaming step error at that step', async () => {
    const r = await streamRecipe({ steps: [s('from-base64')], file: file(enc.encode('aGVs bG8!')) })
    expect(r.failedAt).toBe(0)
    expect(r.reports[0]!.error).toBe("Invalid character '!' at 8")
  })
})
