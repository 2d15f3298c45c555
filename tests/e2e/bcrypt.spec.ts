import bcryptjs from 'bcryptjs'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, expectToast } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/bcrypt')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bcrypt Tester')
})

test('SPEC fields: masked password, rounds 4-15 default 10, Verify only once a hash exists', async ({ page }) => {
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password')
  const rounds = page.getByLabel('Rounds')
  await expect(rounds).toHaveValue('10')
  await expect(rounds).toHaveAttribute('min', '4')
  await expect(rounds).toHaveAttribute('max', '15')
  await expect(page.getByLabel('Generated Hash')).toHaveAttribute('readonly', '')
  await expect(button(page, 'Verify Password')).toHaveCount(0)
})

test('hashes in the worker (a standard hash bcryptjs verifies), then verifies: match and no match', async ({ page }) => {
  const errors = collectErrors(page)
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple')
  await page.getByLabel('Rounds').fill('5')
  await button(page, 'Generate Hash').click()
  await expectToast(page, '✅ Hash generated!')
  const hash = await page.getByLabel('Generated Hash').inputValue()
  expect(hash).toMatch(/^\$2b\$05\$[./A-Za-z0-9]{53}$/)
  await expect(page.getByText('Hashes use the $2b$ prefix (as OpenBSD and most libraries today).')).toBeVisible()
  expect(bcryptjs.compareSync('correct horse battery staple', hash)).toBe(true)
  await expect(page.getByTestId('bcrypt-elapsed')).toContainText(/Hashed in \d/)

  // D31: away and Back, the hash of the password shown is still there (held in memory, not stored).
  await page.goto('/#/hash')
  await page.goBack()
  await expect(page.getByLabel('Generated Hash')).toHaveValue(hash)
  await expect(page.getByTestId('bcrypt-elapsed')).toContainText(/Hashed in \d/)

  await button(page, 'Verify Password').click()
  await expectToast(page, '✅ Password matches!')
  await expect(page.getByTestId('bcrypt-match')).toContainText('✅ Password matches!')

  await page.getByLabel('Password', { exact: true }).fill('Correct horse battery staple')
  await button(page, 'Verify Password').click()
  await expect(page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: '❌ Password does not match' })).toBeVisible()
  await expect(page.getByTestId('bcrypt-match')).toContainText('❌ Password does not match')
  expect(errors).toEqual([])
})

test('D31: a changed password or cost marks the hash out of date; an empty password takes it away; verdicts go with their inputs', async ({ page }) => {
  const passwordField = page.getByLabel('Password', { exact: true })
  await passwordField.fill('first')
  await page.getByLabel('Rounds').fill('4')
  await button(page, 'Generate Hash').click()
  await expect(page.getByLabel('Generated Hash')).toHaveValue(/^\$2b\$04\$/)
  const first = await page.getByLabel('Generated Hash').inputValue()
  await expect(page.getByTestId('stale-note')).toHaveCount(0)

  await passwordField.fill('')
  await expect(page.getByTestId('stale-note')).toHaveText('Out of date: the input changed since this result was made. Press Generate Hash to update it.')
  await expect(page.getByRole('button', { name: 'Copy hash' })).toBeDisabled()
  await button(page, 'Generate Hash').click()
  await expect(page.getByRole('alert')).toHaveText('Enter a password first.')
  await expect(page.getByLabel('Generated Hash')).toHaveValue('')
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await expect(button(page, 'Verify Password')).toHaveCount(0)

  await passwordField.fill('second')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await button(page, 'Generate Hash').click()
  await expect(page.getByLabel('Generated Hash')).toHaveValue(/^\$2b\$04\$/)
  const second = await page.getByLabel('Generated Hash').inputValue()
  expect(second).not.toBe(first)
  expect(bcryptjs.compareSync('second', second)).toBe(true)
  await button(page, 'Verify Password').click()
  await expect(page.getByTestId('bcrypt-match')).toContainText('✅ Password matches!')
  await expect(page.getByRole('button', { name: 'Copy hash' })).toBeEnabled()

  // Another cost: the hash is out of date and the verdict is gone.
  await page.getByLabel('Rounds').fill('5')
  await expect(page.getByTestId('stale-note')).toBeVisible()
  await expect(page.getByTestId('bcrypt-match')).toHaveCount(0)
  await page.getByLabel('Rounds').fill('4')
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await expect(page.getByTestId('bcrypt-match')).toHaveCount(0)

  // The other panel: its verdict goes as soon as the hash or the password changes.
  await page.getByLabel('Bcrypt hash').fill(second)
  await page.getByLabel('Password to check').fill('second')
  await button(page, 'Check Password').click()
  await expect(page.locator('section', { has: page.getByLabel('Bcrypt hash') }).getByTestId('bcrypt-match')).toContainText('✅ Password matches!')
  await page.getByLabel('Password to check').fill('second!')
  await expect(page.locator('section', { has: page.getByLabel('Bcrypt hash') }).getByTestId('bcrypt-match')).toHaveCount(0)
})

test('asks for a password before hashing (button or Enter)', async ({ page }) => {
  await button(page, 'Generate Hash').click()
  await expect(page.getByRole('alert')).toHaveText('Enter a password first.')
  await expect(button(page, 'Verify Password')).toHaveCount(0)
  await page.reload()
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Enter a password first.')
  await expect(page.getByLabel('Generated Hash')).toHaveValue('')
})

test('Enter submits: in the password or rounds field it hashes, in the check fields it compares', async ({ page }) => {
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('enter key')
  await page.getByLabel('Rounds').fill('4')
  await password.press('Enter')
  await expectToast(page, '✅ Hash generated!')
  await expect(page.getByLabel('Generated Hash')).toHaveValue(/^\$2b\$04\$/)
  const first = await page.getByLabel('Generated Hash').inputValue()
  expect(bcryptjs.compareSync('enter key', first)).toBe(true)

  // Rounds: Enter takes the typed cost and hashes again.
  await page.getByLabel('Rounds').fill('5')
  await page.getByLabel('Rounds').press('Enter')
  await expect(page.getByLabel('Generated Hash')).toHaveValue(/^\$2b\$05\$/)
  expect(bcryptjs.compareSync('enter key', await page.getByLabel('Generated Hash').inputValue())).toBe(true)

  const check = page.locator('section', { has: page.getByLabel('Bcrypt hash') })
  await page.getByLabel('Bcrypt hash').fill(first)
  await page.getByLabel('Password to check').fill('enter key')
  await page.getByLabel('Password to check').press('Enter')
  await expect(check.getByTestId('bcrypt-match')).toContainText('✅ Password matches!')
  await page.getByLabel('Password to check').fill('enter keys')
  await page.getByLabel('Bcrypt hash').press('Enter')
  await expect(check.getByTestId('bcrypt-match')).toContainText('❌ Password does not match')
})

test('checks a password against a pasted $2b$/$2y$ hash made by bcryptjs; a bad hash is an error', async ({ page }) => {
  const theirs = bcryptjs.hashSync('pässwörd', 6)
  await page.getByLabel('Bcrypt hash').fill(theirs.replace(/^\$2b\$/, '$2y$'))
  await page.getByLabel('Password to check').fill('pässwörd')
  await button(page, 'Check Password').click()
  await expectToast(page, '✅ Password matches!')
  await page.getByLabel('Password to check').fill('password')
  await button(page, 'Check Password').click()
  await expectToast(page, '❌ Password does not match')
  await page.getByLabel('Bcrypt hash').fill('$2b$10$tooShort')
  await button(page, 'Check Password').click()
  await expectToast(page, '❌ Error verifying hash')
  await expect(page.getByRole('alert')).toContainText('❌ Error verifying hash: Not a bcrypt hash')
})

test('cost 15 runs in the worker: the page stays responsive and the job can be cancelled', async ({ page }) => {
  await page.getByLabel('Password', { exact: true }).fill('slow one')
  await page.getByLabel('Rounds').fill('15')
  await button(page, 'Generate Hash').click()
  await expect(button(page, 'Hashing...')).toBeDisabled()
  await expect(page.getByRole('progressbar', { name: 'Hashing with cost 15...' })).toBeVisible()
  // The main thread is free: typing elsewhere works at once while bcrypt runs.
  await page.getByLabel('Password to check').fill('typed while hashing')
  await expect(page.getByLabel('Password to check')).toHaveValue('typed while hashing')
  const t0 = await page.evaluate(() => performance.now())
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  expect((await page.evaluate(() => performance.now())) - t0).toBeLessThan(1000)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(button(page, 'Generate Hash')).toBeEnabled()
  await expect(page.getByLabel('Generated Hash')).toHaveValue('')
})

test('persists only {rounds} as devtools-bcrypt-tester; out-of-range rounds are clamped to 4-15', async ({ page }) => {
  await page.getByLabel('Password', { exact: true }).fill('never stored')
  await page.getByLabel('Rounds').fill('12')
  await page.getByLabel('Rounds').blur()
  await page.reload()
  await expect(page.getByLabel('Rounds')).toHaveValue('12')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-bcrypt-tester')))!)).toEqual({ rounds: 12 })
  await page.getByLabel('Rounds').fill('40')
  await page.getByLabel('Rounds').blur()
  await expect(page.getByLabel('Rounds')).toHaveValue('40')
  await expect(page.getByTestId('bcrypt-rounds-message')).toHaveText('At most 15 rounds: using 15')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-bcrypt-tester')))!)).toEqual({ rounds: 15 })
  const all = await page.evaluate(() => JSON.stringify(localStorage))
  expect(all).not.toContain('never stored')
})

test('a cost outside 4-15 says what is used instead beside the field, as Lorem does', async ({ page }) => {
  const rounds = page.getByLabel('Rounds')
  const message = page.getByTestId('bcrypt-rounds-message')
  await expect(message).toBeEmpty()
  await page.getByLabel('Password', { exact: true }).fill('clamped')
  await rounds.fill('2')
  await expect(message).toHaveText('At least 4 rounds: using 4')
  await expect(rounds).toHaveAttribute('aria-invalid', 'true')
  await rounds.press('Enter')
  await expect(page.getByLabel('Generated Hash')).toHaveValue(/^\$2b\$04\$/)
  await expect(rounds).toHaveValue('2')
  await rounds.fill('')
  await expect(message).toHaveText('Enter a number from 4 to 15')
  await rounds.fill('9')
  await expect(message).toBeEmpty()
  await expect(rounds).not.toHaveAttribute('aria-invalid')
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await page.getByLabel('Password', { exact: true }).fill('x')
  await page.getByLabel('Rounds').fill('4')
  await button(page, 'Generate Hash').click()
  await expect(button(page, 'Verify Password')).toBeVisible()
  // Measure the resting screen: no hover colour under the mouse, no toast fading in or out.
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})
