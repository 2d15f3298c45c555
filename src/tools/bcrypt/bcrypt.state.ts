import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './bcrypt.logic'

/** Persisted as `devtools-bcrypt-tester` {rounds} (SPEC section 3); never the password. */
export const bcryptAtom = toolAtom('bcrypt-tester', DEFAULTS, { validate: validateState })
