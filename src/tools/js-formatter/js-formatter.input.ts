import { filled, inputPort } from '../define-tool'
import type { JsFormatterState } from './js-formatter.logic'
import { jsFormatterAtom } from './js-formatter.state'

/** D25: a text becomes the JavaScript input (the language choice stays); Format JavaScript runs once. */
export default inputPort<JsFormatterState>(jsFormatterAtom, (s, text) => ({ ...s, input: text }), { run: true, restore: (s) => filled(s.input) })
