import { Braces } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'json-formatter',
  title: 'JSON Formatter',
  description: 'Format, minify and validate JSON, with exact numbers and the error position.',
  category: 'formatters',
  keywords: ['json', 'prettify', 'pretty print', 'beautify', 'format', 'formatter', 'viewer', 'minify', 'validate', 'lint', 'indent'],
  icon: Braces,
  load: () => import('./json-formatter'),
  input: () => import('./json-formatter.input'),
  storageId: 'json-formatter',
  features: [
    { name: 'jq query', keywords: ['jq', 'jq query', 'jqplay', 'jq filter', 'jq program', 'query json', 'json query', 'filter json'], select: ['Query', 'jq'] },
    { name: 'JSONPath', keywords: ['jsonpath', 'json path', 'jsonpath expression', 'jsonpath query'], select: ['Query', 'JSONPath'] },
    { name: 'Sort keys', keywords: ['sort keys', 'sort json keys', 'order keys', 'alphabetical keys', 'sorted json'], focus: 'Sort keys' },
    { name: 'JSON diff', keywords: ['json diff', 'compare json', 'json compare', 'json patch', 'rfc 6902'], select: ['Compare'] },
    { name: 'Tree view', keywords: ['json tree', 'tree view', 'collapsible json', 'explore json', 'json explorer'], select: ['Tree'] },
  ],
})
