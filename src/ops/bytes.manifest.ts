import { defineOperation } from './types'

/**
 * Reading bytes as what they hold (issue 34 item 6, the Bytes inspector's panels): the numbers at
 * an offset and the file type the first bytes name. Code: src/workers/recipe/ops/bytes.ops.ts,
 * engine src/lib/bytes-inspect.ts (the inspector's screen calls the same functions).
 */
export default [
  defineOperation({
    id: 'read-numbers',
    name: 'Read Numbers at Offset',
    category: 'encoding',
    description: 'The bytes at an offset read as every integer (8, 16, 32 and 64 bits, signed and unsigned) and float (32 and 64 bits), little and big endian, as Python’s struct reads them.',
    keywords: ['integer', 'int32', 'uint64', 'float', 'double', 'endian', 'little endian', 'big endian', 'struct unpack', 'bytes to number'],
    input: 'bytes',
    output: 'text',
    args: [{ key: 'offset', label: 'Offset (bytes)', type: 'number', default: 0, min: 0, step: 1 }],
  }),
  defineOperation({
    id: 'detect-file-type',
    name: 'Detect File Type',
    category: 'encoding',
    description: 'Names the file type from its first bytes (magic numbers: PNG, JPEG, PDF, ZIP, gzip, ELF, WebAssembly, SQLite and more), with its usual extension and MIME type.',
    keywords: ['magic number', 'file signature', 'file type', 'mime sniff', 'file command', 'identify file'],
    input: 'bytes',
    output: 'text',
  }),
]
