import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './dockerfile.logic'

/** Persisted as `devtools-dockerfile-linter` {dockerfile} (SPEC section 3). */
export const dockerfileAtom = toolAtom('dockerfile-linter', DEFAULTS)
