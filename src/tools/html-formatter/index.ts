import { FileType } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'html-formatter',
  title: 'HTML Formatter',
  description: 'Format HTML with prettier, inline scripts and styles included.',
  category: 'formatters',
  keywords: ['html', 'markup', 'htm', 'prettier', 'beautify', 'prettify', 'format', 'formatter', 'indent'],
  icon: FileType,
  load: () => import('./html-formatter'),
  input: () => import('./html-formatter.input'),
  features: [{ name: 'Minify', keywords: ['minify html', 'html minifier', 'html-minifier'], focus: 'Minify HTML' }],
  storageId: 'html-formatter',
})
