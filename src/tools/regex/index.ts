import { Regex } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'regex',
  title: 'Regex Tester',
  description: 'Test regular expressions live: matches highlighted, groups listed, replace preview, runaway patterns stopped.',
  category: 'text',
  keywords: ['regex', 'regexp', 'regular expression', 'pattern', 'match', 'replace', 'test', 'capture groups'],
  icon: Regex,
  load: () => import('./regex'),
  input: () => import('./regex.input'),
  storageId: 'regex-tester',
})
