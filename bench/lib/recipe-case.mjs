// The `recipe` case of bench/run.mjs (issue 33 item 6): recipes streamed over a file through the
// app's recipe worker (recipeClient.run('stream', ...), as the workbench runs a dropped file), on
// the page: Gunzip -> SHA-256 of a gzip file, and From Hex -> To Base64 of a hex text. Beside
// them: the same work natively (`gunzip -c | sha256sum`, `xxd -r -p | base64 -w0`) and through
// CyberChef's engine in node (its npm package is its Node build; bench/peers/cyberchef-setup.sh).
// The page side is the `recipe` case of bench/page/bench.ts (src/lib/bench/jobs.ts `recipe`).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { closeSync, createWriteStream, existsSync, openSync, statSync, writeSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createGzip } from 'node:zlib'
import { timeCommand, which } from './native.mjs'
import { sampler, snapshot } from './procmem.mjs'

const MB = 1024 * 1024
/** CyberChef reads the whole input into memory (and copies it between steps): it runs up to this size. */
const CYBERCHEF_MAX = 64 * MB
const CYBERCHEF_RUNNER = fileURLToPath(new URL('../peers/cyberchef-run.mjs', import.meta.url))
export const cyberchefDir = () => process.env.CYBERCHEF_DIR || join(homedir(), '.cache/devtools-bench/cyberchef')
const cyberchefInstalled = (dir) => existsSync(join(dir, 'node_modules/cyberchef/src/node/index.mjs'))

/** 1 MiB of log-like text from a small vocabulary (compresses about 3:1 at gzip level 1, like logs or JSON). */
function textBlock(seed) {
  const words = 'alpha beta gamma delta request response status error user session token cache miss hit GET POST /api/v1/items 200 404 500 true false null id name value timestamp latency_ms'.split(' ')
  let s = seed >>> 0 || 1
  const next = () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return s >>> 0
  }
  const parts = []
  let n = 0
  while (n < MB) {
    const w = next() % 7 === 0 ? String(next() % 100000) : words[next() % words.length]
    const sep = next() % 12 === 0 ? '\n' : ' '
    parts.push(w, sep)
    n += w.length + 1
  }
  return Buffer.from(parts.join('')).subarray(0, MB)
}

/** Writes a gzip file (level 1) whose content is `size` bytes; returns its path, size and the content's SHA-256 (node's crypto). */
async function writeGzip(path, size) {
  const base = textBlock(0x5eed)
  const h = createHash('sha256')
  const gz = createGzip({ level: 1 })
  const out = createWriteStream(path)
  const done = new Promise((resolve, reject) => {
    out.on('finish', resolve)
    out.on('error', reject)
    gz.on('error', reject)
  })
  gz.pipe(out)
  for (let off = 0, i = 0; off < size; off += MB, i++) {
    const chunk = Buffer.from(base.subarray(0, Math.min(MB, size - off)))
    chunk.write(`chunk ${i} `, 0) // every MiB differs from the others
    h.update(chunk)
    if (!gz.write(chunk)) await new Promise((r) => gz.once('drain', r))
  }
  gz.end()
  await done
  return { path, gzBytes: statSync(path).size, digest: h.digest('hex') }
}

/** Writes `size` characters of lowercase hex (no separators) of pseudo-random bytes; returns the SHA-256 and length of its Base64. */
function writeHex(path, size) {
  const RAW = 3 * (1 << 18) // a multiple of 3: the Base64 of the chunks, joined, is the Base64 of the whole
  const raw = Buffer.alloc(RAW)
  let s = 0x1234567
  for (let i = 0; i < RAW; i++) {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    raw[i] = s & 0xff
  }
  const h = createHash('sha256')
  let b64Length = 0
  const fd = openSync(path, 'w')
  try {
    for (let off = 0, i = 0; off < size / 2; off += RAW, i++) {
      const chunk = Buffer.from(raw.subarray(0, Math.min(RAW, size / 2 - off)))
      chunk.writeUInt32BE(i, 0)
      writeSync(fd, chunk.toString('hex'))
      const b64 = chunk.toString('base64')
      h.update(b64)
      b64Length += b64.length
    }
  } finally {
    closeSync(fd)
  }
  return { path, b64Sha256: h.digest('hex'), b64Length }
}

function runCyberChef(dir, job, input) {
  const t0 = performance.now()
  const r = spawnSync(process.execPath, ['--no-warnings', '--max-old-space-size=6144', CYBERCHEF_RUNNER, dir, job, input], { encoding: 'utf8', timeout: 300_000, maxBuffer: 1 << 20 })
  const wallMs = performance.now() - t0
  if (r.error) return { error: r.error.code === 'ETIMEDOUT' ? 'did not finish in 300 s' : r.error.message }
  if (r.status !== 0) return { error: `exited ${r.status}: ${String(r.stderr).trim().split('\n').slice(-2).join(' ').slice(0, 300)}` }
  return { ...JSON.parse(r.stdout.trim().split('\n').at(-1)), wallMs }
}

/**
 * helpers: { makeRow, repeat, sizesFor, repsFor, log, bytes, fileTag }.
 */
export async function caseRecipe(ctx, helpers) {
  const { call, opts, data, dataUrl, procs } = ctx
  const { makeRow, repeat, sizesFor, repsFor, log, bytes, fileTag } = helpers
  const section = 'Recipes: streamed over a file (recipe worker)'
  const ccDir = cyberchefDir()
  const cc = cyberchefInstalled(ccDir)
  const xxd = which('xxd')
  ctx.results.recipeMemory ??= []
  const MiB = (n) => `${Math.round(n / MB)} MiB`

  // Warm-up: both recipes once on small inputs (starts the worker, loads the operations' code).
  const warmGz = await writeGzip(join(data, 'recipe-warm.gz'), 2 * MB)
  const warmHex = writeHex(join(data, 'recipe-warm.hex'), 2 * MB)
  await call('load', { name: 'warm-gz', url: `${dataUrl}/recipe-warm.gz`, as: 'blob' })
  await call('load', { name: 'warm-hex', url: `${dataUrl}/recipe-warm.hex`, as: 'blob' })
  const w1 = await call('recipe', { blob: 'warm-gz', recipe: 'gunzip-sha256' })
  if (!w1.ok || w1.digest !== warmGz.digest) throw new Error(`recipe warm-up: gunzip -> SHA-256 gave ${w1.digest ?? w1.error}, node ${warmGz.digest}`)
  const w2 = await call('recipe', { blob: 'warm-hex', recipe: 'hex-base64', check: true })
  if (!w2.ok || w2.outSha256 !== warmHex.b64Sha256) throw new Error(`recipe warm-up: from hex -> to base64 ${w2.error ?? 'output differs from node'}`)
  await call('drop', { name: 'warm-gz' })
  await call('drop', { name: 'warm-hex' })

  /** Runs a page job `reps` times, sampling the renderer's RSS around each run. */
  const pageRuns = async (reps, params, label) => {
    const runs = []
    const mem = []
    for (let i = 0; i < reps; i++) {
      log(`recipe ${label}: round ${i + 1} of ${reps}`)
      const before = snapshot(procs).rendererRss
      const s = sampler(procs, 50)
      const r = await call('recipe', params)
      const peak = s.stop()
      if (!r.ok) throw new Error(`recipe ${label}: ${r.error}`)
      runs.push(r)
      mem.push({ before, peak: peak.rendererRss, rise: peak.rendererRss - before, browserPeak: peak.browserRss })
    }
    return { runs, mem }
  }
  const memNote = (mem) => {
    const rise = Math.max(...mem.map((m) => m.rise))
    return `renderer RSS peak rise ${MiB(rise)} (largest of ${mem.length} runs; peak ${MiB(Math.max(...mem.map((m) => m.peak)))})`
  }

  for (const size of sizesFor('recipe', opts)) {
    const reps = repsFor('recipe', size, opts)
    const label = bytes(size)
    const tag = fileTag(size)

    // Gunzip -> SHA-256
    log(`recipe ${label}: writing the gzip input (level 1) and node's SHA-256 of its content`)
    const gz = await writeGzip(join(data, `recipe-${tag}.gz`), size)
    const native = await repeat(reps, () => timeCommand('sh', ['-c', `gunzip -c '${gz.path}' | sha256sum`]))
    await call('load', { name: 'gz', url: `${dataUrl}/recipe-${tag}.gz`, as: 'blob' })
    const g = await pageRuns(reps, { blob: 'gz', recipe: 'gunzip-sha256' }, `${label} gunzip -> sha256`)
    await call('drop', { name: 'gz' })
    const bad = g.runs.filter((r) => r.digest !== gz.digest)
    if (bad.length) throw new Error(`recipe ${label}: gunzip -> SHA-256 gave ${bad[0].digest}, node's crypto ${gz.digest}`)
    const refs = [{ name: 'gunzip -c | sha256sum', samples: native, primary: true }]
    let ccNote = ''
    if (!cc) ccNote = `CyberChef not installed: run bench/peers/cyberchef-setup.sh (installs into ${ccDir}, or $CYBERCHEF_DIR)`
    else if (size > CYBERCHEF_MAX) ccNote = 'CyberChef not run: it holds the whole input (and each step\'s output) in memory; 1 GB does not fit'
    else {
      log(`recipe ${label}: CyberChef (node) gunzip -> SHA-256`)
      const c = runCyberChef(ccDir, 'gunzip-sha256', gz.path)
      if (c.error) ccNote = `CyberChef failed: ${c.error}`
      else {
        if (c.digest !== gz.digest) ccNote = `CyberChef's digest differs (${c.digest}); `
        refs.push({ name: 'CyberChef 10 in node (bake; 1 run)', samples: [c.ms], native: false, note: `peak RSS ${MiB(c.maxRssBytes)}` })
        ccNote += `CyberChef in node: ${Math.round(c.ms)} ms bake, peak RSS ${MiB(c.maxRssBytes)}`
      }
    }
    ctx.results.recipeMemory.push({ recipe: 'gunzip-sha256', size: label, gzBytes: gz.gzBytes, runs: g.mem })
    const med = [...g.runs.map((r) => r.ms)].sort((a, b) => a - b)[g.runs.length >> 1]
    ctx.rows.push(
      makeRow({
        section,
        name: 'Gunzip -> SHA-256 (MB/s of the uncompressed content)',
        size: label,
        bytes: size,
        worker: g.runs,
        refs,
        note: `gzip file ${MiB(gz.gzBytes)} (${(gz.gzBytes / MB / (med / 1000)).toFixed(0)} MiB/s of it); digest checked against node's crypto; ${memNote(g.mem)}; ${ccNote}`,
      }),
    )

    // From Hex -> To Base64
    log(`recipe ${label}: writing the hex input and node's Base64 of its bytes`)
    const hex = writeHex(join(data, `recipe-${tag}.hex`), size)
    const hexRefs = []
    if (xxd) hexRefs.push({ name: 'xxd -r -p | base64 -w0', samples: await repeat(reps, () => timeCommand('sh', ['-c', `xxd -r -p '${hex.path}' | base64 -w0`])), primary: true })
    await call('load', { name: 'hex', url: `${dataUrl}/recipe-${tag}.hex`, as: 'blob' })
    const check = size <= 64 * MB
    const x = await pageRuns(reps, { blob: 'hex', recipe: 'hex-base64', check }, `${label} from hex -> to base64`)
    await call('drop', { name: 'hex' })
    for (const r of x.runs) {
      if (r.outBytes !== hex.b64Length) throw new Error(`recipe ${label}: Base64 of ${r.outBytes} characters, node's ${hex.b64Length}`)
      if (check && r.outSha256 !== hex.b64Sha256) throw new Error(`recipe ${label}: From Hex -> To Base64 differs from node's Base64`)
    }
    let ccHex = ''
    if (!cc) ccHex = 'CyberChef not installed: run bench/peers/cyberchef-setup.sh'
    else if (size > CYBERCHEF_MAX) ccHex = 'CyberChef not run: it holds the whole input in memory; 1 GB does not fit'
    else {
      log(`recipe ${label}: CyberChef (node) from hex -> to base64`)
      const c = runCyberChef(ccDir, 'hex-base64', hex.path)
      if (c.error) ccHex = `CyberChef failed: ${c.error}`
      else {
        if (c.outSha256 !== hex.b64Sha256) ccHex = 'CyberChef\'s output differs; '
        hexRefs.push({ name: 'CyberChef 10 in node (bake; 1 run)', samples: [c.ms], native: false, note: `peak RSS ${MiB(c.maxRssBytes)}` })
        ccHex += `CyberChef in node: ${Math.round(c.ms)} ms bake, peak RSS ${MiB(c.maxRssBytes)}`
      }
    }
    ctx.results.recipeMemory.push({ recipe: 'hex-base64', size: label, runs: x.mem })
    ctx.rows.push(
      makeRow({
        section,
        name: 'From Hex -> To Base64 (MB/s of the hex text)',
        size: label,
        bytes: size,
        worker: x.runs,
        refs: hexRefs,
        note: `${check ? "output checked against node's Base64" : "output length checked against node's (digest at 64 MB and below)"}; output kept as a Blob in the worker; ${memNote(x.mem)}${xxd ? '' : '; xxd not installed'}; ${ccHex}`,
      }),
    )
  }
  await call('terminate')
}
