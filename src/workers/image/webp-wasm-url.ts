/**
 * Where the built app keeps libwebp's encoder (Vite emits the wasm files as hashed assets, the same
 * files the Image Compressor uses), and how the image worker compiles it: streamed from the app's
 * own origin, which the CSP allows ('wasm-unsafe-eval'). Only the worker (and the bench page)
 * import this file.
 */
import webpEnc from '@jsquash/webp/codec/enc/webp_enc.wasm?url'
import webpEncSimd from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?url'
import type { WebpWasmSource } from './webp-wasm'

export const fetchWebpWasm: WebpWasmSource = async (simd) => {
  const response = await fetch(simd ? webpEncSimd : webpEnc)
  if (!response.ok) throw new Error(`could not load the WebP encoder (HTTP ${response.status})`)
  if (response.headers.get('content-type')?.startsWith('application/wasm')) return WebAssembly.compileStreaming(response)
  return WebAssembly.compile(await response.arrayBuffer())
}
