import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean } from './helpers'

/** D26: favourites in the tool frame, the sidebar and the home page, stored as `devtools-favorites`. */

const KEY = 'devtools-favorites'
const TITLES: Record<string, string> = { base64: 'Base64 Encoder/Decoder', 'json-formatter': 'JSON Formatter', uuid: 'UUID Generator' }

const sidebarFavorites = (page: Page) => page.getByRole('navigation', { name: 'Tools' }).first().getByRole('list', { name: 'Favourites' })
const homeFavorites = (page: Page) => page.getByRole('region', { name: 'Favourites' })

/** Puts a raw value in storage before the first load only, so reloads show what the app stored. */
async function seed(page: Page, raw: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value)
        sessionStorage.setItem('seeded', '1')
      }
    },
    [KEY, raw] as const,
  )
}

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, KEY)

async function expectSidebarOrder(page: Page, ids: string[]) {
  await expect(sidebarFavorites(page).getByRole('link')).toHaveText(ids.map((id) => TITLES[id]!))
}

test.describe('favourites', () => {
  // fixme until the lead places <FavoriteButton tool={tool} /> in the tool frame's header (it passes
  // with the button there); then turn this back into test(...).
  test('the star in the tool frame adds and removes a favourite', async ({ page }) => {
    await page.goto('/#/json-formatter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter')
    const add = page.getByRole('button', { name: 'Add to favourites' })
    await expect(add).toHaveAttribute('aria-pressed', 'false')
    await expect(sidebarFavorites(page)).toHaveCount(0)
    await add.click()
    const remove = page.getByRole('button', { name: 'Remove from favourites' })
    await expect(remove).toHaveAttribute('aria-pressed', 'true')
    await expectSidebarOrder(page, ['json-formatter'])
    expect(await stored(page)).toEqual(['json-formatter'])
    await page.goto('/#/')
    await expect(homeFavorites(page).getByRole('link', { name: /^JSON Formatter/ })).toBeVisible()
    await page.goto('/#/json-formatter')
    await page.getByRole('button', { name: 'Remove from favourites' }).click()
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false')
    await expect(sidebarFavorites(page)).toHaveCount(0)
    expect(await stored(page)).toEqual([])
  })

  test('come first in the sidebar and on the home page, in the stored order', async ({ page }) => {
    const errors = collectErrors(page)
    await seed(page, JSON.stringify(['uuid', 'base64', 'json-formatter']))
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Tools' }).first()
    await expectSidebarOrder(page, ['uuid', 'base64', 'json-formatter'])
    // The group comes before the first category.
    const groupBox = (await sidebarFavorites(page).boundingBox())!
    const firstCategory = (await nav.getByRole('button', { name: 'Data Conversion' }).boundingBox())!
    expect(groupBox.y).toBeLessThan(firstCategory.y)
    await expect(homeFavorites(page).getByRole('link')).toHaveCount(3)
    await expect(homeFavorites(page).getByRole('link').first()).toContainText('UUID Generator')
    await expect(homeFavorites(page).getByRole('link').last()).toContainText('JSON Formatter')
    // The home page's favourites come before its statistics.
    const homeBox = (await homeFavorites(page).boundingBox())!
    const statsBox = (await page.getByRole('region', { name: 'Statistics' }).boundingBox())!
    expect(homeBox.y).toBeLessThan(statsBox.y)
    // A favourite link opens its tool.
    await sidebarFavorites(page).getByRole('link', { name: 'Base64 Encoder/Decoder' }).click()
    await expect(page).toHaveURL(/#\/base64$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
    expect(errors).toEqual([])
  })

  for (const [name, raw, want] of [
    ['not a list', '"nope"', []],
    ['corrupt JSON', '["json-formatter", "hal', []],
    ['an object', '{"0":"base64"}', []],
    ['numbers, unknown ids and duplicates', '[1, "json-formatter", "no-such-tool", "json-formatter"]', ['json-formatter']],
  ] as const) {
    test(`a stored value with ${name} keeps what is valid, without a crash`, async ({ page }) => {
      const errors = collectErrors(page)
      await seed(page, raw)
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer tools that never leave your browser')
      if (want.length) {
        await expectSidebarOrder(page, [...want])
        await expect(homeFavorites(page).getByRole('link')).toHaveCount(want.length)
      } else {
        await expect(sidebarFavorites(page)).toHaveCount(0)
        await expect(homeFavorites(page)).toHaveCount(0)
      }
      // The sidebar's categories still work.
      await page.getByRole('navigation', { name: 'Tools' }).first().getByRole('link', { name: 'Base64 Encoder/Decoder' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
      expect(errors).toEqual([])
    })
  }

  test('reorder by keyboard: Alt+ArrowDown / Alt+ArrowUp move the focused favourite, announced, and the order survives a reload', async ({ page }) => {
    await seed(page, JSON.stringify(['base64', 'json-formatter', 'uuid']))
    await page.goto('/')
    const list = sidebarFavorites(page)
    const status = page.getByRole('navigation', { name: 'Tools' }).first().getByRole('status')
    const base64 = list.getByRole('link', { name: 'Base64 Encoder/Decoder' })
    await expect(base64).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowUp Alt+ArrowDown')
    await base64.focus()
    await page.keyboard.press('Alt+ArrowDown')
    await expectSidebarOrder(page, ['json-formatter', 'base64', 'uuid'])
    await expect(status).toHaveText('Base64 Encoder/Decoder moved to position 2 of 3 in Favourites')
    await expect(base64).toBeFocused()
    await page.keyboard.press('Alt+ArrowDown')
    await expectSidebarOrder(page, ['json-formatter', 'uuid', 'base64'])
    await expect(base64).toBeFocused()
    await page.keyboard.press('Alt+ArrowDown')
    await expect(status).toHaveText('Base64 Encoder/Decoder is already last in Favourites')
    await expectSidebarOrder(page, ['json-formatter', 'uuid', 'base64'])
    await list.getByRole('link', { name: 'JSON Formatter' }).focus()
    await page.keyboard.press('Alt+ArrowUp')
    await expect(status).toHaveText('JSON Formatter is already first in Favourites')
    await list.getByRole('link', { name: 'UUID Generator' }).focus()
    await page.keyboard.press('Alt+ArrowUp')
    await expectSidebarOrder(page, ['uuid', 'json-formatter', 'base64'])
    // The page did not navigate: a move is not a click.
    await expect(page).toHaveURL(/\/(#\/)?$/)
    expect(await stored(page)).toEqual(['uuid', 'json-formatter', 'base64'])
    await page.reload()
    await expectSidebarOrder(page, ['uuid', 'json-formatter', 'base64'])
    await expect(homeFavorites(page).getByRole('link').first()).toContainText('UUID Generator')
  })

  test('reorder by dragging, and the order survives a reload', async ({ page }) => {
    await seed(page, JSON.stringify(['base64', 'json-formatter', 'uuid']))
    await page.goto('/')
    const list = sidebarFavorites(page)
    const link = (id: string) => list.getByRole('link', { name: TITLES[id] })
    // Onto the lower half of the last one: after it.
    const last = (await link('uuid').boundingBox())!
    await link('base64').dragTo(link('uuid'), { targetPosition: { x: 20, y: last.height - 3 } })
    await expectSidebarOrder(page, ['json-formatter', 'uuid', 'base64'])
    // Onto the upper half of the first one: before it.
    await link('uuid').dragTo(link('json-formatter'), { targetPosition: { x: 20, y: 3 } })
    await expectSidebarOrder(page, ['uuid', 'json-formatter', 'base64'])
    await expect(page).toHaveURL(/\/(#\/)?$/)
    expect(await stored(page)).toEqual(['uuid', 'json-formatter', 'base64'])
    await page.reload()
    await expectSidebarOrder(page, ['uuid', 'json-formatter', 'base64'])
  })

  test('show in the drawer on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await seed(page, JSON.stringify(['json-formatter']))
    await page.goto('/')
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation' })
    await drawer.getByRole('list', { name: 'Favourites' }).getByRole('link', { name: 'JSON Formatter' }).click()
    await expect(page).toHaveURL(/#\/json-formatter$/)
    await expect(drawer).toBeHidden()
  })

  test('the shortcut sheet lists the reorder keys', async ({ page }) => {
    await page.goto('/')
    // The '?' listener is attached once the app has mounted: a key pressed before that is lost.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(sheet).toContainText('Move the focused favourite up')
    await expect(sheet).toContainText('Move the focused favourite down')
  })
})

test.describe('an honest home page (D27)', () => {
  test("has no 'Active Users'; its tracker figure holds: no cookies, nothing loaded from another site", async ({ page, baseURL }) => {
    const foreign: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) foreign.push(r.url())
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Active Users')).toHaveCount(0)
    await expect(page.getByTestId('stat-Trackers or analytics')).toHaveText('0')
    await expect(page.getByText('works offline once loaded')).toBeVisible()
    await page.goto('/#/json-formatter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter')
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    expect(await page.context().cookies()).toEqual([])
    expect(await page.evaluate(() => document.cookie)).toBe('')
  })

  // The sidebar's favourites are checked here too (tool screens' checks leave the sidebar out).
  test('axe finds no serious or critical violation with favourites and recent tools, sidebar included (light and dark)', async ({ page }) => {
    await seed(page, JSON.stringify(['json-formatter', 'base64']))
    await page.goto('/#/uuid')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UUID Generator')
    await page.goto('/#/')
    await expect(homeFavorites(page)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Recent tools' })).toBeVisible()
    await page.waitForTimeout(200)
    await expectAxeClean(page, undefined, { sidebar: true })
  })
})
