import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './uuid.logic'

/** Persisted as `devtools-uuid` {version, count}: what the user chose (SPEC names no key; ids are not kept). */
export const uuidAtom = toolAtom('uuid', DEFAULTS, { validate: validateState })
