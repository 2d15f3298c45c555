import { KeySquare } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'password',
  title: 'Password Generator',
  description: 'Generate strong random passwords with crypto.getRandomValues: choose the length and character types.',
  category: 'security',
  keywords: ['password', 'generator', 'random', 'passphrase', 'secure', 'symbols', 'getRandomValues'],
  icon: KeySquare,
  load: () => import('./password'),
  storageId: 'password-generator',
})
