import { Star } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'favicon',
  title: 'Favicon Generator',
  description: 'Make favicon.ico (16, 32, 48 px), the Apple touch icon, 192 and 512 px icons with a maskable one, site.webmanifest and the <link> tags, from an image, an SVG or a letter on a colour.',
  category: 'image-tools',
  keywords: ['favicon', 'favicon.ico', 'ico', 'icon', 'apple-touch-icon', 'touch icon', 'webmanifest', 'manifest', 'pwa icons', 'maskable', 'app icon', 'site icon', 'favicon generator'],
  icon: Star,
  load: () => import('./favicon'),
  input: () => import('./favicon.input'),
  storageId: 'favicon',
  files: { accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'], reason: 'Make favicons from this image' },
})
