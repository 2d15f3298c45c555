import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { collectErrors, editor, expandAllGroups, expectAxeClean, expectEditorText, setEditor } from './helpers'

test.describe('home page', () => {
  test('shows the badge, heading, stat cards with the computed tool count, features and categories', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer tools that never leave your browser')
    // D4: the count is the registry's. Every working tool has exactly one sidebar link.
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    await expandAllGroups(page)
    const toolLinks = await nav.locator('a[href^="#/"]:not([aria-disabled])').count()
    expect(toolLinks).toBeGreaterThanOrEqual(2)
    await expect(page.getByTestId('stat-Developer Tools')).toHaveText(String(toolLinks))
    await expect(page.getByText(`${toolLinks} tools, all in your browser`)).toBeVisible()
    await expect(page.getByTestId('stat-Categories')).toHaveText('8')
    // D27: no 'Active Users' (the app collects no data); a figure that is true of the build instead.
    await expect(page.getByText('Active Users')).toHaveCount(0)
    await expect(page.getByTestId('stat-Trackers or analytics')).toHaveText('0')
    for (const f of ['Fast client-side processing', 'Privacy first', 'Save time']) await expect(page.getByRole('heading', { name: f })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8)
    await expect(page.getByText(/press.*anywhere to search every tool/)).toBeVisible()
  })

  test("category cards open their category's first tool", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: /^Data Conversion:/ }).click()
    await expect(page).toHaveURL(/#\/json-yaml$/) // SPEC's first Data Conversion route
    await page.goto('/')
    await page.getByRole('link', { name: /^Formatters & Beautifiers:/ }).click()
    await expect(page).toHaveURL(/#\/json-formatter$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter')
  })

  test('downloads no tool code and no engine on the home page (D2)', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((u) => /json-formatter|base64|codemirror|worker/.test(u))).toEqual([])
    // Opening a tool then loads its own chunk.
    await page.getByRole('link', { name: /^Formatters & Beautifiers:/ }).click()
    await expect(editor(page, 'JSON input')).toBeVisible()
    expect(scripts.some((u) => /json-formatter-/.test(u))).toBe(true)
    expect(scripts.some((u) => /codemirror-/.test(u))).toBe(true)
  })

  test.describe('what it loads (issue 17)', () => {
    // As the bench measures it: the app's service worker would fetch the whole build for offline use.
    test.use({ serviceWorkers: 'block' })
    test('at most 100 KB of JavaScript (gzip), and no palette, toasts, dialog, tool frame or registry until they are used', async ({ page }) => {
      const scripts = new Set<string>()
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname
        if (path.endsWith('.js')) scripts.add(path)
      })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      const dist = resolve(process.env.E2E_DIST ?? 'dist')
      const sizes = [...scripts].map((path) => gzipSync(readFileSync(join(dist, path))).length)
      expect(sizes.length).toBeGreaterThan(0)
      expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100 * 1024)
      const lazy = /\/assets\/(palette|sonner|toaster|shortcuts|tool-frame|registry)-[\w-]+\.js$/
      expect([...scripts].filter((path) => lazy.test(path))).toEqual([])
      // The first use loads them: the palette (with the registry), then a toast.
      await page.keyboard.press('ControlOrMeta+K')
      await expect(page.getByRole('option', { name: /JSON Formatter/ }).first()).toBeVisible()
      expect([...scripts].some((path) => /\/assets\/palette-/.test(path))).toBe(true)
    })
  })

  test('shows recent tools once there are any', async ({ page }) => {
    await page.goto('/#/base64')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
    await page.goto('/#/')
    await expect(page.getByRole('heading', { name: 'Recent tools' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Recent tools' }).getByRole('link', { name: 'Base64 Encoder/Decoder' })).toBeVisible()
  })
})

test.describe('sidebar', () => {
  test('opens the first group at first; groups open and close on their own', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    const data = nav.getByRole('button', { name: 'Data Conversion' })
    const formatters = nav.getByRole('button', { name: 'Formatters & Beautifiers' })
    await expect(data).toHaveAttribute('aria-expanded', 'true')
    await expect(formatters).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Base64 Encoder/Decoder' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'JSON Formatter' })).toHaveCount(0)
    await formatters.click()
    await expect(nav.getByRole('link', { name: 'JSON Formatter' })).toBeVisible()
    await data.click()
    await expect(data).toHaveAttribute('aria-expanded', 'false')
    await expect(formatters).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Base64 Encoder/Decoder' })).toHaveCount(0)
  })

  test('highlights the active link', async ({ page }) => {
    await page.goto('/#/base64')
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    const link = nav.getByRole('link', { name: 'Base64 Encoder/Decoder' })
    await expect(link).toHaveAttribute('aria-current', 'page')
    await expect(link).toHaveClass(/bg-accent/)
  })

  test("no 'coming soon' entry is left: every sidebar entry is a working tool (D28)", async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    await expandAllGroups(page)
    await expect(nav.locator('a[aria-disabled="true"]')).toHaveCount(0)
    await expect(nav.getByText('Soon', { exact: true })).toHaveCount(0)
    for (const name of ['Fake Data Generator', 'JSON to TypeScript', 'Unit Converter', 'SVG Optimizer', 'Image Compressor', 'Favicon Generator', 'ASCII Art Generator', 'Gradient Generator', 'QR Code Generator']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(1)
    }
  })

  test('a tool name cut short shows in full on hover and on focus; a name that fits shows no tooltip (issue 21)', async ({ page }) => {
    await page.goto('/#/html-entity')
    // Larger link text, as with a browser's minimum font size or a longer name: the longest name is cut.
    await page.addStyleTag({ content: 'nav[aria-label="Tools"] a { font-size: 17px }' })
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    const long = nav.getByRole('link', { name: 'HTML Entity Encoder/Decoder' })
    await expect(long).toBeVisible()
    expect(await long.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await long.hover()
    await expect(page.getByRole('tooltip')).toHaveText('HTML Entity Encoder/Decoder')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await page.mouse.move(900, 500)
    await long.focus()
    await expect(page.getByRole('tooltip')).toHaveText('HTML Entity Encoder/Decoder')
    // A name that fits gets no tooltip.
    const short = nav.getByRole('link', { name: 'URL Encoder/Decoder' })
    expect(await short.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false)
    await short.focus()
    await short.hover()
    await page.waitForTimeout(900)
    await expect(page.getByRole('tooltip')).toHaveCount(0)
  })

  test('brings the active tool into view in the sidebar when a tool opens (issue 21)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 })
    await page.addInitScript(() =>
      localStorage.setItem('devtools-sidebar-groups', JSON.stringify(['data-conversion', 'image-tools', 'formatters', 'security', 'api', 'text', 'devops', 'frontend'])),
    )
    await page.goto('/#/dns')
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    const current = nav.locator('a[aria-current="page"]')
    await expect(current).toHaveText('DNS Lookup')
    await expect(current).toBeInViewport()
    // Opening another tool without a reload (the palette, a link) scrolls too.
    await page.evaluate(() => (location.hash = '#/json-yaml'))
    await expect(current).toHaveText(/JSON ↔ YAML/)
    await expect(current).toBeInViewport()
    await page.evaluate(() => (location.hash = '#/semver'))
    await expect(current).toHaveText(/Semver|SemVer|Semantic/i)
    await expect(current).toBeInViewport()
  })

  test('remembers which groups are open across a reload (issue 21)', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    const data = nav.getByRole('button', { name: 'Data Conversion' })
    const formatters = nav.getByRole('button', { name: 'Formatters & Beautifiers' })
    const security = nav.getByRole('button', { name: 'Security & Hashing' })
    await formatters.click()
    await security.click()
    await data.click()
    await page.reload()
    await expect(data).toHaveAttribute('aria-expanded', 'false')
    await expect(formatters).toHaveAttribute('aria-expanded', 'true')
    await expect(security).toHaveAttribute('aria-expanded', 'true')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-sidebar-groups')))!)).toEqual(['formatters', 'security'])
    // Every group closed is a choice too.
    await formatters.click()
    await security.click()
    await page.reload()
    await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(0)
  })

  for (const [name, stored] of [
    ['corrupt JSON', '["formatters'],
    ['a wrong type', JSON.stringify({ open: ['formatters'] })],
    ['a string', JSON.stringify('formatters')],
  ] as const) {
    test(`a stored sidebar state with ${name} falls back to the first group open (issue 21)`, async ({ page }) => {
      const errors = collectErrors(page)
      await page.addInitScript((value) => localStorage.setItem('devtools-sidebar-groups', value), stored)
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: 'Tools' }).first()
      await expect(nav.getByRole('button', { name: 'Data Conversion' })).toHaveAttribute('aria-expanded', 'true')
      await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(1)
      expect(errors).toEqual([])
    })
  }

  test('a stored sidebar state keeps only text ids, and the active tool opens its group (issue 21)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('devtools-sidebar-groups', JSON.stringify([42, 'security', null])))
    await page.goto('/#/base64')
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    await expect(nav.getByRole('button', { name: 'Security & Hashing' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('button', { name: 'Data Conversion' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(2)
  })

  test('becomes a drawer on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden()
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Base64 Encoder/Decoder' }).click()
    await expect(page).toHaveURL(/#\/base64$/)
    await expect(drawer).toBeHidden()
  })
})

test.describe('theme', () => {
  test('defaults to system and follows the OS setting live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('devtools-theme'))).toBeNull()
  })

  test('offers System, Light and Dark; each is stored raw under devtools-theme and survives a reload (issue 21)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    const html = page.locator('html')
    const group = page.getByRole('radiogroup', { name: 'Theme' })
    const radio = (name: string) => group.getByRole('radio', { name, exact: true })
    // A user clicks the visible segment, the label around the (visually hidden) radio.
    const choose = (name: string) => radio(name).locator('xpath=..').click()
    await expect(group.getByRole('radio')).toHaveCount(3)
    await expect(radio('System')).toBeChecked()
    await expect(html).toHaveClass(/dark/)

    await choose('Light')
    await expect(html).not.toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('devtools-theme'))).toBe('light')
    await page.reload()
    await expect(radio('Light')).toBeChecked()
    await expect(html).not.toHaveClass(/dark/) // the stored choice wins over the OS

    await choose('Dark')
    await expect(html).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('devtools-theme'))).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    await expect(radio('Dark')).toBeChecked()
    await expect(html).toHaveClass(/dark/)

    // System is a choice of its own, never lost: it follows the OS, live and after a reload.
    await choose('System')
    expect(await page.evaluate(() => localStorage.getItem('devtools-theme'))).toBe('system')
    await expect(html).not.toHaveClass(/dark/)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html).toHaveClass(/dark/)
    await page.reload()
    await expect(radio('System')).toBeChecked()
    await expect(html).toHaveClass(/dark/)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html).not.toHaveClass(/dark/)
  })

  test('the theme choice is reachable by keyboard, with a visible focus ring (issue 21, D33)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const group = page.getByRole('radiogroup', { name: 'Theme' })
    await page.getByRole('button', { name: 'Search tools' }).focus()
    await page.keyboard.press('Tab')
    const system = group.getByRole('radio', { name: 'System' })
    await expect(system).toBeFocused()
    // The focus ring is drawn on the visible segment around the (visually hidden) radio.
    expect(await system.evaluate((el) => getComputedStyle(el.closest('label')!).outlineStyle)).toBe('solid')
    await page.keyboard.press('ArrowRight')
    await expect(group.getByRole('radio', { name: 'Light' })).toBeChecked()
    await page.keyboard.press('ArrowRight')
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked()
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeFocused()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('devtools-theme'))).toBe('dark')
  })

  test('toasts follow the theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('devtools-theme', 'dark'))
    await page.goto('/#/json-formatter')
    await setEditor(page, 'JSON input', '{"a":1}')
    await page.getByRole('button', { name: 'Format', exact: true }).click()
    await page.getByRole('button', { name: 'Download' }).click()
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark')
  })
})

test.describe('toasts', () => {
  test('sit top right below the top bar, clear of the output pane, and do not follow the user to the next tool (issue 21)', async ({ page }) => {
    await page.goto('/#/json-formatter')
    await setEditor(page, 'JSON input', '{"a":1}')
    await page.getByRole('button', { name: 'Format', exact: true }).click()
    await page.getByRole('button', { name: 'Download' }).click()
    const toastEl = page.locator('[data-sonner-toast]').filter({ hasText: 'File downloaded!' })
    await expect(toastEl).toBeVisible()
    const toaster = page.locator('[data-sonner-toaster]')
    await expect(toaster).toHaveAttribute('data-y-position', 'top')
    await expect(toaster).toHaveAttribute('data-x-position', 'right')
    const bar = (await page.locator('header').first().boundingBox())!
    // Once it has slid in: below the top bar, in the top half of the screen.
    await expect.poll(async () => (await toastEl.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    const box = (await toastEl.boundingBox())!
    expect(box.y + box.height).toBeLessThan(400)
    await page.getByRole('navigation', { name: 'Tools' }).first().getByRole('link', { name: 'Base64 Encoder/Decoder' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })
})

test.describe('not found and errors', () => {
  test("shows 'Page Not Found', logs the route, and links back home", async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/#/no-such-tool')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    // Logged by the page's effect, just after it is painted (the page is a lazy chunk of its own).
    await expect.poll(() => errors.some((e) => e.includes('/no-such-tool'))).toBe(true)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/#\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer tools that never leave your browser')
  })

  test('routes are case-insensitive: #/JSON-Formatter opens the JSON Formatter at its canonical address (issue 21)', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer tools that never leave your browser')
    await page.goto('/#/JSON-Formatter')
    await expect(page).toHaveURL(/#\/json-formatter$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter')
    // The redirect replaced the entry: Back goes home, not to the mixed-case address.
    await page.goBack()
    await expect(page).toHaveURL(/\/(#\/)?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer tools that never leave your browser')
    await page.goto('/#/BASE64')
    await expect(page).toHaveURL(/#\/base64$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
    // An unknown route, in any case, is still not found.
    await page.goto('/#/No-Such-Tool')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page).toHaveURL(/#\/No-Such-Tool$/)
  })

  test('a tool whose code cannot load says so and offers Reload, never Reset; its saved input stays (issue 20)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('devtools-json-formatter', JSON.stringify({ input: '{"kept": true}', indentSize: '4' })))
    // The tool's chunk fails to load, as on a dropped connection or after a deploy.
    await page.route(/json-formatter-.*\.js$/, (route) => route.abort())
    await page.goto('/#/json-formatter')
    const alert = page.getByRole('alert').filter({ hasText: 'JSON Formatter could not be loaded' })
    await expect(alert).toContainText('You are offline or the app was updated: Reload')
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0)
    // The shell still works.
    await page.getByRole('navigation', { name: 'Tools' }).first().getByRole('link', { name: 'Base64 Encoder/Decoder' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
    await page.goBack()
    await page.unroute(/json-formatter-.*\.js$/)
    await alert.getByRole('button', { name: 'Reload' }).click()
    await expectEditorText(page, 'JSON input', '{"kept": true}')
  })

  test('a tool that crashes shows Reset in its frame while the rest of the app keeps working; Reset clears its state (D6)', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('devtools-json-formatter', JSON.stringify({ input: '{"kept": false}', indentSize: '4' })))
    // The tool's code itself throws.
    await page.route(/json-formatter-.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("The screen crashed")' }))
    await page.goto('/#/json-formatter')
    const alert = page.getByRole('alert').filter({ hasText: 'JSON Formatter ran into a problem' })
    await expect(alert).toContainText('The screen crashed')
    await page.getByRole('navigation', { name: 'Tools' }).first().getByRole('link', { name: 'Base64 Encoder/Decoder' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
    await page.goBack()
    await page.getByRole('button', { name: 'Reset' }).click()
    // Reset cleared the stored state; with working code the tool opens afresh.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('devtools-json-formatter'))).toBeNull()
    await page.unroute(/json-formatter-.*\.js$/)
    await page.reload()
    await expectEditorText(page, 'JSON input', '')
    await expect(page.getByLabel('Indent')).toHaveValue('2')
  })
})

test.describe('persistence', () => {
  test('state survives a reload', async ({ page }) => {
    await page.goto('/#/json-formatter')
    await setEditor(page, 'JSON input', '{"persist": true}')
    await page.getByLabel('Indent').selectOption('8')
    await page.reload()
    await expectEditorText(page, 'JSON input', '{"persist": true}')
    await expect(page.getByLabel('Indent')).toHaveValue('8')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-formatter')))!)).toMatchObject({ input: '{"persist": true}', indentSize: '8' })
  })

  for (const [name, stored] of [
    ['corrupt JSON', '{"input": "half'],
    ['a wrong shape', JSON.stringify({ input: 42, indentSize: '3' })],
    ['a wrong type', JSON.stringify(['not', 'an', 'object'])],
  ] as const) {
    test(`falls back to the defaults on ${name}`, async ({ page }) => {
      const errors = collectErrors(page)
      await page.addInitScript((value) => localStorage.setItem('devtools-json-formatter', value), stored)
      await page.goto('/#/json-formatter')
      await expect(editor(page, 'JSON input')).toBeVisible()
      await expectEditorText(page, 'JSON input', '')
      await expect(page.getByLabel('Indent')).toHaveValue('2')
      expect(errors).toEqual([])
    })
  }

  test('says so when the input is too large to store, and keeps it in memory', async ({ page }) => {
    await page.goto('/#/json-formatter')
    const big = JSON.stringify({ data: 'x'.repeat(1_100_000) })
    await page.locator('input[type=file]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(big) })
    await expect(page.getByRole('status').filter({ hasText: 'Not saved in this browser: the input is larger than 1 MB.' })).toBeVisible()
    await page.getByRole('button', { name: 'Format', exact: true }).click()
    await expect(editor(page, 'Formatted JSON output')).toBeVisible()
    // D3: only the field that does not fit is left out; the rest is saved.
    await expect(page.getByRole('status').filter({ hasText: 'Everything else is saved.' })).toBeVisible()
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-formatter')))!)).toEqual({ indentSize: '2', view: 'text', sortKeys: false, queryLanguage: 'jq', query: '', queryHistory: [], compareText: '', compareArrays: 'position', compareKey: 'id' })
  })
})

test.describe('keyboard and accessibility', () => {
  test("'?' outside a text field opens the shortcuts sheet; Escape closes it", async ({ page }) => {
    await page.goto('/')
    // The '?' listener is attached once the app has mounted: a key pressed before that is lost.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(sheet).toBeVisible()
    await expect(sheet).toContainText('Open the command palette')
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    // Typing '?' inside an editor types it.
    await page.goto('/#/json-formatter')
    await editor(page, 'JSON input').click()
    await page.keyboard.press('?')
    await expect(sheet).toBeHidden()
    await expectEditorText(page, 'JSON input', '?')
  })

  test('the skeleton shown while a tool screen loads is a named status that axe accepts', async ({ page }) => {
    // Hold the screen's chunk, as a slow network would, so the skeleton stays up.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route(/json-formatter-.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/#/json-formatter')
    await expect(page.getByRole('status', { name: 'Loading tool' })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    release()
    await expect(page.getByRole('status', { name: 'Loading tool' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Format', exact: true })).toBeVisible()
  })

  // The shell's own check takes the sidebar in (tool screens' checks leave it out), on the home page
  // and with an active link.
  test('axe finds no serious or critical violation, sidebar included (light and dark)', async ({ page }) => {
    for (const route of ['/', '/json-formatter', '/base64', '/nowhere']) {
      await test.step(route, async () => {
        await page.goto(`/#${route}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await page.waitForTimeout(200)
        await expectAxeClean(page, undefined, { sidebar: true })
      })
    }
  })

  test('runs under the production Content-Security-Policy without violations (D21)', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()))
    await page.goto('/')
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("img-src 'self' data: blob:")
    await page.goto('/#/json-formatter')
    await setEditor(page, 'JSON input', '{"a":[1,2]}')
    await page.getByRole('button', { name: 'Format', exact: true }).click()
    await expect(editor(page, 'Formatted JSON output')).toBeVisible()
    await page.goto('/#/base64')
    await setEditor(page, 'Text to encode', 'hi')
    await page.getByRole('button', { name: 'Encode', exact: true }).click()
    await expect(editor(page, 'Base64 output')).toHaveText('aGk=')
    expect(violations).toEqual([])
  })
})
