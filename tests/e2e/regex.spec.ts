import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editor, expectAxeClean, expectEditorText, readClipboard, setEditor } from './helpers'

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
  // The named group is listed once, under its number, with its name.
  await expect(details.first()).toContainText('$2 line1234')
  await expect(details.first().getByRole('term')).toHaveText(['$1', '$2 line'])
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

test('a group that took no part says "not matched"; an empty capture says "(empty)"', async ({ page }) => {
  await setEditor(page, 'Test string', 'cat dog')
  await pattern(page).fill('(?<cat>cat)|(?<dog>dog)(s?)')
  await expect(count(page)).toHaveText('2 matches')
  const [first, second] = [0, 1].map((i) => page.getByRole('list', { name: 'Match details' }).getByRole('listitem').nth(i))
  await expect(first!.getByRole('term')).toHaveText(['$1 cat', '$2 dog', '$3'])
  await expect(first!.getByRole('definition')).toHaveText(['cat', 'not matched', 'not matched'])
  await expect(second!.getByRole('definition')).toHaveText(['not matched', 'dog', '(empty)'])
  await expect(page.getByText('undefined')).toHaveCount(0)
  await expect(first!.getByText('not matched').first()).toHaveCSS('font-style', 'italic')
})

test('syntax from other flavours gets a hint: what to write in JavaScript', async ({ page }) => {
  await setEditor(page, 'Test string', 'year 2024')
  await pattern(page).fill('(?P<y>\\d+)')
  const hints = page.getByRole('list', { name: 'Hints' })
  await expect(hints).toHaveText('Python-style named group: in JavaScript write (?<y>...)')
  // Besides the engine's own message, not instead of it.
  await expect(page.getByRole('alert')).toContainText('Invalid regular expression')
  await expect(pattern(page)).toHaveAccessibleDescription('Python-style named group: in JavaScript write (?<y>...)')
  // Written the JavaScript way, it matches and the hint goes.
  await pattern(page).fill('(?<y>\\d+)')
  await expect(count(page)).toHaveText('1 match')
  await expect(hints).toHaveCount(0)
  await pattern(page).fill('(?i)YEAR')
  await expect(hints).toHaveText("Inline flags are not supported in JavaScript's RegExp: remove (?i) and tick the ignoreCase (i) flag instead")
  // \A compiles in JavaScript (as a plain "A"), so the hint shows beside "Valid regex".
  await pattern(page).fill('\\Ayear')
  await expect(page.getByText('Valid regex')).toBeVisible()
  await expect(hints).toContainText('\\A is not supported')
})

test('a 2 MB test string: typed key by key, the pattern gives the right count; details come a page at a time', async ({ page }) => {
  const line = 'John: 555-1234, Jane: 555-9876 and some filler text here.\n'
  const text = line.repeat(Math.ceil((2 << 20) / line.length)).slice(0, 2 << 20)
  const expected = [...text.matchAll(/(\d{3})-(?<line>\d{4})/g)].length
  const errors = collectErrors(page)
  await editor(page, 'Test string').click()
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await page.keyboard.press('ControlOrMeta+V')
  await expect(page.getByText(/2 MiB · 36,158 lines loaded/)).toBeVisible()
  await pattern(page).pressSequentially('(\\d{3})-(?<line>\\d{4})')
  await expect(count(page)).toHaveText(`${expected.toLocaleString('en-US')} matches`)
  await expect(page.getByTestId('regex-truncated')).toHaveText(`The first 1,000 of ${expected.toLocaleString('en-US')} matches are highlighted and listed.`)
  const details = page.getByRole('list', { name: 'Match details' }).getByRole('listitem')
  await expect(details).toHaveCount(50)
  await expect(details.nth(1)).toContainText('555-9876')
  await expect(details.nth(1)).toContainText('22-30')
  // Scrolling to the end of the list brings the next page.
  await details.last().scrollIntoViewIfNeeded()
  await expect.poll(() => details.count()).toBeGreaterThanOrEqual(100)
  await expect(page.getByRole('button', { name: /Show more matches/ })).toBeVisible()
  // The frame copies the listed matches; a replacement shows its start and copies in full.
  await page.getByLabel('Replace with').fill('$1-[$2]')
  await expect(page.getByTestId('regex-replaced')).toContainText('John: 555-[1234], Jane: 555-[9876]')
  await expect(page.getByText(/Showing the first 10,000 of [\d,]+ characters; Copy copies all of it\./)).toBeVisible()
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(async () => (await readClipboard(page)).length).toBe(text.length + expected * 2)
  expect(errors).toEqual([])
})

test(`has no serious accessibility violations (light and dark)`, async ({ page }) => {
  await pattern(page).fill('\\d+')
  await setEditor(page, 'Test string', 'a1b22')
  await expect(count(page)).toHaveText('2 matches')
  await expectAxeClean(page)
})

test('explains the pattern on hover and focus; exports every match as JSON; diffs the replacement (issue 35)', async ({ page }) => {
  const text = 'John: 555-1234\nJane: 555-9876'
  await setEditor(page, 'Test string', text)
  await pattern(page).fill('(\\d{3})-(?<line>\\d{4})')
  await expect(count(page)).toHaveText('2 matches')
  const tokens = page.getByRole('toolbar', { name: 'Explained, token by token' }).getByRole('button')
  const explanation = page.getByTestId('regex-explanation')
  await tokens.filter({ hasText: '(?<line>' }).hover()
  await expect(explanation).toHaveText('(?<line> Named capturing group "line" (group #2)')
  // Keyboard: one Tab stop, arrows and End move between the tokens.
  await tokens.first().focus()
  await expect(explanation).toHaveText('( Capturing group #1')
  await page.keyboard.press('ArrowRight')
  await expect(explanation).toHaveText('\\d A digit (0-9)')
  await page.keyboard.press('End')
  await expect(tokens.last()).toBeFocused()
  await expect(tokens.last()).toHaveAccessibleName('): End of the named capturing group "line"')
  // Export: each match with its index, numbered groups and named groups, as matchAll has them.
  await page.getByRole('button', { name: 'Copy JSON' }).click()
  const expected = [...text.matchAll(/(\d{3})-(?<line>\d{4})/g)].map((m) => ({ index: m.index, match: m[0], captures: m.slice(1), groups: { ...m.groups } }))
  await expect.poll(() => readClipboard(page)).toBe(JSON.stringify(expected, null, 2))
  // The replacement, before and after.
  await page.getByLabel('Replace with').fill('$<line>-$1')
  await page.getByRole('tab', { name: 'Diff' }).click()
  const diff = page.getByLabel('Replacement diff')
  await expect(diff).toContainText('John: 555-1234')
  await expect(diff).toContainText('John: 1234-555')
})

test('export of groups from a pattern without any says so; an invalid pattern keeps its message and is not explained', async ({ page }) => {
  await setEditor(page, 'Test string', 'cat hat')
  await pattern(page).fill('\\w+at')
  await expect(count(page)).toHaveText('2 matches')
  await page.getByLabel('What to export').selectOption('Capture groups')
  await page.getByLabel('Export format').selectOption('CSV')
  await page.getByRole('button', { name: 'Copy CSV' }).click()
  await expect(page.getByRole('alert')).toHaveText('/\\w+at/ has no capture groups: put ( ) around what to extract, or extract whole matches')
  await pattern(page).fill('(\\w+at')
  await expect(page.getByRole('alert')).toHaveText('Invalid regular expression: /(\\w+at/g: Unterminated group')
  await expect(page.getByRole('toolbar', { name: 'Explained, token by token' })).toHaveCount(0)
})
