import { createHmac, generateKeyPairSync, sign } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, expectToast } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const tokenField = (page: Page) => page.getByLabel('JWT Token')
const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url')

/** RFC 7515 appendix A.1 / RFC 7519 section 3.1. */
const RFC_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const RFC_KEY = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow'

const hs256 = (payload: object, secret: string) => {
  const input = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/jwt')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JWT Decoder')
})

test('decodes the RFC 7519 example: cards, badges, dates, toast', async ({ page }) => {
  const errors = collectErrors(page)
  await tokenField(page).fill(RFC_TOKEN)
  await button(page, 'Decode JWT').click()
  await expectToast(page, 'JWT decoded successfully!')
  await expect(page.getByTestId('jwt-format-badge')).toHaveText('Valid JWT Format')
  await expect(page.getByTestId('jwt-expiry-badge')).toHaveText('Expired')
  await expect(page.getByTestId('jwt-header')).toHaveText('{\n  "typ": "JWT",\n  "alg": "HS256"\n}')
  await expect(page.getByTestId('jwt-payload')).toHaveText('{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}')
  await expect(page.getByTestId('jwt-signature')).toHaveText('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')
  await expect(page.getByTestId('jwt-dates')).toContainText('Expires (exp)2011-03-22T18:43:00.000Z')
  await expect(page.getByText('Decoding does not verify the signature')).toBeVisible()
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Not verified')
  expect(errors).toEqual([])
})

test('a token that has not expired shows Not Expired, and iat/nbf as dates', async ({ page }) => {
  const now = Math.floor(Date.now() / 1000)
  await tokenField(page).fill(hs256({ sub: '42', iat: 1516239022, nbf: 1516239022, exp: now + 3600 }, 's'))
  await page.keyboard.press('ControlOrMeta+Enter')
  await expect(page.getByTestId('jwt-expiry-badge')).toHaveText('Not Expired')
  await expect(page.getByTestId('jwt-dates')).toContainText('Issued at (iat)2018-01-18T01:30:22.000Z')
  await expect(page.getByTestId('jwt-dates')).toContainText('Not before (nbf)2018-01-18T01:30:22.000Z')
})

test('dates also show in local time and relative to now ("expires in 1 h", "issued 5 min ago")', async ({ page }) => {
  const now = Math.floor(Date.now() / 1000)
  await tokenField(page).fill(hs256({ sub: '42', iat: now - 300, nbf: now - 300, exp: now + 3600 }, 's'))
  // Decoded as soon as it is there: no button press.
  await expect(page.getByTestId('jwt-exp-relative')).toHaveText('expires in 1 h')
  await expect(page.getByTestId('jwt-iat-relative')).toHaveText('issued 5 min ago')
  await expect(page.getByTestId('jwt-nbf-relative')).toHaveText('became valid 5 min ago')
  // Local time (the test browser runs in UTC, en-US).
  const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(new Date((now + 3600) * 1000))
  await expect(page.getByTestId('jwt-exp-local')).toHaveText(local)

  await tokenField(page).fill(RFC_TOKEN)
  await expect(page.getByTestId('jwt-exp-local')).toHaveText(/^Mar 22, 2011, 6:43:00\sPM UTC$/)
  await expect(page.getByTestId('jwt-exp-relative')).toHaveText(/^expired \d+ years ago$/)
})

test('`Bearer eyJ...` (any case) decodes as the token after it, and says the prefix was removed', async ({ page }) => {
  const errors = collectErrors(page)
  await tokenField(page).fill(`  bEaReR ${RFC_TOKEN}\n`)
  await expect(page.getByTestId('jwt-header')).toHaveText('{\n  "typ": "JWT",\n  "alg": "HS256"\n}')
  await expect(page.getByTestId('jwt-bearer-note')).toHaveText('Removed the leading "Bearer " (the Authorization scheme); the token after it is decoded.')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await button(page, 'Decode JWT').click()
  await expectToast(page, 'JWT decoded successfully!')
  await expect(page.getByTestId('jwt-format-badge')).toHaveText('Valid JWT Format')
  // Verification uses the token without the prefix too.
  await page.getByLabel('Secret is base64url-encoded').check()
  await page.getByLabel('Secret', { exact: true }).fill(RFC_KEY)
  await button(page, 'Verify Signature').click()
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')
  // Without the prefix the note goes.
  await tokenField(page).fill(RFC_TOKEN)
  await expect(page.getByTestId('jwt-bearer-note')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('alg: none says the token is unsigned and verification refuses it', async ({ page }) => {
  await tokenField(page).fill(`${b64url('{"alg":"none","typ":"JWT"}')}.${b64url('{"sub":"admin","admin":true}')}.`)
  await expect(page.getByTestId('jwt-unsigned')).toHaveText('This token is unsigned (alg: none): anyone can forge it.')
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Unsigned')
  await expect(page.getByTestId('jwt-verify-refused')).toContainText('Verification refused')
  await expect(button(page, 'Verify Signature')).toHaveCount(0)
  await expect(page.getByLabel('Secret', { exact: true })).toHaveCount(0)
  // A signed token: no such notice.
  await tokenField(page).fill(RFC_TOKEN)
  await expect(page.getByTestId('jwt-unsigned')).toHaveCount(0)
  await expect(button(page, 'Verify Signature')).toBeVisible()
})

test('Enter in the secret field verifies; in the public-key field Enter verifies and Shift+Enter breaks the line', async ({ page }) => {
  await tokenField(page).fill(hs256({ sub: 'enter' }, 'my secret'))
  await page.getByLabel('Secret', { exact: true }).fill('my secret')
  await page.getByLabel('Secret', { exact: true }).press('Enter')
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')
  await page.getByLabel('Secret', { exact: true }).fill('not it')
  await page.getByLabel('Secret', { exact: true }).press('Enter')
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Invalid signature')

  const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const input = `${b64url(JSON.stringify({ alg: 'ES256' }))}.${b64url('{"sub":"pem"}')}`
  const sig = sign('sha256', Buffer.from(input), { key: pair.privateKey, dsaEncoding: 'ieee-p1363' })
  await tokenField(page).fill(`${input}.${sig.toString('base64url')}`)
  const keyField = page.getByLabel('Public key (PEM or JWK)')
  const pem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString().trim()
  const first = pem.split('\n')[0]!
  await keyField.fill(first)
  await keyField.press('Shift+Enter')
  await expect(keyField).toHaveValue(`${first}\n`)
  // Nothing was verified: a half key would have given its reason.
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Not verified')
  await keyField.fill(pem)
  await keyField.press('Enter')
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')
  await expect(keyField).toHaveValue(pem)
})

test('error paths: empty, wrong number of parts, bad base64, not JSON — each says why; the input stays', async ({ page }) => {
  await button(page, 'Decode JWT').click()
  await expect(page.getByRole('alert')).toHaveText('❌ Please enter a JWT token')
  await expectToast(page, '❌ Please enter a JWT token')
  await expect(page.getByTestId('jwt-format-badge')).toHaveText('Invalid JWT Format')

  await tokenField(page).fill('abc.def')
  await button(page, 'Decode JWT').click()
  await expect(page.getByRole('alert')).toHaveText('❌ Invalid JWT format: a JWT has 3 parts separated by dots (header.payload.signature); this token has 2')

  await tokenField(page).fill('e30.eyJhIjox.sig')
  await button(page, 'Decode JWT').click()
  await expect(page.getByRole('alert')).toHaveText('❌ Error decoding JWT: Invalid base64 encoding: the payload (part 2) is Base64URL but not JSON: it decodes to "{\\"a\\":1"')

  await tokenField(page).fill('not-base64!.e30.sig')
  await button(page, 'Decode JWT').click()
  await expect(page.getByRole('alert')).toHaveText('❌ Error decoding JWT: Invalid base64 encoding: the header (part 1) is not Base64URL: "!" at character 11 is not a Base64URL character')
  await expect(tokenField(page)).toHaveValue('not-base64!.e30.sig')
  await expect(page.getByTestId('jwt-payload')).toHaveCount(0)
})

test('verifies HS256 with a base64url secret (RFC 7515 A.1), rejects a wrong one', async ({ page }) => {
  await tokenField(page).fill(RFC_TOKEN)
  await button(page, 'Decode JWT').click()
  await page.getByLabel('Secret', { exact: true }).fill(RFC_KEY)
  await page.getByLabel('Secret is base64url-encoded').check()
  await button(page, 'Verify Signature').click()
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')
  await page.getByLabel('Secret is base64url-encoded').uncheck()
  await page.getByLabel('Secret', { exact: true }).fill('wrong secret')
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Not verified')
  await button(page, 'Verify Signature').click()
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Invalid signature')
})

test('D31: header and payload follow the token as it changes; a verdict goes when the token, secret or encoding does', async ({ page }) => {
  await tokenField(page).fill(RFC_TOKEN)
  await button(page, 'Decode JWT').click()
  await page.getByLabel('Secret', { exact: true }).fill(RFC_KEY)
  await page.getByLabel('Secret is base64url-encoded').check()
  await button(page, 'Verify Signature').click()
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')
  // The encoding alone changes how the secret is read: the verdict no longer applies.
  await page.getByLabel('Secret is base64url-encoded').uncheck()
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Not verified')
  await page.getByLabel('Secret is base64url-encoded').check()
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Not verified')
  await button(page, 'Verify Signature').click()
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')

  // A new token, not yet decoded by a button press: its own header and payload, no old verdict.
  await tokenField(page).fill(hs256({ sub: 'new one' }, 'other secret'))
  await expect(page.getByTestId('jwt-header')).toHaveText('{\n  "alg": "HS256",\n  "typ": "JWT"\n}')
  await expect(page.getByTestId('jwt-payload')).toHaveText('{\n  "sub": "new one"\n}')
  await expect(page.getByTestId('jwt-expiry-badge')).toHaveCount(0)
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Not verified')
  await page.getByLabel('Secret is base64url-encoded').uncheck()
  await page.getByLabel('Secret', { exact: true }).fill('other secret')
  await button(page, 'Verify Signature').click()
  await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')

  // A token that no longer decodes: no cards, no verdict, the reason beside the field.
  await tokenField(page).fill('abc.def')
  await expect(page.getByTestId('jwt-payload')).toHaveCount(0)
  await expect(page.getByTestId('jwt-verify-badge')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveText('❌ Invalid JWT format: a JWT has 3 parts separated by dots (header.payload.signature); this token has 2')
  await expect(page.getByTestId('jwt-format-badge')).toHaveText('Invalid JWT Format')
  await expect(tokenField(page)).toHaveValue('abc.def')
})

test('verifies RS256 and ES256 with a PEM public key, and says why a key is unusable', async ({ page }) => {
  for (const kind of ['rsa', 'ec'] as const) {
    const pair = kind === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const alg = kind === 'rsa' ? 'RS256' : 'ES256'
    const input = `${b64url(JSON.stringify({ alg }))}.${b64url(JSON.stringify({ sub: kind }))}`
    const sig = sign('sha256', Buffer.from(input), kind === 'rsa' ? pair.privateKey : { key: pair.privateKey, dsaEncoding: 'ieee-p1363' })
    await tokenField(page).fill(`${input}.${sig.toString('base64url')}`)
    await button(page, 'Decode JWT').click()
    await page.getByLabel('Public key (PEM or JWK)').fill(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString())
    await button(page, 'Verify Signature').click()
    await expect(page.getByTestId('jwt-verify-badge')).toHaveText('Signature verified')
  }
  await page.getByLabel('Public key (PEM or JWK)').fill('-----BEGIN RSA PUBLIC KEY-----\nAAAA\n-----END RSA PUBLIC KEY-----')
  await button(page, 'Verify Signature').click()
  await expect(page.getByRole('alert')).toContainText('PKCS#1')
})

test('shows claims as text, never as HTML', async ({ page }) => {
  await tokenField(page).fill(hs256({ name: '<img src=x onerror=window.__pwned=1>' }, 's'))
  await button(page, 'Decode JWT').click()
  await expect(page.getByTestId('jwt-payload')).toContainText('"name": "<img src=x onerror=window.__pwned=1>"')
  await expect(page.locator('main img')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
})

test('Clear resets everything (no-exp), and the token is not stored', async ({ page }) => {
  await tokenField(page).fill(RFC_TOKEN)
  await button(page, 'Decode JWT').click()
  await expect(page.getByTestId('jwt-expiry-badge')).toBeVisible()
  await button(page, 'Clear').click()
  await expect(tokenField(page)).toHaveValue('')
  await expect(page.getByTestId('jwt-expiry-badge')).toHaveCount(0)
  await expect(page.getByTestId('jwt-format-badge')).toHaveCount(0)
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('jwt')))
  expect(keys).toEqual([])
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await tokenField(page).fill(RFC_TOKEN)
  await button(page, 'Decode JWT').click()
  await expect(page.getByTestId('jwt-payload')).toBeVisible()
  // Measure the resting screen: no hover colour under the mouse, no toast fading in or out.
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})
