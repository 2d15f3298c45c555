import { Blend } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'gradient',
  title: 'Gradient Generator',
  description: 'Build linear, radial and conic CSS gradients with draggable colour stops, oklch interpolation and presets; copy the CSS, the Tailwind class or an SVG.',
  category: 'frontend',
  keywords: ['gradient', 'css gradient', 'linear-gradient', 'radial-gradient', 'conic-gradient', 'background-image', 'tailwind gradient', 'svg gradient', 'oklch gradient', 'colour stops', 'color stops', 'background'],
  icon: Blend,
  load: () => import('./gradient'),
  input: () => import('./gradient.input'),
  storageId: 'gradient',
})
