import { Terminal } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'curl',
  title: 'cURL Builder',
  description: 'Build a cURL command from a method, URL, headers and body, quoted safely for bash, zsh and sh.',
  category: 'api',
  keywords: ['curl', 'command', 'shell', 'bash', 'http request', 'headers', 'post', 'terminal', 'cli'],
  icon: Terminal,
  load: () => import('./curl'),
  input: () => import('./curl.input'),
  storageId: 'curl-builder',
})
