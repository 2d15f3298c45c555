import { CaseSensitive } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'case-converter',
  title: 'Case Converter',
  description: 'Convert text between twelve cases: camelCase, snake_case, kebab-case, Title Case and more.',
  category: 'text',
  keywords: ['case', 'camelcase', 'snake_case', 'kebab-case', 'pascalcase', 'uppercase', 'lowercase', 'title case', 'constant', 'convert'],
  icon: CaseSensitive,
  load: () => import('./case-converter'),
  input: () => import('./case-converter.input'),
  storageId: 'case-converter',
})
