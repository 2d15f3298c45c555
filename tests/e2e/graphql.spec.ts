import { expect, test, type Page } from '@playwright/test'
import { createServer } from 'node:net'
import { API, serverLog, uniquePath } from './api-server'
import { collectErrors, editor, editorText, expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
/** The local server's GraphQL endpoint, with a query string unique to the test so its log entries can be told apart. */
const endpoint = (name: string) => `${API}/graphql?t=${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const rawQueryOf = (url: string) => new URL(url).search

async function fill(page: Page, { url, query, variables, headers }: { url: string; query?: string; variables?: string; headers?: string }) {
  await page.getByLabel('Endpoint').fill(url)
  if (query !== undefined) await setEditor(page, 'Query', query)
  if (variables !== undefined) {
    await page.getByRole('tab', { name: 'Variables' }).click()
    await setEditor(page, 'Variables', variables)
  }
  if (headers !== undefined) {
    await page.getByRole('tab', { name: /^Headers/ }).click()
    await setEditor(page, 'Headers', headers)
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/graphql')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GraphQL Playground')
})

test('a query with variables: POSTs JSON, shows the status, then the response pretty-printed', async ({ page, request }) => {
  const errors = collectErrors(page)
  const url = endpoint('vars')
  await expectEditorText(page, 'Variables', '{}') // SPEC: variables default {}
  await fill(page, { url, query: 'query Hi($name: String) { hello(name: $name) book(id: "1") { title year } }', variables: '{ "name": "Ada" }' })
  await button(page, 'Send').click()
  await expect(page.getByTestId('graphql-status')).toHaveText(/^Status: 200 OK · \d+ ms · \d+ Bytes$/)
  await expectEditorText(page, 'Response', JSON.stringify({ data: { hello: 'Hello, Ada!', book: { title: 'Dune', year: 1965 } } }, null, 2))
  // SPEC order: the status comes before the response text.
  const statusBox = (await page.getByTestId('graphql-status').boundingBox())!
  const responseBox = (await editor(page, 'Response').boundingBox())!
  expect(statusBox.y).toBeLessThan(responseBox.y)

  const sent = (await serverLog(request)).filter((r) => r.path === '/graphql' && r.rawQuery === rawQueryOf(url))
  expect(sent).toHaveLength(1)
  expect(sent[0]!.method).toBe('POST')
  expect(sent[0]!.headers['content-type']).toBe('application/json')
  expect(sent[0]!.json).toEqual({ query: 'query Hi($name: String) { hello(name: $name) book(id: "1") { title year } }', variables: { name: 'Ada' }, operationName: 'Hi' })
  expect(errors).toEqual([])
})

test('the chosen operation of two is sent as operationName (Ctrl+Enter sends from the editor)', async ({ page, request }) => {
  const url = endpoint('ops')
  await fill(page, { url, query: 'query A { hello }\nquery B { books { title } }' })
  const select = page.getByLabel('Operation', { exact: true })
  await expect(select.locator('option')).toHaveText(['A', 'B'])
  await expect(select).toHaveValue('A')
  await select.selectOption('B')
  await editor(page, 'Query').click()
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectEditorText(page, 'Response', JSON.stringify({ data: { books: [{ title: 'Dune' }, { title: 'Neuromancer' }] } }, null, 2))
  await expectEditorText(page, 'Query', 'query A { hello }\nquery B { books { title } }') // Ctrl+Enter did not type a line
  const sent = (await serverLog(request)).filter((r) => r.rawQuery === rawQueryOf(url))
  expect(sent.map((r) => (r.json as { operationName?: string }).operationName)).toEqual(['B'])
})

test('headers arrive (lines without a colon and # lines left out); numbers in variables arrive exactly', async ({ page, request }) => {
  const path = uniquePath('gql-headers')
  await fill(page, {
    url: `${API}${path}`,
    query: '{ hello }',
    variables: '{"big": 12345678901234567890}',
    headers: 'Authorization: Bearer abc:123\nno colon on this line\n# X-Off: 1\nX-Trace-Id:  42 ',
  })
  await expect(page.getByRole('tab', { name: 'Headers (2)' })).toBeVisible()
  await expect(page.getByTestId('graphql-headers-note')).toHaveText('Line 2 ignored (no colon): no colon on this line')
  await button(page, 'Send').click()
  await expect(page.getByTestId('graphql-status')).toContainText('Status: 200')
  const [sent] = (await serverLog(request)).filter((r) => r.path === path)
  expect(sent!.headers['authorization']).toBe('Bearer abc:123')
  expect(sent!.headers['x-trace-id']).toBe('42')
  expect(sent!.headers['x-off']).toBeUndefined()
  expect(sent!.headers['content-type']).toBe('application/json')
  expect(sent!.body).toBe('{"query":"{ hello }","variables":{"big":12345678901234567890}}')
  // The echo comes back pretty-printed, its numbers untouched too.
  expect(await editorText(page, 'Response')).toContain('"authorization": "Bearer abc:123"')
})

test("invalid variables: 'Request failed', why and where, and nothing is sent", async ({ page, request }) => {
  const errors = collectErrors(page)
  const path = uniquePath('gql-bad-vars')
  await fill(page, { url: `${API}${path}`, query: '{ hello }', variables: '{\n  "name": \n}' })
  await page.getByRole('tab', { name: /^Headers/ }).click()
  await button(page, 'Send').click()
  await expect(page.getByTestId('graphql-failed')).toContainText(`Request failed`)
  await expect(page.getByTestId('graphql-failed-reason')).toHaveText("The variables are not valid JSON: Object value expected after ':' (line 3, column 1)")
  // The Variables tab comes forward with the line marked.
  await expect(page.getByRole('tab', { name: 'Variables' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('graphql-variables-editor').locator('.cm-error-line')).toHaveCount(1)
  await setEditor(page, 'Variables', '[1]')
  await button(page, 'Send').click()
  await expect(page.getByTestId('graphql-failed-reason')).toHaveText('The variables must be a JSON object, such as {"id": "1"} (line 1, column 1)')
  expect((await serverLog(request)).filter((r) => r.path === path)).toEqual([])
  expect(errors).toEqual([])
})

test('empty variables send {}', async ({ page, request }) => {
  const path = uniquePath('gql-empty-vars')
  await fill(page, { url: `${API}${path}`, query: 'query { hello }', variables: '' })
  await button(page, 'Send').click()
  await expect(page.getByTestId('graphql-status')).toContainText('Status: 200')
  const [sent] = (await serverLog(request)).filter((r) => r.path === path)
  expect(sent!.json).toEqual({ query: 'query { hello }', variables: {} })
})

test('a GraphQL error answer is shown with its status, and its place in the query', async ({ page }) => {
  await fill(page, { url: endpoint('error'), query: '{\n  nope\n}' })
  await button(page, 'Send').click()
  await expect(page.getByTestId('graphql-status')).toHaveText(/^Status: 400 Bad Request · /)
  const expected = { errors: [{ message: 'Cannot query field "nope" on type "Query".', locations: [{ line: 2, column: 3 }] }] }
  await expectEditorText(page, 'Response', JSON.stringify(expected, null, 2))
  await expect(page.getByTestId('graphql-errors')).toHaveText('Cannot query field "nope" on type "Query". line 2, column 3')
  await expect(page.getByTestId('graphql-query-editor').locator('.cm-error-line')).toHaveText('  nope')
})

test("a closed port: 'Request failed' with the reason, hints and the request as cURL", async ({ page }) => {
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port
      s.close(() => resolve(p))
    })
  })
  await fill(page, { url: `http://127.0.0.1:${port}/graphql`, query: '{ hello }', headers: 'X-Key: k' })
  await button(page, 'Send').click()
  await expect(page.getByTestId('graphql-failed')).toContainText('Request failed')
  await expect(page.getByTestId('graphql-failed-reason')).toHaveText(`Could not reach 127.0.0.1:${port}`)
  await expect(page.getByTestId('graphql-failed')).toContainText('The connection failed')
  await expect(page.getByTestId('graphql-curl')).toHaveText(
    `curl -X POST 'http://127.0.0.1:${port}/graphql' \\\n  -H 'Content-Type: application/json' \\\n  -H 'Accept: application/graphql-response+json, application/json' \\\n  -H 'X-Key: k' \\\n  -d '{"query":"{ hello }","variables":{}}'`,
  )
  await page.getByRole('button', { name: 'Copy cURL' }).click()
  expect(await readClipboard(page)).toContain(`curl -X POST 'http://127.0.0.1:${port}/graphql'`)
})

test('Cancel stops a slow request', async ({ page, request }) => {
  const url = `${API}/slow?ms=20000&t=${Date.now()}`
  await fill(page, { url, query: '{ hello }' })
  await button(page, 'Send').click()
  await expect(button(page, 'Sending...')).toBeDisabled()
  await expect.poll(async () => (await serverLog(request)).filter((r) => r.rawQuery === rawQueryOf(url)).length).toBe(1)
  await button(page, 'Cancel').click()
  await expect(page.getByTestId('graphql-cancelled')).toHaveText('Request cancelled.')
  await expect(button(page, 'Send')).toBeEnabled()
  await expect(button(page, 'Cancel')).toHaveCount(0)
  await expect(page.getByTestId('graphql-failed')).toHaveCount(0)
  // Fetch schema is cancellable too.
  await button(page, 'Fetch schema').click()
  await expect(page.getByTestId('graphql-schema-status')).toHaveText('Fetching the schema by introspection…')
  await button(page, 'Cancel').click()
  await expect(page.getByTestId('graphql-schema-status')).toHaveText('Fetching the schema was cancelled.')
  await expect(button(page, 'Fetch schema')).toBeEnabled()
})

test('Fetch schema (introspection, only on press) then the query editor completes books / hello', async ({ page, request }) => {
  const errors = collectErrors(page)
  const url = endpoint('schema')
  await fill(page, { url, headers: 'X-Schema-Test: yes' })
  await expect(page.getByTestId('graphql-schema-status')).toContainText('No schema yet')
  expect((await serverLog(request)).filter((r) => r.rawQuery === rawQueryOf(url))).toEqual([])
  await button(page, 'Fetch schema').click()
  await expect(page.getByTestId('graphql-schema-count')).toHaveText('Schema: 7 types')
  const [asked] = (await serverLog(request)).filter((r) => r.rawQuery === rawQueryOf(url))
  expect((asked!.json as { operationName: string; query: string }).operationName).toBe('IntrospectionQuery')
  expect((asked!.json as { query: string }).query).toContain('__schema')
  expect(asked!.headers['x-schema-test']).toBe('yes')

  await setEditor(page, 'Query', '{ ')
  await page.keyboard.type('bo')
  const popup = page.locator('.cm-tooltip-autocomplete')
  await expect(popup).toBeVisible()
  await expect(popup.locator('.cm-completionLabel')).toHaveText(['book', 'books'])
  await expect(popup.getByRole('option', { name: /^books/ })).toContainText('[Book!]!') // the field's type
  await page.keyboard.press('Escape')
  await setEditor(page, 'Query', '{ ')
  await page.keyboard.type('he')
  await expect(popup.locator('.cm-completionLabel').first()).toHaveText('hello') // best match first (fuzzy matching also offers __schema)
  await page.waitForTimeout(150) // CodeMirror ignores Enter in the first 75 ms of a pop-up (interactionDelay)
  await page.keyboard.press('Enter')
  await expectEditorText(page, 'Query', '{ hello')
  // Unknown fields are marked once the schema is known.
  await setEditor(page, 'Query', '{ nope }')
  await expect(page.getByTestId('graphql-query-editor').locator('.cm-lintRange-error')).toHaveCount(1)

  await page.getByRole('button', { name: 'Browse root fields' }).click()
  await expect(page.getByTestId('graphql-schema-browser')).toContainText('hello(name: String): String!')
  await expect(page.getByTestId('graphql-schema-browser')).toContainText('addBook(title: String!, author: String!): Book!')
  expect(errors).toEqual([])
})

test('Fetch schema from something that is not GraphQL says why', async ({ page }) => {
  await fill(page, { url: `${API}/text` })
  await button(page, 'Fetch schema').click()
  await expect(page.getByTestId('graphql-schema-status')).toHaveText('Schema not loaded: The endpoint did not answer with JSON (HTTP 200)')
  await fill(page, { url: `${API}${uniquePath('gql-not-schema')}` })
  await button(page, 'Fetch schema').click()
  await expect(page.getByTestId('graphql-schema-status')).toHaveText('Schema not loaded: The answer holds no schema (HTTP 200); is this a GraphQL endpoint?')
})

test('persists endpoint, query, variables, operation and headers as devtools-graphql-playground', async ({ page }) => {
  await fill(page, { url: `${API}/graphql`, query: 'query A { hello }\nquery B { books { id } }', variables: '{"a": 1}', headers: 'X-A: 1' })
  await page.getByLabel('Operation', { exact: true }).selectOption('B')
  await page.reload()
  await expect(page.getByLabel('Endpoint')).toHaveValue(`${API}/graphql`)
  await expectEditorText(page, 'Query', 'query A { hello }\nquery B { books { id } }')
  await expectEditorText(page, 'Variables', '{"a": 1}')
  await expect(page.getByLabel('Operation', { exact: true })).toHaveValue('B')
  await page.getByRole('tab', { name: /^Headers/ }).click()
  await expectEditorText(page, 'Headers', 'X-A: 1')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-graphql-playground')))!)).toEqual({
    endpoint: `${API}/graphql`,
    query: 'query A { hello }\nquery B { books { id } }',
    variables: '{"a": 1}',
    operationName: 'B',
    headers: 'X-A: 1',
  })
})

test("Share puts endpoint, query, variables, operation and headers in the link, a token's value only when chosen (D32)", async ({ page, browser }) => {
  await fill(page, { url: `${API}/graphql`, query: 'query A { hello }\nquery B { books { id } }', variables: '{"b": 2}', headers: 'X-Trace: on\nAuthorization: Bearer s3cret' })
  await page.getByLabel('Operation', { exact: true }).selectOption('B')
  await page.getByRole('button', { name: 'Share' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share link' })
  await expect(dialog).toContainText('It leaves out the Authorization header')
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  expect(link).toMatch(/#\/graphql\?s=/)
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await fresh.goto('/#/graphql')
  await fill(fresh, { url: 'http://receiver.example/graphql', headers: 'Authorization: Bearer receiver-token' })
  await fresh.goto(link)
  await expect(fresh.getByLabel('Endpoint')).toHaveValue(`${API}/graphql`)
  await expectEditorText(fresh, 'Query', 'query A { hello }\nquery B { books { id } }')
  await fresh.getByRole('tab', { name: 'Variables' }).click()
  await expectEditorText(fresh, 'Variables', '{"b": 2}')
  await expect(fresh.getByLabel('Operation', { exact: true })).toHaveValue('B')
  await fresh.getByRole('tab', { name: /^Headers/ }).click()
  // The sender's token stays out; the receiver's own token is not sent to the sender's endpoint either.
  await expectEditorText(fresh, 'Headers', 'X-Trace: on\nAuthorization: ')
  await expect(fresh).toHaveURL(/#\/graphql$/)
  // A shared view: the receiver's saved state is untouched until Keep.
  expect(JSON.parse((await fresh.evaluate(() => localStorage.getItem('devtools-graphql-playground')))!)).toMatchObject({ endpoint: 'http://receiver.example/graphql', headers: 'Authorization: Bearer receiver-token' })
  await other.close()
  // The sender keeps their own headers.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-graphql-playground')))!)).toMatchObject({ headers: 'X-Trace: on\nAuthorization: Bearer s3cret' })
})

test('the home page does not download the graphql library; the tool does', async ({ page }) => {
  // A page of its own: this one opened the tool already (beforeEach), and its input port may still
  // be arriving. The library is the `graphql-<hash>.js` chunk (not the tool's own small chunks).
  const home = await page.context().newPage()
  const scripts: string[] = []
  home.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
  await home.goto('/')
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible()
  await home.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  const library = /\/assets\/graphql-[\w-]+\.js$/
  expect(scripts.filter((u) => library.test(u))).toEqual([])
  await home.goto('/#/graphql')
  await expect(editor(home, 'Query')).toBeVisible()
  expect(scripts.some((u) => library.test(u))).toBe(true)
  await home.close()
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await fill(page, { url: endpoint('axe'), query: '{\n  nope\n}' })
  await button(page, 'Fetch schema').click()
  await expect(page.getByTestId('graphql-schema-count')).toBeVisible()
  await button(page, 'Send').click()
  await expect(page.getByTestId('graphql-errors')).toBeVisible()
  await page.waitForTimeout(300) // colour transitions settle
  await expectAxeClean(page)
})
