import { Fingerprint } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'uuid',
  title: 'UUID Generator',
  description: 'Generate RFC 9562 UUIDs: v1 (time and node), v4 (random) and v7 (time-ordered), up to 50 at once.',
  category: 'data-conversion',
  keywords: ['uuid', 'guid', 'unique id', 'identifier', 'v1', 'v4', 'v7', 'rfc 4122', 'rfc 9562', 'random id'],
  icon: Fingerprint,
  load: () => import('./uuid'),
  input: () => import('./uuid.input'),
  storageId: 'uuid',
})
