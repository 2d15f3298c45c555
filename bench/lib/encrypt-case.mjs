// The `encrypt` case of bench/run.mjs (issue 34 item 4): the Encrypt & Decrypt tool's file path
// through the app's encrypt worker (encryptClient.run('cipherFile', ...), as the screen runs a
// chosen file): a passphrase envelope (AES-256-GCM chunked, also CBC and CTR at 64 MB and below)
// encrypted, then decrypted back, the sizes compared (and the bytes, by SHA-256, at 64 MB and
// below). Memory: the renderer's RSS (the worker lives in it) sampled during each run, and the
// page's JS heap high-water mark. Beside it: `openssl enc -aes-256-ctr` (openssl enc has no GCM).
// The page side is the `encrypt` case of bench/page/bench.ts.
import { join } from 'node:path'
import { timeCommand } from './native.mjs'
import { sampler, snapshot } from './procmem.mjs'

const MB = 1024 * 1024
const SINK = { memory: 'Blobs', opfs: 'a file (OPFS)', discard: 'nothing (output counted, dropped)' }
const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'
const IV = '0f0e0d0c0b0a09080706050403020100'

/** helpers: { makeRow, repeat, sizesFor, repsFor, log, bytes, fileTag, writeRandomFile }. */
export async function caseEncrypt(ctx, helpers) {
  const { call, opts, data, dataUrl, procs } = ctx
  const { makeRow, repeat, sizesFor, repsFor, log, bytes, fileTag, writeRandomFile } = helpers
  const section = 'Encrypt & Decrypt: a file through the encrypt worker'
  const MiB = (n) => `${Math.round(n / MB)} MiB`
  ctx.results.encryptMemory ??= []

  writeRandomFile(join(data, 'encrypt-warm.bin'), 2 * MB)
  await call('load', { name: 'warm', url: `${dataUrl}/encrypt-warm.bin`, as: 'blob' })
  const w = await call('encrypt', { blob: 'warm', mode: 'gcm', check: true })
  if (!w.ok || !w.same) throw new Error(`encrypt warm-up: ${w.error ?? 'the decrypted bytes differ'}`)
  await call('drop', { name: 'warm' })

  for (const size of sizesFor('encrypt', opts)) {
    const reps = repsFor('encrypt', size, opts)
    const label = bytes(size)
    const path = writeRandomFile(join(data, `encrypt-${fileTag(size)}.bin`), size)
    const native = await repeat(reps, () => timeCommand('openssl', ['enc', '-aes-256-ctr', '-K', KEY, '-iv', IV, '-in', path, '-out', '/dev/null']))
    await call('load', { name: 'file', url: `${dataUrl}/encrypt-${fileTag(size)}.bin`, as: 'blob' })
    // Blobs (no showSaveFilePicker) for every mode at 64 MB and below; to files in the origin's private
    // file system (as to a file chosen with showSaveFilePicker) for GCM at every size.
    // Above 64 MB the output is counted and dropped ('discard'): the bench's browser context is
    // incognito-like, its storage quota (OPFS) and Blob memory too small for 1 GB written and read back.
    const plan = size <= 64 * MB ? [['gcm', 'memory'], ['cbc', 'memory'], ['ctr', 'memory'], ['gcm', 'opfs'], ['gcm', 'discard']] : [['gcm', 'discard']]
    for (const [mode, sink] of plan) {
      const enc = []
      const dec = []
      const mem = []
      for (let i = 0; i < reps; i++) {
        log(`encrypt ${label} ${mode} to ${sink}: round ${i + 1} of ${reps}`)
        const before = snapshot(procs).rendererRss
        const s = sampler(procs, 50)
        const r = await call('encrypt', { blob: 'file', mode, sink, check: size <= 64 * MB })
        const peak = s.stop()
        if (!r.ok) throw new Error(`encrypt ${label} ${mode} to ${sink}: ${r.error}`)
        const header = r.encBytes - size - 16 * Math.max(1, Math.ceil(size / (64 * 1024)))
        if (mode === 'gcm' && (header < 30 || header > 100)) throw new Error(`encrypt ${label}: ${r.encBytes} bytes of envelope for ${size} bytes in`)
        if (!r.same) throw new Error(`encrypt ${label} ${mode}: the decrypted file differs from the input`)
        enc.push({ ms: r.encMs, maxGapMs: r.maxGapMs, longTaskMs: r.longTaskMs })
        if (r.decMs !== null) dec.push({ ms: r.decMs, maxGapMs: r.maxGapMs, longTaskMs: r.longTaskMs })
        mem.push({ before, peak: peak.rendererRss, rise: peak.rendererRss - before, pageHeapPeak: r.heapPeak, pageHeapRise: r.heapPeak - r.heapStart, encBytes: r.encBytes })
      }
      ctx.results.encryptMemory.push({ mode, sink, size: label, runs: mem })
      const rise = Math.max(...mem.map((m) => m.rise))
      const heap = Math.max(...mem.map((m) => m.pageHeapPeak))
      const heapRise = Math.max(...mem.map((m) => m.pageHeapRise))
      const note = `renderer RSS peak rise ${MiB(rise)} (worker included; largest of ${mem.length}); page JS heap high-water ${MiB(heap)} (rise during the run ${MiB(heapRise)}); envelope ${MiB(mem[0].encBytes)}${size <= 64 * MB ? (sink === 'discard' ? '; output size checked' : '; bytes checked by SHA-256') : '; output size checked'}`
      const refs = [{ name: 'openssl enc -aes-256-ctr', samples: native, primary: true }]
      ctx.rows.push(makeRow({ section, name: `Encrypt AES-256-${mode.toUpperCase()} (passphrase envelope) to ${SINK[sink]}`, size: label, bytes: size, worker: enc, refs, note }))
      if (dec.length) ctx.rows.push(makeRow({ section, name: `Decrypt AES-256-${mode.toUpperCase()} to ${SINK[sink]}`, size: label, bytes: size, worker: dec, refs, note }))
    }
    await call('drop', { name: 'file' })
  }
  await call('terminate')
}
