import { readFileSync } from 'node:fs'
import { expect, test, type Download, type Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { collectErrors, editorText, expectAxeClean, expectToast, readClipboard } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const ALL_FILES = ['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'icon-512-maskable.png', 'site.webmanifest']

test.beforeEach(async ({ page }) => {
  await page.goto('/#/favicon')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favicon Generator')
})

/** The ICO directory read by hand (ICONDIR, then 16-byte ICONDIRENTRYs): [width, height, bytes, offset]. */
function icoDirectory(ico: Uint8Array) {
  const v = new DataView(ico.buffer, ico.byteOffset, ico.byteLength)
  expect([v.getUint16(0, true), v.getUint16(2, true)]).toEqual([0, 1])
  return Array.from({ length: v.getUint16(4, true) }, (_, i) => {
    const at = 6 + 16 * i
    return { width: ico[at] || 256, height: ico[at + 1] || 256, bytes: v.getUint32(at + 8, true), offset: v.getUint32(at + 12, true) }
  })
}
/** A PNG's IHDR width and height (after the 8-byte signature and the chunk's length and type). */
const pngSize = (png: Uint8Array) => {
  expect(strFromU8(png.subarray(1, 4))).toBe('PNG')
  const v = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return [v.getUint32(16), v.getUint32(20)]
}

async function downloadZip(page: Page, click: () => Promise<unknown>): Promise<Record<string, Uint8Array>> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, unknown]
  expect(download.suggestedFilename()).toBe('favicons.zip')
  return unzipSync(new Uint8Array(readFileSync((await download.path())!)))
}

/** Decodes bytes in the page as an <img> (the browser's own decoder) and reads pixels at the given points. */
async function decodeInPage(page: Page, bytes: Uint8Array, type: string, points: [number, number][] = []) {
  return page.evaluate(
    async ({ b64, type, points }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const url = URL.createObjectURL(new Blob([bytes], { type }))
      const img = new Image()
      img.src = url
      await img.decode()
      const c = new OffscreenCanvas(img.naturalWidth, img.naturalHeight)
      const ctx = c.getContext('2d')!
      ctx.drawImage(img, 0, 0)
      const pixels = points.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data))
      URL.revokeObjectURL(url)
      return { width: img.naturalWidth, height: img.naturalHeight, pixels }
    },
    { b64: Buffer.from(bytes).toString('base64'), type, points },
  )
}

/** A PNG made by the page's canvas: a red rectangle with a blue square in the middle. */
async function pngFixture(page: Page, w: number, h: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ w, h }) => {
      const c = new OffscreenCanvas(w, h)
      const ctx = c.getContext('2d')!
      ctx.fillStyle = '#ff0000'
      ctx.fillRect(0, 0, w, h)
      ctx.fillStyle = '#0000ff'
      const s = Math.min(w, h) / 2
      ctx.fillRect((w - s) / 2, (h - s) / 2, s, s)
      const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer())
      let bin = ''
      for (const b of bytes) bin += String.fromCharCode(b)
      return btoa(bin)
    },
    { w, h },
  )
  return Buffer.from(b64, 'base64')
}

const chooseFile = (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => page.getByLabel('Choose an image').setInputFiles(file)
const previewWidth = (page: Page, key: string) => page.getByTestId(`favicon-preview-${key}`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)
/** The preview of one icon shows a decoded image of its size (the first one also waits for the worker to start). */
const expectIcon = (page: Page, key: string, size: number) => expect.poll(() => previewWidth(page, key), { message: key, timeout: 20_000 }).toBe(size)

test('text mode: a letter on a colour → every icon at its size; Download all holds the files, favicon.ico with 16/32/48 and opens in the browser', async ({ page }) => {
  const errors = collectErrors(page)
  await page.getByLabel('Letters or emoji').fill('K')
  await page.getByLabel('Background colour', { exact: true }).fill('rgb(22, 163, 74)')
  await page.getByLabel('Shape', { exact: true }).selectOption('circle')
  await expect(page.getByTestId('favicon-result')).not.toHaveAttribute('data-stale')
  for (const [key, size] of [['ico-16', 16], ['ico-32', 32], ['ico-48', 48], ['apple', 180], ['icon-192', 192], ['icon-512', 512]] as const) await expectIcon(page, key, size)

  // Ctrl/Cmd+Enter is "Download all (ZIP)".
  await page.getByLabel('Letters or emoji').focus()
  const files = await downloadZip(page, () => page.keyboard.press('ControlOrMeta+Enter'))
  expect(Object.keys(files)).toEqual(ALL_FILES)

  const ico = files['favicon.ico']!
  const dir = icoDirectory(ico)
  expect(dir.map((e) => [e.width, e.height])).toEqual([[16, 16], [32, 32], [48, 48]])
  for (const e of dir) expect(pngSize(ico.subarray(e.offset, e.offset + e.bytes))).toEqual([e.width, e.height])
  expect(dir.at(-1)!.offset + dir.at(-1)!.bytes).toBe(ico.length)
  // The ICO opens in the browser.
  expect((await decodeInPage(page, ico, 'image/x-icon')).width).toBeGreaterThan(0)

  expect(pngSize(files['apple-touch-icon.png']!)).toEqual([180, 180])
  expect(pngSize(files['icon-192.png']!)).toEqual([192, 192])
  expect(pngSize(files['icon-512.png']!)).toEqual([512, 512])
  expect(pngSize(files['icon-512-maskable.png']!)).toEqual([512, 512])
  // The circle leaves the corners of the 512 icon transparent; the Apple icon is opaque, on the background.
  expect((await decodeInPage(page, files['icon-512.png']!, 'image/png', [[2, 2], [256, 10]])).pixels).toEqual([[0, 0, 0, 0], [22, 163, 74, 255]])
  expect((await decodeInPage(page, files['apple-touch-icon.png']!, 'image/png', [[0, 0]])).pixels).toEqual([[22, 163, 74, 255]])
  expect((await decodeInPage(page, files['icon-512-maskable.png']!, 'image/png', [[0, 0]])).pixels).toEqual([[22, 163, 74, 255]])
  const manifest = JSON.parse(strFromU8(files['site.webmanifest']!))
  expect(manifest.icons.map((i: { src: string; purpose?: string }) => `${i.src}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(['/icon-192.png', '/icon-512.png', '/icon-512-maskable.png maskable'])

  // Copy (the frame's result) is the HTML to paste.
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect
    .poll(() => readClipboard(page))
    .toBe('<link rel="icon" href="/favicon.ico" sizes="48x48">\n<link rel="apple-touch-icon" href="/apple-touch-icon.png">\n<link rel="manifest" href="/site.webmanifest">\n<meta name="theme-color" content="#ffffff">')
  expect(errors).toEqual([])
})

test('a small, non-square image: the warnings, Cover crops, and the previews on the dark tab', async ({ page }) => {
  await page.getByRole('tab', { name: 'Image' }).click()
  await expect(page.getByTestId('favicon-hint')).toContainText('Choose, drop or paste an image')
  await chooseFile(page, { name: 'logo.png', mimeType: 'image/png', buffer: await pngFixture(page, 320, 200) })
  await expect(page.getByTestId('favicon-tiny')).toHaveText('The source is 320×200 px; icons above that size will be blurry')
  await expect(page.getByTestId('favicon-not-square')).toHaveText('The source is 320×200 px, not square: it is centred and padded to a square (transparent at the sides).')
  await expectIcon(page, 'icon-512', 512)
  await page.getByLabel('Fit', { exact: true }).selectOption('cover')
  await expect(page.getByTestId('favicon-not-square')).toHaveText('The source is 320×200 px, not square: it is centred and cropped to a square.')
  await expect(page.getByTestId('favicon-result')).not.toHaveAttribute('data-stale')
  const files = await downloadZip(page, () => button(page, 'Download all (ZIP)').click())
  expect(Object.keys(files)).toEqual(ALL_FILES)
  // Cover: red fills the sides of the 512 icon, the middle is the blue square; the rounded corner is transparent.
  expect((await decodeInPage(page, files['icon-512.png']!, 'image/png', [[60, 256], [256, 256], [3, 3]])).pixels).toEqual([[255, 0, 0, 255], [0, 0, 255, 255], [0, 0, 0, 0]])
  await page.getByRole('tab', { name: 'Dark' }).click()
  await expect(page.getByTestId('favicon-previews-dark').getByRole('img', { name: '512 px icon' })).toBeVisible()
})

test('an SVG source (viewBox only, pasted): drawn at each size, favicon.svg in the ZIP and its <link> tag', async ({ page }) => {
  const svg = '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#ff8800"/><script>window.__svgRan = 1</script></svg>'
  await expectIcon(page, 'ico-16', 16)
  // Pasted outside the text fields (as Ctrl+V on the page would).
  await page.evaluate((markup) => {
    const data = new DataTransfer()
    data.setData('text/plain', markup)
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  }, svg)
  await expect(page.getByRole('tab', { name: 'Image' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('favicon-source')).toContainText('pasted.svg10×10 px · SVG (vector)')
  await expect(page.getByTestId('favicon-tiny')).toHaveCount(0)
  await expectIcon(page, 'icon-192', 192)
  await expect.poll(() => editorText(page, 'HTML tags')).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
  const files = await downloadZip(page, () => button(page, 'Download all (ZIP)').click())
  expect(Object.keys(files)).toEqual(['favicon.ico', 'favicon.svg', ...ALL_FILES.slice(1)])
  // The markup as given, with the namespace a file needs added to its root.
  expect(strFromU8(files['favicon.svg']!)).toBe(svg.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '))
  // The circle fills the 192 icon: orange in the middle and near the top, transparent in the corner.
  expect((await decodeInPage(page, files['icon-192.png']!, 'image/png', [[96, 96], [96, 4], [3, 3]])).pixels).toEqual([[255, 136, 0, 255], [255, 136, 0, 255], [0, 0, 0, 0]])
  expect(await page.evaluate(() => (window as unknown as { __svgRan?: number }).__svgRan)).toBeUndefined()
})

test('a file that is not an image: the error, and no icons', async ({ page }) => {
  await page.getByRole('tab', { name: 'Image' }).click()
  // The picker is a button, next after the Image tab: Tab shows its focus ring, Enter opens it.
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('favicon-drop')).toBeFocused()
  await expect(page.getByTestId('favicon-drop')).toHaveCSS('outline-style', 'solid')
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')])
  await chooser.setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some text') })
  await expect(page.getByTestId('favicon-error')).toHaveText('Could not read this file as an image')
  await expect(page.getByTestId('favicon-preview-ico-16')).toHaveCount(0)
  await expect(button(page, 'Download all (ZIP)')).toBeDisabled()
  // Back to a letter: the icons return.
  await page.getByRole('tab', { name: 'Text' }).click()
  await expectIcon(page, 'ico-16', 16)
})

test('settings persist across a reload as devtools-favicon, an SVG source too', async ({ page }) => {
  await page.getByLabel('Letters or emoji').fill('Zq')
  await page.getByLabel('Text colour', { exact: true }).fill('#111827')
  await page.getByLabel('Background colour', { exact: true }).fill('gold')
  await page.getByLabel('Weight', { exact: true }).selectOption('900')
  await page.getByLabel('Name', { exact: true }).fill('Zq Docs')
  await page.reload()
  await expect(page.getByLabel('Letters or emoji')).toHaveValue('Zq')
  await expect(page.getByLabel('Text colour', { exact: true })).toHaveValue('#111827')
  await expect(page.getByLabel('Background colour', { exact: true })).toHaveValue('gold')
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('900')
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Zq Docs')
  await expect(page.getByTestId('favicon-browser-light')).toContainText('Zq Docs')
  await expectIcon(page, 'ico-32', 32)
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-favicon')))!)).toMatchObject({ mode: 'text', text: 'Zq', fg: '#111827', bg: 'gold', weight: '900', name: 'Zq Docs' })

  // An SVG source is kept (a raster image never is).
  await page.getByRole('tab', { name: 'Image' }).click()
  await chooseFile(page, { name: 'dot.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="teal"/></svg>') })
  await expect(page.getByTestId('favicon-source')).toContainText('dot.svg')
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Image' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('favicon-source')).toContainText('dot.svg64×64 px')
  await expectIcon(page, 'apple', 180)
})

test('Share carries the text icon and nothing else', async ({ page, browser }) => {
  await page.getByLabel('Letters or emoji').fill('Zq')
  await page.getByLabel('Background colour', { exact: true }).fill('gold')
  await page.getByLabel('Name', { exact: true }).fill('Private name')
  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/favicon\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expect(fresh.getByLabel('Letters or emoji')).toHaveValue('Zq', { timeout: 20_000 })
  await expect(fresh.getByLabel('Background colour', { exact: true })).toHaveValue('gold')
  await expect(fresh.getByLabel('Name', { exact: true })).toHaveValue('My Website')
  await other.close()
})

test('a typed colour that is not one says so, and the icons wait for a valid one', async ({ page }) => {
  await expectIcon(page, 'ico-48', 48)
  const bg = page.getByLabel('Background colour', { exact: true })
  const radius = page.getByLabel(/^Corner radius/)
  const before = await radius.boundingBox()
  await bg.fill('#12')
  await expect(page.locator('#favicon-bg-error')).toHaveText('Not a CSS colour')
  await expect(bg).toHaveAttribute('aria-invalid', 'true')
  // D33: the message has its line reserved; nothing below moves.
  expect(await radius.boundingBox()).toEqual(before)
  await expect(page.getByTestId('favicon-result')).toHaveAttribute('data-stale', 'true')
  await expect(button(page, 'Download all (ZIP)')).toBeDisabled()
  await bg.fill('oklch(70% 0.15 150)')
  await expect(page.getByTestId('favicon-result')).not.toHaveAttribute('data-stale')
  await expect(button(page, 'Download all (ZIP)')).toBeEnabled()
})

test('axe finds no serious or critical violation, each scheme with its own preview tab (light and dark)', async ({ page }) => {
  await expectIcon(page, 'icon-512', 512)
  await expectAxeClean(page, undefined, {
    inScheme: async (scheme) => {
      await page.getByRole('tab', { name: scheme === 'light' ? 'Light' : 'Dark' }).click()
      await page.mouse.move(0, 0)
      await page.waitForTimeout(300)
    },
  })
})
