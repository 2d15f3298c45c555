import { FileDiff } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'text-diff',
  title: 'Text Diff',
  description: 'Compare two texts line by line and see what was added, removed or changed.',
  category: 'text',
  keywords: ['diff', 'compare', 'text compare', 'difference', 'changes', 'side by side', 'unified'],
  icon: FileDiff,
  load: () => import('./text-diff'),
  input: () => import('./text-diff.input'),
  storageId: 'text-diff',
  features: [
    { name: 'Word diff', keywords: ['word diff', 'changed words', 'inline diff', 'word level diff', 'words changed', 'character diff'] },
  ],
})
