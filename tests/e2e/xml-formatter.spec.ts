import { expect, test, type Page } from '@playwright/test'
import { editor, editorText, expectAxeClean, expectEditorText, setEditor } from './helpers'

const out = (page: Page) => editorText(page, 'Prettified XML')
const prettify = (page: Page) => page.getByRole('button', { name: 'Prettify', exact: true }).click()

test.beforeEach(async ({ page }) => {
  await page.goto('/#/xml-formatter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('XML Prettifier')
})

test('prettifies with a 4-space indent, collapsing text, keeping comments, CDATA, PIs, namespaces, mixed content and xml:space', async ({ page }) => {
  await expect(page.getByText('The prettified XML appears here.')).toBeVisible()
  await setEditor(
    page,
    'XML Input',
    '<?xml version="1.0"?><!-- c --><n:r xmlns:n="urn:x"><n:a id="1">  two   words </n:a><?pi x?><d><![CDATA[<raw>]]></d><e/><p>Hello <b>bold</b>  world</p><pre xml:space="preserve"> a\n  <i>b</i></pre></n:r>',
  )
  await prettify(page)
  await expect
    .poll(() => out(page))
    .toBe(
      '<?xml version="1.0"?>\n<!-- c -->\n<n:r xmlns:n="urn:x">\n    <n:a id="1">two words</n:a>\n    <?pi x?>\n    <d><![CDATA[<raw>]]></d>\n    <e/>\n    <p>Hello <b>bold</b>  world</p>\n    <pre xml:space="preserve"> a\n  <i>b</i></pre>\n</n:r>',
    )
})

test("invalid XML: 'Invalid XML' in red under the input, output cleared, input kept; success clears it", async ({ page }) => {
  await setEditor(page, 'XML Input', '<a><b>x</b></a>')
  await prettify(page)
  await expect(editor(page, 'Prettified XML')).toBeVisible()
  await setEditor(page, 'XML Input', '<a>\n  <b></a>')
  await prettify(page)
  const error = page.getByTestId('xml-error')
  await expect(error.getByRole('alert')).toHaveText('Invalid XML')
  const color = await error.getByRole('alert').evaluate((el) => getComputedStyle(el).color)
  expect(color).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/) // red
  await expect(editor(page, 'Prettified XML')).toHaveCount(0)
  await expectEditorText(page, 'XML Input', '<a>\n  <b></a>')
  // Two roots are refused too.
  await setEditor(page, 'XML Input', '<a/><b/>')
  await prettify(page)
  await expect(error.getByRole('alert')).toHaveText('Invalid XML')
  await setEditor(page, 'XML Input', '<ok/>')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect.poll(() => out(page)).toBe('<ok/>')
  await expect(page.getByTestId('xml-error')).toHaveCount(0)
})

test('persists as devtools-xml-prettifier', async ({ page }) => {
  await setEditor(page, 'XML Input', '<saved/>')
  await page.reload()
  await expectEditorText(page, 'XML Input', '<saved/>')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-xml-prettifier')))!)).toEqual({ input: '<saved/>' })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'XML Input', '<a><b/></a')
  await prettify(page)
  await expect(page.getByTestId('xml-error')).toBeVisible()
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
