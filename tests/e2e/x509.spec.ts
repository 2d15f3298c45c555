import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { inflateRawSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, expectToast, pasteText, readClipboard } from './helpers'

// Fixtures made with openssl: src/tools/x509/fixtures/make-fixtures.sh.
const fixture = (f: string) => readFileSync(new URL(`../../src/tools/x509/fixtures/${f}`, import.meta.url), 'utf8')
const input = (page: Page) => page.getByLabel('Certificate, chain, CSR, CRL or key (PEM, Base64 DER or JWK)')

test('a pasted chain opens Certificates and Keys with every certificate in order, the expired one marked', async ({ page }) => {
  const errors = collectErrors(page)
  // The fixtures' dates are fixed (2021, 2030, 2035): the page's clock is too, so the words stay true.
  await page.clock.setFixedTime(new Date('2026-06-01T00:00:00Z'))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await pasteText(page.locator('body'), fixture('expired.pem') + fixture('inter.pem') + fixture('root.pem'))
  await expect(page.getByRole('dialog').locator('[cmdk-item]').first()).toContainText('PEM certificate chain, 3 certificates')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificates and Keys')
  const cards = page.getByTestId('x509-cert')
  await expect(cards).toHaveCount(3)
  await expect(cards.locator('h2')).toHaveText(['Certificate 1 of 3: old.example.test', 'Certificate 2 of 3: Toolbox Test Intermediate', 'Certificate 3 of 3: Toolbox Test Root'])
  await expect(cards.nth(0).getByTestId('x509-validity')).toHaveText(/^Expired \d+ years ago$/)
  await expect(cards.nth(1).getByTestId('x509-validity')).toHaveText(/^Valid: expires in \d+ years$/)
  await expect(page.getByTestId('x509-chain-badge')).toHaveText('In chain order: each is issued by the next')
  await expect(cards.nth(0).getByTestId('x509-chain-check')).toHaveText('Issued by certificate 2: its key verifies this signature')
  await expect(cards.nth(2).getByTestId('x509-chain-check')).toHaveText('Self-signed: its own key verifies its signature')
  // openssl x509 -fingerprint -sha256 of the expired certificate.
  await expect(cards.nth(0)).toContainText(fixture('expired.sha256').trim().replace('sha256 Fingerprint=', ''))
  await input(page).fill('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----')
  await expect(page.getByTestId('x509-block-error')).toContainText('Certificate (block 1) could not be read:')
  await input(page).fill('hello')
  await expect(page.getByRole('alert')).toHaveText('Not a certificate, key, CSR or CRL: no PEM block (-----BEGIN ...-----), JWK or Base64 found')
  expect(errors).toEqual([])
})

test('a private key is matched to its certificate, never shown, and not restored after a reload', async ({ page }) => {
  await page.goto('/#/x509')
  await input(page).fill(fixture('leaf.pem') + fixture('leaf.key'))
  await expect(page.getByTestId('x509-key-match')).toHaveText('Matches the pasted private key')
  await expect(page.getByTestId('x509-key-matches')).toHaveText('certificate 1 (example.test)')
  await expect(page.getByTestId('x509-key').locator('h2')).toHaveText('Private key: EC P-256')
  await expect(page.getByTestId('x509-secret-note')).toBeVisible()
  const secretBody = fixture('leaf.key').split('\n')[2]!
  // The key's card shows its type, public part and fingerprint: none of its private material.
  await expect(page.getByTestId('x509-key')).not.toContainText(secretBody.slice(0, 30))
  await page.reload()
  await expect(input(page)).toHaveValue(fixture('leaf.pem'))
  expect(await page.evaluate(() => localStorage.getItem('devtools-x509'))).not.toContain('PRIVATE')
  await input(page).fill(fixture('leaf.pem') + fixture('ed25519.key'))
  await expect(page.getByTestId('x509-no-match')).toHaveText('The private key does not match any of the pasted certificates.')
  // A PKCS#12 file (openssl pkcs12 -export, password test-pass) opens with its password.
  await page.getByLabel('Open a certificate or key file').setInputFiles(fileURLToPath(new URL('../../src/tools/x509/fixtures/leaf.p12', import.meta.url)))
  const password = page.getByLabel('Password for leaf.p12 (PKCS#12; kept in this tab only)')
  await password.fill('wrong')
  await password.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Wrong password for this PKCS#12 file (or it is damaged)')
  await password.fill('test-pass')
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(page.getByTestId('x509-cert').locator('h2')).toHaveText(['Certificate 1 of 2: example.test', 'Certificate 2 of 2: Toolbox Test Intermediate'])
  await expect(page.getByTestId('x509-key-matches')).toHaveText('certificate 1 (example.test)')
})

test('axe light and dark; a Share link holds the certificates and no private key', async ({ page }) => {
  await page.goto('/#/x509')
  await input(page).fill(fixture('chain.pem') + fixture('leaf.key') + fixture('leaf.csr') + fixture('inter.crl'))
  await expect(page.getByTestId('x509-cert')).toHaveCount(3)
  await expect(page.getByTestId('x509-csr')).toBeVisible()
  await expect(page.getByTestId('x509-crl')).toBeVisible()
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  const payload = JSON.parse(inflateRawSync(Buffer.from(/[?&]s=z\.([^&]+)/.exec(link)![1]!, 'base64url')).toString('utf8')) as { input: string }
  expect(payload.input).toBe(fixture('chain.pem') + fixture('leaf.csr') + fixture('inter.crl'))
  expect(link).not.toContain('PRIVATE')
})
