import { toolAtom } from '../../lib/persistence'
import { shareFields } from '../../lib/share'
import { DEFAULTS } from './json-xml.logic'

/** Persisted as `devtools-json-xml` {jsonInput, xmlInput}: what the user typed (SPEC names no key). */
export const jsonXmlAtom = toolAtom('json-xml', DEFAULTS)

/** What a Share link carries (D32). */
export const jsonXmlShare = shareFields(jsonXmlAtom, ['jsonInput', 'xmlInput'])
