import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { expectEditorText, expectToast, readClipboard, setEditor } from './helpers'

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

test("a malformed escape gives '❌ Error decoding URL - invalid format', inline too; the input stays", async ({ page }) => {
  await setEditor(page, INPUT, '100%')
  await button(page, 'Decode').click()
  await expectToast(page, '❌ Error decoding URL - invalid format')
  await expect(page.getByRole('alert')).toHaveText('Error decoding URL - invalid format')
  await expectEditorText(page, INPUT, '100%')
  await setEditor(page, INPUT, '100%25')
  await button(page, 'Decode').click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectEditorText(page, 'Result', '100%')
})

test("text that cannot be encoded (a lone surrogate) gives '❌ Error encoding URL' / '❌ Error encoding URI'", async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('devtools-url-encoder', JSON.stringify({ input: 'broken \ud800 pair' })))
  await page.reload()
  await button(page, 'Encode Component').click()
  await expectToast(page, '❌ Error encoding URL')
  await expect(page.getByRole('alert')).toHaveText('Error encoding URL')
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
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-url-encoder')))!)).toEqual({ input: 'c%20d' })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await setEditor(page, INPUT, '%zz')
    await button(page, 'Decode').click()
    await expect(page.getByRole('alert')).toBeVisible()
    await page.mouse.move(0, 0)
    const results = await new AxeBuilder({ page }).analyze()
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
