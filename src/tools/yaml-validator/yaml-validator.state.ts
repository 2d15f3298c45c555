import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS } from './yaml-validator.logic'

/** Persisted as `devtools-yaml-validator` {input} (SPEC section 3). */
export const yamlValidatorAtom = toolAtom('yaml-validator', DEFAULTS)

/** What a Share link carries (D32). */
export const yamlValidatorShare = shareFields(yamlValidatorAtom, ['input'])
