import type { ConvertResult } from '../../workers/convert/result'
import type { ConversionError } from '../../ui/conversion-panes'

/** SPEC "JSON↔YAML", sections 3, 5 and 9: two panels, parser messages, 2-space output. */
export const INVALID_JSON = 'Invalid JSON'
export const INVALID_YAML = 'Invalid YAML'

export type JsonYamlState = { jsonInput: string; yamlInput: string }
export const DEFAULTS: JsonYamlState = { jsonInput: '', yamlInput: '' }

export type Direction = 'toYaml' | 'toJson'
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
