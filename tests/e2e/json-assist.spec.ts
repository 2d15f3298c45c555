import { expect, test, type Page } from '@playwright/test'
import { editorText, expectAxeClean, pasteText, setEditor } from './helpers'

/** Issue 18 parts 3-6: sort keys, repair, escaped strings and detection in the JSON Formatter. */

const out = (page: Page) => editorText(page, 'Formatted JSON output')
const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true })
const offer = (page: Page) => page.getByTestId('json-assist').getByRole('status')
const WORKER = { timeout: 20_000 }

const paste = pasteText

const ALMOST = "{\n  // settings\n  name: 'demo',\n  enabled: True,\n  big: 12345678901234567890,\n  tags: ['a', 'b',],\n}"

test.beforeEach(async ({ page }) => {
  await page.goto('/#/json-formatter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter')
})

test('Sort keys: Format sorts every object by code point, numbers exact; toggling marks the result out of date', async ({ page }) => {
  await setEditor(page, 'JSON input', '{"b":1,"a":{"d":12345678901234567890,"c":1.0,"B":[{"z":0,"y":-0}]}}')
  await page.getByRole('checkbox', { name: 'Sort keys' }).check()
  await button(page, 'Format').click()
  await expect
    .poll(() => out(page), WORKER)
    .toBe('{\n  "a": {\n    "B": [\n      {\n        "y": -0,\n        "z": 0\n      }\n    ],\n    "c": 1.0,\n    "d": 12345678901234567890\n  },\n  "b": 1\n}')
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'Sort keys' }).uncheck()
  await expect(page.getByTestId('stale-note').first()).toBeVisible()
  await page.getByRole('checkbox', { name: 'Sort keys' }).check()
  await expect(page.getByTestId('stale-note')).toHaveCount(0)
})

test('almost-JSON: SPEC’s error and the Repair offer, without moving the panes; Repair lists the changes; Use formats the result', async ({ page }) => {
  const input = page.getByRole('heading', { name: 'Input' })
  const before = await input.boundingBox()
  await setEditor(page, 'JSON input', ALMOST)
  await button(page, 'Format').click()
  await expect(page.getByTestId('json-error')).toHaveText("Quoted object key expected but got '/' (line 2, column 3)")
  await expect(offer(page)).toContainText('Not valid JSON. Repair it?')
  await expect(offer(page)).toContainText('Looks like: single quotes, unquoted keys, trailing commas, Python literals, comments')
  // D33: the row is reserved, so the offer appearing moves nothing below it.
  expect(await input.boundingBox()).toEqual(before)

  await button(page, 'Repair').click()
  const panel = page.getByTestId('json-repair-panel')
  await expect(panel.getByRole('heading', { name: 'Repaired JSON' })).toBeVisible(WORKER)
  await expect(panel).toContainText('10 changes')
  const changes = page.getByTestId('json-repair-changes')
  await expect(changes).toContainText('Line 2column 3: removed a comment')
  await expect(changes).toContainText('column 3: added quotes around name')
  await expect(changes).toContainText('column 12: replaced Python True with true')
  await expect(page.getByTestId('json-repaired-editor')).toContainText('"big": 12345678901234567890')
  // Escape closes it and gives the focus back to Repair; nothing was applied.
  await panel.getByRole('button', { name: 'Use repaired JSON' }).focus()
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(button(page, 'Repair')).toBeFocused()
  expect(await editorText(page, 'JSON input')).toBe(ALMOST)

  await button(page, 'Repair').click()
  await page.getByRole('button', { name: 'Use repaired JSON' }).click()
  await expect
    .poll(() => out(page), WORKER)
    .toBe('{\n  "name": "demo",\n  "enabled": true,\n  "big": 12345678901234567890,\n  "tags": [\n    "a",\n    "b"\n  ]\n}')
  await expect(page.getByTestId('json-error')).toHaveCount(0)
  await expect(offer(page)).not.toContainText('Repair it?')
})

test('an escaped JSON string: Unescape and format', async ({ page }) => {
  await setEditor(page, 'JSON input', '"{\\"level\\":\\"info\\",\\"userId\\":42}"')
  await expect(offer(page)).toContainText('Escaped JSON string.')
  await button(page, 'Unescape and format').click()
  await expect.poll(() => out(page), WORKER).toBe('{\n  "level": "info",\n  "userId": 42\n}')
  expect(await editorText(page, 'JSON input')).toBe('{"level":"info","userId":42}')
})

test('JSON Lines pasted in the palette land in the JSON Formatter, with the Repair offer', async ({ page }) => {
  await page.keyboard.press('ControlOrMeta+K')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await paste(page.getByRole('combobox', { name: 'Search tools, categories and actions' }), '{"id":1,"ok":true}\n{"id":2,"ok":false}\n{"id":3,"ok":true}\n')
  const detected = palette.locator('[cmdk-group]').filter({ has: page.locator('[cmdk-group-heading]:text-is("Detected")') })
  await expect(detected.getByRole('option').first()).toContainText('JSON Formatter')
  await expect(detected.getByRole('option').first()).toContainText('JSON Lines (3 documents)')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/json-formatter$/)
  await expect(offer(page)).toContainText('Looks like: JSON Lines: 3 documents', WORKER)
  await button(page, 'Repair').click()
  await expect(page.getByTestId('json-repair-panel')).toContainText('4 changes', WORKER)
  await page.getByRole('button', { name: 'Use repaired JSON' }).click()
  await expect.poll(() => out(page), WORKER).toMatch(/^\[\n {2}\{\n {4}"id": 1,/)
})

test(`axe finds no serious or critical violation with the offer and the repair panel (light and dark)`, async ({ page }) => {
  await setEditor(page, 'JSON input', ALMOST)
  await button(page, 'Format').click()
  await button(page, 'Repair').click()
  await expect(page.getByTestId('json-repair-changes')).toBeVisible(WORKER)
  await page.mouse.move(0, 0)
  await page.waitForTimeout(300)
  await expectAxeClean(page)
})
