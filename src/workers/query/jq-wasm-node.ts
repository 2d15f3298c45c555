import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { JqWasmSource } from './jq-runtime'

/** jq.wasm read from jq-wasm's package (node: the unit and conformance tests), as the worker fetches the built copy. */
export const jqWasmFromDisk: JqWasmSource = async () => {
  const file = createRequire(import.meta.url).resolve('jq-wasm/jq.wasm')
  return WebAssembly.compile(await readFile(file))
}
