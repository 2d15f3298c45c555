import { Star } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'favicon',
  title: 'Favicon Generator',
  description: 'favicon.ico, Apple touch, 192/512 px and maskable icons, site.webmanifest and the <link> tags, from an image, SVG or letter.',
  category: 'image-tools',
  keywords: ['favicon', 'favicon.ico', 'ico', 'icon', 'apple-touch-icon', 'touch icon', 'webmanifest', 'manifest', 'pwa icons', 'maskable', 'app icon', 'site icon', 'favicon generator'],
  icon: Star,
  load: () => import('./favicon'),
  input: () => import('./favicon.input'),
  storageId: 'favicon',
  files: { accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'], reason: 'Make favicons from this image' },
})
