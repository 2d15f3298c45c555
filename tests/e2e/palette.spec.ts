import { expect, test, type Page } from '@playwright/test'
import { editor, expectToast, readClipboard, setEditor } from './helpers'

const palette = (page: Page) => page.getByRole('dialog')
const input = (page: Page) => page.getByRole('combobox', { name: 'Search tools, categories and actions' })
const options = (page: Page) => page.getByRole('option')
const selected = (page: Page) => page.locator('[cmdk-item][data-selected="true"]')

test('Ctrl/Cmd+K opens the palette with the input focused; Escape closes it', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()
})

test('the top-bar search box opens the same palette', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Search tools' }).click()
  await expect(input(page)).toBeFocused()
})

test('Ctrl/Cmd+K works from inside a code editor', async ({ page }) => {
  await page.goto('/#/json-formatter')
  await editor(page, 'JSON input').click()
  await page.keyboard.type('{"a"')
  await page.keyboard.press('ControlOrMeta+K')
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(editor(page, 'JSON input')).toContainText('{"a"')
})

test('lists every tool, category and action, with no cap on results', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  for (const name of ['JSON Formatter', 'Base64 Encoder/Decoder', 'Theme: Light', 'Theme: Dark', 'Theme: System', 'Go home']) {
    await expect(options(page).filter({ hasText: name }).first()).toBeVisible()
  }
  await expect(page.getByRole('group', { name: 'Categories' }).getByRole('option')).not.toHaveCount(0)
})

for (const [query, title] of [
  ['json format', 'JSON Formatter'],
  ['json formatter', 'JSON Formatter'],
  ['b64', 'Base64 Encoder/Decoder'],
  ['atob', 'Base64 Encoder/Decoder'],
  ['sha256', 'Hash Generator'],
  ['epoch', 'Timestamp & Date Converter'],
  ['regexp', 'Regex Tester'],
] as const) {
  test(`'${query}' finds ${title} first; Enter opens it`, async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('ControlOrMeta+K')
    await page.keyboard.type(query)
    await expect(selected(page)).toContainText(title)
    await page.keyboard.press('Enter')
    await expect(palette(page)).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
}

for (const query of ['prettify', 'beautify']) {
  test(`'${query}' lists the JSON Formatter among the formatters`, async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('ControlOrMeta+K')
    await page.keyboard.type(query)
    await expect(options(page).filter({ hasText: 'JSON Formatter' })).toHaveCount(1)
    await expect(options(page).first()).toContainText('Formatters & Beautifiers')
  })
}

test('ranks an exact title match above fuzzy matches', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('base64')
  await expect(options(page).first()).toContainText('Base64 Encoder/Decoder')
})

test('arrow keys move the selection', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('theme')
  await expect(selected(page)).toContainText('Theme: Light')
  await page.keyboard.press('ArrowDown')
  await expect(selected(page)).toContainText('Theme: Dark')
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('devtools-theme'))).toBe('dark')
})

test('shows recently opened tools first', async ({ page }) => {
  await page.goto('/#/base64')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
  await page.keyboard.press('ControlOrMeta+K')
  const recent = page.getByRole('group', { name: 'Recent' })
  await expect(recent).toBeVisible()
  await expect(recent.getByRole('option')).toHaveText(['Base64 Encoder/Decoder'])
  await expect(options(page).first()).toContainText('Base64 Encoder/Decoder')
})

test('a category item opens its first tool; Go home goes home', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('Formatters & Beautifiers')
  await options(page).filter({ hasText: /^Formatters & Beautifiers\s*\d+ tools$/ }).click()
  await expect(page).toHaveURL(/#\/json-formatter$/)
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('go home')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/$/)
})

test("'Copy current result' copies the tool's result", async ({ page }) => {
  await page.goto('/#/json-formatter')
  await setEditor(page, 'JSON input', '{"a":[1,2]}')
  await page.getByRole('button', { name: 'Minify' }).click()
  await expect(editor(page, 'Formatted JSON output')).toContainText('{"a":[1,2]}')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('copy current')
  await page.keyboard.press('Enter')
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe('{"a":[1,2]}')
})

test('says so when nothing matches', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('qqqqzzzz')
  await expect(page.getByText('No tools found.')).toBeVisible()
})
