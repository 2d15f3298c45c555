import type { ConvertResult } from '../../workers/convert/result'
import type { YamlDocuments } from '../../workers/convert/yaml.impl'
import type { ConversionError } from '../../ui/conversion-panes'
import type { SelectOption } from '../../ui/select'

/** SPEC "JSON↔YAML", sections 3, 5 and 9: two panels, parser messages, 2-space output. */
export const INVALID_JSON = 'Invalid JSON'
export const INVALID_YAML = 'Invalid YAML'

/** D29: a YAML stream of several documents converts as its first document or as a JSON array of all of them. */
export type JsonYamlState = { jsonInput: string; yamlInput: string; documents: YamlDocuments }
export const DEFAULTS: JsonYamlState = { jsonInput: '', yamlInput: '', documents: 'first' }

export const DOCUMENTS_LABEL = 'Documents'
export const DOCUMENT_OPTIONS: readonly SelectOption[] = [
  { value: 'first', label: 'First document' },
  { value: 'all', label: 'All documents (JSON array)' },
]

/** A stored or shared state the screen can use: an unknown `documents` choice becomes the default. */
export const validateState = (s: JsonYamlState, d: JsonYamlState): JsonYamlState => (s.documents === 'first' || s.documents === 'all' ? s : { ...s, documents: d.documents })

export type Direction = 'toYaml' | 'toJson'

/** What each direction's result is made from (D31): its own input, and for YAML to JSON the documents choice. */
export const inputsOf = (direction: Direction, s: JsonYamlState): Record<string, unknown> =>
  direction === 'toYaml' ? { jsonInput: s.jsonInput } : { yamlInput: s.yamlInput, documents: s.documents }
export type Outcome = { output: string; error: ConversionError | null; warnings: string[] }

/** The inline error: the parser's message (or the fallback) with the line and column when known. */
export function errorLine(message: string | undefined, fallback: string, line?: number, column?: number): string {
  const text = message?.trim() || fallback
  return line !== undefined && column !== undefined ? `${text} (line ${line}, column ${column})` : text
}

/** A conversion's answer as the panel shows it; an error clears the output (SPEC section 4). */
export function outcomeOf(result: ConvertResult, direction: Direction): Outcome {
  if (result.ok) return { output: result.output, error: null, warnings: result.warnings }
  const { message, line, column } = result.error
  return {
    output: '',
    error: { message: errorLine(message, direction === 'toYaml' ? INVALID_JSON : INVALID_YAML, line, column), line, column },
    warnings: [],
  }
}
