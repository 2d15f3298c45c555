import { expect, test, type Page } from '@playwright/test'
import { expectAxeClean, expectToast } from './helpers'

const badges = (page: Page) => Promise.all(['aa-large', 'aa-normal', 'aaa-large', 'aaa-normal'].map((id) => page.getByTestId(`badge-${id}`).getAttribute('data-pass')))

test.beforeEach(async ({ page }) => {
  await page.goto('/#/contrast')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contrast Checker')
})

test('starts at 21:1 with all four checks passing', async ({ page }) => {
  await expect(page.getByLabel('Foreground', { exact: true })).toHaveValue('#000000')
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue('#ffffff')
  await expect(page.getByTestId('ratio')).toHaveText('21:1')
  expect(await badges(page)).toEqual(['true', 'true', 'true', 'true'])
  await expect(page.getByRole('heading', { name: 'Sample heading' })).toBeVisible()
})

test('updates live (D15), confirms with Check Contrast, and swaps colours', async ({ page }) => {
  await page.getByLabel('Foreground', { exact: true }).fill('#777777')
  await expect(page.getByTestId('ratio')).toHaveText('4.48:1')
  expect(await badges(page)).toEqual(['true', 'false', 'false', 'false'])
  await page.getByRole('button', { name: 'Check Contrast' }).click()
  await expectToast(page, 'Contrast ratio calculated!')
  await page.getByRole('button', { name: 'Swap Colors' }).click()
  await expect(page.getByLabel('Foreground', { exact: true })).toHaveValue('#ffffff')
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue('#777777')
  await expect(page.getByTestId('ratio')).toHaveText('4.48:1')
  await expect(page.getByTestId('contrast-preview')).toHaveCSS('color', 'rgb(255, 255, 255)')
})

test('takes any CSS colour; an invalid one gives — and no badges (issue 21, D33)', async ({ page }) => {
  const bg = page.getByLabel('Background', { exact: true })
  const fg = page.getByLabel('Foreground', { exact: true })
  for (const white of ['#fff', 'FFFFFF', 'white', 'rgb(255, 255, 255)', 'hsl(0 0% 100%)', 'oklch(100% 0 0)']) {
    await bg.fill(white)
    await expect(page.getByTestId('ratio')).toHaveText('21:1')
    expect(await badges(page)).toEqual(['true', 'true', 'true', 'true'])
  }
  await fg.fill('red')
  await expect(page.getByTestId('ratio')).toHaveText('4:1')
  // 50% black over white is seen as mid grey.
  await fg.fill('rgb(0 0 0 / 50%)')
  await expect(page.getByTestId('ratio')).toHaveText('3.98:1')
  await fg.fill('#3b82f680')
  await expect(fg).toHaveAttribute('aria-invalid', 'false')
  await bg.fill('#ffff0')
  await expect(page.getByTestId('ratio')).toHaveText('—')
  await expect(page.getByTestId('badge-aa-large')).toHaveCount(0)
  await expect(page.getByTestId('checks-unavailable')).toBeVisible()
  await expect(bg).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: 'Check Contrast' }).click()
  await expectToast(page, 'Error calculating contrast')
})

test(`has no serious accessibility violations (light and dark)`, async ({ page }) => {
  await expectAxeClean(page, (b) => b.exclude('[data-testid="contrast-preview"]'))
})
