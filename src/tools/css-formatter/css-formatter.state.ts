import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './css-formatter.logic'

/** Persisted as `devtools-css-formatter` {input, indentSize, indentType} (SPEC section 3). */
export const cssFormatterAtom = toolAtom('css-formatter', DEFAULTS, { validate: validateState })
