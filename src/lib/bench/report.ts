/** Figures as the in-app benchmark page shows them, and the JSON file it downloads. */
import { formatMibPerSec } from '../bytes'
import type { JobResult, SetName } from './suite'

export function msText(ms: number): string {
  if (!Number.isFinite(ms)) return '—'
  if (ms >= 10_000) return `${(ms / 1000).toFixed(1)} s`
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`
  if (ms >= 100) return `${Math.round(ms)} ms`
  return `${ms.toFixed(1)} ms`
}

/** `mbPerSec` is in MiB/s (the suite's MB is 1024² bytes), and says so. */
export const rateText = (mbPerSec: number | null): string => formatMibPerSec(mbPerSec)

export type BrowserInfo = { userAgent: string; hardwareConcurrency: number | null; crossOriginIsolated: boolean; deviceMemoryGB: number | null }

export function browserInfo(): BrowserInfo {
  const nav = navigator as Navigator & { deviceMemory?: number }
  return {
    userAgent: nav.userAgent,
    hardwareConcurrency: nav.hardwareConcurrency || null,
    crossOriginIsolated: typeof crossOriginIsolated === 'boolean' ? crossOriginIsolated : false,
    deviceMemoryGB: typeof nav.deviceMemory === 'number' ? nav.deviceMemory : null,
  }
}

export type BenchmarkReport = {
  kind: 'devtools-box-benchmark'
  version: 1
  set: SetName
  startedAt: string
  finishedAt: string
  cancelled: boolean
  browser: BrowserInfo
  /** Times in milliseconds; MB = 1024² bytes. Each job lists every timed run (samples) and their medians. */
  jobs: {
    id: string
    group: string
    title: string
    size: string
    path: string
    bytes: number | null
    medianMs: number
    minMs: number
    maxMs: number
    medianLongestFrameGapMs: number
    longestFrameGapMs: number
    medianLongTaskMs: number
    mbPerSec: number | null
    samples: JobResult['samples']
    detail: Record<string, unknown>
  }[]
}

export function buildReport(run: { set: SetName; startedAt: Date; finishedAt: Date; cancelled: boolean; browser: BrowserInfo; results: JobResult[] }): BenchmarkReport {
  return {
    kind: 'devtools-box-benchmark',
    version: 1,
    set: run.set,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    cancelled: run.cancelled,
    browser: run.browser,
    jobs: run.results.map((r) => ({
      id: r.id,
      group: r.group,
      title: r.title,
      size: r.size,
      path: r.path,
      bytes: r.bytes,
      medianMs: r.medianMs,
      minMs: r.minMs,
      maxMs: r.maxMs,
      medianLongestFrameGapMs: r.medianMaxGapMs,
      longestFrameGapMs: r.worstGapMs,
      medianLongTaskMs: r.medianLongTaskMs,
      mbPerSec: r.mbPerSec,
      samples: r.samples,
      detail: r.detail,
    })),
  }
}

/** Nice upper bound for a chart's axis: 1, 2 or 5 times a power of ten, at or above `max`. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1
  const p = 10 ** Math.floor(Math.log10(max))
  for (const m of [1, 2, 5, 10]) if (m * p >= max) return m * p
  return 10 * p
}
