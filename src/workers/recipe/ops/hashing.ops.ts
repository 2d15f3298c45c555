import type * as HashWasmModule from 'hash-wasm'
import type { IHasher } from 'hash-wasm'
import { base64ToBytes, bytesToBase64 } from '../../../lib/bytes'
import type * as HashTool from '../../hash/hash.impl'
import { OpError, type Args, type ChunkTransformer, type OpImpls } from '../op-impl'

/**
 * Hashes and checksums with hash-wasm, the Hash tool's engine: where the tool has the algorithm
 * (its table in src/workers/hash/hash.impl.ts, `createHasher`), the operation calls it; the others
 * come from hash-wasm directly. Every one is incremental (`update` per chunk, `digest` at the end),
 * so a recipe hashes a file of any size in constant memory. Both are imported on first use.
 */

type HashWasm = typeof HashWasmModule
type Tool = typeof HashTool
type Engines = { hw: HashWasm; tool: Tool }

let engines: Promise<Engines> | null = null
const load = () => (engines ??= Promise.all([import('hash-wasm'), import('../../hash/hash.impl')]).then(([hw, tool]) => ({ hw, tool })))

const bitsOf = (args: Args, max: number, def: number) => {
  const n = Math.round(Number(args.bits ?? def))
  if (!Number.isFinite(n) || n < 8 || n > max || n % 8) throw new OpError(`Digest length must be a multiple of 8 from 8 to ${max} bits (got ${String(args.bits)})`)
  return n
}

/** How each operation makes its hasher. */
const FACTORIES: Record<string, (e: Engines, args: Args) => Promise<IHasher>> = {
  md5: ({ tool }) => tool.createHasher('md5'),
  md4: ({ hw }) => hw.createMD4(),
  sha1: ({ tool }) => tool.createHasher('sha1'),
  sha224: ({ hw }) => hw.createSHA224(),
  sha256: ({ tool }) => tool.createHasher('sha256'),
  sha384: ({ tool }) => tool.createHasher('sha384'),
  sha512: ({ tool }) => tool.createHasher('sha512'),
  'sha3-224': ({ hw }) => hw.createSHA3(224),
  'sha3-256': ({ tool }) => tool.createHasher('sha3-256'),
  'sha3-384': ({ hw }) => hw.createSHA3(384),
  'sha3-512': ({ hw }) => hw.createSHA3(512),
  'keccak-256': ({ hw }) => hw.createKeccak(256),
  blake2b: ({ hw, tool }, args) => {
    const n = bitsOf(args, 512, 512)
    return n === 512 ? tool.createHasher('blake2b') : hw.createBLAKE2b(n)
  },
  blake2s: ({ hw }, args) => hw.createBLAKE2s(bitsOf(args, 256, 256)),
  blake3: ({ hw, tool }, args) => {
    const n = bitsOf(args, 2048, 256)
    return n === 256 ? tool.createHasher('blake3') : hw.createBLAKE3(n)
  },
  'ripemd-160': ({ hw }) => hw.createRIPEMD160(),
  sm3: ({ hw }) => hw.createSM3(),
  crc32: ({ tool }) => tool.createHasher('crc32'),
  /** CRC-32C: the Castagnoli polynomial 0x1EDC6F41, reflected. */
  crc32c: ({ hw }) => hw.createCRC32(0x82f63b78),
  adler32: ({ hw }) => hw.createAdler32(),
  xxhash32: ({ hw }) => hw.createXXHash32(0),
  xxhash64: ({ tool }) => tool.createHasher('xxhash64'),
  xxh3: ({ hw }) => hw.createXXHash3(0, 0),
  xxh128: ({ hw }) => hw.createXXHash128(0, 0),
}

/** The hashes HMAC is offered over (the manifest's HMAC_ALGORITHMS). */
const HMAC_BASE = new Set(['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'ripemd-160', 'sm3'])

/** A key argument's bytes: its text read as UTF-8, hex (spaces and colons ignored) or Base64. */
export function keyBytes(text: string, encoding: unknown): Uint8Array {
  if (encoding === 'hex') {
    const digits = text.replace(/[\s:]+/g, '').replace(/^0x/i, '')
    const bad = digits.search(/[^0-9a-fA-F]/)
    if (bad >= 0) throw new OpError(`Key is not hex: invalid character '${digits[bad]}'`)
    if (digits.length % 2) throw new OpError(`Key is not hex: odd number of hex digits (${digits.length})`)
    return Uint8Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16))
  }
  if (encoding === 'base64') {
    try {
      return base64ToBytes(text)
    } catch {
      throw new OpError('Key is not Base64')
    }
  }
  return new TextEncoder().encode(text)
}

async function hasherFor(id: string, args: Args): Promise<IHasher> {
  const e = await load()
  if (id !== 'hmac') {
    const h = await FACTORIES[id]!(e, args)
    h.init()
    return h
  }
  const algorithm = String(args.algorithm ?? 'sha256')
  if (!HMAC_BASE.has(algorithm)) throw new OpError(`HMAC over "${algorithm}" is not offered`)
  const key = keyBytes(String(args.key ?? ''), args.keyEncoding)
  const h = await e.hw.createHMAC(FACTORIES[algorithm]!(e, args), key)
  h.init()
  return h
}

const ascii = new TextEncoder()
const format = (digest: Uint8Array, args: Args) => (args.output === 'base64' ? bytesToBase64(digest) : Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''))

/** A hash as a chunk transformer: nothing comes out until the end, then the digest's text. */
function hashing(id: string, args: Args): ChunkTransformer {
  // The hasher is made on the first push, so a bad argument is an error of the run, not of stream().
  let hasher: Promise<IHasher> | null = null
  const get = () => (hasher ??= hasherFor(id, args))
  const none = new Uint8Array(0)
  return {
    async push(chunk) {
      const h = await get()
      if (chunk.length) h.update(chunk)
      return none
    },
    async flush() {
      return ascii.encode(format((await get()).digest('binary'), args))
    },
  }
}

async function run(id: string, input: Uint8Array, args: Args): Promise<string> {
  const h = await hasherFor(id, args)
  h.update(input)
  return format(h.digest('binary'), args)
}

const op = (id: string) => ({ run: (input: unknown, args: Args) => run(id, input as Uint8Array, args), stream: (args: Args) => hashing(id, args) })

export default {
  ...Object.fromEntries(Object.keys(FACTORIES).map((id) => [id, op(id)])),
  hmac: op('hmac'),
} satisfies OpImpls
