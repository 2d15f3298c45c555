import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page, type Request } from '@playwright/test'
import { collectErrors, expectEditorText, expectToast } from './helpers'

const SERVICE = 'https://www.toptal.com/developers/gitignore/api/'
const BODY = '# Created by https://www.toptal.com/developers/gitignore/api/node,react\nnode_modules/\n.env\n'
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const templates = (page: Page) => page.getByLabel('Templates', { exact: true })

/** Nothing may leave the machine: every request is either the app's own or one we intercept. */
function watchOutbound(page: Page) {
  const outside: string[] = []
  page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && !r.url().startsWith('blob:') && outside.push(r.url()))
  return outside
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/gitignore')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GitIgnore Generator')
})

test("GETs the comma-separated, URL-encoded templates and shows the text: '✅ .gitignore generated!'", async ({ page }) => {
  const errors = collectErrors(page)
  const outside = watchOutbound(page)
  const requests: Request[] = []
  await page.route(`${SERVICE}**`, async (route) => {
    requests.push(route.request())
    await route.fulfill({ status: 200, contentType: 'text/plain', headers: { 'Access-Control-Allow-Origin': '*' }, body: BODY })
  })
  await expect(templates(page)).toHaveAttribute('placeholder', 'node,react,python')
  await templates(page).fill(' node, react ,c++')
  await button(page, 'Generate').click()
  await expectToast(page, '✅ .gitignore generated!')
  await expectEditorText(page, 'Generated .gitignore', BODY)
  expect(requests).toHaveLength(1)
  expect(requests[0]!.method()).toBe('GET')
  expect(requests[0]!.url()).toBe(`${SERVICE}node,react,c%2B%2B`)
  expect(outside).toEqual([`${SERVICE}node,react,c%2B%2B`])
  expect(errors).toEqual([])
})

test("a non-OK answer: 'Failed to generate .gitignore' and '❌ Failed to generate'", async ({ page }) => {
  await page.route(`${SERVICE}**`, (route) =>
    route.fulfill({ status: 404, headers: { 'Access-Control-Allow-Origin': '*' }, body: '#!! ERROR: nosuch is undefined. Use list command to see defined gitignore types !!#' }),
  )
  await templates(page).fill('nosuch')
  await button(page, 'Generate').click()
  await expect(page.getByTestId('gitignore-failed')).toContainText('Failed to generate .gitignore')
  await expect(page.getByTestId('gitignore-failed')).toContainText('HTTP 404')
  await expectToast(page, '❌ Failed to generate')
})

test('a network failure gives the same messages', async ({ page }) => {
  await page.route(`${SERVICE}**`, (route) => route.abort('internetdisconnected'))
  await templates(page).fill('node')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByTestId('gitignore-failed')).toContainText('Failed to generate .gitignore')
  await expectToast(page, '❌ Failed to generate')
})

test('a slow call can be cancelled; nothing is called without templates', async ({ page }) => {
  const requests: string[] = []
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route(`${SERVICE}**`, async (route) => {
    requests.push(route.request().url())
    await held
    await route.abort().catch(() => {})
  })
  await button(page, 'Generate').click()
  await expect(page.getByRole('alert')).toHaveText('Enter at least one template, e.g. node,react,python')
  expect(requests).toEqual([])
  await page.getByRole('button', { name: 'Add python' }).click()
  await expect(templates(page)).toHaveValue('python')
  await button(page, 'Generate').click()
  await expect(button(page, 'Generating...')).toBeDisabled()
  await button(page, 'Cancel').click()
  await expect(page.getByText('Cancelled. Press Generate to try again.')).toBeVisible()
  await expect(button(page, 'Generate')).toBeEnabled()
  expect(requests).toEqual([`${SERVICE}python`])
  release()
})

test('persists the templates as devtools-gitignore-generator', async ({ page }) => {
  await templates(page).fill('go,rust')
  await page.reload()
  await expect(templates(page)).toHaveValue('go,rust')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-gitignore-generator')))!)).toEqual({ templates: 'go,rust' })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.route(`${SERVICE}**`, (route) => route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*' }, body: BODY }))
    await templates(page).fill('node')
    await button(page, 'Generate').click()
    await expectEditorText(page, 'Generated .gitignore', BODY)
    await page.mouse.move(0, 0)
    // The shell's toasts fail contrast in light mode (sonner richColors; reported), so check the tool without them.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await page.waitForTimeout(300) // colour transitions settle
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
