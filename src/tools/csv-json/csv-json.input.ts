import { filled, inputPort, withSide } from '../define-tool'
import type { CsvJsonState, Direction } from './csv-json.logic'
import { csvJsonAtom, csvJsonTabAtom } from './csv-json.state'

/** JSON for this tool: an array or object, so its text starts with `[` or `{` (a CSV never does sensibly). */
export const looksLikeJson = (text: string) => /^\s*[[{]/.test(text)

/** The tool's state with the open tab beside it, as the port sees them. */
export type CsvJsonPortState = CsvJsonState & { side: Direction }
export const csvJsonPortAtom = withSide(csvJsonAtom, csvJsonTabAtom)

/**
 * D25: JSON (starting with `[` or `{`) goes to the JSON to CSV tab and Convert to CSV runs once;
 * any other text goes to the CSV to JSON tab (the header choice stays) and Convert to JSON runs once.
 */
export default inputPort<CsvJsonPortState>(
  csvJsonPortAtom,
  (s, text) => (looksLikeJson(text) ? { ...s, side: 'toCsv', jsonInput: text } : { ...s, side: 'toJson', csvInput: text }),
  { run: true, restore: (s) => filled(s.side === 'toCsv' ? s.jsonInput : s.csvInput) },
)
