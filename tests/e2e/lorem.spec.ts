import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { expectToast, readClipboard } from './helpers'

test.beforeEach(async ({ page }) => {
  await page.goto('/#/lorem')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lorem Ipsum Generator')
})

test('generates 3 paragraphs starting with Lorem ipsum by default', async ({ page }) => {
  await expect(page.getByLabel('Generate')).toHaveValue('paragraphs')
  await expect(page.getByLabel(/Number of paragraphs/)).toHaveValue('3')
  await expect(page.getByLabel('Start with Lorem ipsum')).toBeChecked()
  await page.getByRole('button', { name: 'Generate', exact: true }).click()
  const out = page.getByTestId('lorem-output')
  await expect(out.locator('p')).toHaveCount(3)
  await expect(out).toContainText(/^Lorem ipsum dolor sit amet/)
})

test('generates words and sentences by count, within the limits', async ({ page }) => {
  await page.getByLabel('Generate').selectOption('words')
  await page.getByLabel(/Number of words/).fill('12')
  await page.getByLabel('Start with Lorem ipsum').uncheck()
  await page.keyboard.press('ControlOrMeta+Enter')
  const text = await page.getByTestId('lorem-output').innerText()
  expect(text.replace(/\./g, '').split(/\s+/)).toHaveLength(12)
  await page.getByLabel('Generate').selectOption('sentences')
  await page.getByLabel(/Number of sentences/).fill('99')
  await page.getByLabel(/Number of sentences/).blur()
  await expect(page.getByLabel(/Number of sentences/)).toHaveValue('50')
})

test('copies the output and persists the settings as devtools-lorem-generator', async ({ page }) => {
  await page.getByLabel('Generate').selectOption('sentences')
  await page.getByLabel(/Number of sentences/).fill('2')
  await page.getByRole('button', { name: 'Generate', exact: true }).click()
  await page.getByRole('main').getByRole('button', { name: 'Copy' }).last().click()
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe(await page.getByTestId('lorem-output').innerText())
  await page.reload()
  await expect(page.getByLabel('Generate')).toHaveValue('sentences')
  await expect(page.getByLabel(/Number of sentences/)).toHaveValue('2')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-lorem-generator')))!)).toEqual({ paragraphs: 3, sentences: 2, words: 50, type: 'sentences', startWithLorem: true })
})

test('has no serious accessibility violations', async ({ page }) => {
  await page.getByRole('button', { name: 'Generate', exact: true }).click()
  const r = await new AxeBuilder({ page }).analyze()
  expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})
