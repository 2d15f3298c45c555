import { inputPort } from '../define-tool'
import type { RegexState } from './regex.logic'
import { regexAtom } from './regex.state'

/** D25: a text becomes the test string (pattern and flags stay); matches follow live, so nothing runs. */
export default inputPort<RegexState>(regexAtom, (s, text) => ({ ...s, testString: text }))
