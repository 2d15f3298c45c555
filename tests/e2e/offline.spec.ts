/**
 * D27: offline and installable. Each test serves the build from its own little static server (so
 * it can go down, or switch to a second build at the same address), lets the service worker
 * install, then takes the network away: the server stops answering and the browser is offline.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, relative, resolve, sep } from 'node:path'
import { crc32 } from 'node:zlib'
import bcryptjs from 'bcryptjs'
import figlet from 'figlet/node'
import { expect, test, type Page } from '@playwright/test'
import { API, serverLog, uniquePath } from './api-server'
import { collectErrors, editorText, expectToast, setEditor } from './helpers'

const DIST = resolve(process.env.E2E_DIST ?? 'dist')
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** A static server for one build folder; `root` can be switched to another build, `down` drops every connection. */
class StaticServer {
  root = DIST
  down = false
  served: string[] = []
  private server: Server = createServer((req, res) => {
    if (this.down) return void req.socket.destroy()
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const file = resolve(this.root, `.${path === '/' ? '/index.html' : path}`)
    if (!file.startsWith(this.root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('Not found')
      return
    }
    this.served.push(path)
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' })
    res.end(readFileSync(file))
  })
  origin = ''
  async start() {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }
  close() {
    this.server.closeAllConnections()
    return new Promise<void>((done) => this.server.close(() => done()))
  }
}

/** Every file of a build folder, as the service worker's precache names them. */
function buildFiles(dir: string): string[] {
  const walk = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [relative(dir, join(d, e.name)).split(sep).join('/')]))
  return walk(dir).filter((f) => f !== 'sw.js' && !/^workbox-[\w-]+\.js$/.test(f) && !f.endsWith('.map'))
}

/** Waits until the service worker is active, controls the page and holds the whole build. */
async function waitUntilOfflineReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 }).toBe('activated')
  return page.evaluate(async () => {
    const names = await caches.keys()
    const urls: string[] = []
    for (const name of names.filter((n) => n.includes('precache'))) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname.slice(1))
    return urls.sort()
  })
}

const open = async (page: Page, id: string, title: string) => {
  await page.evaluate((hash) => (location.hash = hash), `#/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
}
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

let server: StaticServer
// These tests are about the service worker, which the suite otherwise blocks (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test.beforeEach(async () => {
  server = await new StaticServer().start()
})
test.afterEach(async () => {
  await server.close()
})

test('installable: the manifest names the app, its icons (192, 512, maskable) and a share target in scope', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto(`${server.origin}/`)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const manifest = JSON.parse(readFileSync(join(DIST, href!), 'utf8'))
  expect(manifest).toMatchObject({ name: 'DevTools Box', start_url: '/', scope: '/', display: 'standalone' })
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string; type: string }>
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of icons.filter((i) => i.type === 'image/png')) {
    const png = readFileSync(join(DIST, icon.src))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes)
  }
  expect(manifest.share_target).toEqual({ action: '/', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } })
  expect(new URL(manifest.share_target.action, server.origin).pathname.startsWith(manifest.scope)).toBe(true)
  // The registration runs under the strict CSP (D21): no violation, no error.
  await waitUntilOfflineReady(page)
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain("script-src 'self' 'wasm-unsafe-eval'")
  expect(errors).toEqual([])
})

test('shared text opens the palette for detection and leaves the address clean', async ({ page }) => {
  await page.goto(`${server.origin}/?title=t&text=${encodeURIComponent('{"shared":true}')}&url=`)
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(page.url()).toBe(`${server.origin}/`)
})

test("after one visit and 'Make every tool available offline', twelve tools never opened before work with no network (D27)", async ({ page, context, request }) => {
  test.setTimeout(240_000)
  const errors = collectErrors(page)
  await page.goto(`${server.origin}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Issue 32 item 13: the core of the build is precached (every lazy chunk, worker, wasm, icon, the
  // manifest); the extras offline.json lists are not, and every other file is one of them.
  const { core, extras } = JSON.parse(readFileSync(join(DIST, 'offline.json'), 'utf8')) as { core: { files: number }; extras: Array<{ label: string; files: string[] }> }
  expect(extras.map((g) => g.label)).toEqual(['ASCII Art fonts', 'Fake Data locales', 'AVIF images', 'Benchmarks page'])
  const extraFiles = new Set(extras.flatMap((g) => g.files))
  const precached = await waitUntilOfflineReady(page)
  expect(precached).toEqual(buildFiles(DIST).filter((f) => !extraFiles.has(f)).sort())
  expect(precached).toHaveLength(core.files) // what the install's progress counts to
  // The sidebar says so, and what is not offline yet; the palette's action fetches it.
  const status = page.getByTestId('offline-status')
  await expect(status.getByRole('status')).toHaveText('Ready to work offlineNot yet offline: ASCII Art fonts, Fake Data locales, AVIF images, Benchmarks page')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('offline')
  await page.getByRole('option', { name: 'Make every tool available offline' }).click()
  await expect(status.getByRole('status')).toHaveText('Ready to work offlineEvery tool works offline', { timeout: 60_000 })
  await expect(status.getByRole('button')).toHaveCount(0)

  server.down = true
  await context.setOffline(true)
  await page.reload() // the page itself comes from the precache too
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => navigator.onLine)).toBe(false)
  const servedBefore = server.served.length

  // 1. JSON Formatter
  await open(page, 'json-formatter', 'JSON Formatter')
  await setEditor(page, 'JSON input', '{"a":[1,2],"b":{"c":null}}')
  await button(page, 'Format').click()
  await expect.poll(() => editorText(page, 'Formatted JSON output')).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "b": {\n    "c": null\n  }\n}')

  // 2. SQL Formatter (sql-formatter, in the format worker)
  await open(page, 'sql-formatter', 'SQL Formatter')
  await setEditor(page, 'SQL Input', 'select a, b from t where x = 1')
  await button(page, 'Format SQL').click()
  await expect.poll(() => editorText(page, 'Formatted SQL')).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1')

  // 3. JavaScript Formatter (prettier and its plugins, loaded on first use)
  await open(page, 'js-formatter', 'JavaScript Formatter')
  await setEditor(page, 'JavaScript Input', 'const f=(x)=>{return <div className="a">{x}</div>}')
  await button(page, 'Format JavaScript').click()
  await expect.poll(() => editorText(page, 'Formatted Output'), { timeout: 20_000 }).toBe('const f = (x) => {\n  return <div className="a">{x}</div>;\n};\n')

  // 4. Hash Generator (hash-wasm and WebCrypto in the hash workers)
  await open(page, 'hash', 'Hash Generator')
  const text = 'offline 🦊'
  await setEditor(page, 'Text to hash', text)
  await button(page, 'Generate Hashes').click()
  await expect(page.getByTestId('digest-md5-value')).toHaveText(createHash('md5').update(text).digest('hex'))
  await expect(page.getByTestId('digest-sha256-value')).toHaveText(createHash('sha256').update(text).digest('hex'))
  await expect(page.getByTestId('digest-sha3-256-value')).toHaveText(createHash('sha3-256').update(text).digest('hex'))
  await expect(page.getByTestId('digest-crc32-value')).toHaveText(crc32(text).toString(16).padStart(8, '0'))

  // 5. Bcrypt
  await open(page, 'bcrypt', 'Bcrypt Tester')
  await page.getByLabel('Password', { exact: true }).fill('no network')
  await page.getByLabel('Rounds').fill('4')
  await button(page, 'Generate Hash').click()
  await expectToast(page, '✅ Hash generated!')
  expect(bcryptjs.compareSync('no network', await page.getByLabel('Generated Hash').inputValue())).toBe(true)

  // 6. REST Client: its pre-request script runs (QuickJS), then Send says plainly it is offline.
  await open(page, 'rest-client', 'REST Client')
  const path = uniquePath('offline')
  await page.getByLabel('Method').selectOption('GET')
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill(`${API}${path}`)
  const requestPane = page.getByRole('region', { name: 'Request' })
  await requestPane.getByRole('tab', { name: /^Scripts/ }).click()
  await page.getByRole('tablist', { name: 'Script' }).getByRole('tab', { name: /^Pre-request/ }).click()
  await setEditor(page, 'Pre-request script', "pm.request.headers.upsert({ key: 'X-Engine', value: 'quickjs ' + (6 * 7) })")
  await button(page, 'Send').click()
  await expect(page.getByTestId('rest-failure')).toContainText('You are offline')
  await expect(page.getByTestId('rest-failure-curl')).toContainText('X-Engine: quickjs 42')

  // 7. Image Converter (decoders and encoders in the image worker): PNG to GIF.
  await open(page, 'image-converter', 'Image Converter')
  const png = await page.evaluate(async () => {
    const c = new OffscreenCanvas(16, 12)
    const ctx = c.getContext('2d')!
    ctx.fillStyle = '#ff0000'
    ctx.fillRect(0, 0, 8, 12)
    ctx.fillStyle = '#0000ff'
    ctx.fillRect(8, 0, 8, 12)
    const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer())
    return btoa(String.fromCharCode(...bytes))
  })
  await page.getByLabel('Choose images').setInputFiles({ name: 'offline.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') })
  await page.getByLabel('Output format').selectOption('GIF')
  await button(page, 'Convert').click()
  await expect(page.getByText('Converted (GIF)')).toBeVisible()
  const pixels = await page.getByTestId('converted-preview').evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const c = document.createElement('canvas')
    c.width = img.naturalWidth
    c.height = img.naturalHeight
    const ctx = c.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    return { w: c.width, h: c.height, left: Array.from(ctx.getImageData(3, 6, 1, 1).data.slice(0, 3)), right: Array.from(ctx.getImageData(12, 6, 1, 1).data.slice(0, 3)) }
  })
  expect(pixels).toEqual({ w: 16, h: 12, left: [255, 0, 0], right: [0, 0, 255] })

  // 8. Regex Tester (the regex worker)
  await open(page, 'regex', 'Regex Tester')
  await setEditor(page, 'Test string', 'John: 555-1234, Jane: 555-9876')
  await page.getByLabel('Pattern').fill('(\\d{3})-(?<line>\\d{4})')
  await expect(page.getByTestId('match-count')).toHaveText('2 matches')

  // 9. UUID Generator
  await open(page, 'uuid', 'UUID Generator')
  await page.getByLabel('Version').selectOption('v7')
  await page.getByLabel('Count').selectOption('5')
  await button(page, 'Generate').click()
  await expect(page.getByTestId('uuid')).toHaveCount(5)
  for (const id of await page.getByTestId('uuid').allTextContents()) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

  // 10. Markdown Previewer (marked + DOMPurify)
  await open(page, 'markdown', 'Markdown Previewer')
  await setEditor(page, 'Markdown', '# Offline\n\n**still** works\n\n| a | b |\n|---|---|\n| 1 | 2 |')
  const preview = page.getByTestId('markdown-preview')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Offline')
  await expect(preview.locator('strong')).toHaveText('still')
  await expect(preview.getByRole('table')).toContainText('2')

  // 11. ASCII Art in a font other than Standard, and 12. Fake Data in another locale: extras.
  await open(page, 'ascii-art', 'ASCII Art Generator')
  await page.getByRole('combobox', { name: 'Search fonts' }).fill('slant')
  await page.getByRole('option', { name: 'Slant', exact: true }).click()
  await expect(page.getByTestId('ascii-output')).toHaveValue(figlet.textSync('Hello', { font: 'Slant', width: 80, whitespaceBreak: true }))
  await open(page, 'fake-data', 'Fake Data Generator')
  await page.getByLabel('Locale').selectOption('ja')
  await expect(page.getByTestId('fake-summary')).toContainText(/^10 records · [\d.]+ KiB · JSON · ja · /)

  // Nothing reached a server: the app's own files came from the caches, the request never left.
  expect(server.served.length).toBe(servedBefore)
  await context.setOffline(false)
  expect((await serverLog(request)).some((r) => r.path === path)).toBe(false)
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(e))).toEqual([])
})

test("a new build at the same address offers 'Reload to update' and never reloads by itself", async ({ page }) => {
  test.setTimeout(120_000)
  // Build B: build A with one asset changed. Workbox names every unhashed file by the MD5 of its
  // bytes, so B's service worker differs from A's exactly as a new deploy's does.
  const distB = mkdtempSync(join(tmpdir(), 'devtools-build-b-'))
  try {
    cpSync(DIST, distB, { recursive: true })
    const oldAsset = readFileSync(join(DIST, 'theme-init.js'))
    const newAsset = Buffer.concat([oldAsset, Buffer.from('\n// build B\n')])
    writeFileSync(join(distB, 'theme-init.js'), newAsset)
    const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex')
    const sw = readFileSync(join(DIST, 'sw.js'), 'utf8')
    expect(sw).toContain(md5(oldAsset))
    writeFileSync(join(distB, 'sw.js'), sw.replace(md5(oldAsset), md5(newAsset)))

    await page.goto(`${server.origin}/#/json-formatter`)
    await waitUntilOfflineReady(page)
    await setEditor(page, 'JSON input', '{"work":"in progress"}')
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))

    server.root = distB
    // What the browser does on its own now and then (and the app hourly or when the tab comes back).
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'A new version is ready' })
    await expect(toast).toBeVisible({ timeout: 30_000 })
    await expect(toast.getByRole('button', { name: 'Reload to update' })).toBeVisible()
    // It waits: the page, its work and build A's files stay until the user chooses.
    await page.waitForTimeout(3000)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
    await expect.poll(() => editorText(page, 'JSON input')).toBe('{"work":"in progress"}')
    expect(await page.evaluate(() => fetch('/theme-init.js').then((r) => r.text()))).not.toContain('build B')
    await expect(toast).toBeVisible()

    // Only the user's choice reloads the page, into build B.
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), toast.getByRole('button', { name: 'Reload to update' }).click()])
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage ?? false)).toBe(false)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter')
    expect(await page.evaluate(() => fetch('/theme-init.js').then((r) => r.text()))).toContain('// build B')
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'A new version is ready' })).toHaveCount(0)
  } finally {
    rmSync(distB, { recursive: true, force: true })
  }
})
