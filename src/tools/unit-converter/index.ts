import { Ruler } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'unit-converter',
  title: 'Unit Converter',
  description: 'Length, area, volume, mass, temperature, time, speed, pressure, energy, data sizes, CSS lengths and more, exactly.',
  category: 'data-conversion',
  keywords: [
    'unit converter',
    'convert units',
    'units',
    'measurement',
    'metric',
    'imperial',
    'km to miles',
    'celsius to fahrenheit',
    'fahrenheit',
    'px to rem',
    'rem to px',
    'kib mib',
    'bytes',
    'temperature',
    'weight',
    'pressure',
    'mph',
  ],
  icon: Ruler,
  load: () => import('./unit-converter'),
  input: () => import('./unit-converter.input'),
  storageId: 'unit-converter',
})
