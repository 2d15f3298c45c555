import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS } from './timestamp.logic'

/** Persisted as `devtools-timestamp` {timestampInput, dateInput}: what the user typed (SPEC names no key). */
export const timestampAtom = toolAtom('timestamp', DEFAULTS)

/** What a Share link carries (D32). */
export const timestampShare = shareFields(timestampAtom, ['timestampInput', 'dateInput'])
