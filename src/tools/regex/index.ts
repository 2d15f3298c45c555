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
  features: [
    { name: 'Replace', keywords: ['regex replace', 'replace', 'find and replace', 'search and replace', 'substitute', 'sed', 'replace with regex'], focus: 'Replace with' },
    { name: 'Capture groups', keywords: ['capture group', 'named group', 'groups', 'match groups', 'match details'] },
    { name: 'Export matches', keywords: ['export matches', 'regex matches to csv', 'regex matches to json', 'copy matches', 'extract matches', 'download matches'] },
    { name: 'Explain pattern', keywords: ['explain regex', 'regex explainer', 'regex explanation', 'what does this regex do'] },
    { name: 'Replacement diff', keywords: ['replace diff', 'diff replacement', 'before and after replace'] },
  ],
})
