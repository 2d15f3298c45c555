import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './lorem.logic'

/** Persisted as `devtools-lorem-generator` {paragraphs, sentences, words, type, startWithLorem}. */
export const loremAtom = toolAtom('lorem-generator', DEFAULTS, { validate: validateState })
