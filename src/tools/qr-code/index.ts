import { QrCode } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'qr-code',
  title: 'QR Code Generator',
  description: 'QR codes for text, links, Wi-Fi, contacts, e-mail and SMS (PNG or SVG), or read one from an image.',
  category: 'frontend',
  keywords: ['qr', 'qr code', 'qrcode', 'barcode', 'wifi qr', 'vcard', 'qr reader', 'scan qr', 'decode qr', '2d code'],
  icon: QrCode,
  load: () => import('./qr-code'),
  input: () => import('./qr-code.input'),
  files: { accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'], reason: 'Read the QR code in this image' },
  storageId: 'qr-code',
  features: [
    { name: 'Read a QR code', keywords: ['read qr', 'scan qr', 'decode qr', 'qr reader', 'qr scanner', 'qr from image'], select: ['Read a QR code'] },
  ],
})
