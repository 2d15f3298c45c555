import { filled, inputPort, withSide } from '../define-tool'
import type { Direction, JsonYamlState } from './json-yaml.logic'
import { jsonYamlActiveAtom, jsonYamlAtom } from './json-yaml.state'

/** Above this a text is not parsed on the main thread (D30): it is JSON when it is bracketed as JSON. */
const PARSE_LIMIT = 1024 * 1024

/** True when a text is JSON: it parses as JSON (a long one: starts and ends as an object or array does). */
export function isJson(text: string): boolean {
  const t = text.trim()
  if (!t) return false
  if (t.length > PARSE_LIMIT) return (t[0] === '{' && t.endsWith('}')) || (t[0] === '[' && t.endsWith(']'))
  try {
    JSON.parse(t)
    return true
  } catch {
    return false
  }
}

/** The tool's state with the direction in use beside it, as the port sees them. */
export type JsonYamlPortState = JsonYamlState & { side: Direction }
export const jsonYamlPortAtom = withSide(jsonYamlAtom, jsonYamlActiveAtom)

/**
 * D25: JSON becomes the JSON input and Convert to YAML runs once; anything else is taken for YAML,
 * becomes the YAML input, and Convert to JSON runs once. The other input stays as it was.
 */
export default inputPort<JsonYamlPortState>(
  jsonYamlPortAtom,
  (s, text) => (isJson(text) ? { ...s, side: 'toYaml', jsonInput: text } : { ...s, side: 'toJson', yamlInput: text }),
  { run: true, restore: (s) => filled(s.side === 'toYaml' ? s.jsonInput : s.yamlInput) },
)
