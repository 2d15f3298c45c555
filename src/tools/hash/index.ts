import { Hash } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'hash',
  title: 'Hash Generator',
  description: 'MD5, SHA-1, SHA-256, SHA-384, SHA-512, SHA3-256, BLAKE2b, BLAKE3, CRC32 and xxHash64 of text or files of any size, with HMAC.',
  category: 'security',
  keywords: ['hash', 'hmac', 'checksum', 'md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3', 'blake2', 'blake3', 'crc32', 'xxhash', 'digest', 'file'],
  icon: Hash,
  load: () => import('./hash'),
  input: () => import('./hash.input'),
  files: { accept: ['*'], reason: 'Hash this file' },
  storageId: 'hash',
})
