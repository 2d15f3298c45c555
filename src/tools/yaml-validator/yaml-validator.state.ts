import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './yaml-validator.logic'

/** Persisted as `devtools-yaml-validator` {input} (SPEC section 3). */
export const yamlValidatorAtom = toolAtom('yaml-validator', DEFAULTS)
