import { FileX } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'gitignore',
  title: 'GitIgnore Generator',
  description: 'A .gitignore for your languages, frameworks, editors and systems, from github/gitignore, offline or newest.',
  category: 'devops',
  keywords: ['gitignore', '.gitignore', 'git', 'ignore', 'gitignore.io', 'github/gitignore', 'toptal', 'template', 'offline', 'node', 'python'],
  icon: FileX,
  load: () => import('./gitignore'),
  input: () => import('./gitignore.input'),
  storageId: 'gitignore-generator',
})
