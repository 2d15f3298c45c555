import { filled, inputPort } from '../define-tool'
import type { JsonXmlState } from './json-xml.logic'
import { jsonXmlAtom } from './json-xml.state'

/**
 * D25: a text becomes the JSON input and Convert to XML runs once. The screen opens on JSON to XML
 * and keeps its tab in React state, so XML text is not sent the other way.
 */
export default inputPort<JsonXmlState>(jsonXmlAtom, (s, text) => ({ ...s, jsonInput: text }), { run: true, restore: (s) => filled(s.jsonInput) })
