import { exposeEngine } from '../core/expose'
import { createCompressApi } from './compress.impl'
import { fetchWasm } from './wasm-urls'

exposeEngine(createCompressApi(fetchWasm))
