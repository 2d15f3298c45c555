import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editor, editorText, expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const INPUT = 'JSON input'
const output = (page: Page, lang = 'TypeScript') => editor(page, `${lang} output`)
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const language = (page: Page) => page.getByLabel('Language', { exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/json-typescript')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON to TypeScript')
})

test('types appear as you type (quicktype in the worker, under the CSP): optional keys, merged arrays, quoted keys; Copy gives them', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(page.getByTestId('types-hint')).toHaveText('Paste or type JSON on the left: its types appear here as you type.')
  await setEditor(page, INPUT, '{"id": 1, "first-name": "Ada", "orders": [{"id": 1, "total": 9.5}, {"id": 2, "coupon": null}]}')
  await expect(output(page)).toContainText('export interface Root {')
  const code = await editorText(page, 'TypeScript output')
  expect(code).toMatch(/"first-name": string;/)
  expect(code).toMatch(/orders:\s+Order\[\];/)
  expect(code).toMatch(/export interface Order \{\n\s+id:\s+number;\n\s+total\?:\s+number;\n\s+coupon\?:\s+null;\n\}/)

  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(() => readClipboard(page)).toBe(code)
  expect(errors.filter((e) => /Content Security Policy|unsafe-eval|worker/i.test(e))).toEqual([])
})

test('other languages with their options; Download names the file after the root type, with the language’s extension', async ({ page }) => {
  await setEditor(page, INPUT, '{"first-name": "Ada", "class": 1, "at": "2024-05-01T10:00:00Z"}')
  await page.getByLabel('Root type name').fill('api response')
  await expect(page.locator('#types-messages')).toHaveText('The root type is named ApiResponse (each language may adjust its case).')
  await expect(output(page)).toContainText('export interface ApiResponse {')

  await language(page).selectOption('go')
  await page.getByLabel('Package').fill('models')
  await page.getByLabel('Detect dates').check()
  await expect(output(page, 'Go')).toContainText('package models')
  await expect(output(page, 'Go')).toContainText('import "time"')
  await expect(output(page, 'Go')).toContainText('type APIResponse struct {') // Go's own spelling of acronyms
  await expect(output(page, 'Go')).toContainText('FirstName string    `json:"first-name"`')
  const download = page.waitForEvent('download')
  await button(page, 'Download').click()
  expect((await download).suggestedFilename()).toBe('ApiResponse.go')

  await page.getByLabel('Package').fill('my pkg')
  await expect(page.locator('#types-messages')).toContainText('Package is not a valid name; main is used.')
  await expect(output(page, 'Go')).toContainText('package main')

  await language(page).selectOption('rust')
  await expect(output(page, 'Rust (serde)')).toContainText('#[derive(Debug, Clone, Serialize, Deserialize)]')

  await language(page).selectOption('python')
  await expect(output(page, 'Python')).toContainText('@dataclass')
  await expect(page.getByTestId('types-notes')).toHaveText(
    '"first-name", "class" are renamed to valid Python names, and plain classes do not map them back: choose dataclasses + from_dict/to_dict to keep the JSON keys.',
  )
  await page.getByLabel('Classes').selectOption('dataclass-helpers')
  await expect(output(page, 'Python')).toContainText('obj.get("first-name")')
  await expect(page.getByTestId('types-notes')).toHaveCount(0)
})

test('a JSON error points at its line and column and jumps there; emptying the input brings back the hint', async ({ page }) => {
  await setEditor(page, INPUT, '{\n  "a": 1,\n  "b": tru\n}')
  const error = page.getByTestId('types-json-error')
  await expect(error).toHaveText(/^JSON error: .+ \(line 3, column 8\)$/)
  await expect(page.getByTestId('types-hint')).toContainText('The JSON has an error')
  await error.getByRole('button').click()
  await expect(editor(page, INPUT).locator('.cm-activeLine')).toHaveText('  "b": tru')
  await expect(editor(page, INPUT).locator('.cm-error-mark')).toHaveText('t')

  await setEditor(page, INPUT, '[]')
  await expect(page.getByTestId('types-hint')).toHaveText('This JSON has nothing to describe yet (an empty array has no element type).')
  await setEditor(page, INPUT, '')
  await expect(page.getByTestId('types-hint')).toHaveText('Paste or type JSON on the left: its types appear here as you type.')
  await expect(error).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Copy (nothing to copy yet)' })).toBeDisabled()
})

test('an edit dims the shown types until the new ones replace them (D31)', async ({ page }) => {
  await setEditor(page, INPUT, '{"a": 1}')
  await expect(output(page)).toContainText('a: number;')
  const shown = page.getByTestId('types-output')
  await expect(shown).not.toHaveAttribute('data-stale')
  // Record every state the result goes through, however short (a loaded machine polls slowly).
  await shown.evaluate((el) => {
    const w = window as unknown as { staleSeen: boolean }
    w.staleSeen = false
    new MutationObserver(() => {
      if (el.getAttribute('data-stale') === 'true') w.staleSeen = true
    }).observe(el, { attributes: true, attributeFilter: ['data-stale'] })
  })
  await setEditor(page, INPUT, '{"a": 1, "b": "x"}')
  await expect(output(page)).toContainText('b: string;')
  await expect(shown).not.toHaveAttribute('data-stale')
  expect(await page.evaluate(() => (window as unknown as { staleSeen: boolean }).staleSeen)).toBe(true)
})

test('a 15 MB document: "Generating…" with Cancel, then Ctrl/Cmd+Enter brings the types', async ({ page }) => {
  // Large enough that the job runs for seconds even on a fast, idle machine (5 MB could finish
  // before Cancel was reached once the suite ran faster); the job is cancelled early, so its
  // length costs little.
  const rows = Array.from({ length: 135_000 }, (_, i) => ({ id: i, name: `user ${i}`, email: `u${i}@example.com`, tags: ['a', 'b'], address: { city: 'x', zip: String(10_000 + i) }, ...(i % 7 ? {} : { note: null }) }))
  const big = JSON.stringify(rows)
  expect(big.length).toBeGreaterThan(15_000_000)
  await page.locator('input[type=file][aria-label="Open a file"]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(big) })
  const progress = page.getByRole('progressbar', { name: 'Generating…' })
  await expect(progress).toBeVisible({ timeout: 30_000 })
  // The page answers while the worker works: a field takes the focus at once (typing there would
  // restart the job).
  await page.getByLabel('Root type name').focus()
  await expect(page.getByLabel('Root type name')).toBeFocused()
  await button(page, 'Cancel').click()
  await expect(page.getByTestId('types-stopped')).toContainText('Stopped before the types were ready.')
  await expect(progress).toHaveCount(0)
  await expect(button(page, 'Generate')).toBeVisible()
  // After a cancel the tool works on: a new document, then the main action by its keys.
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  await setEditor(page, INPUT, '[{"id": 1}, {"id": 2, "note": null}]')
  await page.getByLabel('Root type name').fill('User')
  await page.keyboard.press('ControlOrMeta+Enter') // the main action, as the Generate button
  await expect(output(page)).toContainText('export interface User {', { timeout: 45_000 })
  await expect(output(page)).toContainText('note?:')
  await expect(page.getByTestId('types-stopped')).toHaveCount(0)
})

test('persists as devtools-json-typescript, and Share reopens the document, the language and its options', async ({ page, browser }) => {
  await setEditor(page, INPUT, '{"first-name": "Ada"}')
  await language(page).selectOption('kotlin')
  await page.getByLabel('Serialization').selectOption('kotlinx')
  await expect(output(page, 'Kotlin')).toContainText('@SerialName("first-name")')
  await page.reload()
  await expectEditorText(page, INPUT, '{"first-name": "Ada"}')
  await expect(language(page)).toHaveValue('kotlin')
  await expect(page.getByLabel('Serialization')).toHaveValue('kotlinx')
  await expect(output(page, 'Kotlin')).toContainText('@Serializable')
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-typescript')))!) as Record<string, unknown>
  expect(stored).toMatchObject({ json: '{"first-name": "Ada"}', lang: 'kotlin', rootName: 'Root', dates: false, allOptional: false, options: { kotlin: { framework: 'kotlinx', package: 'com.example' } } })

  await button(page, 'Share').click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/json-typescript\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expectEditorText(fresh, INPUT, '{"first-name": "Ada"}')
  await expect(language(fresh)).toHaveValue('kotlin')
  await expect(fresh.getByLabel('Serialization')).toHaveValue('kotlinx')
  await expect(output(fresh, 'Kotlin')).toContainText('@SerialName("first-name")')
  await other.close()
})

test(`axe finds no serious or critical violation, and nothing overflows at 390 px (light and dark)`, async ({ page }) => {
  await button(page, 'Load example').click()
  await expect(output(page)).toContainText('export interface Root {')
  await language(page).selectOption('go')
  await expect(output(page, 'Go')).toContainText('type Root struct {')
  await page.mouse.move(0, 0)
  await page.waitForTimeout(300)
  await expectAxeClean(page)
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
