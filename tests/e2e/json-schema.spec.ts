import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editor, expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const SCHEMA = 'JSON Schema'
const DOCUMENT = 'JSON document'
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

const schema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "id": { "type": "integer" },
    "email": { "type": "string", "format": "email" }
  },
  "required": ["id"]
}`

test.beforeEach(async ({ page }) => {
  await page.goto('/#/json-schema')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Schema Validator')
})

test('validates as you type: valid, then each error with its pointer, jumping to its line (Ajv runs in the worker under the CSP)', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(page.getByTestId('schema-hint')).toContainText('Paste a JSON Schema and a JSON document')
  await setEditor(page, SCHEMA, schema)
  await expect(page.getByTestId('schema-hint')).toHaveText('Enter a JSON document to validate.')
  await setEditor(page, DOCUMENT, '{"id": 1, "email": "a@example.com"}')
  await expect(page.getByTestId('schema-valid')).toHaveText('Valid against draft 2020-12')

  await setEditor(page, DOCUMENT, '{\n  "id": "one",\n  "email": "nope"\n}')
  const list = page.getByTestId('schema-errors')
  await expect(list.getByRole('heading')).toHaveText('2 errors against draft 2020-12')
  await expect(list.getByRole('listitem')).toHaveText(['/idmust be integertype · line 2, column 9', '/emailmust match format "email"format · line 3, column 12'])
  await list.getByRole('button', { name: /^\/email/ }).click()
  await expect(editor(page, DOCUMENT).locator('.cm-activeLine')).toHaveText('  "email": "nope"')

  // Copy (the frame's result) is the report as text.
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(() => readClipboard(page)).toBe('2 errors against draft 2020-12\n/id (line 2, column 9): must be integer [type]\n/email (line 3, column 12): must match format "email" [format]')

  // Formats off: the format is only an annotation.
  await page.getByLabel('Check formats').uncheck()
  await expect(list.getByRole('heading')).toHaveText('1 error against draft 2020-12')
  expect(errors.filter((e) => /Content Security Policy|unsafe-eval/i.test(e))).toEqual([])
})

test('where Ajv falls short ($dynamicRef), the reference validator gives the suite\'s verdict and says Ajv disagreed (issue 35)', async ({ page }) => {
  const errors = collectErrors(page)
  // JSON-Schema-Test-Suite draft2020-12/dynamicRef.json/0.
  await setEditor(page, SCHEMA, JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', $id: 'https://test.json-schema.org/dynamicRef-dynamicAnchor-same-schema/root', type: 'array', items: { $dynamicRef: '#items' }, $defs: { foo: { $dynamicAnchor: 'items', type: 'string' } } }, null, 2))
  await setEditor(page, DOCUMENT, '["foo", "bar"]')
  await expect(page.getByTestId('schema-valid')).toHaveText('Valid against draft 2020-12')
  await expect(page.getByText(/^Ajv found this document invalid; the verdict shown is the reference validator's \(@hyperjump\/json-schema\)/)).toBeVisible()
  await setEditor(page, DOCUMENT, '[\n  "foo",\n  42\n]')
  await expect(page.getByTestId('schema-errors').getByRole('listitem')).toHaveText(['/1must be stringtype · line 3, column 3'])
  expect(errors.filter((e) => /Content Security Policy|unsafe-eval|fetch/i.test(e))).toEqual([])
})

test('an invalid schema is reported as such, at its position in the schema', async ({ page }) => {
  await setEditor(page, DOCUMENT, '{"id": 1}')
  await setEditor(page, SCHEMA, '{\n  "type": "object",\n  "properties": { "id": { "type": "int" } }\n}')
  const invalid = page.getByTestId('schema-invalid')
  await expect(invalid.getByRole('heading')).toHaveText('The schema is invalid (draft 2020-12 meta-schema)')
  await expect(invalid.getByRole('listitem').first()).toContainText('/properties/id/type')
  await invalid.getByRole('listitem').first().getByRole('button').click()
  await expect(editor(page, SCHEMA).locator('.cm-activeLine')).toHaveText('  "properties": { "id": { "type": "int" } }')

  await setEditor(page, SCHEMA, '{"$ref": "#/$defs/nothing"}')
  await expect(invalid.getByRole('listitem')).toContainText(["/$refcan't resolve reference #/$defs/nothing from id #"])
})

test('invalid JSON on either side: the parser message with line and column under that editor', async ({ page }) => {
  await setEditor(page, SCHEMA, '{"type": }')
  await setEditor(page, DOCUMENT, '[1,')
  await expect(page.getByTestId('schema-schema-error')).toHaveText('Schema is not valid JSON: Object value expected after \':\' (line 1, column 10)')
  await expect(page.getByTestId('schema-document-error')).toHaveText('Document is not valid JSON: Array item expected but reached end of input (line 1, column 4)')
  await expect(page.getByTestId('schema-syntax')).toContainText('Neither text is valid JSON.')
})

test('the draft comes from $schema or the select', async ({ page }) => {
  await setEditor(page, DOCUMENT, '[1]')
  await setEditor(page, SCHEMA, '{"$schema": "http://json-schema.org/draft-07/schema#", "items": [{"type": "string"}]}')
  await expect(page.getByTestId('schema-errors').getByRole('heading')).toHaveText('1 error against draft-07')
  await page.getByLabel('Draft', { exact: true }).selectOption('2019-09')
  await expect(page.getByTestId('schema-errors').getByRole('heading')).toHaveText('1 error against draft 2019-09')
  await expect(page.getByTestId('schema-errors')).toContainText('validated as draft 2019-09, as chosen')
  await page.getByLabel('Draft', { exact: true }).selectOption('2020-12')
  // An array "items" is not 2020-12: its meta-schema rejects the schema.
  await expect(page.getByTestId('schema-invalid')).toBeVisible()
})

test('Infer a schema from the document (with a confirm over an existing schema)', async ({ page }) => {
  await setEditor(page, DOCUMENT, '[{"id": 1, "name": "a"}, {"id": 2}]')
  await button(page, 'Infer a schema').click()
  await expectToast(page, 'Schema inferred from the document (draft 2020-12)')
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-schema')))!).schema).toBe(
    JSON.stringify(
      { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id'] } },
      null,
      2,
    ),
  )
  await expect(page.getByTestId('schema-valid')).toHaveText('Valid against draft 2020-12')
  page.once('dialog', (d) => void d.dismiss())
  await setEditor(page, DOCUMENT, '{"x": true}')
  await button(page, 'Infer a schema').click()
  await expect(page.getByTestId('schema-errors').getByRole('heading')).toHaveText('1 error against draft 2020-12')
})

test('an edit marks the shown result out of date until it is recomputed (D31)', async ({ page }) => {
  await setEditor(page, SCHEMA, '{"type": "integer"}')
  await setEditor(page, DOCUMENT, '1')
  await expect(page.getByTestId('schema-valid')).toBeVisible()
  await editor(page, DOCUMENT).click()
  await page.keyboard.type('.5')
  await expect(page.getByTestId('schema-errors').getByRole('heading')).toHaveText('1 error against draft 2020-12')
  await expect(page.getByTestId('schema-result')).not.toHaveAttribute('data-stale')
})

test('persists both texts and the options as devtools-json-schema, and Share reopens them', async ({ page, browser }) => {
  await setEditor(page, SCHEMA, '{"type": "string"}')
  await setEditor(page, DOCUMENT, '"kept"')
  await page.getByLabel('Draft', { exact: true }).selectOption('07')
  await page.reload()
  await expectEditorText(page, SCHEMA, '{"type": "string"}')
  await expectEditorText(page, DOCUMENT, '"kept"')
  await expect(page.getByLabel('Draft', { exact: true })).toHaveValue('07')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-schema')))!)).toEqual({ schema: '{"type": "string"}', document: '"kept"', draft: '07', formats: true })
  await expect(page.getByTestId('schema-valid')).toHaveText('Valid against draft-07')

  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/json-schema\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expectEditorText(fresh, SCHEMA, '{"type": "string"}')
  await expectEditorText(fresh, DOCUMENT, '"kept"')
  await expect(fresh.getByLabel('Draft', { exact: true })).toHaveValue('07')
  await other.close()
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await button(page, 'Load example').click()
  await expect(page.getByTestId('schema-errors')).toBeVisible()
  await page.mouse.move(0, 0)
  await page.waitForTimeout(300)
  await expectAxeClean(page)
})

for (const [w, h] of [[1280, 800], [390, 844]] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot ${w}x${h} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h })
      await page.emulateMedia({ colorScheme: scheme })
      await button(page, 'Load example').click()
      await expect(page.getByTestId('schema-errors')).toBeVisible()
      await page.mouse.move(0, 0)
      await page.waitForTimeout(300)
      if (process.env.SCHEMA_SHOTS) {
        await page.screenshot({ path: `${process.env.SCHEMA_SHOTS}/json-schema-${w}-${scheme}.png` })
        await page.getByTestId('schema-errors').screenshot({ path: `${process.env.SCHEMA_SHOTS}/json-schema-${w}-${scheme}-result.png` })
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w)
    })
  }
}
