import { filled, inputPort } from '../define-tool'
import type { HtmlFormatterState } from './html-formatter.logic'
import { htmlFormatterAtom } from './html-formatter.state'

/** D25: a text becomes the HTML input; Format HTML runs once. */
export default inputPort<HtmlFormatterState>(htmlFormatterAtom, (s, text) => ({ ...s, input: text }), { run: true, restore: (s) => filled(s.input) })
