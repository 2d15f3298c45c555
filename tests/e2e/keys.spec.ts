import { readFileSync } from 'node:fs'
import { inflateRawSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, expectToast, pasteText, readClipboard } from './helpers'

// Keys made with ssh-keygen: src/lib/fixtures/ssh/make-cases.py.
const { cases, passphrase } = JSON.parse(readFileSync(new URL('../../src/lib/fixtures/ssh/cases.json', import.meta.url), 'utf8')) as {
  passphrase: string
  cases: { name: string; public: string; encrypted: string; fingerprintSha256: string; fingerprintMd5: string; comment: string }[]
}
const key = (name: string) => cases.find((c) => c.name === name)!

async function generateEd25519(page: Page) {
  await page.goto('/#/keys')
  await page.getByLabel('Comment').fill('ada@laptop')
  await page.getByRole('button', { name: 'Generate', exact: true }).click()
  await expect(page.getByTestId('keys-openssh-public-text')).toHaveText(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43} ada@laptop$/)
}

test('an Ed25519 key pair: its OpenSSH line and fingerprint, the private key blurred until revealed', async ({ page }) => {
  const errors = collectErrors(page)
  await generateEd25519(page)
  await expect(page.getByTestId('keys-fingerprints-sha256')).toHaveText(/^256 SHA256:[A-Za-z0-9+/]{43} ada@laptop \(ED25519\)$/)
  await expect(page.getByTestId('keys-fingerprints-md5')).toHaveText(/^256 MD5:([0-9a-f]{2}:){15}[0-9a-f]{2} ada@laptop \(ED25519\)$/)
  const priv = page.getByTestId('keys-openssh-private')
  await expect(priv.getByTestId('keys-openssh-private-text')).toHaveAttribute('data-blurred', 'true')
  await priv.getByRole('button', { name: 'Reveal OpenSSH private key' }).click()
  await expect(priv.getByRole('button', { name: 'Reveal OpenSSH private key' })).toHaveAttribute('aria-pressed', 'true')
  await expect(priv.getByTestId('keys-openssh-private-text')).toHaveAttribute('data-blurred', 'false')
  await expect(priv.getByTestId('keys-openssh-private-text')).toContainText('-----BEGIN OPENSSH PRIVATE KEY-----')
  // The key generated here reads back as the same key in "Inspect a key".
  const privateText = (await priv.getByTestId('keys-openssh-private-text').textContent())!
  await page.getByLabel('Inspect a key').fill(privateText)
  await expect(page.getByTestId('keys-inspect-fingerprints-sha256')).toHaveText((await page.getByTestId('keys-fingerprints-sha256').textContent())!)
  // A new comment marks the shown key out of date until Generate runs again.
  await page.getByLabel('Comment').fill('other')
  await expect(page.getByTestId('stale-note')).toBeVisible()
  expect(errors).toEqual([])
})

test('a pasted public key opens Key pair with its ssh-keygen fingerprint; an encrypted key opens with its passphrase', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const rsa = key('rsa3072')
  await pasteText(page.locator('body'), rsa.public)
  await expect(page.getByRole('dialog').locator('[cmdk-item]').first()).toContainText('OpenSSH ssh-rsa public key')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keys & Tokens')
  await expect(page.getByTestId('keys-inspect-fingerprints-sha256')).toHaveText(rsa.fingerprintSha256)
  await expect(page.getByTestId('keys-inspect-fingerprints-md5')).toHaveText(rsa.fingerprintMd5)
  const ed = key('ed25519')
  await page.getByLabel('Inspect a key').fill(ed.encrypted)
  const pass = page.getByLabel('Passphrase of this key')
  await pass.fill('wrong')
  await pass.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Wrong passphrase (or the key is damaged)')
  await pass.fill(passphrase)
  await pass.press('Enter')
  await expect(page.getByTestId('keys-inspect-fingerprints-sha256')).toHaveText(ed.fingerprintSha256)
  await page.getByLabel('Inspect a key').fill('hello')
  await expect(page.getByRole('alert')).toContainText('Not a key: paste an OpenSSH public key line')
})

test('after a reload no private key is back; a Share link holds no secret; axe light and dark on each tab', async ({ page }) => {
  await page.goto('/#/keys')
  await page.getByLabel('Comment').fill('ada@laptop')
  await page.getByLabel('Passphrase (optional)').fill('hunter2-secret')
  await page.getByRole('button', { name: 'Generate', exact: true }).click()
  // The encrypted OpenSSH key (bcrypt_pbkdf in the bcrypt worker) opens in "Inspect a key" with its passphrase.
  const privateText = (await page.getByTestId('keys-openssh-private-text').textContent())!
  await page.getByLabel('Inspect a key').fill(privateText)
  await page.getByLabel('Passphrase of this key').fill('hunter2-secret')
  await page.getByRole('button', { name: 'Unlock' }).click()
  await expect(page.getByTestId('keys-inspect-fingerprints-sha256')).toHaveText((await page.getByTestId('keys-fingerprints-sha256').textContent())!)
  await expectAxeClean(page)
  const secrets = ['PRIVATE', 'hunter2', privateText.split('\n')[1]!.slice(0, 40)]
  await page.getByRole('button', { name: 'Share' }).click()
  await expectToast(page, '✅ Share link copied to clipboard!')
  const link = await readClipboard(page)
  const payload = JSON.parse(inflateRawSync(Buffer.from(/[?&]s=z\.([^&]+)/.exec(link)![1]!, 'base64url')).toString('utf8')) as Record<string, unknown>
  // One link for the whole tool: every tab's settings, no key (the other tabs' secrets are not in the state at all).
  expect(Object.keys(payload as object).sort()).toEqual(['comment', 'inspect', 'jwt', 'kind', 'otp', 'tab'])
  expect(payload).toMatchObject({ tab: 'pair', kind: 'ed25519', comment: 'ada@laptop', inspect: '' })
  for (const secret of secrets) expect(link).not.toContain(secret)
  await page.reload()
  await expect(page.getByLabel('Comment')).toHaveValue('ada@laptop')
  await expect(page.getByLabel('Passphrase (optional)')).toHaveValue('')
  await expect(page.getByLabel('Inspect a key')).toHaveValue('')
  await expect(page.getByTestId('keys-openssh-private')).toHaveCount(0)
  const stored = await page.evaluate(() => JSON.stringify(localStorage))
  for (const secret of secrets) expect(stored).not.toContain(secret)
  for (const tab of ['Sign JWT', 'TOTP / HOTP']) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    await expectAxeClean(page)
  }
})
