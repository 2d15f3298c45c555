import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './slug.logic'

/** Persisted as `devtools-slug-generator` {inputText, separator, lowercase, removeSpecialChars, removeStopWords, maxLength}. */
export const slugAtom = toolAtom('slug-generator', DEFAULTS, { validate: validateState })
