import { Gauge } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'password-strength',
  title: 'Password Strength',
  description: 'Check how strong a password is, and how long it would take to guess (zxcvbn). Nothing is stored or sent.',
  category: 'security',
  keywords: ['password', 'strength', 'meter', 'zxcvbn', 'entropy', 'checker', 'crack time', 'passphrase'],
  icon: Gauge,
  load: () => import('./password-strength'),
  input: () => import('./password-strength.input'),
})
