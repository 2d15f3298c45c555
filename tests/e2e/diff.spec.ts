import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editor, expectAxeClean, expectEditorText, pasteText, readClipboard, setEditor } from './helpers'

const lines = (page: Page, label: string, cls?: string) =>
  page.locator(`.cm-content[aria-label="${label}"] > .cm-line${cls ? `.${cls}` : ''}`).allInnerTexts()

test.beforeEach(async ({ page }) => {
  await page.goto('/#/diff')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diff Viewer')
})

test("placeholders; the empty state, then 'No differences' when equal; live diff with removed red and added green", async ({ page }) => {
  const errors = collectErrors(page)
  await expect(editor(page, 'Original')).toHaveAttribute('aria-label', 'Original')
  await expect(page.locator('.cm-placeholder').filter({ hasText: 'Original text...' })).toBeVisible()
  await expect(page.locator('.cm-placeholder').filter({ hasText: 'Modified text...' })).toBeVisible()
  // Issue 21: two empty sides are not "equal"; the empty state says what to do.
  await expect(page.getByTestId('diff-empty')).toHaveText('Type or paste text on both sides; the differences appear here.')
  await expect(page.getByTestId('diff-none')).toHaveCount(0)
  await setEditor(page, 'Original', 'alpha\nbeta\ngamma')
  await setEditor(page, 'Modified', 'alpha\nbeta\ngamma')
  await expect(page.getByTestId('diff-none')).toHaveText('No differences')
  await setEditor(page, 'Modified', 'alpha\nBETA two\ngamma\ndelta')
  await expect(page.getByTestId('diff-summary')).toHaveText('2 lines added, 1 line removed')
  await expect.poll(() => lines(page, 'Original (diff)', 'cm-diff-removed')).toEqual(['beta'])
  await expect.poll(() => lines(page, 'Modified (diff)', 'cm-diff-added')).toEqual(['BETA two', 'delta'])
  const removed = page.locator('.cm-diff-removed').first()
  const added = page.locator('.cm-diff-added').first()
  const bg = (l: typeof removed) => l.evaluate((el) => getComputedStyle(el).backgroundColor)
  const [r, g] = [await bg(removed), await bg(added)]
  const rgb = (s: string) => s.match(/[\d.]+/g)!.slice(0, 3).map(Number)
  expect(rgb(r)[0]).toBeGreaterThan(rgb(r)[1]!) // reddish
  expect(rgb(g)[1]).toBeGreaterThan(rgb(g)[0]!) // greenish
  // Unified view lists removed then added lines.
  await page.getByRole('button', { name: 'Unified' }).click()
  await expect.poll(() => lines(page, 'Unified diff')).toEqual(['alpha', 'beta', 'BETA two', 'gamma', 'delta'])
  await expect.poll(() => lines(page, 'Unified diff', 'cm-diff-removed')).toEqual(['beta'])
  await page.getByRole('main').getByRole('button', { name: 'Copy' }).last().click()
  expect(await readClipboard(page)).toBe(' alpha\n-beta\n+BETA two\n gamma\n+delta')
  expect(errors).toEqual([])
})

test('marks changed words and ignores whitespace when asked', async ({ page }) => {
  await setEditor(page, 'Original', 'const answer = 41;\nkeep')
  await setEditor(page, 'Modified', 'const answer = 42;\n  keep')
  await expect(page.locator('.cm-diff-word-removed')).toHaveText(['41'])
  // The second pair differs only by the added indentation, which is marked too.
  await expect(page.locator('.cm-diff-word-added')).toHaveText(['42', '  '])
  await page.getByLabel('Ignore whitespace').check()
  await expect(page.getByTestId('diff-summary')).toHaveText('1 line added, 1 line removed')
})

test('Alt+Z or the wrap button wraps long lines, so a change at the end of a long line is in view', async ({ page }) => {
  const long = `${'word '.repeat(80)}`
  await setEditor(page, 'Original', `first\n${long}old`)
  await setEditor(page, 'Modified', `first\n${long}NEW`)
  const mark = page.locator('.cm-diff-word-added').filter({ hasText: 'NEW' })
  await expect(mark).toHaveCount(1)
  await expect(mark).not.toBeInViewport()
  const wrap = page.getByTestId('diff-listing').getByRole('button', { name: 'Wrap long lines' })
  await expect(wrap).toHaveAttribute('aria-pressed', 'false')
  await editor(page, 'Modified (diff)').click()
  await page.keyboard.press('Alt+z')
  await expect(wrap).toHaveAttribute('aria-pressed', 'true')
  await expect(mark).toBeInViewport()
  // Kept across the unified view; the button turns it off again.
  await page.getByRole('button', { name: 'Unified' }).click()
  await expect(page.locator('.cm-diff-word-added').filter({ hasText: 'NEW' })).toBeInViewport()
  await wrap.click()
  await expect(wrap).toHaveAttribute('aria-pressed', 'false')
  await expect(page.locator('.cm-diff-word-added').filter({ hasText: 'NEW' })).not.toBeInViewport()
})

test('persists left and right as devtools-diff-viewer', async ({ page }) => {
  await setEditor(page, 'Original', 'left side')
  await setEditor(page, 'Modified', 'right side')
  await page.reload()
  await expectEditorText(page, 'Original', 'left side')
  await expectEditorText(page, 'Modified', 'right side')
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-diff-viewer')))!)
  expect(stored).toMatchObject({ left: 'left side', right: 'right side' })
})

test('tells apart lines that differ only in a lone surrogate (sent to the worker as text, not UTF-8), and a non-ASCII change', async ({ page }) => {
  // Stored state, as a reload restores it: UTF-8 would turn both lone halves into U+FFFD and call them equal.
  await page.evaluate(() => localStorage.setItem('devtools-diff-viewer', JSON.stringify({ left: 'same\nlone \ud800\nend', right: 'same\nlone \udc00\nend', mode: 'unified', ignoreWhitespace: false })))
  await page.reload()
  await expect(page.getByTestId('diff-summary')).toHaveText('1 line added, 1 line removed')
  await setEditor(page, 'Original', 'même\nGrüße 😀\nfin')
  await setEditor(page, 'Modified', 'même\nGrüße 😃\nfin')
  await expect(page.getByTestId('diff-summary')).toHaveText('1 line added, 1 line removed')
  await setEditor(page, 'Modified', 'même\nGrüße 😀\nfin')
  await expect(page.getByTestId('diff-none')).toHaveText('No differences')
})

test('diffs two 50,000-line files in the worker while the page stays usable; the result scrolls', async ({ page }) => {
  await expect(editor(page, 'Original')).toBeVisible()
  await page.evaluate(() => {
    const a: string[] = []
    const b: string[] = []
    for (let i = 0; i < 50_000; i++) {
      const line = `line ${i} value ${(i * 7919) % 100003}`
      a.push(line)
      b.push(i % 3 === 0 ? `${line} changed` : line)
    }
    const load = (index: number, text: string) => {
      const dt = new DataTransfer()
      dt.items.add(new File([text], `f${index}.txt`, { type: 'text/plain' }))
      const input = document.querySelectorAll<HTMLInputElement>('input[type=file]')[index]!
      input.files = dt.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }
    load(0, a.join('\n'))
    load(1, b.join('\n'))
  })
  // While the diff runs, the palette opens and takes typing, and the page repaints.
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('diff')
  await expect(page.getByRole('combobox', { name: 'Search tools, categories and actions' })).toHaveValue('diff')
  expect(await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame((t) => r(t))))).toBeGreaterThan(0)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('diff-summary')).toHaveText('16,667 lines added, 16,667 lines removed', { timeout: 30_000 })
  // Only the visible part is laid out, and the end of the result is reachable.
  expect(await page.locator('.cm-content[aria-label="Modified (diff)"] > .cm-line').count()).toBeLessThan(500)
  await page.getByTestId('diff-split').locator('.cm-scroller').last().evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(page.locator('.cm-content[aria-label="Modified (diff)"] > .cm-line').last()).toHaveText('line 49999 value ' + ((49999 * 7919) % 100003))
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'Original', 'one\ntwo')
  await setEditor(page, 'Modified', 'one\n2')
  await expect(page.getByTestId('diff-summary')).toBeVisible()
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})

test('issue 32: a Git patch pasted in the palette opens as a patch (its counts, its hunk), and applies to an original', async ({ page }) => {
  const patch = ['diff --git a/config.ini b/config.ini', 'index 3b18e51..a9c2f4d 100644', '--- a/config.ini', '+++ b/config.ini', '@@ -1,3 +1,3 @@', ' [server]', '-port = 80', '+port = 8080', ' host = localhost', ''].join('\n')
  await page.keyboard.press('ControlOrMeta+K')
  await pasteText(page.getByRole('combobox', { name: 'Search tools, categories and actions' }), patch)
  const first = page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()
  await expect(first).toContainText('Diff Viewer')
  await expect(first).toContainText('Git diff: 1 file, +1 −1')
  await page.keyboard.press('Enter')
  // The detector's counts are the screen's: one file, one line each way (not "0 lines added, 10 lines removed").
  await expect(page.getByTestId('patch-summary')).toHaveText('Patch: 1 file, +1 −1')
  await expect(page.getByTestId('diff-summary')).toHaveText('1 line added, 1 line removed')
  await expect.poll(() => lines(page, 'Original (diff)')).toEqual(['@@ -1,3 +1,3 @@', '[server]', 'port = 80', 'host = localhost'])
  await expect.poll(() => lines(page, 'Modified (diff)', 'cm-diff-added')).toEqual(['port = 8080'])
  // Apply it to the original pasted in the other box: the patched text, compared with it.
  await page.getByRole('button', { name: 'Apply to Modified' }).click()
  await expect(page.getByTestId('diff-empty')).toHaveText('Paste the original text in Modified to apply the patch to it.')
  await setEditor(page, 'Modified', '[server]\nport = 80\nhost = localhost\n')
  await expect(page.getByTestId('diff-summary')).toHaveText('1 line added, 1 line removed')
  await page.getByRole('main').getByRole('button', { name: 'Copy patched text' }).click()
  expect(await readClipboard(page)).toBe('[server]\nport = 8080\nhost = localhost\n')
  await setEditor(page, 'Modified', '[client]\nport = 443\n')
  await expect(page.getByRole('alert')).toHaveText('The patch does not apply to the Modified text: Its hunk (@@ -1,3 +1,3 @@) expects lines that are not there, near line 1.')
})
