import { describe, expect, it } from 'vitest'
import { buildReport, msText, niceMax, rateText } from './report'
import { compareText, median, planJobs, summarise, type Sample } from './suite'

const sample = (ms: number, gap = 17): Sample => ({ ms, maxGapMs: gap, frames: 3, longTaskMs: 0, longTasks: 0 })

describe('bench plan', () => {
  it('the quick set covers every group, worker and main thread, with unique ids', () => {
    const jobs = planJobs('quick')
    expect(new Set(jobs.map((j) => j.group))).toEqual(new Set(['hash', 'js', 'json', 'diff', 'bcrypt', 'image', 'recipe']))
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length)
    for (const g of ['hash', 'js', 'json', 'diff', 'bcrypt', 'image']) {
      expect(jobs.some((j) => j.group === g && j.path === 'main')).toBe(true)
      expect(jobs.some((j) => j.group === g && j.path !== 'main')).toBe(true)
    }
    expect(jobs.find((j) => j.group === 'hash' && j.path === 'pool')?.params).toEqual({ blob: 'bytes-16777216', path: 'pool' })
    // The recipe job streams in the recipe worker only (a recipe never runs on the page).
    expect(jobs.filter((j) => j.group === 'recipe').map((j) => [j.title, j.size, j.path, j.params])).toEqual([
      ['Recipe: Gunzip -> SHA-256', '32 MiB', 'worker', { blob: 'gzip-33554432', recipe: 'gunzip-sha256' }],
    ])
  })

  it('the full set keeps the main thread to the smaller sizes', () => {
    const jobs = planJobs('full')
    const main = jobs.filter((j) => j.path === 'main')
    expect(main.some((j) => j.size === '256 MiB' || j.size === '20 MiB' || j.size === 'cost 12' || j.size.startsWith('50,000'))).toBe(false)
    expect(jobs.some((j) => j.group === 'hash' && j.size === '256 MiB' && j.path === 'pool')).toBe(true)
    expect(jobs.some((j) => j.group === 'diff' && j.size === '50,000 lines, 30%' && j.path === 'worker')).toBe(true)
  })
})

describe('bench figures', () => {
  it('median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('summarise takes medians, extremes and MB/s', () => {
    const job = planJobs('quick').find((j) => j.group === 'hash' && j.path === 'worker')!
    const r = summarise(job, [sample(100, 17), sample(80, 40), sample(120, 16)], { bytes: job.bytes })
    expect(r).toMatchObject({ medianMs: 100, minMs: 80, maxMs: 120, medianMaxGapMs: 17, worstGapMs: 40 })
    expect(r.mbPerSec).toBeCloseTo(160) // 16 MB in 0.1 s
  })

  it('compareText says faster or slower by the ratio of times', () => {
    expect(compareText(100, 230)).toBe('2.3x faster')
    expect(compareText(140, 100)).toBe('1.4x slower')
    expect(compareText(100, 102)).toBe('about the same')
    expect(compareText(0, 100)).toBe('—')
  })

  it('formats times, rates and chart bounds', () => {
    expect(msText(12.34)).toBe('12.3 ms')
    expect(msText(456.7)).toBe('457 ms')
    expect(msText(1234)).toBe('1.23 s')
    expect(msText(12_345)).toBe('12.3 s')
    expect(rateText(null)).toBe('—')
    expect(rateText(160)).toBe('160 MiB/s')
    expect(niceMax(0)).toBe(1)
    expect(niceMax(130)).toBe(200)
    expect(niceMax(480)).toBe(500)
    expect(niceMax(1000)).toBe(1000)
  })

  it('the report carries the browser, every sample and the medians', () => {
    const job = planJobs('tiny')[0]!
    const res = summarise(job, [sample(10), sample(12)], {})
    const report = buildReport({
      set: 'tiny',
      startedAt: new Date('2026-01-01T00:00:00Z'),
      finishedAt: new Date('2026-01-01T00:00:05Z'),
      cancelled: false,
      browser: { userAgent: 'UA', hardwareConcurrency: 2, crossOriginIsolated: false, deviceMemoryGB: null },
      results: [res],
    })
    const back = JSON.parse(JSON.stringify(report)) as typeof report
    expect(back.browser.hardwareConcurrency).toBe(2)
    expect(back.jobs[0]).toMatchObject({ id: job.id, medianMs: 11, samples: [{ ms: 10 }, { ms: 12 }] })
  })
})
