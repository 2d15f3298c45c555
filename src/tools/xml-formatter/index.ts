import { Code } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'xml-formatter',
  title: 'XML Prettifier',
  description: 'Indent XML with 4 spaces; comments, CDATA and namespaces are kept.',
  category: 'formatters',
  keywords: ['xml', 'format', 'formatter', 'prettify', 'pretty print', 'beautify', 'indent', 'svg', 'rss', 'soap'],
  icon: Code,
  load: () => import('./xml-formatter'),
  input: () => import('./xml-formatter.input'),
  features: [{ name: 'Minify', keywords: ['minify xml', 'xml minifier', 'xml one line'], focus: 'Minify' }],
  storageId: 'xml-prettifier',
})
