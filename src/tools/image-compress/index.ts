import { ImageDown } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'image-compress',
  title: 'Image Compressor',
  description: 'Compress JPEG, PNG, WebP and AVIF images in bulk (MozJPEG, OxiPNG, libwebp, libavif), compare, download a ZIP.',
  category: 'image-tools',
  keywords: ['compress image', 'image compressor', 'optimize images', 'reduce image size', 'shrink', 'squoosh', 'tinypng', 'mozjpeg', 'oxipng', 'webp', 'avif', 'jpeg', 'png', 'batch', 'zip', 'resize'],
  icon: ImageDown,
  load: () => import('./image-compress'),
  storageId: 'image-compress',
  files: { accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'], reason: 'Compress this image' },
})
