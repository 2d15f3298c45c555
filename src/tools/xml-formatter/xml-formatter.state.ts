import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './xml-formatter.logic'

/** Persisted as `devtools-xml-prettifier` {input} (SPEC section 3). */
export const xmlPrettifierAtom = toolAtom('xml-prettifier', DEFAULTS)
