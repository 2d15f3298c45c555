import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editor, editorText, expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const url = (page: Page) => page.getByLabel('URL', { exact: true })
const BODY = `{"name":"O'Brien","note":"it's"}`

test.beforeEach(async ({ page }) => {
  await page.goto('/#/curl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('cURL Builder')
})

test('builds the exact command for every method; a body with single quotes is escaped for a POSIX shell', async ({ page }) => {
  const errors = collectErrors(page)
  await expect(page.getByLabel('Method').locator('option')).toHaveText(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
  await url(page).fill('https://api.example.com/users/1')
  await page.getByLabel('Headers').fill('Content-Type: application/json\nAuthorization: Bearer abc.def')
  await expectEditorText(page, 'cURL command', `curl 'https://api.example.com/users/1' \\\n  -H 'Content-Type: application/json' \\\n  -H 'Authorization: Bearer abc.def'`)

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    await page.getByLabel('Method').selectOption(method)
    if (method === 'POST') await setEditor(page, 'Body', BODY)
    await expectEditorText(
      page,
      'cURL command',
      `curl -X ${method} 'https://api.example.com/users/1' \\\n  -H 'Content-Type: application/json' \\\n  -H 'Authorization: Bearer abc.def' \\\n  -d '{"name":"O'\\''Brien","note":"it'\\''s"}'`,
    )
  }
  expect(errors).toEqual([])
})

test('the body is hidden for GET and left out of the command; it comes back for POST', async ({ page }) => {
  await url(page).fill('https://e.com/x')
  await page.getByLabel('Method').selectOption('POST')
  await setEditor(page, 'Body', 'a=1')
  await expectEditorText(page, 'cURL command', `curl -X POST 'https://e.com/x' \\\n  -d a=1`)
  await page.getByLabel('Method').selectOption('GET')
  await expect(editor(page, 'Body')).toHaveCount(0)
  await expect(page.getByTestId('curl-no-body')).toBeVisible()
  await expectEditorText(page, 'cURL command', `curl 'https://e.com/x'`)
  await expect(page.getByTestId('curl-notes')).toContainText('The body is not sent with GET; choose another method to send it.')
  await page.getByLabel('Method').selectOption('PUT')
  await expectEditorText(page, 'Body', 'a=1')
  await expectEditorText(page, 'cURL command', `curl -X PUT 'https://e.com/x' \\\n  -d a=1`)
})

test('header lines without a name and a colon are left out, with a note; one-line layout', async ({ page }) => {
  await url(page).fill('https://e.com')
  await page.getByLabel('Headers').fill('Accept application/json\nX-Good: yes\n: nameless\n\nX-Empty:')
  await expectEditorText(page, 'cURL command', `curl 'https://e.com' \\\n  -H 'X-Good: yes' \\\n  -H 'X-Empty;'`)
  const notes = page.getByTestId('curl-notes')
  await expect(notes).toContainText('Line 1 ignored (no colon): Accept application/json')
  await expect(notes).toContainText('Line 3 ignored (no name): : nameless')
  await page.getByLabel('Multi-line').uncheck()
  await expectEditorText(page, 'cURL command', `curl 'https://e.com' -H 'X-Good: yes' -H 'X-Empty;'`)
})

test('Copy (the pane, the frame and Ctrl/Cmd+Shift+C) puts the command on the clipboard', async ({ page }) => {
  await expect(page.getByText('Enter a URL: the command appears here')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0)
  await page.getByLabel('Method').selectOption('DELETE')
  await url(page).fill('https://e.com/items/7')
  const expected = `curl -X DELETE 'https://e.com/items/7'`
  await expectEditorText(page, 'cURL command', expected)
  await page.getByRole('button', { name: 'Copy command' }).click()
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe(expected)

  await page.evaluate(() => navigator.clipboard.writeText(''))
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect.poll(() => readClipboard(page)).toBe(expected)

  await page.evaluate(() => navigator.clipboard.writeText(''))
  await url(page).focus()
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expect.poll(() => readClipboard(page)).toBe(expected)
})

// Chrome's "Copy as cURL (cmd)": ^ escapes everything cmd.exe would read, \" is a quote for curl.exe, ^ at a line end goes on.
const CHROME_CMD = `curl ^"https://api.example.com/v1/items?q=a^&n=2^" ^
  -H ^"content-type: application/json^" ^
  -b ^"sid=42^" ^
  --data-raw ^"^{^\\^"name^\\^":^\\^"caf^é 100^%^\\^"^}^" ^
  --compressed`

test("Import cURL: Chrome's Copy as cURL (cmd) fills the fields, and the Code pane writes it as Python requests", async ({ page }) => {
  const errors = collectErrors(page)
  await page.getByRole('button', { name: 'Import cURL' }).click()
  const area = page.getByLabel('cURL command to import')
  await area.fill('curl ^"https://e.com')
  await page.getByRole('button', { name: 'Fill the fields' }).click()
  await expect(page.getByText('A double quote is not closed')).toBeVisible()
  await area.fill(CHROME_CMD)
  await page.getByRole('button', { name: 'Fill the fields' }).click()
  await expectToast(page, 'cURL command imported')
  await expect(page.getByLabel('Method')).toHaveValue('POST')
  await expect(url(page)).toHaveValue('https://api.example.com/v1/items?q=a&n=2')
  await expect(page.getByLabel('Headers')).toHaveValue('content-type: application/json\nCookie: sid=42')
  await expect(page.getByLabel('Compressed response (--compressed)')).toBeChecked()
  await expectEditorText(page, 'Body', '{"name":"café 100%"}')
  const python = `import requests

url = 'https://api.example.com/v1/items?q=a&n=2'
headers = {
    'content-type': 'application/json',
    'Cookie': 'sid=42',
}
data = '{"name":"café 100%"}'.encode('utf-8')

response = requests.post(url, headers=headers, data=data)

print(response.status_code)
print(response.text)
`
  await expect(page.getByLabel('Language')).toHaveValue('python')
  await expectEditorText(page, 'Code', python)
  await page.getByRole('button', { name: 'Copy code' }).click()
  expect(await readClipboard(page)).toBe(python)
  await page.getByLabel('Language').selectOption('go')
  await expect.poll(() => editorText(page, 'Code')).toContain('strings.NewReader("{\\"name\\":\\"café 100%\\"}")')
  expect(errors).toEqual([])
})

test('persists method, URL, headers and body as devtools-curl-builder', async ({ page }) => {
  await page.getByLabel('Method').selectOption('PATCH')
  await url(page).fill('https://e.com/p')
  await page.getByLabel('Headers').fill('X-A: 1')
  await setEditor(page, 'Body', BODY)
  await expectEditorText(page, 'cURL command', `curl -X PATCH 'https://e.com/p' \\\n  -H 'X-A: 1' \\\n  -d '{"name":"O'\\''Brien","note":"it'\\''s"}'`)
  await page.reload()
  await expect(page.getByLabel('Method')).toHaveValue('PATCH')
  await expect(url(page)).toHaveValue('https://e.com/p')
  await expect(page.getByLabel('Headers')).toHaveValue('X-A: 1')
  await expectEditorText(page, 'Body', BODY)
  await expectEditorText(page, 'cURL command', `curl -X PATCH 'https://e.com/p' \\\n  -H 'X-A: 1' \\\n  -d '{"name":"O'\\''Brien","note":"it'\\''s"}'`)
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-curl-builder')))!)).toEqual({
    method: 'PATCH',
    url: 'https://e.com/p',
    headers: 'X-A: 1',
    body: BODY,
    multiline: true,
    insecure: false,
    compressed: false,
    language: 'python',
  })
})

test('a corrupt stored entry falls back to the defaults', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('devtools-curl-builder', '{"method":"TRACE","url":42'))
  await page.reload()
  await expect(page.getByLabel('Method')).toHaveValue('GET')
  await expect(url(page)).toHaveValue('')
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await page.getByLabel('Method').selectOption('POST')
  await url(page).fill('https://e.com')
  await page.getByLabel('Headers').fill('no colon here')
  await setEditor(page, 'Body', '{"a":1}')
  await expect(page.getByTestId('curl-notes')).toBeVisible()
  await page.waitForTimeout(300) // colour transitions settle
  await expectAxeClean(page)
})
