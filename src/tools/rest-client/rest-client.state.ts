import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './rest-client.logic'

/**
 * Persisted as `devtools-rest-client-advanced` (SPEC section 3's fields plus the environment and the
 * time-out). Responses, test results and console output are never stored.
 */
export const restClientAtom = toolAtom('rest-client-advanced', DEFAULTS, { validate: validateState })
