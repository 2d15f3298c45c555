import { filled, inputPort } from '../define-tool'
import type { CssFormatterState } from './css-formatter.logic'
import { cssFormatterAtom } from './css-formatter.state'

/** D25: a text becomes the CSS input; Format CSS runs once. */
export default inputPort<CssFormatterState>(cssFormatterAtom, (s, text) => ({ ...s, input: text }), { run: true, restore: (s) => filled(s.input) })
