// The markdown report: one table per section, the memory of the big hash run, the references
// behind each ratio, start-up bytes and paint, and the flags.
import { bytes, ms, msRange, ratioText, stats } from './stats.mjs'

const esc = (s) => String(s ?? '').replace(/\|/g, '\\|')
const table = (head, rows, align = 'll') => [`| ${head.join(' | ')} |`, `| ${head.map((h, i) => ((align[i] ?? 'r') === 'l' ? '---' : '---:')).join(' | ')} |`, ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n')

const mbps = (x) => (x == null ? '—' : x >= 100 ? `${Math.round(x)} MB/s` : x >= 10 ? `${x.toFixed(1)} MB/s` : `${x.toFixed(2)} MB/s`)
const gapPair = (row) => `${row.worker ? ms(row.worker.maxGapMs.median) : '—'} / ${row.main ? ms(row.main.maxGapMs.median) : '—'}`
const longPair = (row) => `${row.worker ? ms(row.worker.longTaskMs.median) : '—'} / ${row.main ? ms(row.main.longTaskMs.median) : '—'}`

function mainRow(r) {
  const primary = r.references.find((x) => x.primary)
  return [
    r.name,
    r.size,
    msRange(r.worker?.ms),
    mbps(r.throughputMBps),
    msRange(r.main?.ms),
    ratioText(r.ratios.workerVsMain),
    primary ? `${primary.name}: ${msRange(primary.ms)}` : '—',
    ratioText(r.ratios.workerVsNative),
    gapPair(r),
    longPair(r),
    r.flags.length ? `⚠ ${r.flags.length}` : '',
  ]
}

const HEAD = ['Job', 'Size', 'Worker', 'Worker MB/s', 'Main thread', 'Worker ÷ main', 'Native', 'Worker ÷ native', 'Longest frame gap, worker / main', 'Long tasks, worker / main', 'Flags']

export function renderMarkdown(res) {
  const out = []
  const m = res.machine
  out.push('# DevTools Box benchmarks')
  out.push('')
  out.push(
    `${res.startedAt.replace('T', ' ').slice(0, 16)} UTC · ${res.durationSec} s · ${m.cpu}, ${m.cores} cores, ${bytes(m.ramBytes)} RAM, ${m.os} · ` +
      `Chromium ${res.browser.version} (headless) · node ${res.node} · load average ${m.loadAverageAtStart.map((x) => x.toFixed(1)).join(' ')} at start, ${m.loadAverageAtEnd.map((x) => x.toFixed(1)).join(' ')} at end` +
      (res.options.quick ? ' · **quick run: one timed run per job, small sizes**' : ''),
  )
  out.push('')
  const pk = res.packages
  out.push(`Engines: hash-wasm ${pk['hash-wasm']}, prettier ${pk.prettier}, sql-formatter ${pk['sql-formatter']}, bcryptjs ${pk.bcryptjs}, diff ${pk.diff}. Native: ${res.native.openssl}; ${res.native.diff}; jq ${res.native.jq}; b3sum ${res.native.b3sum}.`)
  out.push('')
  if (res.idle) {
    const end = res.idleAtEnd
    out.push(
      `Idle page (calibration): longest frame gap ${ms(res.idle.maxGapMs.median)}, ${res.idle.frames.median} frames a second at the start` +
        (end ? `; ${ms(end.maxGapMs.median)}, ${end.frames.median} frames a second at the end.` : '.'),
    )
    const worst = Math.max(res.idle.maxGapMs.median, end?.maxGapMs.median ?? 0)
    if (worst > 25) {
      out.push('')
      out.push(
        `⚠ **The idle page itself went ${ms(worst)} without a frame: the machine was busy with other work during this run, so times and frame gaps below are inflated. ` +
          'A frame-gap flag with no long task means the page was starved of CPU, not blocked. Rerun on a quiet machine for figures to keep.**',
      )
    }
  }
  out.push('')
  out.push('Times are medians of the timed runs (after a warm-up) with min–max in brackets; ratios divide medians (above 1 means the worker path takes longer). ' +
    '"Longest frame gap" is the longest time the page went without a requestAnimationFrame callback while the job ran; "long tasks" adds up main-thread tasks over 50 ms. ' +
    'KB and MB are 1024 and 1024² bytes.')
  const sections = [...new Set(res.rows.map((r) => r.section))]
  for (const s of sections) {
    const rows = res.rows.filter((r) => r.section === s)
    out.push('')
    out.push(`## ${s}`)
    out.push('')
    out.push(table(HEAD, rows.map(mainRow)))
    const notes = rows.filter((r) => r.note).map((r) => `- ${r.name} (${r.size}): ${r.note}`)
    if (notes.length) out.push('', ...notes)
    if (s === 'Hash' && res.hashMemory?.length) out.push('', ...memorySection(res.hashMemory))
  }
  const refs = res.rows.flatMap((r) => r.references.map((x) => ({ r, x })))
  if (refs.length) {
    out.push('')
    out.push('## References')
    out.push('')
    out.push(
      table(
        ['Job', 'Size', 'Reference', 'Time', 'Worker ÷ reference', 'Note'],
        refs.map(({ r, x }) => [r.name, r.size, `${x.name}${x.native ? '' : ' (not native)'}`, msRange(x.ms), ratioText(x.workerRatio), x.note ?? '']),
        'lllrrl',
      ),
    )
  }
  if (res.startup) out.push('', ...startupSection(res.startup))
  out.push('')
  out.push('## Flags')
  out.push('')
  if (res.flags.length === 0) out.push('None: no worker path was over 2x slower than a native reference, and no worker job stalled the page over 50 ms.')
  else for (const f of res.flags) out.push(`- ⚠ **${f.section}: ${f.name} (${f.size})**: ${f.flag}`)
  if (res.errors.length) {
    out.push('')
    out.push('## Errors')
    out.push('')
    for (const e of res.errors) out.push(`- ${e.case}: ${e.message}`)
  }
  out.push('')
  return out.join('\n')
}

function memorySection(list) {
  const p = (x) => (x ? bytes(x) : '—')
  const rows = []
  for (const mem of list) {
    const path = mem.perPath ?? {}
    const peaks = (k) => ['oneAlgorithm', 'fourOneRead', 'pool'].map((x) => (path[x] ? `${p(path[x][`peak${k}`])} (+${p(path[x][`rise${k}`])})` : '—'))
    rows.push(
      ['Renderer RSS (page + its workers)', mem.size, p(mem.before?.processes.rendererRss), ...peaks('RendererRss'), p(mem.after?.processes.rendererRss)],
      ['All Chromium processes, PSS', mem.size, p(mem.before?.processes.totalPss), ...peaks('TotalPss'), p(mem.after?.processes.totalPss)],
      ['Browser process RSS (holds the Blob)', mem.size, p(mem.before?.processes.browserRss), p(mem.peakDuringWorkerRuns?.browserRss), '', '', p(mem.after?.processes.browserRss)],
      ['Page JS heap used (performance.memory)', mem.size, p(mem.before?.page.heap?.usedJSHeapSize), '', '', '', p(mem.after?.page.heap?.usedJSHeapSize)],
      ['Page + workers, JS (measureUserAgentSpecificMemory)', mem.size, p(mem.before?.page.ua?.bytes), '', '', '', p(mem.after?.page.ua?.bytes)],
    )
  }
  return [
    '### Memory while hashing',
    '',
    'The file is in the page as a Blob (its bytes live in the browser process). Peaks are sampled every 100 ms from /proc during the jobs of each path, ' +
      'with the largest rise during one job in brackets; "before" and "after" surround all the worker runs of that size.',
    '',
    table(['Figure', 'File', 'Before', 'Peak: 1 algorithm, 1 worker', 'Peak: 4 in one read, 1 worker', 'Peak: pool (Hash tool)', 'After'], rows, 'llrrrrr'),
  ]
}

const delta = (d) => `${d < 0 ? '−' : '+'}${bytes(Math.abs(d))}`

function startupSection(st) {
  const out = ['## Start-up (built app, cold loads)', '']
  const fcp = st.homeFcpMs
  out.push(`Home page first contentful paint: **${msRange(fcp)}** over ${st.homeLoads.length} cold loads (new browser context each: empty cache).`)
  const home = st.routes.find((r) => r.id === 'home')
  out.push('')
  out.push(
    table(
      ['Route', 'Screen', 'JS files', 'JS raw', 'JS gzip', 'JS gzip beyond home', 'CSS gzip', 'WASM'],
      st.routes.map((r) => [
        r.route,
        r.heading ?? '',
        String(r.js.files),
        bytes(r.js.raw),
        bytes(r.js.gzip),
        home && r !== home ? delta(r.js.gzip - home.js.gzip) : '',
        bytes(r.css.gzip),
        r.wasm.files ? bytes(r.wasm.raw) : '',
      ]),
    ),
  )
  const js = stats(st.routes.map((r) => r.js.gzip))
  if (js) out.push('', `JS gzip per route: median ${bytes(js.median)}, largest ${bytes(js.max)} (${st.routes.find((r) => r.js.gzip === js.max)?.route}). Gzip: ${st.gzip}.`)
  const off = st.offlineInstall
  if (off) out.push('', `Measured with service workers blocked. The offline install (D27: the service worker precaches every file of the build once, after the first load) is ${off.files} files, ${bytes(off.raw)} raw, ${bytes(off.gzip)} gzip.`)
  return out
}
