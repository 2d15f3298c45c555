import { constants, brotliCompressSync, brotliDecompressSync, deflateRawSync, gunzipSync, gzipSync, inflateRawSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { defaultArgs, operationById } from '../../../ops/manifest'
import type { ChunkTransformer } from '../op-impl'
import ops, { adler32, crc32, listZip } from './compression.ops'

const hex = (h: string) => Uint8Array.from(Buffer.from(h.replace(/\s+/g, ''), 'hex'))
const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex')
const text = (s: string) => new TextEncoder().encode(s)
const str = (b: unknown) => new TextDecoder().decode(b as Uint8Array)
const args = (id: string, over: Record<string, unknown> = {}) => ({ ...defaultArgs(operationById(id)!), ...over }) as never

const run = async (id: keyof typeof ops, input: Uint8Array, over: Record<string, unknown> = {}) => (await ops[id].run(input, args(id, over))) as Uint8Array
const fails = (id: keyof typeof ops, input: Uint8Array, over: Record<string, unknown> = {}) => expect(Promise.resolve().then(() => ops[id].run(input, args(id, over))))

/** Pushes `input` in chunks of the given sizes (cycled), then flushes. */
async function streamed(t: ChunkTransformer, input: Uint8Array, sizes: number[]): Promise<Uint8Array> {
  const parts: Uint8Array[] = []
  for (let at = 0, k = 0; at < input.length; k++) {
    const n = sizes[k % sizes.length]!
    parts.push(await t.push(input.subarray(at, at + n)))
    at += n
  }
  parts.push(await t.flush())
  return Buffer.concat(parts)
}

/** 300 KB, half compressible text, half noise: crosses the 64 KB blocks and fflate's windows. */
function sample(): Uint8Array {
  const out = new Uint8Array(300_000)
  let x = 0x12345678
  for (let i = 0; i < out.length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = i < 150_000 ? 'the quick brown fox '.charCodeAt(i % 20) ^ (x & 1) : x & 0xff
  }
  return out
}

// python3 -c "import gzip,sys; sys.stdout.write(gzip.compress(b'hello world\n', mtime=0).hex())"
const PY_GZIP = '1f8b0800000000000203cb48cdc9c95728cf2fca49e102002d3b08af0c000000'
// python3 -c "import gzip,sys; sys.stdout.write((gzip.compress(b'first ', mtime=0) + gzip.compress(b'second', mtime=0)).hex())"
const PY_GZIP_2 = '1f8b08000000000002034bcb2c2a2e510000fc7af11c060000001f8b08000000000002032b4e4dcecf4b010069111fb606000000'
// python3 -c "import gzip,io,sys; b=io.BytesIO(); f=gzip.GzipFile(fileobj=b, mode='wb', filename='a.txt', mtime=0); f.write(b'named'); f.close(); sys.stdout.write(b.getvalue().hex())"
const PY_GZIP_NAMED = '1f8b08080000000002ff612e74787400cb4bcc4d4d010087cce07105000000'
// python3 -c "import zlib,sys; sys.stdout.write(zlib.compress(b'hello world\n').hex())"
const PY_ZLIB = '789ccb48cdc9c95728cf2fca49e102001e720467'
// python3 -c "import zlib,sys; c=zlib.compressobj(wbits=-15); sys.stdout.write((c.compress(b'hello world\n')+c.flush()).hex())"
const PY_RAW = 'cb48cdc9c95728cf2fca49e10200'

describe('Gunzip (RFC 1952)', () => {
  it('reads what Python writes: one member, several members, a header with a file name', async () => {
    expect(str(await run('gunzip', hex(PY_GZIP)))).toBe('hello world\n')
    expect(str(await run('gunzip', hex(PY_GZIP_2)))).toBe('first second')
    expect(str(await run('gunzip', hex(PY_GZIP_NAMED)))).toBe('named')
  })

  it('reads every optional header field (FEXTRA, FNAME, FCOMMENT, FHCRC)', async () => {
    // Flags 0x1e; 4 bytes of extra field, name "n", comment "c", a two-byte header CRC; then the body and trailer of PY_GZIP.
    const header = hex('1f8b 08 1e 00000000 00 03 0400 41420000 6e00 6300 abcd')
    expect(str(await run('gunzip', Buffer.concat([header, hex(PY_GZIP).subarray(10)])))).toBe('hello world\n')
  })

  it('gives nothing for nothing (as Python does), and ignores zero padding after the last member (as gzip(1) does)', async () => {
    expect(await run('gunzip', new Uint8Array(0))).toEqual(new Uint8Array(0))
    expect(str(await run('gunzip', Buffer.concat([hex(PY_GZIP), new Uint8Array(512)])))).toBe('hello world\n')
  })

  it('says what the input looks like when it is not gzip', async () => {
    await fails('gunzip', hex('504b0304 14000000')).rejects.toThrow('Not gzip: the first bytes are 50 4b (a ZIP archive?)')
    await fails('gunzip', hex(PY_ZLIB)).rejects.toThrow('Not gzip: the first bytes are 78 9c (a zlib stream? try Zlib Inflate)')
    await fails('gunzip', text('hello')).rejects.toThrow('Not gzip: the first bytes are 68 65 (text, not compressed data?)')
    await fails('gunzip', hex('1f8b09000000000000ff')).rejects.toThrow('Unsupported gzip compression method 9 at byte 2 (only 8, deflate, exists)')
  })

  it('says where a stream was cut short', async () => {
    const gz = hex(PY_GZIP)
    await fails('gunzip', gz.subarray(0, 1)).rejects.toThrow('Truncated gzip stream: it ends inside the header of member 1')
    await fails('gunzip', gz.subarray(0, 6)).rejects.toThrow('Truncated gzip stream: it ends inside the header of member 1')
    await fails('gunzip', gz.subarray(0, 14)).rejects.toThrow('Truncated gzip stream: it ends inside the compressed data of member 1')
    await fails('gunzip', gz.subarray(0, gz.length - 8)).rejects.toThrow('Truncated gzip stream: it ends inside the 8-byte trailer of member 1')
    await fails('gunzip', gz.subarray(0, gz.length - 1)).rejects.toThrow('Truncated gzip stream: it ends inside the 8-byte trailer of member 1')
    const two = hex(PY_GZIP_2)
    await fails('gunzip', two.subarray(0, two.length - 3)).rejects.toThrow('Truncated gzip stream: it ends inside the 8-byte trailer of member 2')
  })

  it('checks the CRC-32 and the length in each trailer', async () => {
    const badCrc = hex(PY_GZIP)
    badCrc[badCrc.length - 8] = badCrc[badCrc.length - 8]! ^ 1
    await fails('gunzip', badCrc).rejects.toThrow('Corrupt gzip data of member 1 (its data starts at byte 10): its CRC-32 is af083b2d, the trailer says af083b2c')
    const badSize = hex(PY_GZIP)
    badSize[badSize.length - 4] = 13
    await fails('gunzip', badSize).rejects.toThrow('Corrupt gzip data of member 1 (its data starts at byte 10): 12 bytes came out, the trailer says 13 (mod 2^32)')
  })

  it('refuses damaged data and bytes after the stream, saying where', async () => {
    const bad = hex(PY_GZIP)
    bad[10] = 0x07 // BFINAL=1, BTYPE=11: a block type that does not exist
    await fails('gunzip', bad).rejects.toThrow('Corrupt gzip data of member 1 (its data starts at byte 10): an invalid block type')
    await fails('gunzip', Buffer.concat([hex(PY_GZIP), text('junk')])).rejects.toThrow('Not gzip after member 1: the bytes at 32 are 6a 75 (text, not compressed data?)')
    await fails('gunzip', Buffer.concat([hex(PY_GZIP), hex('0000ff')])).rejects.toThrow('Unexpected bytes after the gzip stream at byte 34: ff')
  })

  it('streams: any chunking gives what one run gives, errors included', async () => {
    const data = sample()
    const gz = gzipSync(data) // node's zlib (not fflate) as the writer
    const whole = await run('gunzip', gz)
    expect(Buffer.compare(whole, data)).toBe(0)
    for (const sizes of [[7, 3000], [65536], [gz.length]]) expect(Buffer.compare(await streamed(ops.gunzip.stream(), gz, sizes), data)).toBe(0)
    const small = gzipSync(data.subarray(148_000, 152_000))
    expect(Buffer.compare(await streamed(ops.gunzip.stream(), small, [1]), data.subarray(148_000, 152_000))).toBe(0)
    const two = hex(PY_GZIP_2)
    for (let n = 1; n < two.length; n++) expect(str(await streamed(ops.gunzip.stream(), two, [n])), `chunks of ${n}`).toBe('first second')
    await expect(streamed(ops.gunzip.stream(), two.subarray(0, 30), [4])).rejects.toThrow('Truncated gzip stream: it ends inside the header of member 2')
  })
})

describe('Gzip', () => {
  it('writes bytes Python reads back (level 6, 0 stores, 9), with no time stamp', async () => {
    // python3 -c "import gzip; print(gzip.decompress(bytes.fromhex('<each>')))"  ->  b'hello world\n'
    expect(toHex(await run('gzip', text('hello world\n')))).toBe('1f8b0800000000000003cb48cdc9c95728cf2fca49e102002d3b08af0c000000')
    expect(toHex(await run('gzip', text('hello world\n'), { level: 0 }))).toBe('1f8b0800000000000403010c00f3ff68656c6c6f20776f726c640a2d3b08af0c000000')
    expect(toHex(await run('gzip', text('hello world\n'), { level: 9 }))).toBe('1f8b0800000000000203cb48cdc9c95728cf2fca49e102002d3b08af0c000000')
  })

  it('streams the same bytes over 64 KB blocks however the input is cut, and node.js zlib reads them', async () => {
    const data = sample()
    for (const level of [1, 9]) {
      const whole = await run('gzip', data, { level })
      expect(Buffer.compare(gunzipSync(whole), data)).toBe(0)
      for (const sizes of [[1000], [70000, 13]]) expect(toHex(await streamed(ops.gzip.stream(args('gzip', { level })), data, sizes))).toBe(toHex(whole))
    }
  })
})

describe('Zlib Inflate / Deflate (RFC 1950) and Raw Inflate / Deflate (RFC 1951)', () => {
  it('read what Python writes', async () => {
    expect(str(await run('zlib-inflate', hex(PY_ZLIB)))).toBe('hello world\n')
    expect(str(await run('raw-inflate', hex(PY_RAW)))).toBe('hello world\n')
  })

  it('write what Python reads', async () => {
    // python3 -c "import zlib; print(zlib.decompress(bytes.fromhex('789ccb48cdc9c95728cf2fca49e102001e720467')))"  ->  b'hello world\n'
    expect(toHex(await run('zlib-deflate', text('hello world\n')))).toBe('789ccb48cdc9c95728cf2fca49e102001e720467')
    // python3 -c "import zlib; print(zlib.decompress(bytes.fromhex('cb48cdc9c95728cf2fca49e10200'), -15))"  ->  b'hello world\n'
    expect(toHex(await run('raw-deflate', text('hello world\n')))).toBe('cb48cdc9c95728cf2fca49e10200')
  })

  it('refuse what is not theirs, in words', async () => {
    await fails('zlib-inflate', hex(PY_GZIP)).rejects.toThrow('Not zlib: the first bytes are 1f 8b (a gzip stream? try Gunzip)')
    await fails('zlib-inflate', hex('789d')).rejects.toThrow('Not zlib: the first bytes are 78 9d') // (0x789d % 31) is not 0
    await fails('zlib-inflate', hex('78bb0000')).rejects.toThrow('The zlib stream needs a preset dictionary (FDICT), which is not supported')
    const badAdler = hex(PY_ZLIB)
    badAdler[badAdler.length - 1] = badAdler[badAdler.length - 1]! ^ 1
    await fails('zlib-inflate', badAdler).rejects.toThrow('Corrupt zlib data: its Adler-32 is 1e720467, the trailer says 1e720466')
    await fails('zlib-inflate', hex(PY_ZLIB).subarray(0, 18)).rejects.toThrow('Truncated zlib stream: it ends inside the 4-byte trailer')
    await fails('zlib-inflate', Buffer.concat([hex(PY_ZLIB), hex('00')])).rejects.toThrow('Unexpected bytes after the zlib stream at byte 20: 00')
    await fails('raw-inflate', hex('07')).rejects.toThrow('Corrupt raw deflate data: an invalid block type')
    await fails('raw-inflate', hex(PY_RAW).subarray(0, 8)).rejects.toThrow('Truncated raw deflate stream: it ends inside the compressed data')
    await fails('raw-inflate', Buffer.concat([hex(PY_RAW), hex('41')])).rejects.toThrow('Unexpected bytes after the raw deflate stream at byte 14: 41')
  })

  it('stream the same bytes as one run, and agree with node.js zlib both ways', async () => {
    const data = sample()
    const z = await run('zlib-deflate', data)
    expect(Buffer.compare(inflateSync(z), data)).toBe(0)
    expect(toHex(await streamed(ops['zlib-deflate'].stream(args('zlib-deflate')), data, [777]))).toBe(toHex(z))
    expect(Buffer.compare(await streamed(ops['zlib-inflate'].stream(), z, [5, 4096]), data)).toBe(0)
    const raw = deflateRawSync(data)
    expect(Buffer.compare(await run('raw-inflate', raw), data)).toBe(0)
    expect(Buffer.compare(await streamed(ops['raw-inflate'].stream(), raw, [3, 999]), data)).toBe(0)
    expect(Buffer.compare(inflateRawSync(await run('raw-deflate', data, { level: 1 })), data)).toBe(0)
  })

  it('checksums: CRC-32 and Adler-32 match zlib', () => {
    // python3 -c "import zlib; print('%08x %08x' % (zlib.crc32(b'123456789'), zlib.adler32(b'Wikipedia')))"  ->  cbf43926 11e60398
    expect(crc32(text('123456789')).toString(16)).toBe('cbf43926')
    expect(adler32(text('Wikipedia')).toString(16)).toBe('11e60398')
    expect(crc32(text('56789'), crc32(text('1234'))).toString(16)).toBe('cbf43926')
    // python3 -c "import zlib; print('%08x' % zlib.adler32(b'\xff' * 100000))"  (the sums reduced over a long run)
    expect(adler32(new Uint8Array(100_000).fill(0xff)).toString(16).padStart(8, '0')).toBe('149a302c')
  })
})

describe('Brotli (RFC 7932), brotli-wasm', () => {
  it('decompresses the shortest stream (RFC 7932 section 9: WBITS 16, ISLAST, ISLASTEMPTY = 0x06) and what node.js zlib writes', async () => {
    expect(await run('brotli-decompress', hex('06'))).toEqual(new Uint8Array(0))
    const data = sample()
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    expect(Buffer.compare(await run('brotli-decompress', br), data)).toBe(0)
    expect(Buffer.compare(await streamed(ops['brotli-decompress'].stream(), br, [1, 5000, 3]), data)).toBe(0)
  })

  it('compresses what node.js zlib decompresses, the same bytes chunk by chunk, at each quality', async () => {
    const data = sample().subarray(0, 140_000)
    for (const quality of [1, 5]) {
      const br = await run('brotli-compress', data, { quality })
      expect(Buffer.compare(brotliDecompressSync(br), data)).toBe(0)
      expect(toHex(await streamed(ops['brotli-compress'].stream(args('brotli-compress', { quality })), data, [65536 + 7, 100]))).toBe(toHex(br))
    }
    expect(str(brotliDecompressSync(await run('brotli-compress', text('hello hello hello'))))).toBe('hello hello hello')
  })

  it('says when a stream is empty, cut short, damaged or followed by more', async () => {
    const br = brotliCompressSync(text('hello brotli '.repeat(50)))
    await fails('brotli-decompress', new Uint8Array(0)).rejects.toThrow('Not Brotli: the input is empty (the shortest Brotli stream is one byte)')
    await fails('brotli-decompress', br.subarray(0, br.length - 2)).rejects.toThrow('Truncated Brotli stream: it ends before its last meta-block')
    await fails('brotli-decompress', Buffer.concat([br, text('xy')])).rejects.toThrow(`Unexpected bytes after the Brotli stream at byte ${br.length}: 78 79`)
    await fails('brotli-decompress', hex('ffffffffffff')).rejects.toThrow(/^Corrupt Brotli data \(within the first 6 bytes\)/)
  })
})

// python3 -c "import zipfile,io,base64; b=io.BytesIO(); z=zipfile.ZipFile(b,'w'); z.writestr(zipfile.ZipInfo('docs/', date_time=(2024,3,1,12,30,4)), b'');
//   i=zipfile.ZipInfo('docs/readme.txt', date_time=(2024,3,1,12,30,4)); i.compress_type=zipfile.ZIP_DEFLATED; z.writestr(i, b'read me '*20);
//   i=zipfile.ZipInfo('hello.txt', date_time=(2023,12,31,23,59,58)); z.writestr(i, b'hello zip\n'); z.close(); print(base64.b64encode(b.getvalue()).decode())"
const PY_ZIP = Buffer.from(
  'UEsDBBQAAAAAAMJjYVgAAAAAAAAAAAAAAAAFAAAAZG9jcy9QSwMEFAAAAAgAwmNhWMTWqW0NAAAAoAAAAA8AAABkb2NzL3JlYWRtZS50eHQrSk1MUchNVSgapDQAUEsDBBQAAAAAAH2/n1dIyRFICgAAAAoAAAAJAAAAaGVsbG8udHh0aGVsbG8gemlwClBLAQIUAxQAAAAAAMJjYVgAAAAAAAAAAAAAAAAFAAAAAAAAAAAAAACAAQAAAABkb2NzL1BLAQIUAxQAAAAIAMJjYVjE1qltDQAAAKAAAAAPAAAAAAAAAAAAAACAASMAAABkb2NzL3JlYWRtZS50eHRQSwECFAMUAAAAAAB9v59XSMkRSAoAAAAKAAAACQAAAAAAAAAAAAAAgAFdAAAAaGVsbG8udHh0UEsFBgAAAAADAAMApwAAAI4AAAAAAA==',
  'base64',
)

describe('List ZIP and Extract from ZIP', () => {
  it('lists the entries Python wrote (zipfile infolist: sizes, CRC, method, date)', async () => {
    const listed = JSON.parse(ops['list-zip'].run(PY_ZIP) as string)
    expect(listed).toEqual([
      { name: 'docs/', size: 0, compressedSize: 0, modified: '2024-03-01 12:30:04', method: 'stored', crc32: '00000000', directory: true, encrypted: false },
      { name: 'docs/readme.txt', size: 160, compressedSize: 13, modified: '2024-03-01 12:30:04', method: 'deflate', crc32: '6da9d6c4', directory: false, encrypted: false },
      { name: 'hello.txt', size: 10, compressedSize: 10, modified: '2023-12-31 23:59:58', method: 'stored', crc32: '4811c948', directory: false, encrypted: false },
    ])
    expect(listZip(new Uint8Array(PY_ZIP)).length).toBe(3)
  })

  it('extracts the named file, or the first file (not a folder) by default', async () => {
    expect(str(await run('extract-from-zip', PY_ZIP))).toBe('read me '.repeat(20))
    expect(str(await run('extract-from-zip', PY_ZIP, { file: 'hello.txt' }))).toBe('hello zip\n')
  })

  it('says what is wrong, in words', async () => {
    await fails('extract-from-zip', PY_ZIP, { file: 'nope.txt' }).rejects.toThrow('No file named "nope.txt" in the ZIP (it holds docs/readme.txt, hello.txt)')
    await fails('extract-from-zip', PY_ZIP, { file: 'docs/' }).rejects.toThrow('"docs/" is a folder, not a file')
    await fails('list-zip', hex(PY_GZIP)).rejects.toThrow('Not a ZIP: no end of central directory record (the first bytes are 1f 8b 08 00: a gzip stream? try Gunzip)')
    await fails('list-zip', new Uint8Array(0)).rejects.toThrow('Not a ZIP: the input is empty')
    const damaged = new Uint8Array(PY_ZIP)
    const at = damaged.indexOf(0x68, 0x80) // the "h" of "hello zip", stored as it is
    damaged[at] = damaged[at]! ^ 0x20
    await fails('extract-from-zip', damaged, { file: 'hello.txt' }).rejects.toThrow('Corrupt ZIP entry "hello.txt": its CRC-32 is')
  })
})
