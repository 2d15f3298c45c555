import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './sql-formatter.logic'

/** SPEC section 3 names no SQL entry; persisted as `devtools-sql-formatter` {input, indentType, indentSize, dialect, keywordCase}. */
export const sqlFormatterAtom = toolAtom('sql-formatter', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const sqlFormatterShare = shareFields(sqlFormatterAtom, ['input', 'indentType', 'indentSize', 'dialect', 'keywordCase'])
