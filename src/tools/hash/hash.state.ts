import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './hash.logic'

/** Persisted as `devtools-hash` {input, algorithms, format}; never the HMAC key or a file. */
export const hashAtom = toolAtom('hash', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): never the HMAC key or a file. */
export const hashShare = shareFields(hashAtom, ['input', 'algorithms', 'format'])

/** The expected digest to compare with: in memory only (not stored, not in a link). */
export const hashExpectedAtom = atom('')
