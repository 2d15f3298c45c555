import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCodecs, type Pixels, type WasmName, type WasmSource } from './codecs'
import { compressWith, createCompressApi, flattenOnWhite, zipFiles, type CompressJob } from './compress.impl'
import { CODEC_DEFAULTS, fitLongestSide, type EncodeSettings } from './compress.shared'
import { readSize, sniffKind } from './sniff'

/** In node the codecs' wasm files are read from the packages, as the worker fetches the built ones. */
const require = createRequire(import.meta.url)
const pkg = (name: string) => dirname(require.resolve(`@jsquash/${name}/package.json`))
const FILES: Record<WasmName, string> = {
  mozjpeg_enc: join(pkg('jpeg'), 'codec/enc/mozjpeg_enc.wasm'),
  mozjpeg_dec: join(pkg('jpeg'), 'codec/dec/mozjpeg_dec.wasm'),
  webp_enc: join(pkg('webp'), 'codec/enc/webp_enc.wasm'),
  webp_enc_simd: join(pkg('webp'), 'codec/enc/webp_enc_simd.wasm'),
  webp_dec: join(pkg('webp'), 'codec/dec/webp_dec.wasm'),
  avif_enc: join(pkg('avif'), 'codec/enc/avif_enc.wasm'),
  avif_dec: join(pkg('avif'), 'codec/dec/avif_dec.wasm'),
  png: join(pkg('png'), 'codec/pkg/squoosh_png_bg.wasm'),
  oxipng: join(pkg('oxipng'), 'codec/pkg/squoosh_oxipng_bg.wasm'),
  resize: join(pkg('resize'), 'lib/resize/pkg/squoosh_resize_bg.wasm'),
}
const fromDisk: WasmSource = async (name) => WebAssembly.compile(readFileSync(FILES[name]))

// The wasm decoders build an ImageData; node has none (the Emscripten glue adds one, the PNG glue does not).
globalThis.ImageData ??= class {
  constructor(
    public data: Uint8ClampedArray,
    public width: number,
    public height: number,
  ) {}
} as unknown as typeof ImageData

/** A 64x48 picture: colour gradients with a soft edge, opaque, or with an alpha ramp. */
function picture(width = 64, height = 48, alpha = false): Pixels {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      data[i] = (x * 255) / (width - 1)
      data[i + 1] = (y * 255) / (height - 1)
      data[i + 2] = x < width / 2 ? 200 : 40
      data[i + 3] = alpha ? (x * 255) / (width - 1) : 255
    }
  return { data, width, height }
}

const codecs = createCodecs(fromDisk)
const head = (b: ArrayBuffer | Uint8Array) => new Uint8Array(b instanceof Uint8Array ? b : b).slice(0, 64)
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.slice(from, to))
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

/** A PNG file of the picture, made by OxiPNG itself: the input of most jobs below. */
let pngFile: Blob
beforeAll(async () => {
  pngFile = new Blob([await codecs.png(picture(), { level: 2 })], { type: 'image/png' })
})

const DEFAULT_SETTINGS: Record<EncodeSettings['format'], EncodeSettings> = {
  jpeg: { format: 'jpeg', quality: CODEC_DEFAULTS.jpegQuality, progressive: CODEC_DEFAULTS.jpegProgressive },
  png: { format: 'png', level: CODEC_DEFAULTS.pngLevel },
  webp: { format: 'webp', quality: CODEC_DEFAULTS.webpQuality, lossless: false },
  avif: { format: 'avif', quality: CODEC_DEFAULTS.avifQuality, speed: CODEC_DEFAULTS.avifSpeed },
}

describe('the defaults are Squoosh\'s (from the jSquash packages)', () => {
  it('MozJPEG 75 progressive, OxiPNG level 2, WebP 75, AVIF 50 at speed 6', () => {
    expect(CODEC_DEFAULTS).toEqual({ jpegQuality: 75, jpegProgressive: true, pngLevel: 2, webpQuality: 75, avifQuality: 50, avifSpeed: 6 })
  })
})

describe('compress: every codec makes a decodable file of the requested format and size', () => {
  const cases = [
    { format: 'jpeg', signature: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, mime: 'image/jpeg' },
    { format: 'png', signature: (b: Uint8Array) => [0x89, 0x50, 0x4e, 0x47].every((x, i) => b[i] === x), mime: 'image/png' },
    { format: 'webp', signature: (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP', mime: 'image/webp' },
    { format: 'avif', signature: (b: Uint8Array) => ascii(b, 4, 8) === 'ftyp' && ascii(b, 8, 12) === 'avif', mime: 'image/avif' },
  ] as const
  for (const c of cases) {
    it(`${c.format}: signature, MIME type, and decoded back at 64x48 by the reference decoder`, async () => {
      const out = await compressWith(codecs, { file: pngFile, encode: DEFAULT_SETTINGS[c.format], maxSide: null })
      const bytes = await bytesOf(out.blob)
      expect(c.signature(bytes)).toBe(true)
      expect(out.blob.type).toBe(c.mime)
      expect(sniffKind(bytes)).toBe(c.format)
      expect(readSize(bytes, c.format)).toEqual({ width: 64, height: 48 })
      expect(out).toMatchObject({ inKind: 'png', inWidth: 64, inHeight: 48, width: 64, height: 48, resized: false, decoder: 'wasm' })
      const back = await codecs.decode(c.format, bytes.buffer)
      expect([back.width, back.height]).toEqual([64, 48])
      // Lossy or not, the picture survives: its top-left corner is dark, its right side red.
      const px = (x: number, y: number) => Array.from(back.data.slice((y * 64 + x) * 4, (y * 64 + x) * 4 + 3))
      expect(px(2, 2).every((v, i) => Math.abs(v - [0, 0, 200][i]!) < 40)).toBe(true)
      expect(px(61, 24)[0]).toBeGreaterThan(200)
    })
  }

  it('PNG is lossless: OxiPNG gives back exactly the pixels, alpha included', async () => {
    const src = picture(64, 48, true)
    const file = new Blob([await codecs.png(src, { level: 0 })])
    for (const level of [0, 2, 6]) {
      const out = await compressWith(codecs, { file, encode: { format: 'png', level }, maxSide: 30 })
      const back = await codecs.decode('png', await out.blob.arrayBuffer())
      expect([back.width, back.height]).toEqual([30, 23])
      const same = await compressWith(codecs, { file, encode: { format: 'png', level }, maxSide: null })
      expect(Array.from((await codecs.decode('png', await same.blob.arrayBuffer())).data)).toEqual(Array.from(src.data))
    }
  })

  it('takes JPEG, WebP and AVIF in too (decoded by MozJPEG, libwebp, libavif in node)', async () => {
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      const input = await compressWith(codecs, { file: pngFile, encode: DEFAULT_SETTINGS[format], maxSide: null })
      const out = await compressWith(codecs, { file: input.blob, encode: DEFAULT_SETTINGS.png, maxSide: null })
      expect(out.inKind).toBe(format)
      expect(readSize(await bytesOf(out.blob), 'png')).toEqual({ width: 64, height: 48 })
    }
  })

  it('the options reach the encoders: quality, progressive, lossless, speed', async () => {
    const run = async (encode: EncodeSettings) => bytesOf((await compressWith(codecs, { file: pngFile, encode, maxSide: null })).blob)
    const hasMarker = (b: Uint8Array, m: number) => b.some((x, i) => x === 0xff && b[i + 1] === m)
    const progressive = await run({ format: 'jpeg', quality: 75, progressive: true })
    const baseline = await run({ format: 'jpeg', quality: 75, progressive: false })
    expect(hasMarker(progressive, 0xc2)).toBe(true) // SOF2: progressive DCT
    expect(hasMarker(baseline, 0xc2)).toBe(false)
    expect((await run({ format: 'jpeg', quality: 95, progressive: true })).length).toBeGreaterThan((await run({ format: 'jpeg', quality: 20, progressive: true })).length)
    expect(ascii(await run({ format: 'webp', quality: 75, lossless: true }), 12, 16)).toBe('VP8L')
    expect(ascii(await run({ format: 'webp', quality: 75, lossless: false }), 12, 16)).toBe('VP8 ')
    expect((await run({ format: 'webp', quality: 95, lossless: false })).length).toBeGreaterThan((await run({ format: 'webp', quality: 10, lossless: false })).length)
    expect((await run({ format: 'avif', quality: 90, speed: 8 })).length).toBeGreaterThan((await run({ format: 'avif', quality: 10, speed: 8 })).length)
  })

  it('JPEG has no alpha: transparency is laid over white', async () => {
    const src = picture(64, 48, true)
    const file = new Blob([await codecs.png(src, { level: 0 })])
    const out = await compressWith(codecs, { file, encode: { format: 'jpeg', quality: 90, progressive: true }, maxSide: null })
    const back = await codecs.decode('jpeg', await out.blob.arrayBuffer())
    // x = 0 is fully transparent: white, not the black of its RGB.
    expect(Array.from(back.data.slice(24 * 64 * 4, 24 * 64 * 4 + 3)).every((v) => v > 230)).toBe(true)
    expect(flattenOnWhite({ data: new Uint8ClampedArray([0, 0, 0, 0, 255, 0, 0, 128, 10, 20, 30, 255]), width: 3, height: 1 }).data).toEqual(new Uint8ClampedArray([255, 255, 255, 255, 255, 127, 127, 255, 10, 20, 30, 255]))
    const opaque = picture()
    expect(flattenOnWhite(opaque)).toBe(opaque) // nothing to do: no copy
  })
})

describe('resize to the longest side', () => {
  it('keeps the aspect ratio and never enlarges', () => {
    expect(fitLongestSide(6000, 4000, 1920)).toEqual({ width: 1920, height: 1280 })
    expect(fitLongestSide(3000, 4000, 1000)).toEqual({ width: 750, height: 1000 })
    expect(fitLongestSide(64, 48, 32)).toEqual({ width: 32, height: 24 })
    expect(fitLongestSide(1000, 1, 10)).toEqual({ width: 10, height: 1 })
    expect(fitLongestSide(800, 600, 1920)).toBeNull()
    expect(fitLongestSide(800, 600, 800)).toBeNull()
    expect(fitLongestSide(800, 600, null)).toBeNull()
  })

  it('resizes with Lanczos3 before encoding, for every codec', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      const out = await compressWith(codecs, { file: pngFile, encode: DEFAULT_SETTINGS[format], maxSide: 32 })
      expect(out).toMatchObject({ inWidth: 64, inHeight: 48, width: 32, height: 24, resized: true })
      const back = await codecs.decode(format, await out.blob.arrayBuffer())
      expect([back.width, back.height]).toEqual([32, 24])
    }
  })
})

describe('errors come back as answers with their kind and message', () => {
  const api = createCompressApi(fromDisk)
  const job = (bytes: Uint8Array | string, extra: Partial<CompressJob> = {}): CompressJob => ({ file: new Blob([bytes as BlobPart]), encode: DEFAULT_SETTINGS.webp, maxSide: null, ...extra })

  it('not an image of the four formats (GIF, HEIC, text)', async () => {
    const heic = new Uint8Array([0, 0, 0, 24, ...Array.from('ftypheic\0\0\0\0mif1heic', (c) => c.charCodeAt(0))])
    for (const bytes of [new TextEncoder().encode('GIF89a......'), heic, 'just text']) {
      expect(await api.compress(job(bytes))).toEqual({ ok: false, kind: 'unsupported', message: 'this format is not supported (JPEG, PNG, WebP, AVIF)' })
    }
  })

  it('a damaged file of a known format', async () => {
    const bytes = new Uint8Array(await pngFile.arrayBuffer()).slice(0, 60)
    expect(await api.compress(job(bytes))).toEqual({ ok: false, kind: 'damaged', message: 'the file is damaged or is not a valid PNG image' })
    expect(await api.compress(job(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 2, 1, 2, 3])))).toEqual({ ok: false, kind: 'damaged', message: 'the file is damaged or is not a valid JPEG image' })
    // The decoders are still usable afterwards: a damaged file does not poison the worker.
    const jpeg = await codecs.jpeg(picture(), { quality: 75, progressive: true })
    expect(await api.compress(job(new Uint8Array(jpeg)))).toMatchObject({ ok: true, inKind: 'jpeg', width: 64 })
    expect(await api.compress(job(new Uint8Array(await pngFile.arrayBuffer())))).toMatchObject({ ok: true, inKind: 'png', width: 64 })
  })

  it('an image over 100 megapixels, refused from its header before decoding', async () => {
    const png = new Uint8Array(await pngFile.arrayBuffer())
    const big = png.slice()
    new DataView(big.buffer).setUint32(16, 20_000)
    new DataView(big.buffer).setUint32(20, 6_000)
    expect(await api.compress(job(big))).toEqual({ ok: false, kind: 'too-large', message: '20,000 × 6,000 pixels (120 MP) is over the 100-megapixel limit' })
  })

  it('reports its stages in order', async () => {
    const seen: number[] = []
    const r = await api.compress(job(new Uint8Array(await pngFile.arrayBuffer()), { maxSide: 16 }), (p) => seen.push(p.done))
    expect(r.ok).toBe(true)
    expect(seen).toEqual([0, 1, 2]) // decoding, resizing, encoding
  })
})

describe('ZIP of a batch', () => {
  it('stores every file under its name, bytes intact', async () => {
    const a = new Uint8Array([1, 2, 3])
    const b = new Uint8Array(await pngFile.arrayBuffer())
    const zip = await zipFiles({ entries: [{ name: 'a.webp', blob: new Blob([a]) }, { name: 'b (2).png', blob: new Blob([b]) }] })
    expect(zip.type).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    expect(Object.keys(files)).toEqual(['a.webp', 'b (2).png'])
    expect(Array.from(files['a.webp']!)).toEqual([1, 2, 3])
    expect(files['b (2).png']!.length).toBe(b.length)
    expect(head(files['b (2).png']!)).toEqual(head(b))
  })
})
