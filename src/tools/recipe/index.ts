import { ListOrdered } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'recipe',
  title: 'Recipe Workbench',
  description: 'Chain operations (decode, encode, compress, hash...) into a recipe that runs live on text or streams over a file.',
  category: 'data-conversion',
  keywords: ['recipe', 'cyberchef', 'chain', 'pipeline', 'operations', 'workbench', 'decode', 'encode', 'transform', 'bake'],
  icon: ListOrdered,
  load: () => import('./recipe'),
  input: () => import('./recipe.input'),
  files: { accept: ['*'], reason: 'Run a recipe on this file' },
  storageId: 'recipe',
})
