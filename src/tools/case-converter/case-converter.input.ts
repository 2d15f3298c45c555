import { inputPort } from '../define-tool'
import { caseTextAtom } from './case-converter.state'

/** D25: a text becomes the text to convert; the cards follow it live (D31), so nothing needs to run. */
export default inputPort<string>(caseTextAtom, (_, text) => text)
