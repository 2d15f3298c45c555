import { toolAtom } from '../../lib/persistence'
import { defineShare } from '../../lib/share'
import { restCredentials, restSharePayload } from './rest-client.share'
import { DEFAULTS, validateState } from './rest-client.logic'

/**
 * Persisted as `devtools-rest-client-advanced` (SPEC section 3's fields plus the environment and the
 * time-out). Responses, test results and console output are never stored.
 */
export const restClientAtom = toolAtom('rest-client-advanced', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): see restSharePayload. Saved requests and the environment stay the receiver's own. */
export const restClientShare = defineShare(restClientAtom, { pick: restSharePayload, credentials: restCredentials, keep: ['savedRequests', 'environment'] })
