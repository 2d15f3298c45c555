import { expect, test, type Page } from '@playwright/test'
import { expectAxeClean, expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const INPUT = 'Text or URL to encode or decode'

test.beforeEach(async ({ page }) => {
  await page.goto('/#/url-encode')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('URL Encoder/Decoder')
})

test('Encode Component escapes reserved and non-ASCII characters', async ({ page }) => {
  await expect(page.getByText('The result appears here.')).toBeVisible()
  await setEditor(page, INPUT, 'a b&c=d/é?😀')
  await button(page, 'Encode Component').click()
  await expectToast(page, '✅ URL encoded successfully!')
  await expectEditorText(page, 'Result', 'a%20b%26c%3Dd%2F%C3%A9%3F%F0%9F%98%80')
})

test('empty input gets a clear error, never a success toast', async ({ page }) => {
  const cases = [
    ['Decode', '❌ Please enter text to decode'],
    ['Encode Component', '❌ Please enter text to encode'],
    ['Encode URI', '❌ Please enter a URL to encode'],
  ] as const
  for (const [action, message] of cases) {
    await button(page, action).click()
    await expectToast(page, message)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message.replace('❌ ', ''))
  }
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'successfully' })).toHaveCount(0)
})

test('Encode URI keeps the structure of an address', async ({ page }) => {
  await setEditor(page, INPUT, 'https://example.com/a b?q=é&x=1#top')
  await button(page, 'Encode URI').click()
  await expectToast(page, '✅ URI encoded successfully!')
  await expectEditorText(page, 'Result', 'https://example.com/a%20b?q=%C3%A9&x=1#top')
})

test('Decode reads UTF-8 percent-escapes', async ({ page }) => {
  await setEditor(page, INPUT, '%C3%A9%20%F0%9F%98%80%2Fx')
  await button(page, 'Decode').click()
  await expectToast(page, '✅ URL decoded successfully!')
  await expectEditorText(page, 'Result', 'é 😀/x')
})

test("a malformed escape gives '❌ Error decoding URL - invalid format' and names the sequence and where, inline too; the input stays", async ({ page }) => {
  await setEditor(page, INPUT, 'q=a%20b&%ZZ')
  await button(page, 'Decode').click()
  await expectToast(page, '❌ Error decoding URL - invalid format: %ZZ at character 9 is not % and two hex digits')
  await expect(page.getByRole('alert')).toHaveText('Error decoding URL - invalid format: %ZZ at character 9 is not % and two hex digits')
  await expectEditorText(page, INPUT, 'q=a%20b&%ZZ')
  await setEditor(page, INPUT, '100%25')
  await button(page, 'Decode').click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectEditorText(page, 'Result', '100%')
})

test("text that cannot be encoded (a lone surrogate) gives '❌ Error encoding URL' / '❌ Error encoding URI', naming it and where", async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('devtools-url-encoder', JSON.stringify({ input: 'broken \ud800 pair' })))
  await page.reload()
  await button(page, 'Encode Component').click()
  await expectToast(page, '❌ Error encoding URL')
  await expect(page.getByRole('alert')).toHaveText('Error encoding URL: U+D800 at character 8 is half of a character (a lone surrogate) and has no UTF-8 form')
  await button(page, 'Encode URI').click()
  await expectToast(page, '❌ Error encoding URI')
})

test('Ctrl/Cmd+Enter repeats the last action; the frame copies; the input persists as devtools-url-encoder', async ({ page }) => {
  await setEditor(page, INPUT, 'a%20b')
  await button(page, 'Decode').click()
  await expectEditorText(page, 'Result', 'a b')
  await setEditor(page, INPUT, 'c%20d')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectEditorText(page, 'Result', 'c d')
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expectToast(page, '✅ Copied to clipboard!')
  expect(await readClipboard(page)).toBe('c d')
  await page.reload()
  await expectEditorText(page, INPUT, 'c%20d')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-url-encoder')))!)).toEqual({ input: 'c%20d', plusAsSpace: false })
})

test("'+ as space' (off by default): form encoding both ways; Encode URI unchanged; the setting persists", async ({ page }) => {
  const option = page.getByLabel('+ as space (form encoding)')
  await expect(option).not.toBeChecked()
  // Off (SPEC): a plus is a plus.
  await setEditor(page, INPUT, 'a+b%20c')
  await button(page, 'Decode').click()
  await expectEditorText(page, 'Result', 'a+b c')

  await option.check()
  // A result made with the other setting is not kept.
  await expect(page.getByText('The result appears here.')).toBeVisible()
  await setEditor(page, INPUT, 'a+b%2Bc+%C3%A9')
  await button(page, 'Decode').click()
  await expectToast(page, '✅ URL decoded successfully!')
  await expectEditorText(page, 'Result', 'a b+c é')

  await setEditor(page, INPUT, "name=Ada Lovelace & it's (fine)!")
  await button(page, 'Encode Component').click()
  await expectEditorText(page, 'Result', 'name%3DAda+Lovelace+%26+it%27s+%28fine%29%21')
  expect(await page.evaluate(() => new URLSearchParams({ k: "name=Ada Lovelace & it's (fine)!" }).toString().slice(2))).toBe('name%3DAda+Lovelace+%26+it%27s+%28fine%29%21')

  await setEditor(page, INPUT, 'https://example.com/a b?q=1+2')
  await button(page, 'Encode URI').click()
  await expectEditorText(page, 'Result', 'https://example.com/a%20b?q=1+2')

  await page.reload()
  await expect(option).toBeChecked()
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-url-encoder')))!)).toMatchObject({ plusAsSpace: true })
})

test("'+ as space' on a large text (done in slices) gives the whole form-encoded result", async ({ page }) => {
  // 320 000 characters in, 480 000 out: the output is rewritten in more than one slice.
  const n = 80_000
  await page.evaluate((n) => localStorage.setItem('devtools-url-encoder', JSON.stringify({ input: 'a b!'.repeat(n), plusAsSpace: true })), n)
  await page.reload()
  await button(page, 'Encode Component').click()
  // A large job on a busy machine: allow it more than the default 10 s.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '✅ URL encoded successfully!' }).first()).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('ControlOrMeta+Shift+C')
  await expectToast(page, '✅ Copied to clipboard!')
  const copied = await readClipboard(page)
  expect(copied.length).toBe('a+b%21'.length * n)
  expect(copied === 'a+b%21'.repeat(n)).toBe(true)
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, INPUT, '%zz')
  await button(page, 'Decode').click()
  await expect(page.getByRole('alert')).toBeVisible()
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
