import type { ConvertResult } from '../../workers/convert/result'
import type { ConversionError } from '../../ui/conversion-panes'

/** SPEC "CSV↔JSON", sections 5 and 8. */
export type Direction = 'toJson' | 'toCsv'
export const HEADERS_LABEL = 'First row contains headers'
export const SUCCESS: Record<Direction, string> = {
  toJson: '✅ Converted CSV to JSON successfully!',
  toCsv: '✅ Converted JSON to CSV successfully!',
}
export const errorToast = (reason: string) => `❌ Error: ${reason}`

export type CsvJsonState = { csvInput: string; jsonInput: string; hasHeaders: boolean }
export const DEFAULTS: CsvJsonState = { csvInput: '', jsonInput: '', hasHeaders: true }

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
