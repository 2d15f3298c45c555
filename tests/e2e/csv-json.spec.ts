import { expect, test, type Page } from '@playwright/test'
import { editor, editorText, expectAxeClean, expectEditorText, expectToast, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const headers = (page: Page) => page.getByRole('checkbox', { name: 'First row contains headers' })
const infer = (page: Page) => page.getByRole('checkbox', { name: 'Detect numbers and booleans' })
const flatten = (page: Page) => page.getByRole('checkbox', { name: 'Flatten nested objects (a.b columns)' })

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

test('ragged rows are warned about by row number, not reshaped in silence', async ({ page }) => {
  await setEditor(page, 'CSV input', 'a,b\n1,2,3\n4')
  await button(page, 'Convert to JSON').click()
  const warnings = page.getByRole('list', { name: 'Warnings' })
  await expect(warnings.getByRole('listitem')).toHaveText([
    'Row 2 has more fields than the header (2): the extra field is under column_3',
    'Row 3 has fewer fields than the header (2): the missing ones are empty strings',
  ])
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

test('"Detect numbers and booleans" (off by default) types plain numbers and true/false; codes and long numbers stay text', async ({ page }) => {
  await expect(infer(page)).not.toBeChecked()
  await expect(infer(page)).toHaveAccessibleDescription('(007, 1e5 and numbers over 15 digits stay text)')
  const csv = 'id,zip,price,active,done,card,part,note\n42,007,19.90,true,FALSE,12345678901234567890,1e5,\n-3.5,00501,0,True,false,1,2E10,x'
  await setEditor(page, 'CSV input', csv)
  await button(page, 'Convert to JSON').click()
  await expectEditorText(page, 'JSON output', JSON.stringify([{ id: '42', zip: '007', price: '19.90', active: 'true', done: 'FALSE', card: '12345678901234567890', part: '1e5', note: '' }, { id: '-3.5', zip: '00501', price: '0', active: 'True', done: 'false', card: '1', part: '2E10', note: 'x' }], null, 2))
  await infer(page).check()
  await button(page, 'Convert to JSON').click()
  await expectToast(page, '✅ Converted CSV to JSON successfully!')
  // Numbers are written as the CSV has them (19.90 stays 19.90, D24).
  await expectEditorText(
    page,
    'JSON output',
    '[\n  {\n    "id": 42,\n    "zip": "007",\n    "price": 19.90,\n    "active": true,\n    "done": false,\n    "card": "12345678901234567890",\n    "part": "1e5",\n    "note": ""\n  },\n' +
      '  {\n    "id": -3.5,\n    "zip": "00501",\n    "price": 0,\n    "active": true,\n    "done": false,\n    "card": 1,\n    "part": "2E10",\n    "note": "x"\n  }\n]',
  )
})

test('"Flatten nested objects (a.b columns)" (off by default) writes dotted columns; arrays stay JSON text', async ({ page }) => {
  await page.getByRole('tab', { name: 'JSON to CSV' }).click()
  await expect(flatten(page)).not.toBeChecked()
  await setEditor(page, 'JSON input', '[{"id":1,"user":{"name":"Ada","address":{"city":"London"}},"tags":["a","b"]},{"id":2,"user":{"name":"Alan","email":"alan@example.com"}}]')
  await button(page, 'Convert to CSV').click()
  await expectEditorText(page, 'CSV output', 'id,user,tags\n1,"{""name"":""Ada"",""address"":{""city"":""London""}}","[""a"",""b""]"\n2,"{""name"":""Alan"",""email"":""alan@example.com""}",')
  await flatten(page).check()
  await button(page, 'Convert to CSV').click()
  await expectToast(page, '✅ Converted JSON to CSV successfully!')
  await expectEditorText(page, 'CSV output', 'id,user.name,user.address.city,tags,user.email\n1,Ada,London,"[""a"",""b""]",\n2,Alan,,,alan@example.com')
})

test('persists the inputs and every option as devtools-csv-json', async ({ page }) => {
  await setEditor(page, 'CSV input', 'x,y')
  await headers(page).uncheck()
  await infer(page).check()
  await page.getByRole('tab', { name: 'JSON to CSV' }).click()
  await setEditor(page, 'JSON input', '[{"x":1}]')
  await flatten(page).check()
  await page.reload()
  await expectEditorText(page, 'CSV input', 'x,y')
  await expect(headers(page)).not.toBeChecked()
  await expect(infer(page)).toBeChecked()
  await page.getByRole('tab', { name: 'JSON to CSV' }).click()
  await expect(flatten(page)).toBeChecked()
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-csv-json')))!)).toEqual({ csvInput: 'x,y', jsonInput: '[{"x":1}]', hasHeaders: false, inferTypes: true, flatten: true })
})

test('converts CSV over 1 MB in the worker with progress, and can cancel', async ({ page }) => {
  // Its waits below allow a busy machine 90 s for the conversion: the test's own limit must allow them too.
  test.setTimeout(150_000)
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
  // 7 MB takes a few seconds, longer on a busy machine: wait for the run to end, then for its toast.
  await expect(button(page, 'Convert to JSON')).toBeEnabled({ timeout: 90_000 })
  await expectToast(page, '✅ Converted CSV to JSON successfully!')
  await expect(page.getByText(/^Showing the first .* Copy and Download give the whole result\.$/)).toBeVisible({ timeout: 30_000 })
  expect((await editorText(page, 'JSON output')).startsWith('[\n  {\n    "id": "0",\n    "name": "Name 0",\n    "note": "multi\\nline, \\"q\\" 0"\n  },')).toBe(true)
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'CSV input', 'a,b\n1,2')
  await button(page, 'Convert to JSON').click()
  await expect(editor(page, 'JSON output')).toBeVisible()
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
