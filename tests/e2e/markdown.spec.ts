import { expect, test, type Page } from '@playwright/test'
import { collectErrors, editor, expectAxeClean, expectEditorText, expectToast, pasteText, readClipboard, setEditor } from './helpers'

const preview = (page: Page) => page.getByTestId('markdown-preview')
const NARROW = { width: 390, height: 844 }

test.beforeEach(async ({ page }) => {
  await page.goto('/#/markdown')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markdown Previewer')
})

test('at 1280x800 the editor and the preview sit side by side, both visible, no tabs (D33)', async ({ page }) => {
  await expect(page.getByRole('tab')).toHaveCount(0)
  const source = editor(page, 'Markdown')
  const panes = page.getByTestId('markdown-side-by-side')
  await expect(source).toBeVisible()
  await expect(page.getByText('No preview', { exact: true })).toBeVisible()
  await setEditor(page, 'Markdown', '# Side by side')
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Side by side')
  await expect(source).toBeVisible()
  const [left, right] = await Promise.all([
    page.getByRole('region', { name: 'Markdown', exact: true }).boundingBox(),
    page.getByRole('region', { name: 'Preview', exact: true }).boundingBox(),
  ])
  expect(left && right && left.x + left.width <= right.x).toBe(true)
  expect(left!.y).toBe(right!.y)
  await expect(panes).toBeVisible()
})

test("'No preview' when empty; GFM rendered live on every edit", async ({ page }) => {
  await expect(page.getByText('No preview', { exact: true })).toBeVisible()
  await setEditor(page, 'Markdown', '# Title\n\n**bold** and ~~gone~~\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n```js\nconst a = 1\n```')
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Title')
  await expect(preview(page).locator('strong')).toHaveText('bold')
  await expect(preview(page).locator('del')).toHaveText('gone')
  await expect(preview(page).getByRole('table')).toContainText('1')
  await expect(preview(page).locator('input[type=checkbox]')).toBeChecked()
  await expect(preview(page).locator('pre code')).toHaveText('const a = 1')
  await setEditor(page, 'Markdown', 'first')
  await expect(preview(page)).toHaveText('first')
  await editor(page, 'Markdown').click()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type(' second')
  await expect(preview(page)).toHaveText('first second')
})

test('a long table arrives in parts cut between rows that line up as one table, in light and dark (issue 32)', async ({ page }) => {
  const rows = Array.from({ length: 600 }, (_, i) => `| ${i} | name ${i} | \`code${i}\` | a longer note for row ${i} |`)
  await editor(page, 'Markdown').click()
  await pasteText(editor(page, 'Markdown'), ['| # | name | code | note |', '|---|---|---|---|', ...rows, '', '# After the table'].join('\n'))
  const p = preview(page)
  await expect(p.getByRole('heading', { level: 1 })).toHaveText('After the table')
  await expect(p.locator('table tr')).toHaveCount(601)
  const parts = p.locator('table')
  expect(await parts.count()).toBeGreaterThan(1)
  // Every part's first row has its cells where the head's cells are, as wide.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const columns = await parts.evaluateAll((tables) =>
      tables.map((t) => Array.from(t.querySelector('tr')!.children, (c) => `${Math.round(c.getBoundingClientRect().left)}+${Math.round(c.getBoundingClientRect().width)}`).join(' ')),
    )
    expect(new Set(columns).size, scheme).toBe(1)
  }
})

test('the empty editor shows its placeholder on real lines, with no literal \\n', async ({ page }) => {
  const placeholder = editor(page, 'Markdown').locator('.cm-placeholder')
  await expect(placeholder).toBeVisible()
  const text = await placeholder.evaluate((el) => (el as HTMLElement).innerText)
  expect(text).not.toContain('\\n')
  expect(text.split('\n')).toEqual(['# Hello', '', 'Write **markdown** here…'])
  const box = await placeholder.boundingBox()
  expect(box!.height).toBeGreaterThan(40)
})

test('GFM footnotes: references and back links survive the sanitizer and move within the preview', async ({ page }) => {
  await setEditor(page, 'Markdown', `# Notes\n\nA claim[^1] and another[^src].\n\n${'Filler paragraph.\n\n'.repeat(30)}[^1]: The first note.\n[^src]: A [source](https://example.com/src).`)
  const p = preview(page)
  const ref = p.locator('sup a').first()
  await expect(ref).toHaveText('1')
  await expect(ref).toHaveAttribute('href', '#footnote-1')
  await expect(ref).toHaveAttribute('id', 'user-content-footnote-ref-1')
  await expect(ref).toHaveAttribute('aria-describedby', 'user-content-footnote-label')
  await expect(p.locator('#user-content-footnote-label')).toHaveText('Footnotes')
  const note = p.locator('#user-content-footnote-1')
  await expect(note).toContainText('The first note.')
  await expect(p.locator('#user-content-footnote-src a[href="https://example.com/src"]')).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  await expect(note).not.toBeInViewport()
  await ref.click()
  await expect(note).toBeInViewport()
  await expect(note).toBeFocused()
  await expect(page).toHaveURL(/#\/markdown$/)
  await note.getByRole('link', { name: 'Back to reference 1' }).click()
  await expect(ref).toBeInViewport()
  await expect(ref).toBeFocused()
  await expect(page).toHaveURL(/#\/markdown$/)
})

test('a footnote label written to break out of its attributes adds nothing to the preview (D13)', async ({ page }) => {
  const label = `x" onmouseover="window.__pwned='footnote'" data-x="`
  await setEditor(page, 'Markdown', `Hostile[^${label}].\n\n[^${label}]: its note`)
  const p = preview(page)
  const back = p.getByRole('link', { name: /Back to reference/ })
  await expect(back).toBeVisible()
  await back.hover()
  await p.locator('sup a').hover()
  await page.waitForTimeout(200)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(await p.locator('[onmouseover], [data-x]').count()).toBe(0)
})

test('Copy HTML copies the sanitized HTML of the preview', async ({ page }) => {
  const copyHtml = page.getByRole('button', { name: 'Copy HTML' })
  await expect(copyHtml).toBeDisabled()
  await setEditor(page, 'Markdown', '# Title\n\nSee[^1] <img src=x onerror="alert(1)"> [bad](javascript:alert(1))\n\n[^1]: Note.')
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Title')
  await copyHtml.click()
  await expectToast(page, '✅ Copied to clipboard!')
  const html = await readClipboard(page)
  expect(html).toContain('<h1>Title</h1>')
  expect(html).toContain('href="#footnote-1"')
  expect(html).toContain('id="user-content-footnote-1"')
  expect(html).not.toMatch(/onerror|javascript:|<script/i)
  expect(html).toBe(await preview(page).innerHTML())
})

test.describe('at 390x844', () => {
  test.use({ viewport: NARROW })

  test('Editor and Preview are tabs; the preview follows the editor', async ({ page }) => {
    await expect(page.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('markdown-side-by-side')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Preview', exact: true })).toHaveCount(0)
    await page.getByRole('tab', { name: 'Preview' }).click()
    await expect(page.getByText('No preview', { exact: true })).toBeVisible()
    await expect(editor(page, 'Markdown')).toHaveCount(0)
    await page.getByRole('tab', { name: 'Editor' }).click()
    await setEditor(page, 'Markdown', '# Small screen\n\nNote[^a].\n\n[^a]: Here.')
    await page.getByRole('tab', { name: 'Preview' }).click()
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Small screen')
    await expect(preview(page).locator('#user-content-footnote-a')).toContainText('Here.')
    // Nothing overflows sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
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
  'A footnote with a hostile label[^x" onmouseover="window.__pwned=\'footnote\'].',
  '[^x" onmouseover="window.__pwned=\'footnote\']: its note',
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
  const p = preview(page)
  await expect(p.getByText('safe link')).toBeVisible()
  // Interact with what is left: hover, click the links that remain.
  await p.getByText('hover me').hover()
  for (const text of ['js link', 'md js link', 'md data link', 'vb link', 'data link']) {
    const link = p.getByText(text, { exact: true })
    if ((await link.count()) > 0) await link.first().click()
  }
  await p.locator('sup a').first().hover()
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(remote).toEqual([])
  // Nothing dangerous is left in the DOM.
  expect(await p.locator('script, iframe, object, embed, svg, math, form, input, style, meta, base, video').count()).toBe(0)
  expect(await p.locator('[onerror], [onload], [onmouseover], [ontoggle], [onfocus], [style], [srcset]').count()).toBe(0)
  const hrefs = await p.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs.filter((h) => !h?.includes('footnote'))).toEqual(['https://example.com'])
  expect(hrefs.filter((h) => h?.includes('footnote')).every((h) => /^#footnote-(ref-)?x%22%20onmouseover/.test(h!))).toBe(true)
  await expect(p.locator('a[href="https://example.com"]')).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  // Remote images became placeholders showing their address.
  await expect(p.locator('img')).toHaveCount(0)
  await expect(p.getByRole('img', { name: 'Image not loaded: remote' })).toContainText('https://evil.example/track.png')
  await expect(p.getByRole('img', { name: 'Image not loaded: raw' })).toContainText('https://evil.example/raw.png')
  // The app is still on its route.
  await expect(page).toHaveURL(/#\/markdown$/)
  expect(errors.filter((e) => !/Content Security Policy|Refused/.test(e))).toEqual([])
})

test('a document with <frameset> never breaks the screen: the rest of it is previewed, nothing typed is lost (issue 17)', async ({ page }) => {
  const errors = collectErrors(page)
  for (const doc of ['<frameset><frame src="https://evil.example/"></frameset>', '<frameset cols="50%,50%">\n\n# After', '# Before\n\n<html><frameset><frame></frameset></html>\n\ntext after']) {
    await setEditor(page, 'Markdown', doc)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(preview(page).locator('frameset, frame, iframe')).toHaveCount(0)
    await expectEditorText(page, 'Markdown', doc)
  }
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Before')
  await expect(preview(page)).toContainText('text after')
  await setEditor(page, 'Markdown', '# Still working')
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Still working')
  expect(errors).toEqual([])
})

test('past 256 KB the editor stops colouring Markdown, so keystrokes stay fast; back below, it colours again (issue 17)', async ({ page }) => {
  test.slow()
  const LIMIT = 256 * 1024
  const head = '<!-- note -->\n\n'
  const doc = (head + 'some words on a line\n'.repeat(LIMIT / 16)).slice(0, LIMIT - 1)
  // The comment on the first line is italic while the Markdown grammar colours the document.
  // (Scrolled to the top first: the editor draws only the lines in view; the poll reads again.)
  const commentStyle = () =>
    editor(page, 'Markdown').evaluate((content) => {
      content.closest('.cm-scroller')!.scrollTop = 0
      const line = content.querySelector('.cm-line')!
      const span = line.querySelector('span')
      return `${line.textContent} ${span ? getComputedStyle(span).fontStyle : 'plain'}`
    })
  // Pasted (the keyboard's insertText of 256 KB takes minutes in Chromium), as a user would.
  const source = editor(page, 'Markdown')
  await source.click()
  await page.keyboard.press('ControlOrMeta+A')
  await pasteText(source, doc)
  await expect.poll(commentStyle, { timeout: 20_000 }).toBe('<!-- note --> italic')
  // Two keystrokes at the end: 256 KB + 1 character, and the colouring goes.
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type('xy')
  await expect.poll(commentStyle).toBe('<!-- note --> plain')
  await page.keyboard.type('z')
  await expect.poll(commentStyle).toBe('<!-- note --> plain')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await expect.poll(commentStyle, { timeout: 20_000 }).toBe('<!-- note --> italic')
})

test('persists as devtools-markdown-previewer', async ({ page }) => {
  await setEditor(page, 'Markdown', '# saved')
  await page.reload()
  await expectEditorText(page, 'Markdown', '# saved')
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('devtools-markdown-previewer')))!)).toEqual({ markdown: '# saved' })
})

test(`axe finds no serious or critical violation (light and dark)`, async ({ page }) => {
  await setEditor(page, 'Markdown', '# Heading\n\nText with a [link](https://example.com) and `code`.[^1]\n\n![img](https://x.example/a.png)\n\n[^1]: A footnote.')
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Heading')
  await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText('Footnotes')
  await page.mouse.move(0, 0)
  await expectAxeClean(page)
})
