import { inputPort } from '../define-tool'
import { acceptText, type JsonTypesState } from './json-typescript.logic'
import { jsonTypesAtom } from './json-typescript.state'

/** D25: a JSON text becomes the input; the types are generated live. */
export default inputPort<JsonTypesState>(jsonTypesAtom, acceptText)
