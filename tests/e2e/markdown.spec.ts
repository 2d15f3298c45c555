import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, expectEditorText, setEditor } from './helpers'

const preview = (page: Page) => page.getByTestId('markdown-preview')
const showPreview = (page: Page) => page.getByRole('tab', { name: 'Preview' }).click()
const showEditor = (page: Page) => page.getByRole('tab', { name: 'Editor' }).click()

test.beforeEach(async ({ page }) => {
  await page.goto('/#/markdown')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markdown Previewer')
})

test("Editor and Preview tabs; 'No preview' when empty; GFM rendered", async ({ page }) => {
  await expect(page.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true')
  await showPreview(page)
  await expect(page.getByText('No preview', { exact: true })).toBeVisible()
  await showEditor(page)
  await setEditor(page, 'Markdown', '# Title\n\n**bold** and ~~gone~~\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n```js\nconst a = 1\n```')
  await showPreview(page)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Title')
  await expect(preview(page).locator('strong')).toHaveText('bold')
  await expect(preview(page).locator('del')).toHaveText('gone')
  await expect(preview(page).getByRole('table')).toContainText('1')
  await expect(preview(page).locator('input[type=checkbox]')).toBeChecked()
  await expect(preview(page).locator('pre code')).toHaveText('const a = 1')
})

test('re-renders on every edit', async ({ page }) => {
  await setEditor(page, 'Markdown', 'first')
  await showPreview(page)
  await expect(preview(page)).toHaveText('first')
  await showEditor(page)
  await page.locator('.cm-content[aria-label="Markdown"]').click()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type(' second')
  await showPreview(page)
  await expect(preview(page)).toHaveText('first second')
})

const XSS = [
  '<a id="safe" href="https://example.com">safe link</a>',
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned=\'onerror\'">',
  '<svg onload="window.__pwned=\'svg\'"><script>window.__pwned="svg-script"</script></svg>',
  '<svg><a xlink:href="javascript:window.__pwned=\'svg-link\'"><text x="0" y="15">svg link</text></a></svg>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<object data="javascript:window.__pwned=1"></object><embed src="javascript:window.__pwned=1">',
  '<a id="js-link" href="javascript:window.__pwned=\'link\'">js link</a>',
  '[md js link](javascript:window.__pwned=\'md-link\')',
  '[md data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a id="vb-link" href="vbscript:msgbox(1)">vb link</a>',
  '<a id="data-link" href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<div onmouseover="window.__pwned=\'hover\'" id="hover-me">hover me</div>',
  '<details open ontoggle="window.__pwned=\'toggle\'"><summary>s</summary>x</details>',
  '<form action="javascript:window.__pwned=1"><button id="form-btn">go</button></form>',
  '<input autofocus onfocus="window.__pwned=\'focus\'">',
  '<p style="background:url(https://evil.example/style)">styled</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<base href="javascript:window.__pwned=1//">',
  '![remote](https://evil.example/track.png)',
  '<img src="https://evil.example/raw.png" alt="raw">',
  '<img srcset="https://evil.example/set.png 1x" alt="set">',
  '<video poster="https://evil.example/poster.png"></video>',
  // Last, because an unclosed <style> swallows the rest of the document as raw HTML.
  '<style>@import "https://evil.example/x.css"; body{background:url(https://evil.example/bg)}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'">',
].join('\n\n')

test('a document full of XSS payloads runs no script, opens no dialog and loads nothing remote (D13)', async ({ page }) => {
  const errors = collectErrors(page)
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  const remote: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) remote.push(r.url())
  })
  await setEditor(page, 'Markdown', XSS)
  await showPreview(page)
  const p = preview(page)
  await expect(p.getByText('safe link')).toBeVisible()
  // Interact with what is left: hover, click the links that remain.
  await p.getByText('hover me').hover()
  for (const text of ['js link', 'md js link', 'md data link', 'vb link', 'data link']) {
    const link = p.getByText(text, { exact: true })
    if ((await link.count()) > 0) await link.first().click()
  }
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(remote).toEqual([])
  // Nothing dangerous is left in the DOM.
  expect(await p.locator('script, iframe, object, embed, svg, math, form, input, style, meta, base, video').count()).toBe(0)
  expect(await p.locator('[onerror], [onload], [onmouseover], [ontoggle], [onfocus], [style], [srcset]').count()).toBe(0)
  const hrefs = await p.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(['https://example.com'])
  await expect(p.locator('a[href="https://example.com"]')).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  // Remote images became placeholders showing their address.
  await expect(p.locator('img')).toHaveCount(0)
  await expect(p.getByRole('img', { name: 'Image not loaded: remote' })).toContainText('https://evil.example/track.png')
  await expect(p.getByRole('img', { name: 'Image not loaded: raw' })).toContainText('https://evil.example/raw.png')
  // The app is still on its route.
  await expect(page).toHaveURL(/#\/markdown$/)
  expect(errors.filter((e) => !/Content Security Policy|Refused/.test(e))).toEqual([])
})

test('persists as devtools-markdown-previewer', async ({ page }) => {
  await setEditor(page, 'Markdown', '# saved')
  await page.reload()
  await expectEditorText(page, 'Markdown', '# saved')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-markdown-previewer')))!)).toEqual({ markdown: '# saved' })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await setEditor(page, 'Markdown', '# Heading\n\nText with a [link](https://example.com) and `code`.\n\n![img](https://x.example/a.png)')
    await showPreview(page)
    await expect(preview(page).getByRole('heading')).toHaveText('Heading')
    await page.mouse.move(0, 0)
    const r = await new AxeBuilder({ page }).analyze()
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
