import { expect, test, type Page } from '@playwright/test'
import { expectAxeClean, expectEditorText, setEditor } from './helpers'

const lines = (page: Page, label: string, cls?: string) =>
  page.locator(`.cm-content[aria-label="${label}"] > .cm-line${cls ? `.${cls}` : ''}`).allInnerTexts()

test.beforeEach(async ({ page }) => {
  await page.goto('/#/text-diff')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Text Diff')
})

test("diffs live with the shared engine and view: the empty state, 'No differences', removed and added lines, words", async ({ page }) => {
  await expect(page.locator('.cm-placeholder').filter({ hasText: 'Original text...' })).toBeVisible()
  await expect(page.getByTestId('diff-empty')).toHaveText('Type or paste text on both sides; the differences appear here.')
  await setEditor(page, 'Original', 'same')
  await setEditor(page, 'Modified', 'same')
  await expect(page.getByTestId('diff-none')).toHaveText('No differences')
  await setEditor(page, 'Original', 'one\ntwo\nthree')
  await setEditor(page, 'Modified', 'one\ntwo 2\nthree\nfour')
  await expect(page.getByTestId('diff-summary')).toHaveText('2 lines added, 1 line removed')
  await expect.poll(() => lines(page, 'Original (diff)', 'cm-diff-removed')).toEqual(['two'])
  await expect.poll(() => lines(page, 'Modified (diff)', 'cm-diff-added')).toEqual(['two 2', 'four'])
  await expect(page.locator('.cm-diff-word-added').first()).toHaveText(' 2')
  await page.getByRole('button', { name: 'Unified' }).click()
  await expect.poll(() => lines(page, 'Unified diff')).toEqual(['one', 'two', 'two 2', 'three', 'four'])
})

test('keeps its own state under devtools-text-diff, apart from Diff Viewer', async ({ page }) => {
  await setEditor(page, 'Original', 'text diff left')
  await setEditor(page, 'Modified', 'text diff right')
  await page.reload()
  await expectEditorText(page, 'Original', 'text diff left')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-text-diff')))!)).toMatchObject({ left: 'text diff left', right: 'text diff right' })
  expect(await page.evaluate(() => localStorage.getItem('devtools-diff-viewer'))).toBeNull()
  await page.goto('/#/diff')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diff Viewer')
  await expectEditorText(page, 'Original', '')
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'Original', 'a\nb')
  await setEditor(page, 'Modified', 'a\nc')
  await expect(page.getByTestId('diff-summary')).toBeVisible()
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
