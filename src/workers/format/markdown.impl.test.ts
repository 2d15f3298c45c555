import { describe, expect, it } from 'vitest'
import { marked } from 'marked'
import { renderMarkdown } from './markdown.impl'

describe('markdown rendering (marked, GFM)', () => {
  it("renders GitHub-flavoured markdown exactly as marked's default GFM renderer does", () => {
    const md = '# Title\n\nSome *em* and **strong** and `code`.\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~gone~~ https://example.com\n\n```js\nconst a = 1\n```\n\n> quote'
    expect(renderMarkdown({ text: md })).toEqual({ ok: true, html: marked.parse(md, { gfm: true, async: false }) })
  })
  it('replaces remote images with a placeholder that shows the address and never loads it', () => {
    const r = renderMarkdown({ text: '![logo](https://evil.example/track.png "t") ![rel](img/a.png)' })
    expect(r.ok).toBe(true)
    const html = r.ok ? r.html : ''
    expect(html).not.toMatch(/<img/)
    expect(html).toContain('<code>https://evil.example/track.png</code>')
    expect(html).toContain('Image not loaded: logo')
    expect(html).toContain('<code>img/a.png</code>')
  })
  it('keeps inline data: images, escaping the address', () => {
    const r = renderMarkdown({ text: '![dot](data:image/png;base64,iVBORw0KGgo=)' })
    expect(r.ok && r.html).toBe('<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"></p>\n')
  })
  it('renders an empty document as empty', () => {
    expect(renderMarkdown({ text: '' })).toEqual({ ok: true, html: '' })
  })
})
