import { createHash, createHmac } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { editor, expectEditorText, pasteText, setEditor } from './helpers'

/** Issue 14 (D25): detection, input ports and Send to; issue 21 part 1: the palette typed key by key. */

const b64url = (s: string) => Buffer.from(s).toString('base64url')
function jwt(payload: object) {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = b64url(JSON.stringify(payload))
  return `${head}.${body}.${createHmac('sha256', 'secret').update(`${head}.${body}`).digest('base64url')}`
}
const TOKEN = jwt({ sub: '42', name: 'Ada', admin: true, exp: 1796119200 })

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const search = (page: Page) => page.getByRole('combobox', { name: 'Search tools, categories and actions' })
const group = (page: Page, heading: string): Locator => palette(page).locator('[cmdk-group]').filter({ has: page.locator(`[cmdk-group-heading]:text-is("${heading}")`) })
const firstOf = (g: Locator) => g.getByRole('option').first()

const paste = pasteText

async function sendResult(page: Page) {
  await page.getByRole('button', { name: 'Send to...' }).click()
  await expect(group(page, 'Send to')).toBeVisible()
}

test('a JWT pasted into the palette is detected first, with its reason; Enter opens the JWT Decoder with it decoded', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await paste(search(page), TOKEN)
  await expect(search(page)).toHaveValue('')
  await expect(page.getByTestId('palette-content')).toContainText('Pasted text')
  const detected = group(page, 'Detected')
  await expect(firstOf(detected)).toContainText('JWT Decoder')
  await expect(firstOf(detected)).toContainText(/JWT, HS256/)
  await expect(firstOf(detected)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/jwt$/)
  await expect(page.getByText('"name": "Ada"').first()).toBeVisible()
  // D25: pasted content is never stored by the palette (or anywhere, by itself).
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => (localStorage.getItem(k) ?? '').includes('eyJ')))
  expect(stored).toEqual([])
})

test('SQL pasted on the home page outside a field goes to the SQL Formatter, formatted on arrival', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await paste(page.locator('main'), 'select id, name from users where id = 1 order by name')
  await expect(firstOf(group(page, 'Detected'))).toContainText('SQL Formatter')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/sql-formatter$/)
  await expectEditorText(page, 'Formatted SQL', 'select\n  id,\n  name\nfrom\n  users\nwhere\n  id = 1\norder by\n  name')
})

test('Paste from clipboard reads the clipboard on that key press', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => navigator.clipboard.writeText('550e8400-e29b-41d4-a716-446655440000'))
  await page.keyboard.press('ControlOrMeta+K')
  await search(page).fill('paste from')
  await page.keyboard.press('Enter')
  await expect(firstOf(group(page, 'Detected'))).toContainText('UUID')
})

test('Paste from clipboard with the permission refused says so', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] })
  const page = await context.newPage()
  await page.goto('/')
  await page.keyboard.press('ControlOrMeta+K')
  await search(page).fill('paste from')
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'The browser did not let this page read the clipboard.' })).toBeVisible()
  await context.close()
})

test('chain: JWT payload -> JSON Formatter -> JSON <-> YAML, and Back returns to each source', async ({ page }) => {
  await page.goto('/#/jwt')
  await page.getByRole('textbox', { name: /JWT/ }).first().fill(TOKEN)
  await expect(page.getByText('"name": "Ada"').first()).toBeVisible()
  await sendResult(page)
  await expect(firstOf(group(page, 'Send to'))).toContainText('JSON Formatter')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/json-formatter$/)
  await expect.poll(() => editor(page, 'Formatted JSON output').textContent()).toContain('"name": "Ada"')
  await sendResult(page)
  await expect(firstOf(group(page, 'Send to'))).toContainText('JSON ↔ YAML')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/json-yaml$/)
  await expect.poll(() => editor(page, 'YAML output').textContent()).toContain('name: Ada')
  await page.goBack()
  await expect(page).toHaveURL(/#\/json-formatter$/)
  await page.goBack()
  await expect(page).toHaveURL(/#\/jwt$/)
  await expect(page.getByRole('textbox', { name: /JWT/ }).first()).toHaveValue(TOKEN)
})

test('D31: outputs come back with their inputs, after a reload and after Back through Send to', async ({ page }) => {
  const formatted = () => editor(page, 'Formatted JSON output').textContent()
  await page.goto('/#/json-formatter')
  await setEditor(page, 'JSON input', '{"name":"Ada","tags":[1]}')
  await page.getByRole('button', { name: 'Format', exact: true }).click()
  await expect.poll(formatted).toContain('"name": "Ada"')
  await page.reload()
  await expect.poll(formatted).toContain('"name": "Ada"')
  await expect(page.getByTestId('stale-note')).toHaveCount(0)

  await sendResult(page)
  await expect(firstOf(group(page, 'Send to'))).toContainText('JSON ↔ YAML')
  await page.keyboard.press('Enter')
  await expect.poll(() => editor(page, 'YAML output').textContent()).toContain('name: Ada')
  await page.goBack()
  await expect(page).toHaveURL(/#\/json-formatter$/)
  await expect.poll(formatted).toContain('"name": "Ada"')

  await page.goto('/#/base64')
  await setEditor(page, 'Text to encode', 'hello')
  await page.getByRole('button', { name: 'Encode', exact: true }).click()
  await expectEditorText(page, 'Base64 output', 'aGVsbG8=')
  await page.reload()
  await expectEditorText(page, 'Base64 output', 'aGVsbG8=')

  // The run that brings an output back is the app's: no success toast for an action nobody took;
  // the user's own Convert still gets one.
  const converted = page.locator('[data-sonner-toast]', { hasText: 'Converted JSON to XML successfully!' })
  await page.goto('/#/json-xml')
  await setEditor(page, 'JSON input', '{"a":1}')
  await page.getByRole('button', { name: 'Convert to XML', exact: true }).click()
  await expect(converted).toHaveCount(1)
  await page.reload()
  await expect.poll(() => editor(page, 'XML output').textContent()).toContain('<a>1</a>')
  // The saved output shows at once; the run that recomputes it ends within a second, when its
  // toast came before (seen at 400-1000 ms after the reload).
  // (Read once: toHaveCount(0) would wait for such a toast to time out.)
  await page.waitForTimeout(2000)
  expect(await converted.count()).toBe(0)
  await page.getByRole('button', { name: 'Convert to XML', exact: true }).click()
  await expect(converted).toHaveCount(1)
})

test('chain: Base64 decode -> JSON Formatter', async ({ page }) => {
  await page.goto('/#/base64')
  await page.getByRole('tab', { name: /Decode/ }).click()
  await setEditor(page, 'Base64 to decode', Buffer.from('{"id":12345678901234567890,"ok":true}').toString('base64'))
  await page.getByRole('button', { name: /^Decode/ }).first().click()
  await expectEditorText(page, 'Text output', '{"id":12345678901234567890,"ok":true}')
  await sendResult(page)
  await expect(firstOf(group(page, 'Send to'))).toContainText('JSON Formatter')
  await page.keyboard.press('Enter')
  await expect.poll(() => editor(page, 'Formatted JSON output').textContent()).toContain('"id": 12345678901234567890')
})

test('chain: cURL Builder -> REST Client, imported and ready to send', async ({ page }) => {
  await page.goto('/#/curl')
  await page.getByLabel('Method').selectOption('POST')
  await page.getByRole('textbox', { name: 'URL' }).fill('https://api.example.com/orders')
  await setEditor(page, 'Body', '{"sku":"A-1"}')
  await sendResult(page)
  await expect(firstOf(group(page, 'Send to'))).toContainText('REST Client')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/rest-client$/)
  await expect(page.getByRole('textbox', { name: 'URL', exact: true })).toHaveValue('https://api.example.com/orders')
  await expect(page.getByLabel('Method')).toHaveValue('POST')
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
})

test('chain: JSON <-> YAML output -> YAML Validator', async ({ page }) => {
  await page.goto('/#/json-yaml')
  await setEditor(page, 'JSON input', '{"kind":"Service","spec":{"ports":[80,443]}}')
  await page.getByRole('button', { name: /Convert to YAML/ }).click()
  await expect.poll(() => editor(page, 'YAML output').textContent()).toContain('kind: Service')
  await sendResult(page)
  await expect(firstOf(group(page, 'Send to'))).toContainText('YAML Validator')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#\/yaml-validator$/)
  await expect(page.getByTestId('yaml-valid')).toBeVisible()
})

test("chain: the Timestamp's ISO output goes to the palette's detection", async ({ page }) => {
  await page.goto('/#/timestamp')
  await page.getByRole('textbox', { name: 'Unix Timestamp' }).fill('1700000000')
  await page.getByRole('button', { name: /Convert to Date/ }).click()
  await expect(page.getByTestId('date-iso')).toContainText('2023-11-14T22:13:20.000Z')
  await sendResult(page)
  await expect(group(page, 'Send to')).toContainText(/Timestamp/)
  await expect(group(page, 'Send to')).toContainText(/ISO 8601|2023-11-14/)
})

test('the palette typed key by key keeps its best match at the top and selected; the footer counts; Escape restores focus', async ({ page }) => {
  await page.goto('/#/json-formatter')
  await editor(page, 'JSON input').click()
  await page.keyboard.press('ControlOrMeta+K')
  for (const [query, best] of [
    ['hash', 'Hash Generator'],
    ['diff', 'Diff Viewer'],
    ['guid', 'UUID Generator'],
    ['hmac', 'Hash Generator'],
    ['epoch', 'Timestamp'],
  ] as const) {
    await search(page).fill('')
    for (const ch of query) await page.keyboard.type(ch, { delay: 30 })
    const selected = palette(page).locator('[cmdk-item][aria-selected="true"]')
    await expect(selected).toContainText(best)
    await expect(selected).toBeInViewport()
    await expect(palette(page).getByRole('listbox')).toHaveJSProperty('scrollTop', 0)
  }
  await expect(page.getByTestId('palette-count')).toHaveText(/^\d+ of \d+ tools$/)
  await page.keyboard.press('Escape')
  await expect(palette(page)).toHaveCount(0)
  await expect(editor(page, 'JSON input')).toBeFocused()
})

/** Drops files on the page as the browser does: dragover, then drop, carrying the files. */
async function drop(page: Page, files: Array<{ name: string; type: string; bytes: number[] }>) {
  await page.evaluate((list) => {
    const dt = new DataTransfer()
    for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }))
    document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }))
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
  }, files)
}

test('a file dropped on the home page: its text goes to detection; an image to the tools that take files', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await drop(page, [{ name: 'data.json', type: 'application/json', bytes: [...Buffer.from('{"a":1,"b":[2,3]}')] }])
  await expect(page.getByTestId('palette-content')).toContainText('Dropped text')
  await expect(firstOf(group(page, 'Detected'))).toContainText('JSON Formatter')
  await page.keyboard.press('Escape')

  // A 1x1 PNG: not text, so the tools that take image files.
  const png = [...Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')]
  await drop(page, [{ name: 'dot.png', type: 'image/png', bytes: png }])
  await expect(page.getByTestId('palette-content')).toContainText('Dropped file: dot.png')
  const targets = group(page, 'Detected').getByRole('option')
  await expect(targets).toHaveCount(8)
  for (const name of ['Image Converter', 'Image Compressor', 'Favicon Generator', 'QR Code Generator', 'Recipe Workbench', 'Bytes Inspector', 'Encrypt & Decrypt']) await expect(group(page, 'Detected')).toContainText(name)
  await expect(group(page, 'Detected')).toContainText('Hash Generator')
  await targets.filter({ hasText: 'Hash Generator' }).click()
  await expect(page).toHaveURL(/#\/hash$/)
  // The dropped file arrived and was hashed: node's SHA-256 of the same bytes.
  await expect(page.getByTestId('digest-file-sha256-value')).toHaveText(createHash('sha256').update(Buffer.from(png)).digest('hex'))
})
