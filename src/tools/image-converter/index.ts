import { ImageIcon } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'image-converter',
  title: 'Image Converter',
  description: 'Convert images between PNG, JPEG, WEBP, GIF, BMP, TIFF, SVG and AVIF, in your browser.',
  category: 'image-tools',
  keywords: ['image', 'convert', 'png', 'jpeg', 'jpg', 'webp', 'gif', 'bmp', 'tiff', 'svg', 'avif', 'photo', 'picture'],
  icon: ImageIcon,
  load: () => import('./image-converter'),
  files: { accept: ['image/*'], reason: 'Convert this image' },
})
