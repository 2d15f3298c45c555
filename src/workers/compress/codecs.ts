/**
 * The jSquash codecs (Squoosh's, compiled to WebAssembly): MozJPEG, OxiPNG, libwebp, libavif, the
 * PNG decoder and the Lanczos resizer. Their glue code is imported from the packages lazily, one
 * codec at a time, and each wasm module is compiled from a source the caller provides: the worker
 * fetches the files Vite emitted (wasm-urls.ts), the unit tests read them from node_modules. The
 * packages' own entry points are not used, because they pick a multi-threaded build that needs a
 * cross-origin isolated page (this app is not one) and would ship that build too.
 *
 * Everything here works on plain RGBA pixels ({ data, width, height }) and needs no DOM.
 */
import { defaultOptions as AVIF_DEFAULTS } from '@jsquash/avif/meta.js'
import { defaultOptions as JPEG_DEFAULTS } from '@jsquash/jpeg/meta.js'
import { defaultOptions as WEBP_DEFAULTS } from '@jsquash/webp/meta.js'

export type WasmName = 'mozjpeg_enc' | 'mozjpeg_dec' | 'webp_enc' | 'webp_enc_simd' | 'webp_dec' | 'avif_enc' | 'avif_dec' | 'png' | 'oxipng' | 'resize'
/** Compiles one of the codecs' wasm files. */
export type WasmSource = (name: WasmName) => Promise<WebAssembly.Module>

/** RGBA pixels, 8 bits a channel, straight (not premultiplied) alpha. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number }

// The glue modules' shapes (only what is used here).
type EmscriptenFactory<M> = (options: Record<string, unknown>) => Promise<M>
type Encoder = { encode(data: Uint8Array | Uint8ClampedArray, width: number, height: number, options: object): Uint8Array | null }
type Decoder = { decode(data: Uint8Array, ...rest: unknown[]): Pixels | null }
type BindgenInit = (module: WebAssembly.Module) => Promise<unknown>

/** Emscripten, with the module compiled already: instantiated synchronously, as jSquash's own init does. */
function emscripten<M>(factory: EmscriptenFactory<M>, module: WebAssembly.Module): Promise<M> {
  return factory({
    noInitialRun: true,
    instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
      const instance = new WebAssembly.Instance(module, imports)
      done(instance)
      return instance.exports
    },
  })
}

/** True when the engine runs WebAssembly SIMD (wasm-feature-detect's test module). */
export const simdSupported = () => WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]))

const bytesOf = (a: Uint8Array | Uint8ClampedArray) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength)
/** The encoder's output as its own ArrayBuffer (a view on a larger buffer is copied out). */
const own = (a: Uint8Array): ArrayBuffer => (a.byteOffset === 0 && a.byteLength === a.buffer.byteLength ? (a.buffer as ArrayBuffer) : (a.slice().buffer as ArrayBuffer))

/**
 * The codecs, each loaded on first use and kept for the worker's life. A failed load is not kept,
 * so the next call tries again.
 */
export function createCodecs(source: WasmSource) {
  const cache = new Map<string, Promise<unknown>>()
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let p = cache.get(key) as Promise<T> | undefined
    if (!p) {
      p = load()
      cache.set(key, p)
      p.catch(() => cache.delete(key))
    }
    return p
  }

  const mozjpegEnc = () =>
    once('mozjpeg_enc', async () => emscripten<Encoder>((await import('@jsquash/jpeg/codec/enc/mozjpeg_enc.js')).default as unknown as EmscriptenFactory<Encoder>, await source('mozjpeg_enc')))
  const mozjpegDec = () =>
    once('mozjpeg_dec', async () => emscripten<Decoder>((await import('@jsquash/jpeg/codec/dec/mozjpeg_dec.js')).default as unknown as EmscriptenFactory<Decoder>, await source('mozjpeg_dec')))
  const webpEnc = () =>
    once('webp_enc', async () =>
      simdSupported()
        ? emscripten<Encoder>((await import('@jsquash/webp/codec/enc/webp_enc_simd.js')).default as unknown as EmscriptenFactory<Encoder>, await source('webp_enc_simd'))
        : emscripten<Encoder>((await import('@jsquash/webp/codec/enc/webp_enc.js')).default as unknown as EmscriptenFactory<Encoder>, await source('webp_enc')),
    )
  const webpDec = () =>
    once('webp_dec', async () => emscripten<Decoder>((await import('@jsquash/webp/codec/dec/webp_dec.js')).default as unknown as EmscriptenFactory<Decoder>, await source('webp_dec')))
  const avifEnc = () =>
    once('avif_enc', async () => emscripten<Encoder>((await import('@jsquash/avif/codec/enc/avif_enc.js')).default as unknown as EmscriptenFactory<Encoder>, await source('avif_enc')))
  const avifDec = () =>
    once('avif_dec', async () => emscripten<Decoder>((await import('@jsquash/avif/codec/dec/avif_dec.js')).default as unknown as EmscriptenFactory<Decoder>, await source('avif_dec')))
  const png = () =>
    once('png', async () => {
      const m = await import('@jsquash/png/codec/pkg/squoosh_png.js')
      await (m.default as unknown as BindgenInit)(await source('png'))
      return m
    })
  const oxipng = () =>
    once('oxipng', async () => {
      const m = await import('@jsquash/oxipng/codec/pkg/squoosh_oxipng.js')
      await (m.default as unknown as BindgenInit)(await source('oxipng'))
      return m
    })
  const resizer = () =>
    once('resize', async () => {
      const m = await import('@jsquash/resize/lib/resize/pkg/squoosh_resize.js')
      await (m.default as unknown as BindgenInit)(await source('resize'))
      return m
    })

  const decoded = (p: Pixels | null, what: string): Pixels => {
    if (!p || !p.width || !p.height) throw new Error(`${what} could not decode the data`)
    return { data: p.data, width: p.width, height: p.height }
  }

  return {
    /** Decodes JPEG (MozJPEG), PNG (the png crate), WebP (libwebp) or AVIF (libavif, 8 bits) to RGBA. */
    async decode(kind: 'jpeg' | 'png' | 'webp' | 'avif', bytes: ArrayBuffer): Promise<Pixels> {
      const input = new Uint8Array(bytes)
      switch (kind) {
        case 'jpeg':
          return decoded((await mozjpegDec()).decode(input, false), 'MozJPEG')
        case 'png':
          return decoded((await png()).decode(input) as unknown as Pixels, 'the PNG decoder')
        case 'webp':
          return decoded((await webpDec()).decode(input), 'libwebp')
        case 'avif':
          return decoded((await avifDec()).decode(input, 8), 'libavif')
      }
    },
    /** MozJPEG: quality 0-100; alpha is ignored by JPEG (flatten first). */
    async jpeg(p: Pixels, o: { quality: number; progressive: boolean }): Promise<ArrayBuffer> {
      const out = (await mozjpegEnc()).encode(p.data, p.width, p.height, { ...JPEG_DEFAULTS, quality: o.quality, progressive: o.progressive })
      if (!out) throw new Error('MozJPEG returned nothing')
      return own(out)
    },
    /** libwebp: quality 0-100 (in lossless mode it is the effort), lossy or lossless. */
    async webp(p: Pixels, o: { quality: number; lossless: boolean }): Promise<ArrayBuffer> {
      const out = (await webpEnc()).encode(p.data, p.width, p.height, { ...WEBP_DEFAULTS, quality: o.quality, lossless: o.lossless ? 1 : 0 })
      if (!out) throw new Error('libwebp returned nothing')
      return own(out)
    },
    /** libavif: quality 0-100 (jSquash 2's scale, 50 by default), speed 0 (slowest, smallest) to 10. */
    async avif(p: Pixels, o: { quality: number; speed: number }): Promise<ArrayBuffer> {
      const out = (await avifEnc()).encode(bytesOf(p.data), p.width, p.height, { ...AVIF_DEFAULTS, quality: o.quality, speed: o.speed })
      if (!out) throw new Error('libavif returned nothing')
      return own(out)
    },
    /** OxiPNG, lossless, level 0-6: from pixels, or re-optimising a PNG file as it is (its bit depth and palette kept). */
    async png(input: Pixels | ArrayBuffer, o: { level: number }): Promise<ArrayBuffer> {
      const m = await oxipng()
      const out = input instanceof ArrayBuffer ? m.optimise(new Uint8Array(input), o.level, false, false) : m.optimise_raw(input.data, input.width, input.height, o.level, false, false)
      return own(out)
    },
    /** Lanczos3 in linear light with premultiplied alpha (Squoosh's default resize). */
    async resize(p: Pixels, width: number, height: number): Promise<Pixels> {
      const out = (await resizer()).resize(bytesOf(p.data), p.width, p.height, width, height, 3, true, true)
      return { data: new Uint8ClampedArray(out.buffer, out.byteOffset, out.byteLength), width, height }
    },
  }
}

export type Codecs = ReturnType<typeof createCodecs>
