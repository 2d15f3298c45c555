import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { editor, expectEditorText, expectToast, pasteText, readClipboard, setEditor } from './helpers'

const palette = (page: Page) => page.getByRole('dialog')
const input = (page: Page) => page.getByRole('combobox', { name: 'Search tools, categories and actions' })
const options = (page: Page) => page.getByRole('option')
const selected = (page: Page) => page.locator('[cmdk-item][data-selected="true"]')

test('Ctrl/Cmd+K opens the palette with the input focused; Escape closes it', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()
})

test('on a cold page, keys typed right after Ctrl/Cmd+K, Enter included, reach the palette while its code loads (issue 17)', async ({ page }) => {
  // The palette's code arrives late, as on a slow network: what is typed meanwhile is kept.
  let release = () => {}
  const held = new Promise<void>((done) => (release = done))
  await page.route(/\/assets\/palette-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+K')
  await expect(input(page)).toBeFocused()
  await page.keyboard.type('b64')
  await page.keyboard.press('Enter')
  await expect(input(page)).toHaveValue('b64')
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
  await expect(palette(page)).toBeHidden()
})

test('on a cold page, content pasted while its code loads is kept and detected, not typed as a search (issue 17)', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((done) => (release = done))
  await page.route(/\/assets\/palette-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const paste = (text: string) => pasteText(input(page), text)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+K')
  await expect(input(page)).toBeFocused()
  await paste('{\n  "id": 1,\n  "name": "pasted before the palette loaded"\n}')
  await expect(input(page)).toHaveValue('')
  release()
  await expect(page.getByTestId('palette-content')).toContainText('Pasted text')
  const detected = palette(page).locator('[cmdk-group]').filter({ has: page.locator('[cmdk-group-heading]:text-is("Detected")') })
  await expect(detected.locator('[cmdk-item]').first()).toContainText('JSON')
  await expect(input(page)).toHaveValue('')
})

test('on a cold page, a search typed at once after Ctrl/Cmd+K opens the right tool', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('sha256')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hash Generator')
})

test('Escape closes the palette before its code has loaded, and focus goes back (issue 17)', async ({ page }) => {
  await page.route(/\/assets\/palette-[\w-]+\.js$/, () => undefined) // never answers
  await page.goto('/')
  const search = page.getByRole('button', { name: 'Search tools' })
  await search.focus()
  await page.keyboard.press('ControlOrMeta+K')
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette(page)).toBeHidden()
  await expect(search).toBeFocused()
})

test('the top-bar search box opens the same palette', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Search tools' }).click()
  await expect(input(page)).toBeFocused()
})

test('Ctrl/Cmd+K works from inside a code editor', async ({ page }) => {
  await page.goto('/#/json-formatter')
  await editor(page, 'JSON input').click()
  await page.keyboard.type('{"a"')
  await page.keyboard.press('ControlOrMeta+K')
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(editor(page, 'JSON input')).toContainText('{"a"')
})

test('lists every tool, category and action, with no cap on results', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  for (const name of ['JSON Formatter', 'Base64 Encoder/Decoder', 'Theme: Light', 'Theme: Dark', 'Theme: System', 'Go home']) {
    await expect(options(page).filter({ hasText: name }).first()).toBeVisible()
  }
  await expect(page.getByRole('group', { name: 'Categories' }).getByRole('option')).not.toHaveCount(0)
})

for (const [query, title] of [
  ['json format', 'JSON Formatter'],
  ['json formatter', 'JSON Formatter'],
  ['b64', 'Base64 Encoder/Decoder'],
  ['atob', 'Base64 Encoder/Decoder'],
  ['sha256', 'Hash Generator'],
  ['epoch', 'Timestamp & Date Converter'],
  ['regexp', 'Regex Tester'],
] as const) {
  test(`'${query}' finds ${title} first; Enter opens it`, async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('ControlOrMeta+K')
    await page.keyboard.type(query)
    await expect(selected(page)).toContainText(title)
    await page.keyboard.press('Enter')
    await expect(palette(page)).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
}

for (const query of ['prettify', 'beautify']) {
  test(`'${query}' lists the JSON Formatter among the formatters`, async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('ControlOrMeta+K')
    await page.keyboard.type(query)
    await expect(options(page).filter({ hasText: 'JSON Formatter' })).toHaveCount(1)
    await expect(options(page).first()).toContainText('Formatters & Beautifiers')
  })
}

test('ranks an exact title match above fuzzy matches', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('base64')
  await expect(options(page).first()).toContainText('Base64 Encoder/Decoder')
})

test('arrow keys move the selection', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('theme')
  await expect(selected(page)).toContainText('Theme: Light')
  await page.keyboard.press('ArrowDown')
  await expect(selected(page)).toContainText('Theme: Dark')
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('devtools-theme'))).toBe('dark')
})

test('shows recently opened tools first', async ({ page }) => {
  await page.goto('/#/base64')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
  await page.keyboard.press('ControlOrMeta+K')
  const recent = page.getByRole('group', { name: 'Recent' })
  await expect(recent).toBeVisible()
  await expect(recent.getByRole('option')).toHaveText(['Base64 Encoder/Decoder'])
  await expect(options(page).first()).toContainText('Base64 Encoder/Decoder')
})

test('a category item opens its first tool; Go home goes home', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('Formatters & Beautifiers')
  await options(page).filter({ hasText: /^Formatters & Beautifiers\s*\d+ tools$/ }).click()
  await expect(page).toHaveURL(/#\/json-formatter$/)
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('go home')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/$/)
})

for (const query of ['benchmark', 'speed', 'performance']) {
  test(`'${query}' finds 'Benchmark this browser'; Enter opens #/benchmarks in the layout (issue 17)`, async ({ page }) => {
    await page.goto('/#/base64')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
    await page.keyboard.press('ControlOrMeta+K')
    await page.keyboard.type(query)
    await expect(selected(page)).toContainText('Benchmark this browser')
    await page.keyboard.press('Enter')
    await expect(palette(page)).toBeHidden()
    await expect(page).toHaveURL(/#\/benchmarks$/)
    await expect(page).toHaveTitle('Benchmarks · DevTools Box')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/benchmark/i)
    await expect(page.getByText('Page Not Found')).toHaveCount(0)
    // Inside the normal layout: the sidebar and the top bar's search are there.
    await expect(page.getByRole('navigation', { name: 'Tools' }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Search tools' })).toBeVisible()
    // Back returns to the tool it was opened from.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
  })
}

test('#/benchmarks is a page of its own, not a tool: not in the sidebar, the home count or the palette count (issue 17)', async ({ page }) => {
  await page.goto('/')
  const count = await page.getByTestId('stat-Developer Tools').textContent()
  expect(Number(count)).toBeGreaterThan(0)
  await page.goto('/#/benchmarks')
  await expect(page).toHaveTitle('Benchmarks · DevTools Box')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/benchmark/i)
  const nav = page.getByRole('navigation', { name: 'Tools' }).first()
  const closed = nav.getByRole('button', { expanded: false })
  while ((await closed.count()) > 0) await closed.first().click()
  await expect(nav.getByRole('link')).toHaveCount(Number(count))
  await expect(nav.getByRole('link', { name: /benchmark/i })).toHaveCount(0)
  await page.keyboard.press('ControlOrMeta+K')
  await expect(page.getByTestId('palette-count')).toHaveText(`${count} tools`)
  await page.keyboard.type('benchmark')
  await expect(page.getByTestId('palette-count')).toHaveText(`0 of ${count} tools`)
  await page.keyboard.press('Escape')
  // Leaving it gives the page its own title back.
  await page.getByRole('link', { name: 'DevTools Box' }).first().click()
  await expect(page).toHaveURL(/#\/$/)
  await expect(page).toHaveTitle('DevTools Box')
})

test("'Copy current result' copies the tool's result", async ({ page }) => {
  await page.goto('/#/json-formatter')
  await setEditor(page, 'JSON input', '{"a":[1,2]}')
  await page.getByRole('button', { name: 'Minify' }).click()
  await expect(editor(page, 'Formatted JSON output')).toContainText('{"a":[1,2]}')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('copy current')
  await page.keyboard.press('Enter')
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe('{"a":[1,2]}')
})

test('says so when nothing matches', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('qqqqzzzz')
  await expect(page.getByText('No tools found.')).toBeVisible()
})

test.describe('the first paste is never lost, on a slow machine (issue 32)', () => {
  const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
  const throttle = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  }

  test('a JWT pasted on a fresh home page, then Enter at once, opens the JWT Decoder with it', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await throttle(page)
    await pasteText(page.locator('body'), JWT)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JWT Decoder', { timeout: 20_000 })
    await expect(page.locator('#jwt-token')).toHaveValue(JWT)
  })

  /** Holds the detectors' code until `release` is called, so a paste surely arrives before them. */
  const holdDetectors = async (page: Page) => {
    let release = () => {}
    const held = new Promise<void>((done) => (release = done))
    await page.route(/\/assets\/detect-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    return () => release()
  }

  test('a short paste right after Ctrl/Cmd+K is content, not a search; Enter opens its tool', async ({ page }) => {
    const release = await holdDetectors(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await throttle(page)
    await page.keyboard.press('ControlOrMeta+K')
    await pasteText(input(page), '1700000000')
    await page.keyboard.press('Enter')
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Timestamp & Date Converter', { timeout: 20_000 })
    await expect(page.locator('#unix-timestamp')).toHaveValue('1700000000')
  })
})

test('a tool opened from the palette takes the keyboard: Ctrl/Cmd+K, a word, Enter, then type (issue 32)', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('base64')
  await page.keyboard.press('Enter')
  await expect(editor(page, 'Text to encode')).toBeFocused()
  await page.keyboard.type('typed at once')
  await expect(editor(page, 'Text to encode')).toHaveText('typed at once')
})

test("'jq' finds the JSON Formatter's jq query; Enter opens the tool on its Query tab, the jq box focused (issue 32)", async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await page.keyboard.type('jq')
  await expect(selected(page)).toContainText('JSON Formatter › jq query')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter')
  await expect(page.getByRole('tab', { name: 'Query' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('radio', { name: 'jq' })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'jq program' })).toBeFocused()

})

/**
 * Every feature that opens on something (tabs, a control, an option) is read from the tools'
 * metadata (src/tools/<id>/index.ts, one feature a line) and opened from the palette by its name:
 * its tabs are chosen in turn, its control focused, its option taken.
 */
const FEATURE = /\{ name: '([^']+)', keywords: \[[^\]]*\](?:, select: \[([^\]]*)\])?(?:, focus: '([^']+)')?(?:, option: '([^']+)')? \}/
const features = readdirSync('src/tools', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/tools/${d.name}/index.ts`))
  .flatMap((d) => readFileSync(`src/tools/${d.name}/index.ts`, 'utf8').split('\n').filter((l) => l.includes('{ name: ')).map((l) => ({ tool: d.name, line: l, m: FEATURE.exec(l) })))

test('every feature with tabs, a control or an option opens on it from the palette (issue 32)', async ({ page }) => {
  test.setTimeout(120_000)
  for (const f of features) expect(f.m, `${f.tool}: a feature line this walk cannot read: ${f.line}`).not.toBeNull()
  const walk = features.map(({ tool, m }) => ({ tool, name: m![1]!, select: m![2] ? [...m![2].matchAll(/'([^']+)'/g)].map((x) => x[1]) : [], focus: m![3], option: m![4] }))
  const opening = walk.filter((f) => f.select.length || f.focus)
  expect(opening.length).toBeGreaterThanOrEqual(19)
  await page.goto('/')
  for (const f of opening) {
    await page.keyboard.press('ControlOrMeta+K')
    await page.keyboard.type(f.name)
    // By the item's value ("<feature> <tool>-<slug>"): 'Replace' must not also find 'Replacement diff'.
    await page.locator(`[cmdk-item][data-value^="${f.name} ${f.tool}-"]`).click()
    await expect(page, f.name).toHaveURL(new RegExp(`#/${f.tool}$`))
    for (const name of f.select) {
      // A tab, a radio, or a drop-down's option (Encrypt's Argon2id needs 'Passphrase' as the key's source first).
      const option = page.locator('select option:checked').filter({ hasText: new RegExp(`^${name}$`) })
      const choice = page.getByRole('tab', { name: new RegExp(`^${name}`) }).or(page.getByRole('radio', { name, exact: true })).or(option).first()
      const chosen = () => choice.evaluate((el) => el.getAttribute('aria-selected') === 'true' || el.getAttribute('aria-checked') === 'true' || (el as HTMLInputElement).checked || (el as HTMLOptionElement).selected)
      await expect.poll(chosen, `${f.tool} › ${f.name}: ${name}`).toBe(true)
    }
    if (f.focus) {
      const control = page.locator(':focus')
      await expect(control, `${f.tool} › ${f.name}: ${f.focus} focused`).toHaveCount(1)
      expect(await control.evaluate((el) => el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.closest('label')?.textContent ?? el.textContent ?? ''), f.name).toContain(f.focus)
    }
    if (f.option) await expect(page.getByLabel(f.focus!, { exact: true }).locator('option:checked'), f.name).toHaveText(f.option)
  }
})

/** Whether an operation is declared on this tree (a manifest in src/ops says so). */
const declared = (id: string) => readdirSync('src/ops').some((f) => f.endsWith('.manifest.ts') && readFileSync(`src/ops/${f}`, 'utf8').includes(`id: '${id}'`))

test('Magic: a pasted gzip-in-Base64 blob of JSON offers "Decode with recipe", which opens the workbench (D36)', async ({ page }) => {
  test.fixme(!declared('gunzip'), 'needs the Gunzip operation (issue 33, another family)')
  // python3 -c "import gzip,base64; print(base64.b64encode(gzip.compress(b'{\"user\":\"alice\",\"roles\":[\"admin\",\"dev\"],\"active\":true}', mtime=0)).decode())"
  const blob = 'H4sIAAAAAAACA6tWKi1OLVKyUkrMyUxOVdJRKsrPSS1WsopWSkzJzcwDCqSklinF6iglJpdklqUqWZUUlabWAgDZnMA6NgAAAA=='
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+K')
  await expect(input(page)).toBeFocused()
  await pasteText(input(page), blob)
  const recipe = palette(page).locator('[cmdk-item]').filter({ hasText: /Decode with recipe: From Base64 → Gunzip/ })
  await expect(recipe).toBeVisible({ timeout: 10_000 })
  await expect(recipe).toContainText('JSON object, 3 keys')
  // The best tool keeps the first row and Enter; the recipe is a choice.
  await expect(selected(page)).not.toContainText('Decode with recipe')
  await recipe.click()
  await expect(page).toHaveURL(/#\/recipe/)
})

const recipeSteps = (page: Page) => page.getByRole('list', { name: 'Steps' }).getByRole('listitem')

test('a saved recipe runs from the palette on a paste: the workbench opens with its steps, the paste as input, and its output (issue 33)', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('devtools-recipes', JSON.stringify([{ name: 'Hex then Base64', steps: [{ op: 'to-hex', args: { delimiter: 'none' } }, { op: 'to-base64', args: {} }] }])))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+K')
  await expect(input(page)).toBeFocused()
  const pasted = 'first line\nsecond line'
  await pasteText(input(page), pasted)
  const run = palette(page).locator('[cmdk-item]').filter({ hasText: 'Run recipe: Hex then Base64' })
  await expect(run).toBeVisible()
  await expect(run).toContainText('To Hex → To Base64')
  await run.click()
  await expect(page).toHaveURL(/#\/recipe$/)
  await expect(recipeSteps(page)).toHaveCount(2)
  await expect(recipeSteps(page).nth(0).getByRole('heading')).toHaveText('To Hex')
  await expect(page.getByLabel('Step 1 To Hex: Delimiter')).toHaveValue('none')
  await expect(recipeSteps(page).nth(1).getByRole('heading')).toHaveText('To Base64')
  await expectEditorText(page, 'Recipe input', pasted)
  await expectEditorText(page, 'Recipe output', Buffer.from(Buffer.from(pasted).toString('hex')).toString('base64'))
})

test('"Operation: To Hex" typed in the palette opens the workbench with that one step (issue 33)', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('ControlOrMeta+K')
  // 'to hex' ranks the operation first (queries.ts), over the Color Picker's "RGB to HEX".
  await page.keyboard.type('to hex')
  await expect(selected(page)).toContainText('Operation: To Hex')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipe Workbench')
  await expect(page).toHaveURL(/#\/recipe$/) // the `?op=` address is taken, then dropped
  await expect(recipeSteps(page)).toHaveCount(1)
  await expect(recipeSteps(page).nth(0).getByRole('heading')).toHaveText('To Hex')
  await setEditor(page, 'Recipe input', 'hi')
  await expectEditorText(page, 'Recipe output', '68 69')
})
