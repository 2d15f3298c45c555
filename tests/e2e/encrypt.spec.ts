import { readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editorText, expectAxeClean, expectEditorText, expectToast, pasteText, readClipboard, setEditor } from './helpers'

const SECRET = 'meet me at the old mill at noon'
const PASS = 'Correct-Horse-Battery-9'
const passphrase = (page: Page) => page.getByLabel('Passphrase', { exact: true })

test('text: encrypted with a passphrase to a Base64 envelope; pasted, it opens Decrypt, which needs only the passphrase', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/#/encrypt')
  await setEditor(page, 'Text to encrypt', SECRET)
  await passphrase(page).fill(PASS)
  await page.getByRole('button', { name: 'Encrypt', exact: true }).click()
  await expect(page.getByTestId('encrypt-described')).toHaveText('AES-256-GCM, PBKDF2-SHA-256 (600,000 iterations)')
  const envelope = await editorText(page, 'Encrypted text')
  expect(envelope).toMatch(/^RFRFTkMB[A-Za-z0-9+/]+=*$/)

  // Detection: the envelope pasted on the home page goes to this tool's Decrypt side.
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await pasteText(page.locator('body'), envelope)
  await expect(page.getByRole('dialog').locator('[cmdk-item]').first()).toContainText('Encrypted envelope (Base64)')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tab', { name: 'Decrypt' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('encrypt-found')).toHaveText('Envelope found: AES-256-GCM, PBKDF2-SHA-256 (600,000 iterations).')
  await passphrase(page).fill('not the passphrase')
  await page.getByRole('button', { name: 'Decrypt', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Wrong passphrase, or the data was altered')
  await passphrase(page).fill(PASS)
  await page.getByRole('button', { name: 'Decrypt', exact: true }).click()
  await expectEditorText(page, 'Decrypted text', SECRET)
  expect(errors).toEqual([])
})

test('a file encrypts to name.enc, which decrypts to the same bytes; a reload restores no secret', async ({ page }) => {
  await page.goto('/#/encrypt')
  await passphrase(page).fill(PASS)
  const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251))
  await page.getByLabel('File to encrypt').setInputFiles({ name: 'data.bin', mimeType: 'application/octet-stream', buffer: bytes })
  const [enc] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download data.bin.enc' }).click()])
  const encPath = await enc.path()
  expect(readFileSync(encPath).subarray(0, 5).toString()).toBe('DTENC')
  // An .enc file opens the Decrypt side and is decrypted with the passphrase typed.
  await page.getByLabel('File to encrypt').setInputFiles({ name: 'data.bin.enc', mimeType: 'application/octet-stream', buffer: readFileSync(encPath) })
  await expect(page.getByRole('tab', { name: 'Decrypt' })).toHaveAttribute('aria-selected', 'true')
  const [dec] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download data.bin' }).click()])
  expect(readFileSync(await dec.path()).equals(bytes)).toBe(true)
  await expectToast(page, 'File decrypted')

  await page.reload()
  await expect(passphrase(page)).toHaveValue('')
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)))
  expect(stored).toContain('devtools-encrypt')
  expect(stored).not.toContain(PASS)
})

test('axe light and dark; a reused GCM nonce is refused; a Share link holds settings and no secret', async ({ page }) => {
  await page.goto('/#/encrypt')
  await page.getByLabel('Key from').selectOption('raw')
  await page.getByRole('button', { name: 'Generate a random key' }).click()
  await page.getByRole('button', { name: 'Generate a new IV' }).click()
  const key = await page.getByLabel('Key (hex, 16 or 32 bytes)').inputValue()
  await setEditor(page, 'Text to encrypt', SECRET)
  await page.getByRole('button', { name: 'Encrypt', exact: true }).click()
  await expect.poll(() => editorText(page, 'Encrypted text')).toMatch(/^[A-Za-z0-9+/]+=*$/)
  await page.getByRole('button', { name: 'Encrypt', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('Refused: this key and nonce already encrypted something in this session.')
  await page.getByRole('button', { name: 'Generate a new IV' }).last().click()
  await page.getByRole('button', { name: 'Encrypt', exact: true }).click()
  await expectToast(page, 'Encrypted')
  await expect(page.getByTestId('encrypt-warnings')).toContainText('You chose the IV')
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  const payload = JSON.parse(inflateRawSync(Buffer.from(/[?&]s=z\.([^&]+)/.exec(link)![1]!, 'base64url')).toString('utf8')) as Record<string, unknown>
  expect(payload).toMatchObject({ source: 'raw', mode: 'gcm', side: 'encrypt' })
  expect(JSON.stringify(payload)).not.toContain(key)
  expect(JSON.stringify(payload)).not.toContain('old mill')
})
