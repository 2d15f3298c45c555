import { createHash, createHmac } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectAxeClean, expectToast, readClipboard, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const digest = (page: Page, id: string) => page.getByTestId(`digest-${id}-value`)
const fileDigest = (page: Page, id: string) => page.getByTestId(`digest-file-${id}-value`)
const node = (alg: string, data: string | Buffer) => createHash(alg).update(data).digest('hex')

test.beforeEach(async ({ page }) => {
  await page.goto('/#/hash')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hash Generator')
})

test.describe('text', () => {
  test("hashes text with real algorithms, SPEC's three cards first", async ({ page }) => {
    const errors = collectErrors(page)
    await setEditor(page, 'Text to hash', 'The quick brown fox 🦊')
    await button(page, 'Generate Hashes').click()
    await expectToast(page, 'Hashes generated successfully!')
    const text = 'The quick brown fox 🦊'
    await expect(digest(page, 'md5')).toHaveText(node('md5', text))
    await expect(digest(page, 'sha256')).toHaveText(node('sha256', text))
    await expect(digest(page, 'sha512')).toHaveText(node('sha512', text))
    await expect(digest(page, 'sha1')).toHaveText(node('sha1', text))
    await expect(digest(page, 'sha384')).toHaveText(node('sha384', text))
    await expect(digest(page, 'sha3-256')).toHaveText(node('sha3-256', text))
    await expect(digest(page, 'blake2b')).toHaveText(node('blake2b512', text))
    await expect(digest(page, 'crc32')).toHaveText(crc32(text).toString(16).padStart(8, '0'))
    await expect(digest(page, 'blake3')).toHaveText(/^[0-9a-f]{64}$/)
    await expect(digest(page, 'xxhash64')).toHaveText(/^[0-9a-f]{16}$/)
    const titles = await page.locator('section[data-testid^="digest-"] h3').allTextContents()
    expect(titles.slice(0, 3)).toEqual(['MD5', 'SHA-256', 'SHA-512'])
    expect(titles.join(' ')).not.toContain('Simplified')
    expect(errors).toEqual([])
  })

  test("empty text: '❌ Please enter text to hash'", async ({ page }) => {
    await button(page, 'Generate Hashes').click()
    await expect(page.getByRole('alert')).toHaveText('❌ Please enter text to hash')
    await expectToast(page, '❌ Please enter text to hash')
  })

  test('upper-case hex and Base64 output; copy a card', async ({ page }) => {
    await setEditor(page, 'Text to hash', 'abc')
    await page.getByLabel('Output').selectOption('HEX')
    await button(page, 'Generate Hashes').click()
    await expect(digest(page, 'sha256')).toHaveText(node('sha256', 'abc').toUpperCase())
    await page.getByLabel('Output').selectOption('base64')
    await expect(digest(page, 'sha256')).toHaveText(createHash('sha256').update('abc').digest('base64'))
    await page.getByRole('button', { name: 'Copy SHA-256' }).click()
    await expectToast(page, 'SHA-256 copied to clipboard!')
    expect(await readClipboard(page)).toBe(createHash('sha256').update('abc').digest('base64'))
  })

  test('HMAC with a key (RFC 4231 test case 2) and checksums marked as not applicable', async ({ page }) => {
    await setEditor(page, 'Text to hash', 'what do ya want for nothing?')
    await page.getByLabel('HMAC key (optional)').fill('Jefe')
    await button(page, 'Generate Hashes').click()
    await expect(digest(page, 'sha256')).toHaveText('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    await expect(digest(page, 'md5')).toHaveText(createHmac('md5', 'Jefe').update('what do ya want for nothing?').digest('hex'))
    await expect(page.getByRole('heading', { name: 'HMAC-SHA-256' })).toBeVisible()
    await expect(page.getByTestId('digest-crc32')).toContainText('no HMAC')
  })

  test('marks the algorithm whose digest matches a pasted one', async ({ page }) => {
    await setEditor(page, 'Text to hash', 'abc')
    await button(page, 'Generate Hashes').click()
    await page.getByLabel('Expected digest (optional)').fill(node('sha1', 'abc').toUpperCase())
    await expect(page.getByTestId('digest-verdict')).toHaveText('The expected digest matches SHA-1.')
    await expect(page.getByTestId('digest-sha1')).toContainText('Match')
    await page.getByLabel('Expected digest (optional)').fill(node('sha1', 'abd'))
    await expect(page.getByTestId('digest-verdict')).toHaveText('The expected digest matches none of the selected algorithms.')
    await expect(page.getByTestId('digest-sha1')).toContainText('Mismatch')
  })

  test('D31: the cards follow the text; an expected digest is only compared with the current text', async ({ page }) => {
    await setEditor(page, 'Text to hash', 'abc')
    await button(page, 'Generate Hashes').click()
    await expect(digest(page, 'sha256')).toHaveText(node('sha256', 'abc'))
    await setEditor(page, 'Text to hash', 'abcdef')
    await page.getByLabel('Expected digest (optional)').fill(node('sha256', 'abc'))
    await expect(digest(page, 'sha256')).toHaveText(node('sha256', 'abcdef'))
    await expect(digest(page, 'md5')).toHaveText(node('md5', 'abcdef'))
    await expect(page.getByTestId('digest-verdict')).toHaveText('The expected digest matches none of the selected algorithms.')
    await expect(page.getByTestId('digest-sha256')).toContainText('Mismatch')
    await expect(page.getByTestId('digest-sha256')).not.toContainText(/\bMatch\b/)
    await expect(page.getByTestId('stale-note')).toHaveCount(0)
  })

  test('D31: the HMAC key and a newly chosen algorithm update the cards without pressing a button', async ({ page }) => {
    await page.getByLabel('BLAKE3').uncheck()
    await setEditor(page, 'Text to hash', 'what do ya want for nothing?')
    await expect(digest(page, 'sha256')).toHaveText(node('sha256', 'what do ya want for nothing?'))
    await expect(digest(page, 'blake3')).toHaveCount(0)
    await page.getByLabel('HMAC key (optional)').fill('Jefe')
    await expect(digest(page, 'sha256')).toHaveText('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    await expect(page.getByRole('heading', { name: 'HMAC-SHA-256' })).toBeVisible()
    await page.getByLabel('BLAKE3').check()
    await expect(digest(page, 'blake3')).toHaveText(/^[0-9a-f]{64}$/)
    await page.getByLabel('HMAC key (optional)').fill('')
    await expect(digest(page, 'md5')).toHaveText(node('md5', 'what do ya want for nothing?'))
    await expect(page.getByRole('heading', { name: 'MD5', exact: true })).toBeVisible()
  })

  test('D31: emptied text takes the old cards away; the empty-text error never sits beside them', async ({ page }) => {
    await setEditor(page, 'Text to hash', 'abc')
    await expect(digest(page, 'sha256')).toHaveText(node('sha256', 'abc'))
    await setEditor(page, 'Text to hash', '')
    await expect(digest(page, 'sha256')).toHaveCount(0)
    await button(page, 'Generate Hashes').click()
    await expect(page.getByRole('alert')).toHaveText('❌ Please enter text to hash')
    await expect(page.locator('section[data-testid^="digest-"]')).toHaveCount(0)
    await setEditor(page, 'Text to hash', 'x')
    await expect(digest(page, 'sha256')).toHaveText(node('sha256', 'x'))
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('persists input, algorithms and format as devtools-hash, never the HMAC key', async ({ page }) => {
    await setEditor(page, 'Text to hash', 'keep me')
    await page.getByLabel('BLAKE3').uncheck()
    await page.getByLabel('Output').selectOption('base64')
    await page.getByLabel('HMAC key (optional)').fill('top secret key')
    await page.reload()
    await expect(page.getByLabel('BLAKE3')).not.toBeChecked()
    await expect(page.getByLabel('Output')).toHaveValue('base64')
    await expect(page.getByLabel('HMAC key (optional)')).toHaveValue('')
    const stored = (await page.evaluate(() => localStorage.getItem('devtools-hash')))!
    expect(JSON.parse(stored)).toEqual({ input: 'keep me', algorithms: ['md5', 'sha256', 'sha512', 'sha1', 'sha384', 'sha3-256', 'blake2b', 'crc32', 'xxhash64'], format: 'base64' })
    expect(stored).not.toContain('top secret key')
  })
})

test.describe('file', () => {
  test('a dropped file is hashed; name and size in KB are shown', async ({ page }) => {
    await page.getByRole('tab', { name: 'File Hash' }).click()
    const data = await page.evaluateHandle(() => {
      const dt = new DataTransfer()
      dt.items.add(new File(['hello file'], 'hello.txt', { type: 'text/plain' }))
      return dt
    })
    await page.getByTestId('hash-drop').dispatchEvent('drop', { dataTransfer: data })
    await expect(page.getByTestId('hash-file-info')).toContainText('hello.txt')
    await expect(page.getByTestId('hash-file-info')).toHaveText('hello.txt · 0.01 KiB')
    await expect(page.getByRole('heading', { name: 'SHA-256 File Hash' })).toBeVisible()
    await expect(fileDigest(page, 'sha256')).toHaveText(node('sha256', 'hello file'))
    await expect(fileDigest(page, 'md5')).toHaveText(node('md5', 'hello file'))
  })

  test('D31: a changed HMAC key or a newly chosen algorithm marks file digests out of date until Hash Again', async ({ page }) => {
    await page.getByLabel('BLAKE3').uncheck()
    await page.getByRole('tab', { name: 'File Hash' }).click()
    await page.getByLabel('File to hash').setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('hello file') })
    await expect(fileDigest(page, 'sha256')).toHaveText(node('sha256', 'hello file'))
    await page.getByLabel('Expected digest (optional)').fill(node('sha256', 'hello file'))
    await expect(page.getByTestId('digest-verdict')).toHaveText('The expected digest matches SHA-256.')
    await expect(page.getByTestId('stale-note')).toHaveCount(0)

    await page.getByLabel('HMAC key (optional)').fill('k')
    await expect(page.getByTestId('stale-note')).toHaveText('Out of date: the input changed since this result was made. Press Hash Again to update it.')
    await expect(page.getByTestId('digest-verdict')).toHaveCount(0)
    await expect(page.getByTestId('digest-file-sha256')).not.toContainText('Match')
    await expect(page.getByRole('button', { name: 'Copy SHA-256 File Hash' })).toBeDisabled()

    await button(page, 'Hash Again').click()
    const hmac = createHmac('sha256', 'k').update('hello file').digest('hex')
    await expect(fileDigest(page, 'sha256')).toHaveText(hmac)
    await expect(page.getByTestId('stale-note')).toHaveCount(0)
    await expect(page.getByTestId('digest-verdict')).toHaveText('The expected digest matches none of the selected algorithms.')

    await page.getByLabel('BLAKE3').check()
    await expect(page.getByTestId('stale-note')).toBeVisible()
    await button(page, 'Hash Again').click()
    await expect(fileDigest(page, 'blake3')).toHaveText(/^[0-9a-f]{64}$/)
    await expect(page.getByTestId('stale-note')).toHaveCount(0)
  })

  // 128 MiB takes every path a 256 MiB file takes (the pool for all ten, calibration and the whole-
  // buffer choice from 16 MiB up, within the whole-buffer budget), and a run of all ten lasts long
  // enough to be cancelled part way even when the page lags on a loaded machine (at 64 MiB, two
  // workers on 2 cores, Cancel once landed after the run had ended). Throughput at 256 MiB is the
  // bench's hash group (npm run bench).
  test.describe('a 128 MB file', () => {
    test.describe.configure({ mode: 'serial' })
    const SIZE = 128 * 1024 * 1024
    let dir = ''
    let path = ''
    const expected: Record<string, string> = {}

    test.beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'hash-e2e-'))
      path = join(dir, 'big.bin')
      const algs = { md5: 'md5', sha1: 'sha1', sha256: 'sha256', sha384: 'sha384', sha512: 'sha512', 'sha3-256': 'sha3-256', blake2b: 'blake2b512' }
      const hashers = Object.entries(algs).map(([id, alg]) => [id, createHash(alg)] as const)
      let crc = 0
      const fd = openSync(path, 'w')
      const chunk = Buffer.alloc(1024 * 1024)
      for (let i = 0; i < SIZE / chunk.length; i++) {
        for (let j = 0; j < chunk.length; j += 4) chunk.writeUInt32LE((Math.imul(i * chunk.length + j, 2654435761) ^ i) >>> 0, j)
        writeSync(fd, chunk)
        for (const [, h] of hashers) h.update(chunk)
        crc = crc32(chunk, crc)
      }
      closeSync(fd)
      for (const [id, h] of hashers) expected[id] = h.digest('hex')
      expected.crc32 = crc.toString(16).padStart(8, '0')
    })
    test.afterAll(() => rmSync(dir, { recursive: true, force: true }))

    test('hashes it with every algorithm in one read and matches node crypto; a second run is cancelled part way', async ({ page }) => {
      test.setTimeout(240_000)
      await page.getByRole('tab', { name: 'File Hash' }).click()
      await page.getByLabel('File to hash').setInputFiles(path)
      await expect(page.getByTestId('hash-file-info')).toHaveText('big.bin · 131,072.00 KiB (128 MiB)')
      await expect(page.getByRole('progressbar', { name: 'Hashing file...' })).toBeVisible()
      await expect(page.getByTestId('hash-file-rate')).toBeVisible({ timeout: 200_000 })
      for (const [id, hex] of Object.entries(expected)) await expect(fileDigest(page, id), id).toHaveText(hex)
      await expect(fileDigest(page, 'blake3')).toHaveText(/^[0-9a-f]{64}$/)
      await expect(fileDigest(page, 'xxhash64')).toHaveText(/^[0-9a-f]{16}$/)
      console.log(`[hash e2e] all ten algorithms, 128 MB: ${await page.getByTestId('hash-file-rate').textContent()}`)

      // The second run: cancel it once it is part way (polled often, so Cancel comes long before the end).
      await button(page, 'Hash Again').click()
      const bar = page.getByRole('progressbar', { name: 'Hashing file...' })
      await expect(bar).toBeVisible()
      await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0), { timeout: 60_000, intervals: [50] }).toBeGreaterThan(5)
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100)
      // A click that lands after the run has ended fails here, not at the test's 4-minute limit.
      await page.getByRole('button', { name: 'Cancel' }).click({ timeout: 20_000 })
      await expect(bar).toHaveCount(0)
      await expect(page.getByTestId('hash-file-rate')).toHaveCount(0)
      await expect(page.getByTestId('hash-file-hint')).toHaveText('Cancelled. Press Hash Again to hash the file.')
      await expect(fileDigest(page, 'sha256')).toHaveCount(0)
      await expect(button(page, 'Hash Again')).toBeEnabled()
    })

    test('SHA-256 alone: the throughput figure', async ({ page }) => {
      test.setTimeout(120_000)
      for (const id of ['MD5', 'SHA-512', 'SHA-1', 'SHA-384', 'SHA3-256', 'BLAKE2b-512', 'BLAKE3', 'CRC32', 'xxHash64']) await page.getByLabel(id, { exact: true }).uncheck()
      await page.getByRole('tab', { name: 'File Hash' }).click()
      await page.getByLabel('File to hash').setInputFiles(path)
      await expect(fileDigest(page, 'sha256')).toHaveText(expected.sha256!, { timeout: 100_000 })
      console.log(`[hash e2e] SHA-256 only, 128 MB: ${await page.getByTestId('hash-file-rate').textContent()}`)
    })
  })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'Text to hash', 'abc')
  await page.getByLabel('Expected digest (optional)').fill(node('md5', 'abc'))
  await button(page, 'Generate Hashes').click()
  await expect(digest(page, 'md5')).toBeVisible()
  // Measure the resting screen: no hover colour under the mouse, no toast fading in or out.
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectAxeClean(page)
})
