import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './slug.logic'

/** Persisted as `devtools-slug-generator` {inputText, separator, lowercase, removeSpecialChars, removeStopWords, maxLength}. */
export const slugAtom = toolAtom('slug-generator', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const slugShare = shareFields(slugAtom, ['inputText', 'separator', 'lowercase', 'removeSpecialChars', 'removeStopWords', 'maxLength'])
