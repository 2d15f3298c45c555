import { describe, expect, it } from 'vitest'
import { marked } from 'marked'
import { parseBody, sanitizeHtml, sanitizeTree, type HElement } from './html-sanitize'
import { columnWidths, PIECE_CHARS, PieceKind, planPreview, SPLIT_CHARS, type PreviewPlan } from './preview-plan'
import { previewMarkdown } from './preview.impl'

const plan = (html: string) => planPreview(sanitizeTree(parseBody(html)))
const pieces = (p: PreviewPlan) => Array.from(p.ends, (end, i) => ({ kind: p.kinds[i], html: p.html.slice(i ? p.ends[i - 1] : 0, end) }))
const units = (p: PreviewPlan) => {
  const all = pieces(p)
  return Array.from(p.units, (end, k) => all.slice(k ? p.units[k - 1] : 0, end))
}
/** The text of some HTML without its tags (entities left as they are). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '')

/** Every plan: pieces cover the HTML in order, units cover the pieces, and each unit opens what it closes. */
function assertWellFormed(p: PreviewPlan) {
  let at = 0
  p.ends.forEach((end) => {
    expect(end).toBeGreaterThan(at)
    at = end
  })
  expect(at).toBe(p.html.length)
  expect(p.units.at(-1) ?? 0).toBe(p.kinds.length)
  for (const unit of units(p)) {
    let depth = 0
    for (const piece of unit) {
      if (piece.kind === PieceKind.Open) depth++
      if (piece.kind === PieceKind.Close) depth--
      expect(depth).toBeGreaterThanOrEqual(0)
      if (piece.kind === PieceKind.Frag) expect(piece.html.length).toBeLessThanOrEqual(PIECE_CHARS)
    }
    expect(depth).toBe(0)
    if (unit.length > 1) expect(unit[0]!.kind).toBe(PieceKind.Open)
  }
}

describe('the preview plan: pieces the page inserts slice by slice (issue 17)', () => {
  it('makes a small document one piece per top-level node, the HTML being the sanitized HTML', () => {
    const html = marked.parse('# T\n\nA *b* <img src=x onerror=alert(1)>\n\n- x\n- y', { gfm: true, async: false })
    const p = plan(html)
    assertWellFormed(p)
    expect(p.html).toBe(sanitizeHtml(html))
    expect(units(p).map((u) => u.map((x) => x.html))).toEqual([
      ['<h1>T</h1>'],
      ['\n'],
      ['<p>A <em>b</em> <span class="md-remote-image" role="img" aria-label="Image not loaded"><span class="md-remote-image-label">Image not loaded</span> <code>x</code></span></p>'],
      ['\n'],
      ['<ul>\n<li>x</li>\n<li>y</li>\n</ul>'],
      ['\n'],
    ])
  })

  it('cuts a long paragraph at spaces into parts that join with no gap, keeping every character', () => {
    const words = Array.from({ length: 12_000 }, (_, i) => (i % 7 === 3 ? `<em>w${i}</em>` : `w${i}`)).join(' ')
    const p = plan(`<p id="x">${words}</p>`)
    assertWellFormed(p)
    const parts = units(p).map((u) => u.map((x) => x.html).join(''))
    expect(parts.length).toBeGreaterThan(3)
    expect(parts[0]).toMatch(/^<p id="user-content-x">w0 /)
    for (const part of parts.slice(1)) expect(part).toMatch(/^<p class="md-cont">/)
    for (const part of parts) expect(part.length).toBeLessThan(SPLIT_CHARS)
    expect(textOf(parts.join(''))).toBe(textOf(words))
    // Each part is one piece: the page parses it at once.
    expect(units(p).every((u) => u.length === 1)).toBe(true)
  })

  it('cuts a long code block between lines, each part keeping its language', () => {
    const code = Array.from({ length: 4000 }, (_, i) => `const line${i} = ${i} // some code`).join('\n')
    const p = plan(`<pre><code class="language-js">${code}\n</code></pre>`)
    assertWellFormed(p)
    const parts = units(p).map((u) => u.map((x) => x.html).join(''))
    expect(parts.length).toBeGreaterThan(3)
    expect(parts[0]).toMatch(/^<pre><code class="language-js">const line0 = 0/)
    for (const part of parts.slice(1)) expect(part).toMatch(/^<pre class="md-cont"><code class="language-js">const line\d+ = /)
    expect(parts.map(textOf).join('')).toBe(`${code}\n`)
  })

  it('cuts a long ordered list between items, each part counting on where the last stopped', () => {
    const items = Array.from({ length: 3000 }, (_, i) => `<li>item ${i + 5} with some words in it</li>`).join('\n')
    const p = plan(`<ol start="5">\n${items}\n</ol>`)
    assertWellFormed(p)
    const parts = units(p).map((u) => u.map((x) => x.html).join(''))
    expect(parts.length).toBeGreaterThan(3)
    expect(parts[0]).toMatch(/^<ol start="5">/)
    for (const part of parts.slice(1)) {
      const start = Number(/^<ol start="(\d+)" class="md-cont">\n?<li>item (\d+) /.exec(part)?.[1])
      expect(part).toContain(`<li>item ${start} `)
    }
    expect((parts.join('').match(/<li>/g) ?? []).length).toBe(3000)
  })

  it('cuts a long GFM table between rows into tables that line up (issue 32): the head in the first, every row once, in order', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `<tr><td align="right">${i}</td><td>cell ${i}</td></tr>`).join('')
    const p = plan(`<table id="t"><thead><tr><th>a</th><th>b</th></tr></thead><tbody>${rows}</tbody></table>`)
    assertWellFormed(p)
    const parts = units(p).map((u) => u.map((x) => x.html).join(''))
    expect(parts.length).toBeGreaterThan(5)
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(SPLIT_CHARS)
    const cols = /<colgroup>(<col width="[\d.]+%">){2}<\/colgroup>/.exec(parts[0]!)![0]
    expect(parts[0]).toMatch(/^<table id="user-content-t" class="md-table-part"><colgroup>.*<\/colgroup><thead><tr><th>a<\/th><th>b<\/th><\/tr><\/thead><tbody><tr><td align="right">0<\/td>/)
    for (const part of parts.slice(1)) {
      // The same columns in every part, so they line up.
      expect(part.startsWith(`<table class="md-cont md-table-part">${cols}<tbody><tr>`)).toBe(true)
      expect(part).not.toContain('<thead>')
      expect(part).toMatch(/<\/tbody><\/table>$/)
    }
    expect(parts.join('').match(/<tr><td align="right">(\d+)<\/td>/g)!.map((r) => Number(/>(\d+)</.exec(r)![1]))).toEqual(Array.from({ length: 3000 }, (_, i) => i))
  })

  it("sizes a cut table's columns from its text: the longest word or half the average, 3 to 40 characters' worth", () => {
    // The rows of a table body, as the sanitizer's tree holds them.
    const rows = (...rows: string[][]) => {
      const table = sanitizeTree(parseBody(`<table><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`)).children[0] as HElement
      return (table.children[0] as HElement).children
    }
    // 1 (3 at least), "wizards" (7), 59 characters of words (half the average: 29.5), each with 3 of padding: 48.5 in all.
    expect(columnWidths(rows(['1', 'wizards', 'word '.repeat(12).trim()]))).toEqual([12.4, 20.6, 67])
    expect(columnWidths(rows(['a', 'b'], ['only one']))).toBeNull()
    expect(columnWidths([])).toBeNull()
  })

  it('a table of another shape (a caption, a foot) or a short one stays whole; a large one is opened and sent in pieces', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `<tr><td>${i}</td><td>cell ${i}</td></tr>`).join('')
    const p = plan(`<table><caption>c</caption><thead><tr><th>a</th><th>b</th></tr></thead><tbody>${rows}</tbody></table>`)
    assertWellFormed(p)
    const [unit] = units(p)
    expect(units(p)).toHaveLength(1)
    expect(unit![0]!.html).toBe('<table>')
    expect(unit!.at(-1)!.html).toBe('</table>')
    expect(unit!.filter((x) => x.kind === PieceKind.Frag).length).toBeGreaterThan(3)
    const small = plan('<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>')
    expect(small.html).toBe('<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>')
  })

  it('cuts a long text with no space only between pieces, never inside a surrogate pair', () => {
    const text = '😀'.repeat(PIECE_CHARS) // 2 code units each
    const p = plan(`<p>${text}</p>`)
    assertWellFormed(p)
    const frags = pieces(p).filter((x) => x.kind === PieceKind.Frag)
    expect(frags.length).toBeGreaterThan(1)
    for (const f of frags) expect(f.html.length % 2).toBe(0)
    expect(frags.map((f) => f.html).join('')).toBe(text)
  })
})

describe('previewMarkdown: marked, then the sanitizer, then the plan, in the worker', () => {
  it('renders footnotes with prefixed ids and references, as the page showed them with DOMPurify', () => {
    const r = previewMarkdown({ text: 'See[^1] <b onclick="x()">b</b>\n\n[^1]: Note.' })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.html).toBe(
      '<p>See<sup><a href="#footnote-1" aria-describedby="user-content-footnote-label" id="user-content-footnote-ref-1">1</a></sup> <b>b</b></p>\n' +
        '<section class="footnotes">\n<h2 class="md-footnotes-heading" id="user-content-footnote-label">Footnotes</h2>\n<ol>\n' +
        '<li id="user-content-footnote-1">\n<p>Note. <a href="#footnote-ref-1" aria-label="Back to reference 1">↩</a></p>\n</li>\n</ol>\n</section>\n',
    )
    assertWellFormed(r)
  })
  it('previews a document with <frameset> (issue 17): the frameset goes, the rest is shown', () => {
    expect(previewMarkdown({ text: '<frameset><frame src="https://evil.example/"></frameset>' })).toMatchObject({ ok: true, html: '' })
    expect(previewMarkdown({ text: '<frameset cols="50%,50%">\n\n# After' })).toMatchObject({ ok: true, html: '<h1>After</h1>\n' })
    const r = previewMarkdown({ text: '# Before\n\n<html><frameset><frame></frameset></html>\n\ntext after' })
    expect(r).toMatchObject({ ok: true, html: '<h1>Before</h1>\n<p>text after</p>\n' })
  })

  it('previews an empty document as nothing', () => {
    expect(previewMarkdown({ text: '' })).toEqual({ ok: true, html: '', ends: new Uint32Array(0), kinds: new Uint8Array(0), units: new Uint32Array(0) })
  })
})
