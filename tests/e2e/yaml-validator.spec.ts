import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editor, expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/yaml-validator')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('YAML Validator')
})

test("a valid stream: 'YAML is valid!' and every document shown as written", async ({ page }) => {
  const errors = collectErrors(page)
  await expect(page.getByTestId('yaml-output-empty')).toHaveText('The validated document appears here as written, with any warnings. Press Validate.')
  const stream = 'apiVersion: v1\nkind: Service\nspec:\n    ports: [80, 443]\n---\nkind: Deployment\n'
  await setEditor(page, 'YAML input', stream)
  await button(page, 'Validate').click()
  await expectToast(page, 'YAML is valid!')
  await expect(page.getByTestId('yaml-valid')).toHaveText('Valid YAML · 2 documents')
  await expectEditorText(page, 'Validated YAML', stream)
  await expect(page.getByTestId('yaml-warnings')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a Kubernetes Deployment with comments, anchors, a merge key and 1.10: Copy keeps them, the warnings show', async ({ page }) => {
  const errors = collectErrors(page)
  const deployment = [
    '# web tier',
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: web',
    '  labels: &labels # shared below',
    '    app: web',
    '    version: 1.10',
    'spec:',
    '  replicas: 3',
    '  selector:',
    '    matchLabels: *labels',
    '  template:',
    '    metadata:',
    '      labels:',
    '        <<: *labels',
    '        tier: frontend',
    '    spec:',
    '      containers:',
    '        - name: web',
    '          image: nginx:1.27',
    '          env:',
    '            - name: DEBUG',
    '              value: NO',
    '',
  ].join('\n')
  await setEditor(page, 'YAML input', deployment)
  await button(page, 'Validate').click()
  await expectToast(page, 'YAML is valid!')
  await expect(page.getByTestId('yaml-valid')).toHaveText('Valid YAML · 1 document')
  await expectEditorText(page, 'Validated YAML', deployment)
  const warnings = page.getByTestId('yaml-warnings')
  await expect(warnings.getByRole('heading')).toHaveText('2 warnings: values that may not mean what they look like')
  await expect(warnings.getByRole('listitem')).toHaveText([
    'Line 8, column 14: 1.10 is the number 1.1: the text "1.10" is not kept. If it is a version or an identifier, quote it ("1.10").',
    'Line 24, column 22: NO is the string "NO" in YAML 1.2, but YAML 1.1 parsers (PyYAML, go-yaml v2 and others) read it as the boolean false. Quote it ("NO") to keep the string, or write false.',
  ])
  await page.getByRole('region', { name: 'Output' }).getByRole('button', { name: 'Copy' }).click()
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe(deployment)
  // A warning jumps to its place in the input.
  await warnings.getByRole('button', { name: /^Line 24, column 22/ }).click()
  await expect(editor(page, 'YAML input')).toBeFocused()
  await expect(page.locator('.cm-activeLine').filter({ hasText: 'value: NO' })).toHaveCount(1)
  expect(errors).toEqual([])
})

test("an invalid document: the parser's message with line and column, the toast 'Invalid YAML', the input kept", async ({ page }) => {
  const bad = 'name: app\nlist:\n  - a\n   b: 1\n'
  await setEditor(page, 'YAML input', 'ok: 1')
  await button(page, 'Validate').click()
  await expectToast(page, 'YAML is valid!')
  await setEditor(page, 'YAML input', bad)
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByTestId('yaml-error')).toHaveText(/^.+ \(line \d+, column \d+\)$/)
  await expectToast(page, 'Invalid YAML')
  await expect(page.locator('.cm-error-line')).toHaveCount(1)
  await expect(page.getByRole('textbox', { name: 'Validated YAML' })).toHaveCount(0)
  // The output pane says the document has errors, not 'Press Validate.' as if nothing had been done.
  await expect(page.getByTestId('yaml-output-empty')).toHaveText('The document has errors: see the message under the YAML input. Fix it and press Validate again.')
  await expect(page.getByText('Press Validate.')).toHaveCount(0)
  await expectEditorText(page, 'YAML input', bad)
})

test('a stream is checked document by document: every error listed with its document, line and column, each one jumps there (D29)', async ({ page }) => {
  const stream = 'a: 1\n---\nb: [\n---\nc: on\n---\nd: 1\n  e: 2\n'
  await setEditor(page, 'YAML input', stream)
  await button(page, 'Validate').click()
  await expectToast(page, 'Invalid YAML')
  const docs = page.getByTestId('yaml-documents')
  await expect(docs).toContainText('4 documents, one by one')
  await expect(docs.getByRole('button')).toHaveText([
    'Document 1 (from line 1): valid',
    'Document 2 (from line 2): 1 error',
    'Document 3 (from line 4): valid, 1 warning',
    'Document 4 (from line 6): 2 errors',
  ])
  const errors = page.getByTestId('yaml-errors')
  await expect(errors.getByRole('heading')).toHaveText('3 errors in 2 documents of 4')
  await expect(errors.getByRole('button').first()).toHaveText('Document 2, line 4, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]')
  await errors.getByRole('button').nth(1).click()
  // The editor's cursor is on the error's line (line 7 of the input, column 4).
  await expect(page.locator('.cm-activeLine')).toHaveText('d: 1')
  // A valid stream lists its documents too, closed.
  await setEditor(page, 'YAML input', 'a: 1\n---\nb: 2\n')
  await button(page, 'Validate').click()
  await expectToast(page, 'YAML is valid!')
  await expect(page.getByTestId('yaml-errors')).toHaveCount(0)
  await expect(page.getByTestId('yaml-documents')).toContainText('2 documents, one by one')
})

test('an edit after Validate marks the verdict out of date and Copy refuses it (D31)', async ({ page }) => {
  await setEditor(page, 'YAML input', 'a: 1\n')
  await button(page, 'Validate').click()
  await expect(page.getByTestId('yaml-valid')).toBeVisible()
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await setEditor(page, 'YAML input', 'a: [1\n')
  await expect(page.getByTestId('stale-note')).toContainText('Out of date: the input changed since this result was made. Press Validate to update it.')
  await expect(page.getByRole('button', { name: 'Copy (the result is out of date)' })).toBeDisabled()
  await button(page, 'Validate').click()
  await expect(page.getByTestId('yaml-error')).toBeVisible()
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
})

test('names the exact position the parser reports; an unclosed quote at its opening quote, in words', async ({ page }) => {
  await setEditor(page, 'YAML input', 'a: 1\n  b: 2\n')
  await button(page, 'Validate').click()
  await expect(page.getByTestId('yaml-error')).toHaveText('Nested mappings are not allowed in compact mappings (line 1, column 4)')
  await setEditor(page, 'YAML input', 'key: value\nname: "unclosed\nnext: 1\n')
  await button(page, 'Validate').click()
  await expect(page.getByTestId('yaml-error')).toHaveText('Missing closing double quote (") for the string that opens here (line 2, column 7)')
})

test('persists the input as devtools-yaml-validator', async ({ page }) => {
  await setEditor(page, 'YAML input', 'kept: true')
  await page.reload()
  await expectEditorText(page, 'YAML input', 'kept: true')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-yaml-validator')))!)).toEqual({ input: 'kept: true' })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'YAML input', 'a: 1\n  b: 2\n')
  await button(page, 'Validate').click()
  await expect(page.getByTestId('yaml-error')).toBeVisible()
  await page.mouse.move(0, 0)
  // The shell's toasts fail contrast in light mode (sonner richColors; reported), so check the tool without them.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await page.waitForTimeout(300) // colour transitions settle
  await expectAxeClean(page)
})
