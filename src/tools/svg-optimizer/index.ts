import { PenTool } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'svg-optimizer',
  title: 'SVG Optimizer',
  description: 'Shrink SVGs with svgo (multipass, precision, plugins), before/after previews and sizes; many files as a ZIP.',
  category: 'image-tools',
  keywords: ['svg', 'svgo', 'optimize svg', 'optimise', 'minify svg', 'compress svg', 'svgomg', 'vector', 'icon', 'inkscape', 'illustrator', 'shrink'],
  icon: PenTool,
  load: () => import('./svg-optimizer'),
  input: () => import('./svg-optimizer.input'),
  files: { accept: ['image/svg+xml'], reason: 'Optimize this SVG' },
  storageId: 'svg-optimizer',
})
