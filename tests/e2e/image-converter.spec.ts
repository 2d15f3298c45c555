import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { createRequire } from 'node:module'
import { unzipSync } from 'fflate'
import type * as Gifenc from 'gifenc'
import type Utif from 'utif'
import { expectAxeClean, expectToast } from './helpers'

// Node loads these two CommonJS builds; the app's bundler uses their ES builds.
const require = createRequire(import.meta.url)
const { applyPalette, GIFEncoder, quantize } = require('gifenc') as typeof Gifenc
const UTIF = require('utif') as typeof Utif
/**
 * Fixtures: a 16x12 image, left half red, right half blue (all opaque). PNG, JPEG and WEBP are made
 * by the browser's own canvas; GIF, TIFF and BMP by reference encoders here in node; SVG by hand.
 */
const W = 16
const H = 12
const rgba = (() => {
  const px = new Uint8Array(W * H * 4)
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) px.set(x < W / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], (y * W + x) * 4)
  return px
})()
function bmpFixture(): Buffer {
  const row = W * 3
  const buf = Buffer.alloc(54 + row * H)
  buf.write('BM', 0)
  buf.writeUInt32LE(buf.length, 2)
  buf.writeUInt32LE(54, 10)
  buf.writeUInt32LE(40, 14)
  buf.writeInt32LE(W, 18)
  buf.writeInt32LE(H, 22)
  buf.writeUInt16LE(1, 26)
  buf.writeUInt16LE(24, 28)
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const i = (y * W + x) * 4
    const o = 54 + (H - 1 - y) * row + x * 3
    buf[o] = rgba[i + 2]!
    buf[o + 1] = rgba[i + 1]!
    buf[o + 2] = rgba[i]!
  }
  return buf
}
function gifFixture(): Buffer {
  const palette = quantize(rgba, 256)
  const gif = GIFEncoder()
  gif.writeFrame(applyPalette(rgba, palette), W, H, { palette })
  gif.finish()
  return Buffer.from(gif.bytes())
}
const tiffFixture = () => Buffer.from(UTIF.encodeImage(rgba, W, H))
const svgFixture = () =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="8" height="12" fill="#ff0000"/><rect x="8" width="8" height="12" fill="#0000ff"/><script>window.__svgRan=1</script></svg>`)

async function canvasFixture(page: Page, type: string): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ type, W, H }) => {
      const c = new OffscreenCanvas(W, H)
      const ctx = c.getContext('2d')!
      ctx.fillStyle = '#ff0000'
      ctx.fillRect(0, 0, W / 2, H)
      ctx.fillStyle = '#0000ff'
      ctx.fillRect(W / 2, 0, W / 2, H)
      const blob = await c.convertToBlob({ type, quality: 1 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      return btoa(String.fromCharCode(...bytes))
    },
    { type, W, H },
  )
  return Buffer.from(b64, 'base64')
}

const INPUTS = ['PNG', 'JPEG', 'SVG', 'WEBP', 'GIF', 'BMP', 'TIFF'] as const
const EXT: Record<string, string> = { PNG: 'png', JPEG: 'jpg', SVG: 'svg', WEBP: 'webp', GIF: 'gif', BMP: 'bmp', TIFF: 'tiff', AVIF: 'avif' }
const MIME: Record<string, string> = { PNG: 'image/png', JPEG: 'image/jpeg', SVG: 'image/svg+xml', WEBP: 'image/webp', GIF: 'image/gif', BMP: 'image/bmp', TIFF: 'image/tiff' }

async function fixture(page: Page, format: (typeof INPUTS)[number]): Promise<Buffer> {
  switch (format) {
    case 'PNG':
    case 'JPEG':
    case 'WEBP':
      return canvasFixture(page, MIME[format]!)
    case 'GIF':
      return gifFixture()
    case 'BMP':
      return bmpFixture()
    case 'TIFF':
      return tiffFixture()
    case 'SVG':
      return svgFixture()
  }
}

/** Decodes the converted preview in the page: its size and the colour at two sample points. */
async function sample(page: Page) {
  return page.getByTestId('converted-preview').evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const c = document.createElement('canvas')
    c.width = img.naturalWidth
    c.height = img.naturalHeight
    const ctx = c.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    const at = (x: number, y: number) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3))
    return { w: img.naturalWidth, h: img.naturalHeight, left: at(3, 6), right: at(12, 6) }
  })
}
const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 40)

test.beforeEach(async ({ page }) => {
  await page.goto('/#/image-converter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Converter')
})

test('defaults to PNG in, WEBP out; quality shows only with a file and JPEG/WEBP output', async ({ page }) => {
  await expect(page.getByLabel('Input format')).toHaveValue('PNG')
  await expect(page.getByLabel('Output format')).toHaveValue('WEBP')
  await expect(page.getByText('Click to upload or drag and drop')).toBeVisible()
  await expect(page.getByLabel(/^Quality/)).toHaveCount(0)
  await page.getByLabel('Choose images').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await fixture(page, 'PNG') })
  await expect(page.getByLabel(/^Quality/)).toHaveValue('90')
  await expect(page.getByText('Quality: 90% (Highest)')).toBeVisible()
  await page.getByLabel(/^Quality/).fill('45')
  await expect(page.getByText('Quality: 45% (Low)')).toBeVisible()
  await page.getByLabel('Output format').selectOption('GIF')
  await expect(page.getByLabel(/^Quality/)).toHaveCount(0)
})

test('converts every input format to every other format (D16)', async ({ page }) => {
  test.setTimeout(240_000)
  const outputs = ['PNG', 'JPEG', 'SVG', 'WEBP', 'GIF', 'BMP', 'TIFF']
  for (const inF of INPUTS) {
    const bytes = await fixture(page, inF)
    await page.getByLabel('Input format').selectOption(inF)
    await page.getByLabel('Choose images').setInputFiles({ name: `fixture.${EXT[inF]}`, mimeType: MIME[inF]!, buffer: bytes })
    for (const outF of outputs.filter((o) => o !== inF)) {
      await page.getByLabel('Output format').selectOption(outF)
      await page.getByRole('button', { name: 'Convert', exact: true }).click()
      await expect(page.getByText(`Converted (${outF})`)).toBeVisible()
      const s = await sample(page)
      expect([inF, outF, s.w, s.h]).toEqual([inF, outF, W, H])
      expect(near(s.left, [255, 0, 0]) && near(s.right, [0, 0, 255]), `${inF} -> ${outF}: ${JSON.stringify(s)}`).toBe(true)
    }
  }
  // The SVG's script never ran: it is only ever shown through <img>.
  expect(await page.evaluate(() => (window as unknown as { __svgRan?: number }).__svgRan)).toBeUndefined()
})

test('D33: a JPEG chosen while the select says PNG converts; the select follows the file, by its bytes', async ({ page }) => {
  const jpeg = await fixture(page, 'JPEG')
  await expect(page.getByLabel('Input format')).toHaveValue('PNG')
  await page.getByLabel('Choose images').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await expect(page.getByTestId('image-item')).toContainText('photo.jpg')
  await expect(page.getByLabel('Input format')).toHaveValue('JPEG')
  await page.getByLabel('Output format').selectOption('PNG')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expectToast(page, '✅ JPEG converted to PNG successfully!')
  await expect(page.getByText('Converted (PNG)')).toBeVisible()
  const s = await sample(page)
  expect([s.w, s.h, near(s.left, [255, 0, 0]), near(s.right, [0, 0, 255])]).toEqual([W, H, true, true])
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid file type' })).toHaveCount(0)

  // D31: another output format marks the conversion out of date until Convert.
  await page.getByLabel('Output format').selectOption('GIF')
  await expect(page.getByTestId('stale-note')).toHaveText('Out of date: the input changed since this result was made. Press Convert to update it.')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByText('Converted (GIF)')).toBeVisible()
  await expect(page.getByTestId('stale-note')).toHaveCount(0)

  // A GIF named and typed as a PNG, dropped: its bytes decide.
  const b64 = (await fixture(page, 'GIF')).toString('base64')
  const dt = await page.evaluateHandle((data) => {
    const d = new DataTransfer()
    d.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], 'really-a-gif.png', { type: 'image/png' }))
    return d
  }, b64)
  await page.getByTestId('image-drop').dispatchEvent('drop', { dataTransfer: dt })
  await expect(page.getByTestId('image-item')).toContainText('really-a-gif.png')
  await expect(page.getByLabel('Input format')).toHaveValue('GIF')
  await page.getByLabel('Output format').selectOption('PNG')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expectToast(page, '✅ GIF converted to PNG successfully!')
})

test('AVIF output is offered exactly when this browser can encode it, and says why not otherwise', async ({ page }) => {
  const canAvif = await page.evaluate(async () => {
    const c = new OffscreenCanvas(1, 1)
    c.getContext('2d')
    return (await c.convertToBlob({ type: 'image/avif' })).type === 'image/avif'
  })
  const option = page.getByLabel('Output format').locator('option[value="AVIF"]')
  if (canAvif) {
    await expect(option).toBeEnabled()
    await expect(option).toHaveText('AVIF')
    await page.getByLabel('Choose images').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await fixture(page, 'PNG') })
    await page.getByLabel('Output format').selectOption('AVIF')
    await page.getByRole('button', { name: 'Convert', exact: true }).click()
    await expect(page.getByText('Converted (AVIF)')).toBeVisible()
  } else {
    await expect(option).toHaveText('AVIF (this browser cannot encode it)')
    await expect(option).toBeDisabled()
    await expect(page.getByTestId('avif-note')).toHaveText('AVIF output is not offered: this browser cannot encode AVIF.')
    await expect(page.getByLabel('Output format')).toHaveValue('WEBP')
  }
  // AVIF stays a supported input either way (SPEC's formats plus AVIF), and the other outputs are offered.
  for (const f of ['PNG', 'JPEG', 'SVG', 'WEBP', 'GIF', 'BMP', 'TIFF']) await expect(page.getByLabel('Output format').locator(`option[value="${f}"]`)).toBeEnabled()
})

test('keeps transparency for PNG and flattens it onto white for JPEG', async ({ page }) => {
  const png = await page.evaluate(async () => {
    const c = new OffscreenCanvas(8, 8)
    const ctx = c.getContext('2d')!
    ctx.fillStyle = 'rgba(0, 0, 0, 0)'
    ctx.fillRect(0, 0, 8, 8)
    const b = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer())
    return btoa(String.fromCharCode(...b))
  })
  await page.getByLabel('Choose images').setInputFiles({ name: 'clear.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') })
  await page.getByLabel('Output format').selectOption('JPEG')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByText('Converted (JPEG)')).toBeVisible()
  const s = await page.getByTestId('converted-preview').evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const c = document.createElement('canvas')
    c.width = c.height = 8
    const ctx = c.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    return Array.from(ctx.getImageData(4, 4, 1, 1).data)
  })
  expect(s.slice(0, 3).every((v) => v > 245)).toBe(true)
  expect(s[3]).toBe(255)
})

test("refuses a file whose content is not an image, by name: 'Invalid file type' / 'notes.txt is not an image'", async ({ page }) => {
  // Text named and typed as a PNG is still not an image.
  await page.getByLabel('Choose images').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello, not a picture') })
  await expectToast(page, 'Invalid file type')
  await expectToast(page, 'notes.png is not an image. Please select a PNG, JPEG, SVG, WEBP, GIF, BMP, TIFF or AVIF image file.')
  await expect(page.getByTestId('image-item')).toHaveCount(0)
})

test("refuses the same format in and out: 'Unsupported conversion'", async ({ page }) => {
  await page.getByLabel('Choose images').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await fixture(page, 'PNG') })
  await page.getByLabel('Output format').selectOption('PNG')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expectToast(page, 'Unsupported conversion')
  await expectToast(page, 'PNG to PNG is not supported')
})

test('shows sizes, success toast, downloads with the new extension; Clear resets', async ({ page }) => {
  await page.getByLabel('Choose images').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: await fixture(page, 'PNG') })
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expectToast(page, '✅ PNG converted to WEBP successfully!')
  await expect(page.getByText(/^Original · \d+(\.\d+)? (Bytes|KiB)$/)).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('image-item').getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('holiday.webp')
  expect(readFileSync((await download.path())!).subarray(8, 12).toString()).toBe('WEBP')
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByTestId('image-item')).toHaveCount(0)
})

test('converts several files at once and zips the results', async ({ page }) => {
  const png = await fixture(page, 'PNG')
  await page.getByLabel('Choose images').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: png },
    { name: 'two.png', mimeType: 'image/png', buffer: png },
  ])
  await page.getByLabel('Output format').selectOption('GIF')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByText('Converted (GIF)')).toHaveCount(2)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (.zip)' }).click()])
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)))
  expect(Object.keys(files).sort()).toEqual(['one.gif', 'two.gif'])
  expect(Buffer.from(files['one.gif']!.subarray(0, 6)).toString()).toBe('GIF89a')
})

test('accepts a dropped file', async ({ page }) => {
  const b64 = (await fixture(page, 'PNG')).toString('base64')
  const dt = await page.evaluateHandle((data) => {
    const d = new DataTransfer()
    d.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], 'dropped.png', { type: 'image/png' }))
    return d
  }, b64)
  await page.getByTestId('image-drop').dispatchEvent('drop', { dataTransfer: dt })
  await expect(page.getByTestId('image-item')).toContainText('dropped.png')
})

test('converts a 24-megapixel image while the page stays usable', async ({ page }) => {
  test.setTimeout(180_000)
  const b64 = await page.evaluate(async () => {
    const c = new OffscreenCanvas(6000, 4000)
    const ctx = c.getContext('2d')!
    const g = ctx.createLinearGradient(0, 0, 6000, 4000)
    g.addColorStop(0, '#ff0000')
    g.addColorStop(1, '#0000ff')
    ctx.fillStyle = g
    ctx.fillRect(0, 0, 6000, 4000)
    const blob = await c.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let s = ''
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(s)
  })
  await page.getByLabel('Input format').selectOption('JPEG')
  await page.getByLabel('Choose images').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(b64, 'base64') })
  await page.getByLabel('Output format').selectOption('PNG')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Converting...' })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('color')
  await expect(page.getByRole('combobox', { name: 'Search tools, categories and actions' })).toHaveValue('color')
  await page.keyboard.press('Escape')
  await expect(page.getByText('Converted (PNG)')).toBeVisible({ timeout: 120_000 })
  await expect(page.getByText('6000×4000')).toBeVisible()
})

test(`has no serious accessibility violations (light and dark)`, async ({ page }) => {
  await page.getByLabel('Choose images').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await fixture(page, 'PNG') })
  await expectAxeClean(page)
})
