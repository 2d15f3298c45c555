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
  features: [
    { name: 'cURL to code', keywords: ['curl to code', 'curl to python', 'curl to fetch', 'curl converter', 'curl to go', 'convert curl', 'curl to requests'], focus: 'Language' },
    { name: 'Import a cURL command', keywords: ['import curl', 'paste curl', 'parse curl command', 'curl to fields'], focus: 'Import cURL' },
  ],
})
