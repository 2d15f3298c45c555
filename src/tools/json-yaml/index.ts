import { FileCode2 } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'json-yaml',
  title: 'JSON ↔ YAML Converter',
  description: 'Convert JSON to YAML and YAML to JSON, with exact numbers, key order, anchors and multi-line strings.',
  category: 'data-conversion',
  keywords: ['json', 'yaml', 'yml', 'convert', 'converter', 'json to yaml', 'yaml to json', 'kubernetes', 'config', 'anchors'],
  icon: FileCode2,
  load: () => import('./json-yaml'),
  input: () => import('./json-yaml.input'),
  storageId: 'json-yaml',
})
