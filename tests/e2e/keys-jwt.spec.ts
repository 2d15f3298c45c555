import { createHmac } from 'node:crypto'
import { inflateRawSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectToast, readClipboard } from './helpers'

// Keys & Tokens, "Sign JWT" tab (issue 34 item 3): sign, then Send to -> JWT Decoder, which
// arrives with the key that verifies the token and checks it once.
const SECRET = 'a-string-secret-at-least-256-bits-long'
const b64url = (s: string) => Buffer.from(s).toString('base64url')

async function openSignJwt(page: Page) {
  await page.goto('/#/keys')
  await page.getByRole('tab', { name: 'Sign JWT' }).click()
  await expect(page.getByLabel('Algorithm')).toBeVisible()
}

async function sendToJwtDecoder(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Send to...' }).click()
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name: /^JWT Decoder/ }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JWT Decoder')
}

test('HS256 with a UTF-8 secret gives the HMAC token; Send to opens the JWT Decoder verified, the secret filled in', async ({ page }) => {
  const errors = collectErrors(page)
  await openSignJwt(page)
  const secret = page.getByRole('textbox', { name: 'Secret', exact: true })
  await secret.fill(SECRET)
  // Blurred until revealed.
  await expect(secret).toHaveCSS('filter', /blur/)
  await page.getByRole('button', { name: 'Reveal' }).click()
  await expect(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true')
  await expect(secret).toHaveCSS('filter', 'none')
  // The token Node's own HMAC makes from the same header and claims.
  const input = `${b64url('{"typ":"JWT","alg":"HS256"}')}.${b64url('{"sub":"1234567890","name":"John Doe","admin":true}')}`
  const token = `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`
  await expect(page.getByTestId('jwt-sign-token')).toHaveText(token)

  await sendToJwtDecoder(page)
  await expect(page.getByLabel('JWT Token')).toHaveValue(token)
  await expect(page.locator('#jwt-secret')).toHaveValue(SECRET)
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')
  expect(errors).toEqual([])
})

test('ES256 with a generated key: Send to verifies with the public key PEM', async ({ page }) => {
  await openSignJwt(page)
  await page.getByLabel('Algorithm').selectOption('ES256')
  await page.getByRole('button', { name: 'exp = now +1 h' }).click()
  await expect(page.getByTestId('jwt-sign-dates')).toContainText('exp')
  await page.getByRole('button', { name: 'Generate a key for this algorithm' }).click()
  await expect(page.getByRole('textbox', { name: 'Private key' })).toHaveValue(/^-----BEGIN PRIVATE KEY-----/)
  const pem = page.getByTestId('jwt-sign-public-pem')
  await expect(pem).toContainText('-----BEGIN PUBLIC KEY-----')
  const publicPem = await pem.textContent()
  await expect(page.getByTestId('jwt-sign-token')).toHaveText(/^eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9\.[\w-]+\.[\w-]{86}$/)

  await sendToJwtDecoder(page)
  await expect(page.locator('#jwt-key')).toHaveValue(publicPem!)
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')
  await expect(page.getByTestId('jwt-expiry-badge')).toHaveText('Not Expired')
})

test('a reload keeps the claims but not the secret; a Share link holds no secret', async ({ page }) => {
  await openSignJwt(page)
  await page.getByRole('textbox', { name: 'Payload' }).fill('{"sub":"shared-claims"}')
  await page.getByRole('textbox', { name: 'Secret', exact: true }).fill(SECRET)
  await expect(page.getByTestId('jwt-sign-token')).toHaveText(/^eyJ/)
  await page.getByRole('main').getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  const payload = JSON.parse(inflateRawSync(Buffer.from(/[?&]s=z\.([^&]+)/.exec(link)![1]!, 'base64url')).toString('utf8')) as Record<string, unknown>
  expect(payload).toMatchObject({ tab: 'jwt', jwt: { alg: 'HS256', header: '{\n  "typ": "JWT"\n}', payload: '{"sub":"shared-claims"}', encoding: 'utf8' } })
  expect(JSON.stringify(payload)).not.toContain(SECRET)

  await page.reload()
  await page.getByRole('tab', { name: 'Sign JWT' }).click()
  await expect(page.getByRole('textbox', { name: 'Payload' })).toHaveValue('{"sub":"shared-claims"}')
  await expect(page.getByRole('textbox', { name: 'Secret', exact: true })).toHaveValue('')
  await expect(page.getByTestId('jwt-sign-token')).toHaveCount(0)
})
