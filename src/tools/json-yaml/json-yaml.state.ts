import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './json-yaml.logic'

/** Persisted as `devtools-json-yaml` {jsonInput, yamlInput} (SPEC section 3). */
export const jsonYamlAtom = toolAtom('json-yaml', DEFAULTS)
