import { GitCompare } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'diff',
  title: 'Diff Viewer',
  description: 'Compare two texts line by line, side by side or unified, with changed words marked.',
  category: 'formatters',
  keywords: ['diff', 'compare', 'difference', 'changes', 'patch', 'side by side', 'unified', 'text compare'],
  icon: GitCompare,
  load: () => import('./diff'),
  input: () => import('./diff.input'),
  storageId: 'diff-viewer',
})
