import { Deflate, Gzip, Inflate, Zlib, unzipSync } from 'fflate'
import { concatBytes } from '../../../lib/bytes'
import type * as BrotliWasm from '../../../../node_modules/brotli-wasm/pkg.web/brotli_wasm.js'
import { OpError, type Args, type ChunkTransformer, type OpImpls } from '../op-impl'

type BrotliModule = typeof BrotliWasm

/**
 * Compression (issue 33): gzip (RFC 1952, multi-member), zlib (RFC 1950) and raw DEFLATE (RFC
 * 1951) with fflate's streaming classes; Brotli (RFC 7932) with brotli-wasm's streaming classes;
 * ZIP listing and extraction (APPNOTE 6.3) with fflate's unzip. Every compressor and decompressor
 * streams in bounded memory: the compressors keep fflate's 96 KB window plus one block of input,
 * the decompressors a 32 KB window plus what is not yet decoded.
 *
 * The containers (gzip's header and trailer, zlib's, the members of a multi-member gzip) are read
 * here rather than by fflate's Gunzip/Unzlib: those accept a stream cut inside its trailer or
 * header, and check neither CRC-32 nor Adler-32, so a damaged file would decompress "fine".
 */

// ---------------------------------------------------------------- checksums (for the trailers)

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

/** CRC-32 (ISO-HDLC, gzip's and ZIP's), continued from `crc` (0 to start). */
export function crc32(data: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8)
  return ~c >>> 0
}

/** Adler-32 (RFC 1950 section 8), continued from `adler` (1 to start). */
export function adler32(data: Uint8Array, adler = 1): number {
  let a = adler & 0xffff
  let b = adler >>> 16
  for (let i = 0; i < data.length; ) {
    const end = Math.min(data.length, i + 5552) // the most bytes before the sums can overflow 2^32
    for (; i < end; i++) {
      a += data[i]!
      b += a
    }
    a %= 65521
    b %= 65521
  }
  return ((b << 16) | a) >>> 0
}

// ---------------------------------------------------------------- words for bytes that are not what was expected

const hex2 = (b: number) => b.toString(16).padStart(2, '0')

/** What a blob that is not the expected format looks like, from its first bytes. */
function looksLike(b: Uint8Array): string {
  const at = (...sig: number[]) => sig.every((v, i) => b[i] === v)
  if (at(0x1f, 0x8b)) return 'a gzip stream? try Gunzip'
  if (at(0x50, 0x4b, 0x03, 0x04) || at(0x50, 0x4b, 0x05, 0x06)) return 'a ZIP archive?'
  if (b[0] === 0x78 && b.length > 1 && ((b[0] << 8) | b[1]!) % 31 === 0) return 'a zlib stream? try Zlib Inflate'
  if (at(0x42, 0x5a, 0x68)) return 'bzip2?'
  if (at(0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00)) return 'xz?'
  if (at(0x28, 0xb5, 0x2f, 0xfd)) return 'Zstandard?'
  if (at(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c)) return '7-Zip?'
  if (at(0x1f, 0x9d)) return 'Unix compress (.Z)?'
  if (at(0x89, 0x50, 0x4e, 0x47)) return 'a PNG image?'
  const head = b.subarray(0, 16)
  if (head.length && head.every((c) => (c >= 0x20 && c < 0x7f) || c === 9 || c === 10 || c === 13)) return 'text, not compressed data?'
  return 'not a known format'
}

const firstBytes = (b: Uint8Array, n: number) => Array.from(b.subarray(0, n), hex2).join(' ')

// ---------------------------------------------------------------- the decompressors: a container around fflate's Inflate

type Format = 'gzip' | 'zlib' | 'deflate'
const LABEL: Record<Format, string> = { gzip: 'gzip', zlib: 'zlib', deflate: 'raw deflate' }
const TRAILER: Record<Format, number> = { gzip: 8, zlib: 4, deflate: 0 }
/** fflate's error codes for inflate: 0 is the end of input. */
const INFLATE_ERRORS: Record<number, string> = { 1: 'an invalid block type', 2: 'an invalid length or literal', 3: 'an invalid distance' }
/** The longest gzip header read (file name and comment are NUL-terminated and could run on). */
const MAX_HEADER = 64 * 1024

/** fflate's Inflate state, read to know where the DEFLATE stream ends (as fflate's own Gunzip does). */
type InflateState = { s: { f?: number; l?: unknown; p?: number }; p: Uint8Array }

/**
 * The length of a gzip member's header (RFC 1952 section 2.3) at the start of `b`, or -1 when `b`
 * ends before it does. `at` is its offset in the stream, for messages.
 */
function gzipHeader(b: Uint8Array, at: number, member: number): number {
  if (b.length < 2) return b.length && b[0] !== 0x1f ? notFormat('gzip', b, at, member) : -1
  if (b[0] !== 0x1f || b[1] !== 0x8b) return notFormat('gzip', b, at, member)
  if (b.length < 10) return -1
  if (b[2] !== 8) throw new OpError(`Unsupported gzip compression method ${b[2]} at byte ${at + 2} (only 8, deflate, exists)`)
  const flags = b[3]!
  if (flags & 0xe0) throw new OpError(`Corrupt gzip header at byte ${at + 3}: reserved flag bits are set (0x${hex2(flags)})`)
  let n = 10
  if (flags & 4) {
    if (b.length < n + 2) return -1
    n += 2 + (b[n]! | (b[n + 1]! << 8))
  }
  for (const bit of [8, 16]) {
    if (!(flags & bit)) continue
    const end = b.indexOf(0, n)
    if (end < 0) {
      if (b.length > MAX_HEADER) throw new OpError(`Corrupt gzip header at byte ${at}: its file name or comment runs past 64 KB`)
      return -1
    }
    n = end + 1
  }
  if (flags & 2) n += 2
  return b.length < n ? -1 : n
}

/** The length of a zlib header (RFC 1950 section 2.2), or -1 when `b` ends before it does. */
function zlibHeader(b: Uint8Array): number {
  if (b.length < 2) return b.length && (b[0]! & 0x0f) !== 8 ? notFormat('zlib', b, 0, 1) : -1
  const [cmf, flg] = [b[0]!, b[1]!]
  if ((cmf & 0x0f) !== 8 || cmf >> 4 > 7 || ((cmf << 8) | flg) % 31 !== 0) return notFormat('zlib', b, 0, 1)
  if (flg & 0x20) throw new OpError('The zlib stream needs a preset dictionary (FDICT), which is not supported')
  return 2
}

function notFormat(format: 'gzip' | 'zlib', b: Uint8Array, at: number, member: number): never {
  const shown = firstBytes(b, 2)
  if (member > 1) throw new OpError(`Not gzip after member ${member - 1}: the bytes at ${at} are ${shown} (${looksLike(b)})`)
  throw new OpError(`Not ${format}: the first bytes are ${shown} (${looksLike(b)})`)
}

const le32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0
const be32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0
const hex8 = (n: number) => n.toString(16).padStart(8, '0')

/**
 * Decompresses gzip, zlib or raw DEFLATE chunk by chunk, checking each container's header and
 * trailer. gzip may hold several members one after another (RFC 1952 section 2.2; what `cat a.gz
 * b.gz` makes), whose outputs are joined; zero bytes after the last member are padding (as gzip(1)
 * and Python read them). Anything else after the stream is an error, so is a stream cut short.
 */
function inflater(format: Format): ChunkTransformer {
  const label = LABEL[format]
  let state: 'header' | 'body' | 'trailer' | 'padding' = format === 'deflate' ? 'body' : 'header'
  /** Input read but not yet used (a header or trailer in the making): at most a header's length. */
  let pending: Uint8Array = new Uint8Array(0)
  /** The offset in the input of pending's first byte. */
  let offset = 0
  let member = 1
  let bodyAt = 0
  let check = format === 'zlib' ? 1 : 0
  let size = 0
  /** Bytes given to the current member's inflater. */
  let fed = 0
  let out: Uint8Array[] = []
  let inf: Inflate | null = null

  const start = () => {
    check = format === 'zlib' ? 1 : 0
    size = 0
    fed = 0
    bodyAt = offset
    inf = new Inflate((data) => {
      if (!data.length) return
      if (format === 'gzip') check = crc32(data, check)
      else if (format === 'zlib') check = adler32(data, check)
      size += data.length
      out.push(data)
    })
  }
  if (state === 'body') start()

  const where = () => (format === 'gzip' ? ` of member ${member} (its data starts at byte ${bodyAt})` : '')
  const truncated = (part: string) => new OpError(`Truncated ${label} stream: it ends inside the ${part}${format === 'gzip' ? ` of member ${member}` : ''}`)

  const take = (n: number) => {
    pending = pending.subarray(n)
    offset += n
  }

  /** Feeds the body's inflater; true when the DEFLATE stream ended (the rest is back in `pending`). */
  const inflate = (chunk: Uint8Array, final: boolean): boolean => {
    const i = inf!
    try {
      i.push(chunk, final)
    } catch (e) {
      const code = (e as { code?: number }).code
      if (code === 0) throw truncated('compressed data')
      throw new OpError(`Corrupt ${label} data${where()}: ${INFLATE_ERRORS[code ?? -1] ?? (e instanceof Error ? e.message : String(e))}`)
    }
    fed += chunk.length
    const st = i as unknown as InflateState
    if (!st.s.f || st.s.l) return false
    const rest = st.p.subarray(((st.s.p ?? 0) + 7) >> 3)
    offset = bodyAt + fed - rest.length
    pending = rest.slice()
    inf = null
    return true
  }

  const endMember = () => {
    const t = pending.subarray(0, TRAILER[format])
    if (format === 'gzip') {
      if (le32(t, 0) !== check) throw new OpError(`Corrupt gzip data${where()}: its CRC-32 is ${hex8(check)}, the trailer says ${hex8(le32(t, 0))}`)
      if (le32(t, 4) !== size >>> 0) throw new OpError(`Corrupt gzip data${where()}: ${size} bytes came out, the trailer says ${le32(t, 4)} (mod 2^32)`)
    } else if (format === 'zlib' && be32(t, 0) !== check) {
      throw new OpError(`Corrupt zlib data: its Adler-32 is ${hex8(check)}, the trailer says ${hex8(be32(t, 0))}`)
    }
    take(TRAILER[format])
    member++
    state = format === 'gzip' ? 'header' : 'padding'
  }

  /** Runs the machine on what is pending, as far as it goes. */
  const step = (final: boolean) => {
    for (;;) {
      if (state === 'body') {
        const chunk = pending
        pending = new Uint8Array(0)
        if (!inflate(chunk, final)) return
        state = 'trailer'
      }
      if (state === 'trailer') {
        if (pending.length < TRAILER[format]) {
          if (final) throw truncated(`${TRAILER[format]}-byte trailer`)
          return
        }
        endMember()
      }
      if (state === 'header') {
        if (!pending.length) return
        if (member > 1 && pending[0] === 0) {
          state = 'padding'
          continue
        }
        const n = format === 'gzip' ? gzipHeader(pending, offset, member) : zlibHeader(pending)
        if (n < 0) {
          if (final) throw truncated('header')
          return
        }
        take(n)
        start()
        state = 'body'
        continue
      }
      if (state === 'padding') {
        const bad = format === 'gzip' ? pending.findIndex((b) => b !== 0) : pending.length ? 0 : -1
        if (bad >= 0) throw new OpError(`Unexpected bytes after the ${label} stream at byte ${offset + bad}: ${firstBytes(pending.subarray(bad), 4)}`)
        take(pending.length)
        return
      }
    }
  }

  const drain = () => {
    const bytes = out.length === 1 ? out[0]! : concatBytes(out)
    out = []
    return bytes
  }
  return {
    push(chunk) {
      if (state === 'body') {
        if (inflate(chunk, false)) {
          state = 'trailer'
          step(false)
        }
      } else {
        pending = pending.length ? concatBytes([pending, chunk]) : chunk
        step(false)
      }
      return drain()
    },
    flush() {
      if (state !== 'padding') step(true)
      return drain()
    },
  }
}

// ---------------------------------------------------------------- the compressors

/**
 * fflate's streaming compressors cut their blocks where the pushes fall, so the same input pushed
 * in other chunks compresses to other (equally valid) bytes. Pushing fixed blocks of BLOCK bytes
 * makes the output depend on the input alone: a recipe over a file gives the bytes one run gives.
 */
const BLOCK = 64 * 1024

/** A compressor fed whole blocks: `final` with the last (perhaps short or empty) one. */
type Pushable = { push(block: Uint8Array, final: boolean): void | Promise<void> }

/**
 * A transformer that feeds `make`'s compressor in BLOCK-sized pushes; what the compressor gives
 * (through `ondata`) comes out of the push or flush that made it.
 */
function blocked(make: (ondata: (data: Uint8Array) => void) => Pushable): ChunkTransformer {
  let out: Uint8Array[] = []
  const c = make((data) => {
    if (data.length) out.push(data)
  })
  const carry = new Uint8Array(BLOCK)
  let filled = 0
  const drain = () => {
    const bytes = out.length === 1 ? out[0]! : concatBytes(out)
    out = []
    return bytes
  }
  return {
    async push(chunk) {
      for (let at = 0; at < chunk.length; ) {
        const n = Math.min(BLOCK - filled, chunk.length - at)
        carry.set(chunk.subarray(at, at + n), filled)
        filled += n
        at += n
        if (filled === BLOCK) {
          await c.push(carry, false) // each compressor copies what it is given
          filled = 0
        }
      }
      return drain()
    },
    async flush() {
      await c.push(carry.subarray(0, filled), true)
      return drain()
    },
  }
}

const levelOf = (args: Args) => Math.min(9, Math.max(0, Math.round(Number(args.level ?? 6)))) as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

const compressors = {
  /** mtime 0 (RFC 1952: no time stamp), so the same input always gives the same bytes. */
  gzip: (args: Args) => blocked((ondata) => new Gzip({ level: levelOf(args), mtime: 0 }, ondata)),
  zlib: (args: Args) => blocked((ondata) => new Zlib({ level: levelOf(args) }, ondata)),
  deflate: (args: Args) => blocked((ondata) => new Deflate({ level: levelOf(args) }, ondata)),
}

/** A whole input through a transformer: what `run` does, so run and stream agree by construction. */
async function whole(t: ChunkTransformer, input: Uint8Array): Promise<Uint8Array> {
  const a = await t.push(input)
  const b = await t.flush()
  return a.length ? (b.length ? concatBytes([a, b]) : a) : b
}

// ---------------------------------------------------------------- Brotli (brotli-wasm, loaded on first use)

let brotliModule: Promise<BrotliModule> | null = null

/**
 * brotli-wasm's web build, initialised once. Its package exports only an entry that fetches the
 * wasm as soon as it is imported (from a URL node's fetch cannot read), so its glue is imported
 * from its file and given the wasm here: in the app, the URL of the asset Vite emits for it (a
 * lazy 1 MB file, fetched only when a Brotli step runs); under node (the unit tests), the file's
 * bytes, read with node's own fs, which no bundle contains.
 */
function loadBrotli(): Promise<BrotliModule> {
  brotliModule ??= (async () => {
    const glue = await import('../../../../node_modules/brotli-wasm/pkg.web/brotli_wasm.js')
    const url = new URL('../../../../node_modules/brotli-wasm/pkg.web/brotli_wasm_bg.wasm', import.meta.url)
    const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule
    const fs = url.protocol === 'file:' && node ? (node('fs') as { readFileSync(u: URL): Uint8Array }) : null
    await glue.default(fs ? fs.readFileSync(url) : url)
    return glue
  })().catch((e: unknown) => {
    brotliModule = null
    throw e
  })
  return brotliModule
}

/** brotli-wasm's result codes (BrotliStreamResultCode: its declaration numbers them from 0, its code from 1). */
const BROTLI_DONE = 1
const BROTLI_MORE_INPUT = 2
const BROTLI_MORE_OUTPUT = 3
const BROTLI_OUT = 64 * 1024

/** Brotli compression through brotli-wasm's CompressStream, fed in BLOCK-sized pushes. */
function brotliCompressor(args: Args): ChunkTransformer {
  const quality = Math.min(11, Math.max(0, Math.round(Number(args.quality ?? 11))))
  const ready = loadBrotli().then((b) => new b.CompressStream(quality))
  return blocked((ondata) => {
    /** Gives the compressor a block (or, with none, finishes the stream), taking all it gives back. */
    const feed = async (input?: Uint8Array) => {
      const s = await ready
      let rest = input
      for (;;) {
        const r = s.compress(rest, BROTLI_OUT)
        ondata(r.buf)
        const { code, input_offset: used } = r
        r.free()
        if (rest) rest = rest.subarray(used)
        if (code === BROTLI_MORE_OUTPUT) continue
        if (rest ? code === BROTLI_MORE_INPUT && !rest.length : code === BROTLI_DONE) return
      }
    }
    return {
      async push(block, final) {
        if (block.length) await feed(block)
        if (!final) return
        await feed()
        ;(await ready).free()
      },
    }
  })
}

/** Brotli decompression through brotli-wasm's DecompressStream; an error says what went wrong, and where. */
function brotliDecompressor(): ChunkTransformer {
  const ready = loadBrotli().then((b) => new b.DecompressStream())
  let done = false
  let offset = 0
  return {
    async push(chunk) {
      const s = await ready
      const out: Uint8Array[] = []
      let rest = chunk
      while (!done) {
        let r
        try {
          r = s.decompress(rest, BROTLI_OUT)
        } catch (e) {
          throw new OpError(`Corrupt Brotli data (within the first ${offset + rest.length} bytes): ${e instanceof Error ? e.message : String(e)}`)
        }
        if (r.buf.length) out.push(r.buf)
        const { code, input_offset: used } = r
        r.free()
        offset += used
        rest = rest.subarray(used)
        if (code === BROTLI_DONE) done = true
        else if (code !== BROTLI_MORE_OUTPUT) break // it took all the input and waits for more
      }
      if (rest.length) throw new OpError(`Unexpected bytes after the Brotli stream at byte ${offset}: ${firstBytes(rest, 4)}`)
      return concatBytes(out)
    },
    async flush() {
      const s = await ready
      s.free()
      if (!done) throw new OpError(offset ? 'Truncated Brotli stream: it ends before its last meta-block' : 'Not Brotli: the input is empty (the shortest Brotli stream is one byte)')
      return new Uint8Array(0)
    },
  }
}

// ---------------------------------------------------------------- ZIP (central directory read here, entries by fflate)

export type ZipEntry = {
  name: string
  size: number
  compressedSize: number
  /** Last modified, as the archive stores it: local time with no zone ("2024-03-01 12:30:04"), or the UTC time of a Unix timestamp field ("...Z"). */
  modified: string
  method: string
  crc32: string
  directory: boolean
  encrypted: boolean
}

const METHODS: Record<number, string> = { 0: 'stored', 8: 'deflate', 9: 'deflate64', 12: 'bzip2', 14: 'lzma', 93: 'zstd', 95: 'xz', 99: 'aes' }
const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8)
const le64 = (b: Uint8Array, i: number) => le32(b, i) + le32(b, i + 4) * 2 ** 32
const pad = (n: number) => String(n).padStart(2, '0')

function dosDate(date: number, time: number): string {
  const y = 1980 + (date >> 9)
  return `${y}-${pad((date >> 5) & 15)}-${pad(date & 31)} ${pad(time >> 11)}:${pad((time >> 5) & 63)}:${pad((time & 31) * 2)}`
}

const utf8 = new TextDecoder()
/** IBM code page 437, as names without the UTF-8 flag are written (bytes 0x80-0xff). */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0'
const cp437 = (b: Uint8Array) => Array.from(b, (c) => (c < 0x80 ? String.fromCharCode(c) : CP437_HIGH[c - 0x80]!)).join('')

/** The end of central directory record (and its ZIP64 form), found from the end of the file. */
function centralDirectory(b: Uint8Array): { at: number; count: number } {
  const lowest = Math.max(0, b.length - 22 - 0xffff)
  for (let i = b.length - 22; i >= lowest; i--) {
    if (b[i] !== 0x50 || le32(b, i) !== 0x06054b50) continue
    let count = le16(b, i + 10)
    let at = le32(b, i + 16)
    const loc = i - 20
    if ((at === 0xffffffff || count === 0xffff) && loc >= 0 && le32(b, loc) === 0x07064b50) {
      const z = le64(b, loc + 8)
      if (z + 56 <= b.length && le32(b, z) === 0x06064b50) {
        count = le64(b, z + 32)
        at = le64(b, z + 48)
      }
    }
    if (at > b.length) throw new OpError(`Corrupt ZIP: its central directory is said to start at byte ${at}, past the end (${b.length} bytes)`)
    return { at, count }
  }
  if (!b.length) throw new OpError('Not a ZIP: the input is empty')
  throw new OpError(`Not a ZIP: no end of central directory record (the first bytes are ${firstBytes(b, 4)}: ${looksLike(b)})`)
}

/** Every entry of a ZIP, from its central directory. */
export function listZip(b: Uint8Array): ZipEntry[] {
  const { at, count } = centralDirectory(b)
  const entries: ZipEntry[] = []
  let p = at
  for (let k = 0; k < count; k++) {
    if (p + 46 > b.length || le32(b, p) !== 0x02014b50) throw new OpError(`Corrupt ZIP: central directory entry ${k + 1} of ${count} at byte ${p} is not one`)
    const flags = le16(b, p + 8)
    const method = le16(b, p + 10)
    const nameLength = le16(b, p + 28)
    const extraLength = le16(b, p + 30)
    const commentLength = le16(b, p + 32)
    const rawName = b.subarray(p + 46, p + 46 + nameLength)
    const name = flags & 0x800 ? utf8.decode(rawName) : cp437(rawName)
    let size = le32(b, p + 24)
    let compressedSize = le32(b, p + 20)
    let modified = dosDate(le16(b, p + 14), le16(b, p + 12))
    const extra = b.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength)
    for (let e = 0; e + 4 <= extra.length; ) {
      const id = le16(extra, e)
      const len = le16(extra, e + 2)
      const field = extra.subarray(e + 4, e + 4 + len)
      if (id === 0x0001) {
        // ZIP64: the sizes that overflowed 32 bits, in this order.
        let q = 0
        if (size === 0xffffffff && q + 8 <= field.length) {
          size = le64(field, q)
          q += 8
        }
        if (compressedSize === 0xffffffff && q + 8 <= field.length) compressedSize = le64(field, q)
      } else if (id === 0x5455 && field.length >= 5 && field[0]! & 1) {
        modified = new Date(le32(field, 1) * 1000).toISOString().replace('T', ' ').replace('.000Z', 'Z')
      }
      e += 4 + len
    }
    entries.push({
      name,
      size,
      compressedSize,
      modified,
      method: METHODS[method] ?? `method ${method}`,
      crc32: hex8(le32(b, p + 16)),
      directory: name.endsWith('/'),
      encrypted: !!(flags & 1),
    })
    p += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** One file of a ZIP: the named one, or the first that is not a directory; its CRC-32 checked. */
function extractZip(b: Uint8Array, wanted: string): Uint8Array {
  const entries = listZip(b)
  const name = wanted.trim()
  const entry = name ? entries.find((e) => e.name === name) : entries.find((e) => !e.directory)
  if (!entry) {
    if (!name) throw new OpError(entries.length ? 'The ZIP holds only folders' : 'The ZIP is empty')
    const names = entries.filter((e) => !e.directory).map((e) => e.name)
    throw new OpError(`No file named "${name}" in the ZIP (it holds ${names.length ? names.slice(0, 10).join(', ') + (names.length > 10 ? ', …' : '') : 'no files'})`)
  }
  if (entry.directory) throw new OpError(`"${entry.name}" is a folder, not a file`)
  if (entry.encrypted) throw new OpError(`"${entry.name}" is encrypted, which is not supported`)
  if (entry.method !== 'stored' && entry.method !== 'deflate') throw new OpError(`"${entry.name}" is compressed with ${entry.method}, which is not supported (only stored and deflate)`)
  let files: Record<string, Uint8Array>
  try {
    // fflate names entries as it decodes them (UTF-8 when flagged, else Latin-1): pick by position.
    let index = -1
    const position = entries.indexOf(entry)
    files = unzipSync(b, { filter: () => ++index === position })
  } catch (e) {
    throw new OpError(`Corrupt ZIP entry "${entry.name}": ${e instanceof Error ? e.message : String(e)}`)
  }
  const data = Object.values(files)[0]
  if (!data) throw new OpError(`Corrupt ZIP: "${entry.name}" could not be read`)
  const crc = hex8(crc32(data))
  if (crc !== entry.crc32) throw new OpError(`Corrupt ZIP entry "${entry.name}": its CRC-32 is ${crc}, the archive says ${entry.crc32}`)
  return data
}

// ---------------------------------------------------------------- the operations

export default {
  gzip: { run: (input, args) => whole(compressors.gzip(args), input as Uint8Array), stream: (args) => compressors.gzip(args) },
  gunzip: { run: (input) => whole(inflater('gzip'), input as Uint8Array), stream: () => inflater('gzip') },
  'raw-deflate': { run: (input, args) => whole(compressors.deflate(args), input as Uint8Array), stream: (args) => compressors.deflate(args) },
  'raw-inflate': { run: (input) => whole(inflater('deflate'), input as Uint8Array), stream: () => inflater('deflate') },
  'zlib-deflate': { run: (input, args) => whole(compressors.zlib(args), input as Uint8Array), stream: (args) => compressors.zlib(args) },
  'zlib-inflate': { run: (input) => whole(inflater('zlib'), input as Uint8Array), stream: () => inflater('zlib') },
  'brotli-compress': { run: (input, args) => whole(brotliCompressor(args), input as Uint8Array), stream: (args) => brotliCompressor(args) },
  'brotli-decompress': { run: (input) => whole(brotliDecompressor(), input as Uint8Array), stream: () => brotliDecompressor() },
  'list-zip': { run: (input) => JSON.stringify(listZip(input as Uint8Array), null, 2) },
  'extract-from-zip': { run: (input, args) => extractZip(input as Uint8Array, String(args.file ?? '')) },
} satisfies OpImpls
