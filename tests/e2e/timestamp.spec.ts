import { expect, test, type Page } from '@playwright/test'
import { expectAxeClean, expectToast, readClipboard } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const NOW = new Date('2024-01-15T12:00:00Z')
const stamp = (page: Page) => page.getByLabel('Unix Timestamp', { exact: true })
const dateInput = (page: Page) => page.locator('#date-time')

test('the current time ticks live', async ({ page }) => {
  await page.clock.install({ time: NOW })
  await page.goto('/#/timestamp')
  await expect(page.getByTestId('now-unix')).toBeVisible()
  // Paused, the page's clock moves only when the test moves it: each tick is one second later.
  await page.clock.pauseAt(new Date(NOW.getTime() + 60_000))
  // The last tick before the pause fired within its final second: wait until it has rendered.
  const unix = async () => Number(await page.getByTestId('now-unix').textContent())
  await expect.poll(unix).toBeGreaterThanOrEqual(1705320059)
  const before = await unix()
  const iso = await page.getByTestId('now-iso').textContent()
  await page.clock.runFor(3000)
  await expect(page.getByTestId('now-unix')).toHaveText(String(before + 3))
  await expect(page.getByTestId('now-iso')).toHaveText(new Date(Date.parse(iso!) + 3000).toISOString())
})

test.describe('with now pinned', () => {
  test.beforeEach(async ({ page }) => {
    // The config pins the time zone (UTC) and locale (en-US); the clock pins "now".
    await page.clock.setFixedTime(NOW)
    await page.goto('/#/timestamp')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Timestamp & Date Converter')
  })

  test('the Current Time card shows now as Unix seconds, ISO and local time', async ({ page }) => {
    await expect(page.getByTestId('now-unix')).toHaveText('1705320000')
    await expect(page.getByTestId('now-iso')).toHaveText('2024-01-15T12:00:00.000Z')
    await expect(page.getByTestId('now-local')).toHaveText('1/15/2024, 12:00:00 PM')
    await expect(page.getByText('Local Time (UTC)')).toBeVisible()
  })

  test("converts a timestamp to ISO, local and relative time with 'Timestamp converted to date!'", async ({ page }) => {
    await stamp(page).fill('1705309200')
    await button(page, 'Convert to Date').click()
    await expectToast(page, 'Timestamp converted to date!')
    await expect(page.getByTestId('date-iso')).toHaveText('2024-01-15T09:00:00.000Z')
    await expect(page.getByTestId('date-local')).toHaveText('1/15/2024, 9:00:00 AM')
    await expect(page.getByTestId('date-iso-relative')).toHaveText('3 hours ago')
  })

  test('reads values under 1e10 as seconds and from 1e10 as milliseconds', async ({ page }) => {
    await stamp(page).fill('9999999999')
    await button(page, 'Convert to Date').click()
    await expect(page.getByTestId('date-iso')).toHaveText('2286-11-20T17:46:39.000Z')
    await expect(page.getByTestId('date-iso-relative')).toHaveText('in 262 years')
    await stamp(page).fill('10000000000')
    await button(page, 'Convert to Date').click()
    await expect(page.getByTestId('date-iso')).toHaveText('1970-04-26T17:46:40.000Z')
    await stamp(page).fill('1705320000123')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('date-iso')).toHaveText('2024-01-15T12:00:00.123Z')
  })

  test("'❌ Invalid timestamp' for a non-number, '❌ Error converting timestamp' past Date's range, each saying why", async ({ page }) => {
    await stamp(page).fill('yesterday')
    await button(page, 'Convert to Date').click()
    const word = 'Invalid timestamp: "yesterday" is a word, not a time (words such as "yesterday" or "now" are not read): enter a Unix timestamp such as 1700000000, or a date such as 2023-11-14T22:13:20Z'
    await expectToast(page, `❌ ${word}`)
    await expect(page.locator('#unix-timestamp-error')).toHaveText(word)
    await expect(stamp(page)).toHaveValue('yesterday')
    await stamp(page).fill('12345678901234567890')
    await button(page, 'Convert to Date').click()
    const big = 'Error converting timestamp: 20 digits is too large for a date: as milliseconds it is past the year 275760, the last date there is, and as microseconds or nanoseconds it is after 2100'
    await expectToast(page, `❌ ${big}`)
    await expect(page.locator('#unix-timestamp-error')).toHaveText(big)
    await stamp(page).fill('0')
    await button(page, 'Convert to Date').click()
    await expect(page.locator('#unix-timestamp-error')).toHaveCount(0)
    await expect(page.getByTestId('date-iso')).toHaveText('1970-01-01T00:00:00.000Z')
  })

  test('tells seconds, milliseconds, microseconds and nanoseconds apart, and takes an ISO date (issue 21)', async ({ page }) => {
    for (const [input, unit] of [
      ['1700000000', 'Read as seconds (10 digits).'],
      ['1700000000123', 'Read as milliseconds (13 digits).'],
      ['1700000000123456', 'Read as microseconds (16 digits).'],
      ['1700000000123456789', 'Read as nanoseconds (19 digits).'],
    ] as const) {
      await stamp(page).fill(input)
      await button(page, 'Convert to Date').click()
      await expect(page.getByTestId('date-unit')).toHaveText(unit)
      await expect(page.getByTestId('date-iso')).toHaveText(input === '1700000000' ? '2023-11-14T22:13:20.000Z' : '2023-11-14T22:13:20.123Z')
    }
    await stamp(page).fill('2023-11-14T22:13:20Z')
    await button(page, 'Convert to Date').click()
    await expect(page.getByTestId('date-unit')).toHaveText('Read as a date, not a number: its Unix time is shown below.')
    await expect(page.getByTestId('date-unix')).toHaveText('1700000000')
    await expect(page.getByTestId('date-iso')).toHaveText('2023-11-14T22:13:20.000Z')
  })

  test('converts a date to seconds and milliseconds; an empty date is an invalid date format', async ({ page }) => {
    await button(page, 'Convert to Timestamp').click()
    await expectToast(page, '❌ Invalid date format')
    await expect(page.locator('#date-time-error')).toHaveText('Invalid date format')
    await dateInput(page).fill('2024-01-15T09:00:30')
    await button(page, 'Convert to Timestamp').click()
    await expect(page.getByTestId('stamp-seconds')).toHaveText('1705309230')
    await expect(page.getByTestId('stamp-milliseconds')).toHaveText('1705309230000')
    await expect(page.getByTestId('stamp-seconds-relative')).toHaveText('2 hours ago')
    await expect(page.locator('#date-time-error')).toHaveCount(0)
  })

  test("'Get Current Timestamp' fills every field with now", async ({ page }) => {
    await button(page, 'Get Current Timestamp').click()
    await expect(stamp(page)).toHaveValue('1705320000')
    await expect(dateInput(page)).toHaveValue(/^2024-01-15T12:00(:00)?$/)
    await expect(page.getByTestId('date-iso')).toHaveText('2024-01-15T12:00:00.000Z')
    await expect(page.getByTestId('stamp-seconds')).toHaveText('1705320000')
  })

  test('Ctrl/Cmd+Enter converts; values copy; inputs persist as devtools-timestamp', async ({ page }) => {
    await stamp(page).fill('1705320000')
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByTestId('date-iso')).toHaveText('2024-01-15T12:00:00.000Z')
    await page.getByRole('button', { name: 'Copy ISO', exact: true }).click()
    await expectToast(page, '✅ Copied to clipboard!')
    expect(await readClipboard(page)).toBe('2024-01-15T12:00:00.000Z')
    await dateInput(page).fill('2024-01-15T09:00:30')
    await page.reload()
    await expect(stamp(page)).toHaveValue('1705320000')
    await expect(dateInput(page)).toHaveValue('2024-01-15T09:00:30')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-timestamp')))!)).toMatchObject({ timestampInput: '1705320000', dateInput: '2024-01-15T09:00:30' })
  })

  test('issue 35: a FILETIME is read and named, nanoseconds offered; zones side by side are picked and stored', async ({ page }) => {
    await stamp(page).fill('132944736000000000')
    await button(page, 'Convert to Date').click()
    await expect(page.getByTestId('date-unit')).toHaveText('Read as a Windows FILETIME / Active Directory (LDAP) timestamp (18 digits): 100-nanosecond intervals since 1601-01-01 UTC.')
    await expect(page.getByTestId('date-iso')).toHaveText('2022-04-15T05:20:00.000Z')
    await expect(page.getByTestId('date-unix')).toHaveText('1650000000')
    await expect(page.getByTestId('zone-row').filter({ hasText: 'Asia/Tokyo' })).toContainText('2022-04-15T14:20:00.000+09:00')
    await page.getByLabel('Add a time zone').fill('asia/kathmandu')
    await button(page, 'Add zone').click()
    await expect(page.getByTestId('zone-row').filter({ hasText: 'Asia/Kathmandu' })).toContainText('2022-04-15T11:05:00.000+05:45')
    await page.getByRole('button', { name: 'Remove America/New_York' }).click()
    await page.getByLabel('Add a time zone').fill('Mars/Olympus')
    await button(page, 'Add zone').click()
    await expect(page.locator('#add-zone-error')).toHaveText('Unknown time zone "Mars/Olympus": pick an IANA name from the list, such as Europe/Paris or America/New_York')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-timestamp')))!).zones).toEqual(['Europe/London', 'Asia/Tokyo', 'Asia/Kathmandu'])
    await page.getByRole('button', { name: 'Unix time in nanoseconds: 1974-03-19T17:05:36.000Z' }).click()
    await expect(page.getByTestId('date-unit')).toHaveText('Read as nanoseconds (18 digits).')
    await expect(page.getByTestId('date-iso')).toHaveText('1974-03-19T17:05:36.000Z')
  })

  test('issue 35: every timestamp in a log is annotated with its UTC time; the difference between two dates in words', async ({ page }) => {
    await page.getByLabel('Text or log').fill('1700000000 start\n[14/Nov/2023:17:13:20 -0500] GET /\nid=12345')
    await button(page, 'Annotate timestamps').click()
    await expect(page.getByTestId('annotated')).toHaveText('1700000000 [2023-11-14T22:13:20.000Z] start\n[14/Nov/2023:17:13:20 -0500 [2023-11-14T22:13:20.000Z]] GET /\nid=12345')
    await page.getByLabel('From', { exact: true }).fill('2024-01-31T10:00:00Z')
    await page.getByLabel('To', { exact: true }).fill('Fri, 1 Mar 2024 09:00:00 +0000')
    await expect(page.getByTestId('diff-words')).toHaveText('1 month and 23 hours later')
    await page.getByLabel('To', { exact: true }).fill('soon')
    await expect(page.locator('#diff-to-error')).toContainText('Invalid timestamp: "soon" is a word, not a time')
  })

  test('axe finds no serious or critical violation (light and dark)', async ({ page }) => {
    await stamp(page).fill('x')
    await button(page, 'Convert to Date').click()
    await dateInput(page).fill('2024-01-15T09:00:30')
    await button(page, 'Convert to Timestamp').click()
    await expect(page.getByTestId('stamp-seconds')).toBeVisible()
    await page.mouse.move(0, 0)
    await expectAxeClean(page)
  })
})
