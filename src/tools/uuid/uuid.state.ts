import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState, type UuidState } from './uuid.logic'

/**
 * Persisted as `devtools-uuid`: the kind and options chosen and the ID pasted to inspect (SPEC
 * names no key; generated ids are not kept: they are made anew on load, as SPEC says).
 */
export const uuidAtom = toolAtom('uuid', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): every option and the pasted ID; nothing here is secret. */
export const uuidShare = shareFields(uuidAtom, Object.keys(DEFAULTS) as (keyof UuidState)[])
