import { toolAtom } from '../../lib/persistence'
import { HISTORY_DEFAULTS, validateHistory } from './history.logic'

/**
 * Persisted as `devtools-rest-client-history`, apart from the request's state (`devtools-rest-client-advanced`),
 * so it is never part of what Share carries. It may hold credentials the user typed: it stays in this browser.
 */
export const restHistoryAtom = toolAtom('rest-client-history', HISTORY_DEFAULTS, { validate: validateHistory })
