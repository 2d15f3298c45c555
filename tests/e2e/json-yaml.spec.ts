import { expect, test, type Page } from '@playwright/test'
import { editor, expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/json-yaml')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON ↔ YAML Converter')
})

test('has the two panels, each with a hint while empty', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'JSON to YAML' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'YAML to JSON' })).toBeVisible()
  await expect(page.getByText('The YAML appears here. Press Convert to YAML.')).toBeVisible()
  await expect(page.getByText('The JSON appears here. Press Convert to JSON.')).toBeVisible()
})

test('converts JSON to YAML with a 2-space indent, keeping key order, non-ASCII and multi-line strings', async ({ page }) => {
  await setEditor(page, 'JSON input', '{"name":"DevTools","2":"two","tags":["json","yaml"],"nested":{"ok":true,"none":null},"text":"line one\\nline two","u":"héllo 😀 日本","yes":"yes"}')
  await button(page, 'Convert to YAML').click()
  await expectEditorText(
    page,
    'YAML output',
    "name: DevTools\n'2': two\ntags:\n  - json\n  - yaml\nnested:\n  ok: true\n  none: null\ntext: |-\n  line one\n  line two\nu: héllo 😀 日本\n'yes': 'yes'\n",
  )
})

test('keeps 12345678901234567890 and 0.10000000000000000001 exactly both ways (D24)', async ({ page }) => {
  await setEditor(page, 'JSON input', '{"id":12345678901234567890,"price":0.10000000000000000001}')
  await button(page, 'Convert to YAML').click()
  await expectEditorText(page, 'YAML output', 'id: 12345678901234567890\nprice: 0.10000000000000000001\n')
  await setEditor(page, 'YAML input', 'id: 12345678901234567890\nprice: 0.10000000000000000001')
  await button(page, 'Convert to JSON').click()
  await expectEditorText(page, 'JSON output', '{\n  "id": 12345678901234567890,\n  "price": 0.10000000000000000001\n}')
})

test('converts YAML to JSON, expanding anchors, aliases and merge keys and reading block strings', async ({ page }) => {
  await setEditor(page, 'YAML input', 'base: &base\n  host: localhost\n  port: 5432\ndev:\n  <<: *base\n  name: dév\nnote: |\n  a\n  b\n')
  await button(page, 'Convert to JSON').click()
  await expectEditorText(
    page,
    'JSON output',
    '{\n  "base": {\n    "host": "localhost",\n    "port": 5432\n  },\n  "dev": {\n    "host": "localhost",\n    "port": 5432,\n    "name": "dév"\n  },\n  "note": "a\\nb\\n"\n}',
  )
})

test("shows the JSON parser's message inline (no toast needed), keeps the input, clears on the next good attempt", async ({ page }) => {
  await setEditor(page, 'JSON input', '{"ok": 1}')
  await button(page, 'Convert to YAML').click()
  await expect(editor(page, 'YAML output')).toBeVisible()
  await setEditor(page, 'JSON input', '{\n  "a": }')
  await button(page, 'Convert to YAML').click()
  await expect(page.getByTestId('json-to-yaml-error')).toHaveText("Object value expected after ':' (line 2, column 8)")
  await expect(page.locator('.cm-error-line')).toHaveCount(1)
  await expect(editor(page, 'YAML output')).toHaveCount(0)
  await expectEditorText(page, 'JSON input', '{\n  "a": }')
  await setEditor(page, 'JSON input', '[]')
  await button(page, 'Convert to YAML').click()
  await expect(page.getByTestId('json-to-yaml-error')).toHaveCount(0)
  await expectEditorText(page, 'YAML output', '[]\n')
})

test("shows the YAML parser's message with its position", async ({ page }) => {
  await setEditor(page, 'YAML input', 'a: b: c')
  await button(page, 'Convert to JSON').click()
  await expect(page.getByTestId('yaml-to-json-error')).toHaveText('Nested mappings are not allowed in compact mappings (line 1, column 4)')
  await expect(page.getByText('The JSON appears here. Press Convert to JSON.')).toBeVisible()
})

test('converts the first document of a stream (saying there are more) or all documents as a JSON array, and keeps the choice (D29)', async ({ page }) => {
  const documents = page.getByLabel('Documents', { exact: true })
  await expect(documents).toHaveValue('first')
  await expect(documents.locator('option')).toHaveText(['First document', 'All documents (JSON array)'])
  await setEditor(page, 'YAML input', 'kind: A\n---\nkind: B\n---\n- 1\n')
  await button(page, 'Convert to JSON').click()
  await expectEditorText(page, 'JSON output', '{\n  "kind": "A"\n}')
  const warnings = page.getByRole('list', { name: 'Warnings' })
  await expect(warnings).toHaveText('The stream holds 3 documents; only the first is converted. Choose “All documents” to convert them all as a JSON array.')
  // Another choice marks the shown result out of date (D31) until Convert runs again.
  await documents.selectOption('all')
  await expect(page.getByTestId('stale-note')).toContainText('Out of date')
  await button(page, 'Convert to JSON').click()
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await expectEditorText(page, 'JSON output', '[\n  {\n    "kind": "A"\n  },\n  {\n    "kind": "B"\n  },\n  [\n    1\n  ]\n]')
  await expect(warnings).toHaveCount(0)
  await page.reload()
  await expect(page.getByLabel('Documents', { exact: true })).toHaveValue('all')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-yaml')))!)).toMatchObject({ documents: 'all' })

  // And back: the stream's documents as a JSON array become one YAML sequence, which converts to the same JSON text.
  const array = '[\n  {\n    "kind": "A"\n  },\n  {\n    "kind": "B"\n  },\n  [\n    1\n  ]\n]'
  await setEditor(page, 'JSON input', array)
  await button(page, 'Convert to YAML').click()
  await expectEditorText(page, 'YAML output', '- kind: A\n- kind: B\n- - 1\n')
  // (A one-document stream: "All documents" wraps it in an array of one, "First document" gives it as it is.)
  await setEditor(page, 'YAML input', '- kind: A\n- kind: B\n- - 1\n')
  await button(page, 'Convert to JSON').click()
  await expectEditorText(page, 'JSON output', `[\n${array.replace(/^/gm, '  ')}\n]`)
  await page.getByLabel('Documents', { exact: true }).selectOption('first')
  await button(page, 'Convert to JSON').click()
  await expectEditorText(page, 'JSON output', array)
})

test('accepts valid YAML 1.2 that other tools reject: tags, %TAG, !!set, !!omap, !!binary, complex keys, 1e400 (D29)', async ({ page }) => {
  const src = [
    '%TAG !e! tag:example.com,2000:app/',
    '---',
    'bucket: !Ref MyBucket',
    'thing: !e!widget {size: 1e400}',
    'set: !!set {a, b}',
    'omap: !!omap [p: 1, q: 2]',
    'bin: !!binary aGk=',
    '[x, z]: complex',
  ].join('\n')
  await setEditor(page, 'YAML input', src)
  await button(page, 'Convert to JSON').click()
  await expectEditorText(
    page,
    'JSON output',
    '{\n  "bucket": "MyBucket",\n  "thing": {\n    "size": 1e400\n  },\n  "set": {\n    "a": null,\n    "b": null\n  },\n  "omap": [\n    {\n      "p": 1\n    },\n    {\n      "q": 2\n    }\n  ],\n  "bin": "aGk=",\n  "[\\"x\\",\\"z\\"]": "complex"\n}',
  )
  await expect(page.getByRole('list', { name: 'Warnings' }).getByRole('listitem')).toHaveText([
    'Unknown tag !Ref on line 3, column 9: its value is kept as written, without the tag.',
    'Unknown tag !e!widget (tag:example.com,2000:app/widget) on line 4, column 8: its value is kept as written, without the tag.',
  ])
  await expect(page.getByTestId('yaml-to-json-error')).toHaveCount(0)
})

test('JSON to YAML and back gives the same JSON text: big integers, -0, 1.0, exponents (D24)', async ({ page }) => {
  const json = '{\n  "big": 12345678901234567890,\n  "negZero": -0,\n  "one": 1.0,\n  "exp": 1e5,\n  "huge": -1e+9999\n}'
  await setEditor(page, 'JSON input', json)
  await button(page, 'Convert to YAML').click()
  await expectEditorText(page, 'YAML output', 'big: 12345678901234567890\nnegZero: -0\none: 1.0\nexp: 1e5\nhuge: -1e+9999\n')
  await setEditor(page, 'YAML input', 'big: 12345678901234567890\nnegZero: -0\none: 1.0\nexp: 1e5\nhuge: -1e+9999\n')
  await button(page, 'Convert to JSON').click()
  await expectEditorText(page, 'JSON output', json)
})

test('Ctrl/Cmd+Enter converts the panel being edited; the frame copies its result', async ({ page }) => {
  await setEditor(page, 'YAML input', 'a: 1')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectEditorText(page, 'JSON output', '{\n  "a": 1\n}')
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe('{\n  "a": 1\n}')
  await setEditor(page, 'JSON input', '{"b":2}')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectEditorText(page, 'YAML output', 'b: 2\n')
})

test('persists jsonInput and yamlInput as devtools-json-yaml', async ({ page }) => {
  await setEditor(page, 'JSON input', '{"kept":1}')
  await setEditor(page, 'YAML input', 'kept: 2')
  await page.reload()
  await expectEditorText(page, 'JSON input', '{"kept":1}')
  await expectEditorText(page, 'YAML input', 'kept: 2')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-yaml')))!)).toEqual({ jsonInput: '{"kept":1}', yamlInput: 'kept: 2', documents: 'first' })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'JSON input', '{"a": }')
  await button(page, 'Convert to YAML').click()
  await setEditor(page, 'YAML input', 'a: 1')
  await button(page, 'Convert to JSON').click()
  await expect(editor(page, 'JSON output')).toBeVisible()
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
