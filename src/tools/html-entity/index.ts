import { Code } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'html-entity',
  title: 'HTML Entity Encoder/Decoder',
  description: 'Escape & < > " \' and no-break spaces as HTML entities, and decode named and numeric entities.',
  category: 'data-conversion',
  keywords: ['html', 'entity', 'entities', 'escape', 'unescape', 'encode', 'decode', '&amp;', '&lt;', 'nbsp', 'xss'],
  icon: Code,
  load: () => import('./html-entity'),
  input: () => import('./html-entity.input'),
  storageId: 'html-entity',
})
