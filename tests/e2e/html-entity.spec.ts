import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { expectEditorText, expectToast, setEditor } from './helpers'

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

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await setEditor(page, INPUT, '<b>')
    await button(page, 'Encode').click()
    await expectEditorText(page, 'Result', '&lt;b&gt;')
    await page.mouse.move(0, 0)
    const results = await new AxeBuilder({ page }).analyze()
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
