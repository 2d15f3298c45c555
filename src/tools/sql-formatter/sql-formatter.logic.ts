import { SQL_DIALECTS, type KeywordCase, type SqlDialect, type SqlJob } from '../../workers/format/sql.impl'

/** SPEC "SQL Formatter", sections 5, 8 and 9; dialect and keyword case go beyond SPEC. */
export type SqlMode = 'format' | 'minify'
export const INDENT_TYPES = ['spaces', 'tabs'] as const
export const INDENT_SIZES = ['2', '4', '8'] as const
export const KEYWORD_CASES: readonly { value: KeywordCase; label: string }[] = [
  { value: 'preserve', label: 'Preserve' },
  { value: 'upper', label: 'UPPER' },
  { value: 'lower', label: 'lower' },
]
export { SQL_DIALECTS }

export const MESSAGES = {
  empty: { format: '❌ Please enter SQL to format', minify: '❌ Please enter SQL to minify' },
  failed: { format: '❌ Error formatting SQL', minify: '❌ Error minifying SQL' },
  success: { format: 'SQL formatted successfully!', minify: 'SQL minified successfully!' },
} as const

export type SqlFormatterState = {
  input: string
  indentType: (typeof INDENT_TYPES)[number]
  indentSize: (typeof INDENT_SIZES)[number]
  dialect: SqlDialect
  keywordCase: KeywordCase
}
export const DEFAULTS: SqlFormatterState = { input: '', indentType: 'spaces', indentSize: '2', dialect: 'sql', keywordCase: 'preserve' }

const oneOf = <T extends string>(list: readonly T[], v: string, d: T): T => ((list as readonly string[]).includes(v) ? (v as T) : d)
export const validateState = (s: SqlFormatterState, d: SqlFormatterState): SqlFormatterState => ({
  ...s,
  indentType: oneOf(INDENT_TYPES, s.indentType, d.indentType),
  indentSize: oneOf(INDENT_SIZES, s.indentSize, d.indentSize),
  dialect: oneOf(SQL_DIALECTS.map((x) => x.value), s.dialect, d.dialect),
  keywordCase: oneOf(KEYWORD_CASES.map((x) => x.value), s.keywordCase, d.keywordCase),
})

/** The worker job for a button press, or SPEC's empty-input message. */
export function sqlJob(state: SqlFormatterState, mode: SqlMode): { job: SqlJob } | { error: string } {
  if (!state.input.trim()) return { error: MESSAGES.empty[mode] }
  return {
    job: {
      text: state.input,
      mode,
      useTabs: state.indentType === 'tabs',
      tabWidth: Number(state.indentSize),
      dialect: state.dialect,
      keywordCase: state.keywordCase,
    },
  }
}

/** A dialect's name as the Dialect menu shows it. */
export const dialectLabel = (dialect: SqlDialect) => SQL_DIALECTS.find((d) => d.value === dialect)?.label ?? dialect

/** Under a parse error, when another dialect parses the text: the suggestion and its button. */
export const parsesAsMessage = (dialect: SqlDialect) => `This parses as ${dialectLabel(dialect)}: switch?`
export const switchLabel = (dialect: SqlDialect) => `Switch to ${dialectLabel(dialect)}`

/** The buttons' labels (SPEC), also named by the note on an out-of-date result. */
export const ACTION_LABEL: Record<SqlMode, string> = { format: 'Format SQL', minify: 'Minify SQL' }

/**
 * What a result of `mode` is made from (DECISIONS D31): the text, the dialect and the keyword case;
 * for Format also the indent (its size only with spaces, as the screen shows it only then).
 * Minify collapses all white space, so a new indent leaves a minified result current.
 */
export function resultInputs(state: SqlFormatterState, mode: SqlMode): Record<string, unknown> {
  const common = { input: state.input, dialect: state.dialect, keywordCase: state.keywordCase }
  if (mode === 'minify') return common
  return state.indentType === 'tabs' ? { ...common, indentType: 'tabs' } : { ...common, indentType: 'spaces', indentSize: state.indentSize }
}
