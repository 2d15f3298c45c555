import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './bytes.logic'

/**
 * Persisted as `devtools-bytes` {input, reading, encoding}: a pasted text up to the house limit
 * (D3: a larger one is kept for the session and the frame says it was not saved).
 */
export const bytesAtom = toolAtom('bytes', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): the pasted text and how it is read; never a file. */
export const bytesShare = shareFields(bytesAtom, ['input', 'reading', 'encoding'])

/** A dropped file: in memory only, never stored, never in a link. */
export const bytesFileAtom = atom<File | null>(null)
