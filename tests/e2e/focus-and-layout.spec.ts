import { expect, test, type Page } from '@playwright/test'
import { editor, expandAllGroups, setEditor } from './helpers'

/** Issue 21 items 2, 3 and 7 (D33): focus you can see, nothing moving under the cursor, editors that say how to leave and wrap one-line input. */

/** Every tool's route, read from the sidebar (the registry is the app's, not the test's). */
async function toolRoutes(page: Page) {
  await page.goto('/')
  await expandAllGroups(page)
  const hrefs = await page
    .getByRole('navigation', { name: 'Tools' })
    .first()
    .locator('a[href^="#/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)))
  return [...new Set(hrefs)]
}

type Checked = { control: string; visible: boolean }

/**
 * Walks the screen's Tab order inside <main> (at most `limit` stops) and, for each control, compares
 * what draws a focus indication (outline, box-shadow, border colour) on the control and on the box
 * that draws its ring (a code editor's frame, a wrapper marked data-focus-ring=parent) with the same
 * properties before it was focused. A control that looks the same focused and unfocused fails.
 */
async function walkFocus(page: Page, limit: number): Promise<Checked[]> {
  // Start from the page title (a screen may have focused its first field on load): Tab then walks
  // the tool from its top, and every control is measured unfocused first.
  await page.locator('main h1').first().click()
  await page.evaluate(() => {
    const sig = (el: Element) => {
      const s = getComputedStyle(el)
      const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && s.outlineColor !== 'rgba(0, 0, 0, 0)'
      return `${ring ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : 'no-outline'}|${s.boxShadow}|${s.borderColor}`
    }
    const boxOf = (el: Element) => el.closest('.cm-editor') ?? (el.getAttribute('data-focus-ring') === 'parent' ? el.parentElement! : el)
    const CONTROLS = ':is(a, button, input, select, textarea, [tabindex], [contenteditable], .cm-editor)'
    const before = new Map<Element, string>()
    const remember = (el: Element) => {
      for (const x of [el, boxOf(el)]) if (!before.has(x)) before.set(x, sig(x))
    }
    for (const el of document.querySelectorAll(`main ${CONTROLS}`)) remember(el)
    // A control that arrives during the walk (the frame's Export once a live run has a result, as on
    // the Recipe screen) is measured as it arrives, unfocused: unmeasured, it read as "no ring".
    const w = window as unknown as { __focusCheck: () => Checked | null; __focusArrivals?: MutationObserver }
    w.__focusArrivals?.disconnect()
    w.__focusArrivals = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if (n instanceof Element) for (const el of [n, ...n.querySelectorAll(CONTROLS)]) if (el.matches(CONTROLS)) remember(el)
    })
    w.__focusArrivals.observe(document.querySelector('main')!, { childList: true, subtree: true })
    w.__focusCheck = () => {
      const el = document.activeElement
      if (!el || !el.closest('main') || el === document.querySelector('main')) return null
      const box = boxOf(el)
      const changed = [el, box].some((x) => before.has(x) && before.get(x) !== sig(x))
      const label = el.getAttribute('aria-label') ?? el.id ?? ''
      return { control: `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''} "${label || (el.textContent ?? '').trim().slice(0, 30)}"`, visible: changed }
    }
  })
  const seen: Checked[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    // A code editor marks itself focused a moment after the focus event: let a frame pass.
    const r = await page.evaluate(
      () =>
        new Promise<Checked | null>((done) =>
          requestAnimationFrame(() => setTimeout(() => done((window as unknown as { __focusCheck: () => Checked | null }).__focusCheck()), 20)),
        ),
    )
    if (!r) break
    seen.push(r)
  }
  return seen
}

test.describe('focus you can see (D33)', () => {
  // Three slices of the screens, so the parallel workers share the walk.
  for (const slice of [0, 1, 2]) {
    test(`every control on every screen shows a focus ring when reached by Tab, in light and dark (screens ${slice + 1} of 3)`, async ({ page }) => {
      test.setTimeout(240_000)
      const routes = await toolRoutes(page)
      expect(routes.length).toBeGreaterThanOrEqual(41)
      const mine = routes.filter((_, i) => i % 3 === slice)
      const invisible: string[] = []
      let checked = 0
      for (const [i, route] of mine.entries()) {
        // Half the screens in each theme (the default theme follows the system): the ring colour differs.
        await page.emulateMedia({ colorScheme: i % 2 === 1 ? 'dark' : 'light' })
        await page.goto(`/#${route}`)
        await expect(page.locator('main h1').first()).toBeVisible()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        const seen = await walkFocus(page, 15)
        checked += seen.length
        for (const s of seen) if (!s.visible) invisible.push(`${route}: ${s.control}`)
      }
      console.log(`focus rings: ${checked} Tab stops on ${mine.length} screens checked`)
      expect(invisible).toEqual([])
      expect(checked).toBeGreaterThan(mine.length * 3)
    })
  }

  test('the sidebar, top bar and theme choice show focus too', async ({ page }) => {
    await page.goto('/#/json-formatter')
    await expect(page.locator('main h1')).toBeVisible()
    const outline = () => page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    await page.keyboard.press('Tab') // the skip link
    await page.keyboard.press('Tab')
    expect(await outline()).toBe('solid')
    const link = page.getByRole('navigation', { name: 'Tools' }).first().getByRole('link').first()
    await link.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    expect(await outline()).toBe('solid')
  })

  test('a skip link is the first Tab stop and leads to the tool: the REST Client\'s Method in one step', async ({ page }) => {
    await page.goto('/#/rest-client')
    await expect(page.getByLabel('Method')).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to the tool' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Method')).toBeFocused()
    await expect(page).toHaveURL(/#\/rest-client$/)
  })

  test('tab panels are not a Tab stop of their own: Tab goes from the tab list into the panel', async ({ page }) => {
    await page.goto('/#/rest-client')
    await page.getByRole('tab', { name: 'Headers' }).click()
    await page.getByRole('tab', { name: 'Headers' }).focus()
    await page.keyboard.press('Tab')
    const role = await page.evaluate(() => document.activeElement?.getAttribute('role'))
    expect(role).not.toBe('tabpanel')
  })

  test('a code editor says how to leave it, and Escape then Tab leaves', async ({ page }) => {
    await page.goto('/#/json-formatter')
    const input = editor(page, 'JSON input')
    await input.click()
    const hint = page.getByText('Esc then Tab to leave').first()
    await expect(hint).toBeVisible()
    expect(await hint.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await page.keyboard.press('Tab') // indents: focus stays
    await expect(input).toBeFocused()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Tab')
    await expect(input).not.toBeFocused()
    await expect.poll(() => hint.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
  })

  test('the shortcut sheet says how editors are left and wrapped', async ({ page }) => {
    await page.goto('/')
    // The '?' listener is attached once the app has mounted: a key pressed before that is lost.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(sheet).toContainText('Leave a code editor (inside one, Tab indents)')
    await expect(sheet).toContainText('Wrap long lines in a code editor, or stop wrapping')
    await expect(sheet).toContainText('skips the sidebar to the tool')
  })
})

test.describe('editors wrap one-line input (issue 21 item 7)', () => {
  test('a pasted one-line JSON wraps, so its start is in view; Alt+Z and the button toggle it', async ({ page }) => {
    await page.goto('/#/json-formatter')
    const line = JSON.stringify(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`key${i}`, `value number ${i}`])))
    await setEditor(page, 'JSON input', line)
    const content = editor(page, 'JSON input')
    await expect(content).toHaveClass(/cm-lineWrapping/)
    const wrapButton = page.getByTestId('json-input-editor').locator('..').getByRole('button', { name: 'Wrap long lines' })
    await expect(wrapButton).toHaveAttribute('aria-pressed', 'true')
    // No horizontal scrolling needed to see the line: the scroller is as wide as its content.
    const scroller = page.getByTestId('json-input-editor').locator('.cm-scroller')
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
    await content.click()
    await page.keyboard.press('Alt+z')
    await expect(content).not.toHaveClass(/cm-lineWrapping/)
    await expect(wrapButton).toHaveAttribute('aria-pressed', 'false')
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await wrapButton.click()
    await expect(content).toHaveClass(/cm-lineWrapping/)
  })

  test('a multi-line document is not wrapped unless asked', async ({ page }) => {
    await page.goto('/#/json-formatter')
    await setEditor(page, 'JSON input', '{\n  "a": 1\n}')
    await expect(editor(page, 'JSON input')).not.toHaveClass(/cm-lineWrapping/)
  })
})

/** Sums every layout shift while `act` runs, including those right after input (which CLS itself leaves out). */
async function shiftDuring(page: Page, act: () => Promise<void>) {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shiftObs?: PerformanceObserver }
    w.__shift = 0
    w.__shiftObs?.disconnect()
    w.__shiftObs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value
    })
    w.__shiftObs.observe({ type: 'layout-shift', buffered: false })
  })
  await act()
  await page.waitForTimeout(300)
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift)
}

test.describe('nothing moves under the cursor (D33)', () => {
  test('typing a regex that turns valid and invalid shifts the layout by less than 0.05', async ({ page }) => {
    await page.goto('/#/regex')
    await setEditor(page, 'Test string', 'Call 555-1234 or 555-9876 today.')
    const pattern = page.locator('#regex-pattern')
    await pattern.click()
    const copy = page.getByRole('main').getByRole('button', { name: /^Copy/ }).first()
    const before = await copy.boundingBox()
    const shift = await shiftDuring(page, async () => {
      // "(" and "[" make it invalid, the closing bracket valid again: the frame's buttons must stay put.
      await pattern.pressSequentially('(\\d{3})-([0-9]{4})', { delay: 60 })
      await pattern.press('Backspace')
      await pattern.press('Backspace')
      await pattern.pressSequentially('4})', { delay: 60 })
    })
    console.log(`layout shift while typing a regex: ${shift.toFixed(4)}`)
    expect(shift).toBeLessThan(0.05)
    expect(await copy.boundingBox()).toEqual(before)
  })

  test('typing a cron expression that turns valid and invalid shifts the layout by less than 0.05', async ({ page }) => {
    await page.goto('/#/cron')
    const field = page.getByRole('textbox', { name: 'Cron expression' })
    await field.fill('')
    await field.click()
    const shift = await shiftDuring(page, async () => {
      await field.pressSequentially('*/5 9-17 * * 1-5', { delay: 60 })
      await field.press('Backspace')
      await field.pressSequentially('6', { delay: 60 })
    })
    console.log(`layout shift while typing a cron expression: ${shift.toFixed(4)}`)
    expect(shift).toBeLessThan(0.05)
  })

  test('the frame keeps Copy and Send to in place while there is no result, disabled', async ({ page }) => {
    await page.goto('/#/regex')
    await page.locator('#regex-pattern').fill('')
    const copy = page.getByRole('main').getByRole('button', { name: 'Copy (nothing to copy yet)' })
    await expect(copy).toBeDisabled()
    await expect(page.getByRole('main').getByRole('button', { name: 'Send to...' })).toBeDisabled()
  })
})

test('an error toast that carries SPEC\'s ❌ shows no second icon', async ({ page }) => {
  await page.goto('/#/html-entity')
  await page.getByRole('button', { name: 'Encode', exact: true }).click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '❌ Please enter text to encode' })
  await expect(toast).toBeVisible()
  await expect(toast.locator('[data-icon]')).toHaveCount(0)
})
