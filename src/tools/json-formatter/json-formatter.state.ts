import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './json-formatter.logic'

/** Persisted as `devtools-json-formatter` {input, indentSize} (SPEC section 3), plus the workbench's choices (issue 18). */
export const jsonFormatterAtom = toolAtom('json-formatter', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const jsonFormatterShare = shareFields(jsonFormatterAtom, ['input', 'indentSize', 'sortKeys', 'queryLanguage', 'query'])
