import { parse as losslessParse } from 'lossless-json'
import type { ProgressFn } from '../core/types'

export type JsonMode = 'format' | 'minify' | 'validate'
export type JsonJob = { text: string; mode: JsonMode; indent: number; sortKeys?: boolean }
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
 * Where a layout writes its output when it is not returned whole: blocks of text in order (the
 * format worker hands them to a SliceWriter, which posts them to the page in slices as they come).
 */
export type Sink = (block: string) => void
/** With a sink, the pieces gathered so far are joined and handed over every this many pieces. */
const FLUSH_PIECES = 1 << 14

/**
 * Re-indents (or minifies) JSON that is already known to be valid, working on the text itself:
 * numbers, string escapes, non-ASCII text and key order stay exactly as written (DECISIONS D24),
 * so `12345678901234567890` is never rounded the way JSON.parse + JSON.stringify rounds it.
 * Output matches JSON.stringify's layout (`{}` and `[]` for empty containers, `": "` after keys).
 * Duplicate keys are kept and reported as warnings.
 */
export function reindentJson(text: string, indent: number | null, progress?: ProgressFn, sink?: Sink): { output: string; warnings: string[] } {
  let out: string[] = []
  const flushAt = sink ? FLUSH_PIECES : Infinity
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
    if (out.length >= flushAt) {
      sink!(out.join(''))
      out = []
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
  if (sink) {
    sink(out.join(''))
    return { output: '', warnings }
  }
  return { output: out.join(''), warnings }
}

/**
 * Orders two keys by Unicode code point, as jq's `--sort-keys` does (jq compares the UTF-8 bytes).
 * Plain `<` compares UTF-16 code units, which puts U+E000..U+FFFF after the astral characters
 * (their surrogates are D800..DFFF); here the surrogates are moved above U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i)
    let y = b.charCodeAt(i)
    if (x === y) continue
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000
    }
    return x - y
  }
  return a.length - b.length
}

/** A parsed value for sorting: a scalar is its text as written; containers hold their members. */
type SortNode = string | SortArray | SortObject
type SortArray = { items: SortNode[] }
type SortObject = { members: SortMember[] }
type SortMember = { key: string; raw: string; value: SortNode | null }

/**
 * Sorts the keys of every object, recursively, by code point (DECISIONS D24 as everywhere: the
 * text of numbers, strings and keys stays exactly as written), and lays the result out as
 * reindentJson does (JSON.stringify's layout; `indent` null minifies). The sort is stable, so
 * duplicate keys keep their order, and they are reported as warnings as the unsorted path does.
 * The text must already be valid JSON. Nesting depth costs no call stack: both passes are loops.
 */
export function sortJsonKeys(text: string, indent: number | null, progress?: ProgressFn, sink?: Sink): { output: string; warnings: string[] } {
  const n = text.length
  const warnings: string[] = []
  // Line numbers are only needed for duplicate keys: counted lazily, forward from the last one.
  let lineAt = 0
  let line = 1
  const lineOf = (offset: number) => {
    for (let k = text.indexOf('\n', lineAt); k !== -1 && k < offset; k = text.indexOf('\n', k + 1)) line++
    lineAt = offset
    return line
  }
  let nextReport = PROGRESS_STEP
  // The open containers, innermost last; for objects, the keys seen so far.
  const stack: (SortArray | SortObject)[] = []
  const seen: (Set<string> | null)[] = []
  let root: SortNode | null = null
  let expectKey = false
  const attach = (node: SortNode) => {
    const top = stack[stack.length - 1]
    if (!top) root = node
    else if ('items' in top) top.items.push(node)
    else top.members[top.members.length - 1]!.value = node
  }
  let i = 0
  while (i < n) {
    if (progress && i >= nextReport) {
      progress({ done: i, total: n })
      nextReport = i + PROGRESS_STEP
    }
    const c = text.charCodeAt(i)
    if (c <= 0x20 || c === 0x2c || c === 0x3a) { // white space , :
      if (c === 0x2c) expectKey = seen[seen.length - 1] != null
      i++
      continue
    }
    if (c === 0x7b || c === 0x5b) { // { [
      const node: SortArray | SortObject = c === 0x7b ? { members: [] } : { items: [] }
      attach(node)
      stack.push(node)
      seen.push(c === 0x7b ? new Set() : null)
      expectKey = c === 0x7b
      i++
      continue
    }
    if (c === 0x7d || c === 0x5d) { // } ]
      stack.pop()
      seen.pop()
      expectKey = false
      i++
      continue
    }
    let j: number
    if (c === 0x22) { // "
      j = i + 1
      for (;;) {
        j = text.indexOf('"', j)
        if (j === -1) throw new Error('Unterminated string')
        let k = j - 1
        while (text.charCodeAt(k) === 0x5c) k--
        if ((j - 1 - k) % 2 === 0) break
        j++
      }
      j++
    } else {
      j = i + 1
      while (j < n) {
        const d = text.charCodeAt(j)
        if (d <= 0x20 || d === 0x2c || d === 0x7d || d === 0x5d || d === 0x3a) break
        j++
      }
    }
    const raw = text.slice(i, j)
    if (expectKey) {
      const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1)
      const keys = seen[seen.length - 1]!
      if (keys.has(key)) {
        if (warnings.length < MAX_WARNINGS) warnings.push(`Duplicate key "${key}" on line ${lineOf(i)}`)
      } else keys.add(key)
      ;(stack[stack.length - 1] as SortObject).members.push({ key, raw, value: null })
      expectKey = false
    } else attach(raw)
    i = j
  }
  return { output: writeSorted(root ?? '', indent, sink), warnings }
}

/** Writes a SortNode with its objects' members sorted, in reindentJson's layout; a loop, not recursion. */
function writeSorted(root: SortNode, indent: number | null, sink?: Sink): string {
  let out: string[] = []
  const flushAt = sink ? FLUSH_PIECES : Infinity
  const pad = indent === null ? null : ' '.repeat(indent)
  const pads: string[] = ['\n']
  const newline = (depth: number) => {
    if (pad === null) return ''
    while (pads.length <= depth) pads.push(pads[pads.length - 1] + pad)
    return pads[depth]!
  }
  const colon = pad === null ? ':' : ': '
  // Each open container with the index of its next member.
  const frames: { node: SortArray | SortObject; members: SortMember[] | null; next: number }[] = []
  const open = (node: SortNode) => {
    if (typeof node === 'string') {
      out.push(node)
      return
    }
    const members = 'members' in node ? node.members : null
    const size = members ? members.length : (node as SortArray).items.length
    if (size === 0) {
      out.push(members ? '{}' : '[]')
      return
    }
    if (members && members.length > 1) members.sort((a, b) => compareCodePoints(a.key, b.key))
    out.push(members ? '{' : '[')
    frames.push({ node, members, next: 0 })
  }
  open(root)
  while (frames.length > 0) {
    if (out.length >= flushAt) {
      sink!(out.join(''))
      out = []
    }
    const frame = frames[frames.length - 1]!
    const { members } = frame
    const size = members ? members.length : (frame.node as SortArray).items.length
    const depth = frames.length
    if (frame.next === size) {
      frames.pop()
      out.push(newline(depth - 1), members ? '}' : ']')
      continue
    }
    out.push(frame.next === 0 ? newline(depth) : `,${newline(depth)}`)
    const index = frame.next++
    if (members) {
      const m = members[index]!
      out.push(m.raw, colon)
      open(m.value ?? 'null')
    } else open((frame.node as SortArray).items[index]!)
  }
  if (sink) {
    sink(out.join(''))
    return ''
  }
  return out.join('')
}

/** Format, minify or validate: JSON.parse validates (native, fast), the re-indenter lays out. */
export function processJson(job: JsonJob, progress?: ProgressFn): JsonResult {
  return processJsonTo(job, undefined, progress) as JsonResult
}

/**
 * processJson with the output written to `sink` in blocks as it is made, instead of returned
 * (`output` is then ''): the format worker streams it to the page in slices (D30).
 */
export function processJsonTo({ text, mode, indent, sortKeys = false }: JsonJob, sink: Sink | undefined, progress?: ProgressFn): JsonResult {
  try {
    JSON.parse(text)
  } catch (e) {
    return { ok: false, error: describeJsonError(text, e) }
  }
  const layout = mode === 'minify' ? null : indent
  // Validate lays out nothing: the minifier runs for its duplicate-key warnings, its output dropped.
  if (mode === 'validate') return { ok: true, output: '', warnings: reindentJson(text, null, undefined, () => {}).warnings }
  const { output, warnings } = sortKeys ? sortJsonKeys(text, layout, progress, sink) : reindentJson(text, layout, progress, sink)
  return { ok: true, output, warnings }
}
