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
})
