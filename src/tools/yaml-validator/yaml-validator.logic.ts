import type { YamlDocumentReport, YamlError, YamlResult, YamlWarning } from '../../workers/lint/yaml.impl'

/** SPEC "YAML Validator" and section 8. */
export const VALID_TOAST = 'YAML is valid!'
export const INVALID_TOAST = 'Invalid YAML'
export const FALLBACK_ERROR = 'Invalid YAML'
/** The output pane before any Validate, and after one that failed (the error itself shows under the input). */
export const EMPTY_OUTPUT = 'The validated document appears here as written, with any warnings. Press Validate.'
export const INVALID_OUTPUT = 'The document has errors: see the message under the YAML input. Fix it and press Validate again.'

export type YamlValidatorState = { input: string }
export const DEFAULTS: YamlValidatorState = { input: '' }

/** The parser's message (or the fallback) with its line and column when it has them. */
export function errorLine(error: YamlError | null | undefined): string {
  if (!error) return FALLBACK_ERROR
  const message = error.message.trim() || FALLBACK_ERROR
  return error.line > 0 ? `${message} (line ${error.line}, column ${error.column})` : message
}

/**
 * What the screen shows for a validation of `text`. A valid document is shown (and copied) exactly
 * as written: re-serialising it would turn `1.10` into `1.1`, rename anchors, drop comments and
 * expand merges, so nothing is rewritten; what a parser would read differently is listed as
 * warnings instead.
 */
export type Outcome = {
  output: string
  documents: number
  warnings: YamlWarning[]
  moreWarnings: number
  error: YamlError | null
  valid: boolean
  /** D29: every error of the stream, document by document (the first is `error`), and the count left out. */
  errors: (YamlError & { document: number })[]
  moreErrors: number
  perDocument: YamlDocumentReport[]
}
export const outcomeOf = (r: YamlResult, text: string): Outcome =>
  r.ok
    ? { output: text, documents: r.documents, warnings: r.warnings, moreWarnings: r.moreWarnings, error: null, valid: true, errors: [], moreErrors: 0, perDocument: r.perDocument }
    : { output: '', documents: r.documents, warnings: [], moreWarnings: 0, error: r.error, valid: false, errors: r.errors, moreErrors: r.moreErrors, perDocument: r.perDocument }

/** One line per document of a stream: "Document 2 (from line 5): 2 errors" / "... : valid, 1 warning". */
export function documentLine(d: YamlDocumentReport): string {
  const counts = d.errors ? (d.errors === 1 ? '1 error' : `${d.errors} errors`) : `valid${d.warnings ? `, ${d.warnings === 1 ? '1 warning' : `${d.warnings} warnings`}` : ''}`
  return `Document ${d.index + 1} (from line ${d.line}): ${counts}`
}

/** The heading of the error list: how many errors in how many of the stream's documents. */
export function errorsTitle(o: Pick<Outcome, 'errors' | 'moreErrors' | 'perDocument'>): string {
  const n = o.errors.length + o.moreErrors
  const docs = o.perDocument.filter((d) => d.errors > 0).length
  return `${n === 1 ? '1 error' : `${n} errors`}${o.perDocument.length > 1 ? ` in ${docs === 1 ? '1 document' : `${docs} documents`} of ${o.perDocument.length}` : ''}`
}

export const AS_WRITTEN_NOTE = 'Shown as written: nothing is re-serialised, so comments, anchors, merge keys and values stay exactly as you typed them.'

/** A warning as listed: its position, then what the value means. */
export const warningPosition = (w: YamlWarning) => `Line ${w.line}, column ${w.column}:`
export const warningLine = (w: YamlWarning) => `${warningPosition(w)} ${w.message}`
export const warningsTitle = (n: number) => `${n === 1 ? '1 warning' : `${n} warnings`}: values that may not mean what they look like`

export const documentsNote = (n: number) => (n === 0 ? 'The stream holds no documents.' : n === 1 ? '1 document' : `${n} documents`)
