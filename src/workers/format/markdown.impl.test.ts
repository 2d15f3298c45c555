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

  it('renders GFM footnotes as GitHub does: numbered references, a Footnotes section, back links', () => {
    const r = renderMarkdown({ text: 'Text[^1] and again[^note] and[^1].\n\n[^1]: First **note**.\n[^note]: Second' })
    expect(r.ok && r.html).toBe(
      '<p>Text<sup><a id="footnote-ref-1" href="#footnote-1" data-footnote-ref aria-describedby="footnote-label">1</a></sup>' +
        ' and again<sup><a id="footnote-ref-note" href="#footnote-note" data-footnote-ref aria-describedby="footnote-label">2</a></sup>' +
        ' and<sup><a id="footnote-ref-1-2" href="#footnote-1" data-footnote-ref aria-describedby="footnote-label">1</a></sup>.</p>\n' +
        '<section class="footnotes" data-footnotes>\n<h2 id="footnote-label" class="md-footnotes-heading">Footnotes</h2>\n<ol>\n' +
        '<li id="footnote-1">\n<p>First <strong>note</strong>. <a href="#footnote-ref-1" data-footnote-backref aria-label="Back to reference 1">↩</a>' +
        ' <a href="#footnote-ref-1-2" data-footnote-backref aria-label="Back to reference 1">↩<sup>2</sup></a></p>\n</li>\n' +
        '<li id="footnote-note">\n<p>Second <a href="#footnote-ref-note" data-footnote-backref aria-label="Back to reference note">↩</a></p>\n</li>\n' +
        '</ol>\n</section>\n',
    )
  })
  it('leaves a reference without a definition as text, and documents without footnotes untouched, parse after parse', () => {
    expect(renderMarkdown({ text: 'Missing[^zz] ref' })).toEqual({ ok: true, html: '<p>Missing[^zz] ref</p>\n' })
    // The extension keeps state between parses: a document with footnotes must not leak into the next.
    renderMarkdown({ text: 'A[^x]\n\n[^x]: y' })
    expect(renderMarkdown({ text: 'plain' })).toEqual({ ok: true, html: '<p>plain</p>\n' })
    const again = renderMarkdown({ text: 'B[^y]\n\n[^y]: z' })
    expect(again.ok && again.html).toContain('<li id="footnote-y">')
    expect(again.ok && again.html).not.toContain('footnote-x')
    expect(again.ok && (again.html.match(/<section/g) ?? []).length).toBe(1)
  })
})
