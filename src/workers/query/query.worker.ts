import { exposeEngine } from '../core/expose'
import { setJqWasmSource } from './jq-runtime'
import { fetchJqWasm } from './jq-wasm-url'
import { queryApi } from './query.impl'

setJqWasmSource(fetchJqWasm)
exposeEngine(queryApi)
