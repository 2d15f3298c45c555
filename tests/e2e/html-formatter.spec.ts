import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { editorText, expectAxeClean, expectEditorText, expectToast, setEditor } from './helpers'

const out = (page: Page) => editorText(page, 'Formatted Output')
const formatButton = (page: Page) => page.getByRole('button', { name: 'Format HTML', exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/html-formatter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HTML Formatter')
})

test('formats HTML (void tags, inline script and style) with prettier; Download formatted.html', async ({ page }) => {
  await setEditor(page, 'HTML Input', '<div><p>Hi <b>there</b></p><br><img src="a.png" alt="a"><script>let a=1</script><style>a{color:red}</style></div>')
  await formatButton(page).click()
  await expectToast(page, 'HTML formatted successfully!')
  // prettier's own output for this input (node build, same options).
  const expected =
    '<div>\n  <p>Hi <b>there</b></p>\n  <br /><img src="a.png" alt="a" />\n  <script>\n    let a = 1;\n  </script>\n  <style>\n    a {\n      color: red;\n    }\n  </style>\n</div>\n'
  await expect.poll(() => out(page)).toBe(expected)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('formatted.html')
  expect(readFileSync((await download.path())!, 'utf8')).toBe(expected)
})

test('Minify HTML: html-minifier-terser, inline style and script minified too, with the sizes', async ({ page }) => {
  const html = '<div>\n  <!-- note -->\n  <p style="color: #ff0000">Hi   <b>there</b></p>\n  <script>\n    const greeting = "hi"\n    console.log(greeting)\n  </script>\n  <style>\n    a { color: #ff0000; margin: 0px }\n  </style>\n</div>'
  await setEditor(page, 'HTML Input', html)
  await page.getByRole('button', { name: 'Minify HTML', exact: true }).click()
  await expectToast(page, 'HTML minified successfully!')
  // Its own output in node (src/workers/format/minify.impl.test.ts runs the same engine).
  await expect.poll(() => out(page)).toBe('<div><p style="color:red">Hi <b>there</b></p><script>const greeting="hi";console.log("hi")</script><style>a{color:red;margin:0}</style></div>')
  await expect(page.getByTestId('minify-stats')).toHaveText(/^212 → 141 bytes \(saved 71 bytes, 33%\) · gzip \d+ bytes$/)
})

test('indent 4', async ({ page }) => {
  await setEditor(page, 'HTML Input', '<ul><li>a</li><li>b</li></ul>')
  await page.getByLabel('Indent Size').selectOption('4')
  await formatButton(page).click()
  await expect.poll(() => out(page)).toBe('<ul>\n    <li>a</li>\n    <li>b</li>\n</ul>\n')
})

test("a syntax error: 'Error formatting HTML' with the position", async ({ page }) => {
  await setEditor(page, 'HTML Input', '<div>\n</span>')
  await formatButton(page).click()
  await expectToast(page, 'Error formatting HTML')
  await expect(page.getByTestId('format-error')).toContainText('(line 2, column')
  await expectEditorText(page, 'HTML Input', '<div>\n</span>')
})

test('blank input gets a clear message, never a success toast', async ({ page }) => {
  await formatButton(page).click()
  await expectToast(page, 'Please enter HTML to format')
  await expect(page.getByTestId('format-error')).toHaveText('Please enter HTML to format')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'successfully' })).toHaveCount(0)
  await expect(page.getByText('The formatted HTML appears here. Press Format HTML or Minify HTML.')).toBeVisible()
})

test('persists as devtools-html-formatter', async ({ page }) => {
  await setEditor(page, 'HTML Input', '<p>x</p>')
  await page.getByLabel('Indent Type').selectOption('tabs')
  await page.reload()
  await expectEditorText(page, 'HTML Input', '<p>x</p>')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-html-formatter')))!)).toEqual({ input: '<p>x</p>', indentSize: '2', indentType: 'tabs' })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'HTML Input', '<p>x</p>')
  await formatButton(page).click()
  await expect.poll(() => out(page)).toBe('<p>x</p>\n')
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})
