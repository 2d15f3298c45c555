import { inputPort } from '../define-tool'
import { strengthPasswordAtom } from './password-strength.state'

/**
 * D25: a text becomes the password to check (never stored), on one line as the field holds it;
 * the strength follows live, so nothing runs.
 */
export default inputPort<string>(strengthPasswordAtom, (_, text) => text.replace(/[\r\n]+/g, ''))
