/**
 * The benchmark page. bench/run.mjs opens it in headless Chromium and calls `window.runCase(name,
 * params)` once per measured job; each job goes through the app's own worker clients (the same
 * modules the tools import) or, for the main-thread column, the engine's `*.impl.ts` functions
 * called directly on the page. Inputs are fetched from the runner's /data/ folder (the very bytes
 * the native tools read) and kept by name between calls (in src/lib/bench/jobs.ts, whose job
 * functions the in-app benchmark page runs too; this file keeps the runner's glue and the cases
 * only the bench runs).
 */
import { hashClient, pathTimes, POOL_SIZE, WHOLE_BUFFER_BUDGET } from '../../src/workers/hash/hash.client'
import { CALIBRATION_BYTES, choosePath } from '../../src/workers/hash/algorithms'
import { formatClient } from '../../src/workers/format/format.client'
import { diffClient } from '../../src/workers/diff/diff.client'
import { bcryptClient } from '../../src/workers/bcrypt/bcrypt.client'
import { imageClient } from '../../src/workers/image/image.client'
import { type ImageFormat } from '../../src/workers/image/image.impl'
import { bytesToBase64 } from '../../src/lib/bytes'
import { detect } from '../../src/lib/detect'
import { compressInPool, terminateCompressWorkers } from '../../src/workers/compress/compress.client'
import type { EncodeSettings } from '../../src/workers/compress/compress.shared'
import { createTreeOpener, treeClient } from '../../src/workers/json-tree/tree.client'
import { TreeDoc } from '../../src/workers/json-tree/tree.impl'
import { bcryptjsClient } from './bcryptjs.client'
import { bcryptjsHash } from './bcryptjs.impl'
import { markdownPreviewCase, type MarkdownPath } from './markdown-case'
import { peersCase } from './peers'
import { measure, type Figures } from '../../src/lib/bench/measure'
import { makePhoto } from '../../src/lib/bench/photo'
// The job functions the in-app benchmark page shares (hash, format, diff, bcrypt, image) live in src/lib/bench/jobs.ts.
import { blobs, buffers, texts, need, hash, format, diff, bcrypt as appBcrypt, image, recipe, SALT, BCRYPT_PASSWORD, type Params } from '../../src/lib/bench/jobs'
import { recipeClient } from '../../src/workers/recipe/recipe.client'
import { encryptClient } from '../../src/workers/encrypt/encrypt.client'
import type { CipherJob } from '../../src/workers/encrypt/encrypt.impl'

const status = (s: string) => {
  const el = document.getElementById('status')
  if (el) el.textContent = s
}

type PerformanceWithMemory = Performance & {
  memory?: { usedJSHeapSize: number; totalJSHeapSize: number; jsHeapSizeLimit: number }
  measureUserAgentSpecificMemory?: () => Promise<{ bytes: number; breakdown: { bytes: number; types: string[]; attribution: { scope?: string }[] }[] }>
}
const perf = performance as PerformanceWithMemory

async function memory(params: Params) {
  const heap = perf.memory ? { usedJSHeapSize: perf.memory.usedJSHeapSize, totalJSHeapSize: perf.memory.totalJSHeapSize } : null
  let ua: { bytes: number; workers: number; window: number } | null = null
  if (params.ua && crossOriginIsolated && perf.measureUserAgentSpecificMemory) {
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))
    const m = await Promise.race([perf.measureUserAgentSpecificMemory(), timeout])
    if (m) {
      let workers = 0
      let window = 0
      for (const b of m.breakdown) {
        if (b.attribution.some((a) => a.scope === 'DedicatedWorkerGlobalScope')) workers += b.bytes
        else if (b.attribution.some((a) => a.scope === 'Window')) window += b.bytes
      }
      ua = { bytes: m.bytes, workers, window }
    }
  }
  return { heap, ua }
}

/** bcrypt: the app's engine (src/lib/bench/jobs.ts), or the bcryptjs candidate with `impl: 'bcryptjs'`. */
async function bcrypt(p: Params) {
  if (p.impl !== 'bcryptjs') return appBcrypt(p)
  const input = { password: BCRYPT_PASSWORD, rounds: Number(p.rounds), salt: SALT }
  const r = await measure(() => (p.path === 'main' ? bcryptjsHash(input) : bcryptjsClient.run('hash', input)))
  return { ...r, value: undefined, hash: r.value.hash }
}

/** RGBA of a picture decoded by the browser, kept per input name for the quality figures. */
const pixelsOf = new Map<string, Uint8ClampedArray>()
async function rgba(blob: Blob): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const bitmap = await createImageBitmap(blob)
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!
  ctx.drawImage(bitmap, 0, 0)
  bitmap.close()
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height)
  return { data, width, height }
}

/** Peak signal-to-noise ratio of RGB against the source, in dB (higher is closer; lossless is Infinity). */
async function psnr(sourceName: string, source: ArrayBuffer, out: Blob): Promise<number | null> {
  let ref = pixelsOf.get(sourceName)
  if (!ref) {
    ref = (await rgba(new Blob([source], { type: 'image/jpeg' }))).data
    pixelsOf.set(sourceName, ref)
  }
  let got: Uint8ClampedArray
  try {
    got = (await rgba(out)).data
  } catch {
    return null // this browser cannot decode the output (AVIF in an old build)
  }
  if (got.length !== ref.length) return null
  let sum = 0
  for (let i = 0; i < ref.length; i += 4) {
    const r = ref[i]! - got[i]!
    const g = ref[i + 1]! - got[i + 1]!
    const b = ref[i + 2]! - got[i + 2]!
    sum += r * r + g * g + b * b
  }
  const mse = sum / ((ref.length / 4) * 3)
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse)
}

/** The image job (src/lib/bench/jobs.ts), with the output's PSNR against the photo when `psnr` is set (outside the timed part). */
async function imageWithPsnr(p: Params) {
  const r = await image({ ...p, keepBlob: Boolean(p.psnr) })
  const quality = p.psnr && r.blob ? await psnr(String(p.source), need(buffers, p.source), r.blob) : null
  return { ...r, blob: undefined, psnr: quality === Infinity ? 'lossless' : quality }
}

/**
 * The Image Compressor's path (the app's compress pool: the JPEG decoded by the browser, encoded by
 * a jSquash codec in wasm) against the browser's canvas encoder (the Image Converter's worker,
 * OffscreenCanvas.convertToBlob) on the same JPEG photo; both read the file and decode it.
 */
async function compress(p: Params) {
  const source = need(buffers, p.source)
  let r: Figures & { value: Blob }
  let encoder = 'browser'
  if (p.path === 'canvas') {
    const bytes = source.slice(0)
    const job = { bytes, inFormat: 'JPEG' as ImageFormat, outFormat: p.outFormat as ImageFormat, quality: Number(p.quality) }
    const m = await measure(() => imageClient.run('convert', job, { transfer: [bytes] }))
    r = { ...m, value: m.value.blob }
  } else {
    const file = new Blob([source], { type: 'image/jpeg' })
    const m = await measure(() => compressInPool({ file, encode: p.encode as EncodeSettings, maxSide: null, encoder: p.auto ? 'auto' : 'wasm' }))
    if (!m.value.ok) throw new Error(`compress: ${m.value.kind}: ${m.value.message}`)
    if (!p.auto && m.value.encoder !== 'wasm') throw new Error('compress: the wasm codec was asked for')
    r = { ...m, value: m.value.blob }
    encoder = m.value.encoder
  }
  const out = r.value
  const quality = p.psnr ? await psnr(String(p.source), source, out) : null
  return { ...r, value: undefined, outBytes: out.size, type: out.type, psnr: quality === Infinity ? 'lossless' : quality, inBytes: source.byteLength, encoder }
}

/**
 * A recipe streamed over a file (src/lib/bench/jobs.ts). With `check`, the SHA-256 of its output
 * (text or Blob) is taken on the page after the timed part, for bench/run.mjs to compare with node's.
 */
async function recipeCase(p: Params) {
  const r = await recipe({ ...p, keepOutput: Boolean(p.check) })
  let outSha256: string | null = null
  const out = 'output' in r ? r.output : null
  if (p.check && r.ok && out !== undefined && out !== null) {
    const buf = out instanceof Blob ? await out.arrayBuffer() : typeof out === 'string' ? new TextEncoder().encode(out) : out
    const d = new Uint8Array(await crypto.subtle.digest('SHA-256', buf as BufferSource))
    outSha256 = Array.from(d, (b) => b.toString(16).padStart(2, '0')).join('')
  }
  return { ...r, output: undefined, outSha256 }
}

const sha256Hex = async (b: Blob) => Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', await b.arrayBuffer())), (x) => x.toString(16).padStart(2, '0')).join('')

/**
 * The Encrypt tool's file path (issue 34): the blob encrypted into a passphrase envelope in the
 * encrypt worker, then decrypted back, each timed with the page's frame gaps; the page's JS heap
 * sampled every 20 ms (its high-water mark: the output Blobs are not on it). PBKDF2 runs 1,000
 * iterations here so the key derivation does not count in the throughput. With `check`, the
 * decrypted bytes are compared with the input by SHA-256 after the timed part.
 */
async function encryptCase(p: Params) {
  const file = need(blobs, p.blob)
  const mode = (p.mode ?? 'gcm') as 'gcm' | 'cbc' | 'ctr'
  const passphrase = 'bench passphrase'
  const job: CipherJob = { direction: 'encrypt', envelope: { mode, keyBits: 256, protection: { kind: 'passphrase', passphrase, kdf: { kind: 'pbkdf2', iterations: 1000 } } } }
  const heapStart = perf.memory?.usedJSHeapSize ?? 0
  let heapPeak = heapStart
  const timer = setInterval(() => (heapPeak = Math.max(heapPeak, perf.memory?.usedJSHeapSize ?? 0)), 20)
  try {
    // `sink: 'opfs'`: the output goes to files in the origin's private file system (as to a file
    // chosen with showSaveFilePicker); else it is gathered in Blobs, as without that API.
    const opfs = p.sink === 'opfs' ? await navigator.storage.getDirectory() : null
    const encSink = await opfs?.getFileHandle('bench-encrypt.enc', { create: true })
    const decSink = await opfs?.getFileHandle('bench-encrypt.out', { create: true })
    if (p.sink === 'discard') {
      // The engine alone: encrypt, output counted and dropped (no decrypt: there is nothing to read back).
      const enc = await measure(() => encryptClient.run('cipherFile', { file, job, discard: true }))
      clearInterval(timer)
      return { ok: true, encMs: enc.ms, decMs: null, maxGapMs: enc.maxGapMs, longTaskMs: enc.longTaskMs, encBytes: enc.value.bytes, same: true, heapStart, heapPeak }
    }
    const enc = await measure(() => encryptClient.run('cipherFile', { file, job, sink: encSink }))
    const sealed = encSink ? await encSink.getFile() : enc.value.blob!
    const dec = await measure(() => encryptClient.run('cipherFile', { file: sealed, job: { direction: 'decrypt', secret: { passphrase } }, sink: decSink }))
    clearInterval(timer)
    const out = decSink ? await decSink.getFile() : dec.value.blob!
    const same = out.size === file.size && (!p.check || (await sha256Hex(out)) === (await sha256Hex(file)))
    if (opfs) for (const n of ['bench-encrypt.enc', 'bench-encrypt.out']) await opfs.removeEntry(n)
    return { ok: true, encMs: enc.ms, decMs: dec.ms, maxGapMs: Math.max(enc.maxGapMs, dec.maxGapMs), longTaskMs: enc.longTaskMs + dec.longTaskMs, encBytes: enc.value.bytes, same, heapStart, heapPeak }
  } catch (e) {
    return { ok: false, error: (e as Error).message }
  } finally {
    clearInterval(timer)
  }
}

/** D25/D30: detection runs on the page (the palette), on a bounded prefix of the paste. */
async function detectCase(p: Params) {
  const text = need(texts, p.input)
  const r = await measure(() => detect(text))
  const found = r.value
  return { ...r, value: undefined, chars: text.length, tools: found.length, top: found[0] ? { toolId: found[0].toolId, reason: found[0].reason } : null }
}

/**
 * The JSON tree (issue 18), as the Tree tab opens a document: through the app's client, the text
 * posted in slices (or, with `whole`, in one postMessage, to show what slicing saves), indexed in
 * the worker, and the first rows fetched. Then Expand all, a search, and revealing the first match,
 * each timed on its own. `main` builds the index on the page instead (the engine's impl).
 */
async function tree(p: Params) {
  const text = need(texts, p.input)
  const first = 100
  if (p.path === 'main') {
    const r = await measure(() => {
      const doc = TreeDoc.fromText(text)
      return { nodes: doc.ix.nodeCount, rows: doc.rowsAt(0, first).rows.length }
    })
    return { open: { ...r, value: undefined }, nodes: r.value.nodes }
  }
  if (p.cold) treeClient.terminate()
  // A fresh opener: nothing is reused between runs (the worker drops the older document for room).
  const opener = createTreeOpener(treeClient, p.whole ? { sliceChars: Number.MAX_SAFE_INTEGER } : {})
  const open = await measure(async () => {
    const t = await opener.open(text)
    const rows = await t.rows(0, first)
    if (rows.rows.length === 0) throw new Error('tree: no rows')
    return t
  })
  const t = open.value
  const out: Record<string, unknown> = { open: { ...open, value: undefined }, nodes: t.summary.nodeCount, chars: t.summary.chars, rowsOnOpen: t.summary.rowCount }
  if (!p.whole) {
    const all = await measure(async () => {
      const count = await t.expandAll()
      await t.rows(Math.max(0, count - first), first)
      return count
    })
    if (all.value !== t.summary.nodeCount) throw new Error(`tree: expand all shows ${all.value} rows of ${t.summary.nodeCount} nodes`)
    const query = String(p.query ?? 'typescript')
    const found = await measure(() => t.search(query))
    const collapsed = await t.collapseAll()
    const reveal = await measure(async () => {
      const s = await t.step(1)
      if (s) await t.rows(s.row, first)
      return s
    })
    Object.assign(out, {
      expandAll: { ...all, value: undefined },
      search: { ...found, value: undefined },
      matches: found.value.count,
      query,
      reveal: { ...reveal, value: undefined },
      rowsBeforeReveal: collapsed,
      rowsAfterReveal: reveal.value?.rowCount ?? null,
    })
  }
  await treeClient.run('release', t.session)
  opener.clear()
  return out
}

async function load(p: Params) {
  const started = performance.now()
  const res = await fetch(String(p.url))
  if (!res.ok) throw new Error(`${String(p.url)}: ${res.status}`)
  const name = String(p.name)
  if (p.as === 'text') {
    const t = await res.text()
    texts.set(name, t)
    return { chars: t.length, ms: performance.now() - started }
  }
  const b = await res.blob()
  blobs.set(name, b)
  return { bytes: b.size, ms: performance.now() - started }
}

async function photo(p: Params) {
  const started = performance.now()
  const buf = await makePhoto(Number(p.width), Number(p.height), Number(p.seed ?? 1))
  buffers.set(String(p.name), buf)
  const ms = performance.now() - started
  // `base64`: the JPEG itself too, for a native encoder to read the same photo (bench/run.mjs).
  return { bytes: buf.byteLength, ms, ...(p.base64 ? { base64: bytesToBase64(new Uint8Array(buf)) } : {}) }
}

const cases: Record<string, (p: Params) => Promise<unknown>> = {
  async info() {
    return {
      userAgent: navigator.userAgent,
      hardwareConcurrency: navigator.hardwareConcurrency,
      crossOriginIsolated,
      hashPoolSize: POOL_SIZE,
      performanceMemory: Boolean(perf.memory),
      measureUserAgentSpecificMemory: Boolean(perf.measureUserAgentSpecificMemory) && crossOriginIsolated,
      longTaskTiming: PerformanceObserver.supportedEntryTypes.includes('longtask'),
    }
  },
  async idle(p) {
    const ms = Number(p.ms ?? 1000)
    const r = await measure(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
    return { ...r, value: undefined }
  },
  load,
  async drop(p) {
    const name = String(p.name)
    blobs.delete(name)
    texts.delete(name)
    buffers.delete(name)
    pixelsOf.delete(name)
    return { dropped: name }
  },
  async terminate() {
    for (const c of [hashClient, formatClient, diffClient, bcryptClient, bcryptjsClient, imageClient, treeClient, recipeClient, encryptClient]) c.terminate()
    terminateCompressWorkers()
    pixelsOf.clear()
    return { terminated: true }
  },
  async canvasCanEncode(p) {
    return { ok: await imageClient.run('canEncode', p.format as ImageFormat) }
  },
  memory,
  hash,
  /** The Hash tool's calibration (issue 32) for SHA-256, and the path it picks for a file of `size`. */
  async hashCalibration(p) {
    const size = Number(p.size)
    const times = await pathTimes(['sha256'])
    return { times, sampleBytes: CALIBRATION_BYTES, budget: WHOLE_BUFFER_BUDGET, choice: choosePath(['sha256'], size, WHOLE_BUFFER_BUDGET, times, POOL_SIZE) }
  },
  format,
  diff,
  bcrypt,
  photo,
  image: imageWithPsnr,
  compress,
  detect: detectCase,
  markdown: (p) => markdownPreviewCase(need(texts, p.input), p.path as MarkdownPath),
  tree,
  recipe: recipeCase,
  encrypt: encryptCase,
  peers: peersCase,
}

declare global {
  interface Window {
    runCase: (name: string, params?: Params) => Promise<unknown>
    benchReady: boolean
  }
}

window.runCase = async (name, params = {}) => {
  const fn = cases[name]
  if (!fn) throw new Error(`unknown case ${name}; known: ${Object.keys(cases).join(', ')}`)
  status(`${name} ${JSON.stringify(params)}`)
  try {
    return await fn(params)
  } finally {
    status('idle')
  }
}
window.benchReady = true
status('ready')
