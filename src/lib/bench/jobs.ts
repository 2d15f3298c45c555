/**
 * The benchmark's job functions, shared by `npm run bench` (bench/page/bench.ts, in headless
 * Chromium) and the in-app benchmark page (src/app/benchmarks): each job goes through the app's own
 * worker clients (the same modules the tools import) or, for the main-thread column, the engine's
 * `*.impl.ts` functions called directly on the page. Inputs are kept here by name between calls
 * (`blobs`, `texts`, `buffers`): the bench fetches them from its /data/ folder, the in-app page
 * generates them.
 */
import { isHeld, type ResultText } from '../held-text'
import type { AlgorithmId } from '../../workers/hash/algorithms'
import { hashClient, hashFileInPool } from '../../workers/hash/hash.client'
import { hashFile } from '../../workers/hash/hash.impl'
import { formatClient } from '../../workers/format/format.client'
import { formatApi } from '../../workers/format/format.impl'
import type { JsonJob } from '../../workers/format/json.impl'
import { formatJson } from '../../workers/format/json.client'
import type { CodeJob, CodeLanguage } from '../../workers/format/prettier.impl'
import type { SqlJob } from '../../workers/format/sql.impl'
import { diffClient, diffInWorker } from '../../workers/diff/diff.client'
import { diffText } from '../../workers/diff/diff.impl'
import { toResult } from '../../workers/diff/diff-views'
import { bcryptClient } from '../../workers/bcrypt/bcrypt.client'
import { bcryptHash } from '../../workers/bcrypt/bcrypt.impl'
import { imageClient } from '../../workers/image/image.client'
import { convertImage, type ConvertJob, type ImageFormat } from '../../workers/image/image.impl'
import { createWebpWasm } from '../../workers/image/webp-wasm'
import { fetchWebpWasm } from '../../workers/image/webp-wasm-url'
import { recipeClient } from '../../workers/recipe/recipe.client'
import type { Step } from '../../ops/types'
import { measure } from './measure'

export type Path = 'worker' | 'pool' | 'main'
export type Params = Record<string, unknown>

export const blobs = new Map<string, Blob>()
export const texts = new Map<string, string>()
export const buffers = new Map<string, ArrayBuffer>()

export const need = <T>(map: Map<string, T>, name: unknown): T => {
  const v = map.get(String(name))
  if (v === undefined) throw new Error(`input ${String(name)} is not loaded`)
  return v
}

export const FOUR: AlgorithmId[] = ['sha256', 'md5', 'sha512', 'blake3']

export async function hash(p: Params) {
  const file = need(blobs, p.blob)
  const algorithms = (p.algorithms as AlgorithmId[] | undefined) ?? FOUR
  const path = p.path as Path | 'webcrypto' | 'tool'
  // 'pool' streams through hash-wasm in the pool (budget 0: never the whole-buffer path);
  // 'webcrypto' is the whole-buffer path in one worker, end to end (the Blob read into one buffer,
  // then crypto.subtle.digest); 'tool' is hashFileInPool as the Hash tool calls it (whole buffer for
  // SHA-only selections within the device's budget, streaming otherwise).
  const r = await measure(() =>
    path === 'pool'
      ? hashFileInPool({ file, algorithms }, { budget: 0 })
      : path === 'tool'
        ? hashFileInPool({ file, algorithms })
        : path === 'webcrypto'
          ? hashClient.run('digestFile', { file, algorithms })
          : path === 'worker'
            ? hashClient.run('hashFile', { file, algorithms })
            : hashFile({ file, algorithms }),
  )
  return { ...r, value: undefined, digests: r.value, bytes: file.size }
}

export type Engine = 'code' | 'sql' | 'json'
type Outcome = { ok: boolean; output?: ResultText }

/**
 * The job each formatter screen sends (two-space indent, standard SQL, keywords as written). JSON in
 * the worker goes the JSON Formatter's way (`formatJson`: text and output in slices); `whole` sends
 * it in one postMessage each way instead, as before issue 17, to show what the slicing buys.
 */
export function runFormat(engine: Engine, text: string, language: CodeLanguage, where: 'worker' | 'main', whole = false): Promise<Outcome> {
  const worker = where === 'worker'
  switch (engine) {
    case 'code': {
      const job: CodeJob = { text, language, tabWidth: 2, useTabs: false }
      return worker ? formatClient.run('code', job) : formatApi.code(job)
    }
    case 'sql': {
      const job: SqlJob = { text, mode: 'format', useTabs: false, tabWidth: 2, dialect: 'sql', keywordCase: 'preserve' }
      return worker ? formatClient.run('sql', job) : formatApi.sql(job)
    }
    case 'json': {
      const job: JsonJob = { text, mode: 'format', indent: 2 }
      if (!worker) return Promise.resolve(formatApi.json(job))
      return whole ? formatClient.run('json', job) : formatJson(job)
    }
  }
}

export async function format(p: Params) {
  const engine = p.engine as Engine
  const text = need(texts, p.input)
  if (p.cold) formatClient.terminate()
  const spawnsBefore = formatClient.spawnCount
  const r = await measure(() => runFormat(engine, text, p.language as CodeLanguage, p.path === 'main' ? 'main' : 'worker', p.transport === 'whole'))
  const out = r.value
  // A large JSON output is held off the page (lib/held-text.ts): what making it a Blob (Copy, Download) then costs, off the clock.
  let heldBlobMs: number | undefined
  if (out.ok && isHeld(out.output)) {
    const t0 = performance.now()
    await out.output.blob()
    heldBlobMs = performance.now() - t0
  }
  return {
    ...r,
    value: undefined,
    heldBlobMs,
    ok: out.ok,
    outputChars: out.ok ? (out.output?.length ?? 0) : 0,
    error: out.ok ? null : JSON.stringify(out).slice(0, 300),
    inputChars: text.length,
    freshWorker: formatClient.spawnCount > spawnsBefore,
  }
}

export async function diff(p: Params) {
  const job = { a: need(texts, p.a), b: need(texts, p.b) }
  const r = await measure(() => (p.path === 'main' ? diffText(job) : diffInWorker(job)))
  const d = r.value
  // What the page then does before showing it: the side-by-side listing from its own texts and the blocks.
  const t0 = performance.now()
  const rows = toResult(job, d).views.split[0].kind.length
  const viewMs = performance.now() - t0
  // What one message with both texts would cost (the copy a postMessage makes): the worker path streams UTF-8 slices instead.
  const t1 = performance.now()
  structuredClone(job)
  const cloneMs = performance.now() - t1
  return { ...r, value: undefined, added: d.added, removed: d.removed, precise: d.precise, linesA: d.linesA, linesB: d.linesB, viewMs, cloneMs, rows }
}

export const SALT = new Uint8Array([0x71, 0xd7, 0x9f, 0x82, 0x18, 0xa3, 0x92, 0x59, 0xa7, 0xa2, 0x9a, 0xab, 0xb2, 0xdb, 0xaf, 0xc3])
export const BCRYPT_PASSWORD = 'correct horse battery staple'

/** The app's bcrypt (hash-wasm). bench/page/bench.ts wraps this for the bcryptjs candidate (`impl: 'bcryptjs'`). */
export async function bcrypt(p: Params) {
  const input = { password: BCRYPT_PASSWORD, rounds: Number(p.rounds), salt: SALT }
  const r = await measure(() => (p.path === 'main' ? bcryptHash(input) : bcryptClient.run('bcryptHash', input)))
  return { ...r, value: undefined, hash: r.value.hash }
}

/** libwebp in wasm on the page, for the image job's main-thread column (the image worker has its own). */
const pageWebp = createWebpWasm(fetchWebpWasm)

/**
 * One JPEG photo converted as the Image Converter does. WebP: `webpEncoder` ('wasm' or 'canvas')
 * and `webpMethod` pick an encoder and libwebp method to compare; by default the app's own choice.
 * `keepBlob` returns the output too (bench/page/bench.ts computes its PSNR, then drops it).
 */
export async function image(p: Params) {
  const source = need(buffers, p.source)
  const bytes = source.slice(0) // the tool reads a fresh ArrayBuffer from the File and transfers it
  const job: ConvertJob = { bytes, inFormat: 'JPEG', outFormat: p.outFormat as ImageFormat, quality: Number(p.quality ?? 0.9) }
  if (p.webpEncoder) job.webpEncoder = p.webpEncoder as ConvertJob['webpEncoder']
  if (p.webpMethod !== undefined) job.webpMethod = Number(p.webpMethod)
  const r = await measure(() => (p.path === 'main' ? convertImage(job, pageWebp) : imageClient.run('convert', job, { transfer: [bytes] })))
  const out = r.value
  return { ...r, value: undefined, outBytes: out.blob.size, type: out.blob.type, width: out.width, height: out.height, inBytes: source.byteLength, encoder: out.encoder ?? null, blob: p.keepBlob ? out.blob : undefined }
}

/** The recipes the benchmarks run (issue 33): a gzip file gunzipped and hashed, a hex text to Base64. */
export const RECIPES = {
  'gunzip-sha256': [
    { op: 'gunzip', args: {} },
    { op: 'sha256', args: {} },
  ],
  'hex-base64': [
    { op: 'from-hex', args: {} },
    { op: 'to-base64', args: {} },
  ],
} satisfies Record<string, Step[]>

/**
 * A recipe streamed over a file (D35) through the app's recipe worker, as the workbench runs it on
 * a dropped file: `recipeClient.run('stream', { steps, file })`. Gives the output's size and, when
 * it is short text (a digest), the text; `keepOutput` keeps a large output (a Blob) for a check
 * outside the timed part.
 */
export async function recipe(p: Params) {
  const file = need(blobs, p.blob)
  const steps = RECIPES[p.recipe as keyof typeof RECIPES]
  if (!steps) throw new Error(`recipe: unknown recipe ${String(p.recipe)}`)
  const r = await measure(() => recipeClient.run('stream', { steps, file }))
  const res = r.value
  if (res.failedAt !== null) return { ...r, value: undefined, ok: false, error: `step ${res.failedAt + 1}: ${res.reports[res.failedAt]?.error ?? 'failed'}` }
  const out = res.output
  const outBytes = out instanceof Blob ? out.size : typeof out === 'string' ? out.length : (out?.length ?? 0)
  return {
    ...r,
    value: undefined,
    ok: true,
    inBytes: file.size,
    outBytes,
    digest: typeof out === 'string' && out.length <= 128 ? out : null,
    output: p.keepOutput ? out : undefined,
  }
}

/** Stops every worker the jobs above start (the next job starts a fresh one). */
export function terminateJobWorkers() {
  for (const c of [hashClient, formatClient, diffClient, bcryptClient, imageClient, recipeClient]) c.terminate()
}
