import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS } from './gitignore.logic'

/** Persisted as `devtools-gitignore-generator` {templates} (SPEC section 3); the response is not kept. */
export const gitignoreAtom = toolAtom('gitignore-generator', DEFAULTS)

/** What a Share link carries (D32). */
export const gitignoreShare = shareFields(gitignoreAtom, ['templates'])
