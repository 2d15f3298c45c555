import { Palette } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'css-formatter',
  title: 'CSS Formatter',
  description: 'Format CSS with prettier: indentation, one declaration per line, the error position.',
  category: 'formatters',
  keywords: ['css', 'stylesheet', 'style', 'prettier', 'beautify', 'prettify', 'format', 'formatter', 'indent'],
  icon: Palette,
  load: () => import('./css-formatter'),
  input: () => import('./css-formatter.input'),
  features: [{ name: 'Minify', keywords: ['minify css', 'css minifier', 'csso', 'cssnano'], focus: 'Minify CSS' }],
  storageId: 'css-formatter',
})
