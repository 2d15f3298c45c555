import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync, readdirSync, readSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * D27, issue 32 item 13: what the service worker precaches (the core) and what waits until it is
 * first used, or until "Make every tool available offline" (the extras). Types:
 * offline-precache-plugin.d.mts; the page's side is src/app/pwa/offline.ts.
 *
 * The core is the app shell, every tool's screen and every engine a tool's default action needs.
 * The extras are what only another choice needs: FIGlet fonts other than Standard, faker locales
 * other than English, the AVIF codec (4.7 MB of wasm), and the Benchmarks page with its own copy
 * of the engines it measures on the main thread. They are left out of Workbox's precache list and
 * written, by group, to offline.json (precached), which the page reads to say what is not
 * offline yet and to fetch it.
 */

/** The file listing the core's size and the extras' files (src/app/pwa/offline.logic.ts has the same name). */
export const OFFLINE_FILE = 'offline.json'
/** The cache the service worker keeps extras in (the same in src/app/pwa/offline.logic.ts). */
export const EXTRAS_CACHE = 'devtools-extras'
export const EXTRA_LABELS = { fonts: 'ASCII Art fonts', locales: 'Fake Data locales', avif: 'AVIF images', benchmarks: 'Benchmarks page' }
/** What the tools use by default (src/workers/figlet/fonts.ts, src/tools/fake-data; the tests hold them equal). */
export const DEFAULT_FONT = 'Standard'
export const DEFAULT_LOCALE = 'en'

const HASH = '[\\w-]{8}'
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Which extra a built file is, or null for the core. `url` is the path in the build ("assets/…"),
 * `head` the first bytes of the file as text: a FIGlet font starts with its signature (flf2a or
 * tlf2a, then the hard blank), whatever its chunk is called.
 */
export function classifyAsset(url, head, { locales, benchmarksOnly }) {
  if (benchmarksOnly.has(url)) return 'benchmarks'
  if (!url.startsWith('assets/')) return null
  if (url.endsWith('.js') && /^[^`'"]{0,20}[`'"][ft]lf2a/.test(head)) {
    return new RegExp(`^assets/${escape(DEFAULT_FONT)}-${HASH}\\.js$`).test(url) ? null : 'fonts'
  }
  // English is drawn by default; faker's base data goes with every locale.
  const others = locales.filter((l) => l !== DEFAULT_LOCALE && l !== 'base').map(escape)
  // A locale's entry ("de-<hash>.js") and the data it shares with its variants ("de-<faker's hash>-<hash>.js").
  if (others.length > 0 && new RegExp(`^assets/(?:${others.join('|')})(?:-${HASH})?-${HASH}\\.js$`).test(url)) return 'locales'
  if (/^assets\/avif_(?:enc|dec)-[\w-]+\.(?:js|wasm)$/.test(url)) return 'avif'
  return null
}

/** Splits Workbox's precache list into the core (precached) and the extras (listed in OFFLINE_FILE), by group in a fixed order. */
export function splitPrecache(entries, classify) {
  const core = []
  const groups = new Map()
  for (const e of entries) {
    const id = classify(e.url)
    if (!id) {
      core.push(e)
      continue
    }
    if (!groups.has(id)) groups.set(id, { id, label: EXTRA_LABELS[id], files: [], bytes: 0 })
    const g = groups.get(id)
    g.files.push(e.url)
    g.bytes += e.size
  }
  const order = Object.keys(EXTRA_LABELS)
  const extras = [...groups.values()].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
  for (const g of extras) g.files.sort()
  return { core, manifest: { core: { files: core.length, bytes: core.reduce((n, e) => n + e.size, 0) }, extras } }
}

/** The chunks only `isolated` reaches, walking static and dynamic imports from the entries. */
export function reachableOnlyThrough(graph, entries, isolated) {
  const walk = (from, skip) => {
    const seen = new Set()
    const stack = from.filter((f) => f !== skip)
    while (stack.length > 0) {
      const f = stack.pop()
      if (seen.has(f)) continue
      seen.add(f)
      for (const next of graph.get(f) ?? []) if (next !== skip && !seen.has(next)) stack.push(next)
    }
    return seen
  }
  const elsewhere = walk(entries, isolated)
  return new Set([...walk([isolated], null)].filter((f) => !elsewhere.has(f)))
}

/** The first bytes of a built file, as text (only scripts are looked at). */
function headOf(file) {
  if (!file.endsWith('.js') || !existsSync(file)) return ''
  const fd = openSync(file, 'r')
  try {
    const buf = Buffer.alloc(64)
    return buf.toString('utf8', 0, readSync(fd, buf, 0, 64, 0))
  } finally {
    closeSync(fd)
  }
}

/** Every locale faker ships (a superset of the Fake Data tool's), by its entry point's name. */
export const fakerLocales = (root) =>
  readdirSync(join(root, 'node_modules/@faker-js/faker/dist/locale'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3))

/**
 * The plugin that reads the bundle's import graph (for the Benchmarks page's own chunks) and the
 * build folder, and the Workbox manifest transform that leaves the extras out of the precache and
 * writes offline.json (adding it to the precache).
 */
export function offlinePrecache() {
  let root = process.cwd()
  let outDir = resolve('dist')
  let benchmarksOnly = new Set()
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'devtools-offline-precache',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle(_options, bundle) {
      const graph = new Map()
      const entries = []
      let page
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue
        graph.set(c.fileName, [...c.imports, ...c.dynamicImports])
        if (c.isEntry) entries.push(c.fileName)
        if (c.facadeModuleId?.endsWith('/app/benchmarks/benchmarks-page.tsx')) page = c.fileName
      }
      benchmarksOnly = page ? reachableOnlyThrough(graph, entries, page) : new Set()
    },
  }
  const manifestTransform = (entries) => {
    const locales = fakerLocales(root)
    const { core, manifest } = splitPrecache(entries, (url) => classifyAsset(url, headOf(join(outDir, url)), { locales, benchmarksOnly }))
    // offline.json itself, and the web app manifest, which vite-plugin-pwa adds after this transform.
    manifest.core.files += 2
    const text = JSON.stringify(manifest)
    writeFileSync(join(outDir, OFFLINE_FILE), text)
    core.push({ url: OFFLINE_FILE, revision: createHash('md5').update(text).digest('hex'), size: text.length })
    return { manifest: core, warnings: [] }
  }
  return { plugin, manifestTransform }
}
