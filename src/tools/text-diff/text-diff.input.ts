import type { DiffScreenState } from '../../workers/diff/diff-text'
import { inputPort } from '../define-tool'
import { textDiffAtom } from './text-diff.state'

/** D25: a text becomes the left (Original) side; the diff follows both sides live, so nothing runs. */
export default inputPort<DiffScreenState>(textDiffAtom, (s, text) => ({ ...s, left: text }))
