import { convertClient } from '../../workers/convert/convert.client'
import { TwoWayConverter, type DirectionSpec } from '../../ui/two-way-converter'
import { outcomeOf, precheck, type Direction, type JsonXmlState } from './json-xml.logic'
import { jsonXmlShare } from './json-xml.state'

const DIRECTIONS: Record<Direction, DirectionSpec<JsonXmlState>> = {
  toXml: {
    tab: 'JSON to XML',
    action: 'Convert to XML',
    id: 'json-to-xml',
    field: 'jsonInput',
    recipeStep: (s) => ({ op: 'json-to-xml', input: s.jsonInput }),
    convert: async (s, { signal, onProgress }) => outcomeOf(await convertClient.run('jsonToXml', { text: s.jsonInput }, { signal, onProgress }), 'toXml'),
    precheck: (s) => precheck(s, 'toXml'),
    input: { title: 'JSON', label: 'JSON input', language: 'json', placeholder: '{"user": {"attributes": {"id": "1"}, "text": "Ada"}}', accept: '.json,application/json,text/plain' },
    output: { title: 'XML', label: 'XML output', language: 'xml', empty: 'The XML appears here. Press Convert to XML.', download: { name: 'converted.xml', mime: 'application/xml' } },
  },
  toJson: {
    tab: 'XML to JSON',
    action: 'Convert to JSON',
    id: 'xml-to-json',
    field: 'xmlInput',
    recipeStep: (s) => ({ op: 'xml-to-json', input: s.xmlInput }),
    convert: async (s, { signal, onProgress }) => outcomeOf(await convertClient.run('xmlToJson', { text: s.xmlInput }, { signal, onProgress }), 'toJson'),
    precheck: (s) => precheck(s, 'toJson'),
    input: { title: 'XML', label: 'XML input', language: 'xml', placeholder: '<root><user id="1">Ada</user></root>', accept: '.xml,application/xml,text/xml,text/plain' },
    output: { title: 'JSON', label: 'JSON output', language: 'json', empty: 'The JSON appears here. Press Convert to JSON.', download: { name: 'converted.json', mime: 'application/json' } },
  },
}

export default function JsonXml() {
  return <TwoWayConverter share={jsonXmlShare} directions={DIRECTIONS} order={['toXml', 'toJson']} />
}
