import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './gitignore.logic'

/** Persisted as `devtools-gitignore-generator` {templates} (SPEC section 3); the response is not kept. */
export const gitignoreAtom = toolAtom('gitignore-generator', DEFAULTS)
