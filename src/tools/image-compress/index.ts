import { ImageDown } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'image-compress',
  title: 'Image Compressor',
  description: 'Compress many JPEG, PNG, WebP and AVIF images at once with MozJPEG, OxiPNG, libwebp and libavif (WebAssembly), compare before and after, download a ZIP. Nothing is uploaded.',
  category: 'image-tools',
  keywords: ['compress image', 'image compressor', 'optimize images', 'reduce image size', 'shrink', 'squoosh', 'tinypng', 'mozjpeg', 'oxipng', 'webp', 'avif', 'jpeg', 'png', 'batch', 'zip', 'resize'],
  icon: ImageDown,
  load: () => import('./image-compress'),
  storageId: 'image-compress',
  files: { accept: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'], reason: 'Compress this image' },
})
