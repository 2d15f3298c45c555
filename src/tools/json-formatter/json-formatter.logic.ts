import type { JsonError } from '../../workers/format/json.impl'

/** SPEC "JSON Formatter" and sections 5, 8, 9. */
export const INDENT_OPTIONS = ['2', '4', '8'] as const
export type IndentSize = (typeof INDENT_OPTIONS)[number]
export const VALID_MESSAGE = '✅ Valid JSON'
export const FALLBACK_ERROR = 'Invalid JSON'
export const DOWNLOAD_NAME = 'formatted.json'

export type JsonFormatterState = { input: string; indentSize: IndentSize }
export const DEFAULTS: JsonFormatterState = { input: '', indentSize: '2' }

export const validateState = (s: JsonFormatterState, d: JsonFormatterState): JsonFormatterState => ({
  ...s,
  indentSize: (INDENT_OPTIONS as readonly string[]).includes(s.indentSize) ? s.indentSize : d.indentSize,
})

/** The error line: the parser's message (or the fallback) with the line and column. */
export function errorLine(error: JsonError | null | undefined): string {
  if (!error) return FALLBACK_ERROR
  const message = error.message.trim() || FALLBACK_ERROR
  return `${message} (line ${error.line}, column ${error.column})`
}

/** SPEC section 5: Download is disabled when the output is empty or is the valid message. */
export const canDownload = (output: string) => output !== '' && output !== VALID_MESSAGE

export type JsonAction = 'format' | 'minify' | 'validate'

/** The buttons' labels (SPEC), also named by the note on an out-of-date result. */
export const ACTION_LABEL: Record<JsonAction, string> = { format: 'Format', minify: 'Minify', validate: 'Validate' }

/**
 * What a result of `action` is made from (DECISIONS D31): the text, and the indent only for
 * Format (Minify and Validate ignore it, so changing it leaves their result current).
 */
export function resultInputs(state: JsonFormatterState, action: JsonAction): Record<string, unknown> {
  return action === 'format' ? { input: state.input, indentSize: state.indentSize } : { input: state.input }
}
