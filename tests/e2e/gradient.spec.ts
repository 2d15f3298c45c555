import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, expectToast, readClipboard } from './helpers'

const css = (page: Page) => page.getByTestId('gradient-css')
const handles = (page: Page) => page.getByRole('slider', { name: /^Stop \d/ })
const focused = (page: Page) => page.evaluate(() => ({ role: document.activeElement?.getAttribute('role'), now: document.activeElement?.getAttribute('aria-valuenow'), label: document.activeElement?.getAttribute('aria-label') }))
/** The value a browser that reads every line keeps: the last declaration's. */
const lastValue = async (page: Page) => {
  const text = (await css(page).textContent()) ?? ''
  return text.trim().split('\n').pop()!.replace(/^background-image: /, '').replace(/;$/, '')
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/gradient')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gradient Generator')
})

test('builds a gradient with the keyboard only: add a stop, move it, recolour it, remove it', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(css(page)).toHaveText('background-image: linear-gradient(90deg, #3b82f6 0%, #ec4899 100%);')
  await page.getByRole('button', { name: 'Add stop' }).focus()
  await page.keyboard.press('Enter')
  // The new stop sits in the widest gap with the colour the gradient had there, and has the focus.
  expect(await focused(page)).toEqual({ role: 'slider', now: '50', label: 'Stop 2 (#9465c8)' })
  // D33: the handle, a custom control, shows the focus ring.
  await expect(handles(page).nth(1)).toHaveCSS('outline-style', 'solid')
  await expect(handles(page).nth(1)).toHaveCSS('outline-width', '2px')
  await expect(css(page)).toHaveText('background-image: linear-gradient(90deg, #3b82f6 0%, #9465c8 50%, #ec4899 100%);')
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Shift+ArrowRight')
  await page.keyboard.press('ArrowLeft')
  expect((await focused(page)).now).toBe('62')
  await expect(css(page)).toHaveText('background-image: linear-gradient(90deg, #3b82f6 0%, #9465c8 62%, #ec4899 100%);')
  // A stop moved past another keeps the focus (and its number follows its place).
  await page.keyboard.press('Shift+Tab')
  expect(await focused(page)).toEqual({ role: 'slider', now: '0', label: 'Stop 1 (#3b82f6)' })
  await page.keyboard.press('End')
  expect(await focused(page)).toEqual({ role: 'slider', now: '100', label: 'Stop 2 (#3b82f6)' })
  await page.keyboard.press('Home')
  expect(await focused(page)).toEqual({ role: 'slider', now: '0', label: 'Stop 1 (#3b82f6)' })

  // Recolour it in the list: any CSS colour, written out in the chosen notation.
  const field = page.getByLabel('Stop 2 colour', { exact: true })
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('rebeccapurple')
  await expect(css(page)).toHaveText('background-image: linear-gradient(90deg, #3b82f6 0%, #663399 62%, #ec4899 100%);')
  // An invalid colour: the message beside the field, the gradient keeps the last valid colour.
  await page.keyboard.type('ish')
  await expect(page.getByText('Not a colour: use hex (#3b82f6), rgb(), hsl(), hwb(), lab(), oklch() or a name. The stop keeps its last colour.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(css(page)).toHaveText('background-image: linear-gradient(90deg, #3b82f6 0%, #663399 62%, #ec4899 100%);')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await expect(field).toHaveAttribute('aria-invalid', 'false')

  // Remove it from its handle; below two stops is refused with the message.
  await handles(page).nth(1).focus()
  await page.keyboard.press('Delete')
  await expect(handles(page)).toHaveCount(2)
  expect((await focused(page)).role).toBe('slider')
  await page.keyboard.press('Delete')
  await expect(page.getByRole('alert').filter({ hasText: 'A gradient needs at least two stops' })).toBeVisible()
  await expect(handles(page)).toHaveCount(2)
  await expect(css(page)).toHaveText('background-image: linear-gradient(90deg, #3b82f6 0%, #ec4899 100%);')

  // Ctrl/Cmd+Enter copies the CSS.
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe('background-image: linear-gradient(90deg, #3b82f6 0%, #ec4899 100%);')
  expect(errors).toEqual([])
})

test('every type and interpolation: the CSS is valid in the browser and is what the preview paints', async ({ page }) => {
  const preview = page.getByTestId('gradient-preview')
  const check = async () => {
    const value = await lastValue(page)
    expect(await page.evaluate((v) => CSS.supports('background-image', v), value), value).toBe(true)
    // The browser's computed value of what we wrote equals the preview's.
    const computed = await page.evaluate((v) => {
      const probe = document.createElement('div')
      probe.style.backgroundImage = v
      document.body.append(probe)
      const out = getComputedStyle(probe).backgroundImage
      probe.remove()
      return out
    }, value)
    await expect.poll(() => preview.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe(computed)
    return computed
  }
  await page.getByLabel('Interpolation').selectOption('oklch')
  await page.getByLabel('Hue', { exact: true }).selectOption('longer')
  await expect(css(page)).toHaveText(
    'background-image: linear-gradient(90deg, #3b82f6 0%, #ec4899 100%);\nbackground-image: linear-gradient(in oklch longer hue 90deg, #3b82f6 0%, #ec4899 100%);',
  )
  // Chromium serializes the interpolation after the angle.
  expect(await check()).toBe('linear-gradient(90deg in oklch longer hue, rgb(59, 130, 246) 0%, rgb(236, 72, 153) 100%)')
  await page.getByLabel('Colour format').selectOption('oklch')
  await expect(css(page)).toContainText('background-image: linear-gradient(in oklch longer hue 90deg, oklch(62.3% 0.188 259.81) 0%, oklch(65.6% 0.2118 354.31) 100%);')
  await check()

  await page.getByText('Radial', { exact: true }).click()
  await page.getByLabel('Shape').selectOption('circle')
  await page.getByLabel('Size', { exact: true }).selectOption('closest-side')
  await page.getByLabel('Centre X', { exact: true }).fill('30')
  await expect(css(page)).toContainText('radial-gradient(in oklch longer hue circle closest-side at 30% 50%, ')
  await check()
  await expect(page.getByTestId('gradient-svg')).toContainText('<radialGradient id="gradient"')

  await page.getByText('Conic', { exact: true }).click()
  await page.getByLabel('Repeating').check()
  await page.getByLabel('From angle', { exact: true }).fill('45')
  await expect(css(page)).toContainText('repeating-conic-gradient(in oklch longer hue from 45deg at 30% 50%, ')
  await check()
  await expect(page.getByTestId('gradient-svg-note')).toHaveText('SVG has no conic gradient, so there is no SVG for this one: use the CSS (every current browser draws conic-gradient).')
  await expect(page.getByRole('button', { name: 'Download .svg' })).toBeDisabled()
  await expect(page.getByTestId('gradient-tailwind')).toHaveText(/^bg-\[repeating-conic-gradient\(in_oklch_longer_hue_from_45deg_at_30%_50%,oklch\(62\.3%_0\.188_259\.81\)_0%,/)
})

test('drags a stop with the mouse, and a click on the bar adds one there', async ({ page }) => {
  const track = page.getByTestId('gradient-track')
  const box = (await track.boundingBox())!
  const first = handles(page).first()
  const h = (await first.boundingBox())!
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.1, h.y + h.height / 2, { steps: 4 })
  await page.mouse.move(box.x + box.width * 0.25, h.y + h.height / 2, { steps: 4 })
  await page.mouse.up()
  await expect(first).toHaveAttribute('aria-valuenow', '25')
  await expect(css(page)).toHaveText('background-image: linear-gradient(90deg, #3b82f6 25%, #ec4899 100%);')
  await expect(page.getByLabel('Stop 1 position')).toHaveValue('25')

  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2)
  await expect(handles(page)).toHaveCount(3)
  await expect(handles(page).nth(1)).toHaveAttribute('aria-valuenow', '75')
  await expect(handles(page).nth(1)).toBeFocused()
})

test('presets load with a click or the keyboard; the SVG is shown as an image and downloads', async ({ page }) => {
  await page.getByRole('button', { name: 'Sunset' }).click()
  await expect(css(page)).toHaveText('background-image: linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%);')
  await expect(page.getByTestId('gradient-tailwind')).toHaveText('bg-[linear-gradient(90deg,#ff7e5f_0%,#feb47b_100%)]')
  await page.getByRole('button', { name: 'Night sky' }).focus()
  await page.keyboard.press('Enter')
  await expect(css(page)).toHaveText('background-image: radial-gradient(ellipse at 50% 0%, #4b6cb7 0%, #182848 100%);')
  await expect(page.getByRole('radio', { name: 'Radial' })).toBeChecked()
  // D13: the SVG preview is an <img> from a blob, and it really decodes.
  const img = page.getByTestId('gradient-svg-image')
  await expect(img).toHaveAttribute('src', /^blob:/)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(800)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download .svg' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('gradient.svg')
})

test('imports a CSS gradient or a colour; anything else is refused and the gradient stays', async ({ page }) => {
  const box = page.getByLabel('A CSS gradient, a background-image declaration, a Tailwind class or a colour')
  await box.fill('background: url(x.png)')
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByTestId('gradient-import-message')).toHaveText(
    'Not a CSS gradient or colour: paste linear-gradient(…), radial-gradient(…), conic-gradient(…), a background-image declaration or a colour. The gradient is unchanged.',
  )
  await expect(css(page)).toHaveText('background-image: linear-gradient(90deg, #3b82f6 0%, #ec4899 100%);')
  await box.fill('background-image: repeating-linear-gradient(to right, red 0 10%, blue 10% 20%);')
  // Ctrl/Cmd+Enter in the import box imports.
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByTestId('gradient-import-message')).toHaveText('Imported a repeating linear gradient with 4 stops.')
  await expect(css(page)).toHaveText('background-image: repeating-linear-gradient(90deg, #ff0000 0%, #ff0000 10%, #0000ff 10%, #0000ff 20%);')
  await expect(page.getByLabel('Repeating')).toBeChecked()
  // Anywhere in the import pane (its Import button too), Ctrl/Cmd+Enter imports rather than copies.
  const importButton = page.getByRole('button', { name: 'Import', exact: true })
  await expect(importButton).toHaveAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter')
  await box.fill('#ff0000')
  await importButton.focus()
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByTestId('gradient-import-message')).toHaveText(/^Imported /)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
})

test('persists as devtools-gradient across a reload, and a Share link reproduces the gradient exactly', async ({ page, browser }) => {
  await page.getByRole('button', { name: 'Spotlight' }).click()
  await page.getByLabel('Interpolation').selectOption('oklab')
  await page.getByLabel('Colour format').selectOption('hsl')
  await page.getByLabel('Stop 2 colour', { exact: true }).fill('rgb(10 200 30 / 50%)')
  const expected = await css(page).textContent()
  expect(expected).toContain('radial-gradient(in oklab circle closest-side at 30% 30%, hsl(34.7 100% 91.2%) 0%, hsl(126.3 90.5% 41.2% / 0.5) 60%, hsl(352 70.7% 77.3%) 100%);')
  await page.reload()
  await expect(css(page)).toHaveText(expected!)
  await expect(page.getByLabel('Stop 2 colour', { exact: true })).toHaveValue('rgb(10 200 30 / 50%)')
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-gradient')))!)
  expect(stored).toMatchObject({ kind: 'radial', shape: 'circle', size: 'closest-side', x: 30, y: 30, space: 'oklab', format: 'hsl' })
  expect(stored.stops.map((s: { color: string; pos: number }) => [s.color, s.pos])).toEqual([
    ['#ffecd2', 0],
    ['rgb(10 200 30 / 50%)', 60],
    ['#ee9ca7', 100],
  ])

  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/gradient\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expect(fresh.getByTestId('gradient-css')).toHaveText(expected!)
  await expect(fresh.getByTestId('gradient-tailwind')).toHaveText((await page.getByTestId('gradient-tailwind').textContent())!)
  await other.close()
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await page.getByRole('button', { name: 'Add stop' }).click()
  await page.getByLabel('Stop 2 colour', { exact: true }).fill('nope')
  await page.getByLabel('Interpolation').selectOption('oklch')
  await page.mouse.move(0, 0)
  await page.waitForTimeout(300)
  await expectAxeClean(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
})
