import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from '../../workers/diff/diff-text'

/** Persisted as `devtools-diff-viewer` {left, right} (SPEC section 3), plus the view options. */
export const diffViewerAtom = toolAtom('diff-viewer', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const diffViewerShare = shareFields(diffViewerAtom, ['left', 'right', 'mode', 'ignoreWhitespace'])
