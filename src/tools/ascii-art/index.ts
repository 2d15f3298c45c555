import { Type } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'ascii-art',
  title: 'ASCII Art Generator',
  description: 'FIGlet ASCII art with figlet.js: 332 fonts with live previews, layout and width options, Copy and Download.',
  category: 'text',
  keywords: ['ascii art', 'figlet', 'banner', 'text art', 'ascii banner', 'big text', 'big letters', 'toilet', 'flf', 'figfont', 'ascii text', 'text to ascii', 'asciiart'],
  icon: Type,
  load: () => import('./ascii-art'),
  input: () => import('./ascii-art.input'),
  storageId: 'ascii-art',
})
