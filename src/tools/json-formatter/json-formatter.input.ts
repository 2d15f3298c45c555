import { filled, inputPort } from '../define-tool'
import type { JsonFormatterState } from './json-formatter.logic'
import { jsonFormatterAtom } from './json-formatter.state'

/** D25: a text becomes the JSON input; Format runs once. */
export default inputPort<JsonFormatterState>(jsonFormatterAtom, (s, text) => ({ ...s, input: text }), { run: true, restore: (s) => filled(s.input) })
