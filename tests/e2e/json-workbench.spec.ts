import { inflateRawSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { editorText, expectToast, readClipboard, setEditor } from './helpers'

/**
 * Issue 18, the parts of the JSON workbench that live in the screen itself: the Output pane's tabs
 * (persisted), Sort keys, Copy as string, the Convert buttons (the document goes on through the
 * converters' input ports, D25) and what Share carries. The tree, the query box and the offers
 * (repair, unescape) have their own specs.
 */

const DOC = '{"id": 12345678901234567890, "name": "Ada", "tags": ["x", "y"], "price": 1.0}'
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/#/json-formatter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter')
})

test('the output tabs: Text, Tree, Query and Compare; the choice survives a reload', async ({ page }) => {
  const tabs = page.getByRole('tablist', { name: 'Output' })
  await expect(tabs.getByRole('tab')).toHaveText(['Text', 'Tree', 'Query', 'Compare'])
  await expect(tabs.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true')
  await tabs.getByRole('tab', { name: 'Tree' }).click()
  await expect(page.getByText('The tree of the JSON appears here. Press Format, Minify or Validate.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('tablist', { name: 'Output' }).getByRole('tab', { name: 'Tree' })).toHaveAttribute('aria-selected', 'true')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-formatter')))!).view).toBe('tree')
  // Arrow keys move between the tabs, as in every tab list.
  await page.getByRole('tab', { name: 'Tree' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Query' })).toHaveAttribute('aria-selected', 'true')
})

test('Sort keys orders every object by key, keeps number text (D24), and marks a result out of date when toggled', async ({ page }) => {
  await setEditor(page, 'JSON input', '{"b": {"z": 1, "a": 2}, "a": [{"y": 12345678901234567890, "x": 1.0}]}')
  await button(page, 'Format').click()
  await expect.poll(() => editorText(page, 'Formatted JSON output')).toBe('{\n  "b": {\n    "z": 1,\n    "a": 2\n  },\n  "a": [\n    {\n      "y": 12345678901234567890,\n      "x": 1.0\n    }\n  ]\n}')
  await page.getByRole('checkbox', { name: 'Sort keys' }).check()
  await expect(page.getByTestId('stale-note').first()).toBeVisible()
  await button(page, 'Format').click()
  await expect.poll(() => editorText(page, 'Formatted JSON output')).toBe('{\n  "a": [\n    {\n      "x": 1.0,\n      "y": 12345678901234567890\n    }\n  ],\n  "b": {\n    "a": 2,\n    "z": 1\n  }\n}')
  await button(page, 'Minify').click()
  await expect.poll(() => editorText(page, 'Formatted JSON output')).toBe('{"a":[{"x":1.0,"y":12345678901234567890}],"b":{"a":2,"z":1}}')
})

test('Copy as string copies the output as a JSON string literal', async ({ page }) => {
  await setEditor(page, 'JSON input', '{"say": "\\"hi\\"", "n": 1}')
  await button(page, 'Minify').click()
  await expect.poll(() => editorText(page, 'Formatted JSON output')).toBe('{"say":"\\"hi\\"","n":1}')
  await page.getByRole('button', { name: 'Copy as string' }).click()
  await expectToast(page, '✅ Copied to clipboard!')
  const literal = await readClipboard(page)
  expect(literal).toBe(String.raw`"{\"say\":\"\\\"hi\\\"\",\"n\":1}"`)
  expect(JSON.parse(literal)).toBe('{"say":"\\"hi\\"","n":1}')
})

const CONVERSIONS = [
  // YAML quotes 'y', which YAML 1.1 readers would take for true.
  { label: 'YAML', doc: DOC, url: /#\/json-yaml$/, output: 'YAML output', expected: "id: 12345678901234567890\nname: Ada\ntags:\n  - x\n  - 'y'\nprice: 1.0\n" },
  { label: 'XML', doc: DOC, url: /#\/json-xml$/, output: 'XML output', contains: /<name>Ada<\/name>/ },
  { label: 'CSV', doc: `[${DOC}]`, url: /#\/csv-json$/, output: 'CSV output', contains: /^id,name,tags,price\n12345678901234567890,Ada,/ },
  { label: 'TypeScript', doc: DOC, url: /#\/json-typescript$/, output: 'TypeScript output', contains: /name:\s+string;/ },
] as const

for (const c of CONVERSIONS) {
  test(`Convert to ${c.label} opens the converter with the document and its result (D25)`, async ({ page }) => {
    await setEditor(page, 'JSON input', c.doc)
    await page.getByRole('group', { name: 'Convert the JSON' }).getByRole('button', { name: c.label, exact: true }).click()
    await expect(page).toHaveURL(c.url)
    await expect.poll(() => editorText(page, 'JSON input')).toBe(c.doc)
    if ('expected' in c) await expect.poll(() => editorText(page, c.output), { timeout: 20_000 }).toBe(c.expected)
    else await expect.poll(() => editorText(page, c.output), { timeout: 20_000 }).toMatch(c.contains)
    // Back returns to the formatter, its input unchanged.
    await page.goBack()
    await expect(page).toHaveURL(/#\/json-formatter$/)
    await expect.poll(() => editorText(page, 'JSON input')).toBe(c.doc)
  })
}

test('Convert is off while the input is empty', async ({ page }) => {
  const group = page.getByRole('group', { name: 'Convert the JSON' })
  for (const label of ['YAML', 'XML', 'CSV', 'TypeScript']) await expect(group.getByRole('button', { name: label, exact: true })).toBeDisabled()
})

test('Share carries the input, indent, Sort keys and the query, never the query history (D32)', async ({ page, browser }) => {
  await setEditor(page, 'JSON input', '{"a": 1}')
  await page.getByRole('checkbox', { name: 'Sort keys' }).check()
  await page.evaluate(() => {
    // The history as the Query tab stores it; it stays in this browser.
    const s = JSON.parse(localStorage.getItem('devtools-json-formatter')!)
    localStorage.setItem('devtools-json-formatter', JSON.stringify({ ...s, query: '.a', queryLanguage: 'jq', queryHistory: [{ language: 'jq', query: '.secret' }] }))
  })
  await page.reload()
  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  const payload = JSON.parse(inflateRawSync(Buffer.from(/[?&]s=z\.([^&]+)/.exec(link)![1]!, 'base64url')).toString('utf8'))
  expect(payload).toEqual({ input: '{"a": 1}', indentSize: '2', sortKeys: true, queryLanguage: 'jq', query: '.a' })
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expect.poll(() => editorText(fresh, 'JSON input')).toBe('{"a": 1}')
  await expect(fresh.getByRole('checkbox', { name: 'Sort keys' })).toBeChecked()
  await other.close()
})
