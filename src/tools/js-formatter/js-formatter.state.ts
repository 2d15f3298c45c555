import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './js-formatter.logic'

/** Persisted as `devtools-javascript-formatter` {input, indentSize, indentType} (SPEC section 3), plus language. */
export const jsFormatterAtom = toolAtom('javascript-formatter', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const jsFormatterShare = shareFields(jsFormatterAtom, ['input', 'indentSize', 'indentType', 'language'])
