import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { editor, expectEditorText, expectToast, pasteText, readClipboard, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

test.beforeEach(async ({ page }) => {
  await page.goto('/#/base64')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base64 Encoder/Decoder')
})

test('has Encode and Decode tabs', async ({ page }) => {
  await expect(page.getByRole('tab', { name: 'Encode' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('tab', { name: 'Decode' }).click()
  await expect(page.getByRole('tab', { name: 'Decode' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('The decoded text appears here. Press Decode.')).toBeVisible()
})

for (const text of ['hello', 'héllo wörld — ñ ß ç', '😀👍🏽 👨‍👩‍👧 日本語', 'line one\nline two']) {
  test(`encodes and decodes ${JSON.stringify(text)} (UTF-8 safe)`, async ({ page }) => {
    await setEditor(page, 'Text to encode', text)
    await button(page, 'Encode').click()
    await expectEditorText(page, 'Base64 output', b64(text))
    await page.getByRole('tab', { name: 'Decode' }).click()
    await setEditor(page, 'Base64 to decode', b64(text))
    await button(page, 'Decode').click()
    await expectEditorText(page, 'Text output', text)
  })
}

test("shows 'Invalid Base64 string' for bad input, and clears it on the next good attempt", async ({ page }) => {
  await page.getByRole('tab', { name: 'Decode' }).click()
  await setEditor(page, 'Base64 to decode', 'this is not base64!')
  await button(page, 'Decode').click()
  await expect(page.getByRole('alert')).toHaveText('Invalid Base64 string')
  await expectEditorText(page, 'Base64 to decode', 'this is not base64!')
  await setEditor(page, 'Base64 to decode', 'aGk')
  await button(page, 'Decode').click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectEditorText(page, 'Text output', 'hi')
})

test("shows 'Failed to encode text' for text with no UTF-8 form (a lone surrogate)", async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('devtools-base64', JSON.stringify({ textInput: 'broken \ud800 pair', base64Input: '' })))
  await page.reload()
  await button(page, 'Encode').click()
  await expect(page.getByRole('alert')).toHaveText('Failed to encode text')
})

test('decodes URL-safe, unpadded base64; bytes that are not text are said as binary with a hex view, not mojibake', async ({ page }) => {
  await page.getByRole('tab', { name: 'Decode' }).click()
  await setEditor(page, 'Base64 to decode', 'w6k_-A')
  await button(page, 'Decode').click()
  await expect(page.getByTestId('binary-label')).toHaveText('Binary data, 4 bytes, type unknown')
  // `hexdump -C` of the same bytes.
  await expect(page.getByLabel('Hex view')).toHaveText('00000000  c3 a9 3f f8                                       |..?.|\n00000004')
  await expect(editor(page, 'Text output')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Use output as input' }).last()).toBeDisabled()
})

/** A real 1x1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

test('decoded binary downloads as a file with the exact bytes, named from its magic bytes', async ({ page }) => {
  const download = button(page, 'Download decoded bytes')
  await page.getByRole('tab', { name: 'Decode' }).click()
  // Text: no download offered.
  await setEditor(page, 'Base64 to decode', b64('plain text'))
  await button(page, 'Decode').click()
  await expectEditorText(page, 'Text output', 'plain text')
  await expect(download).toHaveCount(0)

  for (const [input, name] of [
    [PNG_1X1, 'decoded.png'],
    [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1').toString('base64'), 'decoded.pdf'],
    ['w6k_-A', 'decoded.bin'],
  ] as const) {
    await setEditor(page, 'Base64 to decode', input)
    await button(page, 'Decode').click()
    await expect(page.getByTestId('binary-label')).toContainText(`Binary data, ${Buffer.from(input, 'base64').length} bytes, `)
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toBe(name)
    expect(Buffer.compare(await readFile((await file.path())!), Buffer.from(input, 'base64'))).toBe(0)
  }
})

test('uses the output as the other direction’s input', async ({ page }) => {
  await setEditor(page, 'Text to encode', 'round trip')
  await button(page, 'Encode').click()
  await expectEditorText(page, 'Base64 output', b64('round trip'))
  await page.getByRole('button', { name: 'Use output as input' }).first().click()
  await expect(page.getByRole('tab', { name: 'Decode' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectEditorText(page, 'Text output', 'round trip')
})

test('Ctrl/Cmd+Enter encodes; the frame copies the result', async ({ page }) => {
  await setEditor(page, 'Text to encode', 'copy me')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectEditorText(page, 'Base64 output', b64('copy me'))
  await page.getByRole('main').getByRole('button', { name: 'Copy' }).first().click()
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe(b64('copy me'))
})

test('persists textInput and base64Input as devtools-base64', async ({ page }) => {
  await setEditor(page, 'Text to encode', 'kept text')
  await page.getByRole('tab', { name: 'Decode' }).click()
  await setEditor(page, 'Base64 to decode', 'a2VwdA==')
  await page.reload()
  await expectEditorText(page, 'Text to encode', 'kept text')
  await page.getByRole('tab', { name: 'Decode' }).click()
  await expectEditorText(page, 'Base64 to decode', 'a2VwdA==')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-base64')))!)).toEqual({ textInput: 'kept text', base64Input: 'a2VwdA==' })
})

// 3.2 M characters (4.4 MB of UTF-8): over the editor's summary card (LARGE_INPUT_CHARS, 2 M), the
// storage limit (MAX_STORED_CHARS, 1 M) and the output preview (LARGE_OUTPUT_CHARS, 1 M); every
// size goes through the codec worker, so a bigger file adds time, not coverage.
test('encodes a 4 MB text file in the worker', async ({ page }) => {
  const text = 'ünïcödé text 😀 '.repeat(200_000)
  await page.locator('input[type=file]').first().setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(text) })
  await expect(page.getByRole('status').filter({ hasText: 'Not saved in this browser' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Text to encode' })).toContainText('Every action works on the whole input.')
  await button(page, 'Encode').click()
  await expect(page.getByText(/^Showing the first .* Copy and Download give the whole result\.$/)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('main').getByRole('button', { name: 'Copy' }).first().click()
  await expectToast(page, '✅ Copied to clipboard!')
  const copied = await readClipboard(page)
  expect(copied.length).toBe(b64(text).length)
  expect(copied.slice(-64)).toBe(b64(text).slice(-64))
})

test('issue 32: content sent from the palette replaces the input with a toast, and Undo brings the old input back', async ({ page }) => {
  await page.getByRole('tab', { name: 'Decode' }).click()
  await setEditor(page, 'Base64 to decode', b64('my own text'))
  await page.keyboard.press('ControlOrMeta+K')
  const search = page.getByRole('combobox', { name: 'Search tools, categories and actions' })
  await expect(search).toBeFocused()
  await pasteText(search, b64('pasted text'))
  const detected = page.getByRole('dialog').locator('[cmdk-group]').filter({ has: page.locator('[cmdk-group-heading]:text-is("Detected")') })
  await detected.getByRole('option').filter({ hasText: 'Base64' }).first().click()
  await expectEditorText(page, 'Base64 to decode', b64('pasted text'))
  await expectEditorText(page, 'Text output', 'pasted text')
  const replaced = page.locator('[data-sonner-toast]').filter({ hasText: 'Your previous input was replaced' })
  await replaced.getByRole('button', { name: 'Undo' }).click()
  await expectEditorText(page, 'Base64 to decode', b64('my own text'))
  await expectEditorText(page, 'Text output', 'my own text')
})
