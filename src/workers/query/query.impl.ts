import { JSONPath } from 'jsonpath-plus'
import { describeJsonError } from '../format/json.impl'
import { locatePointers } from '../schema/json-positions'
import { NEED_TEXT, type QueryError, type QueryJob, type QueryRequest, type QueryResult } from './query.types'
import { getJq, JqCrashError, MAX_OUTPUT_BYTES, type JqRun, type JqRuntime } from './jq-runtime'

/**
 * The `query` engine of the JSON workbench: a jq program (the real jq 1.8.2, WebAssembly, see
 * jq-runtime.ts) or a JSONPath expression (jsonpath-plus 10.3) run on a JSON text. Each result
 * comes back as a compact JSON text, numbers as written as far as the engine keeps them
 * (DECISIONS D24). jq 1.8.2 (with decNumber) keeps the digits of every number literal the program
 * does not compute with, in decNumber's canonical form: `.`, `[.[]]` and `tostring` on
 * 12345678901234567890 give 12345678901234567890 ("12345678901234567890"), 1.0 stays 1.0 and -0
 * stays -0, but 1e3 becomes 1E+3 and 1e1000 1E+1000; arithmetic is in doubles, so `. + 1` gives
 * 12345678901234567000, 1e1000 + 1 gives 1.7976931348623157e+308 and 1.000000000000000000001 + 0
 * gives 1. JSONPath results are cut from the document's own text, so they are exactly as written.
 * Runs in the `query` worker; a runaway program is stopped by the client (query.client.ts).
 */

export type { QueryError, QueryErrorKind, QueryJob, QueryLanguage, QueryRequest, QueryResult } from './query.types'
export { NEED_TEXT } from './query.types'

export type QueryOptions = { maxOutputBytes?: number }

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`)
export const outputLimitMessage = (bytes: number) => `The results passed ${sizeText(bytes)} and were cut there.`

/* ------------------------------------------------------------------------------------------ jq */

// "jq: error: $y is not defined at <top-level>, line 2, column 4:" (jq 1.8; 1.7 gave no column), then
// the program's line and a caret line, which the log keeps.
const COMPILE_ERROR = /^jq: error: (.*?)(?: at <top-level>, line (\d+)(?:, column (\d+))?:)?$/
// "jq: error (at /dev/stdin:0): Cannot index number with "a"", or "... (not a string): {...}".
// Not anchored at the line start: a program's `stderr` output has no newline of its own, so jq's
// error line may follow it on the same line ("notejq: error (at <stdin>:0): boom").
const RUNTIME_ERROR = /jq: error \(at [^)]*\)( \(not a string\))?: (.*)$/
// "jq: parse error: Unfinished JSON term at EOF at line 2, column 0"
const INPUT_ERROR = /^jq: parse error: (.*?)(?: at line (\d+), column (\d+))?$/
/** jq adds this to some syntax errors; there is no shell here, so the message leaves it out (the log keeps it). */
const SHELL_HINT = ' (Unix shell quoting issues?)'

/** The first error jq reported on stderr, from its exit status and messages (pure: unit-tested on jq's own words). */
export function jqError(exitCode: number, stderr: string): QueryError | null {
  const lines = stderr.split('\n')
  const at = (pattern: RegExp) => {
    for (let i = 0; i < lines.length; i++) {
      const m = pattern.exec(lines[i]!)
      if (m) return { m, i }
    }
    return null
  }
  // Exit status 3 with jq's "jq: 1 compile error" line (a `halt_error(3)` has no such line).
  if (exitCode === 3 && /^jq: \d+ compile errors?$/m.test(stderr)) {
    const found = at(COMPILE_ERROR)
    if (found) {
      const [, message, line, column] = found.m
      return { kind: 'syntax', message: message!.replace(SHELL_HINT, ''), ...(line ? { line: Number(line) } : {}), ...(column ? { column: Number(column) } : {}) }
    }
    return { kind: 'syntax', message: stderr.replace(/\njq: \d+ compile errors?\n?$/, '').trim() || 'The program does not compile.' }
  }
  const input = at(INPUT_ERROR)
  if (input) {
    const [, message, line, column] = input.m
    return { kind: 'input', message: message!, ...(line ? { line: Number(line), column: Number(column) } : {}) }
  }
  const runtime = at(RUNTIME_ERROR)
  if (runtime) {
    // A message may run over several lines (`error("a\nb")`): up to the next line jq starts itself.
    const rest: string[] = []
    for (let i = runtime.i + 1; i < lines.length && !lines[i]!.startsWith('jq: ') && !lines[i]!.startsWith('["DEBUG:"'); i++) rest.push(lines[i]!)
    while (rest.length && rest.at(-1) === '') rest.pop()
    const first = runtime.m[1] ? `${runtime.m[2]} (not a string)` : runtime.m[2]!
    return { kind: 'runtime', message: [first, ...rest].join('\n') }
  }
  const other = at(/^jq: error: (.*)$/)
  if (other) return { kind: 'runtime', message: other.m[1]! }
  if (exitCode !== 0) {
    // halt_error: the message exactly as the program gave it (a string raw, anything else as JSON).
    return { kind: 'halt', message: stderr.replace(/\n$/, '') || `The program stopped with exit status ${exitCode}.` }
  }
  return null
}

/** A jq run's results: its stdout split into one JSON text per line (`-c` writes one line per result). */
export function jqResult(run: JqRun, maxOutputBytes = MAX_OUTPUT_BYTES): QueryResult {
  const outputs = run.stdout === '' ? [] : run.stdout.slice(0, run.stdout.endsWith('\n') ? -1 : undefined).split('\n')
  const error = run.outputCut ? { kind: 'output-limit' as const, message: outputLimitMessage(maxOutputBytes) } : jqError(run.exitCode, run.stderr)
  return { outputs, error, log: run.stderr }
}

const encoder = new TextEncoder()

export type JqOptions = QueryOptions & { nullInput?: boolean }

/** Runs a jq program on a document (text, or its UTF-8 bytes when the caller keeps them), loading jq on first use. */
export async function runJq(program: string, input: string | Uint8Array, options: JqOptions = {}): Promise<QueryResult> {
  return runJqOn(await getJq(), program, input, options)
}

/** runJq on a loaded jq (synchronous: the conformance suite runs jq's test files through it). */
export function runJqOn(jq: JqRuntime, program: string, input: string | Uint8Array, options: JqOptions = {}): QueryResult {
  const bytes = typeof input === 'string' ? encoder.encode(input) : input
  // `--`: a program that starts with "-" (`-.`) is the program, not an option.
  const flags = ['-c', ...(options.nullInput ? ['-n'] : []), '--']
  try {
    return jqResult(jq.run(flags, program, bytes, { maxOutputBytes: options.maxOutputBytes }), options.maxOutputBytes)
  } catch (e) {
    if (!(e instanceof JqCrashError)) throw e
    const { outputs, log } = jqResult({ exitCode: 0, stdout: e.stdout, stderr: e.stderr, outputCut: false })
    return { outputs, error: { kind: 'crash', message: crashMessage(e.message, e.stderr) }, log }
  }
}

/** What a crash of jq's WebAssembly build means, from the trap's message and what jq wrote last. */
export function crashMessage(trap: string, stderr: string): string {
  const detail = trap.replace(/\. Build with -sASSERTIONS for more info\.$/, '')
  const assertion = /^Aborted\((Assertion failed: .*)\)$/s.exec(detail)
  if (assertion) return `jq stopped on a failed internal check (${assertion[1]}).`
  if (stderr.includes('cannot allocate memory') || detail === 'Aborted()') return 'jq ran out of memory and was stopped.'
  if (/memory access out of bounds|call stack|C stack overflow/i.test(detail)) return `jq stopped: the program or the data nests too deeply for its stack (${detail}).`
  return `jq stopped with an internal error (${detail}).`
}

/* ------------------------------------------------------------------------------------ JSONPath */

/** A document parsed for JSONPath: its value, and whether some number in it is not written the way JSON.stringify would write it. */
export type ParsedDocument = { ok: true; text: string; value: unknown; exactNumbers: boolean } | { ok: false; error: QueryError }

const NUMBER_OR_STRING = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g

/** True when a number of the (valid) JSON text would change through JSON.parse + JSON.stringify (`1.0`, `1e3`, `12345678901234567890`). */
export function hasInexactNumbers(text: string): boolean {
  NUMBER_OR_STRING.lastIndex = 0
  for (let m = NUMBER_OR_STRING.exec(text); m; m = NUMBER_OR_STRING.exec(text)) {
    const token = m[0]
    if (token.charCodeAt(0) !== 34 /* " */ && JSON.stringify(Number(token)) !== token) return true
  }
  return false
}

export function parseDocument(text: string): ParsedDocument {
  try {
    const value: unknown = JSON.parse(text)
    return { ok: true, text, value, exactNumbers: hasInexactNumbers(text) }
  } catch (e) {
    const { message, line, column } = describeJsonError(text, e)
    return { ok: false, error: { kind: 'input', message, line, column } }
  }
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9

/** The index just after the string that starts (with its quote) at `i`. */
function stringEnd(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 92) i++
    else if (c === 34) return i + 1
  }
  return text.length
}

const SCALAR = /[^\s,:\]}]+/y

/** The JSON value that starts at `offset` of a valid JSON text, compacted: whitespace outside strings dropped, everything else as written. */
export function compactValueAt(text: string, offset: number): string {
  const first = text.charCodeAt(offset)
  if (first === 34) return text.slice(offset, stringEnd(text, offset))
  if (first !== 123 && first !== 91) {
    SCALAR.lastIndex = offset
    return SCALAR.exec(text)?.[0] ?? ''
  }
  const out: string[] = []
  let depth = 0
  let start = offset
  for (let i = offset; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 34) i = stringEnd(text, i) - 1
    else if (c === 123 || c === 91) depth++
    else if (c === 125 || c === 93) {
      if (--depth === 0) {
        out.push(text.slice(start, i + 1))
        return out.join('')
      }
    } else if (isSpace(c)) {
      if (start < i) out.push(text.slice(start, i))
      start = i + 1
    }
  }
  out.push(text.slice(start))
  return out.join('')
}

/**
 * Runs a JSONPath expression with jsonpath-plus (its safe evaluator for `?()` and `()` scripts:
 * no eval, no Function, DECISIONS D21). Results are the values jsonpath-plus finds; when the
 * document has numbers JSON.stringify would rewrite, each found node is cut from the document's
 * text instead, so 12345678901234567890 stays 12345678901234567890. Property names (`~`) come back
 * as JSON strings.
 */
export function runJsonPath(path: string, document: string | ParsedDocument, options: QueryOptions = {}): QueryResult {
  const doc = typeof document === 'string' ? parseDocument(document) : document
  if (!doc.ok) return { outputs: [], error: doc.error, log: '' }
  const types: string[] = []
  let found: { value: unknown; pointer: string }[]
  try {
    found = JSONPath({ path, json: doc.value as object, wrap: true, eval: 'safe', resultType: 'all', callback: (_payload: unknown, type: string) => void types.push(type) }) ?? []
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    // jsonpath-plus's own errors from a script say "jsonPath: <why>: <script>"; the rest are parse errors.
    return { outputs: [], error: { kind: message.startsWith('jsonPath: ') ? 'runtime' : 'syntax', message }, log: '' }
  }
  const positions = doc.exactNumbers ? locatePointers(doc.text, found.flatMap((r, i) => (types[i] === 'property' ? [] : [r.pointer]))) : null
  const max = options.maxOutputBytes ?? MAX_OUTPUT_BYTES
  const outputs: string[] = []
  let size = 0
  for (let i = 0; i < found.length; i++) {
    const { value, pointer } = found[i]!
    const at = types[i] === 'property' ? undefined : positions?.get(pointer)
    const text = at ? compactValueAt(doc.text, at.value.offset) : (JSON.stringify(value) ?? 'null')
    size += text.length + 1
    if (size > max) return { outputs, error: { kind: 'output-limit', message: outputLimitMessage(max) }, log: '' }
    outputs.push(text)
  }
  return { outputs, error: null, log: '' }
}

/* ----------------------------------------------------------------------------------- the worker */

/** Runs either language on a document (the worker's job, and the tests'). */
export function runQuery(job: QueryJob, options: QueryOptions = {}): Promise<QueryResult> {
  return job.language === 'jq' ? runJq(job.query, job.text, { ...options, nullInput: job.nullInput }) : Promise.resolve(runJsonPath(job.query, job.text, options))
}

export function createQueryEngine(options: QueryOptions = {}) {
  let held: { id: number; text: string; bytes?: Uint8Array; parsed?: ParsedDocument } | null = null
  return {
    /** Loads jq (the first query's fetch and compile), so a query's time limit counts only the query. */
    async warm(): Promise<true> {
      await getJq()
      return true
    },
    async run({ textId, text, ...job }: QueryRequest): Promise<QueryResult | typeof NEED_TEXT> {
      if (text !== undefined) held = { id: textId, text }
      if (!held || held.id !== textId) return NEED_TEXT
      if (job.language === 'jq') {
        held.bytes ??= encoder.encode(held.text)
        return runJq(job.query, held.bytes, { ...options, nullInput: job.nullInput })
      }
      held.parsed ??= parseDocument(held.text)
      return runJsonPath(job.query, held.parsed, options)
    },
  }
}

export const queryApi = createQueryEngine()
export type QueryApi = typeof queryApi
