// Start-up: the JavaScript each route of the built app loads (raw and gzip bytes of the built files
// it fetched) and the home page's first contentful paint over several cold loads. Every load gets
// a new browser context: empty HTTP cache, no storage, nothing warm, and service workers blocked:
// the app's service worker precaches the whole build for offline use (D27) after the first load,
// and those downloads are not what the route needs to start. The precache is reported on its own.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Tool ids, read from src/tools/<id>/index.ts (`id: '...'`), in folder order. */
export function toolIds(root) {
  const dir = join(root, 'src/tools')
  const ids = []
  for (const name of readdirSync(dir).sort()) {
    try {
      const src = readFileSync(join(dir, name, 'index.ts'), 'utf8')
      const m = /\bid:\s*['"]([^'"]+)['"]/.exec(src)
      if (m) ids.push(m[1])
    } catch {
      // not a tool folder (categories.ts, registry.ts...)
    }
  }
  return ids
}

function sizer(appDir) {
  const cache = new Map()
  return (pathname) => {
    if (!cache.has(pathname)) {
      try {
        const file = join(appDir, decodeURIComponent(pathname))
        if (!statSync(file).isFile()) throw new Error('not a file')
        const buf = readFileSync(file)
        cache.set(pathname, { raw: buf.length, gzip: gzipSync(buf).length })
      } catch {
        cache.set(pathname, null)
      }
    }
    return cache.get(pathname)
  }
}

const kindOf = (p) => (/\.m?js$/.test(p) ? 'js' : p.endsWith('.css') ? 'css' : p.endsWith('.wasm') ? 'wasm' : 'other')

async function load(browser, url, { quiet }) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const paths = new Set()
  const origin = new URL(url).origin
  let inflight = 0
  let last = Date.now()
  context.on('request', (r) => {
    inflight++
    last = Date.now()
    const u = new URL(r.url())
    if (u.origin === origin) paths.add(u.pathname)
  })
  const settled = () => {
    inflight--
    last = Date.now()
  }
  context.on('requestfinished', settled)
  context.on('requestfailed', settled)
  const t0 = Date.now()
  await page.goto(url, { waitUntil: 'load' })
  // The tool's lazy chunks (and any worker it starts) load after the load event: wait until the
  // network has been quiet for 300 ms (Playwright's 'networkidle' waits 500 ms).
  if (quiet) for (const end = Date.now() + 15_000; Date.now() < end && (inflight > 0 || Date.now() - last < 300); ) await new Promise((r) => setTimeout(r, 25))
  const wallMs = Date.now() - t0
  // FCP is recorded a frame after the paint; give it a moment.
  const timing = await page.evaluate(async () => {
    for (let i = 0; i < 50 && performance.getEntriesByName('first-contentful-paint').length === 0; i++) await new Promise((r) => setTimeout(r, 20))
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    const nav = performance.getEntriesByType('navigation')[0]
    return {
      fcpMs: fcp ? fcp.startTime : null,
      domContentLoadedMs: nav ? nav.domContentLoadedEventEnd : null,
      loadMs: nav ? nav.loadEventEnd : null,
      heading: document.querySelector('h1')?.textContent?.trim() ?? null,
    }
  })
  await context.close()
  return { paths: [...paths], wallMs, ...timing }
}

export async function measureStartup(browser, { appUrl, appDir, root, loads, only, log }) {
  const size = sizer(appDir)
  const ids = toolIds(root).filter((id) => !only || only.includes(id))
  const routes = [{ route: '/', id: 'home' }, ...ids.map((id) => ({ route: `/#/${id}`, id }))]
  const out = []
  for (const { route, id } of routes) {
    const r = await load(browser, appUrl + route, { quiet: true })
    const totals = { js: { files: 0, raw: 0, gzip: 0 }, css: { files: 0, raw: 0, gzip: 0 }, wasm: { files: 0, raw: 0, gzip: 0 }, other: { files: 0, raw: 0, gzip: 0 } }
    const files = []
    for (const p of r.paths.sort()) {
      const s = size(p)
      if (!s) continue
      const t = totals[kindOf(p)]
      t.files++
      t.raw += s.raw
      t.gzip += s.gzip
      if (kindOf(p) === 'js') files.push({ path: p, ...s })
    }
    out.push({ route, id, heading: r.heading, fcpMs: r.fcpMs, ...totals, jsFiles: files })
    log(`  ${route.padEnd(24)} JS ${String(totals.js.files).padStart(2)} files ${(totals.js.raw / 1024).toFixed(0).padStart(5)} KB raw ${(totals.js.gzip / 1024).toFixed(0).padStart(4)} KB gzip  ${r.heading ?? ''}`)
  }
  const home = []
  for (let i = 0; i < loads; i++) {
    const r = await load(browser, `${appUrl}/`, { quiet: false })
    home.push({ fcpMs: r.fcpMs, domContentLoadedMs: r.domContentLoadedMs, loadMs: r.loadMs })
  }
  const offline = offlineInstall(appDir, size)
  log(`  offline install (service worker precache, every file of the build): ${offline.files} files ${(offline.raw / 1048576).toFixed(2)} MB raw ${(offline.gzip / 1048576).toFixed(2)} MB gzip`)
  return { routes: out, homeLoads: home, offlineInstall: offline, gzip: 'node zlib gzipSync, default level (6)' }
}

/** What the service worker downloads once for offline use: vite.config.ts precaches `**\/*` of the build. */
function offlineInstall(appDir, size) {
  const total = { files: 0, raw: 0, gzip: 0 }
  const walk = (rel) => {
    for (const name of readdirSync(join(appDir, rel))) {
      const p = `${rel}/${name}`
      if (statSync(join(appDir, p)).isDirectory()) walk(p)
      else {
        const s = size(p)
        if (!s) continue
        total.files++
        total.raw += s.raw
        total.gzip += s.gzip
      }
    }
  }
  walk('')
  return total
}
