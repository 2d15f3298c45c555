import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { API, serverLog, uniquePath, type LoggedRequest } from './api-server'
import { collectErrors, editor, editorText, expectAxeClean, expectToast, readClipboard, setEditor } from './helpers'
import { PNG_BYTES } from '../server/api-server.mjs'

const STORAGE_KEY = 'devtools-rest-client-advanced'
const urlInput = (page: Page) => page.getByRole('textbox', { name: 'URL', exact: true })
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' })
const requestPane = (page: Page) => page.getByRole('region', { name: 'Request' })
const responsePane = (page: Page) => page.getByRole('region', { name: 'Response' })
const requestTab = (page: Page, name: RegExp) => requestPane(page).getByRole('tab', { name })
const responseTab = (page: Page, name: RegExp) => responsePane(page).getByRole('tab', { name })
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

test.beforeEach(async ({ page }) => {
  await page.goto('/#/rest-client')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('REST Client')
})

/** The requests the server saw on this path (each test has its own). */
async function arrived(request: APIRequestContext, path: string): Promise<LoggedRequest[]> {
  return (await serverLog(request)).filter((r) => r.path === path)
}

/** The single request that reached `path`, once it has. */
async function arrivedOnce(request: APIRequestContext, path: string): Promise<LoggedRequest> {
  await expect.poll(async () => (await arrived(request, path)).length).toBe(1)
  return (await arrived(request, path))[0]!
}

async function send(page: Page) {
  await button(page, 'Send').click()
  await expect(button(page, 'Send')).toBeEnabled({ timeout: 20_000 })
}

async function setUrl(page: Page, method: string, url: string) {
  await page.getByLabel('Method').selectOption(method)
  await urlInput(page).fill(url)
}

async function chooseBody(page: Page, type: 'none' | 'raw' | 'form-data' | 'x-www-form-urlencoded') {
  await requestTab(page, /^Body/).click()
  await requestPane(page).getByRole('radio', { name: type, exact: true }).check()
}

async function writeScript(page: Page, which: 'Pre-request script' | 'Tests', code: string) {
  await requestTab(page, /^Scripts/).click()
  await page.getByRole('tablist', { name: 'Script' }).getByRole('tab', { name: which === 'Tests' ? /^Tests/ : /^Pre-request/ }).click()
  await setEditor(page, which, code)
}

test('GET: the URL and the Params table agree; only enabled rows with a name are sent; status, time, size, headers and a pretty body', async ({ page, request }) => {
  const errors = collectErrors(page)
  const path = uniquePath('get')
  await setUrl(page, 'GET', `${API}${path}?a=1`)
  await requestTab(page, /^Params/).click()
  await expect(page.getByLabel('Param 1 key')).toHaveValue('a')
  await expect(page.getByLabel('Param 1 value')).toHaveValue('1')
  // The table writes the URL ...
  await page.getByLabel('Param 2 key').fill('b')
  await page.getByLabel('Param 2 value').fill('two words')
  await button(page, 'Add param').click()
  await page.getByLabel('Param 3 key').fill('off')
  await page.getByLabel('Param 3 value').fill('x')
  await page.getByLabel('Param 3 enabled').uncheck()
  await button(page, 'Add param').click()
  await page.getByLabel('Param 4 value').fill('nameless')
  await expect(urlInput(page)).toHaveValue(`${API}${path}?a=1&b=two words`)
  // ... and the URL writes the table, keeping the rows it cannot show.
  await urlInput(page).fill(`${API}${path}?a=1&b=two words&c=3`)
  await expect(page.getByLabel('Param 3 key')).toHaveValue('c')
  await expect(page.getByLabel('Param 4 key')).toHaveValue('off')
  await expect(page.getByLabel('Param 4 enabled')).not.toBeChecked()
  await expect(page.getByLabel('Param 5 value')).toHaveValue('nameless')

  await requestTab(page, /^Headers/).click()
  await expect(page.getByLabel('Header 1 key')).toHaveValue('Content-Type')
  await expect(page.getByLabel('Header 1 value')).toHaveValue('application/json')
  await expect(page.getByLabel('Header 1 enabled')).toBeChecked()
  for (const [i, key, value, enabled] of [[2, 'X-Custom', 'yes', true], [3, 'X-Off', 'no', false], [4, '', 'nameless', true]] as const) {
    await button(page, 'Add header').click()
    await page.getByLabel(`Header ${i} key`).fill(key)
    await page.getByLabel(`Header ${i} value`).fill(value)
    if (!enabled) await page.getByLabel(`Header ${i} enabled`).uncheck()
  }
  await chooseBody(page, 'raw')
  await setEditor(page, 'Raw body', '{"ignored": true}')
  await send(page)

  const seen = await arrivedOnce(request, path)
  expect(seen.method).toBe('GET')
  expect(seen.query).toEqual({ a: '1', b: 'two words', c: '3' })
  expect(seen.headers['x-custom']).toBe('yes')
  expect(seen.headers['content-type']).toBe('application/json')
  expect(seen.headers).not.toHaveProperty('x-off')
  expect(Object.values(seen.headers)).not.toContain('nameless')
  expect(seen.body).toBe('') // SPEC: the body is ignored for GET

  const meta = responsePane(page).getByTestId('rest-response-meta')
  await expect(page.getByTestId('rest-status')).toHaveText('200 OK')
  await expect(page.getByTestId('rest-time')).toHaveText(/^\d+ ms$/)
  await expect(page.getByTestId('rest-size')).toHaveText(/^[\d,]+ B/)
  await expect(meta).toBeVisible()
  await expectToast(page, 'Request sent')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Request sent' }).first()).toContainText(/200 OK · \d+ ms/)
  // JSON pretty-printed with 2 spaces.
  await expect(editor(page, 'Response body')).toBeVisible()
  const body = await editorText(page, 'Response body')
  expect(body.startsWith(`{\n  "method": "GET",\n  "path": "${path}",\n  "query": {\n    "a": "1",`)).toBe(true)
  const size = Number((await page.getByTestId('rest-size').getAttribute('title'))!.split(' ')[0])
  expect(size).toBeGreaterThan(100)
  await responseTab(page, /^Headers \(\d+\)$/).click()
  await expect(page.getByTestId('rest-response-headers')).toContainText('x-echoyes')
  expect(errors).toEqual([])
})

test('each auth type arrives as it should: bearer, basic, API key in a header and in the query (D12)', async ({ page, request }) => {
  const auth = async (type: string) => {
    await requestTab(page, /^Authorization/).click()
    await page.getByLabel('Type').selectOption(type)
  }
  const go = async (name: string, url = '') => {
    const path = uniquePath(name)
    await urlInput(page).fill(`${API}${path}${url}`)
    await send(page)
    return arrivedOnce(request, path)
  }

  await auth('bearer')
  expect((await go('bearer-empty')).headers).not.toHaveProperty('authorization') // needs a token
  await page.getByLabel('Token').fill('tok-123.abc')
  expect((await go('bearer')).headers.authorization).toBe('Bearer tok-123.abc')

  await auth('basic')
  await page.getByLabel('Username').fill('ada')
  expect((await go('basic-half')).headers).not.toHaveProperty('authorization') // needs both
  await page.getByLabel('Password', { exact: true }).fill('pä ss:wörd')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password')
  await button(page, 'Show password').click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  expect((await go('basic')).headers.authorization).toBe(`Basic ${b64('ada:pä ss:wörd')}`)

  await auth('apikey')
  await page.getByLabel('Key', { exact: true }).fill('X-API-Key')
  await page.getByLabel('Value', { exact: true }).fill('k&1')
  const inHeader = await go('apikey-header', '?a=1')
  expect(inHeader.headers['x-api-key']).toBe('k&1')
  expect(inHeader.rawQuery).toBe('?a=1')
  await page.getByLabel('Add to', { exact: true }).selectOption('query')
  await page.getByLabel('Key', { exact: true }).fill('api_key')
  const inQuery = await go('apikey-query', '?a=1')
  expect(inQuery.rawQuery).toBe('?a=1&api_key=k%261')
  expect(inQuery.query).toEqual({ a: '1', api_key: 'k&1' })
  expect(inQuery.headers).not.toHaveProperty('api_key')
})

test('each body type arrives correctly encoded; disabled fields and empty keys are left out; GET and HEAD send none', async ({ page, request }) => {
  const go = async (name: string, method: string) => {
    const path = uniquePath(name)
    await setUrl(page, method, `${API}${path}`)
    await send(page)
    return arrivedOnce(request, path)
  }

  await chooseBody(page, 'raw')
  await setEditor(page, 'Raw body', '{\n  "name": "Ada",\n  "n": 12345678901234567890\n}')
  const raw = await go('raw', 'POST')
  expect(raw.headers['content-type']).toBe('application/json')
  expect(raw.body).toBe('{\n  "name": "Ada",\n  "n": 12345678901234567890\n}')
  // The response shows the big number exactly as it came (D24).
  await expect.poll(() => editorText(page, 'Response body')).toContain('"body": "{\\n  \\"name\\": \\"Ada\\",\\n  \\"n\\": 12345678901234567890\\n}"')
  expect((await go('raw-get', 'GET')).body).toBe('')
  const head = await go('raw-head', 'HEAD')
  expect(head.method).toBe('HEAD')
  expect(head.body).toBe('')
  await expect(page.getByTestId('rest-status')).toHaveText('200 OK')
  await expect(responsePane(page)).toContainText('The response has no body.')

  await chooseBody(page, 'x-www-form-urlencoded')
  const fields: Array<[string, string, boolean]> = [['name', 'Jane Doe', true], ['tags', 'a&b=c ✓', true], ['off', 'x', false], ['', 'nameless', true]]
  for (const [i, [key, value, enabled]] of fields.entries()) {
    if (i > 0) await button(page, 'Add field').click()
    await page.getByLabel(`Field ${i + 1} key`).fill(key)
    await page.getByLabel(`Field ${i + 1} value`).fill(value)
    if (!enabled) await page.getByLabel(`Field ${i + 1} enabled`).uncheck()
  }
  const urlencoded = await go('urlencoded', 'PUT')
  expect(urlencoded.headers['content-type']).toBe('application/x-www-form-urlencoded')
  expect(urlencoded.body).toBe('name=Jane+Doe&tags=a%26b%3Dc+%E2%9C%93')
  expect(urlencoded.form).toEqual({ name: 'Jane Doe', tags: 'a&b=c ✓' })

  await chooseBody(page, 'form-data')
  const multipart = await go('multipart', 'PATCH')
  expect(multipart.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
  expect(multipart.form).toEqual({ name: 'Jane Doe', tags: 'a&b=c ✓' })

  await chooseBody(page, 'none')
  const none = await go('none', 'DELETE')
  expect(none.body).toBe('')
  expect(none.method).toBe('DELETE')
})

test('scripts change the request with variables; tests pass and fail visibly; variables set by scripts are kept', async ({ page, request }) => {
  const path = uniquePath('scripts')
  await button(page, /^Variables/).click()
  const dialog = page.getByRole('dialog', { name: 'Variables' })
  await dialog.getByLabel('Variable 1 key').fill('base')
  await dialog.getByLabel('Variable 1 value').fill(API)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await setUrl(page, 'POST', `{{base}}${path}?q={{term}}`)
  await expect(page.getByTestId('rest-unresolved')).toContainText('{{term}}')
  await requestTab(page, /^Headers/).click()
  await button(page, 'Add header').click()
  await page.getByLabel('Header 2 key').fill('X-Term')
  await page.getByLabel('Header 2 value').fill('{{term}}')
  await chooseBody(page, 'raw')
  await setEditor(page, 'Raw body', '{"original": true}')
  await writeScript(
    page,
    'Pre-request script',
    [
      "pm.environment.set('term', 'from script')",
      "pm.request.headers.upsert({ key: 'X-Signed', value: btoa(pm.request.method + ' ' + pm.request.url) })",
      "pm.request.headers.remove('content-type')",
      "pm.request.url = pm.request.url + '&extra=1'",
      "pm.request.body.raw = JSON.stringify({ changed: pm.variables.get('term') })",
      "console.log('pre-request saw', pm.request.method)",
    ].join('\n'),
  )
  await writeScript(
    page,
    'Tests',
    [
      "pm.test('status is 200', () => pm.response.to.have.status(200))",
      "pm.test('header arrived', () => pm.expect(pm.response.json().headers['x-term']).to.equal('from script'))",
      "pm.test('wrong on purpose', () => pm.expect(pm.response.json().query.extra).to.equal('2'))",
      "pm.environment.set('lastStatus', pm.response.code)",
      "console.warn('tests done')",
    ].join('\n'),
  )
  await send(page)

  const seen = await arrivedOnce(request, path)
  expect(seen.query).toEqual({ q: 'from script', extra: '1' })
  expect(seen.headers['x-term']).toBe('from script')
  expect(seen.headers['x-signed']).toBe(b64(`POST {{base}}${path}?q={{term}}`))
  expect(seen.headers).not.toHaveProperty('content-type', 'application/json')
  expect(seen.body).toBe('{"changed":"from script"}')

  const response = responsePane(page)
  await expect(responseTab(page, /^Tests \(2\/3\)$/)).toBeVisible()
  await responseTab(page, /^Tests/).click()
  await expect(response.getByTestId('rest-tests-summary')).toContainText('2 of 3 passed')
  const items = response.getByTestId('rest-tests').getByRole('listitem')
  await expect(items).toHaveText(['PASS status is 200', 'PASS header arrived', "FAIL wrong on purposeexpected '1' to equal '2'"])
  await responseTab(page, /^Console/).click()
  await expect(response.getByTestId('rest-console').getByRole('listitem')).toHaveText(['[pre-request] pre-request saw POST', '[tests] tests done'])

  // What the scripts set is written back to Variables (and saved).
  await button(page, /^Variables/).click()
  await expect(dialog.getByLabel('Variable 2 key')).toHaveValue('term')
  await expect(dialog.getByLabel('Variable 2 value')).toHaveValue('from script')
  await expect(dialog.getByLabel('Variable 3 key')).toHaveValue('lastStatus')
  await expect(dialog.getByLabel('Variable 3 value')).toHaveValue('200')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('rest-unresolved')).toHaveCount(0)
})

test('an infinite loop is stopped by the time limit and the request still goes out; script errors are shown and logged', async ({ page, request }) => {
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  const path = uniquePath('loop')
  await setUrl(page, 'GET', `${API}${path}`)
  await writeScript(page, 'Pre-request script', "console.log('before the loop')\nwhile (true) {}")
  await writeScript(page, 'Tests', "pm.test('runs first', () => pm.expect(1).to.equal(1))\nnull.boom")
  const started = Date.now()
  await send(page)
  expect(Date.now() - started).toBeLessThan(15_000)
  const seen = await arrivedOnce(request, path)
  expect(seen.method).toBe('GET')
  await expect(page.getByTestId('rest-status')).toHaveText('200 OK')
  const problems = page.getByTestId('rest-script-problems')
  await expect(problems).toContainText('Pre-request script: The script ran longer than 2 s and was stopped. The request was sent anyway.')
  await expect(problems).toContainText("Test script: TypeError: cannot read property 'boom' of null (line 2)")
  await responseTab(page, /^Tests/).click()
  await expect(responsePane(page).getByTestId('rest-tests').getByRole('listitem')).toHaveText(['PASS runs first'])
  await responseTab(page, /^Console/).click()
  await expect(responsePane(page).getByTestId('rest-console')).toContainText('[pre-request] before the loop')
  expect(warnings.some((w) => w.includes('pre-request script: The script ran longer than 2 s'))).toBe(true)

  // The sandbox is fine afterwards.
  await writeScript(page, 'Pre-request script', "console.log('quick')")
  await writeScript(page, 'Tests', '')
  await urlInput(page).fill(`${API}${path}-again`)
  await send(page)
  await arrivedOnce(request, `${path}-again`)
  await expect(page.getByTestId('rest-script-problems')).toHaveCount(0)
})

test('a script that tries localStorage, fetch, document or postMessage gets nothing and reaches nothing', async ({ page, request }) => {
  const path = uniquePath('sandbox')
  const escape = `${path}-escape`
  await page.evaluate(() => {
    localStorage.setItem('rest-e2e-marker', 'untouched')
    ;(window as unknown as { __messages: unknown[] }).__messages = []
    window.addEventListener('message', (e) => (window as unknown as { __messages: unknown[] }).__messages.push(e.data))
  })
  const storageBefore = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
  const titleBefore = await page.title()
  await setUrl(page, 'GET', `${API}${path}`)
  const names = ['fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'indexedDB', 'document', 'window', 'self', 'postMessage', 'importScripts', 'WebSocket', 'navigator']
  const script = [
    `const found = {}; for (const n of ${JSON.stringify(names)}) found[n] = typeof globalThis[n]`,
    'console.log(JSON.stringify(found))',
    `try { fetch('${API}${escape}') } catch (e) { console.log('fetch:', e.name) }`,
    "try { localStorage.setItem('pwned', '1') } catch (e) { console.log('localStorage:', e.name) }",
    "try { document.title = 'pwned' } catch (e) { console.log('document:', e.name) }",
    "try { postMessage('pwned', '*') } catch (e) { console.log('postMessage:', e.name) }",
    `try { new XMLHttpRequest() } catch (e) { console.log('XMLHttpRequest:', e.name) }`,
    `try { importScripts('${API}${escape}') } catch (e) { console.log('importScripts:', e.name) }`,
    "try { const g = Function('return this')(); console.log('global keys:', Object.keys(g).sort().join(',')) } catch (e) { console.log('Function:', e.name) }",
  ].join('\n')
  await writeScript(page, 'Pre-request script', script)
  await writeScript(page, 'Tests', script.replace(/pwned/g, 'pwned-by-test'))
  await send(page)
  await arrivedOnce(request, path)

  await responseTab(page, /^Console/).click()
  const undefinedAll = JSON.stringify(Object.fromEntries(names.map((n) => [n, 'undefined'])))
  const expected = (source: string) => [
    `[${source}] ${undefinedAll}`,
    `[${source}] fetch: ReferenceError`,
    `[${source}] localStorage: ReferenceError`,
    `[${source}] document: ReferenceError`,
    `[${source}] postMessage: ReferenceError`,
    `[${source}] XMLHttpRequest: ReferenceError`,
    `[${source}] importScripts: ReferenceError`,
    `[${source}] global keys: atob,btoa,console,pm`,
  ]
  await expect(responsePane(page).getByTestId('rest-console').getByRole('listitem')).toHaveText([...expected('pre-request'), ...expected('tests')])
  await expect(page.getByTestId('rest-script-problems')).toHaveCount(0)

  // Nothing reached the server but the request itself, and the page is as it was.
  await page.waitForTimeout(500)
  const log = await serverLog(request)
  expect(log.filter((r) => r.path.startsWith(path)).map((r) => r.path)).toEqual([path])
  const storageAfter = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
  // The app's own entries (the form, and History recording the request) are not the script's doing.
  for (const key of [STORAGE_KEY, 'devtools-rest-client-history']) {
    delete storageBefore[key]
    delete storageAfter[key]
  }
  expect(storageAfter).toEqual(storageBefore)
  expect(storageAfter['rest-e2e-marker']).toBe('untouched')
  expect(await page.title()).toBe(titleBefore)
  expect(await page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages)).toEqual([])
})

test('saved and recent requests: a new one goes first, 10 kept, 5 shown; loading restores only method and URL', async ({ page }) => {
  const recent = page.getByTestId('rest-recent').getByRole('listitem')
  await button(page, 'Save').click()
  await expectToast(page, 'Please enter a URL')
  for (let i = 1; i <= 12; i++) {
    await setUrl(page, i % 2 ? 'POST' : 'GET', `${API}/echo/saved-${i}`)
    await button(page, 'Save').click()
  }
  await expectToast(page, 'Request saved')
  await expect(recent).toHaveCount(5)
  await expect(recent).toHaveText([12, 11, 10, 9, 8].map((i) => `${i % 2 ? 'POST' : 'GET'}${API}/echo/saved-${i}`))
  const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY))!) as { savedRequests: Array<{ id: string; name: string; method: string; url: string; timestamp: string }> }
  expect(stored.savedRequests).toHaveLength(10)
  expect(stored.savedRequests.map((r) => r.url)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `${API}/echo/saved-${i}`))
  expect(stored.savedRequests[0]).toMatchObject({ name: `GET ${API}/echo/saved-12`, method: 'GET' })
  expect(stored.savedRequests[0]!.id).toMatch(/^\d{13}$/)
  expect(new Date(stored.savedRequests[0]!.timestamp).getTime()).toBeGreaterThan(Date.now() - 120_000)

  // Change other fields, then load: only method and URL come back.
  await setUrl(page, 'DELETE', `${API}/echo/other?x=1`)
  await requestTab(page, /^Headers/).click()
  await page.getByLabel('Header 1 value').fill('text/plain')
  await chooseBody(page, 'raw')
  await setEditor(page, 'Raw body', 'kept')
  await recent.nth(1).getByRole('button', { name: /^Load/ }).click()
  await expectToast(page, 'Request loaded')
  await expect(page.getByLabel('Method')).toHaveValue('POST')
  await expect(urlInput(page)).toHaveValue(`${API}/echo/saved-11`)
  await requestTab(page, /^Params/).click()
  await expect(page.getByLabel('Param 1 key')).toHaveValue('')
  await requestTab(page, /^Headers/).click()
  await expect(page.getByLabel('Header 1 value')).toHaveValue('text/plain')
  await chooseBody(page, 'raw')
  await expect.poll(() => editorText(page, 'Raw body')).toBe('kept')

  // Removing one shows the next.
  await recent.first().getByRole('button', { name: /^Remove saved request/ }).click()
  await expect(recent.first()).toHaveText(`POST${API}/echo/saved-11`)
  await expect(recent).toHaveCount(5)
  await page.reload()
  await expect(recent).toHaveCount(5)
  await expect(recent.first()).toHaveText(`POST${API}/echo/saved-11`)
})

test('D31: a missing URL takes the old response away; an edited request marks it out of date', async ({ page }) => {
  await setUrl(page, 'GET', `${API}${uniquePath('d31')}`)
  await button(page, 'Send').click()
  await expect(page.getByTestId('rest-status')).toContainText('200')
  await setUrl(page, 'GET', `${API}${uniquePath('d31-other')}`)
  await expect(page.getByTestId('stale-note')).toHaveText('Out of date: the input changed since this result was made. Press Send to update it.')
  await urlInput(page).fill('')
  await button(page, 'Send').click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a URL' }).first()).toBeVisible()
  await expect(page.getByTestId('rest-status')).toHaveCount(0)
})

test("a missing URL is refused; a failed request explains why and offers cURL; Cancel and the time-out stop a slow one", async ({ page }) => {
  await button(page, 'Send').click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please enter a URL' }).first()
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Error')

  // Nothing listens on port 9: the connection is refused.
  await setUrl(page, 'POST', 'http://127.0.0.1:9/things?a=1')
  await chooseBody(page, 'raw')
  await setEditor(page, 'Raw body', `{"it's":"quoted"}`)
  await send(page)
  const failure = page.getByTestId('rest-failure')
  await expect(failure).toContainText('Request failed: Could not reach 127.0.0.1:9')
  await expect(page.getByTestId('rest-failure-hints')).toContainText('the server may be down or refusing connections')
  const curl = `curl -X POST 'http://127.0.0.1:9/things?a=1' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"it'\\''s":"quoted"}'`
  await expect(page.getByTestId('rest-failure-curl')).toHaveText(curl)
  await expectToast(page, 'Request failed')
  await failure.getByRole('button', { name: 'Copy cURL' }).click()
  expect(await readClipboard(page)).toBe(curl)

  // The server answers without CORS headers: the browser hides the answer.
  await setUrl(page, 'GET', `${API}/no-cors`)
  await send(page)
  await expect(failure).toContainText('Request failed: Blocked by CORS')
  await expect(page.getByTestId('rest-failure-hints')).toContainText('did not allow requests from')

  // Cancel: the previous result (another request's) does not stay as if it were this one's.
  const slow = `${API}/slow?ms=8000&id=${uniquePath('slow').slice(6)}`
  await setUrl(page, 'GET', slow)
  await button(page, 'Send').click()
  await expect(button(page, 'Sending...')).toBeDisabled()
  await expect(responsePane(page).getByRole('status')).toContainText('Sending the request')
  await button(page, 'Cancel').click()
  await expect(button(page, 'Send')).toBeEnabled()
  await expect(responsePane(page)).toContainText('Request cancelled')
  await expect(failure).toHaveCount(0)

  // Time-out from Settings.
  await requestTab(page, /^Settings/).click()
  await page.getByLabel('Time-out (seconds)').fill('1')
  await expect(page.getByTestId('rest-settings-notes')).toContainText('within the time-out (1 s)')
  await urlInput(page).fill(`${API}/slow?ms=4000`)
  await send(page)
  await expect(failure).toContainText('Request failed: No answer within 1 s')
})

test('import a cURL command; copy the request as cURL; Ctrl/Cmd+Enter sends', async ({ page, request }) => {
  const path = uniquePath('curl')
  await button(page, 'Import cURL').click()
  const dialog = page.getByRole('dialog', { name: 'Import a cURL command' })
  await dialog.getByRole('textbox', { name: 'cURL command' }).fill('curl -X PUT nope \'unclosed')
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('A single quote is not closed')
  await dialog
    .getByRole('textbox', { name: 'cURL command' })
    .fill(`curl -X PUT '${API}${path}?page=2' \\\n  -H 'Authorization: Bearer tok' \\\n  -H 'X-Trace: t1' \\\n  --data-urlencode 'name=Jane Doe' -d 'x=1'`)
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(dialog).toBeHidden()
  await expectToast(page, 'cURL command imported')
  await expect(page.getByLabel('Method')).toHaveValue('PUT')
  await expect(urlInput(page)).toHaveValue(`${API}${path}?page=2`)
  await requestTab(page, /^Authorization/).click()
  await expect(page.getByLabel('Type')).toHaveValue('bearer')
  await expect(page.getByLabel('Token')).toHaveValue('tok')
  await requestTab(page, /^Body/).click()
  await expect(requestPane(page).getByRole('radio', { name: 'x-www-form-urlencoded' })).toBeChecked()
  await expect(page.getByLabel('Field 1 key')).toHaveValue('name')
  await expect(page.getByLabel('Field 1 value')).toHaveValue('Jane Doe')

  await requestPane(page).getByRole('button', { name: 'Copy as cURL' }).click()
  expect(await readClipboard(page)).toBe(
    `curl -X PUT '${API}${path}?page=2' \\\n  -H 'X-Trace: t1' \\\n  -H 'Content-Type: application/x-www-form-urlencoded' \\\n  -H 'Authorization: Bearer tok' \\\n  -d 'name=Jane+Doe&x=1'`,
  )

  await urlInput(page).focus()
  await page.keyboard.press('ControlOrMeta+Enter')
  const seen = await arrivedOnce(request, path)
  expect(seen).toMatchObject({ method: 'PUT', query: { page: '2' }, form: { name: 'Jane Doe', x: '1' } })
  expect(seen.headers).toMatchObject({ authorization: 'Bearer tok', 'x-trace': 't1', 'content-type': 'application/x-www-form-urlencoded' })
})

test('Copy as code puts the request on the clipboard as the chosen language (fetch, Python requests)', async ({ page }) => {
  await setUrl(page, 'POST', 'https://api.example.com/users?x=1')
  await requestTab(page, /^Headers/).click()
  await page.getByLabel('Header 1 key').fill('X-Trace')
  await page.getByLabel('Header 1 value').fill("it's")
  const copyAs = requestPane(page).getByRole('combobox', { name: 'Copy as code' })
  await copyAs.selectOption('fetch')
  await expectToast(page, '✅ JavaScript (fetch) code copied to clipboard!')
  expect(await readClipboard(page)).toBe(`const response = await fetch('https://api.example.com/users?x=1', {
  method: 'POST',
  headers: {
    'X-Trace': 'it\\'s',
  },
})

console.log(response.status)
console.log(await response.text())
`)
  await copyAs.selectOption('python')
  await expect.poll(() => readClipboard(page)).toContain(`headers = {\n    'X-Trace': 'it\\'s',\n}`)
  await expect(copyAs).toHaveValue('')
})

test('Import cURL of -d JSON sends the body byte for byte, labelled application/json, and says so', async ({ page, request }) => {
  const path = uniquePath('curl-json')
  await button(page, 'Import cURL').click()
  const dialog = page.getByRole('dialog', { name: 'Import a cURL command' })
  await dialog.getByRole('textbox', { name: 'cURL command' }).fill(`curl ${API}${path} -d '{"sku":"A-1","qty":2}'`)
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toBeHidden()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'cURL command imported' }).first()
  await expect(toast).toContainText('The data is JSON, so it is sent as raw JSON with Content-Type: application/json')
  await expect(page.getByLabel('Method')).toHaveValue('POST')
  await requestTab(page, /^Body/).click()
  await expect(requestPane(page).getByRole('radio', { name: 'raw', exact: true })).toBeChecked()
  await expect.poll(() => editorText(page, 'Raw body')).toBe('{"sku":"A-1","qty":2}')
  await send(page)
  const seen = await arrivedOnce(request, path)
  expect(seen.body).toBe('{"sku":"A-1","qty":2}')
  expect(seen.headers['content-type']).toBe('application/json')
  expect(seen.json).toEqual({ sku: 'A-1', qty: 2 })
})

test('Copy as cURL percent-encodes a spaced, ampersand query value, and bash runs the command with curl', async ({ page, request }) => {
  const path = uniquePath('curl-query')
  await setUrl(page, 'GET', `${API}${path}`)
  await requestTab(page, /^Params/).click()
  await page.getByLabel('Param 1 key').fill('q')
  await page.getByLabel('Param 1 value').fill('a b&c')
  await expect(urlInput(page)).toHaveValue(`${API}${path}?q=a b%26c`)
  await requestPane(page).getByRole('button', { name: 'Copy as cURL' }).click()
  const command = await readClipboard(page)
  expect(command).toBe(`curl '${API}${path}?q=a%20b%26c' \\\n  -H 'Content-Type: application/json'`)
  let hasCurl = true
  try {
    execFileSync('curl', ['--version'])
  } catch {
    hasCurl = false
  }
  if (hasCurl) {
    execFileSync('bash', ['-c', `${command} --silent --show-error --max-time 10 -o /dev/null`])
    const seen = await arrivedOnce(request, path)
    expect(seen.query).toEqual({ q: 'a b&c' })
  }
})

test('a URL without a scheme is sent: localhost:port/x means http://localhost:port/x', async ({ page, request }) => {
  const path = uniquePath('no-scheme')
  const bare = `${API.replace('http://127.0.0.1', 'localhost')}${path}`
  await setUrl(page, 'GET', bare)
  await expect(page.getByTestId('rest-scheme')).toContainText(`it is sent as http://${bare}`)
  await send(page)
  const seen = await arrivedOnce(request, path)
  expect(seen.method).toBe('GET')
  await expect(page.getByTestId('rest-status')).toHaveText('200 OK')
})

test('a 404 answer is shown, with a toast that names it and is not a success', async ({ page }) => {
  await setUrl(page, 'GET', `${API}/status/404`)
  await send(page)
  await expect(page.getByTestId('rest-status')).toHaveText('404 Not Found')
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Request sent' }).first()
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(/404 Not Found · \d+ ms/)
  await expect(toast).toHaveAttribute('data-type', 'warning')
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toHaveCount(0)
  await setUrl(page, 'GET', `${API}/status/503`)
  await send(page)
  await expect(page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: '503' })).toBeVisible()
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toHaveCount(0)
})

test('binary answers: a PNG is previewed as an image with Download; a PDF and raw bytes get a line, never garbage text', async ({ page }) => {
  const errors = collectErrors(page)
  await setUrl(page, 'GET', `${API}/png`)
  await send(page)
  await expect(page.getByTestId('rest-status')).toHaveText('200 OK')
  const pane = responsePane(page)
  const img = pane.getByRole('img', { name: /^Response image/ })
  await expect(img).toBeVisible()
  await expect(img).toHaveAttribute('src', /^blob:/)
  expect(await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])).toEqual([24, 16])
  await expect(pane.getByTestId('rest-binary-label')).toHaveText(`PNG image, ${PNG_BYTES.length} bytes (24 × 16)`)
  await expect(editor(page, 'Response body')).toHaveCount(0)
  const [download] = await Promise.all([page.waitForEvent('download'), pane.getByRole('button', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toBe('png.png')
  expect(readFileSync((await download.path())!).equals(PNG_BYTES)).toBe(true)

  await urlInput(page).fill(`${API}/pdf`)
  await send(page)
  await expect(pane.getByTestId('rest-binary-label')).toHaveText(/^PDF, \d+ bytes$/)
  await expect(pane).toContainText('Download saves the PDF')
  const [pdf] = await Promise.all([page.waitForEvent('download'), pane.getByRole('button', { name: 'Download' }).click()])
  expect(pdf.suggestedFilename()).toBe('report.pdf')

  await urlInput(page).fill(`${API}/binary`)
  await send(page)
  await expect(pane.getByTestId('rest-binary-label')).toHaveText('Binary data (application/octet-stream), 8 bytes')
  await expect(pane).toContainText('Not shown as text: The content type application/octet-stream is binary data.')
  await expect(editor(page, 'Response body')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('History lists each sent request, newest first; restoring one loads the whole request; Clear empties it', async ({ page, request }) => {
  const first = uniquePath('history-1')
  const second = uniquePath('history-2')
  await setUrl(page, 'PUT', `${API}${first}?v=1`)
  await requestTab(page, /^Headers/).click()
  await button(page, 'Add header').click()
  await page.getByLabel('Header 2 key').fill('X-First')
  await page.getByLabel('Header 2 value').fill('one')
  await requestTab(page, /^Authorization/).click()
  await page.getByLabel('Type').selectOption('bearer')
  await page.getByLabel('Token').fill('tok-1')
  await chooseBody(page, 'raw')
  await setEditor(page, 'Raw body', '{"n":1}')
  await send(page)
  await arrivedOnce(request, first)

  // A different request: everything changes.
  await setUrl(page, 'GET', `${API}/status/404?h=${second.slice(6)}`)
  await requestTab(page, /^Headers/).click()
  await page.getByLabel('Header 2 value').fill('two')
  await requestTab(page, /^Authorization/).click()
  await page.getByLabel('Type').selectOption('none')
  await chooseBody(page, 'none')
  await send(page)

  await button(page, /^History/).click()
  const dialog = page.getByRole('dialog', { name: 'History' })
  const items = dialog.getByTestId('rest-history').getByRole('listitem')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText(`GET${API}/status/404?h=${second.slice(6)}404`)
  await expect(items.nth(1)).toContainText(`PUT${API}${first}?v=1200`)
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-rest-client-history')))!) as { entries: Array<{ request: { url: string } }> }
  expect(stored.entries.map((e) => e.request.url)).toEqual([`${API}/status/404?h=${second.slice(6)}`, `${API}${first}?v=1`])
  // History is its own entry, never part of the request's state (which Share reads).
  const form = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY))!) as Record<string, unknown>
  expect(Object.keys(form)).not.toContain('entries')
  expect(JSON.stringify(form)).not.toContain(first)

  await items.nth(1).getByRole('button', { name: `Restore PUT ${API}${first}?v=1` }).click()
  await expect(dialog).toBeHidden()
  await expectToast(page, 'Request loaded')
  await expect(page.getByLabel('Method')).toHaveValue('PUT')
  await expect(urlInput(page)).toHaveValue(`${API}${first}?v=1`)
  await requestTab(page, /^Headers/).click()
  await expect(page.getByLabel('Header 2 key')).toHaveValue('X-First')
  await expect(page.getByLabel('Header 2 value')).toHaveValue('one')
  await requestTab(page, /^Authorization/).click()
  await expect(page.getByLabel('Type')).toHaveValue('bearer')
  await expect(page.getByLabel('Token')).toHaveValue('tok-1')
  await requestTab(page, /^Body/).click()
  await expect(requestPane(page).getByRole('radio', { name: 'raw', exact: true })).toBeChecked()
  await expect.poll(() => editorText(page, 'Raw body')).toBe('{"n":1}')

  // Sending the restored request again arrives as the first one did.
  await send(page)
  await expect.poll(async () => (await arrived(request, first)).length).toBe(2)
  const again = (await arrived(request, first))[1]!
  expect(again).toMatchObject({ method: 'PUT', query: { v: '1' }, body: '{"n":1}' })
  expect(again.headers).toMatchObject({ 'x-first': 'one', authorization: 'Bearer tok-1' })

  // Clear history asks first: Keep keeps it, Clear empties it, and it stays empty after a reload.
  await button(page, /^History/).click()
  await expect(items).toHaveCount(3)
  await dialog.getByRole('button', { name: 'Clear history' }).click()
  await expect(dialog).toContainText('Remove all 3 requests from History?')
  await dialog.getByRole('button', { name: 'Keep' }).click()
  await expect(items).toHaveCount(3)
  await dialog.getByRole('button', { name: 'Clear history' }).click()
  await dialog.getByRole('button', { name: 'Clear', exact: true }).click()
  await expectToast(page, 'History cleared')
  await expect(items).toHaveCount(0)
  await expect(dialog.getByTestId('rest-history-empty')).toHaveText('No requests yet: every request you send appears here.')
  await page.reload()
  await button(page, /^History/).click()
  await expect(page.getByRole('dialog', { name: 'History' }).getByTestId('rest-history-empty')).toBeVisible()
})

test('persists the request as devtools-rest-client-advanced, never the response', async ({ page }) => {
  const path = uniquePath('persist')
  await setUrl(page, 'PATCH', `${API}${path}?p=1`)
  await requestTab(page, /^Authorization/).click()
  await page.getByLabel('Type').selectOption('apikey')
  await page.getByLabel('Key', { exact: true }).fill('k')
  await page.getByLabel('Value', { exact: true }).fill('v')
  await page.getByLabel('Add to', { exact: true }).selectOption('query')
  await chooseBody(page, 'raw')
  await setEditor(page, 'Raw body', '{"a":1}')
  await writeScript(page, 'Tests', "pm.test('ok', () => pm.response.to.be.ok)")
  await send(page)
  await expect(page.getByTestId('rest-status')).toHaveText('200 OK')
  const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY))!) as Record<string, unknown>
  expect(Object.keys(stored).sort()).toEqual(['auth', 'bodyType', 'environment', 'formData', 'headers', 'method', 'params', 'preRequestScript', 'rawBody', 'savedRequests', 'tests', 'timeoutSeconds', 'url'])
  expect(stored).toMatchObject({
    method: 'PATCH',
    url: `${API}${path}?p=1`,
    params: [{ key: 'p', value: '1', enabled: true }, { key: '', value: '', enabled: true }],
    headers: [{ key: 'Content-Type', value: 'application/json', enabled: true }],
    auth: { type: 'apikey', key: 'k', keyValue: 'v', addTo: 'query' },
    bodyType: 'raw',
    rawBody: '{"a":1}',
    tests: "pm.test('ok', () => pm.response.to.be.ok)",
  })
  expect(JSON.stringify(stored)).not.toContain('"path":')
  await page.reload()
  await expect(page.getByLabel('Method')).toHaveValue('PATCH')
  await expect(urlInput(page)).toHaveValue(`${API}${path}?p=1`)
  await expect(responsePane(page)).toContainText('Press Send to see')
})

/** The window's width, and the page's widths that must not pass it (D33: nothing overflows at 390 px). */
const widths = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById('main')!
    const sticking = Array.from(main.querySelectorAll('*'))
      // A code editor scrolls its long lines inside its own box.
      .filter((el) => !el.closest('.cm-scroller') && el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`)
    return { window: window.innerWidth, page: document.documentElement.scrollWidth, main: main.scrollWidth - main.clientWidth, sticking }
  })

/** Every tab of a tab list is on screen, whole: none clipped, hidden off to the side or scrolled away. */
async function expectTabsInView(tabs: Locator, names: string[]) {
  await expect(tabs).toHaveCount(names.length)
  for (const [i, name] of names.entries()) {
    const tab = tabs.nth(i)
    await expect(tab).toHaveText(new RegExp(`^${name}`))
    await expect(tab).toBeInViewport({ ratio: 1 })
    const box = (await tab.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    // Not cut by a scrolling or clipping parent either.
    expect(await tab.evaluate((el) => {
      const b = el.getBoundingClientRect()
      for (let p = el.parentElement; p; p = p.parentElement) {
        const r = p.getBoundingClientRect()
        if (getComputedStyle(p).overflowX !== 'visible' && (b.left < r.left - 0.5 || b.right > r.right + 0.5)) return false
      }
      return true
    })).toBe(true)
  }
}

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const scheme of ['light', 'dark'] as const) {
    test(`every request and response tab is on screen and nothing is wider than the screen (${scheme}, issue 21)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await setUrl(page, 'POST', `${API}${uniquePath('narrow')}?a=1&b=2`)
      const requestTabs = page.getByRole('tablist', { name: 'Request' }).getByRole('tab')
      const names = ['Params', 'Authorization', 'Headers', 'Body', 'Scripts', 'Settings']
      await page.getByRole('tablist', { name: 'Request' }).scrollIntoViewIfNeeded()
      await expectTabsInView(requestTabs, names)
      for (const name of names) {
        await requestTab(page, new RegExp(`^${name}`)).click()
        await expect(requestTab(page, new RegExp(`^${name}`))).toHaveAttribute('aria-selected', 'true')
        if (name === 'Authorization') await page.getByLabel('Type').selectOption('apikey')
        if (name === 'Body') await requestPane(page).getByRole('radio', { name: 'raw', exact: true }).check()
        const w = await widths(page)
        expect(w.page).toBeLessThanOrEqual(w.window)
        expect(w.main).toBe(0)
        expect(w.sticking).toEqual([])
      }
      await writeScript(page, 'Tests', "pm.test('passes', () => {})\nconsole.log('hello')")
      await send(page)
      await expect(page.getByTestId('rest-status')).toHaveText('200 OK')
      await page.getByRole('tablist', { name: 'Response' }).scrollIntoViewIfNeeded()
      const responseTabs = page.getByRole('tablist', { name: 'Response' }).getByRole('tab')
      await expectTabsInView(responseTabs, ['Body', 'Headers', 'Tests', 'Console'])
      for (const name of ['Body', 'Headers', 'Tests', 'Console']) {
        await responseTab(page, new RegExp(`^${name}`)).click()
        await expect(responseTab(page, new RegExp(`^${name}`))).toHaveAttribute('aria-selected', 'true')
        const w = await widths(page)
        expect(w.page).toBeLessThanOrEqual(w.window)
        expect(w.main).toBe(0)
        expect(w.sticking).toEqual([])
      }
      // Response headers wrap within the pane instead of scrolling sideways.
      await responseTab(page, /^Headers/).click()
      expect(await page.getByTestId('rest-response-headers').evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0)
    })
  }
})

test('at 1280x800 the request tabs sit on one row', async ({ page }) => {
  const tabs = page.getByRole('tablist', { name: 'Request' }).getByRole('tab')
  await expect(tabs).toHaveCount(6) // the screen loads after the frame's heading (a lazy chunk)
  const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(tops).toHaveLength(6)
  expect(new Set(tops).size).toBe(1)
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setUrl(page, 'POST', `${API}${uniquePath('axe')}?a=1`)
  await writeScript(page, 'Tests', "pm.test('fails', () => pm.expect(1).to.equal(2))\npm.test('passes', () => {})")
  await send(page)
  await expect(page.getByTestId('rest-status')).toBeVisible()
  await responseTab(page, /^Tests/).click()
  await requestTab(page, /^Params/).click()
  await page.waitForTimeout(300) // colour transitions settle
  await expectAxeClean(page)
})
