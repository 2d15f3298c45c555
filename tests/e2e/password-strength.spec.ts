import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, SCHEMES, useScheme } from './helpers'

const field = (page: Page) => page.getByLabel('Password', { exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/password-strength')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password Strength')
})

test("a masked field; SPEC's percent, the label capped by zxcvbn's verdict, and the bar", async ({ page }) => {
  const errors = collectErrors(page)
  await expect(field(page)).toHaveAttribute('type', 'password')
  // [password, label, SPEC's percent]: SPEC's label, lowered where zxcvbn finds it quick to guess.
  const cases: [string, string, string][] = [
    ['abc', 'Weak', '17%'],
    ['abcdefgh', 'Weak', '33%'],
    ['abcdefghijkl', 'Weak', '50%'], // SPEC: Medium; zxcvbn 0
    ['Abcdefg1', 'Weak', '67%'], // SPEC: Medium; zxcvbn 1
    ['Abcdefg1!', 'Weak', '83%'], // SPEC: Strong; zxcvbn 1 (39 seconds)
    ['Abcdefghij1!', 'Medium', '100%'], // SPEC: Strong; zxcvbn 3 (3 hours)
    ['gravel orbit maple lantern fjord quiver', 'Medium', '67%'], // SPEC: Medium; zxcvbn 4 never raises it
    ['Gravel-Orbit-Maple-Lantern-Fjord-7', 'Strong', '100%'], // SPEC: Strong; zxcvbn 4 (centuries)
  ]
  for (const [pw, label, percent] of cases) {
    await field(page).fill(pw)
    await expect(page.getByTestId('ps-strength')).toContainText(`Strength: ${label}`)
    await expect(page.getByTestId('ps-strength-percent')).toHaveText(percent)
    await expect(page.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', `${label}, ${percent}`)
  }
  expect(errors).toEqual([])
})

test("'P@ssw0rd' is never a green 'Strong' above 'less than a second'", async ({ page }) => {
  await field(page).fill('P@ssw0rd')
  const meter = page.getByTestId('ps-strength')
  await expect(page.getByTestId('ps-strength-estimate')).toContainText('Time to guess (offline attack on a slow hash): less than a second')
  await expect(meter).toContainText('Strength: Weak')
  await expect(page.getByTestId('ps-strength-percent')).toHaveText('83%')
  await expect(meter.getByText('Weak', { exact: true })).toHaveClass(/text-destructive-foreground/)
  await expect(page.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak, 83%')
  await expect(meter).not.toContainText('Strong')
  // 'password123': SPEC says Medium (50%); it falls at once too.
  await field(page).fill('password123')
  await expect(page.getByTestId('ps-strength-estimate')).toContainText('less than a second')
  await expect(meter).toContainText('Strength: Weak')
  await expect(page.getByTestId('ps-strength-percent')).toHaveText('50%')
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

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await field(page).fill('Abcdefg1')
  await expect(page.getByTestId('ps-strength-estimate')).toContainText('Time to guess')
  // Measure the resting screen: no hover colour under the mouse, no toast fading in or out.
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  for (const scheme of SCHEMES) {
    await test.step(scheme, async () => {
      await useScheme(page, scheme)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})
