import { cleanArgs, operationById } from '../../ops/manifest'
import type { Kind, OperationMeta, Step } from '../../ops/types'
import { concatBytes as concatAll, formatBytes } from '../../lib/bytes'
import { abortError } from '../core/create-worker-client'
import type { ProgressFn } from '../core/types'
import { coerce, preview } from './kinds'
import { OpError, type ChunkTransformer, type Value } from './op-impl'
import { implOf } from './registry'

/** What one step did (D35): each shows a one-line preview of its own output, or its error. */
export type StepReport = {
  status: 'ok' | 'error' | 'disabled' | 'not-run'
  /** The kind of the step's output (ok only). */
  kind?: Kind
  preview?: string
  /** Characters of text, or bytes. */
  size?: number
  error?: string
}

export type RunResult = {
  /** The last value reached: the recipe's output, or what came before a breakpoint; null after an error. */
  output: Value | null
  kind: Kind
  reports: StepReport[]
  /** The step that failed, or null. */
  failedAt: number | null
  /** The step a breakpoint held (not run), or null. */
  pausedAt: number | null
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))
const sizeOf = (v: Value) => (typeof v === 'string' ? v.length : v.length)

/** The operation a step names, or an OpError saying it is not known. */
function opOf(step: Step): OperationMeta {
  const op = operationById(step.op)
  if (!op || !implOf(step.op)) throw new OpError(`Unknown operation "${step.op}"`)
  return op
}

/**
 * Runs a recipe on a value (D35): step by step in order, skipping disabled steps, stopping before a
 * step with a breakpoint, and at the first error (that step's report says why; the ones after are
 * not run). Each step's input is converted to the kind it takes (kinds.ts). Cancelled by `signal`
 * between steps (the client also ends the worker).
 */
export async function runRecipe(steps: readonly Step[], input: Value, signal?: AbortSignal): Promise<RunResult> {
  let value: Value = input
  let kind: Kind = typeof input === 'string' ? 'text' : 'bytes'
  const reports: StepReport[] = steps.map(() => ({ status: 'not-run' }))
  for (const [i, step] of steps.entries()) {
    if (signal?.aborted) throw abortError()
    if (step.disabled) {
      reports[i] = { status: 'disabled' }
      continue
    }
    if (step.breakpoint) return { output: value, kind, reports, failedAt: null, pausedAt: i }
    try {
      const op = opOf(step)
      const out = await implOf(step.op)!.run(coerce(value, kind, op.input), cleanArgs(op, step.args), { signal })
      value = out
      kind = op.output
      reports[i] = { status: 'ok', kind, preview: preview(value), size: sizeOf(value) }
    } catch (e) {
      if (signal?.aborted) throw abortError()
      reports[i] = { status: 'error', error: messageOf(e) }
      return { output: null, kind, reports, failedAt: i, pausedAt: null }
    }
  }
  return { output: value, kind, reports, failedAt: null, pausedAt: null }
}

/** The steps that run (not disabled), with their index in the recipe. */
const active = (steps: readonly Step[]) => steps.flatMap((s, i) => (s.disabled ? [] : [{ step: s, i }]))

/**
 * How a recipe runs on a file (D35): the leading steps that stream run chunk by chunk; the first
 * that cannot (`gathersAt`) takes the whole output of the ones before it, up to `gatherLimit`
 * bytes, and so do the steps after it. A breakpoint ends the plan there.
 */
export function streamPlan(steps: readonly Step[]): { streaming: number[]; gathersAt: number | null } {
  const streaming: number[] = []
  for (const { step, i } of active(steps)) {
    if (step.breakpoint) break
    const op = operationById(step.op)
    if (!op?.stream || !implOf(step.op)?.stream) return { streaming, gathersAt: i }
    streaming.push(i)
  }
  return { streaming, gathersAt: null }
}

/** Outputs up to this size come back as a value; larger ones as a Blob held in the worker's parts (never on the page until asked). */
export const INLINE_OUTPUT_BYTES = 16 * 1024 * 1024
/** What a step that cannot stream may gather (D35: the screen names the step and this limit). */
export const GATHER_LIMIT_BYTES = 512 * 1024 * 1024
/** How much of a large streamed output the worker gathers before moving it into the output Blob. */
export const FOLD_BYTES = 8 * 1024 * 1024
/** The size of a read from the file. */
export const CHUNK_BYTES = 1024 * 1024

export type StreamInput = { steps: readonly Step[]; file: Blob; chunkBytes?: number; gatherLimit?: number; inlineLimit?: number; foldBytes?: number }
export type StreamResult = Omit<RunResult, 'output'> & { output: Value | Blob | null; gathersAt: number | null }

/**
 * Runs a recipe over a file (D35): read `chunkBytes` at a time and pushed through the streaming
 * steps' transformers, so memory does not grow with the file; the rest of the recipe (from the
 * first step that cannot stream) runs on what they gathered. Progress is bytes read of the file.
 * Gives the same bytes as `runRecipe` on the whole file.
 */
export async function streamRecipe(input: StreamInput, progress?: ProgressFn, signal?: AbortSignal): Promise<StreamResult> {
  const { steps, file } = input
  const chunkBytes = input.chunkBytes ?? CHUNK_BYTES
  const gatherLimit = input.gatherLimit ?? GATHER_LIMIT_BYTES
  const inlineLimit = input.inlineLimit ?? INLINE_OUTPUT_BYTES
  const foldBytes = input.foldBytes ?? FOLD_BYTES
  const plan = streamPlan(steps)
  const reports: StepReport[] = steps.map((s) => ({ status: s.disabled ? 'disabled' : 'not-run' }))
  const stages: { i: number; op: OperationMeta; t: ChunkTransformer; size: number; head: Uint8Array[] }[] = []
  try {
    for (const i of plan.streaming) {
      const step = steps[i]!
      const op = opOf(step)
      stages.push({ i, op, t: implOf(step.op)!.stream!(cleanArgs(op, step.args)), size: 0, head: [] })
    }
  } catch (e) {
    const i = plan.streaming[stages.length]!
    reports[i] = { status: 'error', error: messageOf(e) }
    return { output: null, kind: 'bytes', reports, failedAt: i, pausedAt: null, gathersAt: plan.gathersAt }
  }
  let out: Uint8Array[] = []
  let outSize = 0
  /** A streamed output past `inlineLimit`, moved out of the worker's heap into Blob storage as it grows. */
  let folded: Blob | null = null
  let unfolded = 0
  let at = -1
  /** Pushes a chunk through the stages from `from` on (flush: each stage's rest, in order). */
  const through = async (chunk: Uint8Array, from: number, flush: boolean) => {
    let c = chunk
    for (let s = from; s < stages.length; s++) {
      at = s
      const stage = stages[s]!
      const pushed = c.length ? await stage.t.push(c) : new Uint8Array(0)
      const rest = flush ? await stage.t.flush() : new Uint8Array(0)
      c = rest.length ? concat2(pushed, rest) : pushed
      stage.size += c.length
      if (stage.head.reduce((n, h) => n + h.length, 0) < 256 && c.length) stage.head.push(c.subarray(0, 256))
    }
    if (c.length) {
      outSize += c.length
      if (plan.gathersAt !== null && outSize > gatherLimit) throw new GatherLimitError(plan.gathersAt, gatherLimit)
      out.push(c)
      unfolded += c.length
      // Past the inline limit the output is a Blob anyway: fold what came so far into it, so the
      // worker holds one fold's worth of chunks, not the whole output (a 1 GB hex -> Base64 held
      // 683 MB here).
      if (plan.gathersAt === null && outSize > inlineLimit && unfolded >= foldBytes) {
        folded = new Blob(folded ? [folded, ...(out as BlobPart[])] : (out as BlobPart[]))
        out = []
        unfolded = 0
      }
    }
  }
  try {
    const total = file.size
    let done = 0
    progress?.({ done, total })
    for (let offset = 0; offset < total || (total === 0 && offset === 0); offset += chunkBytes) {
      if (signal?.aborted) throw abortError()
      const chunk = new Uint8Array(await file.slice(offset, Math.min(total, offset + chunkBytes)).arrayBuffer())
      await through(chunk, 0, false)
      done += chunk.length
      progress?.({ done, total })
      if (total === 0) break
    }
    if (signal?.aborted) throw abortError()
    at = -1
    await through(new Uint8Array(0), 0, true)
  } catch (e) {
    if (signal?.aborted || (e instanceof DOMException && e.name === 'AbortError')) throw abortError()
    if (e instanceof GatherLimitError) {
      reports[e.step] = { status: 'error', error: e.message }
      return { output: null, kind: 'bytes', reports, failedAt: e.step, pausedAt: null, gathersAt: plan.gathersAt }
    }
    const i = at >= 0 ? stages[at]!.i : (plan.streaming[0] ?? 0)
    reports[i] = { status: 'error', error: messageOf(e) }
    return { output: null, kind: 'bytes', reports, failedAt: i, pausedAt: null, gathersAt: plan.gathersAt }
  }
  for (const s of stages) reports[s.i] = { status: 'ok', kind: 'bytes', preview: preview(concatAll(s.head)), size: s.size }
  const streamedKind: Kind = stages.length ? stages[stages.length - 1]!.op.output : 'bytes'
  if (plan.gathersAt === null) {
    const output = outSize <= inlineLimit ? asKind(concatAll(out), streamedKind) : new Blob(folded ? [folded, ...(out as BlobPart[])] : (out as BlobPart[]))
    const last = stages.length ? stages[stages.length - 1]!.i : -1
    const pausedAt = nextBreakpoint(steps, last)
    return { output, kind: streamedKind, reports, failedAt: null, pausedAt, gathersAt: null }
  }
  // The rest runs on the gathered bytes, as runRecipe would (its reports are those steps').
  const rest = steps.map((s, i) => (i < plan.gathersAt! ? { ...s, disabled: true } : s))
  const gathered = stages.length ? asKind(concatAll(out), streamedKind) : concatAll(out)
  const tail = await runRecipe(rest, gathered, signal)
  for (let i = plan.gathersAt; i < steps.length; i++) reports[i] = tail.reports[i]!
  return { ...tail, reports, gathersAt: plan.gathersAt }
}

class GatherLimitError extends Error {
  constructor(
    readonly step: number,
    limit: number,
  ) {
    super(`This step cannot stream: it needs its whole input, and the steps before it gave more than ${formatBytes(limit)}`)
  }
}

/** The index of the first breakpoint after `last` among the steps that run, or null. */
function nextBreakpoint(steps: readonly Step[], last: number): number | null {
  for (let i = last + 1; i < steps.length; i++) if (!steps[i]!.disabled && steps[i]!.breakpoint) return i
  return null
}

/** Streamed bytes as the kind the last streaming step gives (text for a text output). */
const asKind = (bytes: Uint8Array, kind: Kind): Value => (kind === 'bytes' ? bytes : coerce(bytes, 'bytes', kind))

function concat2(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b
  const r = new Uint8Array(a.length + b.length)
  r.set(a)
  r.set(b, a.length)
  return r
}
