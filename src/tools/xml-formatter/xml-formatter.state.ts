import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS } from './xml-formatter.logic'

/** Persisted as `devtools-xml-prettifier` {input} (SPEC section 3). */
export const xmlPrettifierAtom = toolAtom('xml-prettifier', DEFAULTS)

/** What a Share link carries (D32). */
export const xmlPrettifierShare = shareFields(xmlPrettifierAtom, ['input'])
