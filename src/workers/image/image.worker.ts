import { exposeEngine } from '../core/expose'
import { createImageApi } from './image.impl'
import { createWebpWasm } from './webp-wasm'
import { fetchWebpWasm } from './webp-wasm-url'

exposeEngine(createImageApi(createWebpWasm(fetchWebpWasm)))
