import { expect, test, type Download, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { collectErrors, expectAxeClean, expectToast, readClipboard } from './helpers'

// Decoding in node, independently of the app: pngjs (qrcode's own PNG dependency) and jsQR.
const require = createRequire(import.meta.url)
type Decoded = { width: number; height: number; data: Uint8Array }
const { PNG } = require('pngjs') as { PNG: { new (o: { width: number; height: number }): Decoded; sync: { read(b: Buffer): Decoded; write(p: Decoded): Buffer } } }
const jsqrModule = require('jsqr') as { default?: unknown }
const jsQR = (jsqrModule.default ?? jsqrModule) as (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null

/** The downloaded PNG: its signature and IHDR size, and the text jsQR reads from its pixels. */
async function readPng(download: Download) {
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  const png = PNG.sync.read(bytes)
  return { bytes, width: png.width, height: png.height, text: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data }
}

const preview = (page: Page) => page.getByTestId('qr-preview')
const download = async (page: Page, action: () => Promise<void>) => (await Promise.all([page.waitForEvent('download'), action()]))[0]

test.beforeEach(async ({ page }) => {
  await page.goto('/#/qr-code')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QR Code Generator')
})

test('a URL draws live (in the worker, under the CSP); Copy is the payload; Download PNG and Ctrl/Cmd+Enter give exact-size PNGs that scan', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(preview(page)).toContainText('Enter a URL, such as https://example.com.')
  await page.getByLabel('URL', { exact: true }).fill('example.com/docs')
  await expect(preview(page)).toContainText('Not a full URL: did you mean https://example.com/docs?')
  await expect(page.getByLabel('URL', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('URL', { exact: true }).fill('https://example.com/docs?q=qr')
  await expect(page.getByTestId('qr-image')).toBeVisible()
  await expect(page.getByTestId('qr-info')).toHaveText('Version 3 · 29 × 29 modules · 29 bytes · level M · 512 × 512 px')
  await expect(page.getByTestId('qr-payload')).toHaveText('https://example.com/docs?q=qr')

  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(() => readClipboard(page)).toBe('https://example.com/docs?q=qr')

  const png = await readPng(await download(page, () => page.getByRole('button', { name: 'PNG' }).click()))
  expect([png.width, png.height, png.text]).toEqual([512, 512, 'https://example.com/docs?q=qr'])
  await expectToast(page, 'File downloaded!')

  await page.getByLabel('Error correction').selectOption('H')
  await page.getByLabel('Size (px)').fill('300')
  await expect(page.getByTestId('qr-info')).toContainText('level H · 300 × 300 px')
  const byKey = await readPng(await download(page, () => page.keyboard.press('ControlOrMeta+Enter')))
  expect([byKey.width, byKey.height, byKey.text]).toEqual([300, 300, 'https://example.com/docs?q=qr'])

  const svg = await download(page, () => page.getByRole('button', { name: 'Download SVG' }).click())
  expect(svg.suggestedFilename()).toBe('qr-url.svg')
  expect(readFileSync((await svg.path())!, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300" viewBox="0 0 41 41"/)
  expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([])
})

test('Wi-Fi: the escaped ZXing payload, a warning on a short WPA password, the password left out of a Share link unless included', async ({ page, browser }) => {
  await page.getByLabel('Type').selectOption('wifi')
  await page.getByLabel('Network name (SSID)').fill('Café;Guest')
  await expect(preview(page)).toContainText('Enter the Wi-Fi password, or choose None for an open network.')
  await page.getByLabel('Password', { exact: true }).fill('p:ss')
  await expect(page.getByTestId('qr-payload')).toHaveText('WIFI:T:WPA;S:Café\\;Guest;P:p\\:ss;H:false;;')
  await expect(page.getByTestId('qr-warnings')).toContainText('A WPA password has 8 to 63 characters (or 64 hexadecimal digits); this one has 4.')
  await page.getByLabel('Password', { exact: true }).fill('correct horse')
  await page.getByLabel('Hidden network').check()
  await expect(page.getByTestId('qr-payload')).toHaveText('WIFI:T:WPA;S:Café\\;Guest;P:correct horse;H:true;;')
  await expect(page.getByTestId('qr-warnings')).toHaveCount(0)
  await expect(page.getByText('Share links leave the password out unless you choose Include credentials.')).toBeVisible()

  await page.getByRole('button', { name: 'Share' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share link' })
  await expect(dialog).toContainText('It leaves out the Wi-Fi password, unless you include them.')
  await expect(dialog.getByLabel('Include credentials')).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/qr-code\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expect(fresh.getByLabel('Network name (SSID)')).toHaveValue('Café;Guest')
  await expect(fresh.getByLabel('Hidden network')).toBeChecked()
  await expect(fresh.getByLabel('Password', { exact: true })).toHaveValue('')
  await expect(fresh.getByTestId('qr-preview')).toContainText('Enter the Wi-Fi password')
  await other.close()
})

test('persists the kind, its fields and the options as devtools-qr-code across a reload', async ({ page }) => {
  await page.getByLabel('Type').selectOption('sms')
  await page.getByLabel('Phone number').fill('+1 (555) 010-9999')
  await page.getByLabel('Message').fill('On my way')
  await page.getByLabel('Error correction').selectOption('Q')
  await page.getByLabel('Margin (modules)').fill('2')
  await page.getByLabel('Foreground', { exact: true }).fill('#1e3a8a')
  await expect(page.getByTestId('qr-payload')).toHaveText('SMSTO:+15550109999:On my way')
  await expect(page.getByTestId('qr-warnings')).toHaveText('A quiet zone under 4 modules may not scan on every reader.')
  await page.reload()
  await expect(page.getByLabel('Type')).toHaveValue('sms')
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 (555) 010-9999')
  await expect(page.getByLabel('Error correction')).toHaveValue('Q')
  await expect(page.getByLabel('Margin (modules)')).toHaveValue('2')
  await expect(page.getByLabel('Foreground', { exact: true })).toHaveValue('#1e3a8a')
  await expect(page.getByTestId('qr-image')).toBeVisible()
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-qr-code')))!)
  expect(stored).toMatchObject({ kind: 'sms', sms: { number: '+1 (555) 010-9999', message: 'On my way' }, level: 'Q', margin: 2, fg: '#1e3a8a', size: 512 })
})

test('colours: low contrast and inverted codes are warned about; an invalid colour stops drawing with its message', async ({ page }) => {
  await page.getByLabel('URL', { exact: true }).fill('https://example.com')
  await expect(page.getByTestId('qr-image')).toBeVisible()
  await expect(page.getByTestId('qr-warnings')).toHaveCount(0)
  await page.getByLabel('Foreground', { exact: true }).fill('#aaaaaa')
  await expect(page.getByTestId('qr-warnings')).toHaveText('Low contrast (2.32:1): the code may be hard to scan. Aim for at least 4:1 between dark and light.')
  await page.getByLabel('Foreground', { exact: true }).fill('navy')
  await page.getByRole('button', { name: 'Swap colours' }).click()
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue('navy')
  await expect(page.getByTestId('qr-warnings')).toHaveText('The code is lighter than its background: many scanners cannot read inverted codes.')
  await page.getByLabel('Background', { exact: true }).fill('navvy')
  await expect(preview(page)).toContainText('The background "navvy" is not a colour.')
  await expect(page.getByLabel('Background', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('qr-image')).toHaveCount(0)
})

test('a text too long for the level says so, with the numbers', async ({ page }) => {
  await page.getByLabel('Type').selectOption('text')
  await page.getByLabel('Error correction').selectOption('H')
  await page.getByLabel('Text', { exact: true }).fill('x'.repeat(1300))
  await expect(preview(page)).toContainText('Too long for a QR code at level H: 1,300 bytes; at most 1,273')
  await page.getByLabel('Error correction').selectOption('L')
  await expect(page.getByTestId('qr-info')).toContainText('Version 26')
})

test('Read: the tool reads its own PNG (chosen, pasted, or dropped on the home page), names the kind, offers Copy, Send to and Edit', async ({ page }) => {
  await page.getByLabel('Type').selectOption('vcard')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Organisation').fill('Engines, Ltd.')
  await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0000')
  await expect(page.getByTestId('qr-image')).toBeVisible()
  const vcard = 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nORG:Engines\\, Ltd.\r\nTEL:+44 20 7946 0000\r\nEND:VCARD\r\n'
  const png = await readPng(await download(page, () => page.getByRole('button', { name: 'PNG' }).click()))
  expect(png.text).toBe(vcard)

  await page.getByRole('tab', { name: 'Read a QR code' }).click()
  await page.getByLabel('Choose an image with a QR code').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png.bytes })
  await expect(page.getByTestId('qr-read-kind')).toHaveText('Contact (vCard)')
  await expect(page.getByTestId('qr-read-text')).toHaveText(vcard)
  await expect(page.getByTestId('qr-read-fields')).toContainText('NameAda Lovelace')
  await expect(page.getByTestId('qr-read-fields')).toContainText('OrganisationEngines, Ltd.')
  await expect(page.getByRole('button', { name: 'Send to...' })).toBeEnabled()
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(async () => (await readClipboard(page)).replace(/\r\n/g, '\n')).toBe(vcard.replace(/\r\n/g, '\n'))

  // An image without a code, and a damaged file.
  const white = new PNG({ width: 64, height: 64 })
  white.data.fill(255)
  await page.getByLabel('Choose an image with a QR code').setInputFiles({ name: 'white.png', mimeType: 'image/png', buffer: PNG.sync.write(white) })
  await expect(page.getByTestId('qr-read-result')).toHaveText('No QR code found in this image')
  await expect(page.getByRole('button', { name: 'Send to...' })).toBeDisabled()
  await page.getByLabel('Choose an image with a QR code').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: png.bytes.subarray(0, 60) })
  await expect(page.getByTestId('qr-read-result')).toHaveText('This file is not an image this browser can read (PNG, JPEG, WebP or GIF).')
  await page.getByLabel('Choose an image with a QR code').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByTestId('qr-read-result')).toHaveText('Choose an image file (PNG, JPEG, WebP or GIF).')

  // Ctrl/Cmd+V of an image, from anywhere in the tool.
  await page.evaluate((bytes) => {
    const dt = new DataTransfer()
    dt.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }))
    window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }))
  }, [...png.bytes])
  await expect(page.getByTestId('qr-read-kind')).toHaveText('Contact (vCard)')

  // Edit in the generator: back to Create with the contact's fields.
  await page.getByRole('button', { name: 'Edit in the generator' }).click()
  await expect(page.getByRole('tab', { name: 'Create' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Organisation')).toHaveValue('Engines, Ltd.')

  // Dropped on the home page: the palette offers this tool, which opens on Read with the text.
  await page.goto('/')
  await page.evaluate((bytes) => {
    const dt = new DataTransfer()
    dt.items.add(new File([new Uint8Array(bytes)], 'card.png', { type: 'image/png' }))
    document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }))
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
  }, [...png.bytes])
  await page.getByRole('option', { name: 'QR Code Generator Read the QR code in this image' }).click()
  await expect(page).toHaveURL(/#\/qr-code$/)
  await expect(page.getByRole('tab', { name: 'Read a QR code' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('qr-read-kind')).toHaveText('Contact (vCard)')
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await page.getByLabel('Type').selectOption('wifi')
  await page.getByLabel('Network name (SSID)').fill('Home')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await expect(page.getByTestId('qr-image')).toBeVisible()
  await expect(page.getByTestId('qr-warnings')).toBeVisible()
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
  await page.getByRole('tab', { name: 'Read a QR code' }).click()
  await expectAxeClean(page)
})
