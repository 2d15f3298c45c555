import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './base64.logic'

/** Persisted as `devtools-base64` {textInput, base64Input} (SPEC section 3). */
export const base64Atom = toolAtom('base64', DEFAULTS)
