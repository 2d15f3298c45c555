import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS, validateState } from './json-schema.logic'

/** Persisted as `devtools-json-schema` {schema, document, draft, formats}. */
export const jsonSchemaAtom = toolAtom('json-schema', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): both texts and the options; nothing here is a credential. */
export const jsonSchemaShare = shareFields(jsonSchemaAtom, ['schema', 'document', 'draft', 'formats'])
