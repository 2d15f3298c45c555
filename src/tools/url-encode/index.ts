import { Link } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'url-encode',
  title: 'URL Encoder/Decoder',
  description: 'Percent-encode text for a URL component or a whole URI, and decode it back (UTF-8).',
  category: 'data-conversion',
  keywords: ['url', 'uri', 'encode', 'decode', 'percent', 'percent-encoding', 'encodeURIComponent', 'encodeURI', 'query string', 'escape'],
  icon: Link,
  load: () => import('./url-encode'),
  input: () => import('./url-encode.input'),
  storageId: 'url-encoder',
})
