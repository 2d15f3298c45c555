import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { collectErrors, expectAxeClean, expectToast, readClipboard } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const summary = (page: Page) => page.getByTestId('fake-summary')

/** The frame's result (Ctrl/Cmd+Shift+C copies it), once the output is current. */
async function copiedOutput(page: Page): Promise<string> {
  await expect(page.getByTestId('fake-output')).not.toHaveAttribute('data-stale')
  await expect(page.getByTestId('fake-output')).not.toHaveAttribute('aria-busy', 'true')
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expectToast(page, '✅ Copied to clipboard!')
  return readClipboard(page)
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/fake-data')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fake Data Generator')
})

test('the default record, live: JSON, then CSV, SQL and another locale; a seed gives the same bytes again (faker in the worker, under the CSP)', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(summary(page)).toContainText(/^10 records · [\d.]+ KiB · JSON · en · seed used: \d+Keep this seed$/)
  const records = JSON.parse(await copiedOutput(page)) as Record<string, unknown>[]
  expect(records).toHaveLength(10)
  expect(Object.keys(records[0]!)).toEqual(['id', 'name', 'email', 'role', 'age', 'active', 'created_at'])
  for (const r of records) {
    expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(['admin', 'editor', 'viewer']).toContain(r.role)
    expect(r.age).toBeGreaterThanOrEqual(18)
    expect(r.created_at).toMatch(/^202[0-5]-\d{2}-\d{2}T/)
  }

  await page.getByLabel('Seed').fill('12345')
  await expect(page.getByTestId('fake-seed-used')).toHaveText('12345')
  const seeded = await copiedOutput(page)
  await page.getByLabel('Count (1–100,000)').fill('25')
  await page.getByLabel('Format').selectOption('csv')
  await expect(summary(page)).toContainText('25 records')
  await expect(summary(page)).toContainText('CSV')
  const csv = Papa.parse<Record<string, string>>(await copiedOutput(page), { header: true })
  expect(csv.errors).toEqual([])
  expect(csv.data).toHaveLength(25)
  // The first ten rows are the same records as the seeded JSON's ten.
  expect(csv.data.slice(0, 10).map((r) => r.email)).toEqual((JSON.parse(seeded) as { email: string }[]).map((r) => r.email))

  await page.getByLabel('Format').selectOption('sql')
  await page.getByLabel('Table').fill('app.people')
  await expect(summary(page)).toContainText('SQL INSERT')
  const sql = await copiedOutput(page)
  expect(sql.split(/(?<=\);)\n/).filter(Boolean)).toHaveLength(25)
  expect(sql).toMatch(/^INSERT INTO "app"\."people" \("id", "name", "email", "role", "age", "active", "created_at"\) VALUES \('[0-9a-f-]{36}', '.+', '.+@.+', '(admin|editor|viewer)', \d+, (TRUE|FALSE), '202\d-/)

  await page.getByLabel('Locale').selectOption('ja')
  await page.getByLabel('Format').selectOption('jsonl')
  const ja = (await copiedOutput(page)).trim().split('\n').map((l) => JSON.parse(l) as { name: string })
  expect(ja).toHaveLength(25)
  expect(ja.every((r) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(r.name))).toBe(true)

  // Back to the same settings: byte-identical output.
  await page.getByLabel('Locale').selectOption('en')
  await page.getByLabel('Format').selectOption('json')
  await page.getByLabel('Count (1–100,000)').fill('10')
  expect(await copiedOutput(page)).toBe(seeded)
  expect(errors.filter((e) => /Content Security Policy|unsafe-eval|Failed to fetch/i.test(e))).toEqual([])
})

test('fields: add, name and type one, set its options, move it by keyboard, remove another; Generate draws a new random seed', async ({ page }) => {
  await expect(summary(page)).toContainText('10 records')
  const before = await page.getByTestId('fake-seed-used').textContent()
  await button(page, 'Generate').click()
  await expect(page.getByTestId('fake-seed-used')).not.toHaveText(before!)

  await button(page, 'Add field').click()
  const name = page.getByLabel('Field 8 name')
  await expect(name).toBeFocused()
  await expect(name).toHaveValue('field_8')
  await name.fill('sku')
  await page.getByLabel('Field 8 type').selectOption('regex')
  await page.getByLabel('Field 8 Pattern').fill('SKU-[A-Z]{2}\\d{3}(-(XL|S))?')
  await expect(page.getByRole('heading', { name: 'Fields (8)' })).toBeVisible()

  // Keyboard: Enter on "Move up" moves the field, and focus follows it.
  await page.getByRole('button', { name: 'Move field 8 up' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Move field 7 up' })).toBeFocused()
  await expect(page.getByLabel('Field 7 name')).toHaveValue('sku')
  await page.getByRole('button', { name: 'Remove field 1' }).click()
  await expect(page.getByRole('button', { name: 'Remove field 1' })).toBeFocused()

  await page.getByLabel('Field 3 type').selectOption('number') // role (was an enum)
  await page.getByLabel('Field 3 Min', { exact: true }).fill('-5')
  await page.getByLabel('Field 3 Max', { exact: true }).fill('5')
  await page.getByLabel('Field 3 Decimals').fill('2')
  const records = JSON.parse(await copiedOutput(page)) as Record<string, unknown>[]
  expect(Object.keys(records[0]!)).toEqual(['name', 'email', 'role', 'age', 'active', 'sku', 'created_at'])
  for (const r of records) {
    expect(r.sku).toMatch(/^SKU-[A-Z]{2}\d{3}(-(XL|S))?$/)
    expect(r.role).toBeGreaterThanOrEqual(-5)
    expect(r.role).toBeLessThanOrEqual(5)
  }
})

test('error states: each under its field or control, the output marked out of date, Generate names the first problem', async ({ page }) => {
  await expect(summary(page)).toContainText('10 records')
  await page.getByLabel('Field 2 name').fill('email')
  const errors = page.getByTestId('fake-field-error')
  await expect(errors.nth(0)).toHaveText('Another field is also named "email"')
  await expect(errors.nth(1)).toHaveText('Another field is also named "email"')
  await expect(page.getByLabel('Field 2 name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('fake-output')).toHaveAttribute('data-stale', 'true')
  await expect(page.getByTestId('stale-note')).toHaveText('Out of date: the input changed since this result was made.')
  await page.getByLabel('Field 2 name').fill('')
  await expect(errors.first()).toHaveText('Enter a field name')
  await page.getByLabel('Field 2 name').fill('name')

  await page.getByLabel('Field 5 Min', { exact: true }).fill('100')
  await expect(errors.first()).toHaveText('Min must not be greater than max')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectToast(page, 'Field 5 (age): Min must not be greater than max')
  await page.getByLabel('Field 5 Min', { exact: true }).fill('18')

  await page.getByLabel('Field 4 Values, comma-separated').fill(' , ')
  await expect(errors.first()).toHaveText('Enter at least one value (separate values with commas)')
  await page.getByLabel('Field 4 type').selectOption('regex')
  await page.getByLabel('Field 4 Pattern').fill('([A-Z]')
  await expect(errors.first()).toHaveText('Invalid regex: Unterminated group')
  await page.getByLabel('Field 4 Pattern').fill('a(?=b)')
  await expect(errors.first()).toHaveText('Not supported in a generated string: lookaheads and lookbehinds')
  await page.getByLabel('Field 4 Pattern').fill('[a-z]{3}')
  await expect(errors).toHaveCount(0)

  await page.getByLabel('Count (1–100,000)').fill('100001')
  await expect(page.locator('#fake-count-message')).toHaveText('Count must be between 1 and 100,000')
  await page.getByLabel('Count (1–100,000)').fill('5')
  await page.getByLabel('Seed').fill('x1')
  await expect(page.locator('#fake-seed-message')).toHaveText('Seed must be a whole number from 0 to 4,294,967,295 (empty: random)')
  await page.getByLabel('Seed').fill('')
  await page.getByLabel('Format').selectOption('sql')
  await page.getByLabel('Table').fill('1 table')
  await expect(page.locator('#fake-table-message')).toHaveText('Table name: letters, digits and underscores, not starting with a digit (schema.table allowed)')
  await page.getByLabel('Table').fill('t')
  await expect(summary(page)).toContainText('5 records')
  await expect(page.getByTestId('fake-output')).not.toHaveAttribute('data-stale')
})

test('100,000 records in the worker: progress and Cancel, the page stays responsive, Download gives the whole file', async ({ page }) => {
  test.setTimeout(120_000)
  await page.getByLabel('Seed').fill('7')
  await expect(summary(page)).toContainText('10 records')
  await page.getByLabel('Count (1–100,000)').fill('100000')
  // Above 1,000 records the output waits for Generate; the shown one is out of date.
  await expect(page.getByTestId('stale-note')).toContainText('Press Generate to update it.')

  await button(page, 'Generate').click()
  await expect(page.getByRole('progressbar', { name: 'Generating records...' })).toBeVisible()
  await expect(button(page, 'Generating...')).toBeDisabled()
  // Typing elsewhere works while it runs: the main thread is free (speed itself is the bench's
  // business, not a test's).
  await page.getByLabel('Field 1 name').press('End')
  await page.keyboard.type('x')
  await expect(page.getByLabel('Field 1 name')).toHaveValue('idx')
  await page.keyboard.press('Backspace')
  await expect(summary(page)).toContainText(/^100,000 records · [\d.]+ MiB · JSON · en · seed used: 7$/, { timeout: 60_000 })
  await expect(page.getByTestId('fake-preview-note')).toContainText(/^Showing the first .* of .*\. Copy and Download give the whole result\.$/)
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Download').click()])
  expect(download.suggestedFilename()).toBe('fake-data.json')
  const records = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { id: string }[]
  expect(records).toHaveLength(100_000)
  expect(new Set(records.map((r) => r.id)).size).toBe(100_000)

  // Cancel: a new run stops part way; the last result stays, marked out of date.
  await page.getByLabel('Seed').fill('8')
  await button(page, 'Generate').click()
  await expect(page.getByRole('progressbar', { name: 'Generating records...' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(button(page, 'Generate')).toBeEnabled()
  await expect(page.getByTestId('fake-seed-used')).toHaveText('7')
  await expect(page.getByTestId('fake-output')).toHaveAttribute('data-stale', 'true')
})

test('persists the settings as devtools-fake-data, and Share reopens them', async ({ page, browser }) => {
  await page.getByLabel('Field 1 name').fill('uid')
  await page.getByLabel('Count (1–100,000)').fill('3')
  await page.getByLabel('Locale').selectOption('de')
  await page.getByLabel('Format').selectOption('sql')
  await page.getByLabel('Table').fill('kunden')
  await page.getByLabel('Seed').fill('99')
  await expect(summary(page)).toContainText('3 records · ')
  const sql = await copiedOutput(page)
  await page.reload()
  await expect(page.getByLabel('Field 1 name')).toHaveValue('uid')
  await expect(page.getByLabel('Locale')).toHaveValue('de')
  await expect(page.getByLabel('Table')).toHaveValue('kunden')
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-fake-data')))!)
  expect(stored).toMatchObject({ count: '3', locale: 'de', format: 'sql', table: 'kunden', seed: '99' })
  expect(stored.fields[0]).toEqual({ id: 'f1', name: 'uid', type: 'uuid' })
  expect(await copiedOutput(page)).toBe(sql)

  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/fake-data\?s=/)
  const other = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expect(fresh.getByLabel('Table')).toHaveValue('kunden')
  await expect(fresh.getByLabel('Seed')).toHaveValue('99')
  await expect(fresh.getByTestId('fake-seed-used')).toHaveText('99')
  expect(await copiedOutput(fresh)).toBe(sql)
  await other.close()
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await page.getByLabel('Field 5 Min', { exact: true }).fill('100') // an error on screen too
  await expect(page.getByTestId('fake-field-error')).toBeVisible()
  await page.getByLabel('Field 5 Min', { exact: true }).fill('18')
  await page.getByLabel('Field 2 name').fill('')
  await expect(summary(page)).toContainText('10 records')
  await page.mouse.move(0, 0)
  await page.waitForTimeout(300)
  await expectAxeClean(page)
})
