import { toolAtom } from '../../lib/persistence'
import { defineShare } from '../../lib/share'
import { DEFAULTS, sharePick, validateState } from './json-typescript.logic'

/** Persisted as `devtools-json-typescript` {json, lang, rootName, dates, allOptional, options}. */
export const jsonTypesAtom = toolAtom('json-typescript', DEFAULTS, { validate: validateState })

/** What a Share link carries (D32): the JSON, the language and its options; nothing here is a credential. */
export const jsonTypesShare = defineShare(jsonTypesAtom, { pick: sharePick })
