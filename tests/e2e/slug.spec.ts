import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { expectToast, readClipboard } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.goto('/#/slug')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slug Generator')
})

test('makes the slug live, and every option change regenerates it (D14)', async ({ page }) => {
  const out = page.getByTestId('slug-output')
  await page.getByLabel('Input text').fill('The Crème Brûlée of Web Development!')
  await expect(out).toHaveText('the-creme-brulee-of-web-development')
  await expect(page.getByTestId('slug-preview')).toHaveText('https://example.com/blog/the-creme-brulee-of-web-development')
  await page.getByLabel('Separator').selectOption('_')
  await expect(out).toHaveText('the_creme_brulee_of_web_development')
  await page.getByLabel('Remove stop words').check()
  await expect(out).toHaveText('creme_brulee_web_development')
  await page.getByLabel('Max Length (optional)').fill('13')
  await expect(out).toHaveText('creme_brulee')
  await page.getByLabel('Lowercase').uncheck()
  await expect(out).toHaveText('Creme_Brulee')
  await page.getByLabel('Remove special chars').uncheck()
  await page.getByLabel('Max Length (optional)').fill('')
  await expect(out).toHaveText('Creme_Brulee_Web_Development!')
  await page.getByLabel('Input text').fill('')
  await expect(out).toHaveCount(0)
})

test('transliterates, drops apostrophes, and cuts at a word boundary within Max Length', async ({ page }) => {
  const out = page.getByTestId('slug-output')
  await page.getByLabel('Input text').fill('Straße in München')
  await expect(out).toHaveText('strasse-in-munchen')
  await page.getByLabel('Input text').fill('Øre Łódź')
  await expect(out).toHaveText('ore-lodz')
  await page.getByLabel('Input text').fill("Don't stop believing")
  await expect(out).toHaveText('dont-stop-believing')
  const max = page.getByLabel('Max Length (optional)')
  await expect(max).toHaveAttribute('min', '1')
  await max.fill('14')
  await expect(out).toHaveText('dont-stop')
  await max.fill('3')
  // One word longer than the limit is the only thing ever cut mid-word.
  await expect(out).toHaveText('don')
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a negative or fractional Max Length is refused with a message, never read as another number', async ({ page }) => {
  const out = page.getByTestId('slug-output')
  const max = page.getByLabel('Max Length (optional)')
  await page.getByLabel('Input text').fill('hello world again')
  await max.fill('-3')
  await expect(max).toHaveValue('-3')
  await expect(page.getByRole('alert')).toHaveText('Max Length must be a whole number of 1 or more. No limit is applied.')
  await expect(max).toHaveAttribute('aria-invalid', 'true')
  await expect(out).toHaveText('hello-world-again')
  await max.fill('2.5')
  await expect(page.getByRole('alert')).toBeVisible()
  await max.fill('11')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(max).not.toHaveAttribute('aria-invalid')
  await expect(out).toHaveText('hello-world')
})

test('copies the slug and persists the options as devtools-slug-generator', async ({ page }) => {
  await page.getByLabel('Input text').fill('Hello World')
  await page.getByLabel('Separator').selectOption('.')
  await page.getByRole('main').getByRole('button', { name: 'Copy' }).last().click()
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe('hello.world')
  await page.reload()
  await expect(page.getByTestId('slug-output')).toHaveText('hello.world')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-slug-generator')))!)).toEqual({
    inputText: 'Hello World', separator: '.', lowercase: true, removeSpecialChars: true, removeStopWords: false, maxLength: '',
  })
})

test('has no serious accessibility violations', async ({ page }) => {
  await page.getByLabel('Input text').fill('Accessible slug')
  const r = await new AxeBuilder({ page }).analyze()
  expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})
