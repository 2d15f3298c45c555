// Memory of Chromium's processes, read from /proc: the process list comes from the browser's own
// CDP (SystemInfo.getProcessInfo: type and pid of the browser, renderer, GPU and utility
// processes). RSS is what each process holds in RAM; PSS shares pages between processes, so the
// PSS of all processes adds up without counting shared libraries twice.
import { readFileSync } from 'node:fs'

function readKb(path, key) {
  try {
    const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(readFileSync(path, 'utf8'))
    return m ? Number(m[1]) * 1024 : null
  } catch {
    return null
  }
}

export async function chromiumProcesses(cdp) {
  try {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo')
    return processInfo.map((p) => ({ type: p.type, pid: p.id }))
  } catch {
    return []
  }
}

/** { rendererRss (largest renderer: the bench page and its workers), browserRss, totalPss } */
export function snapshot(procs) {
  let rendererRss = 0
  let browserRss = 0
  let totalPss = 0
  let totalRss = 0
  for (const p of procs) {
    const rss = readKb(`/proc/${p.pid}/status`, 'VmRSS')
    if (rss == null) continue
    totalRss += rss
    totalPss += readKb(`/proc/${p.pid}/smaps_rollup`, 'Pss') ?? rss
    if (p.type === 'renderer') rendererRss = Math.max(rendererRss, rss)
    if (p.type === 'browser') browserRss = rss
  }
  return { rendererRss, browserRss, totalPss, totalRss }
}

/** Samples every `intervalMs` until stopped; returns the peak of each figure and the first sample. */
export function sampler(procs, intervalMs = 100) {
  const peak = { rendererRss: 0, browserRss: 0, totalPss: 0, totalRss: 0 }
  let samples = 0
  let start = null
  const take = () => {
    const s = snapshot(procs)
    start ??= s
    samples++
    for (const k of Object.keys(peak)) peak[k] = Math.max(peak[k], s[k])
  }
  take()
  const timer = setInterval(take, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      take()
      return { ...peak, samples, start }
    },
  }
}
