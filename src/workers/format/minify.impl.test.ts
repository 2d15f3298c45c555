import { parse as acorn } from 'acorn'
import { transform } from 'lightningcss'
import { parse as parse5, type DefaultTreeAdapterMap } from 'parse5'
import { format as prettier } from 'prettier'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { minifyCode, TYPESCRIPT_NOT_MINIFIED } from './minify.impl'
import { gzipSize, sizeStats } from './size.impl'

const ok = async (text: string, language: 'javascript' | 'typescript' | 'css' | 'html') => {
  const r = await minifyCode({ text, language })
  if (!r.ok) throw new Error(r.error.message)
  return r
}

describe('sizes', () => {
  it('counts UTF-8 bytes and the real gzip size', async () => {
    expect(await sizeStats('héllo  world', 'héllo world')).toEqual({ before: 13, after: 12, gzip: await gzipSize('héllo world') })
    const text = 'abc '.repeat(1000)
    const gz = await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()
    expect(gunzipSync(Buffer.from(gz)).toString()).toBe(text)
    expect(await gzipSize(text)).toBe(gz.byteLength)
    expect(await gzipSize(text)).toBeLessThan(100)
  })
})

describe('JavaScript Minify (terser)', () => {
  const JS = `// a comment
function fibonacci(count) {
  const sequence = [0, 1]
  for (let index = 2; index < count; index++) sequence.push(sequence[index - 1] + sequence[index - 2])
  return sequence.slice(0, count)
}
const label = 'the first ten: ' + fibonacci(10).join(', ')
result = { label, total: fibonacci(10).reduce((a, b) => a + b, 0) }
`
  it('gives code that parses (acorn) and computes the same', async () => {
    const r = await ok(JS, 'javascript')
    expect(r.output).not.toContain('comment')
    expect(r.output.length).toBeLessThan(JS.length * 0.8)
    expect(() => acorn(r.output, { ecmaVersion: 'latest' })).not.toThrow()
    // Top-level names are kept; the same value comes out.
    const run = (code: string) => new Function(`let result; ${code}; return result`)()
    expect(run(r.output)).toEqual(run(JS))
    expect(run(r.output)).toEqual({ label: 'the first ten: 0, 1, 1, 2, 3, 5, 8, 13, 21, 34', total: 88 })
    expect(r.stats).toEqual(await sizeStats(JS, r.output))
  })
  it('reports a syntax error at its position', async () => {
    expect(await minifyCode({ text: 'let a = ;', language: 'javascript' })).toEqual({ ok: false, error: { message: 'Unexpected token: punc (;)', line: 1, column: 9 } })
  })
  it('TypeScript: minified when it reads as JavaScript, else refused with the reason', async () => {
    expect((await ok('const a = 1 + 2; console.log(a)', 'typescript')).output).toBe('const a=3;console.log(3);')
    const r = await minifyCode({ text: 'const a: number = 1', language: 'typescript' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.message.startsWith(TYPESCRIPT_NOT_MINIFIED)).toBe(true)
  })
})

describe('CSS Minify (csso)', () => {
  const CSS = `/* header */
.card  {
  color : #ff0000;
  margin: 0px 0px 0px 0px;
  background: url("a b.png");
}
@media (max-width: 600px) {
  .card { padding: 10px 20px 10px 20px }
}
a::after { content: "  two  spaces  " }
`
  it('gives CSS that lightningcss reads and minifies to the same as the input', async () => {
    const r = await ok(CSS, 'css')
    expect(r.output).toBe('.card{color:red;margin:0;background:url(a\\ b.png)}@media (max-width:600px){.card{padding:10px 20px}}a::after{content:"  two  spaces  "}')
    const norm = (css: string) => transform({ filename: 'a.css', code: Buffer.from(css), minify: true }).code.toString()
    expect(norm(r.output)).toBe(norm(CSS))
    // Re-beautified, the input and the output read the same (prettier, once the values are normalised).
    expect(await prettier(norm(r.output), { parser: 'css' })).toBe(await prettier(norm(CSS), { parser: 'css' }))
  })
  it('reports what css-tree cannot read instead of dropping it', async () => {
    expect(await minifyCode({ text: 'a{color:red}}\nb{', language: 'css' })).toEqual({ ok: false, error: { message: 'Selector is expected', line: 1, column: 13 } })
  })
})

type Node = DefaultTreeAdapterMap['node']
/** Element names and text (white space collapsed) in document order: what a page shows. */
function shape(html: string): string[] {
  const out: string[] = []
  const walk = (n: Node) => {
    if (n.nodeName === '#text') {
      const t = (n as DefaultTreeAdapterMap['textNode']).value.replace(/\s+/g, ' ').trim()
      if (t) out.push(`"${t}"`)
    } else if ('tagName' in n) out.push(`<${n.tagName} ${n.attrs.map((a) => a.name).join(' ')}>`)
    const kids = 'content' in n && n.nodeName === 'template' ? (n as DefaultTreeAdapterMap['template']).content.childNodes : 'childNodes' in n ? n.childNodes : []
    for (const c of kids) walk(c)
  }
  walk(parse5(html))
  return out
}

describe('HTML Minify (html-minifier-terser)', () => {
  const HTML = `<!DOCTYPE html>
<html lang="en">
  <head>
    <title>  Sample   page </title>
    <style>
      body { margin: 0px; color: #ff0000 }
    </style>
  </head>
  <body>
    <!-- a comment -->
    <p class="lead" style="color : red ;  margin : 0px">Hello,   <b>bold</b> <i>world</i>!</p>
    <pre>  kept
   as written </pre>
    <button onclick="return  confirm( 'Sure?' )">Go</button>
    <script>
      const greeting = 'hi'
      console.log(greeting)
    </script>
  </body>
</html>
`
  it('keeps the document: same elements, same text; inline CSS and JS minified', async () => {
    const r = await ok(HTML, 'html')
    expect(r.output).not.toContain('a comment')
    expect(r.output).toContain('<style>body{margin:0;color:red}</style>')
    expect(r.output).toContain('style="color:red;margin:0"')
    expect(r.output).toContain(`<script>const greeting="hi";console.log("hi")</script>`)
    expect(r.output).toContain(`onclick='return confirm("Sure?")'`)
    expect(r.output).toContain('<pre>  kept\n   as written </pre>')
    // Inline text keeps a space between words and elements.
    expect(r.output).toContain('Hello, <b>bold</b> <i>world</i>!')
    // Script and style text changes (minified); every element, attribute and other text is the same.
    const code = /^"(body ?\{|const )/
    const strip = (s: string[]) => s.filter((x) => !code.test(x))
    expect(strip(shape(r.output))).toEqual(strip(shape(HTML)))
    expect(shape(HTML).length - strip(shape(HTML)).length).toBe(2)
  })
  it('template fragments (<% %>, <?php ?>) stay as written, CSS beside them minified', async () => {
    // html-minifier-terser awaits minifyCSS here: a plain string return broke it (`.then is not a function`).
    const r = await ok('<div class="<%= cls %>">\n  <style>a { color: #ff0000 }</style>\n  <?php echo 1; ?>\n</div>', 'html')
    expect(r.output).toBe('<div class="<%= cls %>"><style>a{color:red}</style> <?php echo 1; ?> </div>')
  })
  it('reports markup it cannot read', async () => {
    const r = await minifyCode({ text: '<div><p a="1></div>', language: 'html' })
    expect(r.ok).toBe(false)
  })
})
