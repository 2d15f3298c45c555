import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { editorText, expectAxeClean, expectEditorText, expectToast, setEditor } from './helpers'

const out = (page: Page) => editorText(page, 'Formatted Output')
const formatButton = (page: Page) => page.getByRole('button', { name: 'Format CSS', exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/css-formatter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CSS Formatter')
})

test('formats CSS with prettier; toast and Download formatted.css', async ({ page }) => {
  await expect(page.getByText('The formatted CSS appears here.')).toBeVisible()
  await setEditor(page, 'CSS Input', 'a{color:red;background:blue}@media (max-width:600px){.b{margin:0 auto}}')
  await formatButton(page).click()
  await expectToast(page, 'CSS formatted successfully!')
  const expected = 'a {\n  color: red;\n  background: blue;\n}\n@media (max-width: 600px) {\n  .b {\n    margin: 0 auto;\n  }\n}\n'
  await expect.poll(() => out(page)).toBe(expected)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('formatted.css')
  expect(readFileSync((await download.path())!, 'utf8')).toBe(expected)
  await expectToast(page, 'File downloaded!')
})

test('indent 8 and tabs', async ({ page }) => {
  await setEditor(page, 'CSS Input', 'a{color:red}')
  await page.getByLabel('Indent Size').selectOption('8')
  await formatButton(page).click()
  await expect.poll(() => out(page)).toBe('a {\n        color: red;\n}\n')
  await page.getByLabel('Indent Type').selectOption('tabs')
  await formatButton(page).click()
  await expect.poll(() => out(page)).toBe('a {\n\tcolor: red;\n}\n')
})

test("a syntax error: 'Error formatting CSS' with the position", async ({ page }) => {
  await setEditor(page, 'CSS Input', 'a {\n  color: red')
  await formatButton(page).click()
  await expectToast(page, 'Error formatting CSS')
  await expect(page.getByTestId('format-error')).toHaveText('Unclosed block (line 1, column 1)')
  await expectEditorText(page, 'CSS Input', 'a {\n  color: red')
})

test("Minify CSS on a stray brace: 'Error minifying CSS' at its position, never a silent drop", async ({ page }) => {
  await setEditor(page, 'CSS Input', 'a {\n  color: red;\n}\n}\nb { color: blue }')
  await page.getByRole('button', { name: 'Minify CSS', exact: true }).click()
  await expectToast(page, 'Error minifying CSS')
  await expect(page.getByTestId('format-error')).toHaveText('Selector is expected (line 4, column 1)')
  await expect(page.getByTestId('minify-stats')).toHaveCount(0)
})

test('blank input gets a clear message, never a success toast', async ({ page }) => {
  await formatButton(page).click()
  await expectToast(page, 'Please enter CSS to format')
  await expect(page.getByTestId('format-error')).toHaveText('Please enter CSS to format')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'successfully' })).toHaveCount(0)
  await expect(page.getByText('The formatted CSS appears here. Press Format CSS or Minify CSS.')).toBeVisible()
})

test('persists as devtools-css-formatter', async ({ page }) => {
  await setEditor(page, 'CSS Input', 'b{}')
  await page.getByLabel('Indent Size').selectOption('4')
  await page.reload()
  await expectEditorText(page, 'CSS Input', 'b{}')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-css-formatter')))!)).toEqual({ input: 'b{}', indentSize: '4', indentType: 'spaces' })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'CSS Input', 'a{color:red}')
  await formatButton(page).click()
  await expect.poll(() => out(page)).toBe('a {\n  color: red;\n}\n')
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})
