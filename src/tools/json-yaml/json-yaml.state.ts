import { atom } from 'jotai'
import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState, type Direction } from './json-yaml.logic'

/** Persisted as `devtools-json-yaml` {jsonInput, yamlInput} (SPEC section 3), with the documents choice (D29). */
export const jsonYamlAtom = toolAtom('json-yaml', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32). */
export const jsonYamlShare = shareFields(jsonYamlAtom, ['jsonInput', 'yamlInput', 'documents'])

/** The direction last used or focused (what Ctrl/Cmd+Enter runs): in memory only, JSON to YAML on open. */
export const jsonYamlActiveAtom = atom<Direction>('toYaml')
