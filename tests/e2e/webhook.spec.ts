import { inflateRawSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { createHmac } from 'node:crypto'
import { createServer } from 'node:net'
import { API, serverLog, uniquePath, type LoggedRequest } from './api-server'
import { collectErrors, editorText, expectAxeClean, expectEditorText, readClipboard, setEditor } from './helpers'

const url = (page: Page) => page.getByLabel('URL', { exact: true })
const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true })
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex')

/** A payload whose exact text (spacing, escapes, big number, non-ASCII) must arrive unchanged. */
const PAYLOAD = '{\n  "event": "ping",\n  "note": "it\'s ✓ \\u00e9",\n  "id": 12345678901234567890\n}'

async function arrived(request: Parameters<typeof serverLog>[0], path: string): Promise<LoggedRequest> {
  let entry: LoggedRequest | undefined
  await expect.poll(async () => (entry = (await serverLog(request)).find((e) => e.path === path))).toBeTruthy()
  return entry!
}

/** A port on 127.0.0.1 with nothing listening. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as { port: number }).port
  await new Promise((r) => server.close(r))
  return port
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/webhook')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhook Tester')
})

test("POSTs the raw payload as application/json and shows 'Status: 200' then the response text", async ({ page, request }) => {
  const errors = collectErrors(page)
  await expectEditorText(page, 'JSON payload', '{}')
  // Before anything is sent the pane says what will appear, never a placeholder such as '{code}'.
  await expect(page.getByTestId('webhook-empty')).toHaveText('Send a request to see its status and response here. A response is not kept: after a reload, press Send to run it again.')
  await expect(page.getByRole('region', { name: 'Response' })).not.toContainText('{code}')
  const path = uniquePath('webhook-plain')
  await url(page).fill(`${API}${path}`)
  await setEditor(page, 'JSON payload', PAYLOAD)
  await expect(page.getByTestId('webhook-preview-headers')).toHaveText('Content-Type: application/json')
  await send(page).click()
  await expect(page.getByTestId('webhook-status')).toHaveText('Status: 200')
  const seen = await arrived(request, path)
  expect(seen.method).toBe('POST')
  expect(seen.headers['content-type']).toBe('application/json')
  expect(seen.body).toBe(PAYLOAD)
  // The echo answer, pretty-printed with 2 spaces.
  const start = `{\n  "method": "POST",\n  "path": "${path}",`
  expect(await editorText(page, 'Response text')).toContain(start)
  // The frame's Copy gives SPEC's 'Status: {code}' line and then the response text.
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect.poll(() => readClipboard(page)).toContain(`Status: 200\n${start}`)
  expect(await readClipboard(page)).toContain(JSON.stringify(PAYLOAD).slice(1, -1))
  expect(errors).toEqual([])
})

for (const provider of ['github', 'stripe', 'slack'] as const) {
  test(`signs like ${provider}: the headers shown before sending arrive and verify with node's HMAC`, async ({ page, request }) => {
    const secret = provider === 'stripe' ? 'whsec_e2e_secret' : "It's a Secret to Everybody"
    const path = uniquePath(`webhook-${provider}`)
    await url(page).fill(`${API}${path}`)
    await setEditor(page, 'JSON payload', PAYLOAD)
    await page.getByLabel('Signature', { exact: true }).selectOption(provider)
    await page.getByLabel('Secret', { exact: true }).fill(secret)
    await page.getByLabel('Extra headers').fill('X-Delivery: e2e\nbroken line')
    const preview = page.getByTestId('webhook-preview-headers')
    const name = { github: 'X-Hub-Signature-256', stripe: 'Stripe-Signature', slack: 'X-Slack-Signature' }[provider]
    await expect(preview).toContainText(`${name}: ${provider === 'github' ? 'sha256=' : provider === 'stripe' ? 't=' : 'v0='}`)
    await expect(page.getByText('Line 2 ignored (no colon): broken line')).toBeVisible()
    await page.keyboard.press('ControlOrMeta+Enter')
    await expect(page.getByTestId('webhook-status')).toHaveText('Status: 200')

    const seen = await arrived(request, path)
    const now = Math.floor(Date.now() / 1000)
    expect(seen.body).toBe(PAYLOAD)
    expect(seen.headers['content-type']).toBe('application/json')
    expect(seen.headers['x-delivery']).toBe('e2e')
    if (provider === 'github') {
      expect(seen.headers['x-hub-signature-256']).toBe(`sha256=${hmac(secret, PAYLOAD)}`)
    } else if (provider === 'stripe') {
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(seen.headers['stripe-signature'] ?? '')
      expect(m).not.toBeNull()
      expect(Math.abs(now - Number(m![1]))).toBeLessThan(60)
      expect(m![2]).toBe(hmac(secret, `${m![1]}.${PAYLOAD}`))
    } else {
      const ts = seen.headers['x-slack-request-timestamp']!
      expect(Math.abs(now - Number(ts))).toBeLessThan(60)
      expect(seen.headers['x-slack-signature']).toBe(`v0=${hmac(secret, `v0:${ts}:${PAYLOAD}`)}`)
    }

    // The verifier accepts what was just sent, and refuses it once the body is changed.
    await page.getByRole('tab', { name: 'Verify signature' }).click()
    await page.getByRole('button', { name: 'Use the last signed request' }).click()
    await expect(page.getByTestId('verify-verdict')).toHaveText('Valid signature')
    if (provider !== 'github') await expect(page.getByTestId('verify-age')).toContainText('within the usual 5-minute tolerance')
    await setEditor(page, 'Raw payload', PAYLOAD.replace('ping', 'pong'))
    await expect(page.getByTestId('verify-verdict')).toHaveText('Invalid signature: the payload, the secret or the header differs from what was signed')
  })
}

test("'Request failed' against a closed port, with the reason, the hints and the request as cURL", async ({ page }) => {
  const port = await closedPort()
  await url(page).fill(`http://127.0.0.1:${port}/hook`)
  await send(page).click()
  const failed = page.getByTestId('webhook-failed')
  await expect(failed.getByRole('alert')).toHaveText('Request failed')
  await expect(page.getByTestId('webhook-failure-reason')).toHaveText(`Could not reach 127.0.0.1:${port}`)
  await expect(failed).toContainText('The connection failed')
  await expect(page.getByTestId('webhook-curl')).toHaveText(`curl -X POST 'http://127.0.0.1:${port}/hook' \\\n  -H 'Content-Type: application/json' \\\n  -d '{}'`)
})

test("'Request failed' from /no-cors: the server answered but CORS hid it", async ({ page }) => {
  await url(page).fill(`${API}/no-cors`)
  await send(page).click()
  await expect(page.getByTestId('webhook-failed').getByRole('alert')).toHaveText('Request failed')
  await expect(page.getByTestId('webhook-failure-reason')).toHaveText('Blocked by CORS: the server did not allow this page to read the answer')
  await expect(page.getByTestId('webhook-failed')).toContainText('Access-Control-Allow-Origin')
})

test('invalid JSON is refused with the reason and position, and nothing is sent; a signature needs a secret', async ({ page, request }) => {
  const path = uniquePath('webhook-invalid')
  await url(page).fill(`${API}${path}`)
  await setEditor(page, 'JSON payload', '{\n  "a": 1\n  "b": 2\n}')
  await send(page).click()
  await expect(page.getByTestId('webhook-payload-error').getByRole('alert')).toHaveText(`Payload is not valid JSON: Comma ',' expected after value but got '"' (line 3, column 3)`)
  await expect(page.locator('.cm-error-line')).toHaveText('  "b": 2')
  await setEditor(page, 'JSON payload', '{"ok": true}')
  await expect(page.getByTestId('webhook-payload-error')).toHaveCount(0)
  await page.getByLabel('Signature', { exact: true }).selectOption('github')
  await send(page).click()
  await expect(page.getByRole('alert')).toHaveText('Enter the secret to sign with, or choose No signature')
  await url(page).fill('')
  await send(page).click()
  await expect(page.getByRole('alert').first()).toHaveText('Enter the webhook URL')
  await page.waitForTimeout(300)
  expect((await serverLog(request)).filter((e) => e.path === path)).toEqual([])
})

test('Cancel stops a slow call; a time-out ends it with the reason', async ({ page }) => {
  await url(page).fill(`${API}/slow?ms=8000`)
  await send(page).click()
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('webhook-cancelled')).toBeVisible()
  await expect(send(page)).toBeEnabled()

  await page.getByLabel('Timeout (s)').fill('1')
  await url(page).fill(`${API}/slow?ms=4000`)
  await send(page).click()
  await expect(page.getByTestId('webhook-failed').getByRole('alert')).toHaveText('Request failed')
  await expect(page.getByTestId('webhook-failure-reason')).toHaveText('No answer within 1 s')
})

test('persists url, payload and options as devtools-webhook-tester; the secret only when asked', async ({ page }) => {
  await url(page).fill('https://hooks.example.com/in')
  await setEditor(page, 'JSON payload', '{"a": 1}')
  await page.getByLabel('Signature', { exact: true }).selectOption('slack')
  await page.getByLabel('Secret', { exact: true }).fill('s3cret')
  const stored = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-webhook-tester')))!)
  await expect.poll(stored).toEqual({ url: 'https://hooks.example.com/in', payload: '{"a": 1}', headers: '', signing: 'slack', secret: '', rememberSecret: false, timeoutSeconds: 30 })
  await page.reload()
  await expect(url(page)).toHaveValue('https://hooks.example.com/in')
  await expectEditorText(page, 'JSON payload', '{"a": 1}')
  await expect(page.getByLabel('Signature', { exact: true })).toHaveValue('slack')
  await expect(page.getByLabel('Secret', { exact: true })).toHaveValue('')

  await page.getByLabel('Secret', { exact: true }).fill('s3cret')
  await page.getByLabel('Remember the secret in this browser').check()
  await expect.poll(stored).toMatchObject({ secret: 's3cret', rememberSecret: true })
  // Share stays, and never carries the secret, remembered or not (D32).
  await page.getByRole('button', { name: 'Share' }).click()
  await expect.poll(() => readClipboard(page)).toMatch(/#\/webhook\?s=z\./)
  const link = await readClipboard(page)
  const payload = inflateRawSync(Buffer.from(new URLSearchParams(link.split('?')[1]).get('s')!.slice(2), 'base64url')).toString('utf8')
  expect(JSON.parse(payload)).toEqual({ url: 'https://hooks.example.com/in', payload: '{"a": 1}', headers: '', signing: 'slack', timeoutSeconds: 30 })
  await page.reload()
  await expect(page.getByLabel('Secret', { exact: true })).toHaveValue('s3cret')
  await page.getByLabel('Remember the secret in this browser').uncheck()
  await expect.poll(stored).toMatchObject({ secret: '', rememberSecret: false })
  await expect(page.getByLabel('Secret', { exact: true })).toHaveValue('s3cret')
})

test('the verifier: GitHub valid and wrong secret; Stripe stale; Slack needs its timestamp', async ({ page }) => {
  await page.getByRole('tab', { name: 'Verify signature' }).click()
  const body = '{"zen":"Keep it logically awesome."}'
  await page.getByLabel('Signing secret').fill('topsecret')
  await page.getByLabel('X-Hub-Signature-256 header').fill(`X-Hub-Signature-256: sha256=${hmac('topsecret', body)}`)
  await setEditor(page, 'Raw payload', body)
  await expect(page.getByTestId('verify-verdict')).toHaveText('Valid signature')
  await page.getByLabel('Signing secret').fill('wrong')
  await expect(page.getByTestId('verify-verdict')).toContainText('Invalid signature')
  await expect(page.getByTestId('verify-result')).toContainText(`Expected for this payload and secret: sha256=${hmac('wrong', body)}`)

  await page.getByLabel('Provider').selectOption('stripe')
  await page.getByLabel('Signing secret').fill('whsec_x')
  const t = Math.floor(Date.now() / 1000) - 600
  await page.getByLabel('Stripe-Signature header').fill(`t=${t},v1=${hmac('whsec_x', `${t}.${body}`)}`)
  await expect(page.getByTestId('verify-verdict')).toContainText('The signature matches, but the timestamp is 10 min')
  await expect(page.getByTestId('verify-verdict')).toContainText("outside the 5-minute tolerance, so Stripe's libraries would reject it as a possible replay")
  await expect(page.getByTestId('verify-age')).toContainText('outside the usual 5-minute tolerance')

  await page.getByLabel('Provider').selectOption('slack')
  const ts = Math.floor(Date.now() / 1000)
  await page.getByLabel('X-Slack-Signature header').fill(`v0=${hmac('whsec_x', `v0:${ts}:${body}`)}`)
  await expect(page.getByTestId('verify-result')).toContainText('X-Slack-Request-Timestamp must be a Unix time in seconds')
  await page.getByLabel('X-Slack-Request-Timestamp header').fill(String(ts))
  await expect(page.getByTestId('verify-verdict')).toHaveText('Valid signature')
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await url(page).fill(`${API}${uniquePath('webhook-axe')}`)
  await page.getByLabel('Signature', { exact: true }).selectOption('github')
  await page.getByLabel('Secret', { exact: true }).fill('x')
  await send(page).click()
  await expect(page.getByTestId('webhook-status')).toHaveText('Status: 200')
  await expectAxeClean(page)
  await page.getByRole('tab', { name: 'Verify signature' }).click()
  await page.getByRole('button', { name: 'Use the last signed request' }).click()
  await expect(page.getByTestId('verify-verdict')).toHaveText('Valid signature')
  await expectAxeClean(page)
})
