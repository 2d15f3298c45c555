import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from '../../workers/diff/diff-text'

/** Persisted as `devtools-diff-viewer` {left, right} (SPEC section 3), plus the view options. */
export const diffViewerAtom = toolAtom('diff-viewer', DEFAULTS, { validate: validateState })
