import { expect, test, type Page } from '@playwright/test'
import { editor, expectAxeClean, expectEditorText, expectToast, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/json-xml')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON ↔ XML Converter')
})

test('has a tab per direction', async ({ page }) => {
  await expect(page.getByRole('tab', { name: 'JSON to XML' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('The XML appears here. Press Convert to XML.')).toBeVisible()
  await page.getByRole('tab', { name: 'XML to JSON' }).click()
  await expect(page.getByRole('tab', { name: 'XML to JSON' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('The JSON appears here. Press Convert to JSON.')).toBeVisible()
})

test('converts JSON to XML: root, repeated elements, item_N, attributes, text, exact numbers (D24)', async ({ page }) => {
  await setEditor(page, 'JSON input', '{"user":{"attributes":{"id":"7"},"text":"Ada & Co"},"tags":["a","b"],"grid":[[1]],"id":12345678901234567890,"price":0.10000000000000000001}')
  await button(page, 'Convert to XML').click()
  await expectToast(page, '✅ Converted JSON to XML successfully!')
  await expectEditorText(
    page,
    'XML output',
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<root>',
      '  <user id="7">Ada &amp; Co</user>',
      '  <tags>a</tags>',
      '  <tags>b</tags>',
      '  <grid>',
      '    <item_0>',
      '      <item_0>1</item_0>',
      '    </item_0>',
      '  </grid>',
      '  <id>12345678901234567890</id>',
      '  <price>0.10000000000000000001</price>',
      '</root>',
    ].join('\n'),
  )
})

test('converts XML to JSON: attributes under "attributes", text under "text", repeats as arrays', async ({ page }) => {
  await page.getByRole('tab', { name: 'XML to JSON' }).click()
  await setEditor(page, 'XML input', '<?xml version="1.0"?>\n<catalog lang="en"><book id="1">Dune<year>1965</year></book><book id="2"><title>Émma</title></book></catalog>')
  await button(page, 'Convert to JSON').click()
  await expectToast(page, '✅ Converted XML to JSON successfully!')
  await expectEditorText(
    page,
    'JSON output',
    JSON.stringify(
      { catalog: { attributes: { lang: 'en' }, book: [{ attributes: { id: '1' }, year: '1965', text: 'Dune' }, { attributes: { id: '2' }, title: 'Émma' }] } },
      null,
      2,
    ),
  )
})

test("invalid JSON: 'Invalid JSON format' inline and '❌ Error: Invalid JSON format'; the input stays", async ({ page }) => {
  await setEditor(page, 'JSON input', '{"a": }')
  await button(page, 'Convert to XML').click()
  await expectToast(page, '❌ Error: Invalid JSON format')
  const error = page.getByTestId('json-to-xml-error')
  await expect(error.getByRole('alert')).toHaveText('Invalid JSON format')
  await expect(error).toContainText("Object value expected after ':' (line 1, column 7)")
  await expectEditorText(page, 'JSON input', '{"a": }')
  await setEditor(page, 'JSON input', '{"a": 1}')
  await button(page, 'Convert to XML').click()
  await expect(error).toHaveCount(0)
  await expect(editor(page, 'XML output')).toBeVisible()
})

test("invalid XML: 'Invalid XML format' with the XML Prettifier's reason and place, inline and in the toast", async ({ page }) => {
  await page.getByRole('tab', { name: 'XML to JSON' }).click()
  await setEditor(page, 'XML input', '<a><b></a>')
  await button(page, 'Convert to JSON').click()
  const message = "Invalid XML format: Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'. (line 1, column 7)"
  await expectToast(page, `❌ Error: ${message}`)
  await expect(page.getByTestId('xml-to-json-error').getByRole('alert')).toHaveText(message)
  await expect(page.locator('.cm-error-line')).toHaveCount(1)
  await expect(page.getByText('The JSON appears here. Press Convert to JSON.')).toBeVisible()
})

test('JSON to XML lists the keys it had to rename', async ({ page }) => {
  await setEditor(page, 'JSON input', '{"a&b":1,"first name":"Ada"}')
  await button(page, 'Convert to XML').click()
  await expect(page.getByRole('list', { name: 'Warnings' }).getByRole('listitem')).toHaveText(['"a&b" is not an XML name: written as a_b', '"first name" is not an XML name: written as first_name'])
  await expect(editor(page, 'XML output')).toContainText('<a_b>1</a_b>')
})

test('blank input in either direction gets a clear error, never a success toast', async ({ page }) => {
  await button(page, 'Convert to XML').click()
  await expectToast(page, '❌ Please enter JSON to convert')
  await expect(page.getByRole('main').getByText('Please enter JSON to convert', { exact: true })).toBeVisible()
  await page.getByRole('tab', { name: 'XML to JSON' }).click()
  await button(page, 'Convert to JSON').click()
  await expectToast(page, '❌ Please enter XML to convert')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'successfully' })).toHaveCount(0)
})

test('Ctrl/Cmd+Enter converts the open tab; inputs persist as devtools-json-xml', async ({ page }) => {
  await setEditor(page, 'JSON input', '[1]')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectEditorText(page, 'XML output', '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <item_0>1</item_0>\n</root>')
  await page.getByRole('tab', { name: 'XML to JSON' }).click()
  await setEditor(page, 'XML input', '<k>v</k>')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectEditorText(page, 'JSON output', '{\n  "k": "v"\n}')
  await page.reload()
  await expectEditorText(page, 'JSON input', '[1]')
  await page.getByRole('tab', { name: 'XML to JSON' }).click()
  await expectEditorText(page, 'XML input', '<k>v</k>')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-xml')))!)).toEqual({ jsonInput: '[1]', xmlInput: '<k>v</k>' })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'JSON input', '{"a": }')
  await button(page, 'Convert to XML').click()
  await expect(page.getByTestId('json-to-xml-error')).toBeVisible()
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
