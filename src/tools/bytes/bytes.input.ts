import { inputPort } from '../define-tool'
import type { BytesState } from './bytes.logic'
import { bytesAtom } from './bytes.state'

/** D25: a text sent here becomes the pasted input, read as it looks (hex, Base64 or text); the views follow live. */
export default inputPort<BytesState>(bytesAtom, (s, text) => ({ ...s, input: text, reading: 'auto' }))
