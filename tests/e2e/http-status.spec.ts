import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, expectToast, readClipboard } from './helpers'

const search = (page: Page) => page.getByLabel('Search status codes')
const rowCodes = (page: Page) => page.locator('tbody tr td:first-child')

const SPEC_ELEVEN: Array<[number, string]> = [
  [200, 'OK'],
  [201, 'Created'],
  [204, 'No Content'],
  [301, 'Moved Permanently'],
  [400, 'Bad Request'],
  [401, 'Unauthorized'],
  [403, 'Forbidden'],
  [404, 'Not Found'],
  [500, 'Internal Server Error'],
  [502, 'Bad Gateway'],
  [503, 'Service Unavailable'],
]

test.beforeEach(async ({ page }) => {
  await page.goto('/#/http-status')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HTTP Status Reference')
})

test("shows every class with Code, Meaning and Description, and the spec's eleven rows", async ({ page }) => {
  const errors = collectErrors(page)
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['1xx Informational', '2xx Success', '3xx Redirection', '4xx Client Error', '5xx Server Error'])
  await expect(page.getByRole('table', { name: '2xx Success' }).getByRole('columnheader')).toHaveText(['Code', 'Meaning', 'Description', 'Copy'])
  await expect(page.getByTestId('status-count')).toHaveText('63 status codes')
  await expect(rowCodes(page)).toHaveCount(63)
  for (const [code, meaning] of SPEC_ELEVEN) {
    const cells = page.getByTestId(`status-${code}`).locator('td')
    await expect(cells.nth(0)).toHaveText(String(code))
    await expect(cells.nth(1)).toHaveText(meaning)
    await expect(cells.nth(2)).toContainText('RFC 9110, 15.')
  }
  await expect(page.getByTestId('status-418').locator('td').nth(1)).toContainText('(Unused)')
  await expect(page.getByTestId('status-510').locator('td').nth(1)).toContainText('Obsoleted')
  await expect(page.getByTestId('status-429').getByRole('link', { name: 'RFC 6585, 4' })).toHaveAttribute('href', 'https://www.rfc-editor.org/rfc/rfc6585#section-4')
  expect(errors).toEqual([])
})

test('the search box has focus; it filters by code, word and class, and clears', async ({ page }) => {
  await expect(search(page)).toBeFocused()
  await page.keyboard.type('40')
  await expect(rowCodes(page)).toHaveText(['400', '401', '402', '403', '404', '405', '406', '407', '408', '409'])
  await expect(page.getByTestId('status-count')).toHaveText('10 of 63 status codes')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['4xx Client Error'])

  await search(page).fill('TEAPOT')
  await expect(rowCodes(page)).toHaveText(['418'])
  await search(page).fill('gateway')
  await expect(rowCodes(page)).toHaveText(['502', '504'])
  await search(page).fill('5xx')
  await expect(rowCodes(page)).toHaveCount(11)

  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(search(page)).toHaveValue('')
  await expect(rowCodes(page)).toHaveCount(63)

  await search(page).fill('timeout')
  await expect(rowCodes(page)).toHaveText(['408', '504'])
  await search(page).press('Escape')
  await expect(rowCodes(page)).toHaveCount(63)
})

test('no match shows a message instead of the tables', async ({ page }) => {
  await search(page).fill('no such status xyz')
  await expect(page.getByTestId('status-empty')).toContainText('No status code matches “no such status xyz”.')
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(page.getByTestId('status-count')).toHaveText('0 of 63 status codes')
})

test('a row copies "code meaning"; the frame copies the rows shown', async ({ page }) => {
  await search(page).fill('404')
  await page.getByRole('button', { name: 'Copy 404 Not Found' }).click()
  await expectToast(page, '404 Not Found copied to clipboard!')
  expect(await readClipboard(page)).toBe('404 Not Found')
  await search(page).fill('gateway')
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect.poll(() => readClipboard(page)).toBe('502 Bad Gateway\n504 Gateway Timeout')
})

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const scheme of ['light', 'dark'] as const) {
    test(`rows become cards: code and meaning on one line, the description wrapped below, nothing cut or scrolled sideways (${scheme}, issue 21)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await expect(rowCodes(page)).toHaveCount(63)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth))
      expect(await page.locator('#main').evaluate((m) => m.scrollWidth - m.clientWidth)).toBe(0)
      const layout = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('tbody tr')).map((tr) => {
          const [code, meaning, description, copy] = Array.from(tr.querySelectorAll<HTMLElement>(':scope > td')).map((td) => td.getBoundingClientRect())
          const d = tr.querySelector<HTMLElement>('[data-testid="status-description"]')!
          return {
            code: tr.dataset.testid,
            clipped: d.scrollWidth > d.clientWidth,
            inside: [code, meaning, description, copy].every((b) => b!.left >= 0 && b!.right <= window.innerWidth),
            oneLine: Math.abs(code!.top - meaning!.top) < 2 && Math.abs(code!.top - copy!.top) < 8,
            below: description!.top >= meaning!.bottom - 1,
          }
        }),
      )
      expect(layout).toHaveLength(63)
      expect(layout.filter((r) => r.clipped || !r.inside || !r.oneLine || !r.below)).toEqual([])
      // Each table still reads as a table: the column headers are there for screen readers.
      await expect(page.getByRole('table', { name: '2xx Success' }).getByRole('columnheader')).toHaveText(['Code', 'Meaning', 'Description', 'Copy'])
      await expect(page.getByTestId('status-404').getByRole('cell').nth(1)).toHaveText('Not Found')
      // The row's copy button stays on screen and works.
      await search(page).fill('404')
      await page.getByRole('button', { name: 'Copy 404 Not Found' }).click()
      await expectToast(page, '404 Not Found copied to clipboard!')
    })
  }
})

test('at 1280x800 the table keeps its columns side by side', async ({ page }) => {
  const cells = page.getByTestId('status-200').locator('td')
  const [code, meaning, description] = await Promise.all([0, 1, 2].map(async (i) => (await cells.nth(i).boundingBox())!))
  expect(Math.abs(code!.y - description!.y)).toBeLessThan(2)
  expect(meaning!.x).toBeGreaterThan(code!.x)
  expect(description!.x).toBeGreaterThan(meaning!.x + 100)
  await expect(page.getByRole('columnheader', { name: 'Description' }).first()).toBeVisible()
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await expect(rowCodes(page)).toHaveCount(63)
  await page.waitForTimeout(300) // colour transitions settle
  await expectAxeClean(page)
})
