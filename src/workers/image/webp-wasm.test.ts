import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { createWebpWasm, simdSupported, type WebpGlue, type WebpWasmSource } from './webp-wasm'

const require = createRequire(import.meta.url)
const wasmFile = (simd: boolean) => require.resolve(`@jsquash/webp/codec/enc/${simd ? 'webp_enc_simd' : 'webp_enc'}.wasm`)
const source: WebpWasmSource = (simd) => WebAssembly.compile(readFileSync(wasmFile(simd)))

/** A 64x48 gradient, opaque. */
function pixels() {
  const width = 64
  const height = 48
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) data.set([(i % width) * 4, Math.floor(i / width) * 5, 128, 255], i * 4)
  return { data, width, height }
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

describe('libwebp in wasm', () => {
  it('encodes RGBA pixels to a lossy WebP file (RIFF, WEBP, VP8 chunk) of the size libwebp writes', async () => {
    const webp = createWebpWasm(source)
    const out = new Uint8Array(await webp.encode(pixels(), { quality: 90, method: 1 }))
    expect(ascii(out, 0, 4)).toBe('RIFF')
    expect(ascii(out, 8, 12)).toBe('WEBP')
    expect(ascii(out, 12, 16)).toBe('VP8 ')
    // The RIFF size field counts everything after itself.
    expect(new DataView(out.buffer).getUint32(4, true)).toBe(out.length - 8)
    expect(webp.build).toBe(simdSupported() ? 'simd' : 'plain')
  })

  it('when an instance returns nothing (its memory exhausted), encodes again with a fresh instance, once', async () => {
    type RealEncoder = { encode: (...a: unknown[]) => Uint8Array | null }
    type RealFactory = (o: Record<string, unknown>) => Promise<RealEncoder>
    const real = async (simd: boolean) =>
      ((simd ? await import('@jsquash/webp/codec/enc/webp_enc_simd.js') : await import('@jsquash/webp/codec/enc/webp_enc.js')).default as unknown as RealFactory)
    let instances = 0
    let failing = 1
    const glue: WebpGlue = async (simd) => {
      const factory = await real(simd)
      const wrapped: RealFactory = async (options) => {
        const encoder = await factory(options)
        const broken = instances++ < failing
        return { encode: (...a) => (broken ? null : encoder.encode(...a)) }
      }
      return wrapped as unknown as Awaited<ReturnType<WebpGlue>>
    }
    const webp = createWebpWasm(source, glue)
    const out = new Uint8Array(await webp.encode(pixels(), { quality: 90, method: 1 }))
    expect(ascii(out, 8, 12)).toBe('WEBP')
    expect(instances).toBe(2)
    // The fresh instance is kept for the next photo.
    await webp.encode(pixels(), { quality: 90, method: 1 })
    expect(instances).toBe(2)

    // Two instances in a row that return nothing: the error says so, and the next call starts afresh.
    instances = 0
    failing = 2
    const broken = createWebpWasm(source, glue)
    await expect(broken.encode(pixels(), { quality: 90, method: 1 })).rejects.toThrow('libwebp returned nothing')
    expect(instances).toBe(2)
  })
})
