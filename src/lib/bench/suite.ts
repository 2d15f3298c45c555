/**
 * The in-app benchmark ("Benchmark this browser", #/benchmarks): which jobs each set runs, and the
 * runner that generates their inputs in the page and times them with the job functions
 * `npm run bench` uses (./jobs.ts), in the app's workers and, at the smaller sizes, on the main
 * thread. Nothing leaves the browser.
 */
import type { Figures } from './measure'
import { blobs, buffers, texts, bcrypt, diff, format, hash, image, recipe, terminateJobWorkers, type Params } from './jobs'
import { diffPair, gzipBlob, javascript, jsonRecords, randomBlob } from './inputs'
import { makePhoto } from './photo'

export type Group = 'hash' | 'js' | 'json' | 'diff' | 'bcrypt' | 'image' | 'recipe'
export type JobPath = 'worker' | 'pool' | 'main'
export type SetName = 'quick' | 'full' | 'tiny'
type CaseName = 'hash' | 'format' | 'diff' | 'bcrypt' | 'image' | 'recipe'

export const GROUPS: { id: Group; title: string; engine: string }[] = [
  { id: 'hash', title: 'Hash a file', engine: 'hash-wasm, streamed from a Blob' },
  { id: 'js', title: 'Format JavaScript', engine: 'prettier' },
  { id: 'json', title: 'Format JSON', engine: 'the JSON Formatter (indent 2)' },
  { id: 'diff', title: 'Diff two texts', engine: 'the Text Diff engine' },
  { id: 'bcrypt', title: 'bcrypt a password', engine: 'hash-wasm bcrypt' },
  { id: 'image', title: 'Convert a 2 MP photo', engine: 'OffscreenCanvas encoders' },
  { id: 'recipe', title: 'Run a recipe on a file', engine: 'the recipe worker, streamed from a Blob (size: the gzip\'s content)' },
]

export const PATH_LABEL: Record<JobPath, string> = { worker: 'Worker', pool: 'Worker pool', main: 'Main thread' }

/** An input the page makes before a job, stored in ./jobs.ts's maps under `name`. */
export type InputSpec = { name: string; kind: 'blob' | 'text' | 'buffer'; make: () => Promise<Blob | string | ArrayBuffer> | Blob | string | ArrayBuffer }

export type Job = {
  id: string
  group: Group
  /** What the job does, e.g. "SHA-256" or "JPEG photo to WEBP 90". */
  title: string
  /** The input's size as people read it: "16 MB", "5,000 lines, 30% changed", "cost 12". */
  size: string
  /** Bytes of input, for MB/s (hash, format). */
  bytes?: number
  path: JobPath
  case: CaseName
  params: Params
  inputs: InputSpec[]
  reps: number
}

const KB = 1024
const MB = 1024 * 1024
const sizeText = (n: number) => (n >= MB ? `${n / MB} MiB` : `${n / KB} KiB`)

const blobInput = (size: number): InputSpec => ({ name: `bytes-${size}`, kind: 'blob', make: () => randomBlob(size) })
const gzipInput = (size: number): InputSpec => ({ name: `gzip-${size}`, kind: 'blob', make: () => gzipBlob(size) })
const jsInput = (size: number): InputSpec => ({ name: `js-${size}`, kind: 'text', make: () => javascript(size) })
const jsonInput = (size: number): InputSpec => ({ name: `json-${size}`, kind: 'text', make: () => jsonRecords(size) })
const photoInput = (mp: number): InputSpec => {
  const width = Math.round(Math.sqrt(mp * 1e6 * 1.5))
  return { name: `photo-${mp}`, kind: 'buffer', make: () => makePhoto(width, Math.round(width / 1.5), 1) }
}
/** The diff's two texts come from one generator call; both specs share it. */
function diffInputs(lines: number, percent: number): InputSpec[] {
  let pair: Promise<{ a: string; b: string }> | null = null
  const get = () => (pair ??= Promise.resolve().then(() => diffPair(lines, percent)))
  return [
    { name: `diff-${lines}-${percent}-a`, kind: 'text', make: async () => (await get()).a },
    { name: `diff-${lines}-${percent}-b`, kind: 'text', make: async () => (await get()).b },
  ]
}

type Sizes = {
  hash: number[]
  hashMainMax: number
  js: number[]
  jsMainMax: number
  json: number[]
  jsonMainMax: number
  diff: number[]
  diffMainMax: number
  percents: number[]
  bcrypt: number[]
  bcryptMainMax: number
  image: number
  imageFormats: ('PNG' | 'JPEG' | 'WEBP')[]
  /** Sizes of the recipe job's gzip content (streamed in the recipe worker; no main-thread column). */
  recipe: number[]
  reps: (group: Group, big: boolean) => number
}

const SETS: Record<SetName, Sizes> = {
  quick: {
    hash: [16 * MB],
    hashMainMax: 16 * MB,
    js: [100 * KB],
    jsMainMax: 100 * KB,
    json: [MB],
    jsonMainMax: MB,
    diff: [5000],
    diffMainMax: 5000,
    percents: [1, 30],
    bcrypt: [10],
    bcryptMainMax: 10,
    image: 2,
    imageFormats: ['PNG', 'JPEG', 'WEBP'],
    recipe: [32 * MB],
    reps: () => 3,
  },
  full: {
    hash: [16 * MB, 64 * MB, 256 * MB],
    hashMainMax: 16 * MB,
    js: [100 * KB, MB],
    jsMainMax: 100 * KB,
    json: [MB, 20 * MB],
    jsonMainMax: MB,
    diff: [5000, 50_000],
    diffMainMax: 5000,
    percents: [1, 30],
    bcrypt: [10, 12],
    bcryptMainMax: 10,
    image: 2,
    imageFormats: ['PNG', 'JPEG', 'WEBP'],
    recipe: [32 * MB],
    reps: (_g, big) => (big ? 3 : 5),
  },
  /** A few seconds in all: for the end-to-end test and a first look. */
  tiny: {
    hash: [MB],
    hashMainMax: MB,
    js: [8 * KB],
    jsMainMax: 8 * KB,
    json: [64 * KB],
    jsonMainMax: 64 * KB,
    diff: [500],
    diffMainMax: 500,
    percents: [30],
    bcrypt: [6],
    bcryptMainMax: 6,
    image: 0.3,
    imageFormats: ['JPEG'],
    recipe: [MB],
    reps: () => 1,
  },
}

/** The jobs of a set, in the order they run: each group from its smallest size up, worker before main thread. */
export function planJobs(set: SetName): Job[] {
  const s = SETS[set]
  const jobs: Job[] = []
  const add = (j: Omit<Job, 'id'>) => jobs.push({ ...j, id: `${j.group}:${j.title}:${j.size}:${j.path}` })
  for (const size of s.hash) {
    const big = size > s.hashMainMax
    const reps = s.reps('hash', big)
    const input = [blobInput(size)]
    const base = { group: 'hash' as const, size: sizeText(size), bytes: size, case: 'hash' as const, inputs: input, reps }
    add({ ...base, title: 'SHA-256', path: 'worker', params: { blob: input[0]!.name, path: 'worker', algorithms: ['sha256'] } })
    if (!big) add({ ...base, title: 'SHA-256', path: 'main', params: { blob: input[0]!.name, path: 'main', algorithms: ['sha256'] } })
    add({ ...base, title: '4 algorithms (Hash tool)', path: 'pool', params: { blob: input[0]!.name, path: 'pool' } })
    if (!big) add({ ...base, title: '4 algorithms (Hash tool)', path: 'main', params: { blob: input[0]!.name, path: 'main' } })
  }
  for (const size of s.js) {
    const big = size > s.jsMainMax
    const input = jsInput(size)
    const base = { group: 'js' as const, title: 'prettier, JavaScript', size: sizeText(size), bytes: size, case: 'format' as const, inputs: [input], reps: s.reps('js', big) }
    const params = { engine: 'code', language: 'javascript', input: input.name }
    add({ ...base, path: 'worker', params: { ...params, path: 'worker' } })
    if (!big) add({ ...base, path: 'main', params: { ...params, path: 'main' } })
  }
  for (const size of s.json) {
    const big = size > s.jsonMainMax
    const input = jsonInput(size)
    const base = { group: 'json' as const, title: 'JSON, indent 2', size: sizeText(size), bytes: size, case: 'format' as const, inputs: [input], reps: s.reps('json', big) }
    add({ ...base, path: 'worker', params: { engine: 'json', input: input.name, path: 'worker' } })
    if (!big) add({ ...base, path: 'main', params: { engine: 'json', input: input.name, path: 'main' } })
  }
  for (const lines of s.diff) {
    const big = lines > s.diffMainMax
    for (const pct of s.percents) {
      const inputs = diffInputs(lines, pct)
      const base = { group: 'diff' as const, title: `${pct}% of lines changed`, size: `${lines.toLocaleString('en-US')} lines, ${pct}%`, case: 'diff' as const, inputs, reps: s.reps('diff', big) }
      const params = { a: inputs[0]!.name, b: inputs[1]!.name }
      add({ ...base, path: 'worker', params: { ...params, path: 'worker' } })
      if (!big) add({ ...base, path: 'main', params: { ...params, path: 'main' } })
    }
  }
  for (const cost of s.bcrypt) {
    const big = cost > s.bcryptMainMax
    const base = { group: 'bcrypt' as const, title: `cost ${cost}`, size: `cost ${cost}`, case: 'bcrypt' as const, inputs: [], reps: s.reps('bcrypt', big) }
    add({ ...base, path: 'worker', params: { rounds: cost, path: 'worker' } })
    if (!big) add({ ...base, path: 'main', params: { rounds: cost, path: 'main' } })
  }
  const photo = photoInput(s.image)
  for (const f of s.imageFormats) {
    const quality = f === 'PNG' ? 1 : 0.9
    const title = `JPEG photo to ${f === 'PNG' ? 'PNG' : `${f} 90`}`
    const base = { group: 'image' as const, title, size: `${s.image} MP`, case: 'image' as const, inputs: [photo], reps: s.reps('image', false) }
    add({ ...base, path: 'worker', params: { source: photo.name, outFormat: f, quality, path: 'worker' } })
    add({ ...base, path: 'main', params: { source: photo.name, outFormat: f, quality, path: 'main' } })
  }
  for (const size of s.recipe) {
    const input = gzipInput(size)
    const base = { group: 'recipe' as const, title: 'Recipe: Gunzip -> SHA-256', size: sizeText(size), bytes: size, case: 'recipe' as const, inputs: [input], reps: s.reps('recipe', false) }
    add({ ...base, path: 'worker', params: { blob: input.name, recipe: 'gunzip-sha256' } })
  }
  return jobs
}

export type Sample = Figures
export type JobResult = {
  id: string
  group: Group
  title: string
  size: string
  path: JobPath
  bytes: number | null
  samples: Sample[]
  medianMs: number
  minMs: number
  maxMs: number
  medianMaxGapMs: number
  /** The longest frame gap of any run of the job. */
  worstGapMs: number
  medianLongTaskMs: number
  /** MB/s (MB = 1024² bytes) at the median time, for jobs with a byte size. */
  mbPerSec: number | null
  /** What the job's last run reported besides its figures (digests, output size, lines changed...). */
  detail: Record<string, unknown>
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

export function summarise(job: Job, samples: Sample[], detail: Record<string, unknown>): JobResult {
  const ms = samples.map((s) => s.ms)
  const medianMs = median(ms)
  return {
    id: job.id,
    group: job.group,
    title: job.title,
    size: job.size,
    path: job.path,
    bytes: job.bytes ?? null,
    samples,
    medianMs,
    minMs: Math.min(...ms),
    maxMs: Math.max(...ms),
    medianMaxGapMs: median(samples.map((s) => s.maxGapMs)),
    worstGapMs: Math.max(...samples.map((s) => s.maxGapMs)),
    medianLongTaskMs: median(samples.map((s) => s.longTaskMs)),
    mbPerSec: job.bytes ? job.bytes / MB / (medianMs / 1000) : null,
    detail,
  }
}

const CASES: Record<CaseName, (p: Params) => Promise<Record<string, unknown> & Figures>> = { hash, format, diff, bcrypt, image, recipe }

export type RunEvents = {
  /** Before each job: its index (0-based), the count, and the job. */
  onJob?: (index: number, count: number, job: Job, phase: 'inputs' | 'warm-up' | 'timed') => void
  onResult?: (result: JobResult) => void
  signal?: AbortSignal
}

const figuresOf = (r: Figures): Sample => ({ ms: r.ms, maxGapMs: r.maxGapMs, frames: r.frames, longTaskMs: r.longTaskMs, longTasks: r.longTasks })

/**
 * Runs the jobs one after the other: makes each job's inputs (kept while later jobs need them),
 * one untimed warm-up per group and path, then the timed runs. A cancelled run stops after the run
 * in progress (a job on the main thread cannot be interrupted, and a worker stopped mid-call would
 * leave its call unanswered); the workers are stopped at the end either way.
 */
export async function runJobs(jobs: Job[], events: RunEvents = {}): Promise<JobResult[]> {
  const results: JobResult[] = []
  const warmed = new Set<string>()
  const stores = { blob: blobs, text: texts, buffer: buffers } as const
  const aborted = () => events.signal?.aborted === true
  try {
    for (let i = 0; i < jobs.length && !aborted(); i++) {
      const job = jobs[i]!
      events.onJob?.(i, jobs.length, job, 'inputs')
      for (const input of job.inputs) {
        const store = stores[input.kind] as Map<string, unknown>
        if (!store.has(input.name)) store.set(input.name, await input.make())
      }
      const run = CASES[job.case]
      const key = `${job.group}:${job.path}`
      if (!warmed.has(key)) {
        warmed.add(key)
        events.onJob?.(i, jobs.length, job, 'warm-up')
        await run(job.params)
      }
      events.onJob?.(i, jobs.length, job, 'timed')
      const samples: Sample[] = []
      let detail: Record<string, unknown> = {}
      for (let r = 0; r < job.reps && !aborted(); r++) {
        const out = await run(job.params)
        if (out.ok === false) throw new Error(`${job.title}: ${String(out.error)}`)
        samples.push(figuresOf(out))
        const { ms: _ms, maxGapMs: _g, frames: _f, longTaskMs: _l, longTasks: _n, value: _v, ...rest } = out as Record<string, unknown> & Figures & { value?: unknown }
        detail = rest
      }
      if (samples.length === 0) break
      const result = summarise(job, samples, detail)
      results.push(result)
      events.onResult?.(result)
      // Inputs no later job needs are dropped, so a 256 MB Blob does not outlive its group.
      const later = new Set(jobs.slice(i + 1).flatMap((j) => j.inputs.map((x) => x.name)))
      for (const input of job.inputs) if (!later.has(input.name)) stores[input.kind].delete(input.name)
    }
  } finally {
    for (const store of Object.values(stores)) store.clear()
    terminateJobWorkers()
  }
  return results
}

/** "2.3x faster" / "1.4x slower" / "same": how `ours` compares with `theirs` (times: lower is better). */
export function compareText(ours: number, theirs: number): string {
  if (!(ours > 0) || !(theirs > 0)) return '—'
  const r = theirs / ours
  if (r >= 1.05) return `${r.toFixed(1)}x faster`
  if (r <= 1 / 1.05) return `${(1 / r).toFixed(1)}x slower`
  return 'about the same'
}
