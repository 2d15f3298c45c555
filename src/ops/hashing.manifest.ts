import { defineOperation, type ArgDef, type OperationMeta } from './types'

/**
 * Hashes and checksums (hash-wasm, the Hash tool's engine): bytes in, the digest as lower-case hex
 * (or Base64) text out. Every one streams, so a recipe hashes a file of any size. A hash has no
 * inverse.
 */

const OUTPUT: ArgDef = {
  key: 'output',
  label: 'Output',
  type: 'select',
  default: 'hex',
  options: [
    { value: 'hex', label: 'Hex (lower case)' },
    { value: 'base64', label: 'Base64' },
  ],
}

const bits = (max: number, def: number): ArgDef => ({ key: 'bits', label: 'Digest length (bits)', type: 'number', default: def, min: 8, max, step: 8 })

const hash = (id: string, name: string, description: string, keywords: string[], args: ArgDef[] = []): OperationMeta =>
  defineOperation({ id, name, category: 'hashing', description, keywords, input: 'bytes', output: 'text', args: [...args, OUTPUT], stream: true })

/** The algorithms HMAC takes (the checksums are no base for a MAC). */
export const HMAC_ALGORITHMS = [
  { value: 'sha256', label: 'SHA-256' },
  { value: 'sha1', label: 'SHA-1' },
  { value: 'sha224', label: 'SHA-224' },
  { value: 'sha384', label: 'SHA-384' },
  { value: 'sha512', label: 'SHA-512' },
  { value: 'sha3-224', label: 'SHA3-224' },
  { value: 'sha3-256', label: 'SHA3-256' },
  { value: 'sha3-384', label: 'SHA3-384' },
  { value: 'sha3-512', label: 'SHA3-512' },
  { value: 'md5', label: 'MD5' },
  { value: 'ripemd-160', label: 'RIPEMD-160' },
  { value: 'sm3', label: 'SM3' },
] as const

export default [
  hash('md5', 'MD5', 'The MD5 digest (RFC 1321), 128 bits: broken for security, still common as a checksum.', ['md5sum', 'message digest', 'checksum']),
  hash('md4', 'MD4', 'The MD4 digest (RFC 1320), 128 bits: the base of NTLM, long broken.', ['md4sum', 'ntlm']),
  hash('sha1', 'SHA-1', 'The SHA-1 digest (FIPS 180-4), 160 bits: what git names objects with; broken for signatures.', ['sha1sum', 'sha', 'git hash']),
  hash('sha224', 'SHA-224', 'The SHA-224 digest (FIPS 180-4): SHA-256 cut to 224 bits, with its own start values.', ['sha2', 'sha224sum']),
  hash('sha256', 'SHA-256', 'The SHA-256 digest (FIPS 180-4), 256 bits.', ['sha2', 'sha256sum', 'checksum']),
  hash('sha384', 'SHA-384', 'The SHA-384 digest (FIPS 180-4): SHA-512 cut to 384 bits, with its own start values.', ['sha2', 'sha384sum']),
  hash('sha512', 'SHA-512', 'The SHA-512 digest (FIPS 180-4), 512 bits.', ['sha2', 'sha512sum']),
  hash('sha3-224', 'SHA3-224', 'The SHA3-224 digest (FIPS 202, Keccak with SHA-3 padding).', ['sha3', 'keccak']),
  hash('sha3-256', 'SHA3-256', 'The SHA3-256 digest (FIPS 202, Keccak with SHA-3 padding).', ['sha3', 'keccak']),
  hash('sha3-384', 'SHA3-384', 'The SHA3-384 digest (FIPS 202, Keccak with SHA-3 padding).', ['sha3', 'keccak']),
  hash('sha3-512', 'SHA3-512', 'The SHA3-512 digest (FIPS 202, Keccak with SHA-3 padding).', ['sha3', 'keccak']),
  hash('keccak-256', 'Keccak-256', "The original Keccak-256 (before FIPS 202 changed the padding): Ethereum's hash.", ['keccak', 'ethereum', 'sha3 ethereum', 'solidity']),
  hash('blake2b', 'BLAKE2b', 'The BLAKE2b digest (RFC 7693), 8 to 512 bits (512 by default), unkeyed.', ['blake2', 'b2sum'], [bits(512, 512)]),
  hash('blake2s', 'BLAKE2s', 'The BLAKE2s digest (RFC 7693), 8 to 256 bits (256 by default), unkeyed.', ['blake2'], [bits(256, 256)]),
  hash('blake3', 'BLAKE3', 'The BLAKE3 digest, 256 bits by default or any length up to 2048 bits (its extendable output).', ['b3sum'], [bits(2048, 256)]),
  hash('ripemd-160', 'RIPEMD-160', 'The RIPEMD-160 digest, 160 bits: what Bitcoin addresses hash with after SHA-256.', ['ripemd', 'rmd160', 'bitcoin']),
  hash('sm3', 'SM3', 'The SM3 digest (GB/T 32905-2016, the Chinese national standard), 256 bits.', ['sm3 hash', 'chinese hash', 'guomi']),
  hash('crc32', 'CRC-32', 'The CRC-32 checksum of gzip, ZIP, PNG and Ethernet (ISO-HDLC, polynomial 0x04C11DB7), as 8 hex digits.', ['crc', 'crc32', 'checksum', 'cksum zip']),
  hash('crc32c', 'CRC-32C', 'The CRC-32C (Castagnoli) checksum of iSCSI, ext4, SCTP and many storage formats, as 8 hex digits.', ['crc', 'castagnoli', 'checksum']),
  hash('adler32', 'Adler-32', "The Adler-32 checksum (RFC 1950), zlib's trailer, as 8 hex digits.", ['adler', 'checksum', 'zlib']),
  hash('xxhash32', 'xxHash32', 'The 32-bit xxHash (seed 0): a fast non-cryptographic checksum.', ['xxh32', 'xxhash', 'checksum']),
  hash('xxhash64', 'xxHash64', 'The 64-bit xxHash (seed 0): a fast non-cryptographic checksum.', ['xxh64', 'xxhash', 'checksum']),
  hash('xxh3', 'XXH3-64', 'The 64-bit XXH3 hash (seed 0), the newest xxHash.', ['xxh3', 'xxhash3', 'xxhash', 'checksum']),
  hash('xxh128', 'XXH3-128', 'The 128-bit XXH3 hash (seed 0), the newest xxHash.', ['xxh128', 'xxhash128', 'xxhash', 'checksum']),
  defineOperation({
    id: 'hmac',
    name: 'HMAC',
    category: 'hashing',
    description: 'A keyed message authentication code (RFC 2104) over a hash: SHA-256 by default; the key as text, hex or Base64.',
    keywords: ['hmac sha256', 'mac', 'signature', 'keyed hash', 'hmac-sha1', 'webhook signature'],
    input: 'bytes',
    output: 'text',
    args: [
      { key: 'algorithm', label: 'Hash', type: 'select', default: 'sha256', options: HMAC_ALGORITHMS },
      { key: 'key', label: 'Key', type: 'key', default: '', encoding: 'utf8' },
      OUTPUT,
    ],
    stream: true,
  }),
]
