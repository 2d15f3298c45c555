import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from '../../workers/diff/diff-text'

/** Text Diff keeps its own state (`devtools-text-diff`), apart from Diff Viewer's. */
export const textDiffAtom = toolAtom('text-diff', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const textDiffShare = shareFields(textDiffAtom, ['left', 'right', 'mode', 'ignoreWhitespace'])
