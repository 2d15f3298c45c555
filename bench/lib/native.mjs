// Native references: command-line tools timed from node (wall time of the whole process, as a
// user would run it), and node's own crypto.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { closeSync, createReadStream, openSync } from 'node:fs'

export function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : null
}

export function version(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' })
  return r.status === 0 ? (r.stdout || r.stderr).split('\n')[0].trim() : null
}

/** Runs a command with its output thrown away; returns the wall time in ms. */
export function timeCommand(cmd, args, { okCodes = [0], env } = {}) {
  const out = openSync('/dev/null', 'w')
  try {
    const t0 = process.hrtime.bigint()
    const r = spawnSync(cmd, args, { stdio: ['ignore', out, 'pipe'], env: env ?? process.env, maxBuffer: 1 << 20 })
    const ms = Number(process.hrtime.bigint() - t0) / 1e6
    if (r.error) throw r.error
    if (!okCodes.includes(r.status)) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${String(r.stderr).slice(0, 400)}`)
    return ms
  } finally {
    closeSync(out)
  }
}

/** Node's crypto (OpenSSL inside) over a file streamed in 1 MiB chunks. */
export async function nodeHash(path, algorithm) {
  const t0 = performance.now()
  const h = createHash(algorithm)
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) h.update(chunk)
  const digest = h.digest('hex')
  return { ms: performance.now() - t0, digest }
}
