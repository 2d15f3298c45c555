import type { RecipeStepOffer } from '../../lib/handoff'
import type { ResultText } from '../../lib/held-text'
import type { JsonError } from '../../workers/format/json.impl'
import type { ArrayMatch } from '../../workers/json-diff/diff.types'
import type { QueryLanguage } from '../../workers/query/query.types'

/** SPEC "JSON Formatter" and sections 5, 8, 9. */
export const INDENT_OPTIONS = ['2', '4', '8'] as const
export type IndentSize = (typeof INDENT_OPTIONS)[number]
export const VALID_MESSAGE = '✅ Valid JSON'
export const FALLBACK_ERROR = 'Invalid JSON'
export const DOWNLOAD_NAME = 'formatted.json'

/** The output pane's tabs (issue 18): the formatted text, the collapsible tree, the query box; and Compare (issue 35). */
export const VIEWS = ['text', 'tree', 'query', 'compare'] as const
export type JsonView = (typeof VIEWS)[number]
export const QUERY_LANGUAGES: readonly QueryLanguage[] = ['jq', 'jsonpath']
/** A query as the history keeps it (the last HISTORY_SIZE, newest first). */
export type QueryEntry = { language: QueryLanguage; query: string }
export const HISTORY_SIZE = 10

/**
 * SPEC section 3 stores {input, indentSize}; the workbench (issue 18) adds its choices to the same
 * record, so Reset clears them with the rest: the output view, key sorting, the query and its
 * history.
 */
export type JsonFormatterState = {
  input: string
  indentSize: IndentSize
  view: JsonView
  sortKeys: boolean
  queryLanguage: QueryLanguage
  query: string
  queryHistory: QueryEntry[]
  /** Compare (issue 35): the document the input is compared with, and how array items are paired. */
  compareText: string
  compareArrays: ArrayMatch
  compareKey: string
}
export const DEFAULTS: JsonFormatterState = {
  input: '',
  indentSize: '2',
  view: 'text',
  sortKeys: false,
  queryLanguage: 'jq',
  query: '',
  queryHistory: [],
  compareText: '',
  compareArrays: 'position',
  compareKey: 'id',
}

const isEntry = (e: unknown): e is QueryEntry =>
  !!e && typeof e === 'object' && QUERY_LANGUAGES.includes((e as QueryEntry).language) && typeof (e as QueryEntry).query === 'string'

export const validateState = (s: JsonFormatterState, d: JsonFormatterState): JsonFormatterState => ({
  ...s,
  indentSize: (INDENT_OPTIONS as readonly string[]).includes(s.indentSize) ? s.indentSize : d.indentSize,
  view: (VIEWS as readonly string[]).includes(s.view) ? s.view : d.view,
  sortKeys: typeof s.sortKeys === 'boolean' ? s.sortKeys : d.sortKeys,
  queryLanguage: QUERY_LANGUAGES.includes(s.queryLanguage) ? s.queryLanguage : d.queryLanguage,
  query: typeof s.query === 'string' ? s.query : d.query,
  queryHistory: Array.isArray(s.queryHistory) ? s.queryHistory.filter(isEntry).slice(0, HISTORY_SIZE) : d.queryHistory,
  compareText: typeof s.compareText === 'string' ? s.compareText : d.compareText,
  compareArrays: s.compareArrays === 'key' || s.compareArrays === 'position' ? s.compareArrays : d.compareArrays,
  compareKey: typeof s.compareKey === 'string' ? s.compareKey : d.compareKey,
})

/** The history after running `entry`: it moves to the front, duplicates go, at most HISTORY_SIZE kept. */
export function pushHistory(history: readonly QueryEntry[], entry: QueryEntry): QueryEntry[] {
  if (!entry.query.trim()) return [...history]
  const rest = history.filter((e) => e.language !== entry.language || e.query !== entry.query)
  return [entry, ...rest].slice(0, HISTORY_SIZE)
}

/** The error line: the parser's message (or the fallback) with the line and column. */
export function errorLine(error: JsonError | null | undefined): string {
  if (!error) return FALLBACK_ERROR
  const message = error.message.trim() || FALLBACK_ERROR
  return `${message} (line ${error.line}, column ${error.column})`
}

/** SPEC section 5: Download is disabled when the output is empty or is the valid message. */
export const canDownload = (output: ResultText) => output !== '' && output !== VALID_MESSAGE

export type JsonAction = 'format' | 'minify' | 'validate'

/** The buttons' labels (SPEC), also named by the note on an out-of-date result. */
export const ACTION_LABEL: Record<JsonAction, string> = { format: 'Format', minify: 'Minify', validate: 'Validate' }

/**
 * What a result of `action` is made from (DECISIONS D31): the text, and the indent only for
 * Format (Minify and Validate ignore it, so changing it leaves their result current).
 */
export function resultInputs(state: JsonFormatterState, action: JsonAction): Record<string, unknown> {
  if (action === 'validate') return { input: state.input }
  return action === 'format' ? { input: state.input, indentSize: state.indentSize, sortKeys: state.sortKeys } : { input: state.input, sortKeys: state.sortKeys }
}

/** Convert (issue 18): the converters the document is sent on to, through their input ports (D25). */
export const CONVERT_TARGETS = [
  { toolId: 'json-yaml', label: 'YAML', tool: 'JSON ↔ YAML Converter' },
  { toolId: 'json-xml', label: 'XML', tool: 'JSON ↔ XML Converter' },
  { toolId: 'csv-json', label: 'CSV', tool: 'CSV ↔ JSON Converter' },
  { toolId: 'json-typescript', label: 'TypeScript', tool: 'JSON to TypeScript' },
] as const

/**
 * The document the Tree tab shows: the input the result was made from (the tree is the same
 * whatever the indent, and the input is the smaller text), or with sorted keys the result itself;
 * none after an error.
 */
export function treeSource(made: { outcome: { mode: JsonAction; output: ResultText; error: unknown }; from: Record<string, unknown> }, output: ResultText): ResultText | null {
  if (made.outcome.error) return null
  if (made.outcome.mode !== 'validate' && made.from.sortKeys === true) return output || null
  return typeof made.from.input === 'string' ? made.from.input : null
}

/**
 * D35: Format, Minify (and sorted keys) as a recipe step, for Send to's "Add to recipe"; Validate
 * gives a verdict, not a transform, and is none.
 */
export function jsonRecipeStep(mode: 'format' | 'minify' | 'validate', s: Pick<JsonFormatterState, 'input' | 'indentSize' | 'sortKeys'>): RecipeStepOffer | undefined {
  if (mode === 'validate') return undefined
  const indent = mode === 'minify' ? 'none' : s.indentSize
  if (s.sortKeys) return { op: 'json-sort-keys', args: { indent }, input: s.input }
  return mode === 'minify' ? { op: 'json-minify', input: s.input } : { op: 'json-format', args: { indent }, input: s.input }
}
