import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean } from './helpers'

/**
 * "Benchmark this browser" (#/benchmarks, issue 17). `?bench=tiny` offers the page's tiny set (one
 * run of each job at toy sizes), so the whole run takes seconds; the quick and full sets run the
 * same code at bigger sizes.
 */
const open = async (page: Page) => {
  await page.goto('/?bench=tiny#/benchmarks')
  await expect(page.getByRole('heading', { level: 1, name: 'Benchmark this browser' })).toBeVisible()
}

async function runTiny(page: Page) {
  await expect(page.getByRole('radio', { name: /Tiny/ })).toBeChecked()
  const jobs = Number((await page.getByText(/^\d+ jobs$/).textContent())!.split(' ')[0])
  await page.getByRole('button', { name: 'Run tiny benchmark' }).click()
  await expect(page.getByTestId('bench-status')).toHaveText(new RegExp(`^Done: ${jobs} jobs in `), { timeout: 50_000 })
  return jobs
}

test('runs the tiny set: one bar and one table row per job, medians shown, JSON download', async ({ page }) => {
  test.setTimeout(90_000)
  const errors = collectErrors(page)
  await open(page)
  const jobs = await runTiny(page)
  expect(jobs).toBeGreaterThanOrEqual(12)

  // Seven groups (hash, prettier, JSON, diff, bcrypt, image, recipe), each an SVG chart with one bar per job.
  const charts = page.locator('svg[role="img"][data-testid="bench-chart"]')
  await expect(charts).toHaveCount(7)
  await expect(page.getByTestId('bench-bar')).toHaveCount(jobs)
  for (const chart of await charts.all()) {
    const bars = await chart.locator('[data-testid="bench-bar"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('width'))))
    expect(bars.length).toBeGreaterThan(0)
    for (const w of bars) expect(w).toBeGreaterThan(0)
  }
  await expect(page.getByRole('img', { name: /Hash a file: median time per job/ })).toBeVisible()

  // The tables carry every median, as times.
  const medians = await page.getByTestId('bench-median').allTextContents()
  expect(medians).toHaveLength(jobs)
  for (const m of medians) expect(m).toMatch(/^\d+(\.\d+)? (ms|s)$/)
  const hashRow = page.getByRole('row', { name: /SHA-256 · 1 MiB/ }).first()
  await expect(hashRow).toContainText('Worker')
  await expect(hashRow).toContainText('MiB/s')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()])
  expect(download.suggestedFilename()).toMatch(/^devtools-box-benchmark-[\d-]+\.json$/)
  const report = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    kind: string
    set: string
    cancelled: boolean
    browser: { userAgent: string; hardwareConcurrency: number }
    jobs: { id: string; group: string; path: string; medianMs: number; samples: { ms: number; maxGapMs: number }[]; detail: Record<string, unknown> }[]
  }
  expect(report).toMatchObject({ kind: 'devtools-box-benchmark', set: 'tiny', cancelled: false })
  expect(report.browser.userAgent).toContain('Chrome')
  expect(report.browser.hardwareConcurrency).toBeGreaterThan(0)
  expect(report.jobs).toHaveLength(jobs)
  expect(new Set(report.jobs.map((j) => j.group))).toEqual(new Set(['hash', 'js', 'json', 'diff', 'bcrypt', 'image', 'recipe']))
  for (const j of report.jobs) {
    expect(j.samples.length).toBe(1)
    expect(j.medianMs).toBe(j.samples[0]!.ms)
    expect(j.medianMs).toBeGreaterThan(0)
  }
  // The jobs really ran: SHA-256 of the page's 1 MB input is the same in the worker and on the page.
  const sha = report.jobs.filter((j) => j.group === 'hash' && j.id.includes('SHA-256:')).map((j) => (j.detail.digests as { sha256: string }).sha256)
  expect(sha).toHaveLength(2)
  expect(sha[0]).toMatch(/^[0-9a-f]{64}$/)
  expect(sha[1]).toBe(sha[0])
  expect(report.jobs.find((j) => j.group === 'image' && j.path === 'worker')?.detail).toMatchObject({ type: 'image/jpeg' })
  // The recipe job (issue 33): Gunzip -> SHA-256 streamed in the recipe worker over the page's gzip of 1 MiB.
  const recipe = report.jobs.find((j) => j.group === 'recipe')!
  expect(recipe.detail).toMatchObject({ ok: true, outBytes: 64 })
  expect(recipe.detail.digest).toMatch(/^[0-9a-f]{64}$/)
  expect(errors).toEqual([])
})

test('Cancel stops the run after the job in progress and keeps what finished', async ({ page }) => {
  test.setTimeout(90_000)
  await open(page)
  await page.getByRole('radio', { name: /Quick/ }).check()
  await page.getByRole('checkbox', { name: /main thread/ }).uncheck()
  await page.getByRole('button', { name: 'Run quick benchmark' }).click()
  await expect(page.getByTestId('bench-progress')).toContainText(/Job \d+ of \d+/)
  await expect(page.getByTestId('bench-bar').first()).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('bench-status')).toHaveText(/^Cancelled: \d+ jobs in /, { timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Run quick benchmark' })).toBeEnabled()
})

test('axe finds no serious or critical violation, results shown (light and dark)', async ({ page }) => {
  test.setTimeout(90_000)
  await open(page)
  await runTiny(page)
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
