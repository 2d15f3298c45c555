/**
 * The `peers` case (issue 17, "Bench, beyond"): the engines the peer tools use, run the way they run
 * them (on the page's main thread), on the same inputs as our worker path, in the same run.
 * - sha256: crypto-js `SHA256(WordArray.create(bytes))` (it-tools' text hashing) vs our hash worker.
 * - bcrypt: bcryptjs `hashSync` (it-tools) vs our bcrypt worker (hash-wasm), the same salt.
 * - diff: jsdiff `diffLines(a, b)` (CyberChef's diff) vs our diff worker; jsdiff gets a `timeout`
 *   (it then returns undefined: "did not finish").
 * - beautify: js-beautify `js_beautify(text, { indent_size: 2 })` vs our prettier worker.
 * `side: 'ours'` runs the app's job (src/lib/bench/jobs.ts), `side: 'peer'` the peer's engine.
 * Both report measure()'s figures and the longest single task seen meanwhile.
 */
import CryptoJS from 'crypto-js'
import { diffLines } from 'diff'
import jsBeautify from 'js-beautify'
import { measure } from '../../src/lib/bench/measure'
import { BCRYPT_PASSWORD, SALT, bcrypt, blobs, diff, format, hash, need, texts, type Params } from '../../src/lib/bench/jobs'
import { bcryptjsHash } from './bcryptjs.impl'

type Job = 'sha256' | 'bcrypt' | 'diff' | 'beautify'

async function peer(job: Job, p: Params): Promise<Record<string, unknown>> {
  switch (job) {
    case 'sha256': {
      const file = need(blobs, p.blob)
      // From the Blob to the hex digest, as our worker does (its read counts too).
      const r = await measure(async () => {
        const bytes = new Uint8Array(await file.arrayBuffer())
        return CryptoJS.SHA256(CryptoJS.lib.WordArray.create(bytes)).toString(CryptoJS.enc.Hex)
      })
      return { ...r, value: undefined, digest: r.value, bytes: file.size }
    }
    case 'bcrypt': {
      const r = await measure(() => bcryptjsHash({ password: BCRYPT_PASSWORD, rounds: Number(p.rounds), salt: SALT }))
      return { ...r, value: undefined, hash: r.value.hash }
    }
    case 'diff': {
      const a = need(texts, p.a)
      const b = need(texts, p.b)
      const timeout = Number(p.timeoutMs ?? 120_000)
      const r = await measure(() => diffLines(a, b, { timeout }))
      const parts = r.value
      let added = 0
      let removed = 0
      for (const part of parts ?? []) {
        if (part.added) added += part.count
        else if (part.removed) removed += part.count
      }
      return { ...r, value: undefined, finished: parts !== undefined, timeoutMs: timeout, added, removed, parts: parts?.length ?? 0 }
    }
    case 'beautify': {
      const text = need(texts, p.input)
      const r = await measure(() => jsBeautify.js_beautify(text, { indent_size: 2 }))
      return { ...r, value: undefined, ok: true, outputChars: r.value.length, inputChars: text.length }
    }
  }
}

async function ours(job: Job, p: Params): Promise<Record<string, unknown>> {
  switch (job) {
    case 'sha256': {
      const r = await hash({ blob: p.blob, path: 'worker', algorithms: ['sha256'] })
      return { ...r, digest: r.digests.sha256 }
    }
    case 'bcrypt':
      return bcrypt({ rounds: p.rounds, path: 'worker' })
    case 'diff':
      return diff({ a: p.a, b: p.b, path: 'worker' })
    case 'beautify':
      return format({ engine: 'code', language: 'javascript', input: p.input, path: 'worker' })
  }
}

/** One run of one side of one job, with the longest single task (measure() adds long tasks up). */
export async function peersCase(p: Params) {
  const job = p.job as Job
  let longestTaskMs = 0
  const started = performance.now()
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.startTime + e.duration > started) longestTaskMs = Math.max(longestTaskMs, e.duration)
  })
  observer.observe({ type: 'longtask' })
  try {
    const r = await (p.side === 'peer' ? peer(job, p) : ours(job, p))
    for (const e of observer.takeRecords()) if (e.startTime + e.duration > started) longestTaskMs = Math.max(longestTaskMs, e.duration)
    return { ...r, longestTaskMs }
  } finally {
    observer.disconnect()
  }
}
