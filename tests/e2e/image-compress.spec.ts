import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import { collectErrors, expectAxeClean, expectToast, readClipboard } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const rows = (page: Page) => page.getByTestId('compress-row')
const row = (page: Page, name: string) => rows(page).filter({ hasText: name })

/**
 * A picture drawn by the browser's canvas (gradients, shapes, a little noise) and saved in the
 * given type: the files a user drops are made here, at run time; nothing comes from the internet.
 */
async function makeImage(page: Page, type: string, width = 320, height = 240, quality = 0.92, seed = 1): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ type, width, height, quality, seed }) => {
      const c = new OffscreenCanvas(width, height)
      const ctx = c.getContext('2d')!
      const g = ctx.createLinearGradient(0, 0, width, height)
      g.addColorStop(0, `hsl(${seed * 70}, 70%, 40%)`)
      g.addColorStop(1, `hsl(${seed * 70 + 120}, 60%, 70%)`)
      ctx.fillStyle = g
      ctx.fillRect(0, 0, width, height)
      let s = seed * 9973
      const rnd = () => ((s = (s * 16807) % 2147483647) / 2147483647)
      for (let i = 0; i < 40; i++) {
        ctx.fillStyle = `hsla(${Math.floor(rnd() * 360)}, 60%, 50%, 0.7)`
        ctx.beginPath()
        ctx.arc(rnd() * width, rnd() * height, 5 + rnd() * 40, 0, Math.PI * 2)
        ctx.fill()
      }
      const img = ctx.getImageData(0, 0, width, height)
      for (let i = 0; i < img.data.length; i += 4) img.data[i] = Math.min(255, img.data[i]! + Math.floor(rnd() * 12))
      ctx.putImageData(img, 0, 0)
      const bytes = new Uint8Array(await (await c.convertToBlob({ type, quality })).arrayBuffer())
      let bin = ''
      for (const b of bytes) bin += String.fromCharCode(b)
      return btoa(bin)
    },
    { type, width, height, quality, seed },
  )
  return Buffer.from(b64, 'base64')
}

const choose = (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) => page.getByLabel('Choose images').setInputFiles(files)

/** Drops files on an element as the browser does: dragover, then drop, carrying the files. */
async function drop(page: Page, selector: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.evaluate(
    ({ selector, list }) => {
      const dt = new DataTransfer()
      for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.mimeType }))
      const target = document.querySelector(selector)!
      target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }))
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
    },
    { selector, list: files.map((f) => ({ name: f.name, mimeType: f.mimeType, b64: f.buffer.toString('base64') })) },
  )
}
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.slice(from, to))

test.beforeEach(async ({ page }) => {
  await page.goto('/#/image-compress')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Compressor')
})

test('a batch of three to WebP in the worker pool: sizes per row and in total, Download all gives a ZIP of three .webp files', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(page.getByTestId('compress-empty')).toContainText('nothing is uploaded')
  await page.getByLabel('Output format').selectOption('webp')
  const png = await makeImage(page, 'image/png', 320, 240, 1, 1)
  const jpeg = await makeImage(page, 'image/jpeg', 400, 300, 0.95, 2)
  const other = await makeImage(page, 'image/png', 200, 150, 1, 3)
  await drop(page, '[data-testid="compress-drop"]', [
    { name: 'photo.png', mimeType: 'image/png', buffer: png },
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'chart.png', mimeType: 'image/png', buffer: other },
  ])
  await expect(rows(page)).toHaveCount(3)
  await expect(rows(page).and(page.locator('[data-status="done"]'))).toHaveCount(3, { timeout: 30_000 })
  for (const [name, bytes, dims] of [['photo.png', png, '320 × 240'], ['photo.jpg', jpeg, '400 × 300'], ['chart.png', other, '200 × 150']] as const) {
    const r = row(page, name)
    await expect(r).toContainText(`→ WebP · ${dims}`)
    await expect(r.getByTestId('compress-new-size')).toHaveText(/^Compressed [\d.]+ (Bytes|KiB)$/)
    await expect(r.getByTestId('compress-saving')).toHaveText(/−\d+%/) // a lossless PNG or a JPEG 95 to WebP 75: smaller
    expect(bytes.length).toBeGreaterThan(0)
  }
  // Lossy WebP of an opaque picture: the browser's own libwebp, as good and faster (bench: compress).
  await expect(rows(page).and(page.locator('[data-encoder="browser"]'))).toHaveCount(3)
  await expect(page.getByTestId('compress-totals')).toContainText('Total · 3 of 3 done')
  await expect(page.getByTestId('compress-totals')).toContainText(/−\d+%/)

  // Copy (the frame's result) is the size report.
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(() => readClipboard(page)).toMatch(/^photo\.webp: [\d.]+ KiB → [\d.]+ (KiB|Bytes) \(−\d+%\)\nphoto\.webp: .+\nchart\.webp: .+\nTotal \(3 files\): .+ \(−\d+%\)$/)

  const downloading = page.waitForEvent('download')
  await button(page, 'Download all (ZIP)').click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('compressed-images.zip')
  const entries = unzipSync(new Uint8Array(readFileSync((await download.path())!)))
  expect(Object.keys(entries)).toEqual(['photo.webp', 'photo (2).webp', 'chart.webp'])
  for (const bytes of Object.values(entries)) {
    expect(ascii(bytes, 0, 4)).toBe('RIFF')
    expect(ascii(bytes, 8, 12)).toBe('WEBP')
  }
  expect(errors.filter((e) => /Content Security Policy|wasm|CompileError/i.test(e))).toEqual([])
})

test('an image dropped on the home page can be sent here (D25) and is compressed at once', async ({ page }) => {
  const jpeg = await makeImage(page, 'image/jpeg', 240, 160)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await drop(page, 'body', [{ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: jpeg }])
  const detected = page.locator('[cmdk-group]').filter({ has: page.locator('[cmdk-group-heading]:text-is("Detected")') })
  const target = detected.getByRole('option').filter({ hasText: 'Image Compressor' })
  await expect(target).toContainText('Compress this image')
  await target.click()
  await expect(page).toHaveURL(/#\/image-compress$/)
  await expect(row(page, 'holiday.jpg')).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
  await expect(row(page, 'holiday.jpg')).toContainText('JPEG → JPEG · 240 × 160')
})

test('AVIF with resize to the longest side; Download gives that file', async ({ page }) => {
  await page.getByLabel('Output format').selectOption('avif')
  await page.getByLabel('Resize').check()
  await page.getByLabel('Longest side (px)').fill('100')
  await choose(page, [{ name: 'wide.jpeg', mimeType: 'image/jpeg', buffer: await makeImage(page, 'image/jpeg', 320, 240) }])
  const r = row(page, 'wide.jpeg')
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
  await expect(r).toContainText('JPEG → AVIF · 320 × 240 → 100 × 75')
  await expect(r).toHaveAttribute('data-encoder', 'wasm')
  const downloading = page.waitForEvent('download')
  await r.getByRole('button', { name: 'Download wide.avif' }).click()
  const bytes = new Uint8Array(readFileSync((await (await downloading).path())!))
  expect(ascii(bytes, 4, 12)).toBe('ftypavif')
})

test('Cancel stops one image in its worker; Compress all starts it again', async ({ page }) => {
  await page.getByLabel('Output format').selectOption('avif')
  await page.getByLabel('Speed').fill('0') // libavif's slowest: seconds for this picture
  await choose(page, [{ name: 'slow.png', mimeType: 'image/png', buffer: await makeImage(page, 'image/png', 1000, 750) }])
  const r = row(page, 'slow.png')
  await expect(r.getByTestId('compress-stage')).toHaveText(/Decoding…|Encoding…/)
  await r.getByRole('button', { name: 'Cancel slow.png' }).click()
  await expect(r).toHaveAttribute('data-status', 'cancelled')
  await expect(r.getByTestId('compress-stage')).toHaveText('Cancelled')
  await expect(button(page, 'Cancel all')).toBeDisabled()
  await page.getByLabel('Speed').fill('10')
  await button(page, 'Compress all').click()
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
  await expect(r).toContainText('PNG → AVIF · 1000 × 750')
})

test('the comparison: the divider is a slider moved by keys and pointer; zoom 1x to 8x, pixelated when zoomed', async ({ page }) => {
  await expect(page.getByTestId('compare-hint')).toBeVisible()
  await choose(page, [{ name: 'small.png', mimeType: 'image/png', buffer: await makeImage(page, 'image/png', 160, 120) }])
  await expect(row(page, 'small.png')).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
  const divider = page.getByRole('slider', { name: 'Divider between original and compressed' })
  await expect(divider).toHaveAttribute('aria-valuenow', '50')
  await expect(page.getByTestId('compare-before')).toHaveAttribute('alt', 'Original: small.png')
  await divider.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(divider).toHaveAttribute('aria-valuenow', '52')
  await page.keyboard.press('Shift+ArrowLeft')
  await expect(divider).toHaveAttribute('aria-valuenow', '42')
  await page.keyboard.press('End')
  await expect(divider).toHaveAttribute('aria-valuenow', '100')
  await page.keyboard.press('Home')
  await expect(divider).toHaveAttribute('aria-valuenow', '0')
  // The compressed layer is clipped at the divider.
  await expect(page.getByTestId('compare-after').locator('..')).toHaveAttribute('style', /inset\(0px 0px 0px 0%\)|inset\(0 0 0 0%\)/)

  // Pointer: drag the divider to a quarter of the view.
  const view = (await page.getByTestId('compare-view').boundingBox())!
  const knob = (await divider.boundingBox())!
  await page.mouse.move(knob.x + knob.width / 2, knob.y + knob.height / 2)
  await page.mouse.down()
  await page.mouse.move(view.x + view.width * 0.25, view.y + view.height / 2, { steps: 4 })
  await page.mouse.up()
  await expect.poll(async () => Number(await divider.getAttribute('aria-valuenow'))).toBeCloseTo(25, 0)

  await button(page, 'Zoom in').click()
  await expect(page.getByTestId('compare-zoom')).toHaveText('2x')
  await expect(page.getByTestId('compare-after')).toHaveCSS('image-rendering', 'pixelated')
  await page.getByTestId('compare-view').focus()
  await page.keyboard.press('+')
  await page.keyboard.press('+')
  await page.keyboard.press('+')
  await expect(page.getByTestId('compare-zoom')).toHaveText('8x')
  await expect(button(page, 'Zoom in')).toBeDisabled()
  await page.keyboard.press('-')
  await expect(page.getByTestId('compare-zoom')).toHaveText('4x')
  await button(page, 'Reset view').click()
  await expect(page.getByTestId('compare-zoom')).toHaveText('1x')
  await expect(divider).toHaveAttribute('aria-valuenow', '50')
  await expect(page.getByTestId('compare-after')).not.toHaveCSS('image-rendering', 'pixelated')

  // D33: the custom controls show the focus ring when reached with Tab.
  await button(page, 'Zoom in').focus()
  await page.keyboard.press('Tab') // Reset view is disabled at the default view
  await expect(page.getByTestId('compare-view')).toBeFocused()
  await expect(page.getByTestId('compare-view')).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('Tab')
  await expect(divider).toBeFocused()
  await expect(divider).toHaveCSS('outline-style', 'solid')
})

test('files it cannot take get their message; the others go on', async ({ page }) => {
  const png = await makeImage(page, 'image/png', 64, 48)
  const huge = Buffer.from(png)
  huge.writeUInt32BE(20_000, 16) // the PNG header now says 20,000 × 6,000
  huge.writeUInt32BE(6_000, 20)
  await choose(page, [
    { name: 'photo.heic', mimeType: 'image/heic', buffer: Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic\0\0\0\0mif1heic')]) },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
    { name: 'broken.png', mimeType: 'image/png', buffer: png.subarray(0, 80) },
    { name: 'huge.png', mimeType: 'image/png', buffer: huge },
    { name: 'fine.png', mimeType: 'image/png', buffer: png },
  ])
  await expect(row(page, 'photo.heic').getByTestId('compress-error')).toHaveText('Could not read photo.heic: this format is not supported (JPEG, PNG, WebP, AVIF)')
  await expect(row(page, 'notes.png').getByTestId('compress-error')).toHaveText('Could not read notes.png: this format is not supported (JPEG, PNG, WebP, AVIF)')
  await expect(row(page, 'huge.png').getByTestId('compress-error')).toHaveText('Could not compress huge.png: 20,000 × 6,000 pixels (120 MP) is over the 100-megapixel limit')
  await expect(row(page, 'broken.png').getByTestId('compress-error')).toHaveText('Could not read broken.png: the file is damaged or is not a valid PNG image', { timeout: 30_000 })
  await expect(row(page, 'fine.png')).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
  await expect(page.getByTestId('compress-totals')).toContainText('Total · 1 of 5 done')
  await row(page, 'photo.heic').getByRole('button', { name: 'Remove photo.heic' }).click()
  await expect(rows(page)).toHaveCount(4)
})

test('a settings change marks results out of date (D31); Ctrl/Cmd+Enter compresses them again', async ({ page }) => {
  await choose(page, [{ name: 'pic.png', mimeType: 'image/png', buffer: await makeImage(page, 'image/png') }])
  const r = row(page, 'pic.png')
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
  await expect(r).toContainText('PNG → PNG')
  await page.getByLabel('Output format').selectOption('jpeg')
  await expect(r).toHaveAttribute('data-stale', 'true')
  await expect(page.getByTestId('stale-note')).toContainText('Press Compress all to update it.')
  await expect(page.getByTestId('compare-hint')).toContainText('The settings changed')
  await expect(page.getByRole('button', { name: /^Copy/ }).first()).toBeDisabled()
  await page.locator('body').press('ControlOrMeta+Enter')
  await expect(r).toContainText('PNG → JPEG', { timeout: 30_000 })
  await expect(r).toHaveAttribute('data-status', 'done')
  await expect(r).not.toHaveAttribute('data-stale')
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await page.getByLabel('Quality').fill('40')
  await expect(r).toHaveAttribute('data-stale', 'true')
  await button(page, 'Compress all').click()
  await expect(r).not.toHaveAttribute('data-stale', { timeout: 30_000 })
  await button(page, 'Compress all').click()
  await expectToast(page, 'Every image is up to date with these settings.')
})

test('keep original: a result larger than its file is replaced by the file, unless that is turned off', async ({ page }) => {
  await page.getByLabel('Output format').selectOption('jpeg')
  await page.getByLabel('Quality').fill('100')
  const small = await makeImage(page, 'image/jpeg', 320, 240, 0.3)
  await choose(page, [{ name: 'tiny.jpg', mimeType: 'image/jpeg', buffer: small }])
  const r = row(page, 'tiny.jpg')
  await expect(r).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
  await expect(r.getByTestId('compress-saving')).toHaveText('Saving Original kept')
  await expect(r.getByTestId('compress-new-size')).toContainText(`${(small.length / 1024).toFixed(2).replace(/\.?0+$/, '')} KiB`)
  await page.getByLabel('Keep the original when it is smaller').uncheck()
  await expect(r.getByTestId('compress-saving')).toHaveText(/^Saving\s+\+\d+% larger$/)
  await expect(r).not.toHaveAttribute('data-stale') // shown differently, not made differently
})

test('the settings persist across a reload (the files do not), and Share reopens them', async ({ page, browser }) => {
  await page.getByLabel('Output format').selectOption('avif')
  await page.getByLabel('Quality').fill('62')
  await page.getByLabel('Speed').fill('8')
  await page.getByLabel('Resize').check()
  await page.getByLabel('Longest side (px)').fill('1280')
  await choose(page, [{ name: 'gone.png', mimeType: 'image/png', buffer: await makeImage(page, 'image/png', 32, 32) }])
  await expect(rows(page)).toHaveCount(1)
  await page.reload()
  await expect(page.getByLabel('Output format')).toHaveValue('avif')
  await expect(page.getByLabel('Quality')).toHaveValue('62')
  await expect(page.getByLabel('Speed')).toHaveValue('8')
  await expect(page.getByLabel('Resize')).toBeChecked()
  await expect(page.getByLabel('Longest side (px)')).toHaveValue('1280')
  await expect(page.getByTestId('compress-empty')).toContainText('only the settings are kept')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-image-compress')))!)).toEqual({
    format: 'avif',
    jpegQuality: 75,
    jpegProgressive: true,
    pngLevel: 2,
    webpQuality: 75,
    webpLossless: false,
    avifQuality: 62,
    avifSpeed: 8,
    resize: true,
    maxSide: 1280,
    keepOriginal: true,
  })

  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/image-compress\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expect(fresh.getByLabel('Output format')).toHaveValue('avif')
  await expect(fresh.getByLabel('Quality')).toHaveValue('62')
  await expect(fresh.getByLabel('Longest side (px)')).toHaveValue('1280')
  await other.close()
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await choose(page, [
    { name: 'a.png', mimeType: 'image/png', buffer: await makeImage(page, 'image/png', 120, 90) },
    { name: 'bad.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
  ])
  await expect(row(page, 'a.png')).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
