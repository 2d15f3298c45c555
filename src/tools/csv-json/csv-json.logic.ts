import type { ConvertResult } from '../../workers/convert/result'
import type { ConversionError } from '../../ui/conversion-panes'

/** SPEC "CSV↔JSON", sections 5 and 8. */
export type Direction = 'toJson' | 'toCsv'
export const HEADERS_LABEL = 'First row contains headers'
/** Issue 21: CSV to JSON may type its values; JSON to CSV may flatten nested objects. Both off by default (SPEC). */
export const INFER_LABEL = 'Detect numbers and booleans'
export const INFER_HINT = '007, 1e5 and numbers over 15 digits stay text'
export const FLATTEN_LABEL = 'Flatten nested objects (a.b columns)'
export const FLATTEN_HINT = 'Arrays stay JSON text in one cell'
export const SUCCESS: Record<Direction, string> = {
  toJson: '✅ Converted CSV to JSON successfully!',
  toCsv: '✅ Converted JSON to CSV successfully!',
}
export const errorToast = (reason: string) => `❌ Error: ${reason}`

export type CsvJsonState = { csvInput: string; jsonInput: string; hasHeaders: boolean; inferTypes: boolean; flatten: boolean }
export const DEFAULTS: CsvJsonState = { csvInput: '', jsonInput: '', hasHeaders: true, inferTypes: false, flatten: false }

/** The engine's job for each direction: its input and the options that direction reads. */
export const csvJob = (s: CsvJsonState) => ({ text: s.csvInput, hasHeaders: s.hasHeaders, inferTypes: s.inferTypes })
export const jsonJob = (s: CsvJsonState) => ({ text: s.jsonInput, flatten: s.flatten })

export type Outcome = { output: string; error: ConversionError | null; warnings: string[] }

export function outcomeOf(result: ConvertResult, direction: Direction): { outcome: Outcome; toast: { kind: 'success' | 'error'; text: string } } {
  if (result.ok) return { outcome: { output: result.output, error: null, warnings: result.warnings }, toast: { kind: 'success', text: SUCCESS[direction] } }
  return { outcome: { output: '', error: result.error, warnings: [] }, toast: { kind: 'error', text: errorToast(result.error.message) } }
}

/**
 * Blank input (empty or only white space) is not converted: it gets its own error (SPEC names none;
 * worded like its "Please enter ..." messages), never a success toast (DECISIONS D31).
 */
export const EMPTY: Record<Direction, string> = {
  toJson: '❌ Please enter CSV to convert',
  toCsv: '❌ Please enter JSON to convert',
}
const INPUT: Record<Direction, 'csvInput' | 'jsonInput'> = { toJson: 'csvInput', toCsv: 'jsonInput' }
export function precheck(state: CsvJsonState, direction: Direction): { outcome: Outcome; toast: { kind: 'success' | 'error'; text: string } } | null {
  if (state[INPUT[direction]].trim()) return null
  const empty = EMPTY[direction]
  return { outcome: { output: '', error: { message: empty.replace(/^❌ /, '') }, warnings: [] }, toast: { kind: 'error', text: empty } }
}
