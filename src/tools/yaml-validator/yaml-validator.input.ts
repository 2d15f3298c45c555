import { filled, inputPort } from '../define-tool'
import type { YamlValidatorState } from './yaml-validator.logic'
import { yamlValidatorAtom } from './yaml-validator.state'

/** D25: a text becomes the YAML input; Validate runs once. */
export default inputPort<YamlValidatorState>(yamlValidatorAtom, (s, text) => ({ ...s, input: text }), { run: true, restore: (s) => filled(s.input) })
