#!/usr/bin/env node
// `npm run bench`: builds the benchmark page (bench/page) and the app, serves both on 127.0.0.1,
// drives the page in headless Chromium through window.runCase and times the same work with native
// tools, then writes bench/results/latest.json and latest.md. See bench/README.md.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, freemem, loadavg, release, tmpdir, totalmem, type } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findBrowser, NO_BROWSER_MESSAGE } from '../scripts/find-browser.mjs'
import * as inputs from './lib/inputs.mjs'
import { caseMarkdown } from './lib/markdown-case.mjs'
import { MARKDOWN_SHAPES } from './lib/markdown-inputs.mjs'
import { casePeers } from './lib/peers-case.mjs'
import { caseRecipe } from './lib/recipe-case.mjs'
import { caseEncrypt } from './lib/encrypt-case.mjs'
import { nodeHash, timeCommand, version, which } from './lib/native.mjs'
import { chromiumProcesses, sampler, snapshot } from './lib/procmem.mjs'
import { renderMarkdown } from './lib/report.mjs'
import { serve } from './lib/server.mjs'
import { measureStartup } from './lib/startup.mjs'
import { bytes, KB, MB, ms, parseSize, ratio, stats } from './lib/stats.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RESULTS = join(ROOT, 'bench/results')

// ---------------------------------------------------------------------------------------------
// The plan: sizes, repeats and which sizes also run on the main thread, per case.

const PLAN = {
  hash: { kind: 'bytes', sizes: [64 * MB, 512 * MB], quick: [16 * MB], mainMax: 64 * MB, reps: (s) => (s <= 64 * MB ? 5 : 3) },
  // The Hash tool's default set (all ten algorithms) on one file, as the tool runs it (issue 32);
  // SHA-256 alone both ways and as the tool's calibration picks. No main-thread column.
  'hash-file': { kind: 'bytes', sizes: [200 * MB], quick: [32 * MB], mainMax: 0, reps: () => 5 },
  js: { kind: 'bytes', sizes: [100 * KB, MB, 5 * MB], quick: [100 * KB], mainMax: 100 * KB, reps: (s) => (s <= 100 * KB ? 5 : 3) },
  css: { kind: 'bytes', sizes: [100 * KB, MB, 5 * MB], quick: [100 * KB], mainMax: 100 * KB, reps: (s) => (s <= 100 * KB ? 5 : 3) },
  html: { kind: 'bytes', sizes: [100 * KB, MB, 5 * MB], quick: [100 * KB], mainMax: 100 * KB, reps: (s) => (s <= 100 * KB ? 5 : 3) },
  sql: { kind: 'bytes', sizes: [200 * KB], quick: [20 * KB], mainMax: 200 * KB, reps: () => 5 },
  json: { kind: 'bytes', sizes: [MB, 20 * MB, 100 * MB], quick: [MB], mainMax: MB, reps: (s) => (s <= MB ? 5 : 3) },
  diff: { kind: 'count', sizes: [50_000], quick: [5_000], mainMax: 50_000, reps: () => 15, percents: [1, 30, 100] },
  bcrypt: { kind: 'count', sizes: [10, 12], quick: [8], mainMax: 10, reps: (r) => (r <= 10 ? 5 : 3) },
  image: { kind: 'megapixels', sizes: [2, 24], quick: [2], mainMax: 2, reps: () => 3 },
  // The wasm codecs against the canvas encoder; no main-thread column (wasm encoding there would
  // freeze the page for seconds, which is why the app never does it). AVIF and OxiPNG at 24 MP take
  // tens of seconds a run, so they run once at 12 MP and above.
  compress: { kind: 'megapixels', sizes: [24], quick: [2], mainMax: 0, reps: () => 3, slowReps: (mp) => (mp >= 12 ? 1 : 3) },
  detect: { kind: 'bytes', sizes: [KB, MB, 20 * MB], quick: [KB, MB], mainMax: 20 * MB, reps: (s) => (s <= MB ? 21 : 11) },
  // The JSON tree (issue 18): open (post in slices, index, first rows), expand all, search.
  'json-tree': { kind: 'bytes', sizes: [MB, 20 * MB, 100 * MB], quick: [MB], mainMax: MB, reps: (s) => (s <= MB ? 5 : 3) },
  // The Markdown preview (issue 17): five document shapes; every size also on the main thread.
  markdown: { kind: 'bytes', sizes: [100 * KB, 400 * KB, MB], quick: [100 * KB], mainMax: MB, reps: (s) => (s <= 100 * KB ? 5 : 3) },
  // Recipes streamed over a file (issue 33): Gunzip -> SHA-256 (size = the gzip's content) and From
  // Hex -> To Base64 (size = the hex text); CyberChef in node at 64 MB and below. No main-thread column.
  recipe: { kind: 'bytes', sizes: [64 * MB, 1024 * MB], quick: [8 * MB], mainMax: 0, reps: (s) => (s <= 64 * MB ? 3 : 1) },
  // The Encrypt & Decrypt tool's files (issue 34): a passphrase envelope encrypted and decrypted in its worker.
  encrypt: { kind: 'bytes', sizes: [64 * MB, 1024 * MB], quick: [8 * MB], mainMax: 0, reps: (s) => (s <= 64 * MB ? 3 : 1) },
  // The peers' engines on the page beside ours (issue 17): its sizes and runs are PEERS_PLAN in bench/lib/peers-case.mjs.
  peers: { kind: null },
  startup: { kind: null, loads: 7, quickLoads: 2 },
}
const COLD_REPS = 3
/** The warm in-process node API references (not native) run up to this size; beyond it the CLI's start-up no longer matters. */
const API_MAX = MB
/** A quick run loads only these tool routes (and the home page). */
const QUICK_ROUTES = ['hash', 'json-formatter', 'js-formatter', 'text-diff', 'image-converter']
const CASES = Object.keys(PLAN)
const GROUPS = { format: ['js', 'css', 'html', 'sql', 'json'], prettier: ['js', 'css', 'html'], all: CASES }

const HELP = `npm run bench [-- options]

Builds the app and a benchmark page, runs each case in headless Chromium through the app's worker
clients (after a warm-up), times the same work with native tools, and writes bench/results/latest.json
and bench/results/latest.md (the table is printed too).

Options
  --case <names>    cases to run, comma-separated (default: all):
                      hash     SHA-256, MD5, SHA-512, BLAKE3 of a file (streaming, worker pool)
                      hash-file  the Hash tool's ten algorithms on one file (200 MB): time, MiB/s,
                               longest frame gap; SHA-256 streamed, whole, and as calibrated
                      js, css, html   prettier        sql   sql-formatter     json  JSON formatter
                      format   = js,css,html,sql,json (prettier = js,css,html)
                      diff     line diff of two texts (1%, 30%, 100% of lines changed)
                      bcrypt   hash-wasm (the app's choice) and bcryptjs, costs 10 and 12
                      image    photo-like picture to PNG, JPEG 90, WEBP 90
                      compress Image Compressor: MozJPEG, libwebp, libavif, OxiPNG (wasm) at their
                               default settings vs the canvas encoder: time, bytes, PSNR
                      detect   palette detection (D25) of a JSON paste, on the main thread
                      json-tree  the JSON Formatter's tree: open a document (post in slices,
                               index, first rows), expand all, search, reveal a match
                      markdown the Markdown preview of five document shapes: the app's path,
                               the path before issue 17 and everything on the main thread
                      recipe   recipes streamed over a file in the recipe worker: Gunzip -> SHA-256
                               and From Hex -> To Base64 (64 MB, 1 GB): MB/s, frame gap, renderer
                               RSS rise; gunzip|sha256sum, xxd|base64, CyberChef in node (64 MB)
                      encrypt  the Encrypt tool's files: AES-256-GCM (and CBC, CTR at 64 MB) envelope
                               encrypted then decrypted in its worker (64 MB, 1 GB): MB/s, renderer
                               RSS rise, page JS heap high-water; openssl enc -aes-256-ctr
                      peers    the peers' engines on the page beside ours in a worker: crypto-js
                               SHA-256, bcryptjs, jsdiff diffLines, js-beautify (ours N x faster/slower)
                      startup  JavaScript bytes per route, first contentful paint of the home page
  --sizes <list>    sizes for the chosen cases, comma-separated: bytes for hash/hash-file/js/css/html/sql/json/detect/json-tree/markdown/recipe/encrypt
                    (100KB, 64MB, 1GB), lines for diff (50000 or 50k), cost for bcrypt (10),
                    megapixels for image and compress (24MP); sizes of another kind are ignored by a case
  --shapes <list>   markdown only: the document shapes to run (blocks, inline, tables, lists, html)
  --app-only        markdown only: the app's path alone (not the path before issue 17 nor the main thread)
  --reps <n>        timed runs per job (default: 5 for small inputs, 3 for large ones)
  --quick           smoke run: small sizes, one warm-up and one timed run, 2 start-up loads
  --keep            keep the temp folder (builds and generated inputs) and print its path
  --help            this text

Defaults: hash 64MB,512MB · hash-file 200MB · js/css/html 100KB,1MB,5MB · sql 200KB · json 1MB,20MB,100MB
· diff 50000 lines · bcrypt 10,12 · image 2MP,24MP · compress 24MP · detect 1KB,1MB,20MB · json-tree 1MB,20MB,100MB
· markdown 100KB,400KB,1MB (five shapes each) · recipe 64MB,1GB · encrypt 64MB,1GB
· peers: SHA-256 64MB, bcrypt 10,12, diff 50000 lines at 1%,30%,100%, JavaScript 100KB,1MB (--sizes does not apply)
· startup: every route once, the home page
7 more times (quick: 5 tool routes, 2 home loads). The main-thread column
runs at hash ≤64MB, prettier ≤100KB, sql 200KB, json ≤1MB, json-tree ≤1MB, markdown ≤1MB, diff, bcrypt ≤10, image ≤2MP.

Examples
  npm run bench -- --case hash --sizes 64MB
  npm run bench -- --case js,json --sizes 1MB --reps 3
  npm run bench -- --quick`

function parseArgs(argv) {
  const opts = { cases: CASES, sizes: null, reps: null, quick: false, keep: false, help: false, shapes: null, appOnly: false }
  const value = (i, name) => {
    const v = argv[i + 1]
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`)
    return v
  }
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i]
    let inline
    if (arg.includes('=')) [arg, inline] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
    const take = () => (inline !== undefined ? inline : value(i++, arg))
    switch (arg) {
      case '--help':
      case '-h':
        opts.help = true
        break
      case '--quick':
        opts.quick = true
        break
      case '--keep':
        opts.keep = true
        break
      case '--case':
      case '--cases': {
        const names = take().split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)
        const out = []
        for (const n of names) {
          if (GROUPS[n]) out.push(...GROUPS[n])
          else if (PLAN[n]) out.push(n)
          else throw new Error(`unknown case "${n}"; known: ${[...CASES, ...Object.keys(GROUPS)].join(', ')}`)
        }
        opts.cases = CASES.filter((c) => out.includes(c))
        break
      }
      case '--sizes':
      case '--size': {
        const list = take().split(',').map((s) => s.trim()).filter(Boolean)
        opts.sizes = list.map((s) => {
          const p = parseSize(s)
          if (!p) throw new Error(`cannot read size "${s}" (examples: 100KB, 64MB, 50000, 50k, 24MP)`)
          return p
        })
        break
      }
      case '--shapes': {
        const names = take().split(',').map((x) => x.trim()).filter(Boolean)
        const unknown = names.filter((n) => !MARKDOWN_SHAPES[n])
        if (unknown.length) throw new Error(`unknown markdown shape "${unknown[0]}"; known: ${Object.keys(MARKDOWN_SHAPES).join(', ')}`)
        opts.shapes = names
        break
      }
      case '--app-only':
        opts.appOnly = true
        break
      case '--reps': {
        const n = Number(take())
        if (!Number.isInteger(n) || n < 1) throw new Error('--reps needs a whole number of at least 1')
        opts.reps = n
        break
      }
      default:
        throw new Error(`unknown option ${arg} (see --help)`)
    }
  }
  return opts
}

function sizesFor(name, opts) {
  const plan = PLAN[name]
  if (opts.sizes) {
    const mine = opts.sizes.filter((s) => s.kind === plan.kind).map((s) => s.value)
    if (mine.length) return [...new Set(mine)].sort((a, b) => a - b)
    log(`  (no size of kind "${plan.kind}" given for ${name}: using its defaults)`)
  }
  return opts.quick ? plan.quick : plan.sizes
}
const repsFor = (name, size, opts) => opts.reps ?? (opts.quick ? 1 : PLAN[name].reps(size))
const coldReps = (opts) => opts.reps ?? (opts.quick ? 1 : COLD_REPS)
const onMain = (name, size) => size <= PLAN[name].mainMax

// ---------------------------------------------------------------------------------------------

const log = (...a) => console.error(...a)
const sizeLabel = (kind, v) => (kind === 'bytes' ? bytes(v) : kind === 'megapixels' ? `${v} MP` : String(v))
const fileTag = (v) => bytes(v).replace(/\s+/g, '')

const pkgVersion = (name) => {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version
  } catch {
    return null
  }
}

function machine() {
  let os = `${type()} ${release()}`
  try {
    const m = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))
    if (m) os = `${m[1]} (${type()} ${release()})`
  } catch {
    // not Linux
  }
  return { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, ramBytes: totalmem(), freeRamBytesAtStart: freemem(), os, loadAverageAtStart: loadavg() }
}

/** Several timed runs in a row. */
async function repeat(n, fn) {
  const out = []
  for (let i = 0; i < n; i++) out.push(await fn(i))
  return out
}

/**
 * One result row: the worker runs, the main-thread runs and the references, with medians, ranges
 * and ratios. Flags: the worker path over 2x slower than a native reference, or a median longest
 * frame gap over 50 ms while the worker ran.
 */
function makeRow({ section, name, size, bytes: nBytes, worker, main, refs = [], note, extra }) {
  const fig = (runs) =>
    runs?.length
      ? { ms: stats(runs.map((r) => r.ms)), maxGapMs: stats(runs.map((r) => r.maxGapMs)), longTaskMs: stats(runs.map((r) => r.longTaskMs)), runs }
      : null
  const w = fig(worker)
  const m = fig(main)
  const references = refs.filter((r) => r.samples?.length).map((r) => ({ name: r.name, native: r.native !== false, primary: Boolean(r.primary), ms: stats(r.samples), note: r.note }))
  const primary = references.find((r) => r.primary) ?? null
  const flags = []
  for (const r of references) {
    const x = ratio(w?.ms.median, r.ms.median)
    r.workerRatio = x
    if (r.native && x != null && x > 2) flags.push(`worker ${x.toFixed(1)}x slower than ${r.name}`)
  }
  if (w && w.maxGapMs.median > 50) {
    const long = w.longTaskMs.median
    flags.push(
      `no frame for ${Math.round(w.maxGapMs.median)} ms (median longest gap) while the worker ran; ` +
        (long > 0 ? `long tasks on the page: ${Math.round(long)} ms` : 'no long task on the page (starved of CPU, not blocked)'),
    )
  }
  return {
    section,
    name,
    size,
    bytes: nBytes ?? null,
    worker: w,
    main: m,
    references,
    throughputMBps: nBytes && w ? nBytes / MB / (w.ms.median / 1000) : null,
    mainThroughputMBps: nBytes && m ? nBytes / MB / (m.ms.median / 1000) : null,
    ratios: {
      workerVsMain: ratio(w?.ms.median, m?.ms.median),
      workerVsNative: primary ? ratio(w?.ms.median, primary.ms.median) : null,
      nativeName: primary?.name ?? null,
      stallWorkerVsMain: ratio(w?.maxGapMs.median, m?.maxGapMs.median),
    },
    flags,
    note: note ?? null,
    ...(extra ? { extra } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// Cases. Each gets ctx = { call, opts, data, dataUrl, rows, results, procs } and appends rows.

const HASHES = [
  { id: 'sha256', label: 'SHA-256', openssl: '-sha256', node: 'sha256' },
  { id: 'md5', label: 'MD5', openssl: '-md5', node: 'md5' },
  { id: 'sha512', label: 'SHA-512', openssl: '-sha512', node: 'sha512' },
  { id: 'blake3', label: 'BLAKE3', openssl: null, node: null },
]
const ALL4 = HASHES.map((h) => h.id)
/** The SHA digests WebCrypto has that the hash case has native references for (SHA-1 and SHA-384 are unit-tested). */
const WEBCRYPTO = ['sha256', 'sha512']

async function caseHash(ctx) {
  const { call, opts, data, dataUrl, info } = ctx
  const section = 'Hash'
  const b3sum = which('b3sum')
  // Warm-up on a small file: loads hash-wasm in every lane and on the page, and JIT-compiles.
  inputs.writeRandomFile(join(data, 'hash-warm.bin'), 4 * MB)
  await call('load', { name: 'warm', url: `${dataUrl}/hash-warm.bin`, as: 'blob' })
  await call('hash', { blob: 'warm', path: 'pool', algorithms: ALL4 })
  await call('hash', { blob: 'warm', path: 'worker', algorithms: ALL4 })
  await call('hash', { blob: 'warm', path: 'main', algorithms: ALL4 })
  await call('drop', { name: 'warm' })
  const sizes = sizesFor('hash', opts)
  for (const size of sizes) {
    const reps = repsFor('hash', size, opts)
    const label = bytes(size)
    log(`hash ${label}: writing the input, native references (${reps} runs each)`)
    const file = inputs.writeRandomFile(join(data, `hash-${fileTag(size)}.bin`), size)
    const expected = {}
    const refs = {}
    for (const h of HASHES) {
      refs[h.id] = []
      if (h.openssl) {
        const runs = await repeat(reps, () => timeCommand('openssl', ['dgst', h.openssl, file]))
        refs[h.id].push({ name: `openssl dgst ${h.openssl}`, samples: runs, primary: true })
        const nodeRuns = await repeat(reps, () => nodeHash(file, h.node))
        expected[h.id] = nodeRuns[0].digest
        refs[h.id].push({ name: 'node crypto', samples: nodeRuns.map((r) => r.ms) })
      } else if (b3sum) {
        const runs = await repeat(reps, () => timeCommand(b3sum, [file]))
        refs[h.id].push({ name: 'b3sum', samples: runs, primary: true })
      }
    }
    log(`hash ${label}: loading the file into the page`)
    const loaded = await call('load', { name: 'file', url: `${dataUrl}/hash-${fileTag(size)}.bin`, as: 'blob' })
    const memBefore = { processes: snapshot(ctx.procs), page: await call('memory', { ua: true }) }
    const watch = sampler(ctx.procs)
    const single = Object.fromEntries(ALL4.map((a) => [a, []]))
    const oneRead = []
    const pool = []
    // Issue 17: WebCrypto's digest of the whole file (read into one buffer, then crypto.subtle.digest),
    // and SHA-256 alone as the Hash tool runs it (hashFileInPool: whole buffer within the budget).
    const web = Object.fromEntries(WEBCRYPTO.map((a) => [a, []]))
    const tool = []
    const digests = []
    // Memory per path: the highest level while its jobs ran, and the most it rose during one job.
    const perPath = {}
    const watched = async (path, params) => {
      const w = sampler(ctx.procs)
      const r = await call('hash', params)
      const m = w.stop()
      const acc = (perPath[path] ??= { peakRendererRss: 0, peakTotalPss: 0, riseRendererRss: 0, riseTotalPss: 0 })
      acc.peakRendererRss = Math.max(acc.peakRendererRss, m.rendererRss)
      acc.peakTotalPss = Math.max(acc.peakTotalPss, m.totalPss)
      acc.riseRendererRss = Math.max(acc.riseRendererRss, m.rendererRss - m.start.rendererRss)
      acc.riseTotalPss = Math.max(acc.riseTotalPss, m.totalPss - m.start.totalPss)
      digests.push(r.digests)
      return r
    }
    log(`hash ${label}: worker paths, ${reps} runs`)
    for (let i = 0; i < reps; i++) {
      for (const a of ALL4) single[a].push(await watched('oneAlgorithm', { blob: 'file', path: 'worker', algorithms: [a] }))
      oneRead.push(await watched('fourOneRead', { blob: 'file', path: 'worker', algorithms: ALL4 }))
      pool.push(await watched('pool', { blob: 'file', path: 'pool', algorithms: ALL4 }))
      for (const a of WEBCRYPTO) web[a].push(await watched('webcrypto', { blob: 'file', path: 'webcrypto', algorithms: [a] }))
      tool.push(await watched('tool', { blob: 'file', path: 'tool', algorithms: ['sha256'] }))
    }
    const peak = watch.stop()
    const memAfter = { processes: snapshot(ctx.procs), page: await call('memory', { ua: true }) }
    const mainSingle = Object.fromEntries(ALL4.map((a) => [a, null]))
    let mainOne = null
    if (onMain('hash', size)) {
      log(`hash ${label}: main thread, ${reps} runs`)
      for (const a of ALL4) mainSingle[a] = await repeat(reps, () => call('hash', { blob: 'file', path: 'main', algorithms: [a] }))
      mainOne = await repeat(reps, () => call('hash', { blob: 'file', path: 'main', algorithms: ALL4 }))
      for (const r of [...Object.values(mainSingle).flat(), ...mainOne]) digests.push(r.digests)
    }
    await call('drop', { name: 'file' })
    // Every path must give node's digests (and agree with each other on BLAKE3).
    const mismatches = []
    const blake3 = new Set()
    for (const d of digests) {
      for (const [a, hex] of Object.entries(d)) {
        if (expected[a] && hex !== expected[a]) mismatches.push(`${a}: ${hex} != ${expected[a]}`)
        if (a === 'blake3') blake3.add(hex)
      }
    }
    if (blake3.size > 1) mismatches.push(`blake3 differs between paths: ${[...blake3].join(', ')}`)
    if (mismatches.length) throw new Error(`hash digests do not match node's crypto: ${mismatches.slice(0, 3).join('; ')}`)

    for (const h of HASHES) {
      ctx.rows.push(
        makeRow({
          section,
          name: `${h.label} (1 worker, own read)`,
          size: label,
          bytes: size,
          worker: single[h.id],
          main: mainSingle[h.id],
          refs: refs[h.id],
          note: h.openssl || b3sum ? null : 'no native BLAKE3 here (b3sum is not installed)',
        }),
      )
    }
    for (const a of WEBCRYPTO) {
      const h = HASHES.find((x) => x.id === a)
      ctx.rows.push(
        makeRow({
          section,
          name: `${h.label}, WebCrypto digest of the whole file (1 worker, read included)`,
          size: label,
          bytes: size,
          worker: web[a],
          refs: refs[a],
          note: `hash-wasm streaming in one worker: ${stats(single[a].map((r) => r.ms))?.median.toFixed(0)} ms`,
        }),
      )
    }
    ctx.rows.push(
      makeRow({
        section,
        name: "SHA-256 alone, the Hash tool's path (whole buffer within the memory budget, else streaming)",
        size: label,
        bytes: size,
        worker: tool,
        refs: refs.sha256,
      }),
    )
    const sumRuns = (i, src) => ({
      ms: ALL4.reduce((s, a) => s + src[a][i].ms, 0),
      maxGapMs: Math.max(...ALL4.map((a) => src[a][i].maxGapMs)),
      longTaskMs: ALL4.reduce((s, a) => s + src[a][i].longTaskMs, 0),
    })
    const opensslSum = (i) => HASHES.filter((h) => h.openssl).reduce((s, h) => s + refs[h.id].find((r) => r.primary).samples[i], 0)
    ctx.rows.push(
      makeRow({
        section,
        name: '4 algorithms, 4 separate reads (sum)',
        size: label,
        bytes: size,
        worker: single.sha256.map((_, i) => sumRuns(i, single)),
        main: mainSingle.sha256 ? mainSingle.sha256.map((_, i) => sumRuns(i, mainSingle)) : null,
        refs: [{ name: 'openssl md5+sha256+sha512 (3 runs, no BLAKE3)', samples: single.sha256.map((_, i) => opensslSum(i)), native: false }],
      }),
    )
    ctx.rows.push(makeRow({ section, name: '4 algorithms, one read (1 worker)', size: label, bytes: size, worker: oneRead, main: mainOne }))
    ctx.rows.push(
      makeRow({
        section,
        name: `4 algorithms, pool of ${info.hashPoolSize} workers (Hash tool's path)`,
        size: label,
        bytes: size,
        worker: pool,
        main: mainOne,
        note: 'main thread column: the same four in one read on the page',
      }),
    )
    ctx.results.hashMemory.push({ size: label, fileInPage: loaded, before: memBefore, peakDuringWorkerRuns: peak, perPath, after: memAfter })
  }
  await call('terminate')
}

/** The Hash tool's ten algorithms, and node's names for those it can check (CRC32, xxHash64 and BLAKE3 it lacks). */
const TEN = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'blake2b', 'blake3', 'crc32', 'xxhash64']
const NODE_NAMES = { md5: 'md5', sha1: 'sha1', sha256: 'sha256', sha384: 'sha384', sha512: 'sha512', 'sha3-256': 'sha3-256', blake2b: 'blake2b512' }

/**
 * Issue 32: the Hash tool's default selection, all ten algorithms, on one file through
 * `hashFileInPool` as the tool calls it, with the page's longest frame gap (D30: 50 ms) and MiB/s;
 * then SHA-256 alone streamed in one worker, digested whole by WebCrypto, and as the tool picks
 * after its calibration (the figures it measured are in the note).
 */
async function caseHashFile(ctx) {
  const { call, opts, data, dataUrl, info } = ctx
  const section = 'Hash: the tool\'s default set'
  inputs.writeRandomFile(join(data, 'hash-file-warm.bin'), 4 * MB)
  await call('load', { name: 'warm', url: `${dataUrl}/hash-file-warm.bin`, as: 'blob' })
  await call('hash', { blob: 'warm', path: 'tool', algorithms: TEN })
  await call('drop', { name: 'warm' })
  for (const size of sizesFor('hash-file', opts)) {
    const reps = repsFor('hash-file', size, opts)
    const label = bytes(size)
    log(`hash-file ${label}: writing the input, node's digests, openssl sha256 (${reps} runs)`)
    const file = inputs.writeRandomFile(join(data, `hash-file-${fileTag(size)}.bin`), size)
    const expected = {}
    for (const [id, name] of Object.entries(NODE_NAMES)) expected[id] = (await nodeHash(file, name)).digest
    const openssl = await repeat(reps, () => timeCommand('openssl', ['dgst', '-sha256', file]))
    await call('load', { name: 'file', url: `${dataUrl}/hash-file-${fileTag(size)}.bin`, as: 'blob' })
    // The tool's first file of the session calibrates (a few hundred ms, once): do it before timing.
    const calibration = await call('hashCalibration', { size })
    log(`hash-file ${label}: calibration ${JSON.stringify(calibration)}`)
    const ten = []
    const stream = []
    const whole = []
    const tool = []
    const digests = []
    for (let i = 0; i < reps; i++) {
      log(`hash-file ${label}: round ${i + 1} of ${reps}`)
      const r = await call('hash', { blob: 'file', path: 'tool', algorithms: TEN })
      ten.push(r)
      digests.push(r.digests)
      stream.push(await call('hash', { blob: 'file', path: 'worker', algorithms: ['sha256'] }))
      whole.push(await call('hash', { blob: 'file', path: 'webcrypto', algorithms: ['sha256'] }))
      tool.push(await call('hash', { blob: 'file', path: 'tool', algorithms: ['sha256'] }))
      digests.push(...[stream, whole, tool].map((x) => x.at(-1).digests))
    }
    await call('drop', { name: 'file' })
    const mismatches = digests.flatMap((d) => Object.entries(d).filter(([a, hex]) => expected[a] && hex !== expected[a]).map(([a]) => a))
    if (mismatches.length) throw new Error(`hash-file: digests differ from node's crypto: ${[...new Set(mismatches)].join(', ')}`)
    const ref = [{ name: 'openssl dgst -sha256', samples: openssl, primary: true }]
    const t = calibration.times.sha256
    ctx.rows.push(
      makeRow({
        section,
        name: `All ten algorithms, the Hash tool's path (pool of ${info.hashPoolSize} workers)`,
        size: label,
        bytes: size,
        worker: ten,
        note: 'digests checked against node crypto for the seven it has',
      }),
    )
    ctx.rows.push(makeRow({ section, name: 'SHA-256 alone, streamed (hash-wasm, 1 worker)', size: label, bytes: size, worker: stream, refs: ref }))
    ctx.rows.push(makeRow({ section, name: 'SHA-256 alone, WebCrypto on the whole file (1 worker, read included)', size: label, bytes: size, worker: whole, refs: ref }))
    ctx.rows.push(
      makeRow({
        section,
        name: `SHA-256 alone, the Hash tool's path (calibrated: ${calibration.choice})`,
        size: label,
        bytes: size,
        worker: tool,
        refs: ref,
        note: t ? `calibration on ${bytes(calibration.sampleBytes)}: streamed ${t.stream.toFixed(1)} ms, whole ${t.whole.toFixed(1)} ms` : 'not calibrated',
      }),
    )
  }
  await call('terminate')
}

const PRETTIER = {
  js: { language: 'javascript', parser: 'babel', ext: 'js', label: 'JavaScript (prettier)', make: (n) => inputs.javascript(ROOT, n) },
  css: { language: 'css', parser: 'css', ext: 'css', label: 'CSS (prettier)', make: (n) => inputs.css(ROOT, n) },
  html: { language: 'html', parser: 'html', ext: 'html', label: 'HTML (prettier)', make: (n) => inputs.html(ROOT, n) },
}

let prettierModule = null
const PRETTIER_CLI = () => join(ROOT, 'node_modules/prettier/bin/prettier.cjs')

async function casePrettier(ctx, kind) {
  const { call, opts, data, dataUrl } = ctx
  const spec = PRETTIER[kind]
  const section = 'Format'
  prettierModule ??= await import('prettier')
  const sizes = sizesFor(kind, opts)
  const made = []
  for (const size of sizes) {
    const { text, sources } = await spec.make(size)
    const name = `${kind}-${fileTag(size)}.${spec.ext}`
    inputs.writeText(data, name, text)
    made.push({ size, name, text, sources })
    ctx.results.inputs.push({ file: name, bytes: Buffer.byteLength(text), chars: text.length, sources })
  }
  const smallest = made[0]
  await call('load', { name: smallest.name, url: `${dataUrl}/${smallest.name}`, as: 'text' })
  // Cold: a fresh format worker each time (spawn, load prettier and its plugins, format).
  const creps = coldReps(opts)
  log(`${kind}: cold start in a fresh worker, ${creps} runs at ${bytes(smallest.size)}`)
  const cold = await repeat(creps, () => call('format', { engine: 'code', language: spec.language, input: smallest.name, path: 'worker', cold: true }))
  check(cold, kind)
  // Warm-up after the cold runs: once more in the (now warm) worker, once on the page.
  await call('format', { engine: 'code', language: spec.language, input: smallest.name, path: 'worker' })
  await call('format', { engine: 'code', language: spec.language, input: smallest.name, path: 'main' })
  const cli = (file) => timeCommand(process.execPath, [PRETTIER_CLI(), '--no-config', '--no-editorconfig', '--parser', spec.parser, file])
  const coldCli = await repeat(creps, () => cli(join(data, smallest.name)))
  ctx.rows.push(
    makeRow({
      section,
      name: `${spec.label}, cold: fresh worker`,
      size: bytes(smallest.size),
      bytes: smallest.size,
      worker: cold,
      refs: [{ name: 'prettier CLI (node)', samples: coldCli, primary: true }],
      note: 'first call in a new worker: spawn + load prettier and plugins + format',
    }),
  )
  for (const m of made) {
    const reps = repsFor(kind, m.size, opts)
    if (m !== smallest) await call('load', { name: m.name, url: `${dataUrl}/${m.name}`, as: 'text' })
    const api = m.size <= API_MAX
    log(`${kind} ${bytes(m.size)}: worker, ${onMain(kind, m.size) ? 'main thread, ' : ''}prettier CLI${api ? ' and API' : ''} in node, ${reps} runs`)
    const worker = await repeat(reps, () => call('format', { engine: 'code', language: spec.language, input: m.name, path: 'worker' }))
    check(worker, kind)
    const main = onMain(kind, m.size) ? await repeat(reps, () => call('format', { engine: 'code', language: spec.language, input: m.name, path: 'main' })) : null
    if (main) check(main, kind)
    await call('drop', { name: m.name })
    const file = join(data, m.name)
    const cliRuns = await repeat(reps, () => cli(file))
    const options = { parser: spec.parser, tabWidth: 2, useTabs: false }
    if (m === smallest) await prettierModule.format(m.text, options) // warm-up
    const apiRuns = api
      ? await repeat(reps, async () => {
          const t0 = performance.now()
          await prettierModule.format(m.text, options)
          return performance.now() - t0
        })
      : null
    ctx.rows.push(
      makeRow({
        section,
        name: `${spec.label}, warm`,
        size: bytes(m.size),
        bytes: m.size,
        worker,
        main,
        refs: [
          { name: 'prettier CLI (node)', samples: cliRuns, primary: true, note: 'includes node start-up and loading prettier' },
          { name: 'prettier API in node (warm)', samples: apiRuns, native: false },
        ],
      }),
    )
  }
  await call('terminate')
}

function check(runs, what) {
  const bad = runs.find((r) => r.ok === false)
  if (bad) throw new Error(`${what}: the formatter reported an error: ${bad.error}`)
}

async function caseSql(ctx) {
  const { call, opts, data, dataUrl } = ctx
  const section = 'Format'
  const { format } = await import('sql-formatter')
  const cliPath = join(ROOT, 'node_modules/sql-formatter/bin/sql-formatter-cli.cjs')
  const sizes = sizesFor('sql', opts)
  let first = true
  for (const size of sizes) {
    const { text, sources } = inputs.sql(size)
    const name = `sql-${fileTag(size)}.sql`
    const file = inputs.writeText(data, name, text)
    ctx.results.inputs.push({ file: name, bytes: Buffer.byteLength(text), chars: text.length, sources })
    await call('load', { name, url: `${dataUrl}/${name}`, as: 'text' })
    const reps = repsFor('sql', size, opts)
    const cli = () => timeCommand(process.execPath, [cliPath, '-l', 'sql', file])
    if (first) {
      first = false
      const creps = coldReps(opts)
      log(`sql: cold start in a fresh worker, ${creps} runs at ${bytes(size)}`)
      const cold = await repeat(creps, () => call('format', { engine: 'sql', input: name, path: 'worker', cold: true }))
      check(cold, 'sql')
      ctx.rows.push(
        makeRow({
          section,
          name: 'SQL (sql-formatter), cold: fresh worker',
          size: bytes(size),
          bytes: size,
          worker: cold,
          refs: [{ name: 'sql-formatter CLI (node)', samples: await repeat(creps, cli), primary: true }],
          note: 'first call in a new worker: spawn + load sql-formatter + format',
        }),
      )
      await call('format', { engine: 'sql', input: name, path: 'worker' })
      if (onMain('sql', size)) await call('format', { engine: 'sql', input: name, path: 'main' })
    }
    log(`sql ${bytes(size)}: worker, main thread, CLI and API in node, ${reps} runs`)
    const worker = await repeat(reps, () => call('format', { engine: 'sql', input: name, path: 'worker' }))
    check(worker, 'sql')
    const main = onMain('sql', size) ? await repeat(reps, () => call('format', { engine: 'sql', input: name, path: 'main' })) : null
    if (main) check(main, 'sql')
    await call('drop', { name })
    const cliRuns = await repeat(reps, cli)
    format(text, { language: 'sql', tabWidth: 2, useTabs: false, keywordCase: 'preserve' })
    const apiRuns = await repeat(reps, () => {
      const t0 = performance.now()
      format(text, { language: 'sql', tabWidth: 2, useTabs: false, keywordCase: 'preserve' })
      return performance.now() - t0
    })
    ctx.rows.push(
      makeRow({
        section,
        name: 'SQL (sql-formatter), warm',
        size: bytes(size),
        bytes: size,
        worker,
        main,
        refs: [
          { name: 'sql-formatter CLI (node)', samples: cliRuns, primary: true, note: 'includes node start-up' },
          { name: 'sql-formatter API in node (warm)', samples: apiRuns, native: false },
        ],
      }),
    )
  }
  await call('terminate')
}

async function caseJson(ctx) {
  const { call, opts, data, dataUrl } = ctx
  const section = 'Format'
  const jq = which('jq')
  const sizes = sizesFor('json', opts)
  let first = true
  for (const size of sizes) {
    const { text, sources } = inputs.json(ROOT, size)
    const name = `json-${fileTag(size)}.json`
    const file = inputs.writeText(data, name, text)
    ctx.results.inputs.push({ file: name, bytes: Buffer.byteLength(text), chars: text.length, sources })
    await call('load', { name, url: `${dataUrl}/${name}`, as: 'text' })
    const reps = repsFor('json', size, opts)
    if (first) {
      first = false
      const creps = coldReps(opts)
      log(`json: cold start in a fresh worker, ${creps} runs at ${bytes(size)}`)
      const cold = await repeat(creps, () => call('format', { engine: 'json', input: name, path: 'worker', cold: true }))
      check(cold, 'json')
      ctx.rows.push(makeRow({ section, name: 'JSON (format, indent 2), cold: fresh worker', size: bytes(size), bytes: size, worker: cold }))
      await call('format', { engine: 'json', input: name, path: 'worker' })
      // The page's own warm-up only at a size the main-thread column runs (200 MB on the page took the renderer down).
      if (onMain('json', size)) await call('format', { engine: 'json', input: name, path: 'main' })
    }
    log(`json ${bytes(size)}: worker, ${size <= WHOLE_MAX ? 'one postMessage each way, ' : ''}${onMain('json', size) ? 'main thread, ' : ''}jq and node, ${reps} runs`)
    const worker = await repeat(reps, () => call('format', { engine: 'json', input: name, path: 'worker' }))
    check(worker, 'json')
    // Issue 17: the same job with the text and the output in one postMessage each way (the path before slicing).
    // Above 100 MB it is left out: at 200 MB (two-byte text, as this input is) the page's renderer ran
    // out of memory on it (5.2 GB resident) in the third run, while the sliced path held 3.6 GB at most.
    const whole = size <= WHOLE_MAX ? await repeat(reps, () => call('format', { engine: 'json', input: name, path: 'worker', transport: 'whole' })) : null
    if (whole) check(whole, 'json')
    if (whole && whole[0].outputChars !== worker[0].outputChars) throw new Error(`json: the sliced path gave ${worker[0].outputChars} characters, one postMessage ${whole[0].outputChars}`)
    const main = onMain('json', size) ? await repeat(reps, () => call('format', { engine: 'json', input: name, path: 'main' })) : null
    if (main) check(main, 'json')
    await call('drop', { name })
    const refs = []
    if (jq) refs.push({ name: 'jq .', samples: await repeat(reps, () => timeCommand(jq, ['.', file])), primary: true })
    const nodeRuns =
      size <= 20 * MB
        ? await repeat(reps, () => {
            const t0 = performance.now()
            JSON.stringify(JSON.parse(text), null, 2)
            return performance.now() - t0
          })
        : null
    if (nodeRuns) refs.push({ name: 'node JSON.parse + JSON.stringify', samples: nodeRuns, native: false, note: 'not the same job: rounds big numbers, the app keeps them' })
    const notes = whole ? [] : [`the one-postMessage row is not run above ${bytes(WHOLE_MAX)}: at 200 MB it took the renderer down (out of memory)`]
    const held = worker.map((w) => w.heldBlobMs).filter((ms) => typeof ms === 'number')
    if (held.length) notes.push(`the output stays off the page past its first 1M characters (the holder worker); making it one Blob for Copy or Download then took ${ms(stats(held).median)} there, not timed above`)
    const note = notes.length ? notes.join('; ') : undefined
    ctx.rows.push(makeRow({ section, name: 'JSON (format, indent 2), warm', size: bytes(size), bytes: size, worker, main, refs, note }))
    if (whole) ctx.rows.push(makeRow({ section, name: 'JSON (format, indent 2), warm, one postMessage each way', size: bytes(size), bytes: size, worker: whole, refs: refs.filter((r) => r.primary) }))
  }
  await call('terminate')
}

/** The largest JSON size the one-postMessage comparison row runs at (see caseJson). */
const WHOLE_MAX = 100 * MB

async function caseDiff(ctx) {
  const { call, opts, data, dataUrl } = ctx
  const section = 'Diff'
  const plan = PLAN.diff
  const sizes = sizesFor('diff', opts)
  let warmed = false
  for (const lines of sizes) {
    const reps = repsFor('diff', lines, opts)
    for (const pct of plan.percents) {
      const pair = inputs.diffPair(ROOT, lines, pct)
      const a = `diff-${lines}-${pct}-a.txt`
      const b = `diff-${lines}-${pct}-b.txt`
      inputs.writeText(data, a, pair.a)
      inputs.writeText(data, b, pair.b)
      ctx.results.inputs.push({ file: `${a}, ${b}`, bytes: Buffer.byteLength(pair.a) + Buffer.byteLength(pair.b), lines, changedLines: pair.changed })
      await call('load', { name: 'a', url: `${dataUrl}/${a}`, as: 'text' })
      await call('load', { name: 'b', url: `${dataUrl}/${b}`, as: 'text' })
      if (!warmed) {
        warmed = true
        await call('diff', { a: 'a', b: 'b', path: 'worker' })
        await call('diff', { a: 'a', b: 'b', path: 'main' })
      }
      log(`diff ${lines} lines, ${pct}% changed: worker, main thread, GNU diff, ${reps} runs`)
      // Worker and main-thread runs alternate, so a slow spell of the machine falls on both columns.
      const worker = []
      const main = onMain('diff', lines) ? [] : null
      for (let i = 0; i < reps; i++) {
        worker.push(await call('diff', { a: 'a', b: 'b', path: 'worker' }))
        if (main) main.push(await call('diff', { a: 'a', b: 'b', path: 'main' }))
      }
      const gnu = await repeat(reps, () => timeCommand('diff', [join(data, a), join(data, b)], { okCodes: [0, 1] }))
      const r0 = worker[0]
      ctx.rows.push(
        makeRow({
          section,
          name: `${lines.toLocaleString('en')} lines, ${pct}% changed`,
          size: `${bytes(Buffer.byteLength(pair.a))} + ${bytes(Buffer.byteLength(pair.b))}`,
          worker,
          main,
          refs: [{ name: 'GNU diff', samples: gnu, primary: true }],
          note: `${r0.removed} removed / ${r0.added} added lines reported${r0.precise ? '' : ", GNU diff's cost cut-off kicked in (valid, maybe not minimal)"}; the page then builds the side-by-side listing (${r0.rows} rows) in ${stats(worker.map((x) => x.viewMs))?.median.toFixed(1)} ms; one message with both texts (structuredClone on the page; the worker path streams UTF-8 slices instead) would take ${stats(worker.map((x) => x.cloneMs))?.median.toFixed(1)} ms`,
        }),
      )
    }
  }
  await call('terminate')
}

async function caseBcrypt(ctx) {
  const { call, opts } = ctx
  const section = 'Bcrypt'
  const costs = sizesFor('bcrypt', opts)
  const impls = [
    { id: 'hash-wasm', label: "hash-wasm (the app's choice)" },
    { id: 'bcryptjs', label: 'bcryptjs (the other candidate)' },
  ]
  for (const impl of impls) {
    await call('bcrypt', { impl: impl.id, rounds: 4, path: 'worker' })
    await call('bcrypt', { impl: impl.id, rounds: 4, path: 'main' })
  }
  for (const cost of costs) {
    const reps = repsFor('bcrypt', cost, opts)
    const hashes = new Set()
    const medians = {}
    for (const impl of impls) {
      log(`bcrypt ${impl.id} cost ${cost}: worker${onMain('bcrypt', cost) ? ', main thread' : ''}, ${reps} runs`)
      const worker = await repeat(reps, () => call('bcrypt', { impl: impl.id, rounds: cost, path: 'worker' }))
      const main = onMain('bcrypt', cost) ? await repeat(reps, () => call('bcrypt', { impl: impl.id, rounds: cost, path: 'main' })) : null
      for (const r of [...worker, ...(main ?? [])]) hashes.add(r.hash.slice(3))
      const row = makeRow({ section, name: `${impl.label}, cost ${cost}`, size: `cost ${cost}`, worker, main, note: 'no native bcrypt here (no htpasswd, mkpasswd or python bcrypt)' })
      medians[impl.id] = row.worker.ms.median
      ctx.rows.push(row)
    }
    if (hashes.size !== 1) throw new Error(`bcrypt: the two implementations disagree: ${[...hashes].join(', ')}`)
    ctx.rows[ctx.rows.length - 1].note = `bcryptjs takes ${(medians.bcryptjs / medians['hash-wasm']).toFixed(2)}x hash-wasm's time; ${ctx.rows[ctx.rows.length - 1].note}`
  }
  await call('terminate')
}

async function caseImage(ctx) {
  const { call, opts, data } = ctx
  const section = 'Image'
  // Native WebP for reference: cwebp (Debian's webp package), on the same JPEG, at the app's method and at libwebp's default.
  const cwebp = which('cwebp')
  const sizes = sizesFor('image', opts)
  const outputs = [
    { format: 'PNG', quality: 1, label: 'PNG' },
    { format: 'JPEG', quality: 0.9, label: 'JPEG 90' },
    { format: 'WEBP', quality: 0.9, label: 'WEBP 90' },
  ]
  // Warm-up: a small picture through every encoder, in the worker and on the page.
  await call('photo', { name: 'warm', width: 600, height: 400, seed: 2 })
  for (const o of outputs) {
    await call('image', { source: 'warm', outFormat: o.format, quality: o.quality, path: 'worker' })
    await call('image', { source: 'warm', outFormat: o.format, quality: o.quality, path: 'main' })
  }
  await call('drop', { name: 'warm' })
  for (const mp of sizes) {
    const width = Math.round(Math.sqrt(mp * 1e6 * 1.5))
    const height = Math.round(width / 1.5)
    const reps = repsFor('image', mp, opts)
    const src = await call('photo', { name: 'photo', width, height, seed: 1, base64: Boolean(cwebp) })
    ctx.results.inputs.push({ file: `photo ${width}x${height} (drawn in the page)`, bytes: src.bytes, format: 'JPEG 92' })
    const photoFile = cwebp ? join(data, `photo-${width}x${height}.jpg`) : null
    if (photoFile) writeFileSync(photoFile, Buffer.from(src.base64, 'base64'))
    for (const o of outputs) {
      log(`image ${width}x${height} to ${o.label}: worker${onMain('image', mp) ? ', main thread' : ''}, ${reps} runs`)
      const worker = await repeat(reps, () => call('image', { source: 'photo', outFormat: o.format, quality: o.quality, path: 'worker' }))
      const main = onMain('image', mp) ? await repeat(reps, () => call('image', { source: 'photo', outFormat: o.format, quality: o.quality, path: 'main' })) : null
      const bad = worker.find((r) => r.width !== width || r.height !== height || !r.type.includes(o.format.toLowerCase()))
      if (bad) throw new Error(`image: unexpected output ${JSON.stringify(bad)}`)
      const refs = []
      if (o.format === 'WEBP' && photoFile) {
        const out = join(data, 'cwebp-out.webp')
        // Method 2 is the app's (WEBP_METHOD in src/workers/image/webp-wasm.ts); 4 is libwebp's default.
        for (const m of [2, 4]) {
          log(`image ${width}x${height} to ${o.label}: cwebp -m ${m}, ${reps} runs`)
          refs.push({ name: `cwebp -q 90 -m ${m}`, samples: await repeat(reps, () => timeCommand(cwebp, ['-quiet', '-q', '90', '-m', String(m), photoFile, '-o', out])), primary: m === 2 })
        }
      }
      const missing = o.format === 'WEBP' ? (cwebp ? null : 'cwebp (Debian: webp) is') : 'ImageMagick is'
      ctx.rows.push(
        makeRow({
          section,
          name: `JPEG photo to ${o.label}`,
          size: `${width}x${height} (${mp} MP), ${bytes(src.bytes)} in`,
          worker,
          main,
          refs,
          note: `${bytes(worker[0].outBytes)} out (encoder: ${worker[0].encoder ?? 'canvas'})${missing ? `; no native encoder here (${missing} not installed)` : ''}`,
        }),
      )
      // Issue 17: WebP by each encoder the converter can use, at the same quality, in the worker.
      if (o.format === 'WEBP') {
        const encoders = [
          { webpEncoder: 'canvas', what: "the browser's canvas encoder (its own libwebp)" },
          { webpEncoder: 'wasm', webpMethod: 4, what: "libwebp in wasm, method 4 (libwebp's default)" },
          { webpEncoder: 'wasm', webpMethod: 2, what: 'libwebp in wasm, method 2' },
        ]
        for (const e of encoders) {
          log(`image ${width}x${height} to ${o.label}: ${e.what}, ${reps} runs`)
          let runs
          try {
            runs = await repeat(reps, () => call('image', { source: 'photo', outFormat: o.format, quality: o.quality, path: 'worker', webpEncoder: e.webpEncoder, webpMethod: e.webpMethod }))
          } catch (err) {
            // A comparison encoder that fails is reported, and the case goes on (the app's own rows are above).
            const message = `${width}x${height} to ${o.label}, ${e.what}: ${String(err.message).split('\n')[0]}`
            log(`  image: ${message}`)
            ctx.results.errors.push({ case: 'image', message })
            continue
          }
          ctx.rows.push(
            makeRow({
              section,
              name: `JPEG photo to ${o.label}: ${e.what}`,
              size: `${width}x${height} (${mp} MP), ${bytes(src.bytes)} in`,
              worker: runs,
              note: `${bytes(runs[0].outBytes)} out (encoder: ${runs[0].encoder ?? 'canvas'})`,
            }),
          )
        }
      }
    }
    await call('drop', { name: 'photo' })
  }
  await call('terminate')
}

/**
 * Image Compressor (issue 16): a JPEG photo (as a camera gives it) compressed by each jSquash codec
 * at its default settings, through the app's compress pool, against the browser's canvas encoder at
 * the same nominal quality (the Image Converter's worker). Time, bytes out and PSNR against the
 * decoded photo (a quality figure: the two quality scales are not the same, so bytes alone would
 * not say which encoder is better). Chromium's canvas cannot write AVIF: that row has no reference.
 */
const COMPRESS = [
  { id: 'jpeg', label: 'MozJPEG q75, progressive (wasm: the app\'s choice)', encode: { format: 'jpeg', quality: 75, progressive: true }, canvas: { format: 'JPEG', quality: 0.75, label: 'canvas JPEG 0.75' } },
  // For lossy WebP of an opaque picture the app takes the browser's own libwebp (as good, faster): both are measured.
  { id: 'webp', label: 'libwebp q75 (wasm)', encode: { format: 'webp', quality: 75, lossless: false }, canvas: { format: 'WEBP', quality: 0.75, label: 'canvas WebP 0.75' }, auto: 'WebP q75 as the app makes it (opaque: the browser\'s libwebp)' },
  { id: 'avif', label: 'libavif q50, speed 6 (wasm: the app\'s choice)', encode: { format: 'avif', quality: 50, speed: 6 }, canvas: { format: 'AVIF', quality: 0.5, label: 'canvas AVIF 0.5' }, slow: true },
  { id: 'png', label: 'OxiPNG level 2, lossless (wasm: the app\'s choice)', encode: { format: 'png', level: 2 }, canvas: { format: 'PNG', quality: 1, label: 'canvas PNG' }, slow: true },
]

async function caseCompress(ctx) {
  const { call, opts } = ctx
  const section = 'Image Compressor (wasm codecs vs canvas)'
  const sizes = sizesFor('compress', opts)
  const canvasCan = {}
  for (const c of COMPRESS) canvasCan[c.id] = (await call('canvasCanEncode', { format: c.canvas.format })).ok
  // Warm-up: a small photo through every codec (loads and compiles each wasm module) and the canvas.
  await call('photo', { name: 'warm', width: 600, height: 400, seed: 2 })
  for (const c of COMPRESS) {
    await call('compress', { source: 'warm', path: 'wasm', encode: c.encode })
    if (canvasCan[c.id]) await call('compress', { source: 'warm', path: 'canvas', outFormat: c.canvas.format, quality: c.canvas.quality })
    if (c.auto) await call('compress', { source: 'warm', path: 'wasm', auto: true, encode: c.encode })
  }
  await call('drop', { name: 'warm' })
  for (const mp of sizes) {
    const width = Math.round(Math.sqrt(mp * 1e6 * 1.5))
    const height = Math.round(width / 1.5)
    const src = await call('photo', { name: 'photo', width, height, seed: 1 })
    ctx.results.inputs.push({ file: `photo ${width}x${height} (drawn in the page)`, bytes: src.bytes, format: 'JPEG 92', case: 'compress' })
    const size = `${width}x${height} (${mp} MP), ${bytes(src.bytes)} JPEG in`
    for (const c of COMPRESS) {
      const reps = opts.reps ?? (opts.quick ? 1 : c.slow ? PLAN.compress.slowReps(mp) : PLAN.compress.reps(mp))
      log(`compress ${width}x${height} ${c.label}: wasm${canvasCan[c.id] ? ' and canvas' : ''}, ${reps} runs`)
      // The quality figure is computed once per encoder (outside the timed part): the output does not change between runs.
      const wasm = await repeat(reps, (i) => call('compress', { source: 'photo', path: 'wasm', encode: c.encode, psnr: i === 0 }))
      const canvas = canvasCan[c.id] ? await repeat(reps, (i) => call('compress', { source: 'photo', path: 'canvas', outFormat: c.canvas.format, quality: c.canvas.quality, psnr: i === 0 })) : null
      const bad = [...wasm, ...(canvas ?? [])].find((r) => !r.type.includes(c.id))
      if (bad) throw new Error(`compress: unexpected output type ${bad.type} for ${c.id}`)
      const q = (r) => (r.psnr === 'lossless' ? 'lossless' : r.psnr == null ? 'PSNR n/a' : `PSNR ${r.psnr.toFixed(2)} dB`)
      const w = wasm[0]
      const k = canvas?.[0]
      const verdict = k
        ? `; wasm is ${w.outBytes <= k.outBytes ? `${Math.round((1 - w.outBytes / k.outBytes) * 100)}% smaller` : `${Math.round((w.outBytes / k.outBytes - 1) * 100)}% larger`} and takes ${(stats(wasm.map((r) => r.ms)).median / stats(canvas.map((r) => r.ms)).median).toFixed(2)}x canvas's time`
        : '; the canvas cannot encode this format here'
      ctx.rows.push(
        makeRow({
          section,
          name: c.label,
          size,
          bytes: src.bytes,
          worker: wasm,
          refs: canvas ? [{ name: c.canvas.label, samples: canvas.map((r) => r.ms), native: false }] : [],
          note: `${bytes(w.outBytes)} out, ${q(w)}${k ? ` · ${c.canvas.label}: ${bytes(k.outBytes)} out, ${q(k)}` : ''}${verdict}`,
          extra: { outBytes: w.outBytes, psnr: w.psnr, canvas: k ? { outBytes: k.outBytes, psnr: k.psnr } : null },
        }),
      )
      if (canvas) ctx.rows.push(makeRow({ section, name: `${c.canvas.label} (browser)`, size, bytes: src.bytes, worker: canvas, note: `${bytes(k.outBytes)} out, ${q(k)}`, extra: { outBytes: k.outBytes, psnr: k.psnr } }))
      if (c.auto) {
        const app = await repeat(reps, (i) => call('compress', { source: 'photo', path: 'wasm', auto: true, encode: c.encode, psnr: i === 0 }))
        const a = app[0]
        ctx.rows.push(makeRow({ section, name: c.auto, size, bytes: src.bytes, worker: app, note: `${bytes(a.outBytes)} out, ${q(a)}; encoder: ${a.encoder === 'browser' ? "the browser's" : 'wasm'}`, extra: { outBytes: a.outBytes, psnr: a.psnr, encoder: a.encoder } }))
      }
    }
    await call('drop', { name: 'photo' })
  }
  await call('terminate')
}

/**
 * Palette detection (D25, D30): the time of one detect() call on a pasted JSON text, on the main
 * thread (where the palette runs it), and the longest time the page went without a frame meanwhile.
 * Detectors read a bounded prefix, so 20 MB should cost what 64 KB does.
 */
async function caseDetect(ctx) {
  const { call, opts, data, dataUrl } = ctx
  const section = 'Detection (palette, main thread)'
  const sizes = sizesFor('detect', opts)
  let first = true
  for (const size of sizes) {
    const { text, sources } = inputs.jsonRecords(size)
    const name = `detect-${fileTag(size)}.json`
    inputs.writeText(data, name, text)
    ctx.results.inputs.push({ file: name, bytes: Buffer.byteLength(text), chars: text.length, sources })
    await call('load', { name, url: `${dataUrl}/${name}`, as: 'text' })
    const reps = repsFor('detect', size, opts)
    const check = (r) => {
      if (r.top?.toolId !== 'json-formatter') throw new Error(`detect: expected the JSON formatter first for ${bytes(size)} of JSON, got ${JSON.stringify(r.top)}`)
    }
    if (first) {
      // The first call on the page: regular expressions compiled, code not yet optimised.
      first = false
      const cold = await call('detect', { input: name })
      check(cold)
      ctx.rows.push(makeRow({ section, name: 'detect(), first call on the page', size: bytes(size), bytes: size, main: [cold], note: `top: ${cold.top.toolId} (${cold.top.reason})` }))
    }
    log(`detect ${bytes(size)}: warm-up, then ${reps} runs on the main thread`)
    check(await call('detect', { input: name }))
    const runs = await repeat(reps, () => call('detect', { input: name }))
    runs.forEach(check)
    await call('drop', { name })
    const row = makeRow({
      section,
      name: 'detect() per paste, JSON',
      size: bytes(size),
      bytes: size,
      main: runs,
      note: `main thread only (no worker column); ${runs[0].tools} tools listed, top: ${runs[0].top.toolId} (${runs[0].top.reason})`,
    })
    if (row.main.maxGapMs.median > 50) row.flags.push(`no frame for ${Math.round(row.main.maxGapMs.median)} ms (median longest gap) while detecting on the main thread`)
    ctx.rows.push(row)
  }
}

/**
 * The JSON Formatter's tree (issue 18, D30): the time to open a document in the tree through the
 * app's client (the text posted to the worker in slices, indexed there, the first 100 rows back),
 * and the longest frame gap on the page meanwhile; the same with the text in one postMessage (what
 * the slicing saves); the index built on the main thread (small sizes); then Expand all (and the
 * last rows), a search for a word, and revealing its first match in the collapsed tree.
 */
async function caseJsonTree(ctx) {
  const { call, opts, data, dataUrl } = ctx
  const section = 'JSON tree'
  const sizes = sizesFor('json-tree', opts)
  const query = 'typescript'
  let first = true
  for (const size of sizes) {
    const { text, sources } = inputs.json(ROOT, size)
    const name = `tree-${fileTag(size)}.json`
    inputs.writeText(data, name, text)
    ctx.results.inputs.push({ file: name, bytes: Buffer.byteLength(text), chars: text.length, sources, case: 'json-tree' })
    await call('load', { name, url: `${dataUrl}/${name}`, as: 'text' })
    const reps = repsFor('json-tree', size, opts)
    const label = bytes(size)
    if (first) {
      first = false
      log(`json-tree: cold start in a fresh worker at ${label}, ${coldReps(opts)} runs`)
      const cold = await repeat(coldReps(opts), () => call('tree', { input: name, cold: true, whole: true }))
      ctx.rows.push(makeRow({ section, name: 'open, cold: fresh worker (one postMessage)', size: label, bytes: size, worker: cold.map((r) => r.open), note: `${cold[0].nodes.toLocaleString('en-US')} nodes` }))
      await call('tree', { input: name, query }) // warm-up
      if (onMain('json-tree', size)) await call('tree', { input: name, path: 'main' })
    }
    log(`json-tree ${label}: open, expand all, search, ${reps} runs; one postMessage, ${reps} runs${onMain('json-tree', size) ? '; main thread' : ''}`)
    const runs = await repeat(reps, () => call('tree', { input: name, query }))
    const whole = await repeat(reps, () => call('tree', { input: name, whole: true }))
    const main = onMain('json-tree', size) ? await repeat(reps, () => call('tree', { input: name, path: 'main' })) : null
    await call('drop', { name })
    const r0 = runs[0]
    const twoByte = /[\u0100-\uffff]/.test(text) // V8 holds such a string as UTF-16
    ctx.rows.push(
      makeRow({
        section,
        name: 'open: post in slices + index + first rows',
        size: label,
        bytes: size,
        worker: runs.map((r) => r.open),
        main: main?.map((r) => r.open),
        note: `${r0.nodes.toLocaleString('en-US')} nodes, ${r0.chars.toLocaleString('en-US')} characters (${twoByte ? 'non-ASCII: held as UTF-16' : 'one byte each'}), slices of 1M characters; ${r0.rowsOnOpen.toLocaleString('en-US')} rows on open; main thread: the index built on the page`,
        extra: { nodes: r0.nodes, chars: r0.chars },
      }),
      makeRow({ section, name: 'open: one postMessage + index + first rows', size: label, bytes: size, worker: whole.map((r) => r.open), note: 'the whole text in one postMessage: the page copies it in one task' }),
      makeRow({ section, name: 'expand all (+ the last 100 rows)', size: label, bytes: size, worker: runs.map((r) => r.expandAll), note: `${r0.nodes.toLocaleString('en-US')} rows` }),
      makeRow({ section, name: `search "${query}" (keys and values)`, size: label, bytes: size, worker: runs.map((r) => r.search), note: `${r0.matches.toLocaleString('en-US')} matches` }),
      makeRow({ section, name: 'reveal the first match (collapsed tree)', size: label, bytes: size, worker: runs.map((r) => r.reveal), note: `${r0.rowsBeforeReveal} rows before, ${r0.rowsAfterReveal} after` }),
    )
  }
  await call('terminate')
}

// ---------------------------------------------------------------------------------------------

async function main() {
  let opts
  try {
    opts = parseArgs(process.argv.slice(2))
  } catch (e) {
    console.error(`bench: ${e.message}`)
    process.exit(2)
  }
  if (opts.help) {
    console.log(HELP)
    return
  }
  const started = Date.now()
  const executablePath = await findBrowser().catch((e) => {
    console.error(e.message)
    process.exit(1)
  })
  if (!executablePath) {
    console.error(NO_BROWSER_MESSAGE)
    process.exit(1)
  }
  const { build } = await import('vite')
  const { chromium } = await import('@playwright/test')

  const tmp = mkdtempSync(join(tmpdir(), 'devtools-bench-'))
  const pageDir = join(tmp, 'page')
  const appDir = join(tmp, 'app')
  const data = join(tmp, 'data')
  mkdirSync(data)
  const cleanup = () => {
    if (opts.keep) log(`kept ${tmp}`)
    else rmSync(tmp, { recursive: true, force: true })
  }
  process.on('SIGINT', () => {
    cleanup()
    process.exit(130)
  })

  let failed = false
  try {
    log(`bench: cases ${opts.cases.join(', ')}${opts.quick ? ' (quick)' : ''}; temp folder ${tmp}`)
    log('building the bench page (bench/page)…')
    await build({
      configFile: false,
      root: join(ROOT, 'bench/page'),
      base: '/',
      publicDir: false,
      logLevel: 'warn',
      worker: { format: 'es' },
      build: { outDir: pageDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false }, chunkSizeWarningLimit: 100_000, reportCompressedSize: false },
    })
    let appBuildError = null
    if (opts.cases.includes('startup')) {
      log('building the app (vite.config.ts)…')
      try {
        await build({ configFile: join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'silent', build: { outDir: appDir, emptyOutDir: true, reportCompressedSize: false } })
      } catch (e) {
        appBuildError = `the app did not build: ${String(e.message).split('\n').slice(0, 3).join(' ')}`
        log(`bench: ${appBuildError} (start-up is skipped; the other cases go on)`)
      }
    }

    const benchServer = await serve(
      [
        { prefix: '/data/', dir: data, noStore: true },
        { prefix: '/', dir: pageDir },
      ],
      { isolate: true },
    )
    const args = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--enable-precise-memory-info', '--enable-blink-features=ForceEagerMeasureMemory']
    const browser = await chromium.launch({ executablePath, args, headless: true })
    const results = {
      schema: 1,
      startedAt: new Date(started).toISOString(),
      options: { cases: opts.cases, sizes: opts.sizes, reps: opts.reps, quick: opts.quick },
      plan: Object.fromEntries(
        opts.cases.filter((c) => PLAN[c].kind).map((c) => [c, sizesFor(c, opts).map((s) => ({ size: sizeLabel(PLAN[c].kind, s), reps: repsFor(c, s, opts), warmups: 1, mainThread: onMain(c, s) }))]),
      ),
      coldRepeats: coldReps(opts),
      machine: machine(),
      browser: { executable: executablePath, version: browser.version(), args, headless: true },
      node: process.version,
      packages: Object.fromEntries(['hash-wasm', 'prettier', 'sql-formatter', 'diff', 'bcryptjs', 'comlink', 'lossless-json', '@jsquash/jpeg', '@jsquash/webp', '@jsquash/avif', '@jsquash/oxipng', 'vite', '@playwright/test'].map((p) => [p, pkgVersion(p)])),
      native: { openssl: version('openssl', ['version']), b3sum: which('b3sum') ? version('b3sum') : 'not installed', diff: version('diff'), jq: which('jq') ? version('jq') : 'not installed', bcrypt: 'none installed', imageEncoders: which('cwebp') ? `cwebp ${version('cwebp', ['-version'])} (no ImageMagick)` : 'none installed (ImageMagick, cwebp)' },
      inputs: [],
      hashMemory: [],
      rows: [],
      errors: [],
    }
    try {
      const context = await browser.newContext()
      const page = await context.newPage()
      page.on('pageerror', (e) => log(`  page error: ${e.message}`))
      page.on('console', (m) => {
        if (m.type() === 'error') log(`  page console: ${m.text()}`)
      })
      await page.goto(`${benchServer.url}/`)
      await page.waitForFunction(() => window.benchReady === true)
      const call = (name, params = {}) => page.evaluate(([n, p]) => window.runCase(n, p), [name, params])
      const info = await call('info')
      results.browser.page = info
      const cdp = await browser.newBrowserCDPSession()
      const procs = await chromiumProcesses(cdp)
      results.browser.processes = procs
      // Calibration: the idle page's frames, at the start and again at the end of the run.
      const idle = async (when) => {
        const runs = await repeat(3, () => call('idle', { ms: 1000 }))
        const r = { maxGapMs: stats(runs.map((x) => x.maxGapMs)), frames: stats(runs.map((x) => x.frames)), longTaskMs: stats(runs.map((x) => x.longTaskMs)) }
        log(`idle page (${when}): longest frame gap ${r.maxGapMs.median.toFixed(1)} ms, ${r.frames.median} frames a second`)
        return r
      }
      results.idle = await idle('start')
      const ctx = { call, opts, data, dataUrl: `${benchServer.url}/data`, rows: results.rows, results, procs, info }
      const runners = {
        hash: () => caseHash(ctx),
        'hash-file': () => caseHashFile(ctx),
        js: () => casePrettier(ctx, 'js'),
        css: () => casePrettier(ctx, 'css'),
        html: () => casePrettier(ctx, 'html'),
        sql: () => caseSql(ctx),
        json: () => caseJson(ctx),
        diff: () => caseDiff(ctx),
        bcrypt: () => caseBcrypt(ctx),
        image: () => caseImage(ctx),
        compress: () => caseCompress(ctx),
        detect: () => caseDetect(ctx),
        'json-tree': () => caseJsonTree(ctx),
        markdown: () => caseMarkdown(ctx, { makeRow, repeat, sizesFor, repsFor, onMain, log, bytes, fileTag, writeText: inputs.writeText }),
        recipe: () => caseRecipe(ctx, { makeRow, repeat, sizesFor, repsFor, log, bytes, fileTag }),
        encrypt: () => caseEncrypt(ctx, { makeRow, repeat, sizesFor, repsFor, log, bytes, fileTag, writeRandomFile: inputs.writeRandomFile }),
        peers: () => casePeers(ctx, { makeRow, repeat, log, bytes, fileTag }),
      }
      for (const c of opts.cases) {
        if (!runners[c]) continue
        const t0 = Date.now()
        try {
          await runners[c]()
        } catch (e) {
          failed = true
          results.errors.push({ case: c, message: e.message })
          log(`bench: case ${c} failed: ${e.stack ?? e.message}`)
          await call('terminate').catch(() => {})
        }
        log(`  ${c} took ${((Date.now() - t0) / 1000).toFixed(1)} s`)
      }
      results.idleAtEnd = await idle('end')
      await context.close()
      await cdp.detach().catch(() => {})
    } finally {
      await browser.close()
      await benchServer.close()
    }

    if (appBuildError) {
      failed = true
      results.errors.push({ case: 'startup', message: appBuildError })
    } else if (opts.cases.includes('startup')) {
      const t0 = Date.now()
      log('startup: JavaScript per route and first contentful paint of the home page')
      const appServer = await serve([{ prefix: '/', dir: appDir }])
      const fresh = await chromium.launch({ executablePath, args: args.slice(0, 3), headless: true })
      try {
        results.startup = await measureStartup(fresh, { appUrl: appServer.url, appDir, root: ROOT, loads: opts.quick ? PLAN.startup.quickLoads : PLAN.startup.loads, only: opts.quick ? QUICK_ROUTES : null, log })
        results.startup.homeFcpMs = stats(results.startup.homeLoads.map((l) => l.fcpMs))
      } catch (e) {
        failed = true
        results.errors.push({ case: 'startup', message: e.message })
        log(`bench: startup failed: ${e.stack ?? e.message}`)
      } finally {
        await fresh.close()
        await appServer.close()
      }
      log(`  startup took ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    }

    results.finishedAt = new Date().toISOString()
    results.durationSec = Math.round((Date.now() - started) / 100) / 10
    results.machine.loadAverageAtEnd = loadavg()
    results.flags = results.rows.flatMap((r) => r.flags.map((f) => ({ section: r.section, name: r.name, size: r.size, flag: f })))
    mkdirSync(RESULTS, { recursive: true })
    const md = renderMarkdown(results)
    writeFileSync(join(RESULTS, 'latest.json'), JSON.stringify(results, null, 2) + '\n')
    writeFileSync(join(RESULTS, 'latest.md'), md)
    console.log(md)
    log(`bench: done in ${results.durationSec} s; wrote bench/results/latest.json and latest.md`)
  } finally {
    cleanup()
  }
  if (failed) process.exit(1)
}

main().catch((e) => {
  console.error(e.stack ?? e.message)
  process.exit(1)
})
