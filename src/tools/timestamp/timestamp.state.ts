import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './timestamp.logic'

/** Persisted as `devtools-timestamp` {timestampInput, dateInput}: what the user typed (SPEC names no key). */
export const timestampAtom = toolAtom('timestamp', DEFAULTS)
