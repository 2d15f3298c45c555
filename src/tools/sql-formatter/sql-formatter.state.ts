import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './sql-formatter.logic'

/** SPEC section 3 names no SQL entry; persisted as `devtools-sql-formatter` {input, indentType, indentSize, dialect, keywordCase}. */
export const sqlFormatterAtom = toolAtom('sql-formatter', DEFAULTS, { validate: validateState })
