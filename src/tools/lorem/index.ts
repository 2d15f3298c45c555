import { Pilcrow } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'lorem',
  title: 'Lorem Ipsum Generator',
  description: 'Generate placeholder paragraphs, sentences or words of Lorem ipsum.',
  category: 'text',
  keywords: ['lorem', 'ipsum', 'placeholder', 'dummy text', 'filler', 'paragraphs', 'sentences', 'words'],
  icon: Pilcrow,
  load: () => import('./lorem'),
  storageId: 'lorem-generator',
})
