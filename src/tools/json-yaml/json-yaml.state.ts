import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS } from './json-yaml.logic'

/** Persisted as `devtools-json-yaml` {jsonInput, yamlInput} (SPEC section 3). */
export const jsonYamlAtom = toolAtom('json-yaml', DEFAULTS)

/** What a Share link carries (D32). */
export const jsonYamlShare = shareFields(jsonYamlAtom, ['jsonInput', 'yamlInput'])
