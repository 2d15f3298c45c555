import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS } from './dockerfile.logic'

/** Persisted as `devtools-dockerfile-linter` {dockerfile} (SPEC section 3). */
export const dockerfileAtom = toolAtom('dockerfile-linter', DEFAULTS)

/** What a Share link carries (D32). */
export const dockerfileShare = shareFields(dockerfileAtom, ['dockerfile'])
