/**
 * Where the built app keeps jq's WebAssembly file (jq-wasm's own `jq.wasm`, emitted by Vite as a
 * hashed asset and precached by the service worker, so jq works offline), and how the `query`
 * worker compiles it: streamed from the app's own origin, which the CSP allows
 * ('wasm-unsafe-eval'). Only the worker imports this file; the tests read the file from disk.
 */
import jqWasmUrl from 'jq-wasm/jq.wasm?url'
import type { JqWasmSource } from './jq-runtime'

export const fetchJqWasm: JqWasmSource = async () => {
  const response = await fetch(jqWasmUrl)
  if (!response.ok) throw new Error(`could not load jq (HTTP ${response.status})`)
  if (response.headers.get('content-type')?.startsWith('application/wasm')) return WebAssembly.compileStreaming(response)
  return WebAssembly.compile(await response.arrayBuffer())
}
