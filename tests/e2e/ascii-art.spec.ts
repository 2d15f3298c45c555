import { readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import figlet from 'figlet/node'
import { collectErrors, expectAxeClean, expectToast, readClipboard } from './helpers'

/** figlet's own output (its node entry, reading the font's .flf): what the screen must show. */
const figletArt = (text: string, options: { font?: string; horizontalLayout?: 'full'; width?: number; whitespaceBreak?: boolean } = {}) =>
  figlet.textSync(text, { font: 'Standard', width: 80, whitespaceBreak: true, ...options })

/** The chunk name each figlet font builds to (its file name, spaces as dashes, as vite.config.ts writes it). */
const FONT_CHUNKS = new Set(readdirSync('node_modules/figlet/importable-fonts').map((f) => f.replace(/\.js$/, '').replace(/[\s#%]+/g, '-')))
const fontChunksLoaded = (names: string[]) => names.filter((n) => FONT_CHUNKS.has(n.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''))).length

const output = (page: Page) => page.getByTestId('ascii-output')
const text = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true })
const search = (page: Page) => page.getByRole('combobox', { name: 'Search fonts' })
const option = (page: Page, font: string) => page.getByRole('option', { name: font, exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/#/ascii-art')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ASCII Art Generator')
})

test('draws as you type, equal to figlet; fonts are chosen from live samples by keyboard or click; Copy and Download', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(output(page)).toHaveValue(figletArt('Hello'))
  await expect(page.getByTestId('ascii-size')).toHaveText('Standard · 6 lines × 23 columns')
  await text(page).fill('Hi there')
  await expect(output(page)).toHaveValue(figletArt('Hi there'))

  // The picker shows each visible font drawing the text; only fonts in view are loaded.
  await expect(option(page, 'Standard')).toHaveAttribute('aria-selected', 'true')
  await expect(option(page, 'Standard').getByTestId('ascii-font-sample')).toHaveText(figlet.textSync('Hi there', { font: 'Standard' }))
  await search(page).fill('slant')
  await expect(page.getByTestId('ascii-font-count')).toHaveText('6 of 332')
  // The exact name comes first, then names that start with it.
  await search(page).press('ArrowDown')
  await expect(search(page)).toHaveAttribute('aria-activedescendant', (await option(page, 'Slant Relief').getAttribute('id'))!)
  await search(page).press('ArrowUp')
  await search(page).press('Enter')
  await expect(option(page, 'Slant')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('ascii-font-current')).toHaveText('Slant')
  await expect(output(page)).toHaveValue(figletArt('Hi there', { font: 'Slant' }))
  await expect(option(page, 'Slant').getByTestId('ascii-font-sample')).toHaveText(figlet.textSync('Hi there', { font: 'Slant' }))
  // The fonts load in the figlet worker: its own resource timeline says which.
  const figletWorker = page.workers().find((w) => w.url().includes('figlet'))
  expect(figletWorker, 'the figlet worker runs').toBeTruthy()
  const loaded = fontChunksLoaded(await figletWorker!.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
  expect(loaded, 'some fonts are loaded: those in view').toBeGreaterThan(3)
  expect(loaded, 'fonts are loaded one by one, as they show').toBeLessThan(40)

  await search(page).fill('shadow')
  await option(page, 'Shadow').click()
  await expect(output(page)).toHaveValue(figletArt('Hi there', { font: 'Shadow' }))

  // Layout and width.
  await page.getByLabel('Horizontal layout').selectOption('full')
  await expect(page.getByText('Full width: every letter keeps its whole width')).toBeVisible()
  await expect(output(page)).toHaveValue(figletArt('Hi there', { font: 'Shadow', horizontalLayout: 'full' }))
  await page.getByLabel('Max width').fill('30')
  const narrow = figletArt('Hi there', { font: 'Shadow', horizontalLayout: 'full', width: 30 })
  await expect(output(page)).toHaveValue(narrow)
  expect(narrow.split('\n').length).toBeGreaterThan(8)

  // Copy (the frame's shortcut) and Download give the whole art.
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(() => readClipboard(page)).toBe(narrow)
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
  expect(file.suggestedFilename()).toBe('ascii-art.txt')
  expect(await readFile((await file.path())!, 'utf8')).toBe(narrow)
  await expectToast(page, 'File downloaded!')
  expect(errors).toEqual([])
})

test('the listbox itself is keyboard navigable: arrows, Home/End, Enter chooses; the ring shows on the active option', async ({ page }) => {
  const list = page.getByRole('listbox', { name: 'Fonts' })
  await search(page).focus()
  await page.keyboard.press('Tab')
  await expect(list).toBeFocused()
  await page.keyboard.press('Home')
  const first = option(page, '1Row')
  await expect(list).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await expect(first).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(option(page, '3-D')).toHaveAttribute('aria-selected', 'true')
  await expect(output(page)).toHaveValue(figletArt('Hello', { font: '3-D' }))
  await page.keyboard.press('End')
  await expect(option(page, 'miniwi')).toBeInViewport()
})

test('error states: too long, a bad width, characters the font lacks, and a text the font cannot draw at all', async ({ page }) => {
  await expect(output(page)).toHaveValue(figletArt('Hello'))
  await text(page).fill('x'.repeat(2001))
  await expect(page.getByText('The text is too long: 2,001 characters (the limit is 2,000).')).toBeVisible()
  await expect(text(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('ascii-count')).toHaveText('2,001 / 2,000')
  // The art of the previous text stays, marked out of date (D31); nothing to copy as current.
  await expect(page.getByTestId('ascii-result')).toHaveAttribute('data-stale', 'true')
  await expect(page.getByTestId('stale-note')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy (the result is out of date)' })).toBeDisabled()

  await text(page).fill('Price: 5€ ©')
  await expect(output(page)).toHaveValue(figletArt('Price: 5€ ©'))
  await expect(page.getByTestId('ascii-missing')).toHaveText('The font Standard has no glyph for: €. It is left out of the art.')
  await expect(page.getByTestId('ascii-result')).not.toHaveAttribute('data-stale')

  await page.getByLabel('Max width').fill('5')
  await expect(page.getByText('Width must be a whole number of columns from 10 to 1,000.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled()
  await page.getByLabel('Max width').fill('80')

  await text(page).fill('€€ €')
  await expect(page.getByText('The font Standard draws none of these characters: pick another font.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy (nothing to copy yet)' })).toBeDisabled()

  await text(page).fill('')
  await expect(page.getByTestId('ascii-hint')).toHaveText('Type some text: its ASCII art appears here as you type.')
})

test.describe('a font that fails to load', () => {
  // The service worker would answer from its cache; the test needs the request to reach the network.
  test.use({ serviceWorkers: 'block' })

  test('says so, keeps the previous art marked out of date, and loads on Generate once the network is back', async ({ page }) => {
    await expect(output(page)).toHaveValue(figletArt('Hello'))
    let blocked = true
    await page.route(/\/assets\/Doh-[\w-]+\.js$/, (route) => (blocked ? route.abort('internetdisconnected') : route.fallback()))
    await search(page).fill('doh')
    await option(page, 'Doh').click()
    await expect(page.getByText(/^The font Doh could not be loaded \(.+\)\. Check your connection, then pick it again or press Generate\.$/)).toBeVisible()
    await expect(page.getByTestId('ascii-result')).toHaveAttribute('data-stale', 'true')
    await expect(output(page)).toHaveValue(figletArt('Hello'))
    await expect(option(page, 'Doh')).toContainText('Could not load this font')
    blocked = false
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(output(page)).toHaveValue(figletArt('Hello', { font: 'Doh' }))
    await expect(page.getByTestId('ascii-result')).not.toHaveAttribute('data-stale')
  })
})

test('a slow drawing shows progress with Cancel, the page stays usable, and it is stopped at the time limit with the reason', async ({ page }) => {
  await expect(output(page)).toHaveValue(figletArt('Hello'))
  // One 1,500-letter word, broken at spaces: figlet.js's slowest path (minutes), off the main thread.
  await text(page).fill('W'.repeat(1500))
  const progress = page.getByRole('progressbar', { name: 'Drawing...' })
  await expect(progress).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(progress).toHaveCount(0)
  await expect(page.getByTestId('stale-note')).toHaveText('Out of date: the input changed since this result was made. Press Generate to update it.')
  await expect(output(page)).toHaveValue(figletArt('Hello'))

  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(progress).toBeVisible()
  // The page stays responsive meanwhile: the font list filters as you type.
  await search(page).fill('doh')
  await expect(page.getByTestId('ascii-font-count')).toHaveText('1 of 332')
  await expect(page.getByText('Drawing took longer than 8 seconds and was stopped. A word of 1,500 characters is very slow to break at spaces: turn off “Break at spaces”, or add spaces.')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('ascii-result')).toHaveAttribute('data-stale', 'true')
  await page.getByLabel('Break at spaces').uncheck()
  await expect(output(page)).toHaveValue(figletArt('W'.repeat(1500), { whitespaceBreak: false }))
})

test('persists as devtools-ascii-art across a reload, and Share reopens the same art', async ({ page, browser }) => {
  await text(page).fill('Ship it')
  await search(page).fill('small')
  await option(page, 'Small').click()
  await page.getByLabel('Horizontal layout').selectOption('fitted')
  await page.getByLabel('Vertical layout').selectOption('full')
  await page.getByLabel('Max width').fill('60')
  await page.getByLabel('Break at spaces').uncheck()
  const expected = figlet.textSync('Ship it', { font: 'Small', horizontalLayout: 'fitted', verticalLayout: 'full', width: 60, whitespaceBreak: false })
  await expect(output(page)).toHaveValue(expected)
  await page.reload()
  await expect(text(page)).toHaveValue('Ship it')
  await expect(page.getByTestId('ascii-font-current')).toHaveText('Small')
  await expect(option(page, 'Small')).toBeInViewport()
  await expect(output(page)).toHaveValue(expected)
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-ascii-art')))!)).toEqual({
    text: 'Ship it',
    font: 'Small',
    horizontalLayout: 'fitted',
    verticalLayout: 'full',
    width: '60',
    whitespaceBreak: false,
  })

  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/ascii-art\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto(link)
  await expect(output(fresh)).toHaveValue(expected)
  await expect(fresh.getByLabel('Max width')).toHaveValue('60')
  await other.close()
})

test(`axe finds no serious or critical violation, nothing overflows at 390 px (light and dark)`, async ({ page }) => {
  await text(page).fill('Axe €')
  await expect(page.getByTestId('ascii-missing')).toBeVisible()
  await expect(page.getByTestId('ascii-font-sample').first()).toBeVisible()
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(output(page)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
