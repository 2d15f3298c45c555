/**
 * What the page and the `query` worker share: the request and result shapes and NEED_TEXT. A
 * module of its own so the page's client (query.client.ts) takes nothing of the engine with it:
 * importing a value from query.impl.ts would pull jsonpath-plus into the page's bundle.
 */

export type QueryLanguage = 'jq' | 'jsonpath'
export type QueryJob = {
  language: QueryLanguage
  query: string
  /** The document: for jq, one or more JSON texts (each is an input); for JSONPath, one JSON text. */
  text: string
  /** jq's `-n`: run the program once on `null` (the document is still there for `input`/`inputs`). */
  nullInput?: boolean
}

/**
 * - syntax: the query does not compile (`line`/`column`: where in the query, when the engine says);
 * - runtime: the query failed while running (results before the error are kept);
 * - input: the document is not JSON (`line`/`column`: where in the document);
 * - halt: jq's `halt_error` (its message as the program wrote it);
 * - output-limit: the results passed the output limit and were cut there;
 * - crash: jq stopped with an internal error: out of memory, a failed assertion, too deep a
 *   recursion (results before it are kept; the next query gets a fresh jq).
 */
export type QueryErrorKind = 'syntax' | 'runtime' | 'input' | 'halt' | 'output-limit' | 'crash'
export type QueryError = { kind: QueryErrorKind; message: string; line?: number; column?: number }

export type QueryResult = {
  /** One compact JSON text per result, in order. */
  outputs: string[]
  error: QueryError | null
  /** jq's stderr as it wrote it (error lines, `debug` and `stderr` messages); '' for JSONPath. */
  log: string
}

/**
 * A job as it crosses to the worker: the document is sent once per change, with an id; while the
 * id stays the same the worker reuses what it holds (its UTF-8 bytes for jq, its parse for
 * JSONPath), so a keystroke in the query moves only the query, whatever the document's size
 * (DECISIONS D7, D30). A worker that does not hold it (a fresh one, after a stopped query)
 * answers NEED_TEXT and is sent it again.
 */
export type QueryRequest = Omit<QueryJob, 'text'> & { textId: number; text?: string }
export const NEED_TEXT = 'need-text'
