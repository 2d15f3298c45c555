import { expect, test, type Page } from '@playwright/test'
import { expectAxeClean, expectToast, pasteText, readClipboard } from './helpers'

const FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ids = (page: Page) => page.getByTestId('uuid').allTextContents()
const generate = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/uuid')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('UUID Generator')
})

test('generates one v4 UUID on load; no Copy All for a single one; the information box', async ({ page }) => {
  await expect(page.getByTestId('uuid')).toHaveCount(1)
  const [id] = await ids(page)
  expect(id).toMatch(FORMAT)
  expect(id![14]).toBe('4')
  await expect(page.getByLabel('Version')).toHaveValue('v4')
  await expect(page.getByLabel('Count')).toHaveValue('1')
  await expect(page.getByRole('button', { name: 'Copy All' })).toHaveCount(0)
  const info = page.getByRole('complementary', { name: 'About UUIDs' })
  await expect(info).toContainText('Timestamp-based')
  await expect(info).toContainText('Random')
  await expect(info).toContainText('8-4-4-4-12')
})

test('offers versions v1, v4, v7 and counts 1, 5, 10, 25, 50', async ({ page }) => {
  await expect(page.getByLabel('Version').locator('option')).toHaveText(['UUID v1', 'UUID v4', 'UUID v7'])
  await expect(page.getByLabel('Count').locator('option')).toHaveText(['1', '5', '10', '25', '50'])
})

for (const [version, digit] of [['v1', '1'], ['v4', '4'], ['v7', '7']] as const) {
  test(`generates 25 distinct ${version} UUIDs with the right version and variant`, async ({ page }) => {
    await page.getByLabel('Version').selectOption(version)
    await page.getByLabel('Count').selectOption('25')
    await generate(page).click()
    await expect(page.getByTestId('uuid')).toHaveCount(25)
    const list = await ids(page)
    expect(new Set(list).size).toBe(25)
    for (const id of list) {
      expect(id).toMatch(FORMAT)
      expect(id[14]).toBe(digit)
    }
    if (version === 'v7') expect([...list].sort()).toEqual(list)
  })
}

test('D31: choosing another version or count regenerates the list at once (no v4 left under v7)', async ({ page }) => {
  await expect(page.getByTestId('uuid')).toHaveCount(1)
  expect((await ids(page))[0]![14]).toBe('4')
  await page.getByLabel('Version').selectOption('v7')
  await expect.poll(async () => (await ids(page)).map((id) => id[14])).toEqual(['7'])
  await page.getByLabel('Count').selectOption('5')
  await expect(page.getByTestId('uuid')).toHaveCount(5)
  for (const id of await ids(page)) {
    expect(id).toMatch(FORMAT)
    expect(id[14]).toBe('7')
  }
  await page.getByLabel('Version').selectOption('v1')
  await expect.poll(async () => (await ids(page)).map((id) => id[14])).toEqual(['1', '1', '1', '1', '1'])
})

test("Copy All copies every UUID, one per line ('All UUIDs copied to clipboard!'); each item copies itself", async ({ page }) => {
  await page.getByLabel('Count').selectOption('5')
  await generate(page).click()
  await expect(page.getByTestId('uuid')).toHaveCount(5)
  const list = await ids(page)
  await page.getByRole('button', { name: 'Copy All' }).click()
  await expectToast(page, 'All UUIDs copied to clipboard!')
  expect(await readClipboard(page)).toBe(list.join('\n'))
  await page.getByRole('button', { name: 'Copy UUID 3' }).click()
  await expectToast(page, 'UUID copied to clipboard!')
  expect(await readClipboard(page)).toBe(list[2])
})

test('Ctrl/Cmd+Enter generates new ids; version and count persist as devtools-uuid and load generates with them', async ({ page }) => {
  const first = await ids(page)
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect.poll(() => ids(page)).not.toEqual(first)
  await page.getByLabel('Version').selectOption('v7')
  await page.getByLabel('Count').selectOption('10')
  await page.reload()
  await expect(page.getByTestId('uuid')).toHaveCount(10)
  for (const id of await ids(page)) expect(id[14]).toBe('7')
  // Issue 34 adds the other kinds' options to the entry; SPEC's fields are these.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-uuid')))!)).toMatchObject({ version: 'v7', count: '10', inspect: '', kind: 'uuid' })
})

test('issue 32: a UUID pasted in the palette is inspected (version, variant, time), not replaced by a new one', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await pasteText(page.getByRole('combobox', { name: 'Search tools, categories and actions' }), '017F22E2-79B0-7CC3-98C4-DC0C0C07398F')
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText('UUID Generator')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('UUID to inspect')).toHaveValue('017F22E2-79B0-7CC3-98C4-DC0C0C07398F')
  // RFC 9562 A.6: its 48-bit Unix time in milliseconds.
  await expect(page.getByTestId('uuid-version')).toHaveText('Version 7 (Unix Epoch time-based)')
  await expect(page.getByTestId('uuid-variant')).toHaveText('RFC 9562 (10xx)')
  await expect(page.getByTestId('uuid-time')).toHaveText('2022-02-22 19:22:22.000 UTC')
  await page.getByLabel('UUID to inspect').fill('C232AB00-9414-11EC-B3C8-9F6BDECED846')
  await expect(page.getByTestId('uuid-time')).toHaveText('2022-02-22 19:22:22.0000000 UTC')
  await expect(page.getByTestId('uuid-node')).toHaveText('9f:6b:de:ce:d8:46')
  await page.getByLabel('UUID to inspect').fill('not-a-uuid')
  await expect(page.getByRole('alert')).toContainText('Not a UUID')
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await page.getByLabel('Count').selectOption('5')
  await generate(page).click()
  await expect(page.getByTestId('uuid')).toHaveCount(5)
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})

test('issue 34: 25 ULIDs in bulk, in increasing order; the kind and its options persist; Snowflakes carry the epoch, worker and process', async ({ page }) => {
  await page.getByLabel('ID kind').selectOption('ulid')
  await page.getByLabel('Count').selectOption('25')
  await expect(page.getByTestId('uuid')).toHaveCount(25)
  const list = await ids(page)
  for (const id of list) expect(id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)
  expect([...list].sort()).toEqual(list)
  await page.getByRole('button', { name: 'Copy All' }).click()
  await expectToast(page, 'All IDs copied to clipboard!')
  expect(await readClipboard(page)).toBe(list.join('\n'))
  await page.getByLabel('ID kind').selectOption('snowflake')
  await page.getByLabel('Snowflake epoch').selectOption('discord')
  await page.getByLabel('Worker ID').selectOption('3')
  await page.reload()
  await expect(page.getByLabel('ID kind')).toHaveValue('snowflake')
  await expect(page.getByTestId('uuid')).toHaveCount(25)
  // Read back by the inspector: made now, on worker 3, with Discord's epoch.
  await page.getByLabel('ULID, ObjectID, Snowflake or UUID to inspect').fill((await ids(page))[0]!)
  await expect(page.getByTestId('uuid-worker')).toHaveText('3')
  await expect(page.getByTestId('uuid-epoch')).toHaveText('Discord, 2015-01-01 00:00:00.000 UTC')
  await expect(page.getByTestId('uuid-time')).toContainText(new Date().toISOString().slice(0, 10))
})

test('issue 34: a pasted ObjectID opens the decode view (UTC and local time); a Snowflake names the epoch assumed; junk says why', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await pasteText(page.getByRole('combobox', { name: 'Search tools, categories and actions' }), '507f1f77bcf86cd799439011')
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText('MongoDB ObjectID')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('uuid-kind')).toHaveText('ObjectID (MongoDB)')
  // MongoDB's documentation example: python3 -c "import datetime as d; print(d.datetime.fromtimestamp(0x507f1f77, d.timezone.utc))"
  await expect(page.getByTestId('uuid-time')).toHaveText('2012-10-17 21:13:27.000 UTC')
  await expect(page.getByTestId('uuid-local')).toHaveText(/^2012-10-1[78] \d\d:13:27\.000 (GMT|UTC)\S* \(.+\)$/)
  const input = page.getByLabel('ULID, ObjectID, Snowflake or UUID to inspect')
  // Discord's documentation example, read with Twitter's epoch, then Discord's.
  await input.fill('175928847299117063')
  await expect(page.getByTestId('uuid-epoch')).toHaveText('Twitter, 2010-11-04 01:42:54.657 UTC')
  await page.getByLabel('Snowflake epoch').selectOption('discord')
  await expect(page.getByTestId('uuid-time')).toHaveText('2016-04-30 11:18:25.796 UTC')
  await expect(page.getByTestId('uuid-sequence')).toHaveText('7')
  await input.fill('hello world')
  await expect(page.getByRole('alert')).toContainText('Not a UUID, ULID, ObjectID or Snowflake')
})

test('issue 34: axe finds no serious or critical violation on the Snowflake options and an inspected Snowflake (light and dark)', async ({ page }) => {
  await page.getByLabel('ID kind').selectOption('snowflake')
  await page.getByLabel('Snowflake epoch').selectOption('custom')
  await page.getByLabel('ULID, ObjectID, Snowflake or UUID to inspect').fill('175928847299117063')
  await expect(page.getByTestId('uuid-kind')).toHaveText('Snowflake')
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
