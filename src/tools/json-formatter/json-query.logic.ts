import type { QueryError, QueryLanguage } from '../../workers/query/query.types'
import type { QueryEntry } from './json-formatter.logic'

/**
 * The Query tab of the JSON workbench (issue 18): jq or JSONPath run live on the input document.
 * Pure rules only: what to run, how results are laid out, how errors read.
 */

/** A change of the query or the document runs it after this pause (the runner supersedes older runs). */
export const QUERY_DEBOUNCE_MS = 250
/** A run that takes longer than this shows its progress and a Cancel button (DESIGN.md "Busy"). */
export const PROGRESS_AFTER_MS = 300
/** The query box grows with its lines up to this many, then scrolls. */
export const MAX_QUERY_ROWS = 5

export const LANGUAGE_LABEL: Record<QueryLanguage, string> = { jq: 'jq', jsonpath: 'JSONPath' }
export const QUERY_LABEL: Record<QueryLanguage, string> = { jq: 'jq program', jsonpath: 'JSONPath expression' }
export const PLACEHOLDER: Record<QueryLanguage, string> = {
  jq: 'e.g. .items[] | select(.price > 10)',
  jsonpath: 'e.g. $.items[?(@.price > 10)]',
}
/** The hint line under the query box: the engine, and the keys. */
export const ENGINE_HINT: Record<QueryLanguage, string> = {
  jq: 'jq 1.8 · Enter runs, Shift+Enter adds a line · each JSON text is an input',
  jsonpath: 'JSONPath (jsonpath-plus) · Enter runs',
}

export const EMPTY_DOCUMENT_HINT = 'Paste JSON in the Input to query it.'
export const EMPTY_QUERY_HINT: Record<QueryLanguage, string> = {
  jq: 'Type a jq program, e.g. .items[] | select(.price > 10)',
  jsonpath: 'Type a JSONPath expression, e.g. $.items[?(@.price > 10)]',
}
export const CANCELLED_TEXT = 'Cancelled. Press Enter or Run to run the query again.'
export const CRASHED_TEXT = 'The query engine stopped unexpectedly. Try again; your query and document are unchanged.'
export const UPDATING_TEXT = 'Updating…'

/** What the tab runs, or why it runs nothing (an empty query or document is a hint, not an error). */
export type QueryJobInput = { language: QueryLanguage; query: string; text: string }
export function idleHint(job: QueryJobInput): string | null {
  if (!job.text.trim()) return EMPTY_DOCUMENT_HINT
  if (!job.query.trim()) return EMPTY_QUERY_HINT[job.language]
  return null
}

export const sameJob = (a: QueryJobInput | null | undefined, b: QueryJobInput | null | undefined) =>
  !!a && !!b && a.language === b.language && a.query === b.query && a.text === b.text

/** The result count: "No results", "1 result", "1,234 results"; with an error, those before it. */
export function countLabel(count: number, error: QueryError | null = null): string {
  const n = count === 0 ? 'No results' : count === 1 ? '1 result' : `${count.toLocaleString('en-US')} results`
  if (!error || count === 0) return n
  return error.kind === 'output-limit' ? `${n} (cut)` : `${n} before the error`
}

/** The query box's height in rows: its lines, from 1 up to MAX_QUERY_ROWS. */
export function queryRows(query: string): number {
  let lines = 1
  for (let i = query.indexOf('\n'); i !== -1 && lines < MAX_QUERY_ROWS; i = query.indexOf('\n', i + 1)) lines++
  return lines
}

/* ------------------------------------------------------------------------------------ layout */

/**
 * Lays out the results the way jq prints them: each result pretty-printed with the formatter's
 * indent, one after the other, separated by newlines. It works on the engine's compact text, so
 * numbers, string escapes and key order stay exactly as the engine wrote them (DECISIONS D24):
 * 12345678901234567890 stays 12345678901234567890, 1.0 stays 1.0. Same layout as JSON.stringify
 * (`{}` and `[]` for empty containers, `": "` after keys).
 *
 * `step(budget)` lays out about `budget` characters and says whether it is done, so a large
 * result is laid out in slices that each stay well under 50 ms on the main thread (D30).
 */
export class ResultLayout {
  private out = ''
  private index = 0
  private pos = 0
  private depth = 0
  private readonly pads: string[] = ['\n']
  private readonly pad: string
  /** Characters of results in all. */
  readonly total: number
  /** Characters of results laid out so far (for a progress display). */
  progress = 0

  constructor(
    private readonly outputs: readonly string[],
    indent: number,
  ) {
    this.pad = ' '.repeat(indent)
    let total = 0
    for (const o of outputs) total += o.length
    this.total = total
  }

  /** Lays out about `budget` more characters; true when every result is laid out. */
  step(budget = Infinity): boolean {
    const { outputs, pads, pad } = this
    const newline = (d: number) => {
      while (pads.length <= d) pads.push(pads[pads.length - 1] + pad)
      return pads[d]!
    }
    let out = this.out
    let depth = this.depth
    let spent = 0
    while (this.index < outputs.length) {
      const text = outputs[this.index]!
      const n = text.length
      let i = this.pos
      if (i === 0 && this.index > 0) out += '\n'
      while (i < n) {
        if (spent >= budget) {
          this.progress += i - this.pos
          this.pos = i
          this.out = out
          this.depth = depth
          return false
        }
        const start = i
        const c = text.charCodeAt(i)
        if (c === 0x22) {
          // A string, exactly as written: up to its closing quote (one not escaped).
          let j = i + 1
          for (;;) {
            j = text.indexOf('"', j)
            if (j === -1) {
              j = n - 1
              break
            }
            let k = j - 1
            while (text.charCodeAt(k) === 0x5c) k--
            if ((j - 1 - k) % 2 === 0) break
            j++
          }
          out += text.slice(i, j + 1)
          i = j + 1
        } else if (c === 0x2c) {
          out += ',' + newline(depth)
          i++
        } else if (c === 0x3a) {
          out += ': '
          i++
        } else if (c === 0x7b || c === 0x5b) {
          let j = i + 1
          while (j < n && text.charCodeAt(j) <= 0x20) j++
          if (text.charCodeAt(j) === c + 2 /* } or ] */) {
            out += c === 0x7b ? '{}' : '[]'
            i = j + 1
          } else {
            depth++
            out += (c === 0x7b ? '{' : '[') + newline(depth)
            i++
          }
        } else if (c === 0x7d || c === 0x5d) {
          depth--
          out += newline(depth) + (c === 0x7d ? '}' : ']')
          i++
        } else if (c <= 0x20) {
          i++
        } else {
          // A number or literal, exactly as written: up to the next structural character or space.
          let j = i + 1
          while (j < n) {
            const d = text.charCodeAt(j)
            if (d <= 0x20 || d === 0x2c || d === 0x7d || d === 0x5d || d === 0x3a) break
            j++
          }
          out += text.slice(i, j)
          i = j
        }
        spent += i - start
      }
      this.progress += n - this.pos
      this.index++
      this.pos = 0
      depth = 0
    }
    this.out = out
    this.depth = depth
    return true
  }

  /** The laid-out text (once `step` has returned true). */
  text(): string {
    return this.out
  }
}

/** Every result laid out at once (small results, and the tests). */
export function layoutResults(outputs: readonly string[], indent: number): string {
  const layout = new ResultLayout(outputs, indent)
  layout.step()
  return layout.text()
}

/** Results up to this many characters are laid out at once; above it, in slices of this size (a few ms each). */
export const LAYOUT_SLICE_CHARS = 256 * 1024

/** The document the Tree shows: the one result itself, or several as a JSON array; none for no results. */
export function treeText(outputs: readonly string[]): string | null {
  if (outputs.length === 0) return null
  if (outputs.length === 1) return outputs[0]!
  return `[${outputs.join(',')}]`
}

/* ------------------------------------------------------------------------------------ errors */

export type ErrorPosition = { line: number; column?: number }

/** Where an error points: in the query (syntax) or in the document (input), when the engine says. */
export function errorPosition(error: QueryError): ErrorPosition | null {
  if (!error.line) return null
  return error.column ? { line: error.line, column: error.column } : { line: error.line }
}

export const positionText = (p: ErrorPosition) => (p.column ? `line ${p.line}, column ${p.column}` : `line ${p.line}`)

/** The error as the tab states it: the engine's own message, what it concerns, and where. */
export function errorText(error: QueryError): string {
  const at = errorPosition(error)
  switch (error.kind) {
    case 'syntax':
      return `Query error: ${error.message}${at ? ` (query ${positionText(at)})` : ''}`
    case 'runtime':
      return `Runtime error: ${error.message}`
    case 'input':
      return `The document is not JSON: ${error.message}${at ? ` (document ${positionText(at)})` : ''}`
    case 'halt':
      return `Stopped by halt_error: ${error.message}`
    case 'output-limit':
    case 'crash':
      return error.message
  }
}

/**
 * The caret marker under a syntax error: the query's line at the error and a `^` under its column
 * (1-based, as jq 1.8 counts; a column past the end of the line points just after it).
 */
export function caretMarker(query: string, position: ErrorPosition): { line: string; caret: string | null } | null {
  const lines = query.split('\n')
  const line = lines[position.line - 1]
  if (line === undefined) return null
  if (!position.column) return { line, caret: null }
  const col = Math.max(1, Math.min(position.column, line.length + 1))
  return { line, caret: `${' '.repeat(col - 1)}^` }
}

/** The offset in the query of a line and column (both from 1), clamped to the query. */
export function offsetOf(text: string, line: number, column = 1): number {
  let start = 0
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', start)
    if (nl === -1) return text.length
    start = nl + 1
  }
  const end = text.indexOf('\n', start)
  const lineEnd = end === -1 ? text.length : end
  return Math.min(start + Math.max(0, column - 1), lineEnd)
}

/* ----------------------------------------------------------------------------------- history */

/** How a history entry reads in the menu: its language, then the query on one line. */
export const historyLabel = (entry: QueryEntry) => `${LANGUAGE_LABEL[entry.language]}: ${entry.query.replace(/\s*\n\s*/g, ' ')}`

/** The state after choosing a history entry: its language and query, and it moves to the front. */
export function chooseEntry<S extends { queryLanguage: QueryLanguage; query: string; queryHistory: QueryEntry[] }>(
  state: S,
  entry: QueryEntry,
  push: (history: readonly QueryEntry[], entry: QueryEntry) => QueryEntry[],
): S {
  return { ...state, queryLanguage: entry.language, query: entry.query, queryHistory: push(state.queryHistory, entry) }
}

/**
 * jq's stderr (its error lines, `debug` and `stderr` messages) for the Log section: shown whenever
 * it is not empty, open at once when it says more than the error already shown above it.
 */
export function logSection(log: string, error: QueryError | null): { text: string; open: boolean } | null {
  const text = log.replace(/\n+$/, '')
  if (!text) return null
  if (!error) return { text, open: true }
  if (error.kind === 'syntax') return { text, open: false }
  const known = new Set(error.message.split('\n'))
  const more = text.split('\n').some((l) => l.trim() !== '' && !l.startsWith('jq: ') && !known.has(l))
  return { text, open: more }
}
