// One-off: renders the app icons in public/ from public/favicon.svg with the same headless
// Chromium the tests use (`node scripts/make-icons.mjs`). The PNGs are committed; the build only
// copies them. "any" icons are the favicon as drawn (rounded square); the maskable one fills the
// square with the favicon's blue and keeps the glyph inside the 80% safe zone (W3C manifest spec).
import { readFile, writeFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { findBrowser } from './find-browser.mjs'

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const glyph = svg.match(/<path[^>]*\/>/)[0]
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#3b82f6"/><g transform="translate(16 16) scale(0.72) translate(-16 -16)">${glyph}</g></svg>`

const icons = [
  { file: 'pwa-192x192.png', size: 192, svg },
  { file: 'pwa-512x512.png', size: 512, svg },
  { file: 'maskable-512x512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
]

const browser = await chromium.launch({ executablePath: await findBrowser(), args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const { file, size, svg: source } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 })
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`)
    await writeFile(new URL(`../public/${file}`, import.meta.url), await page.screenshot({ omitBackground: true, type: 'png' }))
    await page.close()
    console.log(`public/${file} (${size}x${size})`)
  }
} finally {
  await browser.close()
}
