import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { knownZone } from '../../lib/time-zones'
import { DEFAULTS, type Active } from './timestamp.logic'

/**
 * Persisted as `devtools-timestamp` {timestampInput, dateInput, zones, diffFrom, diffTo, logInput}:
 * what the user typed and the zones picked (SPEC names no key). A stored zone this browser does not
 * know is dropped.
 */
export const timestampAtom = toolAtom('timestamp', DEFAULTS, {
  validate: (s) => ({ ...s, zones: [...new Set(s.zones.filter((z): z is string => typeof z === 'string' && knownZone(z) !== null))] }),
})

/** What a Share link carries (D32). */
export const timestampShare = shareFields(timestampAtom, ['timestampInput', 'dateInput'])

/** The card last used or focused (what Ctrl/Cmd+Enter runs): in memory only, Timestamp to Date on open. */
export const timestampActiveAtom = atom<Active>('toDate')
