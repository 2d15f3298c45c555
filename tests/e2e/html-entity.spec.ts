import { expect, test, type Page } from '@playwright/test'
import { expectAxeClean, expectEditorText, expectToast, setEditor } from './helpers'

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const INPUT = 'Text or HTML to encode or decode'

test.beforeEach(async ({ page }) => {
  await page.goto('/#/html-entity')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HTML Entity Encoder/Decoder')
})

test('encodes the six characters of SPEC', async ({ page }) => {
  await expect(page.getByText('The result appears here. Press Encode or Decode.')).toBeVisible()
  await setEditor(page, INPUT, `<a href="x">Tom & Jerry's\u00a0show</a> é`)
  await button(page, 'Encode').click()
  await expectToast(page, '✅ HTML entities encoded successfully!')
  await expectEditorText(page, 'Result', '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&nbsp;show&lt;/a&gt; é')
})

test('decodes named and numeric entities in one pass, as text (never as HTML)', async ({ page }) => {
  await setEditor(page, INPUT, '&lt;img src=x onerror=alert(1)&gt; &#39;a&#x27; &quot;b&quot; &amp;lt; &#128512;')
  await button(page, 'Decode').click()
  await expectToast(page, '✅ HTML entities decoded successfully!')
  await expectEditorText(page, 'Result', `<img src=x onerror=alert(1)> 'a' "b" &lt; 😀`)
  await expect(page.locator('main img')).toHaveCount(0)
})

test("decodes every HTML5 named entity, as Chromium's own HTML parser reads them", async ({ page }) => {
  const sample = 'caf&eacute; &copy; 2024&hellip; &mdash; &Agrave;&frac12;&rarr;&hearts; &NotEqualTilde; &fjlig; &amp;lt; &#x1F600; &#128;'
  // The reference: the browser's own parser (a DOMParser document runs no script and loads nothing).
  const reference = await page.evaluate((html) => new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body.textContent, sample)
  expect(reference).toBe('café © 2024… — À½→♥ \u2242\u0338 fj &lt; 😀 €')
  await setEditor(page, INPUT, sample)
  await button(page, 'Decode').click()
  await expectToast(page, '✅ HTML entities decoded successfully!')
  await expectEditorText(page, 'Result', reference!)
  // A name that is not an entity, and one without its semicolon, stay as typed.
  await setEditor(page, INPUT, '&notanentity; &copy 2024')
  await button(page, 'Decode').click()
  await expectEditorText(page, 'Result', '&notanentity; &copy 2024')
})

test('empty input gets a clear error, never a success toast', async ({ page }) => {
  for (const [action, message] of [['Encode', '❌ Please enter text to encode'], ['Decode', '❌ Please enter text to decode']] as const) {
    await button(page, action).click()
    await expectToast(page, message)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(message.replace('❌ ', ''))
  }
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'successfully' })).toHaveCount(0)
  await expect(page.getByText('The result appears here. Press Encode or Decode.')).toBeVisible()
})

test('Ctrl/Cmd+Enter repeats the last action; the input persists as devtools-html-entity', async ({ page }) => {
  await setEditor(page, INPUT, '&amp;')
  await button(page, 'Decode').click()
  await expectEditorText(page, 'Result', '&')
  await setEditor(page, INPUT, '&gt;')
  await page.keyboard.press('ControlOrMeta+Enter')
  await expectEditorText(page, 'Result', '>')
  await page.reload()
  await expectEditorText(page, INPUT, '&gt;')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-html-entity')))!)).toEqual({ input: '&gt;' })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, INPUT, '<b>')
  await button(page, 'Encode').click()
  await expectEditorText(page, 'Result', '&lt;b&gt;')
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
