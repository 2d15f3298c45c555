import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './regex.logic'

/** Persisted as `devtools-regex-tester` {pattern, testString, flags} (+ the replacement, beyond SPEC). */
export const regexAtom = toolAtom('regex-tester', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const regexShare = shareFields(regexAtom, ['pattern', 'testString', 'flags', 'replacement'])
