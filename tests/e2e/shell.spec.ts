import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { collectErrors, editor, expandAllGroups, expectEditorText, setEditor } from './helpers'

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

  test("shows the ten 'coming soon' entries, which go nowhere", async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    await expandAllGroups(page)
    const soon = nav.locator('a[aria-disabled="true"]')
    await expect(soon).toHaveCount(10)
    for (const a of await soon.all()) expect(await a.getAttribute('href')).toBeNull()
    await soon.filter({ hasText: 'Gradient Generator' }).click({ force: true })
    await expect(page).toHaveURL(/\/#\/$|\/$/)
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

  test('toggles light -> dark, anything else -> light, and is stored raw under devtools-theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: /^Theme:/ })
    await expect(toggle).toHaveAttribute('data-theme-value', 'system')
    await toggle.click() // system -> light
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('devtools-theme'))).toBe('light')
    await toggle.click() // light -> dark
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('devtools-theme'))).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/) // the stored choice wins over the OS
    await page.getByRole('button', { name: /^Theme:/ }).click() // dark -> light
    await expect(page.locator('html')).not.toHaveClass(/dark/)
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

test.describe('not found and errors', () => {
  test("shows 'Page Not Found', logs the route, and links back home", async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/#/no-such-tool')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    expect(errors.some((e) => e.includes('/no-such-tool'))).toBe(true)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/#\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer tools that never leave your browser')
  })

  test('a disabled route is not a working page', async ({ page }) => {
    await page.goto('/#/gradient')
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
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
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-formatter')))!)).toEqual({ input: '{"persist": true}', indentSize: '8' })
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
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-json-formatter')))!)).toEqual({ indentSize: '2' })
  })
})

test.describe('keyboard and accessibility', () => {
  test("'?' outside a text field opens the shortcuts sheet; Escape closes it", async ({ page }) => {
    await page.goto('/')
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

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      for (const route of ['/', '/json-formatter', '/base64', '/nowhere']) {
        await page.goto(`/#${route}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await page.waitForTimeout(200)
        const results = await new AxeBuilder({ page }).analyze()
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(bad.map((v) => `${route}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      }
    })
  }

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
