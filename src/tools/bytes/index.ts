import { FileDigit } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'bytes',
  title: 'Bytes Inspector',
  description: 'Paste hex, Base64 or text, or drop any file: hexdump, binary, text decodings, integers at any offset, file type.',
  category: 'data-conversion',
  keywords: ['hex editor', 'hex viewer', 'hexdump', 'xxd', 'bytes', 'binary', 'magic number', 'file type', 'endian', 'int32', 'float', 'utf-16', 'inspect'],
  icon: FileDigit,
  load: () => import('./bytes'),
  input: () => import('./bytes.input'),
  files: { accept: ['*'], reason: 'Inspect its bytes' },
  storageId: 'bytes',
  features: [
    { name: 'Integers at an offset', keywords: ['read integer', 'little endian', 'big endian', 'int32', 'uint64', 'float32', 'float64'], focus: 'Go to offset' },
  ],
})
