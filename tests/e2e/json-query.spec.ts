import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editorText, expectAxeClean, setEditor } from './helpers'

const DOC = '{"items":[{"name":"pen","price":2.5},{"name":"lamp","price":24.99,"id":12345678901234567890},{"name":"Zoë","price":12,"tags":["gift"]}]}'
const results = (page: Page) => editorText(page, 'Query results')
const count = (page: Page) => page.getByTestId('query-count')
/** The first jq run loads jq in its worker; on a busy machine that takes a while. */
const SLOW = { timeout: 30_000 }

async function openQuery(page: Page, doc = DOC) {
  await setEditor(page, 'JSON input', doc)
  await page.getByRole('tab', { name: 'Query' }).click()
}

async function runQuery(page: Page, box: string, query: string) {
  const field = page.getByLabel(box, { exact: true })
  await field.fill(query)
  await field.press('Enter')
}

/**
 * Loads jq in its worker with a first query. The time limit counts the loading too, which on a
 * machine busy with other work can pass 3 s: such a first query is stopped, and is run again.
 */
async function warmJq(page: Page) {
  await expect(async () => {
    await runQuery(page, 'jq program', 'length')
    await expect(count(page)).toHaveText('1 result', { timeout: 6_000 })
  }).toPass({ timeout: 45_000 })
}

/** The language is a segmented control: its radios are visually hidden, their labels take the click. */
const chooseLanguage = (page: Page, name: 'jq' | 'JSONPath') => page.getByRole('radiogroup', { name: 'Query language' }).getByText(name, { exact: true }).click()

test.beforeEach(async ({ page }) => {
  await page.goto('/#/json-formatter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter')
})

test('jq and JSONPath give the results, pretty-printed with the indent, big numbers as written (D24)', async ({ page }) => {
  const errors = collectErrors(page)
  await page.getByRole('tab', { name: 'Query' }).click()
  await expect(page.getByTestId('query-hint')).toHaveText('Paste JSON in the Input to query it.')
  await openQuery(page)
  await expect(page.getByTestId('query-hint')).toHaveText('Type a jq program, e.g. .items[] | select(.price > 10)')
  await warmJq(page)

  await page.getByLabel('jq program', { exact: true }).fill('.items[] | select(.price > 10)')
  await expect(count(page)).toHaveText('2 results', SLOW)
  await expect
    .poll(() => results(page))
    .toBe('{\n  "name": "lamp",\n  "price": 24.99,\n  "id": 12345678901234567890\n}\n{\n  "name": "Zoë",\n  "price": 12,\n  "tags": [\n    "gift"\n  ]\n}')
  await page.getByLabel('Indent').selectOption('4')
  await expect.poll(() => results(page)).toContain('\n    "id": 12345678901234567890\n')

  await chooseLanguage(page, 'JSONPath')
  await runQuery(page, 'JSONPath expression', '$.items[?(@.price > 10)].id')
  await expect(count(page)).toHaveText('1 result')
  await expect.poll(() => results(page)).toBe('12345678901234567890')
  await runQuery(page, 'JSONPath expression', '$.items[?(@.price > 100)]')
  await expect(count(page)).toHaveText('No results')
  expect(errors).toEqual([])
})

test('a syntax error shows its position in the query; a runaway query is stopped and the next one works', async ({ page }) => {
  await openQuery(page)
  await warmJq(page)
  await runQuery(page, 'jq program', '.items | | length')
  const error = page.getByTestId('query-error')
  await expect(error).toContainText("Query error: syntax error, unexpected '|' (query line 1, column 10)", SLOW)
  await expect(page.getByTestId('query-error-caret')).toHaveText('.items | | length\n         ^')
  await error.getByRole('button').click()
  await expect(page.getByLabel('jq program', { exact: true })).toBeFocused()
  expect(await page.getByLabel('jq program', { exact: true }).evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(9)

  await runQuery(page, 'jq program', 'last(range(1e15))')
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await expect(error).toHaveText('Stopped after 3 s: the query ran too long', SLOW)
  // The page stayed usable, and the next query gets a fresh jq (which loads again: see warmJq).
  await expect(async () => {
    await runQuery(page, 'jq program', '.items | length')
    await expect(count(page)).toHaveText('1 result', { timeout: 6_000 })
  }).toPass({ timeout: 45_000 })
  await expect.poll(() => results(page)).toBe('3')
  await expect(error).toHaveCount(0)
})

test('the history keeps the last 10 and survives a reload with the Query tab; choosing one restores it', async ({ page }) => {
  await openQuery(page, '{"a":{"b":1}}')
  await warmJq(page)
  const box = page.getByLabel('jq program', { exact: true })
  for (let i = 1; i <= 11; i++) await runQuery(page, 'jq program', `.a | {k${i}: .b}`)
  await chooseLanguage(page, 'JSONPath')
  await runQuery(page, 'JSONPath expression', '$.a.b')
  await expect(count(page)).toHaveText('1 result', SLOW)

  await page.reload()
  await expect(page.getByRole('tab', { name: 'Query' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('JSONPath expression', { exact: true })).toHaveValue('$.a.b')
  const history = page.getByRole('button', { name: 'History' })
  await history.focus()
  await page.keyboard.press('Enter')
  const items = page.getByRole('menu', { name: 'Recent queries' }).getByRole('menuitem')
  await expect(items).toHaveCount(10)
  await expect(items.first()).toHaveAccessibleName('JSONPath: $.a.b')
  await expect(items.nth(1)).toHaveAccessibleName('jq: .a | {k11: .b}')
  await expect(items.last()).toHaveAccessibleName('jq: .a | {k3: .b}')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(box).toHaveValue('.a | {k10: .b}')
  await expect(page.getByRole('radio', { name: 'jq' })).toBeChecked()
  // It runs (on this fresh page jq loads first: see warmJq).
  await expect(async () => {
    if ((await page.getByTestId('query-error').count()) > 0) await box.press('Enter')
    await expect.poll(() => results(page), { timeout: 6_000 }).toBe('{\n  "k10": 1\n}')
  }).toPass({ timeout: 45_000 })
  // Escape closes the menu and gives the focus back to its button.
  await history.click()
  await expect(items.first()).toHaveAccessibleName('jq: .a | {k10: .b}')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(history).toBeFocused()
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await openQuery(page)
  await warmJq(page)
  await runQuery(page, 'jq program', '.items[0], (.items[1].name | .x)')
  await expect(page.getByTestId('query-error')).toContainText('Runtime error', SLOW)
  await expect(count(page)).toHaveText('1 result before the error')
  await page.getByRole('button', { name: 'History' }).click()
  await page.mouse.move(0, 0)
  await page.waitForTimeout(300)
  await expectAxeClean(page)
})
