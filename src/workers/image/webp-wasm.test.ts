import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { createWebpWasm, encodeWebp, LIBWEBP_DEFAULT_METHOD, simdSupported, WEBP_METHOD, webpEncoders, type WebpWasm } from './webp-wasm'

const require = createRequire(import.meta.url)
const source = (simd: boolean) => WebAssembly.compile(readFileSync(require.resolve(`@jsquash/webp/codec/enc/${simd ? 'webp_enc_simd' : 'webp_enc'}.wasm`)))

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
  it('encodes RGBA pixels to a lossy WebP file (RIFF, WEBP, a VP8 chunk; the RIFF size counts the rest)', async () => {
    const webp = createWebpWasm(source)
    const out = new Uint8Array(await webp.encode(pixels(), { quality: 90, method: WEBP_METHOD }))
    expect(ascii(out, 0, 4)).toBe('RIFF')
    expect(ascii(out, 8, 12)).toBe('WEBP')
    expect(ascii(out, 12, 16)).toBe('VP8 ')
    expect(new DataView(out.buffer).getUint32(4, true)).toBe(out.length - 8)
    expect(webp.build).toBe(simdSupported() ? 'simd' : 'plain')
  })
})

describe('encodeWebp', () => {
  /** An encoder that writes nothing at the given methods, as libwebp does for a 24 MP photo at method 1. */
  const fake = (nothingAt: number[], calls: number[]): Pick<WebpWasm, 'encode'> => ({
    async encode(_pixels, { method }) {
      calls.push(method)
      if (nothingAt.includes(method)) throw new Error('libwebp returned nothing')
      return new Uint8Array([method]).buffer
    },
  })

  it("encodes at the method asked for when it writes a file", async () => {
    const calls: number[] = []
    const r = await encodeWebp(fake([], calls), pixels(), { quality: 90, method: 1 })
    expect(r.method).toBe(1)
    expect(calls).toEqual([1])
  })

  it("tries libwebp's default method once when a faster one writes nothing, and says which method wrote the file", async () => {
    const calls: number[] = []
    const r = await encodeWebp(fake([1], calls), pixels(), { quality: 90, method: 1 })
    expect(r.method).toBe(LIBWEBP_DEFAULT_METHOD)
    expect(new Uint8Array(r.buffer)).toEqual(new Uint8Array([4]))
    expect(calls).toEqual([1, 4])
  })

  it('gives up when the default method writes nothing too, or was the method asked for; other errors are not retried', async () => {
    const calls: number[] = []
    await expect(encodeWebp(fake([1, 4], calls), pixels(), { quality: 90, method: 1 })).rejects.toThrow('libwebp returned nothing')
    expect(calls).toEqual([1, 4])
    calls.length = 0
    await expect(encodeWebp(fake([4], calls), pixels(), { quality: 90, method: 4 })).rejects.toThrow('libwebp returned nothing')
    expect(calls).toEqual([4])
    const broken: Pick<WebpWasm, 'encode'> = { encode: () => Promise.reject(new Error('could not load the codec')) }
    await expect(encodeWebp(broken, pixels(), { quality: 90, method: 1 })).rejects.toThrow('could not load the codec')
  })
})

describe('webpEncoders (which encoder writes WebP)', () => {
  it("'auto' takes libwebp in wasm first (the faster), the canvas after it or alone without the codec", () => {
    expect(webpEncoders('auto', true)).toEqual(['wasm', 'canvas'])
    expect(webpEncoders('auto', false)).toEqual(['canvas'])
  })
  it("'wasm' and 'canvas' take only that encoder", () => {
    expect(webpEncoders('wasm', true)).toEqual(['wasm'])
    expect(webpEncoders('wasm', false)).toEqual([])
    expect(webpEncoders('canvas', true)).toEqual(['canvas'])
  })
  it('the app encodes at method 2, the fastest that writes a grainy 24 MP photo', () => {
    expect(WEBP_METHOD).toBe(2)
  })
})
