/**
 * libwebp compiled to WebAssembly (jSquash's build of Squoosh's codec), for the Image Converter's
 * WebP output (issue 17). The glue is imported from the package directly, the SIMD build where the
 * engine runs WebAssembly SIMD (every current browser) and the plain build elsewhere, and its wasm
 * module is compiled from a source the caller provides: the worker fetches the file Vite emitted
 * (webp-wasm-url.ts), the unit tests read it from node_modules. The package's own entry point is
 * not used for the reason src/workers/compress/codecs.ts gives: it would pick and ship the
 * multi-threaded build, which needs a cross-origin isolated page (this app is not one).
 *
 * Why not the canvas: Chromium's canvas encoder is libwebp too, at a slow method, with no way to
 * ask for a faster one. Here the method is ours: at `WEBP_METHOD` a 24 MP photo at quality 90
 * encodes in 2.0 s against the canvas's 9.6 s, for a file 0.3% larger (bench `image` case).
 */
import { defaultOptions } from '@jsquash/webp/meta.js'

/**
 * libwebp's speed/size trade-off, 0 (fastest) to 6; the library's default is 4. Method 2 is the
 * fastest that encodes a grainy 24 MP photo: at 0 and 1 native cwebp 1.2.4 fails on the bench's
 * photo with PARTITION0_OVERFLOW (VP8's 512 KB first partition), even with -partition_limit 100 or
 * -segments 1. Native cwebp on it: method 2 1.55 s, method 3 9.05 s, method 4 8.86 s (3 and up
 * add rate-distortion search), files within 0.3%.
 */
export const WEBP_METHOD = 2
/** libwebp's own default method: the second try when a faster one writes nothing. */
export const LIBWEBP_DEFAULT_METHOD = 4

/** The encoder's error when libwebp writes no file. */
const NOTHING = 'libwebp returned nothing'

/** Compiles the encoder's wasm file: the SIMD build or the plain one. */
export type WebpWasmSource = (simd: boolean) => Promise<WebAssembly.Module>

type Encoder = { encode(data: Uint8Array | Uint8ClampedArray, width: number, height: number, options: object): Uint8Array | null }
type Factory = (options: Record<string, unknown>) => Promise<Encoder>

/** True when the engine runs WebAssembly SIMD (wasm-feature-detect's test module). */
export const simdSupported = () => WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]))

export type WebpWasm = {
  /** Lossy WebP of straight-alpha RGBA pixels; quality 0-100, method 0-6. */
  encode(pixels: { data: Uint8ClampedArray; width: number; height: number }, options: { quality: number; method: number }): Promise<ArrayBuffer>
  /** Which build was loaded (after the first encode). */
  readonly build: 'simd' | 'plain' | null
}

/** The encoder, loaded on first use and kept for the worker's life; a failed load is retried next time. */
export function createWebpWasm(source: WebpWasmSource): WebpWasm {
  let encoder: Promise<Encoder> | null = null
  let build: 'simd' | 'plain' | null = null
  const load = () => {
    encoder ??= (async () => {
      const simd = simdSupported()
      const glue = simd ? await import('@jsquash/webp/codec/enc/webp_enc_simd.js') : await import('@jsquash/webp/codec/enc/webp_enc.js')
      const module = await source(simd)
      const e = await (glue.default as unknown as Factory)({
        noInitialRun: true,
        // The module is compiled already: instantiate it synchronously, as jSquash's own init does.
        instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
          const instance = new WebAssembly.Instance(module, imports)
          done(instance)
          return instance.exports
        },
      })
      build = simd ? 'simd' : 'plain'
      return e
    })()
    encoder.catch(() => (encoder = null))
    return encoder
  }
  return {
    async encode(pixels, { quality, method }) {
      const out = (await load()).encode(pixels.data, pixels.width, pixels.height, { ...defaultOptions, quality, method, lossless: 0 })
      if (!out) throw new Error(NOTHING)
      // The result is a view on the codec's memory: copy it out.
      return out.slice().buffer as ArrayBuffer
    },
    get build() {
      return build
    },
  }
}

/**
 * The WebP encoders to try, in order, for the Image Converter's choice: 'auto' takes libwebp in
 * wasm first (4.7x faster than the canvas on a 24 MP photo, see WEBP_METHOD) and the canvas after
 * it, or alone where the codec is not available; 'wasm' and 'canvas' (the bench) take only that one.
 */
export function webpEncoders(choice: 'auto' | 'wasm' | 'canvas', wasmAvailable: boolean): ('wasm' | 'canvas')[] {
  if (choice === 'canvas') return ['canvas']
  if (choice === 'wasm') return wasmAvailable ? ['wasm'] : []
  return wasmAvailable ? ['wasm', 'canvas'] : ['canvas']
}

/**
 * Encodes at `method`, and again at libwebp's default method if a faster one writes nothing: at
 * methods 0 and 1, libwebp returns no file for the bench's 24 MP photo at quality 90 (native cwebp
 * names the error: PARTITION0_OVERFLOW, VP8's 512 KB first partition, which a grainy photo
 * overflows at the fastest methods). Answers the file and the method that wrote it.
 */
export async function encodeWebp(
  webp: Pick<WebpWasm, 'encode'>,
  pixels: { data: Uint8ClampedArray; width: number; height: number },
  { quality, method }: { quality: number; method: number },
): Promise<{ buffer: ArrayBuffer; method: number }> {
  try {
    return { buffer: await webp.encode(pixels, { quality, method }), method }
  } catch (e) {
    if (method >= LIBWEBP_DEFAULT_METHOD || !(e instanceof Error) || e.message !== NOTHING) throw e
    return { buffer: await webp.encode(pixels, { quality, method: LIBWEBP_DEFAULT_METHOD }), method: LIBWEBP_DEFAULT_METHOD }
  }
}
