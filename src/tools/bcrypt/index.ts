import { Lock } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'bcrypt',
  title: 'Bcrypt Tester',
  description: 'Hash a password with bcrypt and check a password against any $2a$/$2b$/$2y$ hash, in a worker.',
  category: 'security',
  keywords: ['bcrypt', 'password hash', 'salt', 'rounds', 'cost', 'verify', 'compare', '$2b$', '$2a$'],
  icon: Lock,
  load: () => import('./bcrypt'),
  input: () => import('./bcrypt.input'),
  storageId: 'bcrypt-tester',
})
