import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { expectToast, readClipboard } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.goto('/#/lorem')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lorem Ipsum Generator')
})

const wordsOf = (text: string) => text.toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean)

test('shows 3 paragraphs starting with Lorem ipsum on the first visit, before any press', async ({ page }) => {
  await expect(page.getByLabel('Generate')).toHaveValue('paragraphs')
  await expect(page.getByLabel(/Number of paragraphs/)).toHaveValue('3')
  await expect(page.getByLabel('Start with Lorem ipsum')).toBeChecked()
  const out = page.getByTestId('lorem-output')
  await expect(out.locator('p')).toHaveCount(3)
  await expect(out).toContainText(/^Lorem ipsum dolor sit amet/)
  // Generate draws a new text with the same settings.
  const before = await out.innerText()
  await page.getByRole('button', { name: 'Generate', exact: true }).click()
  await expect(out).not.toHaveText(before)
  await expect(out.locator('p')).toHaveCount(3)
  await expect(out).toContainText(/^Lorem ipsum dolor sit amet/)
})

test('follows the settings as they change, by count, with no word twice in a row', async ({ page }) => {
  const out = page.getByTestId('lorem-output')
  await page.getByLabel(/Number of paragraphs/).fill('5')
  await expect(out.locator('p')).toHaveCount(5)
  await page.getByLabel('Generate').selectOption('words')
  await page.getByLabel(/Number of words/).fill('12')
  await page.getByLabel('Start with Lorem ipsum').uncheck()
  await expect.poll(async () => wordsOf(await out.innerText()).length).toBe(12)
  await expect(out).not.toContainText(/^Lorem ipsum/)
  await page.getByLabel(/Number of words/).fill('500')
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('ControlOrMeta+Enter')
    const words = wordsOf(await out.innerText())
    expect(words).toHaveLength(500)
    expect(words.filter((w, j) => j > 0 && w === words[j - 1])).toEqual([])
  }
})

test('an out-of-range count says so beside the field instead of changing it silently', async ({ page }) => {
  const out = page.getByTestId('lorem-output')
  const message = page.getByTestId('lorem-count-message')
  await expect(message).toBeEmpty()
  await page.getByLabel('Generate').selectOption('sentences')
  const count = page.getByLabel(/Number of sentences/)
  await count.fill('99')
  await count.blur()
  await expect(count).toHaveValue('99')
  await expect(message).toHaveText('At most 50 sentences: showing 50')
  await expect(count).toHaveAttribute('aria-invalid', 'true')
  await expect.poll(async () => (await out.innerText()).split(/(?<=\.)\s+/).length).toBe(50)
  await count.fill('0')
  await expect(message).toHaveText('At least 1 sentence: showing 1')
  await count.fill('')
  await expect(message).toHaveText('Enter a number from 1 to 50')
  await count.fill('4')
  await expect(message).toBeEmpty()
  await expect(count).not.toHaveAttribute('aria-invalid')
  await expect.poll(async () => (await out.innerText()).split(/(?<=\.)\s+/).length).toBe(4)
})

test('copies the output and persists the settings as devtools-lorem-generator', async ({ page }) => {
  await page.getByLabel('Generate').selectOption('sentences')
  await page.getByLabel(/Number of sentences/).fill('2')
  await page.getByRole('button', { name: 'Generate', exact: true }).click()
  await expect.poll(async () => (await page.getByTestId('lorem-output').innerText()).split(/(?<=\.)\s+/).length).toBe(2)
  await page.getByRole('main').getByRole('button', { name: 'Copy' }).last().click()
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe(await page.getByTestId('lorem-output').innerText())
  await page.reload()
  await expect(page.getByLabel('Generate')).toHaveValue('sentences')
  await expect(page.getByLabel(/Number of sentences/)).toHaveValue('2')
  await expect.poll(async () => (await page.getByTestId('lorem-output').innerText()).split(/(?<=\.)\s+/).length).toBe(2)
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-lorem-generator')))!)).toEqual({ paragraphs: 3, sentences: 2, words: 50, type: 'sentences', startWithLorem: true })
})

test('has no serious accessibility violations', async ({ page }) => {
  await page.getByLabel(/Number of paragraphs/).fill('30')
  await expect(page.getByTestId('lorem-count-message')).toHaveText('At most 20 paragraphs: showing 20')
  const r = await new AxeBuilder({ page }).analyze()
  expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})
