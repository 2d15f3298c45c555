import { FileCode } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'js-formatter',
  title: 'JavaScript Formatter',
  description: 'Format JavaScript, JSX and TypeScript with prettier, with the error position.',
  category: 'formatters',
  keywords: ['javascript', 'js', 'prettier', 'jsx', 'typescript', 'ts', 'tsx', 'beautify', 'prettify', 'format', 'formatter', 'indent'],
  icon: FileCode,
  load: () => import('./js-formatter'),
  input: () => import('./js-formatter.input'),
  features: [{ name: 'Minify', keywords: ['minify js', 'minify javascript', 'js minifier', 'uglify', 'uglifyjs', 'terser'], focus: 'Minify JavaScript' }],
  storageId: 'javascript-formatter',
})
