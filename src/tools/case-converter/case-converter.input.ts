import { inputPort } from '../define-tool'
import { caseTextAtom } from './case-converter.state'

/** D25: a text becomes the text to convert, and Convert Text runs once. */
export default inputPort<string>(caseTextAtom, (_, text) => text, { run: true })
