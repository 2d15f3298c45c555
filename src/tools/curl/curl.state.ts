import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './curl.logic'

/** Persisted as `devtools-curl-builder` {method, url, headers, body} (SPEC section 3), plus the layout choice. */
export const curlAtom = toolAtom('curl-builder', DEFAULTS, { validate: validateState })
