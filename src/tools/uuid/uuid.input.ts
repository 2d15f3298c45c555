import { inputPort } from '../define-tool'
import { uuidAtom } from './uuid.state'

/** D25, issue 32: a pasted UUID (the first of a list) is inspected, not replaced by a new one. */
export default inputPort(uuidAtom, (s, text) => ({ ...s, inspect: text.trim().split(/\r?\n/)[0]!.trim() }))
