/**
 * Where the built app keeps each codec's wasm file (Vite emits them as assets, hashed, precached
 * by the service worker), and how the worker compiles one: streamed from the app's own origin,
 * which the CSP allows ('wasm-unsafe-eval'). Only the worker imports this file.
 */
import avifDec from '@jsquash/avif/codec/dec/avif_dec.wasm?url'
import avifEnc from '@jsquash/avif/codec/enc/avif_enc.wasm?url'
import mozjpegDec from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?url'
import mozjpegEnc from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url'
import oxipng from '@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm?url'
import png from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?url'
import resize from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?url'
import webpDec from '@jsquash/webp/codec/dec/webp_dec.wasm?url'
import webpEnc from '@jsquash/webp/codec/enc/webp_enc.wasm?url'
import webpEncSimd from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?url'
import type { WasmName, WasmSource } from './codecs'

const URLS: Record<WasmName, string> = {
  mozjpeg_enc: mozjpegEnc,
  mozjpeg_dec: mozjpegDec,
  webp_enc: webpEnc,
  webp_enc_simd: webpEncSimd,
  webp_dec: webpDec,
  avif_enc: avifEnc,
  avif_dec: avifDec,
  png,
  oxipng,
  resize,
}

export const fetchWasm: WasmSource = async (name) => {
  const response = await fetch(URLS[name])
  if (!response.ok) throw new Error(`could not load the ${name} codec (HTTP ${response.status})`)
  if (response.headers.get('content-type')?.startsWith('application/wasm')) return WebAssembly.compileStreaming(response)
  return WebAssembly.compile(await response.arrayBuffer())
}
