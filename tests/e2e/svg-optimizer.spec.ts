import { expect, test, type Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { readFileSync } from 'node:fs'
// svgo's own node entry: the screen must show exactly what svgo makes of the same input.
import { optimize } from 'svgo'
import { editor, editorText, expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const INPUT = 'SVG markup'
const OUTPUT = 'Optimized SVG'

const ICON = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Created with Inkscape -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="24" height="24" viewBox="0 0 24 24" inkscape:version="1.2">
  <metadata><title>icon</title></metadata>
  <g inkscape:label="Layer 1">
    <rect x="2.0000000" y="2.0000000" width="20.000000" height="20.000000" fill="#ff0000"/>
    <circle cx="12.123456" cy="12.654321" r="4.0000000" fill="#ffffff"/>
  </g>
</svg>`

/** Only the svgo settings differ from svgo's defaults: multipass on, precision 3 (svgo's own). */
const svgo = (text: string, extra: Record<string, unknown> = {}) => optimize(text, { multipass: true, floatPrecision: 3, plugins: ['preset-default'], ...extra }).data

const outputText = (page: Page) => editorText(page, OUTPUT)

test.beforeEach(async ({ page }) => {
  await page.goto('/#/svg-optimizer')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SVG Optimizer')
})

test('pasted markup is optimised as you type: svgo’s output, sizes and saving, Copy; the toggles and precision apply live', async ({ page }) => {
  await expect(page.getByTestId('svg-hint')).toContainText('Paste SVG markup, or drop .svg files')
  await setEditor(page, INPUT, ICON)
  const expected = svgo(ICON)
  await expect.poll(() => outputText(page)).toBe(expected)
  const before = Buffer.byteLength(ICON)
  const after = Buffer.byteLength(expected)
  const percent = (((before - after) / before) * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })
  await expect(page.getByTestId('svg-summary')).toHaveText(`${before} Bytes → ${after} Bytes · ${percent}% smaller (${before - after} Bytes saved)`)
  await expect(page.getByTestId('svg-before')).toBeVisible()
  await expect(page.getByTestId('svg-after')).toHaveAttribute('src', /^blob:/)

  // Copy is the frame's result: the optimised markup.
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(() => readClipboard(page)).toBe(expected)

  // Keep viewBox off: svgo's removeViewBox drops it (width and height match it).
  expect(expected).toContain('viewBox="0 0 24 24"')
  await page.getByLabel('Keep viewBox').uncheck()
  await expect.poll(() => outputText(page)).toBe(svgo(ICON, { plugins: ['preset-default', 'removeViewBox'] }))
  expect(await outputText(page)).not.toContain('viewBox')
  await page.getByLabel('Keep viewBox').check()

  // Precision 1 and comments kept.
  await page.getByLabel(/^Precision/).fill('1')
  await expect(page.getByLabel(/^Precision/)).toHaveValue('1')
  await page.getByLabel('Remove comments').uncheck()
  await expect.poll(() => outputText(page)).toBe(svgo(ICON, { floatPrecision: 1, plugins: [{ name: 'preset-default', params: { overrides: { removeComments: false } } }] }))
  await expect(page.getByTestId('svg-output')).not.toHaveAttribute('data-stale')

  // Download: name.min.svg (pasted markup: optimized.min.svg).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('region', { name: OUTPUT }).getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('optimized.min.svg')
  expect(readFileSync((await download.path())!, 'utf8')).toBe(await outputText(page))
})

test("an invalid SVG gets svgo's message with its line and column, which jumps there", async ({ page }) => {
  await setEditor(page, INPUT, '<svg xmlns="http://www.w3.org/2000/svg">\n  <g>\n    <rect width="1" height="1"/>\n</svg>')
  await expect(page.getByTestId('svg-error')).toHaveText('Invalid SVG: Unexpected close tag (line 4, column 6)')
  await expect(page.getByTestId('svg-hint')).toHaveText('Fix the SVG (see the message under it) to see the optimised output.')
  await expect(page.getByRole('button', { name: 'Copy (nothing to copy yet)' })).toBeDisabled()
  await editor(page, INPUT).press('ControlOrMeta+Home')
  await page.getByTestId('svg-error').getByRole('button').click()
  await expect(editor(page, INPUT).locator('.cm-activeLine')).toHaveText('</svg>')
  await setEditor(page, INPUT, 'not an svg')
  await expect(page.getByTestId('svg-error')).toHaveText('Invalid SVG: Non-whitespace before first tag. (line 1, column 1)')
})

test('three dropped files: each with its saving, one Download each, and Download all as a ZIP (listed with fflate)', async ({ page }) => {
  const files = [
    { name: 'icon.svg', text: ICON },
    { name: 'dot.svg', text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <!-- a dot -->\n  <circle cx="5.00000" cy="5.00000" r="4.00000"/>\n</svg>\n' },
    { name: 'Icon.SVG', text: ICON.replace('#ff0000', '#0000ff') },
  ]
  const dt = await page.evaluateHandle((list) => {
    const d = new DataTransfer()
    for (const f of list) d.items.add(new File([f.text], f.name, { type: 'image/svg+xml' }))
    return d
  }, files)
  await page.getByTestId('svg-drop').dispatchEvent('drop', { dataTransfer: dt })
  const rows = page.getByTestId('svg-file')
  await expect(rows).toHaveCount(3)
  await expect(page.getByTestId('svg-file-name')).toHaveText(['icon.svg', 'dot.svg', 'Icon.SVG'])
  for (let i = 0; i < 3; i++) await expect(rows.nth(i).getByTestId('svg-file-size')).toContainText('% smaller')

  const [one] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download dot.min.svg' }).click()])
  expect(one.suggestedFilename()).toBe('dot.min.svg')
  expect(readFileSync((await one.path())!, 'utf8')).toBe(svgo(files[1]!.text, { path: 'dot.svg' }))

  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (ZIP)' }).click()])
  expect(zip.suggestedFilename()).toBe('optimized-svgs.zip')
  await expectToast(page, '✅ ZIP of 3 optimised files downloaded')
  const entries = unzipSync(new Uint8Array(readFileSync((await zip.path())!)))
  expect(Object.keys(entries)).toEqual(['icon.min.svg', 'dot.min.svg', 'Icon-2.min.svg'])
  for (const [i, f] of files.entries()) {
    const text = strFromU8(Object.values(entries)[i]!)
    expect(text).toMatch(/^<svg /)
    expect(text).toBe(svgo(f.text, { path: f.name }))
  }

  // A file that is not an SVG is refused by name; an invalid one is listed with svgo's message.
  await page.getByLabel('Choose SVG files').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    { name: 'broken.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg>\n<g></svg>') },
  ])
  await expectToast(page, 'Not an SVG file: notes.txt')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(3).getByTestId('svg-file-error')).toHaveText('Invalid SVG: Unexpected close tag (line 2, column 9)')
  await expect(page.getByRole('button', { name: 'Download broken.min.svg' })).toBeDisabled()
  // Previews of a file, through <img> too.
  await page.getByRole('button', { name: 'Show preview of dot.svg' }).click()
  await expect(rows.nth(1).getByTestId('svg-file-after')).toHaveAttribute('src', /^blob:/)
})

test('a malicious SVG never runs: no script, no handler, no request; previews are <img> from blobs only (D13)', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  const evil = '<svg onload="window.__pwned=1"><script>window.__pwned=2</script><image href="http://127.0.0.1:1/x.png"/></svg>'
  // With the SVG namespace too, so the browser really draws it in the previews.
  const drawn = evil.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" ').replace('<image ', '<rect width="20" height="20" fill="red"/><image ')
  await setEditor(page, INPUT, evil)
  await expect.poll(() => outputText(page)).toBe(svgo(evil))
  // Without the SVG namespace the <img> cannot draw it, and says so; nothing else tries.
  await expect(page.getByTestId('svg-before-broken')).toBeVisible()
  await setEditor(page, INPUT, drawn)
  await expect.poll(() => outputText(page)).toBe(svgo(drawn))
  const after = page.getByTestId('svg-after')
  await expect(after).toHaveAttribute('src', /^blob:/)
  await expect.poll(() => after.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(20)
  const dt = await page.evaluateHandle((text) => {
    const d = new DataTransfer()
    d.items.add(new File([text], 'evil.svg', { type: 'image/svg+xml' }))
    return d
  }, drawn)
  await page.getByTestId('svg-drop').dispatchEvent('drop', { dataTransfer: dt })
  await page.getByRole('button', { name: 'Show preview of evil.svg' }).click()
  await expect(page.getByTestId('svg-file-before')).toHaveAttribute('src', /^blob:/)
  await page.waitForTimeout(500)

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(requests.filter((u) => u.includes('127.0.0.1:1/'))).toEqual([])
  // Nothing of the SVG is in the page as markup: no inline <svg> with its handler, no frame or object.
  expect(await page.locator('main [onload], main script, main iframe, main object, main embed').count()).toBe(0)
  const sources = await page.locator('[data-testid="svg-preview"] img, [data-testid="svg-file"] img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))
  expect(sources.length).toBeGreaterThanOrEqual(3)
  for (const s of sources) expect(s).toMatch(/^blob:/)
})

test('the markup and the settings persist across a reload (files do not), and Share reopens them', async ({ page, browser }) => {
  await setEditor(page, INPUT, ICON)
  await page.getByLabel('Multipass').uncheck()
  await page.getByLabel('Prefix IDs').check()
  await page.getByLabel('ID prefix').fill('logo')
  await page.getByLabel(/^Precision/).fill('5')
  await page.getByLabel('Choose SVG files').setInputFiles({ name: 'a.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(ICON) })
  await expect(page.getByTestId('svg-file')).toHaveCount(1)
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-svg-optimizer')))!)).toMatchObject({ markup: ICON, multipass: false, prefixIds: true, prefix: 'logo', precision: 5 })

  await page.reload()
  await expectEditorText(page, INPUT, ICON)
  await expect(page.getByLabel('Multipass')).not.toBeChecked()
  await expect(page.getByLabel('Prefix IDs')).toBeChecked()
  await expect(page.getByLabel('ID prefix')).toHaveValue('logo')
  await expect(page.getByLabel(/^Precision/)).toHaveValue('5')
  await expect(page.getByTestId('svg-file')).toHaveCount(0)
  const expected = optimize(ICON, { multipass: false, floatPrecision: 5, plugins: ['preset-default', { name: 'prefixIds', params: { prefix: 'logo' } }] }).data
  await expect.poll(() => outputText(page)).toBe(expected)

  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/svg-optimizer\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expectEditorText(fresh, INPUT, ICON)
  await expect(fresh.getByLabel('ID prefix')).toHaveValue('logo')
  await expect.poll(() => editorText(fresh, OUTPUT)).toBe(expected)
  await other.close()
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await page.getByRole('button', { name: 'Load example' }).click()
  await expect(page.getByTestId('svg-after')).toBeVisible()
  await page.getByLabel('Choose SVG files').setInputFiles([
    { name: 'a.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(ICON) },
    { name: 'b.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg><g></svg>') },
  ])
  await expect(page.getByTestId('svg-file-error')).toBeVisible()
  await page.getByRole('button', { name: 'Show preview of a.svg' }).click()
  await page.mouse.move(0, 0)
  await page.waitForTimeout(300)
  await expectAxeClean(page)
})
