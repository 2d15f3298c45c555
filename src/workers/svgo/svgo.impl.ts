import { zipSync } from 'fflate'
import { optimize } from 'svgo/browser'
import type { ProgressFn } from '../core/types'
import { svgoConfig, type SvgoOptions } from './svgo-config'

/**
 * The `svgo` engine: svgo's browser build (plain JavaScript, no DOM), run in its worker, and the
 * ZIP of a batch (fflate). Plain code, so node tests run the same functions the worker does.
 */

export { DEFAULT_OPTIONS, PRECISION, PRESET_TOGGLES, svgoConfig, type SvgoOptions } from './svgo-config'

/** One SVG to optimise; `name` is the file's (absent for pasted markup). */
export type SvgItem = { key: string; name?: string; text: string }

/** Where svgo's parser stopped: its own message and position (line and column from 1). */
export type SvgError = { message: string; line: number; column: number }

export type SvgResult =
  | { key: string; ok: true; data: string; before: number; after: number }
  | { key: string; ok: false; error: SvgError; before: number }

export type SvgJob = { items: SvgItem[]; options: SvgoOptions }

const encoder = new TextEncoder()
/** The size of a text saved as a UTF-8 file, in bytes (what a download weighs). */
export const utf8Bytes = (text: string) => encoder.encode(text).length

/**
 * svgo's error as the screen shows it. A parse error (SvgoParserError) carries `reason`, `line`
 * and `column`; its `message` repeats them after the file name (`<input>:3:1: reason`), so the
 * reason alone is kept. Any other failure keeps its message, without a position (line 0).
 */
export function describeSvgoError(e: unknown): SvgError {
  if (e && typeof e === 'object' && (e as { name?: unknown }).name === 'SvgoParserError') {
    const p = e as { reason?: unknown; message?: unknown; line?: unknown; column?: unknown }
    const line = Number(p.line)
    const column = Number(p.column)
    return { message: String(p.reason ?? p.message), line: Number.isFinite(line) ? line : 0, column: Number.isFinite(column) ? column : 0 }
  }
  return { message: e instanceof Error ? e.message : String(e), line: 0, column: 0 }
}

/**
 * svgo's parser forgives a cut-off start (`<svg` alone comes out as nothing) and any root element;
 * an output without an `<svg` element is no SVG, and is said so rather than offered as a result.
 */
export const NO_SVG = 'No <svg> element found: the text is not an SVG image.'

/** Optimises one SVG with these settings. */
export function optimizeSvg(item: SvgItem, options: SvgoOptions): SvgResult {
  const before = utf8Bytes(item.text)
  try {
    const { data } = optimize(item.text, svgoConfig(options, item.name))
    if (!/<svg[\s/>]/.test(data)) return { key: item.key, ok: false, error: { message: NO_SVG, line: 0, column: 0 }, before }
    return { key: item.key, ok: true, data, before, after: utf8Bytes(data) }
  } catch (e) {
    return { key: item.key, ok: false, error: describeSvgoError(e), before }
  }
}

/** A batch: every item in order, progress counted in bytes of input. */
export function optimizeAll(job: SvgJob, progress?: ProgressFn): SvgResult[] {
  const total = job.items.reduce((n, i) => n + i.text.length, 0)
  let done = 0
  const out: SvgResult[] = []
  for (const item of job.items) {
    out.push(optimizeSvg(item, job.options))
    done += item.text.length
    progress?.({ done, total })
  }
  return out
}

/** A ZIP of texts (names already unique); SVG is text, so it is deflated. */
export function zipTexts(entries: { name: string; text: string }[]): Uint8Array {
  const files: Record<string, Uint8Array> = {}
  for (const e of entries) files[e.name] = encoder.encode(e.text)
  return zipSync(files, { level: 6 })
}

export const svgoApi = {
  optimize: (job: SvgJob, progress?: ProgressFn) => optimizeAll(job, progress),
  zip: (entries: { name: string; text: string }[]) => zipTexts(entries),
}

export type SvgoApi = typeof svgoApi
