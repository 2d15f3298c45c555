import { inflateRawSync, deflateRawSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { editor, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

/** Issue 20 / DECISIONS D3, D32: Share never leaks, opening a link never destroys work, storage keeps what it can. */

/** The payload a share link carries, decoded here the way the app encodes it (deflate-raw + base64url). */
function payloadOf(link: string): unknown {
  const s = new URLSearchParams(new URL(link).hash.split('?')[1]).get('s')!
  expect(s.startsWith('z.')).toBe(true)
  return JSON.parse(inflateRawSync(Buffer.from(s.slice(2), 'base64url')).toString('utf8'))
}

const linkFor = (route: string, payload: unknown) => `/#/${route}?s=z.${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`

const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)

const seed = (page: Page, key: string, value: unknown) =>
  page.evaluate(([k, v]) => localStorage.setItem(k as string, JSON.stringify(v)), [key, value] as const)

const REST_KEY = 'devtools-rest-client-advanced'
const row = (key: string, value: string) => ({ key, value, enabled: true })
const restState = {
  method: 'POST',
  url: 'https://api.example.com/v1/users?api_key=K3Y-IN-URL&page=2',
  params: [row('api_key', 'K3Y-IN-URL'), row('page', '2')],
  headers: [row('Content-Type', 'application/json'), row('Authorization', 'Bearer HEADER-TOKEN')],
  // "No Auth" selected, yet the fields of the other kinds still hold what was typed earlier.
  auth: { type: 'none', token: 'BEARER-SECRET', username: 'ada', password: 'PASSW0RD', key: 'X-API-Key', keyValue: 'APIKEY-SECRET', addTo: 'header' },
  bodyType: 'raw',
  rawBody: '{"name":"Ada"}',
  formData: [row('', '')],
  preRequestScript: '',
  tests: '',
  savedRequests: [{ id: 's1', name: 'My saved one', method: 'GET', url: 'https://api.example.com/?token=SAVED-TOKEN', timestamp: '2026-11-01T10:00:00.000Z' }],
  environment: [row('token', 'ENV-SECRET')],
  timeoutSeconds: 30,
}

test('a REST Client link holds no token, password, API key or saved request unless credentials are chosen (D32)', async ({ page }) => {
  await page.goto('/')
  await seed(page, REST_KEY, restState)
  await page.goto('/#/rest-client')
  await expect(page.getByRole('textbox', { name: 'URL', exact: true })).toHaveValue(restState.url)

  await page.getByRole('button', { name: 'Share' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share link' })
  await expect(dialog).toContainText('It leaves out the api_key query parameter and the Authorization header')
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const plain = JSON.stringify(payloadOf(await readClipboard(page)))
  for (const secret of ['BEARER-SECRET', 'PASSW0RD', 'APIKEY-SECRET', 'HEADER-TOKEN', 'K3Y-IN-URL', 'SAVED-TOKEN', 'My saved one', 'ENV-SECRET', '"ada"'])
    expect(plain, secret).not.toContain(secret)
  expect(plain).toContain('{\\"name\\":\\"Ada\\"}')
  expect(plain).toContain('https://api.example.com/v1/users?api_key=&page=2')

  // With "Include credentials": what is on screen travels, named in the toast; still no saved list,
  // no environment, and nothing of the auth kinds that are not selected.
  await page.getByRole('button', { name: 'Share' }).click()
  await dialog.getByLabel(/Include credentials/).check()
  await dialog.getByRole('button', { name: 'Copy link with credentials' }).click()
  await expectToast(page, 'It includes the api_key query parameter and the Authorization header')
  const withCredentials = JSON.stringify(payloadOf(await readClipboard(page)))
  expect(withCredentials).toContain('HEADER-TOKEN')
  expect(withCredentials).toContain('K3Y-IN-URL')
  for (const secret of ['BEARER-SECRET', 'PASSW0RD', 'APIKEY-SECRET', 'SAVED-TOKEN', 'ENV-SECRET']) expect(withCredentials, secret).not.toContain(secret)
})

test('a shared link opens as a shared view: storage and other tabs untouched until Keep; a reload keeps it, edits included; Discard restores (D32)', async ({ page, context }) => {
  const KEY = 'devtools-json-formatter'
  await page.goto('/')
  await seed(page, KEY, { input: '{"mine":1}', indentSize: '2' })
  const other = await context.newPage()
  await other.goto('/#/json-formatter')
  await expectEditorText(other, 'JSON input', '{"mine":1}')

  await page.goto(linkFor('json-formatter', { input: '{"theirs":2}', indentSize: '4' }))
  await expectEditorText(page, 'JSON input', '{"theirs":2}')
  await expect(page.getByLabel('Indent')).toHaveValue('4')
  const bar = page.getByRole('region', { name: 'Shared view' })
  await expect(bar).toContainText('You are looking at a shared link.')
  await expect(page).toHaveURL(/#\/json-formatter$/)
  // Editing the shared view writes nothing either.
  await setEditor(page, 'JSON input', '{"theirs":3}')
  await page.waitForTimeout(300)
  expect(await stored(page, KEY)).toMatchObject({ input: '{"mine":1}', indentSize: '2' })
  await expectEditorText(other, 'JSON input', '{"mine":1}')
  // Issue 32: a reload keeps the shared view in this tab, with the edit made in it.
  await page.reload()
  await expectEditorText(page, 'JSON input', '{"theirs":3}')
  await expect(page.getByLabel('Indent')).toHaveValue('4')
  await expect(bar).toContainText('You are looking at a shared link.')
  expect(await stored(page, KEY)).toMatchObject({ input: '{"mine":1}', indentSize: '2' })
  // D31: the view's output comes back with its input, and Discard brings back the user's own output.
  await expectEditorText(page, 'Formatted JSON output', '{\n    "theirs": 3\n}')

  await bar.getByRole('button', { name: 'Discard' }).click()
  await expectEditorText(page, 'JSON input', '{"mine":1}')
  await expect(page.getByLabel('Indent')).toHaveValue('2')
  await expectEditorText(page, 'Formatted JSON output', '{\n  "mine": 1\n}')
  await expect(bar).toHaveCount(0)
  expect(await stored(page, KEY)).toMatchObject({ input: '{"mine":1}', indentSize: '2' })

  await page.goto(linkFor('json-formatter', { input: '{"theirs":2}', indentSize: '4' }))
  await expectEditorText(page, 'JSON input', '{"theirs":2}')
  await bar.getByRole('button', { name: 'Keep' }).click()
  await expect(bar).toHaveCount(0)
  await expect.poll(() => stored(page, KEY)).toMatchObject({ input: '{"theirs":2}', indentSize: '4' })
  await page.reload()
  await expectEditorText(page, 'JSON input', '{"theirs":2}')
  await other.close()
})

test('a link never replaces saved requests, even one that carries a list (D32)', async ({ page }) => {
  await page.goto('/')
  await seed(page, REST_KEY, restState)
  await page.goto(linkFor('rest-client', { method: 'DELETE', url: 'http://127.0.0.1:9/x', savedRequests: [], environment: [] }))
  await expect(page.getByRole('textbox', { name: 'URL', exact: true })).toHaveValue('http://127.0.0.1:9/x')
  await page.getByRole('region', { name: 'Shared view' }).getByRole('button', { name: 'Keep' }).click()
  await expect.poll(async () => (await stored(page, REST_KEY)).method).toBe('DELETE')
  const after = await stored(page, REST_KEY)
  expect(after.savedRequests).toEqual(restState.savedRequests)
  expect(after.environment).toEqual(restState.environment)
  // The receiver's credentials are not mixed into the sender's request either.
  expect(after.auth.token).toBe('')
  expect(after.headers).toEqual([row('Content-Type', 'application/json')])
})

test('a damaged link says so and leaves the saved state alone', async ({ page }) => {
  await page.goto('/')
  await seed(page, 'devtools-json-formatter', { input: '{"mine":1}', indentSize: '2' })
  await page.goto('/#/json-formatter?s=z.AAAA')
  await expectToast(page, 'This share link is damaged; showing your saved state instead.')
  await expectEditorText(page, 'JSON input', '{"mine":1}')
  await expect(page.getByRole('region', { name: 'Shared view' })).toHaveCount(0)
})

test('a link over about 8 KB is refused with Download offered, and the page stays usable', async ({ page }) => {
  await page.goto('/#/json-formatter')
  const noise = Array.from({ length: 1500 }, (_, i) => `"k${i}":"${((i * 2654435761) % 4294967296).toString(36)}${(i * 40503).toString(16)}"`).join(',')
  await setEditor(page, 'JSON input', `{${noise}}`)
  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, 'Too large to share: Download instead')
  const download = page.waitForEvent('download')
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Download' }).click()
  expect((await download).suggestedFilename()).toBe('json-formatter.json')
  expect(await readClipboard(page).catch(() => '')).not.toMatch(/#\/json-formatter\?s=/)
})

test('a 1.2 MB regex test string is not saved, but the pattern and flags are (D3)', async ({ page }) => {
  await page.goto('/#/regex')
  await page.getByLabel('Pattern').fill('\\d{3}')
  await page.getByLabel('ignoreCase').check()
  await editor(page, 'Test string').click()
  await page.keyboard.insertText('555 '.repeat(300_000))
  await expect(page.getByRole('status').filter({ hasText: 'Not saved in this browser: the test string is larger than 1 MB.' })).toContainText(
    'It stays here until you reload or close the tab. Everything else is saved.',
  )
  await expect.poll(async () => (await stored(page, 'devtools-regex-tester'))?.pattern).toBe('\\d{3}')
  await page.reload()
  await expect(page.getByLabel('Pattern')).toHaveValue('\\d{3}')
  await expect(page.getByLabel('ignoreCase')).toBeChecked()
})

test.describe('with the service worker registered (the offline status loads then)', () => {
  test.use({ serviceWorkers: 'allow' })
  test('offline, a tool never opened offers Reload, never Reset (its saved input is kept)', async ({ page, context }) => {
    // Going offline before the shell's late parts (here the offline status) have loaded used to
    // blank the whole page; their code is made to fail every time so that this is always tried.
    await page.route('**/assets/offline-status-*.js', (r) => r.abort('internetdisconnected'))
    await page.goto('/')
    await seed(page, 'devtools-uuid', { version: 'v7', count: 3 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await context.setOffline(true)
    await page.evaluate(() => (location.hash = '#/uuid'))
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
    await expect(alert).toContainText('You are offline or the app was updated: Reload')
    await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0)
    expect(await stored(page, 'devtools-uuid')).toEqual({ version: 'v7', count: 3 })
    await context.setOffline(false)
  })
})
