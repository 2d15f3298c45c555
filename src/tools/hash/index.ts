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
  features: [
    { name: 'HMAC', keywords: ['hmac', 'hmac sha256', 'hmac-sha256', 'keyed hash', 'hmac key', 'message authentication code'], focus: 'HMAC key' },
    { name: 'File hash', keywords: ['file hash', 'hash a file', 'file checksum', 'checksum of a file', 'sha256sum', 'md5sum', 'verify download'], select: ['File Hash'] },
    { name: 'Check an expected digest', keywords: ['verify checksum', 'expected hash', 'compare hash', 'check checksum', 'match hash'], focus: 'Expected digest' },
    { name: 'MD5', keywords: ['md5', 'md5 checksum'] },
    { name: 'SHA-1', keywords: ['sha1', 'sha-1'] },
    { name: 'SHA-2', keywords: ['sha256', 'sha-256', 'sha512', 'sha384', 'sha224', 'sha2'] },
    { name: 'SHA-3', keywords: ['sha3', 'sha-3', 'sha3-256', 'keccak'] },
    { name: 'BLAKE2 and BLAKE3', keywords: ['blake2', 'blake2b', 'blake3', 'blake'] },
    { name: 'CRC32 and xxHash', keywords: ['crc32', 'crc', 'xxhash', 'xxh64', 'xxh3'] },
  ],
})
