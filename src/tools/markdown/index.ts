import { FileText } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'markdown',
  title: 'Markdown Previewer',
  description: 'Write GitHub-flavoured markdown and see it rendered, safely sanitized.',
  category: 'formatters',
  keywords: ['markdown', 'md', 'gfm', 'preview', 'readme', 'render', 'html'],
  icon: FileText,
  load: () => import('./markdown'),
  input: () => import('./markdown.input'),
  storageId: 'markdown-previewer',
})
