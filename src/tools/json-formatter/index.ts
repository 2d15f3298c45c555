import { Braces } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'json-formatter',
  title: 'JSON Formatter',
  description: 'Format, minify and validate JSON, with exact numbers and the error position.',
  category: 'formatters',
  keywords: ['json', 'format', 'formatter', 'beautify', 'prettify', 'pretty print', 'minify', 'validate', 'lint', 'indent'],
  icon: Braces,
  load: () => import('./json-formatter'),
  storageId: 'json-formatter',
})
