import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateOptions } from './password.logic'

/**
 * Persisted as `devtools-password-generator` {length, includeUppercase, includeLowercase,
 * includeNumbers, includeSymbols, excludeAmbiguous} (SPEC section 3); the password itself never is.
 */
export const passwordGeneratorAtom = toolAtom('password-generator', DEFAULTS, { validate: validateOptions })

/** What a Share link carries (D32). */
export const passwordGeneratorShare = shareFields(passwordGeneratorAtom, ['length', 'includeUppercase', 'includeLowercase', 'includeNumbers', 'includeSymbols', 'excludeAmbiguous'])
