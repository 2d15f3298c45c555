import { expect, test } from '@playwright/test'
import { expectAxeClean, expectToast, readClipboard } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.goto('/#/color-picker')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Color Picker')
})

test('starts at #3b82f6 and shows every format and readout', async ({ page }) => {
  await expect(page.getByLabel('Hex', { exact: true })).toHaveValue('#3b82f6')
  await expect(page.getByLabel('Hex', { exact: true })).toHaveAttribute('placeholder', '#3b82f6')
  const expected: Record<string, string> = {
    HEX: '#3B82F6', RGB: 'rgb(59, 130, 246)', RGBA: 'rgba(59, 130, 246, 1)', HSL: 'hsl(217, 91%, 60%)', HSLA: 'hsla(217, 91%, 60%, 1)', HSV: 'hsv(217, 76%, 96%)',
  }
  for (const [f, v] of Object.entries(expected)) await expect(page.getByTestId(`format-${f}`)).toHaveText(v)
  for (const [k, v] of [['R', '59'], ['G', '130'], ['B', '246'], ['H', '217°'], ['S', '91%'], ['L', '60%']]) await expect(page.getByTestId(`readout-${k}`)).toHaveText(v!)
  await expect(page.getByTestId('swatch')).toHaveCSS('background-color', 'rgb(59, 130, 246)')
})

test('takes 3-digit hex and the native picker; marks invalid hex and keeps the last colour', async ({ page }) => {
  await page.getByLabel('Hex', { exact: true }).fill('#f80')
  await expect(page.getByTestId('format-HEX')).toHaveText('#FF8800')
  await page.getByLabel('Hex', { exact: true }).fill('#zzzzzz')
  await expect(page.getByRole('alert')).toContainText('Enter a CSS colour')
  await expect(page.getByLabel('Hex', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('format-HEX')).toHaveText('#FF8800')
  await page.getByLabel('Picker', { exact: true }).fill('#10b981')
  await expect(page.getByTestId('format-RGB')).toHaveText('rgb(16, 185, 129)')
})

test('takes every CSS colour: rgb(), hsl(), names, 8-digit hex with alpha (issue 21, D33)', async ({ page }) => {
  const field = page.getByLabel('Hex', { exact: true })
  for (const [input, hex] of [
    ['rgb(255, 0, 0)', '#FF0000'],
    ['hsl(120,100%,50%)', '#00FF00'],
    ['red', '#FF0000'],
    ['hwb(240 0% 0%)', '#0000FF'],
    ['oklch(62.8% 0.2577 29.23)', '#FF0000'],
  ] as const) {
    await field.fill(input)
    await expect(page.getByTestId('format-HEX')).toHaveText(hex)
    await expect(field).toHaveAttribute('aria-invalid', 'false')
    await expect(page.getByRole('alert')).toHaveCount(0)
  }
  await field.fill('#3b82f680')
  await expect(page.getByTestId('format-HEX')).toHaveText('#3B82F680')
  await expect(page.getByTestId('format-RGBA')).toHaveText('rgba(59, 130, 246, 0.5)')
  await expect(page.getByTestId('format-HSLA')).toHaveText('hsla(217, 91%, 60%, 0.5)')
  await expect(page.getByTestId('swatch')).toHaveCSS('background-color', 'rgba(59, 130, 246, 0.5)')
})

test("copies a format with '{format} color copied to clipboard!'", async ({ page }) => {
  await page.getByRole('button', { name: 'Copy HSL', exact: true }).click()
  await expectToast(page, 'HSL color copied to clipboard!')
  expect(await readClipboard(page)).toBe('hsl(217, 91%, 60%)')
})

test('persists nothing', async ({ page }) => {
  await page.getByLabel('Hex', { exact: true }).fill('#123456')
  await page.reload()
  await expect(page.getByLabel('Hex', { exact: true })).toHaveValue('#3b82f6')
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('color')))).toEqual([])
})

test(`has no serious accessibility violations (light and dark)`, async ({ page }) => {
  await expectAxeClean(page)
})
