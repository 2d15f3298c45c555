import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, expectToast, readClipboard } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const result = (page: Page) => page.getByTestId('pw-result')

test.beforeEach(async ({ page }) => {
  await page.goto('/#/password')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password Generator')
})

test('SPEC defaults: length 16, all four types on, ambiguous off', async ({ page }) => {
  await expect(page.getByLabel('Length')).toHaveValue('16')
  for (const l of ['Uppercase', 'Lowercase', 'Numbers', 'Symbols']) await expect(page.getByLabel(l)).toBeChecked()
  await expect(page.getByLabel('Exclude ambiguous characters')).not.toBeChecked()
})

test('generates a password with every chosen type; strength, Show/Hide and Copy', async ({ page }) => {
  const errors = collectErrors(page)
  await button(page, 'Generate Password').click()
  const pw = (await result(page).textContent())!
  expect(pw).toHaveLength(16)
  expect(pw).toMatch(/[A-Z]/)
  expect(pw).toMatch(/[a-z]/)
  expect(pw).toMatch(/[0-9]/)
  expect(pw).toMatch(/[!@#$%^&*()_+\-=[\]{}|;:,.<>?]/)
  await expect(page.getByTestId('pw-strength')).toContainText('Strength: Strong')
  await expect(page.getByTestId('pw-strength-percent')).toHaveText('100%')
  await expect(page.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByTestId('pw-strength-estimate')).toContainText('Time to guess')

  await button(page, 'Hide').click()
  await expect(result(page)).toHaveText('•'.repeat(16))
  await button(page, 'Show').click()
  await expect(result(page)).toHaveText(pw)

  await page.getByRole('button', { name: 'Copy password' }).click()
  await expectToast(page, 'Password copied to clipboard!')
  expect(await readClipboard(page)).toBe(pw)
  expect(errors).toEqual([])
})

test('length slider 4-50 and only the chosen types; ambiguous characters excluded', async ({ page }) => {
  const slider = page.getByLabel('Length')
  await slider.focus()
  await page.keyboard.press('End')
  await expect(page.getByTestId('pw-length-value')).toHaveText('50')
  await page.getByLabel('Uppercase').uncheck()
  await page.getByLabel('Symbols').uncheck()
  await page.getByLabel('Exclude ambiguous characters').check()
  for (let i = 0; i < 10; i++) {
    await button(page, 'Generate Password').click()
    const pw = (await result(page).textContent())!
    expect(pw).toHaveLength(50)
    expect(pw).toMatch(/^[a-z2-9]+$/)
    expect(pw).not.toMatch(/[0O1lI|]/)
  }
  await slider.focus()
  await page.keyboard.press('Home')
  await expect(page.getByTestId('pw-length-value')).toHaveText('4')
})

test('D31: moving the slider or changing a type regenerates the shown password; no types takes it away', async ({ page }) => {
  await button(page, 'Generate Password').click()
  await expect(result(page)).toHaveText(/^.{16}$/)
  await page.getByLabel('Length').fill('24')
  await expect(page.getByTestId('pw-length-value')).toHaveText('24')
  await expect(result(page)).toHaveText(/^.{24}$/)
  await page.getByLabel('Uppercase').uncheck()
  await page.getByLabel('Numbers').uncheck()
  await page.getByLabel('Symbols').uncheck()
  await expect(result(page)).toHaveText(/^[a-z]{24}$/)
  await page.getByLabel('Lowercase').uncheck()
  await expect(page.getByRole('alert')).toHaveText('❌ Please select at least one character type')
  await expect(result(page)).toHaveCount(0)
  await page.getByLabel('Numbers').check()
  await expect(result(page)).toHaveText(/^[0-9]{24}$/)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test("no type chosen: '❌ Please select at least one character type'", async ({ page }) => {
  for (const l of ['Uppercase', 'Lowercase', 'Numbers', 'Symbols']) await page.getByLabel(l).uncheck()
  await button(page, 'Generate Password').click()
  await expect(page.getByRole('alert')).toHaveText('❌ Please select at least one character type')
  await expectToast(page, '❌ Please select at least one character type')
})

test('persists the options as devtools-password-generator, never the password', async ({ page }) => {
  await page.getByLabel('Length').fill('24')
  await page.getByLabel('Numbers').uncheck()
  await page.getByLabel('Exclude ambiguous characters').check()
  await page.keyboard.press('ControlOrMeta+Enter')
  const pw = (await result(page).textContent())!
  await page.reload()
  await expect(page.getByLabel('Length')).toHaveValue('24')
  await expect(page.getByLabel('Numbers')).not.toBeChecked()
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-password-generator')))!)).toEqual({
    length: 24,
    includeUppercase: true,
    includeLowercase: true,
    includeNumbers: false,
    includeSymbols: true,
    excludeAmbiguous: true,
  })
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(pw)
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await button(page, 'Generate Password').click()
  await expect(page.getByTestId('pw-strength-estimate')).toContainText('Time to guess')
  // Measure the resting screen: no hover colour under the mouse, no toast fading in or out.
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})
