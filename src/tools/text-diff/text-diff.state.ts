import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from '../../workers/diff/diff-text'

/** Text Diff keeps its own state (`devtools-text-diff`), apart from Diff Viewer's. */
export const textDiffAtom = toolAtom('text-diff', DEFAULTS, { validate: validateState })
