import { Pipette } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'color-picker',
  title: 'Color Picker',
  description: 'Pick a colour and copy it as HEX, RGB, RGBA, HSL, HSLA or HSV.',
  category: 'frontend',
  keywords: ['color', 'colour', 'picker', 'hex', 'rgb', 'rgba', 'hsl', 'hsv', 'css color', 'convert'],
  icon: Pipette,
  load: () => import('./color-picker'),
  input: () => import('./color-picker.input'),
})
