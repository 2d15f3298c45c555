import type { ConvertResult } from '../../workers/convert/result'
import type { ConversionError } from '../../ui/conversion-panes'

/** SPEC "JSON↔XML", sections 5, 8 and 9. */
export type Direction = 'toXml' | 'toJson'
export const SUCCESS: Record<Direction, string> = {
  toXml: '✅ Converted JSON to XML successfully!',
  toJson: '✅ Converted XML to JSON successfully!',
}
/** SPEC section 8: '❌ Error: ' plus the reason. */
export const errorToast = (reason: string) => `❌ Error: ${reason}`

export type JsonXmlState = { jsonInput: string; xmlInput: string }
export const DEFAULTS: JsonXmlState = { jsonInput: '', xmlInput: '' }

export type Outcome = { output: string; error: ConversionError | null; warnings: string[] }

/** A conversion's answer as the tab shows it, and the toast it raises. */
export function outcomeOf(result: ConvertResult, direction: Direction): { outcome: Outcome; toast: { kind: 'success' | 'error'; text: string } } {
  if (result.ok) return { outcome: { output: result.output, error: null, warnings: result.warnings }, toast: { kind: 'success', text: SUCCESS[direction] } }
  return { outcome: { output: '', error: result.error, warnings: [] }, toast: { kind: 'error', text: errorToast(result.error.message) } }
}

/**
 * Blank input (empty or only white space) is not converted: it gets its own error (SPEC names none;
 * worded like its "Please enter ..." messages), never a success toast (DECISIONS D31).
 */
export const EMPTY: Record<Direction, string> = {
  toXml: '❌ Please enter JSON to convert',
  toJson: '❌ Please enter XML to convert',
}
const INPUT: Record<Direction, 'jsonInput' | 'xmlInput'> = { toXml: 'jsonInput', toJson: 'xmlInput' }
export function precheck(state: JsonXmlState, direction: Direction): { outcome: Outcome; toast: { kind: 'success' | 'error'; text: string } } | null {
  if (state[INPUT[direction]].trim()) return null
  const empty = EMPTY[direction]
  return { outcome: { output: '', error: { message: empty.replace(/^❌ /, '') }, warnings: [] }, toast: { kind: 'error', text: empty } }
}
