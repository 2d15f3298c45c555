/** Small helpers shared by the detectors (pure, no DOM). */
import { formatBytes } from '../bytes'
import type { Detection, Sample } from './types'

/** How many characters of a paste the detectors look at. */
export const PREFIX_CHARS = 64 * 1024

/** Builds the detections of one kind: the same reason for several tools, each with its confidence. */
export function detections(kind: string, reason: string, tools: ReadonlyArray<readonly [toolId: string, confidence: number]>): Detection[] {
  return tools.map(([toolId, confidence]) => ({ toolId, confidence, reason, kind }))
}

/** "1 key", "3 keys". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** "2023-11-14 22:13:20 UTC" (seconds dropped when `minutes` is set). */
export function utc(date: Date, { minutes = false }: { minutes?: boolean } = {}): string {
  const iso = date.toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, minutes ? 16 : 19)} UTC`
}

/** " (judged on the first 64 KB of 20 MB)" for a truncated sample, else "". */
export function prefixNote(sample: Sample): string {
  return sample.truncated ? ` (judged on the first ${formatBytes(sample.text.length)} of ${formatBytes(sample.length)})` : ''
}

/** The first `max` lines of a text, without splitting the rest of it. */
export function firstLines(text: string, max: number): string[] {
  const out: string[] = []
  let start = 0
  while (out.length < max && start <= text.length) {
    const nl = text.indexOf('\n', start)
    const end = nl === -1 ? text.length : nl
    out.push(text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end))
    if (nl === -1) break
    start = nl + 1
  }
  return out
}

/** True when the sample is one line (no line break in the trimmed text). */
export const isOneLine = (s: string) => !/[\r\n]/.test(s)

/** A short quote of a text for a reason: its first line, cut at `max` characters. */
export function quote(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return `“${line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line}”`
}

/** Share of characters that are control characters other than tab, CR and LF (0..1). */
export function controlShare(text: string): number {
  if (!text) return 0
  let bad = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127 || c === 0xfffd) bad++
  }
  return bad / text.length
}

/** Number of matches of a global regular expression, stopping at `max`. */
export function countMatches(text: string, re: RegExp, max = Infinity): number {
  const g = re.global ? re : new RegExp(re.source, `${re.flags}g`)
  g.lastIndex = 0
  let n = 0
  let m: RegExpExecArray | null
  while (n < max && (m = g.exec(text))) {
    n++
    if (m[0] === '') g.lastIndex++
  }
  g.lastIndex = 0
  return n
}

/**
 * A single-line value without the quotes it was copied with (`"1700000000"`, `'#fff',`): what a
 * value copied out of JSON or code looks like. Other text is returned as it is.
 */
export function unquote(text: string): string {
  if (text.length > 20_000 || /[\r\n]/.test(text)) return text
  const m = /^(["'`])([^"'`]*)\1,?$/.exec(text)
  return m ? m[2]!.trim() : text
}

/**
 * Replaces every `open … close` span of a text with `replace(inner, closed)` in one linear pass
 * (an unclosed span runs to the end), unlike a lazy regular expression on unclosed spans.
 */
export function replaceSpans(text: string, open: string, close: string, replace: (inner: string, closed: boolean) => string): string {
  let out = ''
  let from = 0
  for (;;) {
    const start = text.indexOf(open, from)
    if (start === -1) return out + text.slice(from)
    const end = text.indexOf(close, start + open.length)
    out += text.slice(from, start) + replace(text.slice(start + open.length, end === -1 ? text.length : end), end !== -1)
    if (end === -1) return out
    from = end + close.length
  }
}

/** Replaces block comments (`/* ... *\/`) with a space (an unclosed comment runs to the end, as it would for a parser). */
export const stripBlockComments = (text: string) => replaceSpans(text, '/*', '*/', () => ' ')
