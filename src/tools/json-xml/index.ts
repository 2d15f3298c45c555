import { FileCode } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'json-xml',
  title: 'JSON ↔ XML Converter',
  description: 'Convert JSON to XML and XML to JSON: attributes, text nodes and arrays mapped both ways.',
  category: 'data-conversion',
  keywords: ['json', 'xml', 'convert', 'converter', 'json to xml', 'xml to json', 'soap', 'rss', 'attributes'],
  icon: FileCode,
  load: () => import('./json-xml'),
  input: () => import('./json-xml.input'),
  storageId: 'json-xml',
})
