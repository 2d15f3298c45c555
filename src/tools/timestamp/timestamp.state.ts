import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, type Active } from './timestamp.logic'

/** Persisted as `devtools-timestamp` {timestampInput, dateInput}: what the user typed (SPEC names no key). */
export const timestampAtom = toolAtom('timestamp', DEFAULTS)

/** What a Share link carries (D32). */
export const timestampShare = shareFields(timestampAtom, ['timestampInput', 'dateInput'])

/** The card last used or focused (what Ctrl/Cmd+Enter runs): in memory only, Timestamp to Date on open. */
export const timestampActiveAtom = atom<Active>('toDate')
