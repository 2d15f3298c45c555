import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './hash.logic'

/** Persisted as `devtools-hash` {input, algorithms, format}; never the HMAC key or a file. */
export const hashAtom = toolAtom('hash', DEFAULTS, { validate: validateState })
