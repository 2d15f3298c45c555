import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, expectToast, readClipboard } from './helpers'

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const card = (page: Page, unit: string) => page.getByTestId(`field-${unit}`)
const quantity = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

/** Puts a value into a field, as a paste over its text would. */
const setField = (page: Page, label: string, text: string) => field(page, label).fill(text)

/** Types into a field key by key, as a user does: every prefix is converted (or refused) on the way. */
async function typeInto(page: Page, label: string, text: string) {
  await field(page, label).fill('')
  await field(page, label).pressSequentially(text)
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/unit-converter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unit Converter')
})

test('typing in any field updates every other unit, exactly, to the digits chosen; Copy gives them all', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(quantity(page, 'Length')).toHaveAttribute('aria-selected', 'true')
  await setField(page, 'Mile (mi)', '1')
  await expect(field(page, 'Kilometre (km)')).toHaveValue('1.609344')
  await expect(card(page, 'km')).toContainText('exact')
  await expect(field(page, 'Foot (ft)')).toHaveValue('5280')
  await expect(field(page, 'Nautical mile (nmi)')).toHaveValue('0.868976241901')
  await expect(card(page, 'nmi')).toContainText('≈ rounded to 12 significant digits')
  await expect(card(page, 'mi')).toContainText('Your value')

  // Another field becomes the one typed in; no float artefacts (0.1 + 0.2 style).
  await setField(page, 'Metre (m)', '0.3')
  await expect(field(page, 'Centimetre (cm)')).toHaveValue('30')
  await expect(field(page, 'Millimetre (mm)')).toHaveValue('300')
  await expect(field(page, 'Mile (mi)')).toHaveValue('0.000186411357671')

  await page.getByLabel('Significant digits').selectOption('3')
  await expect(field(page, 'Mile (mi)')).toHaveValue('0.000186')
  await expect(card(page, 'mi')).toContainText('≈ rounded to 3 significant digits')

  // The frame's Copy: the value typed, then every unit, = when exact and ≈ when rounded.
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(() => readClipboard(page)).toBe(
    ['0.3 m', '= 300000000 nm', '= 300000 µm', '= 300 mm', '= 30 cm', '= 0.0003 km', '≈ 11.8 in', '≈ 0.984 ft', '≈ 0.328 yd', '≈ 0.000186 mi', '≈ 0.000162 nmi'].join('\n'),
  )
  // Ctrl/Cmd+Enter, the main action of a live tool, copies the same text.
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectToast(page, '✅ Copied to clipboard!')
  await expect.poll(() => readClipboard(page)).toMatch(/^0\.3 m\n= 300000000 nm\n/)
  // And each field's own copy button copies its value.
  await card(page, 'cm').getByRole('button', { name: 'Copy Centimetre (cm)' }).click()
  await expectToast(page, '✅ Copied to clipboard!')
  await expect.poll(() => readClipboard(page)).toBe('30')
  expect(errors).toEqual([])
})

test('temperatures: offsets exact, below absolute zero refused beside the field; the others keep the last value, marked', async ({ page }) => {
  await quantity(page, 'Temperature').click()
  await setField(page, 'Fahrenheit (°F)', '100')
  await expect(field(page, 'Celsius (°C)')).toHaveValue('37.7777777778')
  await expect(field(page, 'Rankine (°R)')).toHaveValue('559.67')
  await setField(page, 'Celsius (°C)', '0')
  await expect(field(page, 'Kelvin (K)')).toHaveValue('273.15')
  await expect(field(page, 'Fahrenheit (°F)')).toHaveValue('32')
  await setField(page, 'Celsius (°C)', '-40')
  await expect(field(page, 'Fahrenheit (°F)')).toHaveValue('-40')

  const below = await card(page, 'K').boundingBox()
  await field(page, 'Celsius (°C)').fill('-300')
  await expect(card(page, 'degC').getByRole('alert')).toHaveText('Below absolute zero (0 K, −273.15 °C)')
  await expect(field(page, 'Celsius (°C)')).toHaveAttribute('aria-invalid', 'true')
  // Not wiped: the other fields still show -40 °C's values, dimmed, not copyable as current.
  await expect(field(page, 'Fahrenheit (°F)')).toHaveValue('-40')
  await expect(card(page, 'degF')).toHaveAttribute('data-stale', 'true')
  await expect(card(page, 'degF')).toContainText('From the last valid value')
  await expect(card(page, 'degF').getByRole('button', { name: /^Copy/ })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Copy (nothing to copy yet)' })).toBeDisabled()
  // D33: the message takes the line kept for it, so nothing below moves.
  expect(await card(page, 'K').boundingBox()).toEqual(below)

  await setField(page, 'Celsius (°C)', '-273.15')
  await expect(field(page, 'Kelvin (K)')).toHaveValue('0')
  await expect(card(page, 'degF')).not.toHaveAttribute('data-stale')
})

test('a value that is not a number says so beside its field, without wiping the others', async ({ page }) => {
  await typeInto(page, 'Kilometre (km)', '2')
  await expect(field(page, 'Metre (m)')).toHaveValue('2000')
  // Typed key by key: '1e' and '1,5' pass through 1, the last value that converted.
  for (const [text, message, kept] of [
    ['abc', 'Not a number: try 1.5, -3 or 2e-6', '2000'],
    ['1e', 'Not a number: try 1.5, -3 or 2e-6', '1000'],
    ['1,5', 'Use a point for decimals: 1.5, not 1,5', '1000'],
  ] as const) {
    await typeInto(page, 'Kilometre (km)', text)
    await expect(card(page, 'km').getByRole('alert')).toHaveText(message)
    await expect(field(page, 'Metre (m)')).toHaveValue(kept)
    await expect(card(page, 'm')).toHaveAttribute('data-stale', 'true')
  }
  // Grouped thousands are a number.
  await typeInto(page, 'Kilometre (km)', '1,250.5')
  await expect(field(page, 'Metre (m)')).toHaveValue('1250500')
  await expect(card(page, 'km').getByRole('alert')).toHaveCount(0)
})

test('data sizes keep SI and IEC apart; CSS lengths follow the base font size and the viewport', async ({ page }) => {
  await quantity(page, 'Data size').click()
  await setField(page, 'Gigabyte (GB)', '1')
  await expect(field(page, 'Gibibyte (GiB)')).toHaveValue('0.931322574615')
  await expect(field(page, 'Megabyte (MB)')).toHaveValue('1000')
  await expect(field(page, 'Mebibyte (MiB)')).toHaveValue('953.674316406')
  await page.getByLabel('Significant digits').selectOption('21')
  await expect(field(page, 'Gibibyte (GiB)')).toHaveValue('0.931322574615478515625')
  await expect(field(page, 'Mebibyte (MiB)')).toHaveValue('953.67431640625')
  await expect(card(page, 'GiB')).toContainText('exact')
  await setField(page, 'Mebibyte (MiB)', '1')
  await expect(field(page, 'Byte (B)')).toHaveValue('1048576')
  await expect(field(page, 'Kibibyte (KiB)')).toHaveValue('1024')

  await quantity(page, 'CSS length').click()
  await setField(page, 'Root em (rem)', '1.5')
  await expect(field(page, 'Pixel (px)')).toHaveValue('24')
  await expect(field(page, 'Point (pt)')).toHaveValue('18')
  await page.getByLabel('Base font size (px)').fill('10')
  await expect(field(page, 'Pixel (px)')).toHaveValue('15')
  await setField(page, 'Viewport width (vw)', '50')
  await expect(field(page, 'Pixel (px)')).toHaveValue('640')
  await expect(field(page, 'Viewport height (vh)')).toHaveValue('80')

  await page.getByLabel('Base font size (px)').fill('0')
  await expect(page.getByRole('alert')).toHaveText('A number of px above 0')
  await expect(page.getByLabel('Base font size (px)')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Root em (rem)')).toHaveValue('')
  await expect(card(page, 'rem')).toContainText('Needs a valid base font size')
  await expect(field(page, 'Pixel (px)')).toHaveValue('640')
})

test('persists the quantity, the value typed, the digits and the CSS settings; each quantity keeps its own; Share reopens it', async ({ page, browser }) => {
  await setField(page, 'Inch (in)', '12')
  await quantity(page, 'CSS length').click()
  await page.getByLabel('Base font size (px)').fill('20')
  await setField(page, 'Root em (rem)', '2')
  await page.getByLabel('Significant digits').selectOption('6')
  await page.reload()
  await expect(quantity(page, 'CSS length')).toHaveAttribute('aria-selected', 'true')
  await expect(field(page, 'Root em (rem)')).toHaveValue('2')
  await expect(field(page, 'Pixel (px)')).toHaveValue('40')
  await expect(page.getByLabel('Significant digits')).toHaveValue('6')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-unit-converter')))!)).toEqual({
    quantity: 'css',
    unit: 'rem',
    value: '2',
    digits: 6,
    baseFontSize: '20',
    viewportWidth: '1280',
    viewportHeight: '800',
    others: { length: { unit: 'in', value: '12' } },
  })
  await quantity(page, 'Length').click()
  await expect(field(page, 'Inch (in)')).toHaveValue('12')
  await expect(field(page, 'Foot (ft)')).toHaveValue('1')
  await quantity(page, 'CSS length').click()

  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/unit-converter\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expect(quantity(fresh, 'CSS length')).toHaveAttribute('aria-selected', 'true')
  await expect(field(fresh, 'Root em (rem)')).toHaveValue('2')
  await expect(field(fresh, 'Pixel (px)')).toHaveValue('40')
  await expect(fresh.getByLabel('Base font size (px)')).toHaveValue('20')
  await other.close()
})

test('the quantity tabs work from the keyboard, with a visible focus ring', async ({ page }) => {
  await quantity(page, 'Length').focus()
  await page.keyboard.press('ArrowRight')
  await expect(quantity(page, 'Area')).toBeFocused()
  await expect(quantity(page, 'Area')).toHaveAttribute('aria-selected', 'true')
  await expect(field(page, 'Square metre (m²)')).toHaveValue('1')
  await expect(field(page, 'Acre (ac)')).toHaveValue('0.000247105381467')
  const ring = await quantity(page, 'Area').evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(ring).not.toBe('none')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Significant digits')).toBeFocused()
})

test(`axe finds no serious or critical violation (light and dark), and nothing overflows at 390 px`, async ({ page }) => {
  // Error states on screen: an invalid setting and an invalid value.
  await quantity(page, 'CSS length').click()
  await page.getByLabel('Base font size (px)').fill('0')
  await field(page, 'Pixel (px)').fill('12')
  await field(page, 'Pixel (px)').fill('x')
  await expect(card(page, 'px').getByRole('alert')).toBeVisible()
  await page.mouse.move(0, 0)
  await page.waitForTimeout(200)
  await expectAxeClean(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(field(page, 'Pixel (px)')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
