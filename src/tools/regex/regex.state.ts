import { toolAtom } from '../../lib/persistence'
import { DEFAULTS, validateState } from './regex.logic'

/** Persisted as `devtools-regex-tester` {pattern, testString, flags} (+ the replacement, beyond SPEC). */
export const regexAtom = toolAtom('regex-tester', DEFAULTS, { validate: validateState })
