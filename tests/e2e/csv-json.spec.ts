import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { editor, editorText, expectEditorText, expectToast, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const headers = (page: Page) => page.getByRole('checkbox', { name: 'First row contains headers' })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/csv-json')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CSV ↔ JSON Converter')
})

test('has a tab per direction and the headers checkbox, on by default', async ({ page }) => {
  await expect(page.getByRole('tab', { name: 'CSV to JSON' })).toHaveAttribute('aria-selected', 'true')
  await expect(headers(page)).toBeChecked()
  await expect(page.getByText('The JSON array appears here. Press Convert to JSON.')).toBeVisible()
  await page.getByRole('tab', { name: 'JSON to CSV' }).click()
  await expect(page.getByText('The CSV appears here. Press Convert to CSV.')).toBeVisible()
})

test('converts CSV to JSON: quoted fields, doubled quotes, embedded newlines, empty fields, trailing newline', async ({ page }) => {
  await setEditor(page, 'CSV input', 'name,quote,city\n"Smith, Jo","She said ""hi""",\nAda,"line one\nline two",London\n')
  await button(page, 'Convert to JSON').click()
  await expectToast(page, '✅ Converted CSV to JSON successfully!')
  await expectEditorText(
    page,
    'JSON output',
    JSON.stringify(
      [
        { name: 'Smith, Jo', quote: 'She said "hi"', city: '' },
        { name: 'Ada', quote: 'line one\nline two', city: 'London' },
      ],
      null,
      2,
    ),
  )
})

test('blank input in either direction gets a clear error, never a success toast', async ({ page }) => {
  await button(page, 'Convert to JSON').click()
  await expectToast(page, '❌ Please enter CSV to convert')
  await expect(page.getByRole('main').getByText('Please enter CSV to convert', { exact: true })).toBeVisible()
  await expect(page.getByText('The JSON array appears here. Press Convert to JSON.')).toBeVisible()
  await page.getByRole('tab', { name: 'JSON to CSV' }).click()
  await setEditor(page, 'JSON input', '  \n  ')
  await button(page, 'Convert to CSV').click()
  await expectToast(page, '❌ Please enter JSON to convert')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'successfully' })).toHaveCount(0)
})

test('names columns column_1, column_2, ... without the header option', async ({ page }) => {
  await headers(page).uncheck()
  await setEditor(page, 'CSV input', 'a,b\n1,2')
  await button(page, 'Convert to JSON').click()
  await expectEditorText(page, 'JSON output', JSON.stringify([{ column_1: 'a', column_2: 'b' }, { column_1: '1', column_2: '2' }], null, 2))
})

test('converts JSON to CSV with exact numbers (D24) and quoting where needed', async ({ page }) => {
  await page.getByRole('tab', { name: 'JSON to CSV' }).click()
  await setEditor(page, 'JSON input', '[{"id":12345678901234567890,"price":0.10000000000000000001,"name":"Smith, Jo"},{"id":2,"note":"say \\"hi\\""}]')
  await button(page, 'Convert to CSV').click()
  await expectToast(page, '✅ Converted JSON to CSV successfully!')
  await expectEditorText(page, 'CSV output', 'id,price,name,note\n12345678901234567890,0.10000000000000000001,"Smith, Jo",\n2,,,"say ""hi"""')
})

test("refuses JSON that is not an array of objects, and invalid JSON, with SPEC's messages", async ({ page }) => {
  await page.getByRole('tab', { name: 'JSON to CSV' }).click()
  await setEditor(page, 'JSON input', '{"a":1}')
  await button(page, 'Convert to CSV').click()
  await expectToast(page, '❌ Error: JSON must be an array of objects')
  await expect(page.getByTestId('json-to-csv-error').getByRole('alert')).toHaveText('JSON must be an array of objects')
  await setEditor(page, 'JSON input', '[{"a":')
  await button(page, 'Convert to CSV').click()
  await expectToast(page, '❌ Error: Invalid JSON format or structure')
  await expect(page.getByTestId('json-to-csv-error').getByRole('alert')).toHaveText('Invalid JSON format or structure')
  await expectEditorText(page, 'JSON input', '[{"a":')
})

test('reports an unterminated quoted field', async ({ page }) => {
  await setEditor(page, 'CSV input', 'a,b\n1,"open')
  await button(page, 'Convert to JSON').click()
  await expectToast(page, '❌ Error: Quoted field unterminated (row 2)')
})

test('persists the inputs and the header choice as devtools-csv-json', async ({ page }) => {
  await setEditor(page, 'CSV input', 'x,y')
  await headers(page).uncheck()
  await page.getByRole('tab', { name: 'JSON to CSV' }).click()
  await setEditor(page, 'JSON input', '[{"x":1}]')
  await page.reload()
  await expectEditorText(page, 'CSV input', 'x,y')
  await expect(headers(page)).not.toBeChecked()
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-csv-json')))!)).toEqual({ csvInput: 'x,y', jsonInput: '[{"x":1}]', hasHeaders: false })
})

test('converts CSV over 1 MB in the worker with progress, and can cancel', async ({ page }) => {
  await expect(editor(page, 'CSV input')).toBeVisible()
  const rows = 200_000
  const csv = 'id,name,note\n' + Array.from({ length: rows }, (_, i) => `${i},"Name ${i}","multi\nline, ""q"" ${i}"`).join('\n')
  expect(csv.length).toBeGreaterThan(7_000_000)
  await page.locator('input[type=file]').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByRole('group', { name: 'CSV input' })).toContainText('Every action works on the whole input.')
  // Cancel part way: the button comes back and no result appears.
  await button(page, 'Convert to JSON').click()
  await expect(page.getByRole('progressbar', { name: 'Converting...' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(button(page, 'Convert to JSON')).toBeEnabled()
  await expect(page.getByText('The JSON array appears here. Press Convert to JSON.')).toBeVisible()
  // A full run: the result is shown as its start, with the note.
  await button(page, 'Convert to JSON').click()
  await expectToast(page, '✅ Converted CSV to JSON successfully!')
  await expect(page.getByText(/^Showing the first .* Copy and Download give the whole result\.$/)).toBeVisible({ timeout: 30_000 })
  expect((await editorText(page, 'JSON output')).startsWith('[\n  {\n    "id": "0",\n    "name": "Name 0",\n    "note": "multi\\nline, \\"q\\" 0"\n  },')).toBe(true)
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await setEditor(page, 'CSV input', 'a,b\n1,2')
    await button(page, 'Convert to JSON').click()
    await expect(editor(page, 'JSON output')).toBeVisible()
    await page.mouse.move(0, 0)
    const results = await new AxeBuilder({ page }).analyze()
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
