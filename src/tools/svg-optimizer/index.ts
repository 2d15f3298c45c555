import { PenTool } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'svg-optimizer',
  title: 'SVG Optimizer',
  description: 'Shrink SVG files with svgo (multipass, precision, plugin toggles), with before/after previews and sizes; several files at once, downloaded as a ZIP.',
  category: 'image-tools',
  keywords: ['svg', 'svgo', 'optimize svg', 'optimise', 'minify svg', 'compress svg', 'svgomg', 'vector', 'icon', 'inkscape', 'illustrator', 'shrink'],
  icon: PenTool,
  load: () => import('./svg-optimizer'),
  input: () => import('./svg-optimizer.input'),
  files: { accept: ['image/svg+xml'], reason: 'Optimize this SVG' },
  storageId: 'svg-optimizer',
})
