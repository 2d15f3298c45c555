import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './html-formatter.logic'

/** Persisted as `devtools-html-formatter` {input, indentSize, indentType} (SPEC section 3). */
export const htmlFormatterAtom = toolAtom('html-formatter', DEFAULTS, { validate: validateState })
