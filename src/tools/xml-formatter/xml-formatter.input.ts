import { filled, inputPort } from '../define-tool'
import type { XmlPrettifierState } from './xml-formatter.logic'
import { xmlPrettifierAtom } from './xml-formatter.state'

/** D25: a text becomes the XML input; Prettify runs once. */
export default inputPort<XmlPrettifierState>(xmlPrettifierAtom, (s, text) => ({ ...s, input: text }), { run: true, restore: (s) => filled(s.input) })
