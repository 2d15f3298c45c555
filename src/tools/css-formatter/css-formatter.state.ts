import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './css-formatter.logic'

/** Persisted as `devtools-css-formatter` {input, indentSize, indentType} (SPEC section 3). */
export const cssFormatterAtom = toolAtom('css-formatter', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const cssFormatterShare = shareFields(cssFormatterAtom, ['input', 'indentSize', 'indentType'])
