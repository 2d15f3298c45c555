// The `peers` case (issue 17, "Bench, beyond"): the engines the peer tools use, run as they run them
// (on the page's main thread), beside our worker path on the same inputs in the same run, so the
// report says per job how far ahead or behind the peers we are. The page side is bench/page/peers.ts.
// - SHA-256: crypto-js (it-tools' hashing) vs the hash worker
// - bcrypt: bcryptjs (it-tools) vs the bcrypt worker (hash-wasm)
// - line diff: jsdiff `diffLines` (CyberChef's diff) vs the diff worker, capped with jsdiff's `timeout`
// - JavaScript: js-beautify (the usual "beautifier" engine) vs the prettier worker
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { diffPair, javascript, writeRandomFile, writeText } from './inputs.mjs'
import { nodeHash } from './native.mjs'
import { KB, MB, stats } from './stats.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Sizes and runs per job (`--sizes` does not apply: the case mixes four kinds of size). */
export const PEERS_PLAN = {
  hash: { sizes: [64 * MB], quick: [16 * MB], reps: 5 },
  bcrypt: { costs: [10, 12], quick: [10], reps: (cost) => (cost <= 10 ? 5 : 3) },
  diff: { lines: 50_000, quickLines: 5_000, percents: [1, 30, 100], quickPercents: [1, 30], reps: 5, timeoutMs: 30_000 },
  js: { sizes: [100 * KB, MB], quick: [100 * KB], reps: (s) => (s <= 100 * KB ? 5 : 3) },
}

/** Ours relative to the peer: "2.3x faster" when ours takes less time, "1.4x slower" when it takes more. */
export function against(oursMs, peerMs) {
  if (!(oursMs > 0) || !(peerMs > 0)) return null
  const x = peerMs / oursMs
  const fmt = (r) => (r >= 10 ? String(Math.round(r)) : r.toFixed(1))
  return x >= 1 ? `${fmt(x)}x faster` : `${fmt(1 / x)}x slower`
}

/**
 * helpers: what run.mjs gives the case ({ makeRow, repeat, log, bytes, fileTag }).
 */
export async function casePeers(ctx, helpers) {
  const { call, opts, data, dataUrl } = ctx
  const { makeRow, repeat, log, bytes, fileTag } = helpers
  const section = 'Peers (their engine on the page vs ours in a worker)'
  for (const pkg of ['crypto-js', 'bcryptjs', 'diff', 'js-beautify']) {
    try {
      ctx.results.packages[pkg] = JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version
    } catch {
      ctx.results.packages[pkg] = null
    }
  }
  const median = (runs, key) => stats(runs.map((r) => r[key]))?.median ?? null
  const secs = (x) => (x >= 1000 ? `${(x / 1000).toFixed(x >= 10_000 ? 0 : 1)} s` : `${Math.round(x)} ms`)
  const task = (x) => (x > 0 ? secs(x) : 'none over 50 ms')
  const reps = (n) => opts.reps ?? (opts.quick ? 1 : n)
  const run = (job, side, params) => call('peers', { job, side, ...params })
  /** The row: ours in the Worker column, the peer in the Main thread column; the note says who is ahead and how the page fared. */
  const push = ({ name, size, bytes: nBytes, ours, peer, peerLabel, notes = [], extra = {} }) => {
    const verdict = against(median(ours, 'ms'), median(peer, 'ms'))
    const row = makeRow({
      section,
      name,
      size,
      bytes: nBytes,
      worker: ours,
      main: peer,
      note: [
        verdict ? `ours ${verdict} than ${peerLabel}` : null,
        `${peerLabel} on the page: longest frame gap ${secs(median(peer, 'maxGapMs'))}, longest task ${task(median(peer, 'longestTaskMs'))}; ours: longest frame gap ${secs(median(ours, 'maxGapMs'))}`,
        ...notes,
      ]
        .filter(Boolean)
        .join('; '),
      extra: { peer: peerLabel, versus: verdict, peerLongestTaskMs: median(peer, 'longestTaskMs'), oursLongestTaskMs: median(ours, 'longestTaskMs'), ...extra },
    })
    ctx.rows.push(row)
    log(`  peers: ${name} (${size}): ${verdict ?? 'no ratio'}`)
  }

  // SHA-256 of a file: crypto-js on the page (it-tools) vs our hash worker (sha256 alone).
  writeRandomFile(join(data, 'peers-warm.bin'), MB)
  await call('load', { name: 'peers-warm', url: `${dataUrl}/peers-warm.bin`, as: 'blob' })
  await run('sha256', 'ours', { blob: 'peers-warm' })
  await run('sha256', 'peer', { blob: 'peers-warm' })
  await call('drop', { name: 'peers-warm' })
  for (const size of opts.quick ? PEERS_PLAN.hash.quick : PEERS_PLAN.hash.sizes) {
    const n = reps(PEERS_PLAN.hash.reps)
    const name = `peers-hash-${fileTag(size)}.bin`
    const file = writeRandomFile(join(data, name), size)
    const expected = (await nodeHash(file, 'sha256')).digest
    await call('load', { name: 'peers-file', url: `${dataUrl}/${name}`, as: 'blob' })
    log(`peers: SHA-256 of ${bytes(size)}: hash worker, crypto-js on the page, ${n} runs each`)
    const ours = await repeat(n, () => run('sha256', 'ours', { blob: 'peers-file' }))
    const peer = await repeat(n, () => run('sha256', 'peer', { blob: 'peers-file' }))
    await call('drop', { name: 'peers-file' })
    const wrong = [...ours, ...peer].find((r) => r.digest !== expected)
    if (wrong) throw new Error(`peers: SHA-256 of ${bytes(size)}: ${wrong.digest} != node's ${expected}`)
    push({
      name: 'SHA-256 of a file: hash worker vs crypto-js (it-tools)',
      size: bytes(size),
      bytes: size,
      ours,
      peer,
      peerLabel: 'crypto-js',
      notes: ['both from the Blob to the hex digest (crypto-js: arrayBuffer(), WordArray.create, SHA256); digests equal (and equal to node\'s)'],
    })
  }

  // bcrypt: bcryptjs on the page (it-tools) vs our bcrypt worker, the same password and salt.
  await run('bcrypt', 'ours', { rounds: 4 })
  await run('bcrypt', 'peer', { rounds: 4 })
  for (const cost of opts.quick ? PEERS_PLAN.bcrypt.quick : PEERS_PLAN.bcrypt.costs) {
    const n = reps(PEERS_PLAN.bcrypt.reps(cost))
    log(`peers: bcrypt cost ${cost}: bcrypt worker, bcryptjs on the page, ${n} runs each`)
    const ours = await repeat(n, () => run('bcrypt', 'ours', { rounds: cost }))
    const peer = await repeat(n, () => run('bcrypt', 'peer', { rounds: cost }))
    // The same salt, so the same hash (the prefix may say $2a$ or $2b$).
    const found = new Set([...ours, ...peer].map((r) => r.hash.slice(3)))
    if (found.size !== 1) throw new Error(`peers: bcrypt cost ${cost}: the app and bcryptjs disagree: ${[...found].join(', ')}`)
    push({ name: 'bcrypt: bcrypt worker (hash-wasm) vs bcryptjs (it-tools)', size: `cost ${cost}`, ours, peer, peerLabel: 'bcryptjs', notes: ['the same salt gives the same hash in both'] })
  }

  // Line diff: jsdiff's diffLines on the page (CyberChef) vs our diff worker, the diff case's inputs.
  const dp = PEERS_PLAN.diff
  const lines = opts.quick ? dp.quickLines : dp.lines
  const timeoutMs = dp.timeoutMs
  let warmed = false
  for (const pct of opts.quick ? dp.quickPercents : dp.percents) {
    const pair = diffPair(ROOT, lines, pct)
    const a = `peers-diff-${lines}-${pct}-a.txt`
    const b = `peers-diff-${lines}-${pct}-b.txt`
    writeText(data, a, pair.a)
    writeText(data, b, pair.b)
    await call('load', { name: 'peers-a', url: `${dataUrl}/${a}`, as: 'text' })
    await call('load', { name: 'peers-b', url: `${dataUrl}/${b}`, as: 'text' })
    if (!warmed) {
      warmed = true
      await run('diff', 'ours', { a: 'peers-a', b: 'peers-b' })
      await run('diff', 'peer', { a: 'peers-a', b: 'peers-b', timeoutMs })
    }
    const n = reps(dp.reps)
    log(`peers: diff ${lines} lines, ${pct}% changed: diff worker, jsdiff on the page (cut off at ${timeoutMs / 1000} s), ${n} runs each`)
    const ours = await repeat(n, () => run('diff', 'ours', { a: 'peers-a', b: 'peers-b' }))
    // jsdiff: once it has not finished within the timeout, once is enough (the next run would not either).
    const peer = []
    for (let i = 0; i < n; i++) {
      const r = await run('diff', 'peer', { a: 'peers-a', b: 'peers-b', timeoutMs })
      peer.push(r)
      if (!r.finished) break
    }
    await call('drop', { name: 'peers-a' })
    await call('drop', { name: 'peers-b' })
    const o = ours[0]
    const done = peer.filter((r) => r.finished)
    const size = `${lines.toLocaleString('en-US')} lines, ${pct}% changed (${pair.changed.toLocaleString('en-US')} lines)`
    const notes = [`ours: ${o.removed} removed / ${o.added} added${o.precise ? '' : ' (cost cut-off: valid, maybe not minimal)'}`]
    if (done.length) {
      const j = done[0]
      const same = j.added === o.added && j.removed === o.removed
      notes.push(`jsdiff: ${j.removed} removed / ${j.added} added${same ? ' (the same counts)' : ` (counts differ from ours: ${j.removed - o.removed >= 0 ? '+' : ''}${j.removed - o.removed} removed, ${j.added - o.added >= 0 ? '+' : ''}${j.added - o.added} added)`}`)
    }
    if (done.length < peer.length) {
      const dnf = peer.find((r) => !r.finished)
      notes.push(`jsdiff did not finish in ${timeoutMs / 1000} s (its timeout gave up; the page got no frame for ${secs(dnf.maxGapMs)}, longest task ${task(dnf.longestTaskMs)})`)
    }
    const name = done.length ? 'line diff: diff worker vs jsdiff diffLines (CyberChef)' : `line diff: diff worker vs jsdiff diffLines (CyberChef): jsdiff did not finish in ${timeoutMs / 1000} s`
    if (done.length) push({ name, size, ours, peer: done, peerLabel: 'jsdiff', notes, extra: { jsdiffFinished: true, counts: { ours: [o.removed, o.added], jsdiff: [done[0].removed, done[0].added] } } })
    else {
      const dnf = peer[0]
      ctx.rows.push(
        makeRow({
          section,
          name,
          size,
          worker: ours,
          note: [...notes, `ours: longest frame gap ${secs(median(ours, 'maxGapMs'))}`].join('; '),
          extra: { peer: 'jsdiff', versus: `jsdiff did not finish in ${timeoutMs / 1000} s`, jsdiffFinished: false, peerMaxGapMs: dnf.maxGapMs, peerLongestTaskMs: dnf.longestTaskMs, timeoutMs },
        }),
      )
      log(`  peers: ${name} (${size})`)
    }
  }

  // JavaScript: js-beautify on the page vs our prettier worker, the js case's inputs.
  const made = []
  for (const size of opts.quick ? PEERS_PLAN.js.quick : PEERS_PLAN.js.sizes) {
    const { text } = await javascript(ROOT, size)
    const name = `peers-js-${fileTag(size)}.js`
    writeText(data, name, text)
    made.push({ size, name })
  }
  await call('load', { name: made[0].name, url: `${dataUrl}/${made[0].name}`, as: 'text' })
  await run('beautify', 'ours', { input: made[0].name })
  await run('beautify', 'peer', { input: made[0].name })
  for (const m of made) {
    const n = reps(PEERS_PLAN.js.reps(m.size))
    if (m !== made[0]) await call('load', { name: m.name, url: `${dataUrl}/${m.name}`, as: 'text' })
    log(`peers: JavaScript ${bytes(m.size)}: prettier worker, js-beautify on the page, ${n} runs each`)
    const ours = await repeat(n, () => run('beautify', 'ours', { input: m.name }))
    const bad = ours.find((r) => r.ok === false)
    if (bad) throw new Error(`peers: prettier failed on ${m.name}: ${bad.error}`)
    const peer = await repeat(n, () => run('beautify', 'peer', { input: m.name }))
    await call('drop', { name: m.name })
    push({
      name: 'JavaScript: prettier worker vs js-beautify',
      size: bytes(m.size),
      bytes: m.size,
      ours,
      peer,
      peerLabel: 'js-beautify',
      notes: [`output not compared (different styles): prettier ${ours[0].outputChars.toLocaleString('en-US')} characters, js-beautify ${peer[0].outputChars.toLocaleString('en-US')} (input ${ours[0].inputChars.toLocaleString('en-US')})`],
    })
  }
  await call('terminate')
}
