import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, setEditor } from './helpers'

/**
 * Issue 21, item 6: diffs you can navigate, in both diff tools. A 13,000-line text with 250 changed
 * lines (one every 52 lines, at 26, 78, ...): Previous / Next (buttons and keys) with a counter,
 * unchanged runs folded to 3 lines of context behind bars that expand, change marks on a strip
 * beside the scroller that jump when clicked; and two empty sides show the empty state.
 */
const LINES = 13_000
const changedAt = (k: number) => 26 + 52 * k
const original = Array.from({ length: LINES }, (_, i) => `line ${i}`).join('\n')
const modified = Array.from({ length: LINES }, (_, i) => (i % 52 === 26 ? `changed ${i}` : `line ${i}`)).join('\n')

// 13,000-line documents on a shared 2-core machine: give each test room.
test.describe.configure({ timeout: 120_000 })

const TOOLS = [
  { route: 'diff', title: 'Diff Viewer', key: 'devtools-diff-viewer' },
  { route: 'text-diff', title: 'Text Diff', key: 'devtools-text-diff' },
] as const

async function open(page: Page, tool: (typeof TOOLS)[number], mode: 'split' | 'unified' = 'split') {
  await page.goto(`/#/${tool.route}`)
  await page.evaluate(([key, left, right, m]) => localStorage.setItem(key!, JSON.stringify({ left, right, mode: m, ignoreWhitespace: false })), [tool.key, original, modified, mode])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.title)
  await expect(page.getByTestId('diff-summary')).toHaveText('250 lines added, 250 lines removed', { timeout: 20_000 })
  await expect(counter(page)).toHaveText('250 changes')
}

const counter = (page: Page) => page.getByTestId('diff-counter')
const next = (page: Page) => page.getByRole('button', { name: 'Next change' })
const previous = (page: Page) => page.getByRole('button', { name: 'Previous change' })
const current = (page: Page, label: string) => page.locator(`.cm-content[aria-label="${label}"] > .cm-line.cm-diff-current`)
const line = (page: Page, label: string, text: string) => page.locator(`.cm-content[aria-label="${label}"] > .cm-line`).filter({ hasText: new RegExp(`^${text}$`) })

/** Change k (from 0) is the current one: the counter says so and its line is marked and in view. */
async function expectAt(page: Page, k: number, label = 'Modified (diff)') {
  await expect(counter(page)).toHaveText(`Change ${k + 1} of 250`)
  const marked = current(page, label).filter({ hasText: `changed ${changedAt(k)}` })
  await expect(marked).toHaveCount(1)
  await expect(marked).toBeInViewport()
}

for (const tool of TOOLS) {
  test.describe(tool.title, () => {
    // One load of the 13,000-line diff serves the navigation, the strip's marks and (Text Diff) axe.
    test('Previous / Next change with the buttons and the keys, with a counter; the change scrolls into view; change marks on the scrollbar strip, coloured, and a click on one jumps to its change', async ({ page }) => {
      const errors = collectErrors(page)
      await open(page, tool)
      await expect(next(page)).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowDown F7')
      await expect(previous(page)).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowUp Shift+F7')
      await next(page).click()
      await expectAt(page, 0)
      await expect(previous(page)).toBeDisabled()
      await next(page).click()
      await expectAt(page, 1)
      // Keys: F7 / Shift+F7 and Alt+Down / Alt+Up (the focus is on the Next button, in the diff).
      await page.keyboard.press('F7')
      await expectAt(page, 2)
      await page.keyboard.press('Alt+ArrowDown')
      await expectAt(page, 3)
      await page.keyboard.press('Alt+ArrowDown')
      await expectAt(page, 4)
      // The earlier change is now out of view: the view really scrolled.
      await expect(line(page, 'Modified (diff)', 'changed 26')).not.toBeInViewport()
      await page.keyboard.press('Alt+ArrowUp')
      await expectAt(page, 3)
      await page.keyboard.press('Shift+F7')
      await expectAt(page, 2)
      // The original side marks the same change (its removed line).
      await expect(current(page, 'Original (diff)')).toHaveText([`line ${changedAt(2)}`])
      await previous(page).click()
      await expectAt(page, 1)
      // From the page outside any field, F7 works too.
      await page.getByRole('heading', { level: 1 }).click()
      await page.keyboard.press('F7')
      await expectAt(page, 2)

      const marks = page.getByTestId('diff-scroll-mark')
      // One mark per change, or one for a few changes too close to tell apart at this height.
      const count = await marks.count()
      expect(count).toBeGreaterThan(50)
      expect(count).toBeLessThanOrEqual(250)
      const counts = await marks.evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.count)))
      expect(counts.reduce((a, b) => a + b, 0)).toBe(250)
      // Every change here replaces a line: removed red and added green, half and half.
      expect(await marks.first().evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/linear-gradient/)
      // Marks are spread over the strip's height, in order.
      const tops = await marks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
      expect(tops).toEqual([...tops].sort((a, b) => a - b))
      const strip = await page.getByTestId('diff-scrollbar').boundingBox()
      expect(tops.at(-1)! - tops[0]!).toBeGreaterThan(strip!.height * 0.8)
      // A click on the last mark jumps near the end.
      const last = marks.last()
      const k = Number(await last.getAttribute('data-change'))
      expect(k).toBeGreaterThan(240)
      await last.click()
      await expectAt(page, k)
      // And on a mark in the middle.
      const middle = marks.nth(Math.floor(count / 2))
      const m = Number(await middle.getAttribute('data-change'))
      await middle.click()
      await expectAt(page, m)
      if (tool.route === 'text-diff') {
        // axe on a folded, navigated diff.
        await page.mouse.move(0, 0)
        await expectAxeClean(page)
      }
      expect(errors).toEqual([])
    })

    test('unchanged runs are folded to 3 lines of context and expand on click; Show all lines shows everything', async ({ page }) => {
      await open(page, tool)
      const bars = page.locator('.cm-content[aria-label="Original (diff)"] .cm-diff-fold-button')
      // Before the first change (row 26): rows 0-22 folded, 23-25 kept; between changes 45 of 51 rows.
      await expect(bars.first()).toHaveText('Expand 23 unchanged lines')
      await expect(bars.nth(1)).toHaveText('Expand 45 unchanged lines')
      await expect(line(page, 'Original (diff)', 'line 10')).toHaveCount(0)
      await expect(line(page, 'Original (diff)', 'line 23')).toBeVisible()
      // Only a few hundred rows are laid out: the folded listing of 13,000 lines is short.
      const scrollHeight = await page.getByTestId('diff-split').locator('.cm-scroller').first().evaluate((el) => el.scrollHeight)
      expect(scrollHeight).toBeLessThan(LINES * 20 * 0.25)
      // The keyboard reaches a bar (Tab from the toolbar: the listing, then its first bar) and Enter expands it.
      const showAll = page.getByRole('button', { name: 'Show all lines' })
      await page.getByTestId('diff-listing').getByRole('button', { name: 'Wrap long lines' }).focus()
      await page.keyboard.press('Tab')
      await expect(page.locator('.cm-content[aria-label="Original (diff)"]')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(bars.first()).toBeFocused()
      await expect(bars.first()).toHaveAccessibleName('Expand 23 unchanged lines')
      await page.keyboard.press('Enter')
      await expect(line(page, 'Original (diff)', 'line 10')).toBeVisible()
      // Both sides expand together.
      await expect(line(page, 'Modified (diff)', 'line 10')).toBeVisible()
      await expect(bars.first()).toHaveText('Expand 45 unchanged lines')
      // A click on a bar (here on the modified side) expands its run, on both sides.
      await expect(line(page, 'Original (diff)', 'line 50')).toHaveCount(0)
      await page.locator('.cm-content[aria-label="Modified (diff)"] .cm-diff-fold-button').first().click()
      await expect(line(page, 'Original (diff)', 'line 50')).toBeVisible()
      await expect(line(page, 'Modified (diff)', 'line 50')).toBeVisible()
      // Show all lines: no bar; pressed again, the runs fold again.
      await showAll.click()
      await expect(showAll).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator('.cm-diff-fold-button')).toHaveCount(0)
      await showAll.click()
      await expect(showAll).toHaveAttribute('aria-pressed', 'false')
      await expect(bars.first()).toHaveText('Expand 23 unchanged lines')
    })

    test('the unified view navigates, folds and marks the same 250 changes', async ({ page }) => {
      await open(page, tool, 'unified')
      await expect(page.getByTestId('diff-unified')).toBeVisible()
      await expect(page.locator('.cm-diff-fold-button').first()).toHaveText('Expand 23 unchanged lines')
      await page.keyboard.press('F7')
      await expect(counter(page)).toHaveText('Change 1 of 250')
      await expect(current(page, 'Unified diff')).toHaveText(['line 26', 'changed 26'])
      await next(page).click()
      await expect(counter(page)).toHaveText('Change 2 of 250')
      await expect(current(page, 'Unified diff').last()).toHaveText('changed 78')
      await expect(current(page, 'Unified diff').last()).toBeInViewport()
      await page.getByTestId('diff-scroll-mark').last().click()
      await expect(counter(page)).toHaveText(/^Change 2(4|5)\d of 250$/)
      // Switching views keeps the current change.
      await page.getByRole('button', { name: 'Side by side' }).click()
      await expect(page.getByTestId('diff-split')).toBeVisible()
      await expect(counter(page)).toHaveText(/^Change 2(4|5)\d of 250$/)
    })
  })
}

test('two empty sides show the empty state, not "No differences"', async ({ page }) => {
  for (const tool of TOOLS) {
    await page.goto(`/#/${tool.route}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.title)
    await expect(page.getByTestId('diff-empty')).toHaveText('Type or paste text on both sides; the differences appear here.')
    await expect(page.getByTestId('diff-none')).toHaveCount(0)
    await expect(page.getByText('No differences')).toHaveCount(0)
    await expect(page.getByText('Comparing...')).toHaveCount(0)
    await setEditor(page, 'Original', 'a')
    await expect(page.getByTestId('diff-summary')).toHaveText('0 lines added, 1 line removed')
    await setEditor(page, 'Original', '')
    await expect(page.getByTestId('diff-empty')).toBeVisible()
    await expect(page.getByTestId('diff-summary')).toHaveCount(0)
  }
})

test('at 390 px the navigation fits and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, TOOLS[0])
  await expect(next(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show all lines' })).toBeVisible()
  await next(page).click()
  await expectAt(page, 0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
