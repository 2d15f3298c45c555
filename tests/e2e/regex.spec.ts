import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { editor, expectEditorText, readClipboard, setEditor } from './helpers'

const pattern = (page: Page) => page.getByLabel('Pattern')
const count = (page: Page) => page.getByTestId('match-count')

test.beforeEach(async ({ page }) => {
  await page.goto('/#/regex')
  await expect(editor(page, 'Test string')).toBeVisible()
})

test('matches live: flags display, count badge, highlights, details with groups', async ({ page }) => {
  await setEditor(page, 'Test string', 'John: 555-1234, Jane: 555-9876')
  await pattern(page).fill('(\\d{3})-(?<line>\\d{4})')
  await expect(page.getByTestId('regex-display')).toHaveText('/(\\d{3})-(?<line>\\d{4})/g')
  await expect(page.getByText('Valid regex')).toBeVisible()
  await expect(count(page)).toHaveText('2 matches')
  await expect(editor(page, 'Test string').locator('.cm-match')).toHaveCount(2)
  const details = page.getByRole('list', { name: 'Match details' }).getByRole('listitem')
  await expect(details.first()).toContainText('555-1234')
  await expect(details.first()).toContainText('6-14')
  await expect(details.first()).toContainText('$1555')
  await expect(details.first()).toContainText('$21234')
  await expect(details.first()).toContainText('line1234')
  // Flags change the result at once: without g, one match.
  await page.getByLabel('global').uncheck()
  await expect(page.getByTestId('regex-display')).toHaveText('/(\\d{3})-(?<line>\\d{4})/')
  await expect(count(page)).toHaveText('1 match')
  await page.getByLabel('ignoreCase').check()
  await expect(page.getByTestId('regex-display')).toHaveText('/(\\d{3})-(?<line>\\d{4})/i')
})

test("shows the engine's message for an invalid pattern; an empty pattern clears the results", async ({ page }) => {
  await setEditor(page, 'Test string', 'abc')
  await pattern(page).fill('(abc')
  await expect(page.getByRole('alert')).toHaveText('Invalid regular expression: /(abc/g: Unterminated group')
  await expect(page.getByText('Valid regex')).toHaveCount(0)
  await pattern(page).fill('b')
  await expect(count(page)).toHaveText('1 match')
  await pattern(page).fill('')
  await expect(count(page)).toHaveCount(0)
  await expect(page.getByText('Enter a pattern to see its matches here.')).toBeVisible()
})

test('previews a replacement with $1, $<name> and $&', async ({ page }) => {
  await setEditor(page, 'Test string', 'hello world')
  await pattern(page).fill('(?<first>\\w+) (\\w+)')
  await page.getByLabel('Replace with').fill('$2 $<first> [$&]')
  await expect(page.getByTestId('regex-replaced')).toHaveText('world hello [hello world]')
})

test('stops a catastrophic pattern (D8) while the page stays usable', async ({ page }) => {
  await setEditor(page, 'Test string', 'a'.repeat(40) + '!')
  await pattern(page).fill('(a+)+$')
  await expect(page.getByRole('alert')).toContainText('took longer than 1 s and was stopped')
  // Typing still works, and a sane pattern works again on a fresh worker.
  await editor(page, 'Test string').click()
  await page.keyboard.press('End')
  await page.keyboard.type('xyz')
  await expectEditorText(page, 'Test string', 'a'.repeat(40) + '!xyz')
  await pattern(page).fill('a{3}')
  await expect(count(page)).toHaveText('13 matches')
})

test('persists pattern, test string and flags as devtools-regex-tester', async ({ page }) => {
  await setEditor(page, 'Test string', 'Aa')
  await pattern(page).fill('a')
  await page.getByLabel('ignoreCase').check()
  await page.reload()
  await expect(pattern(page)).toHaveValue('a')
  await expectEditorText(page, 'Test string', 'Aa')
  await expect(page.getByLabel('ignoreCase')).toBeChecked()
  await expect(count(page)).toHaveText('2 matches')
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-regex-tester')))!)
  expect(stored).toMatchObject({ pattern: 'a', testString: 'Aa', flags: { global: true, ignoreCase: true, multiline: false, dotAll: false, unicode: false, sticky: false } })
})

test('the frame copies the matches', async ({ page }) => {
  await setEditor(page, 'Test string', 'cat hat bat')
  await pattern(page).fill('\\w+at')
  await expect(count(page)).toHaveText('3 matches')
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(() => readClipboard(page)).toBe('cat\nhat\nbat')
})

for (const scheme of ['light', 'dark'] as const) {
  test(`has no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await pattern(page).fill('\\d+')
    await setEditor(page, 'Test string', 'a1b22')
    await expect(count(page)).toHaveText('2 matches')
    const r = await new AxeBuilder({ page }).analyze()
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  })
}
