import type { YamlError, YamlResult } from '../../workers/lint/yaml.impl'

/** SPEC "YAML Validator" and section 8. */
export const VALID_TOAST = 'YAML is valid!'
export const INVALID_TOAST = 'Invalid YAML'
export const FALLBACK_ERROR = 'Invalid YAML'

export type YamlValidatorState = { input: string }
export const DEFAULTS: YamlValidatorState = { input: '' }

/** The parser's message (or the fallback) with its line and column when it has them. */
export function errorLine(error: YamlError | null | undefined): string {
  if (!error) return FALLBACK_ERROR
  const message = error.message.trim() || FALLBACK_ERROR
  return error.line > 0 ? `${message} (line ${error.line}, column ${error.column})` : message
}

export type Outcome = { output: string; documents: number; error: YamlError | null; valid: boolean }
export const outcomeOf = (r: YamlResult): Outcome =>
  r.ok ? { output: r.output, documents: r.documents, error: null, valid: true } : { output: '', documents: 0, error: r.error, valid: false }

export const documentsNote = (n: number) => (n === 0 ? 'The stream holds no documents.' : n === 1 ? '1 document' : `${n} documents`)
