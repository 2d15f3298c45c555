import { parse as losslessParse } from 'lossless-json'
import type { ProgressFn } from '../core/types'

export type JsonMode = 'format' | 'minify' | 'validate'
export type JsonJob = { text: string; mode: JsonMode; indent: number }
export type JsonError = { message: string; line: number; column: number; offset: number }
export type JsonResult =
  | { ok: true; output: string; warnings: string[] }
  | { ok: false; error: JsonError }

/** Line and column (both from 1) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: offset - lineStart + 1 }
}

/**
 * The parser's own words for a syntax error, with the line and column. V8's messages do not always
 * carry a position ("Unexpected token '}', ... is not valid JSON"), so the error path asks
 * lossless-json, whose messages always do ("Object value expected after ':' at position 5").
 */
export function describeJsonError(text: string, v8Error: unknown): JsonError {
  let message = v8Error instanceof Error ? v8Error.message : 'Invalid JSON'
  let offset: number | null = null
  try {
    losslessParse(text)
  } catch (e) {
    const m = e instanceof Error ? /^(.*) at position (\d+)$/s.exec(e.message) : null
    if (m && !m[1]!.startsWith('Duplicate key')) {
      message = m[1]!
      offset = Number(m[2])
    }
  }
  if (offset === null) {
    const m = /at position (\d+)/.exec(message)
    offset = m ? Number(m[1]) : text.length
    message = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/\s*\(line \d+ column \d+\)$/, '')
  }
  if (!message.trim()) message = 'Invalid JSON'
  const { line, column } = lineColumn(text, offset)
  return { message, line, column, offset }
}

const MAX_WARNINGS = 50
const PROGRESS_STEP = 1 << 20

/**
 * Re-indents (or minifies) JSON that is already known to be valid, working on the text itself:
 * numbers, string escapes, non-ASCII text and key order stay exactly as written (DECISIONS D24),
 * so `12345678901234567890` is never rounded the way JSON.parse + JSON.stringify rounds it.
 * Output matches JSON.stringify's layout (`{}` and `[]` for empty containers, `": "` after keys).
 * Duplicate keys are kept and reported as warnings.
 */
export function reindentJson(text: string, indent: number | null, progress?: ProgressFn): { output: string; warnings: string[] } {
  const out: string[] = []
  const pad = indent === null ? null : ' '.repeat(indent)
  const pads: string[] = ['\n']
  const newline = (depth: number) => {
    if (pad === null) return ''
    while (pads.length <= depth) pads.push(pads[pads.length - 1] + pad)
    return pads[depth]!
  }
  const warnings: string[] = []
  // For each open container: null for arrays, the keys seen so far for objects.
  const keys: (Set<string> | null)[] = []
  let expectKey = false
  let depth = 0
  let line = 1
  let nextReport = PROGRESS_STEP
  const n = text.length
  let i = 0
  while (i < n) {
    if (progress && i >= nextReport) {
      progress({ done: i, total: n })
      nextReport = i + PROGRESS_STEP
    }
    const c = text.charCodeAt(i)
    switch (c) {
      case 0x20: case 0x09: case 0x0d: // space, tab, CR
        i++
        continue
      case 0x0a: // LF
        line++
        i++
        continue
      case 0x7b: case 0x5b: { // { [
        let j = i + 1
        while (j < n && (text.charCodeAt(j) <= 0x20)) {
          if (text.charCodeAt(j) === 0x0a) line++
          j++
        }
        const close = c === 0x7b ? 0x7d : 0x5d
        if (text.charCodeAt(j) === close) {
          out.push(c === 0x7b ? '{}' : '[]')
          i = j + 1
          expectKey = false
          continue
        }
        depth++
        keys.push(c === 0x7b ? new Set() : null)
        expectKey = c === 0x7b
        out.push(c === 0x7b ? '{' : '[', newline(depth))
        i++
        continue
      }
      case 0x7d: case 0x5d: // } ]
        depth--
        keys.pop()
        out.push(newline(depth), c === 0x7d ? '}' : ']')
        i++
        continue
      case 0x2c: // ,
        out.push(',', newline(depth))
        expectKey = keys[keys.length - 1] != null
        i++
        continue
      case 0x3a: // :
        out.push(pad === null ? ':' : ': ')
        i++
        continue
      case 0x22: { // "
        let j = i + 1
        for (;;) {
          j = text.indexOf('"', j)
          if (j === -1) throw new Error('Unterminated string')
          let k = j - 1
          while (text.charCodeAt(k) === 0x5c) k--
          if ((j - 1 - k) % 2 === 0) break
          j++
        }
        const raw = text.slice(i, j + 1)
        if (expectKey) {
          const seen = keys[keys.length - 1]!
          const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1)
          if (seen.has(key)) {
            if (warnings.length < MAX_WARNINGS) warnings.push(`Duplicate key "${key}" on line ${line}`)
          } else seen.add(key)
          expectKey = false
        }
        out.push(raw)
        i = j + 1
        continue
      }
      default: {
        // A number or literal: copy the run up to the next structural character or whitespace.
        let j = i + 1
        while (j < n) {
          const d = text.charCodeAt(j)
          if (d <= 0x20 || d === 0x2c || d === 0x7d || d === 0x5d || d === 0x3a) break
          j++
        }
        out.push(text.slice(i, j))
        i = j
      }
    }
  }
  progress?.({ done: n, total: n })
  return { output: out.join(''), warnings }
}

/** Format, minify or validate: JSON.parse validates (native, fast), the re-indenter lays out. */
export function processJson({ text, mode, indent }: JsonJob, progress?: ProgressFn): JsonResult {
  try {
    JSON.parse(text)
  } catch (e) {
    return { ok: false, error: describeJsonError(text, e) }
  }
  const { output, warnings } = reindentJson(text, mode === 'minify' ? null : indent, progress)
  return { ok: true, output: mode === 'validate' ? '' : output, warnings }
}
