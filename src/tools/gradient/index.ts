import { Blend } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'gradient',
  title: 'Gradient Generator',
  description: 'Linear, radial and conic CSS gradients with draggable stops, oklch and presets; copy CSS, Tailwind or SVG.',
  category: 'frontend',
  keywords: ['gradient', 'css gradient', 'linear-gradient', 'radial-gradient', 'conic-gradient', 'background-image', 'tailwind gradient', 'svg gradient', 'oklch gradient', 'colour stops', 'color stops', 'background'],
  icon: Blend,
  load: () => import('./gradient'),
  input: () => import('./gradient.input'),
  storageId: 'gradient',
})
