// Per-key main-thread time of the Regex Tester on a 1.6 MB test string (issue 32: under 50 ms a
// key). Drives a production build already served (e.g. `npx vite preview --outDir dist --port 4480`)
// in headless Chromium, pastes the test string, sets a pattern with many matches, types keys into
// the test string (at its start, so every match moves), one every 400 ms (past the tool's 120 ms
// debounce, so every key runs a match), and reads a Chromium trace: for each key, the main
// thread's CPU time (the thread time of every task from the key to the next, less what the same
// page spends in 400 ms with no key: its idle frames), the CPU time of its longest task, and the
// key's input-to-next-paint time (Event Timing's duration of the keydown/keypress: wall time, what
// the user waits for the character to show, which CPU contention on a busy machine inflates).
//   node bench/probes/regex-keys.mjs [baseURL=http://127.0.0.1:4480] [keys=15] [runs=3]
// Prints one JSON line per run and the medians. It measures; it asserts nothing.
import { chromium } from 'playwright-core'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { findBrowser } from '../../scripts/find-browser.mjs'

const base = process.argv[2] ?? 'http://127.0.0.1:4480'
const KEYS = Number(process.argv[3] ?? 15)
const RUNS = Number(process.argv[4] ?? 3)
const SIZE = 1.6e6
const IDLE_WINDOWS = 6
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]

async function run(browser) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await ctx.newPage()
  await page.goto(`${base}/#/regex`)
  await page.locator('#regex-pattern').fill('(\\d{3})-(?<line>\\d{4})')
  const line = 'John: 555-1234, Jane: 555-9876 and some filler text here.\n'
  await page.locator('#regex-test').click()
  await page.evaluate((t) => navigator.clipboard.writeText(t), line.repeat(Math.ceil(SIZE / line.length)).slice(0, SIZE))
  await page.keyboard.press('ControlOrMeta+V')
  await page.getByTestId('match-count').waitFor()
  await page.keyboard.press('ControlOrMeta+Home')
  await page.waitForTimeout(1500)
  await page.evaluate(() => {
    window.inputToPaint = []
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.name === 'keydown' || e.name === 'keypress') window.inputToPaint.push(e.duration)
    }).observe({ type: 'event', durationThreshold: 16 })
  })
  const dir = mkdtempSync(join(tmpdir(), 'regex-keys-'))
  const path = join(dir, 'trace.json')
  await browser.startTracing(page, { path, categories: ['devtools.timeline', 'toplevel'] })
  await page.waitForTimeout(IDLE_WINDOWS * 400)
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)))
    await page.waitForTimeout(400)
  }
  await browser.stopTracing()
  const inputToPaint = await page.evaluate(() => window.inputToPaint)
  await ctx.close()
  const events = JSON.parse(readFileSync(path, 'utf8')).traceEvents
  rmSync(dir, { recursive: true, force: true })
  // The renderer's main thread that handled the keys.
  const keydowns = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
  const main = keydowns[0]
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
  const starts = keydowns.map((e) => e.ts).sort((a, b) => a - b)
  const busyIn = (from, to) => {
    const mine = tasks.filter((e) => e.ts + e.dur > from && e.ts < to)
    // Thread time (tdur: CPU time on the main thread), which a busy machine inflates far less than wall time (dur).
    return { busy: mine.reduce((s, e) => s + (e.tdur ?? e.dur), 0) / 1000, longest: Math.max(0, ...mine.map((e) => (e.tdur ?? e.dur) / 1000)) }
  }
  // The idle windows: the 400 ms slices before the first key (trace clock: microseconds).
  const idle = Array.from({ length: IDLE_WINDOWS - 1 }, (_, i) => busyIn(starts[0] - (i + 2) * 400_000, starts[0] - (i + 1) * 400_000).busy)
  const idleBusy = median(idle)
  const perKey = starts.map((t, i) => busyIn(t - 5_000, starts[i + 1] ?? t + 400_000))
  const busy = perKey.map((k) => Math.max(0, k.busy - idleBusy))
  return {
    idleBusyMs: Math.round(idleBusy),
    busyMs: busy.map(Math.round),
    longestTaskMs: perKey.map((k) => Math.round(k.longest)),
    inputToPaintOver16Ms: inputToPaint.map(Math.round),
    medianBusyMs: median(busy),
    medianLongestMs: median(perKey.map((k) => k.longest)),
    maxInputToPaintMs: Math.max(16, ...inputToPaint),
  }
}

const browser = await chromium.launch({ executablePath: await findBrowser(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
const results = []
for (let r = 0; r < RUNS; r++) {
  const load = loadavg()[0].toFixed(1)
  const res = await run(browser)
  results.push(res)
  console.log(JSON.stringify({ run: r + 1, loadAverage: load, ...res }))
}
await browser.close()
console.log(
  `median of ${RUNS} runs: per key ${median(results.map((r) => r.medianBusyMs)).toFixed(1)} ms of main-thread CPU beyond idle, ` +
    `longest task (CPU) ${median(results.map((r) => r.medianLongestMs)).toFixed(1)} ms, slowest input-to-paint ${median(results.map((r) => r.maxInputToPaintMs)).toFixed(0)} ms ` +
    `(load average now ${loadavg()[0].toFixed(1)})`,
)
