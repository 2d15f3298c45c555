import { describe, expect, it } from 'vitest'
import type { DefaultTreeAdapterTypes } from 'parse5'
import { DOMPURIFY_REFERENCE, KNOWN_DIFFERENCES } from './html-sanitize.cases'
import { HElement, MAX_DEPTH, parseBody, sanitizeAttributes, sanitizeHtml, serialize } from './html-sanitize'

/** A compact view of a parse5 tree: elements as [tag, attrs?, ...children] (`svg:`/`math:` before foreign ones), comments as `<!--x-->`. */
type Shape = string | [string, ...unknown[]]
const NS: Record<string, string> = { 'http://www.w3.org/2000/svg': 'svg:', 'http://www.w3.org/1998/Math/MathML': 'math:' }
const shape = (node: DefaultTreeAdapterTypes.ChildNode): Shape => {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value
  if (node.nodeName === '#comment') return `<!--${(node as DefaultTreeAdapterTypes.CommentNode).data}-->`
  if (!('tagName' in node)) return node.nodeName
  const head: [string, ...unknown[]] = [`${NS[node.namespaceURI] ?? ''}${node.tagName}`]
  if (node.attrs.length) head.push(Object.fromEntries(node.attrs.map((a) => [a.name, a.value])))
  return [...head, ...node.childNodes.map(shape)] as [string, ...unknown[]]
}
const tree = (html: string) => parseBody(html).childNodes.map(shape)

/** The start tags of serialized HTML, as [tag, [name, value][]] (the serializer always quotes with `"`). */
const startTags = (html: string) =>
  Array.from(html.matchAll(/<([a-z][^\s>]*)((?:\s[^\s=>]+="[^"]*")*)>/g), (m) => [m[1]!, Array.from(m[2]!.matchAll(/\s([^\s=>]+)="([^"]*)"/g), (a) => [a[1]!, a[2]!])] as const)
/** What must never be in the preview (D13): script, styles, embedded or foreign content, handlers, unsafe links, remote images. */
const FORBIDDEN_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'meta', 'base', 'link', 'form', 'frame', 'frameset', 'noscript', 'template', 'video', 'audio', 'source'])
function assertHarmless(html: string, input: string) {
  for (const [tag, attrs] of startTags(html)) {
    expect(FORBIDDEN_TAGS.has(tag), `${input}: <${tag}>`).toBe(false)
    for (const [name, value] of attrs) {
      expect(name, input).not.toMatch(/^on|^style$|^srcset$|^formaction$|^action$|^background$|^poster$|^data-/)
      if (name === 'href') expect(value, input).toMatch(/^(?:https?:|mailto:|tel:|[^:]*$)/i)
      if (name === 'src') expect(`${tag} ${value}`, input).toMatch(/^img data:image\/(png|gif|jpe?g|webp|avif|bmp);/)
      if (name === 'id' || name === 'name') expect(value, input).toMatch(/^user-content-/)
    }
  }
}

describe('the worker sanitizer (issue 17): what DOMPurify made on the page, without a DOM', () => {
  it.each(DOMPURIFY_REFERENCE)('%s', (input, sanitized) => {
    expect(sanitizeHtml(input)).toBe(sanitized)
  })

  it.each(KNOWN_DIFFERENCES)('$why', ({ input, sanitized }) => {
    expect(sanitizeHtml(input)).toBe(sanitized)
  })

  it('leaves nothing dangerous in any hostile input, and loads no image but a data: bitmap', () => {
    const inputs = [...DOMPURIFY_REFERENCE.map(([input]) => input), ...KNOWN_DIFFERENCES.map((d) => d.input)]
    for (const input of inputs) assertHarmless(sanitizeHtml(input), input)
    // The check itself catches what it is for.
    expect(() => assertHarmless('<a href="javascript:x" onclick="y">', 'self-test')).toThrow()
  })

  it('keeps the mXSS classics inert: the payload ends up as text or not at all', () => {
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe('')
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('')
    expect(sanitizeHtml('<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">')).toBe(
      '<p></p><span class="md-remote-image" role="img" aria-label="Image not loaded"><span class="md-remote-image-label">Image not loaded</span> <code>1</code></span>"&gt;',
    )
    // A `<` that was text stays text: whatever the worker read as text, the page reads as text.
    expect(sanitizeHtml('<xmp><img src=x onerror=alert(1)></xmp><p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>')
  })

  it('prefixes ids and names once, and points ARIA references at them', () => {
    expect(sanitizeAttributes('a', [['id', 'x'], ['href', '#y'], ['aria-describedby', 'a user-content-b'], ['name', 'n']])).toEqual([
      ['href', '#y'],
      ['aria-describedby', 'user-content-a user-content-b'],
      ['name', 'user-content-n'],
      ['id', 'user-content-x'],
    ])
    expect(sanitizeAttributes('h2', [['id', 'user-content-t']])).toEqual([['id', 'user-content-t']])
  })

  it('trims attribute values (but not value), drops data-*, keeps aria-* whatever they hold', () => {
    expect(sanitizeAttributes('input', [['value', '  v  '], ['title', '  t  '], ['data-x', '1'], ['aria-label', 'javascript:x']])).toEqual([
      ['value', '  v  '],
      ['title', 't'],
      ['aria-label', 'javascript:x'],
    ])
  })
})

describe('parse5 as the worker runs it: the content of a <body>, scripting off, as DOMParser reads it', () => {
  it('reads attributes unquoted, quoted, valueless and repeated (the first wins), names in lower case', () => {
    expect(tree('<P CLASS=a id=\'b\' hidden title="c d" class=z>x</p>')).toEqual([['p', { class: 'a', id: 'b', hidden: '', title: 'c d' }, 'x']])
  })
  it('decodes character references as a browser does, the legacy ones without `;` outside attributes only', () => {
    expect(tree('<p title="&amp;x &ampy &lt;">&ampy &lt &#x41;&#0;&#128;</p>')).toEqual([['p', { title: '&x &ampy <' }, '&y < A\uFFFD\u20AC']])
  })
  it('keeps comments (even `<!-->` and `--!>`) and bogus comments as comment nodes, which the sanitizer drops; skips doctypes and `</>`', () => {
    const input = 'a<!-->b<!-- x --!>c<!DOCTYPE html>d</>e<?php x ?>f</ x>g'
    expect(tree(input)).toEqual(['a', '<!---->', 'b', '<!-- x -->', 'cde', '<!--?php x ?-->', 'f', '<!-- x-->', 'g'])
    expect(sanitizeHtml(input)).toBe('abcdefg')
  })
  it('drops a tag the input ends inside, and keeps a lone `<`', () => {
    expect(tree('a < b <p title="x')).toEqual(['a < b '])
  })
  it('reads raw text and RCDATA up to their end tag only', () => {
    expect(tree('<style>p{}</p></style>x<textarea>\n&lt;b&gt;</textarea><title><i>t</i></title>')).toEqual([
      ['style', 'p{}</p>'],
      'x',
      ['textarea', '<b>'],
      ['title', '<i>t</i>'],
    ])
  })
  it('reads <noscript> as markup (scripting off, as in DOMParser), and the sanitizer drops it with what it holds', () => {
    expect(tree('<noscript><p>x</p></noscript>')).toEqual([['noscript', ['p', 'x']]])
    expect(sanitizeHtml('<noscript><p>x</p></noscript>y')).toBe('y')
  })
  it('closes paragraphs, list items and cells implicitly, and drops the newline after <pre>', () => {
    expect(tree('<p>a<div>b</div><ul><li>1<li>2</ul><pre>\nc</pre>')).toEqual([['p', 'a'], ['div', 'b'], ['ul', ['li', '1'], ['li', '2']], ['pre', 'c']])
  })
  it('adds the implied tbody and tr, and fosters stray text out of a table', () => {
    expect(tree('<table>t<td>1<td>2<tr><th>h</table>')).toEqual(['t', ['table', ['tbody', ['tr', ['td', '1'], ['td', '2']], ['tr', ['th', 'h']]]]])
  })
  it('runs the adoption agency on misnested formatting', () => {
    expect(tree('<b><p>x</b>y</p>')).toEqual([['b'], ['p', ['b', 'x'], 'y']])
  })
  it('parses SVG and MathML as foreign content, left by the HTML tags that break out of it', () => {
    expect(tree('<svg><style><p>x</p></svg>y')).toEqual([['svg:svg', ['svg:style']], ['p', 'x'], 'y'])
    expect(tree('<math><mi><b>x</b></mi></math>')).toEqual([['math:math', ['math:mi', ['b', 'x']]]])
    expect(tree('<svg><![CDATA[</svg>]]></svg>z')).toEqual([['svg:svg', '</svg>'], 'z'])
  })
  it('ignores what a document body cannot hold: frameset, frame, head, html, body and stray table parts', () => {
    expect(tree('<frameset><frame src=x></frameset><html><head></head><body><tr><td>t</td></tr></body></html>')).toEqual(['t'])
    expect(tree('<p>x</p><frameset cols="1"><frame></frameset>y')).toEqual([['p', 'x'], 'y'])
  })
  it('normalizes CR and CRLF, and drops NUL characters from text', () => {
    expect(tree('a\r\nb\rc\0d')).toEqual(['a\nb\ncd'])
  })
})

describe('nesting: a document nested deeper than any preview needs neither overflows the stack nor loses its text', () => {
  it(`keeps elements up to ${MAX_DEPTH} deep and the text below them`, () => {
    const depth = 20_000
    const html = `${'<div><span>'.repeat(depth / 2)}deep<script>alert(1)</script><b>est</b>${'</span></div>'.repeat(depth / 2)}after`
    const out = sanitizeHtml(html)
    expect(out.match(/<(div|span)>/g)).toHaveLength(MAX_DEPTH)
    expect(out.endsWith(`deepest${'</span></div>'.repeat(MAX_DEPTH / 2)}after`)).toBe(true)
    expect(out).not.toContain('alert')
    // Unknown elements are unwrapped, and count towards the depth too.
    expect(sanitizeHtml(`${'<x-a>'.repeat(depth)}t`)).toBe('t')
  })
})

describe('serialization: what the page writes for the same tree', () => {
  it('escapes text and attribute values as innerHTML does, void elements without an end tag', () => {
    const p = new HElement('p', [['title', 'a"b<c>&\u00A0']])
    p.children.push('x<y>&\u00A0', new HElement('br', []))
    expect(serialize(p)).toBe('<p title="a&quot;b&lt;c&gt;&amp;&nbsp;">x&lt;y&gt;&amp;&nbsp;<br></p>')
  })
})
