import { inputPort } from '../define-tool'
import { acceptText, type JsonSchemaState } from './json-schema.logic'
import { jsonSchemaAtom } from './json-schema.state'

/** D25: a schema-looking JSON text becomes the schema, any other text the document; validation is live. */
export default inputPort<JsonSchemaState>(jsonSchemaAtom, acceptText)
