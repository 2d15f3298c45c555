import { Binary } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'base64',
  title: 'Base64 Encoder/Decoder',
  description: 'Encode text to Base64 and decode it back, UTF-8 safe (emoji and accents included).',
  category: 'data-conversion',
  keywords: ['base64', 'b64', 'encode', 'decode', 'atob', 'btoa', 'base64url', 'utf-8'],
  icon: Binary,
  load: () => import('./base64'),
  input: () => import('./base64.input'),
  storageId: 'base64',
  features: [
    { name: 'Decode Base64', keywords: ['decode base64', 'base64 decode', 'base64 to text', 'from base64'], select: ['Decode'] },
    { name: 'Encode to Base64', keywords: ['encode base64', 'base64 encode', 'text to base64', 'to base64'], select: ['Encode'] },
  ],
})
