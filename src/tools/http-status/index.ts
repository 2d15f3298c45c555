import { ListOrdered } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'http-status',
  title: 'HTTP Status Reference',
  description: 'Every IANA-registered HTTP status code with its meaning, what it is for and the RFC that defines it; searchable.',
  category: 'api',
  keywords: ['http status', 'status code', 'response code', '404', '500', 'error code', 'rfc 9110', 'iana', 'redirect', 'http'],
  icon: ListOrdered,
  load: () => import('./http-status'),
  input: () => import('./http-status.input'),
})
