import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'
import type { DOMPurify } from 'dompurify'
import { renderMarkdown } from '../../src/workers/format/markdown.impl'
import { DOMPURIFY_REFERENCE } from '../../src/workers/markdown/html-sanitize.cases'
import { sanitizeHtml } from '../../src/workers/markdown/html-sanitize'
import { collectErrors, editor } from './helpers'

/**
 * Issue 17: the Markdown preview of a large document, and the worker's sanitizer against DOMPurify
 * running live on the page (the sanitizer the preview used before, with its configuration).
 */
const preview = (page: Page) => page.getByTestId('markdown-preview')

test.beforeEach(async ({ page }) => {
  await page.goto('/#/markdown')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markdown Previewer')
})

/** About `size` characters of Markdown in the shapes that used to freeze the page, ending with a heading. */
function largeDocument(size: number): string {
  const parts: string[] = []
  let n = 0
  let length = 0
  const push = (s: string) => {
    parts.push(s)
    length += s.length + 2
  }
  // A long paragraph of inline runs, a long table, a long list, raw HTML, then short blocks to the size.
  push(Array.from({ length: 6000 }, (_, i) => `*run ${i}* **strong** \`code ${i}\` [link](https://example.com/${i}) plain words`).join(' '))
  push(['| # | name | code |', '|---|---|---|', ...Array.from({ length: 2500 }, (_, i) => `| ${i} | *name ${i}* | \`c${i}\` |`)].join('\n'))
  push(Array.from({ length: 3000 }, (_, i) => `${'  '.repeat(i % 6)}- item ${i} with [a link](https://example.com/l${i})`).join('\n'))
  push(Array.from({ length: 800 }, (_, i) => `<div class="n"><span title="t${i}">raw ${i}</span> <img src="https://img.example/${i}.png" alt="i${i}"> <a href="javascript:alert(${i})">x</a></div>`).join('\n\n'))
  while (length < size) push(n++ % 3 ? `Paragraph ${n} with *emphasis*, \`code\` and a [link](https://example.com/${n}).` : `## Section ${n}`)
  return `${parts.join('\n\n')}\n\n# The last heading\n`
}

/** The preview's last block (inside its last chunk when it is long) and whether it is complete, read cheaply. */
const lastBlock = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('[data-testid="markdown-preview"]')
    let node = el?.lastElementChild ?? null
    // A long preview sits in chunks; the last one may hold only the newline after the last block.
    while (node?.classList.contains('md-chunk')) node = node.lastElementChild ?? node.previousElementSibling
    return `${el?.getAttribute('aria-busy') === 'false' ? 'done' : 'busy'} ${node?.tagName} ${node?.textContent}`
  })

test('a 1 MB document previews in full, painted in chunks, and an edit replaces only what changed (issue 17, D30)', async ({ page }) => {
  test.slow()
  const errors = collectErrors(page)
  const doc = largeDocument(1024 * 1024)
  expect(doc.length).toBeGreaterThan(1024 * 1024)
  // Every main-thread task over 50 ms from here on, recorded for the report.
  // While it watches, the test only polls cheap checks: Playwright's text and role locators walk the
  // whole preview on the page's main thread, which would be long tasks of the test's own.
  // Playwright's setInputFiles builds the File inside the page (base64-decoding 1 MB in one task:
  // 0.2 s here, 1 s under CI load). That task is the test's own: it is the one the input's change
  // event is dispatched in, and it is left out.
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __changedAt: number[] }
    w.__longTasks = []
    w.__changedAt = []
    document.addEventListener('change', (e) => (e.target as HTMLInputElement).type === 'file' && w.__changedAt.push(performance.now()), { capture: true })
    new PerformanceObserver((list) => w.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask' })
  })
  await page.locator('input[type=file]').setInputFiles({ name: 'large.md', mimeType: 'text/markdown', buffer: Buffer.from(doc) })
  // The preview ends with the document's last heading.
  await expect.poll(() => lastBlock(page), { timeout: 90_000, intervals: [250] }).toBe('done H1 The last heading')

  // Typing at the end re-renders, and replaces only what changed.
  const p = preview(page)
  const table = await p.locator('table').first().elementHandle()
  await editor(page, 'Markdown').click()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.type('\n\nAdded')
  await expect.poll(() => lastBlock(page), { timeout: 90_000, intervals: [250] }).toBe('done P Added')
  expect(await table!.evaluate((t) => t.isConnected)).toBe(true)

  const { tasks, changedAt } = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __changedAt: number[] }
    return { tasks: w.__longTasks, changedAt: w.__changedAt }
  })
  expect(changedAt).toHaveLength(1)
  const harness = (t: { start: number; duration: number }) => t.start <= changedAt[0]! && changedAt[0]! <= t.start + t.duration
  // How long the page's tasks were is the bench's to measure (`npm run bench -- --case markdown`,
  // longest frame gap): under CI's load a 130 ms task was seen as 1.4 s, so the run only records
  // them. What keeps each task short is asserted instead: the preview is painted in many chunks.
  const longest = Math.max(0, ...tasks.filter((t) => !harness(t)).map((t) => Math.round(t.duration)))
  test.info().annotations.push({ type: 'longest main-thread task (ms)', description: String(longest) })
  expect(await p.locator(':scope > .md-chunk').count()).toBeGreaterThan(20)

  // The whole document is there, sanitized.
  await expect(p.locator('table tr')).toHaveCount(2501)
  await expect(p.locator('[role="img"][aria-label="Image not loaded: i799"]')).toHaveCount(1)
  expect(await p.locator('img, script, [onerror], a[href^="javascript:"]').count()).toBe(0)
  expect(errors).toEqual([])
})

test.describe('the worker sanitizer against DOMPurify on the page', () => {
  test.use({ bypassCSP: true })

  test('gives what DOMPurify gives, for every recorded input and for a hostile document previewed through the app', async ({ page }) => {
    const require = createRequire(import.meta.url)
    await page.addScriptTag({ path: require.resolve('dompurify/dist/purify.min.js') })
    // The preview's DOMPurify configuration and hooks before issue 17 (bench/page/markdown-purify.ts).
    const reference = (inputs: string[]) => {
      const purify = (window as unknown as { DOMPurify: (w: Window) => DOMPurify }).DOMPurify(window)
      const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^:]*$)/i
      const isLocalImage = (src: string) => /^(?:data:image\/(?:png|gif|jpe?g|webp|avif|bmp);|blob:)/i.test(src.trim())
      const refs = ['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-owns', 'aria-flowto', 'aria-activedescendant', 'aria-details', 'aria-errormessage']
      purify.addHook('afterSanitizeAttributes', (node) => {
        const el = node as Element
        for (const name of refs) {
          const value = el.getAttribute?.(name)
          if (value)
            el.setAttribute(
              name,
              value
                .split(/\s+/)
                .filter(Boolean)
                .map((id) => (id.startsWith('user-content-') ? id : `user-content-${id}`))
                .join(' '),
            )
        }
        if (el.tagName === 'A') {
          const href = el.getAttribute('href')
          if (href !== null && !SAFE_LINK.test(href.trim())) el.removeAttribute('href')
          else if (href && !href.startsWith('#')) {
            el.setAttribute('target', '_blank')
            el.setAttribute('rel', 'noopener noreferrer nofollow')
          }
        } else if (el.tagName === 'IMG') {
          const src = el.getAttribute('src') ?? ''
          if (!isLocalImage(src)) {
            el.removeAttribute('src')
            el.setAttribute('data-remote-src', src)
          }
        }
      })
      const config = {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'button', 'textarea', 'select', 'option', 'video', 'audio', 'source', 'track', 'picture', 'iframe', 'frame', 'frameset', 'object', 'embed', 'link', 'meta', 'base', 'template', 'dialog'],
        FORBID_ATTR: ['style', 'srcset', 'poster', 'background', 'formaction', 'action', 'ping', 'lowsrc', 'dynsrc', 'autofocus'],
        ALLOW_DATA_ATTR: false,
        ADD_ATTR: ['data-remote-src', 'target'],
        SANITIZE_NAMED_PROPS: true,
        RETURN_DOM_FRAGMENT: true,
      }
      return inputs.map((html) => {
        const sanitize = (markup: string) => purify.sanitize(markup, config) as unknown as DocumentFragment | null
        let fragment = sanitize(html)
        if (!fragment) {
          // A document beginning with <frameset>: sanitized again behind an empty <pre>, which is taken out.
          fragment = sanitize(`<pre></pre>${html}`) ?? document.createDocumentFragment()
          if (fragment.firstChild?.nodeName === 'PRE' && !fragment.firstChild.hasChildNodes()) fragment.firstChild.remove()
        }
        for (const img of Array.from(fragment.querySelectorAll('img[data-remote-src]'))) {
          const src = img.getAttribute('data-remote-src') ?? ''
          const alt = img.getAttribute('alt') ?? ''
          const box = document.createElement('span')
          box.className = 'md-remote-image'
          box.setAttribute('role', 'img')
          box.setAttribute('aria-label', alt ? `Image not loaded: ${alt}` : 'Image not loaded')
          const label = document.createElement('span')
          label.className = 'md-remote-image-label'
          label.textContent = `Image not loaded${alt ? `: ${alt}` : ''}`
          const code = document.createElement('code')
          code.textContent = src
          box.append(label, ' ', code)
          img.replaceWith(box)
        }
        for (const input of Array.from(fragment.querySelectorAll('input'))) {
          if (input.getAttribute('type') === 'checkbox') input.setAttribute('disabled', '')
          else input.remove()
        }
        const box = document.createElement('div')
        box.append(fragment)
        return box.innerHTML
      })
    }

    // 1. Every recorded input: DOMPurify today gives what was recorded, and so does the worker.
    const inputs = DOMPURIFY_REFERENCE.map(([input]) => input)
    const live = await page.evaluate(reference, inputs)
    expect(live).toEqual(DOMPURIFY_REFERENCE.map(([, sanitized]) => sanitized))
    expect(inputs.map(sanitizeHtml)).toEqual(live)

    // 2. A hostile document through the app: the preview shows what DOMPurify makes of marked's HTML.
    const doc = [
      '# Hostile',
      'Text with <b onclick="alert(1)">bold</b>, [a js link](javascript:alert(1)) and ![remote](https://evil.example/t.png).',
      '<div onmouseover="alert(1)" style="color:red" id="d">div</div>',
      '<a href="jav&#x09;ascript:alert(1)">entity link</a> <a href="https://example.com" target="_self">web</a>',
      '<svg><script>alert(1)</script></svg><math><mi>x</mi></math><iframe src="javascript:alert(1)"></iframe>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" onload="alert(1)"> <img srcset="https://evil.example/1.png 2x" alt="s">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><form action="javascript:alert(1)"><input name="q"><button>go</button></form>',
      '- [x] done\n- [ ] todo',
      'A note[^n].\n\n[^n]: The note.',
    ].join('\n\n')
    const rendered = renderMarkdown({ text: doc })
    expect(rendered.ok).toBe(true)
    const [expected] = await page.evaluate(reference, [rendered.ok ? rendered.html : ''])
    await page.locator('input[type=file]').setInputFiles({ name: 'hostile.md', mimeType: 'text/markdown', buffer: Buffer.from(doc) })
    const p = preview(page)
    await expect(p.getByRole('heading', { level: 2, name: 'Footnotes' })).toBeAttached()
    await expect(p).toHaveAttribute('aria-busy', 'false')
    expect(await p.innerHTML()).toBe(expected)
  })
})
