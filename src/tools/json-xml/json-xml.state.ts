import { toolAtom } from '../../lib/persistence'
import { DEFAULTS } from './json-xml.logic'

/** Persisted as `devtools-json-xml` {jsonInput, xmlInput}: what the user typed (SPEC names no key). */
export const jsonXmlAtom = toolAtom('json-xml', DEFAULTS)
