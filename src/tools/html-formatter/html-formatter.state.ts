import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './html-formatter.logic'

/** Persisted as `devtools-html-formatter` {input, indentSize, indentType} (SPEC section 3). */
export const htmlFormatterAtom = toolAtom('html-formatter', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const htmlFormatterShare = shareFields(htmlFormatterAtom, ['input', 'indentSize', 'indentType'])
