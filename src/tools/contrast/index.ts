import { Contrast } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'contrast',
  title: 'Contrast Checker',
  description: 'Check text and background colours against the WCAG AA and AAA contrast thresholds.',
  category: 'frontend',
  keywords: ['contrast', 'wcag', 'accessibility', 'a11y', 'aa', 'aaa', 'color', 'colour', 'ratio'],
  icon: Contrast,
  load: () => import('./contrast'),
  input: () => import('./contrast.input'),
})
