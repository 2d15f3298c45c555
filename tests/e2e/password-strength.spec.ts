import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors } from './helpers'

const field = (page: Page) => page.getByLabel('Password', { exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/password-strength')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password Strength')
})

test('a masked field; SPEC scoring: label, percent and bar', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(field(page)).toHaveAttribute('type', 'password')
  const cases: [string, string, string][] = [
    ['abc', 'Weak', '17%'],
    ['abcdefgh', 'Weak', '33%'],
    ['abcdefghijkl', 'Medium', '50%'],
    ['Abcdefg1', 'Medium', '67%'],
    ['Abcdefg1!', 'Strong', '83%'],
    ['Abcdefghij1!', 'Strong', '100%'],
  ]
  for (const [pw, label, percent] of cases) {
    await field(page).fill(pw)
    await expect(page.getByTestId('ps-strength')).toContainText(`Strength: ${label}`)
    await expect(page.getByTestId('ps-strength-percent')).toHaveText(percent)
    await expect(page.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', `${label}, ${percent}`)
  }
  expect(errors).toEqual([])
})

test('zxcvbn-ts estimate as a second line: a common password falls at once, a random one takes centuries', async ({ page }) => {
  await field(page).fill('password')
  await expect(page.getByTestId('ps-strength-estimate')).toContainText('Time to guess (offline attack on a slow hash): less than a second')
  await field(page).fill('k7#Qv9!xLm2@Wp4$Zr8&')
  await expect(page.getByTestId('ps-strength-estimate')).toContainText('centuries')
})

test('show/hide, and nothing is stored', async ({ page }) => {
  await field(page).fill('secret-ish')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(field(page)).toHaveAttribute('type', 'text')
  await page.reload()
  await expect(field(page)).toHaveValue('')
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('secret-ish')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await field(page).fill('Abcdefg1')
    await expect(page.getByTestId('ps-strength-estimate')).toContainText('Time to guess')
    // Measure the resting screen: no hover colour under the mouse, no toast fading in or out.
    await page.mouse.move(0, 0)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
