import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './json-formatter.logic'

/** Persisted as `devtools-json-formatter` {input, indentSize} (SPEC section 3). */
export const jsonFormatterAtom = toolAtom('json-formatter', DEFAULTS, { validate: validateState })
