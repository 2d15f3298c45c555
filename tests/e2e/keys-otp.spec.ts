import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'
import { collectErrors, expectToast, pasteText, readClipboard } from './helpers'

/** RFC 6238 appendix B's SHA-1 seed ("12345678901234567890") in Base32, with its 8-digit codes. */
const SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const URI = `otpauth://totp/RFC%206238:alice%40example.com?secret=${SEED}&issuer=RFC%206238&digits=8`
const source = (page: Page) => page.getByLabel('Secret (Base32) or otpauth:// URI')
const code = (page: Page) => page.getByTestId('otp-code')

test('an otpauth URI pasted on the home page opens the TOTP tab; the code is RFC 6238\'s and rolls over with the countdown', async ({ page }) => {
  const errors = collectErrors(page)
  // 1111111080 starts the time step 0x23523EC; the clock runs until the test pauses it.
  await page.clock.install({ time: new Date(1111111080_000) })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await pasteText(page.locator('body'), URI)
  await expect(page.getByRole('dialog').locator('[cmdk-item]').first()).toContainText('TOTP key URI: RFC 6238:alice@example.com')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tab', { name: 'TOTP / HOTP' })).toHaveAttribute('aria-selected', 'true')
  await expect(source(page)).toHaveValue(URI)
  await expect(page.getByLabel('Issuer')).toHaveValue('RFC 6238')

  // RFC 6238 appendix B: T = 1111111109 gives 07081804; two seconds later (a new period) 14050471.
  await page.clock.pauseAt(new Date(1111111109_000))
  await expect(code(page)).toHaveText('07081804')
  await expect(page.getByTestId('otp-seconds-left')).toHaveText('1')
  await page.clock.runFor(2000)
  await expect(code(page)).toHaveText('14050471')
  await expect(page.getByTestId('otp-previous')).toHaveText('07081804')
  await expect(page.getByTestId('otp-seconds-left')).toHaveText('29')
  await page.getByLabel('Verify a code').fill('0708 1804')
  await expect(page.getByTestId('otp-verify-result')).toHaveText("✓ Matches the previous period's code (time step 37037036)")
  expect(errors).toEqual([])
})

test('a reload forgets the secret and keeps the settings; a Share link holds no secret', async ({ page }) => {
  await page.goto('/#/keys')
  await page.getByRole('tab', { name: 'TOTP / HOTP' }).click()
  await source(page).fill('jbsw y3dp ehpk 3pxp')
  await page.getByLabel('Digits').selectOption('8')
  await expect(code(page)).toHaveText(/^\d{8}$/)
  await expect(page.getByTestId('otp-uri')).toHaveText('otpauth://totp/account?secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=8&period=30')
  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  const payload = JSON.parse(inflateRawSync(Buffer.from(/[?&]s=z\.([^&]+)/.exec(link)![1]!, 'base64url')).toString('utf8')) as object
  expect(payload).toMatchObject({ tab: 'otp', otp: { kind: 'totp', algorithm: 'SHA1', digits: 8, period: 30 } })
  expect(link.toUpperCase()).not.toContain('JBSW')

  await page.reload()
  await expect(page.getByLabel('Digits')).toHaveValue('8')
  await expect(source(page)).toHaveValue('')
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }).toUpperCase())).not.toContain('JBSW')

  // The link opens on its tab with its settings, from whichever tab was open (one spec for the tool).
  await page.getByRole('tab', { name: 'Key pair' }).click()
  await page.getByLabel('Digits').waitFor({ state: 'detached' })
  await page.goto(link)
  await expect(page.getByRole('tab', { name: 'TOTP / HOTP' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Digits')).toHaveValue('8')
})

test('a QR code image fills the fields; an image without one says so', async ({ page }) => {
  await page.goto('/#/keys')
  await page.getByRole('tab', { name: 'TOTP / HOTP' }).click()
  const picker = page.getByLabel('Choose a QR code image')
  await picker.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: readFileSync(new URL('../../src/lib/fixtures/otp-qr.png', import.meta.url)) })
  await expect(source(page)).toHaveValue(/^otpauth:\/\/totp\/ACME%20Co:alice%40example\.com\?secret=JBSWY3DPEHPK3PXP/)
  await expect(page.getByLabel('Algorithm')).toHaveValue('SHA256')
  await expect(page.getByLabel('Period (seconds)')).toHaveValue('60')
  await expect(code(page)).toHaveText(/^\d{8}$/)
  // A white 32x32 PNG.
  const white = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAAAAABWESUoAAAAFklEQVR42mP4TwAwjCoYVTCqYKQqAAA/aPwuqUTQyAAAAABJRU5ErkJggg==', 'base64')
  await picker.setInputFiles({ name: 'white.png', mimeType: 'image/png', buffer: white })
  await expect(page.getByTestId('otp-qr-error')).toHaveText('No QR code found in this image')
})
