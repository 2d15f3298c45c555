import { XMLParser } from 'fast-xml-parser'
import { Marked } from 'marked'
import * as prettier from 'prettier'
import { format as sqlFormat } from 'sql-formatter'
import { describe, expect, it } from 'vitest'
import { operationById } from '../../../ops/manifest'
import type { Args } from '../../../ops/types'
import { SQL_DIALECTS } from '../../format/sql.impl'
import type { Value } from '../op-impl'
import { opErrorAsIs, runAsIs } from './op-test-kit'
import type ops from './format.ops'

type Id = keyof typeof ops
const run = (id: Id, input: Value, args: Args = {}) => runAsIs(id, input, args)
const fails = (id: Id, input: Value, args: Args = {}) => opErrorAsIs(id, input, args)

describe('XML Format and XML Minify', () => {
  it("lay XML out as the XML Prettifier does (its own test's output)", async () => {
    const text = '<a><b><c>1</c><d/></b><!-- n --><e>  two \n words </e></a>'
    expect(await run('xml-format', text)).toBe(['<a>', '    <b>', '        <c>1</c>', '        <d/>', '    </b>', '    <!-- n -->', '    <e>two words</e>', '</a>'].join('\n'))
    expect(await run('xml-format', text, { indent: '2' })).toBe(['<a>', '  <b>', '    <c>1</c>', '    <d/>', '  </b>', '  <!-- n -->', '  <e>two words</e>', '</a>'].join('\n'))
  })

  it('minify takes out the white space between nodes and keeps the text', async () => {
    const text = '<?xml version="1.0"?>\n<doc>\n  <a x="1">  spaced  text </a>\n  <!-- c -->\n  <p>Hello <b>bold</b> world</p>\n  <pre xml:space="preserve">\n  <i> kept </i>\n</pre>\n  <e/>\n</doc>\n'
    const out = await run('xml-minify', text)
    expect(out).toBe('<?xml version="1.0"?><doc><a x="1">  spaced  text </a><!-- c --><p>Hello <b>bold</b> world</p><pre xml:space="preserve">\n  <i> kept </i>\n</pre><e/></doc>')
    // fast-xml-parser reads the same document from both (white space between nodes aside).
    const tree = (xml: string) => JSON.stringify(new XMLParser({ preserveOrder: true, ignoreAttributes: false, commentPropName: '#comment' }).parse(xml))
    expect(tree(out as string)).toBe(tree(text))
    // Mixed content keeps the white space between its nodes: it is text.
    expect(await run('xml-minify', '<p>\n  a <b>x</b>\n  <i>y</i>\n</p>')).toBe('<p>\n  a <b>x</b>\n  <i>y</i>\n</p>')
    // Format then Minify gives what Minify alone gives, where Format does not collapse text.
    const plain = '<doc>\n  <a x="1">text</a>\n  <p>Hello <b>bold</b> world</p>\n  <e/>\n</doc>'
    expect(await run('xml-minify', await run('xml-format', plain))).toBe(await run('xml-minify', plain))
  })

  it("say what is wrong in the Prettifier's words", async () => {
    expect(await fails('xml-format', '<a><b></a>')).toMatch(/^Invalid XML: .*\(line 1, column \d+\)$/)
    expect(await fails('xml-minify', '')).toBe('Invalid XML: The document is empty.')
  })
})

describe('SQL Format and SQL Minify', () => {
  const SAMPLE = "select u.id, count(o.id) as orders from users u left join orders o on o.user_id = u.id where u.name <> 'O''Brien  -- x' group by u.id"
  it('offer the SQL Formatter tool\'s dialects', () => {
    const dialect = operationById('sql-format')!.args!.find((a) => a.key === 'dialect')!
    expect(dialect.type === 'select' && dialect.options).toEqual(SQL_DIALECTS.map(({ value, label }) => ({ value, label })))
  })
  it('format as sql-formatter itself does', async () => {
    expect(await run('sql-format', SAMPLE)).toBe(sqlFormat(SAMPLE, { language: 'sql', tabWidth: 2 }))
    expect(await run('sql-format', 'select * from "t" where x = $1', { dialect: 'postgresql', keywordCase: 'upper', indent: 'tab' })).toBe('SELECT\n\t*\nFROM\n\t"t"\nWHERE\n\tx = $1')
    expect(await run('sql-format', SAMPLE, { indent: '4', keywordCase: 'lower' })).toBe(sqlFormat(SAMPLE, { language: 'sql', tabWidth: 4, keywordCase: 'lower' }))
  })
  it('minify as the SQL tool does (its own test)', async () => {
    expect(await run('sql-minify', 'select a from b', { keywordCase: 'upper' })).toBe('SELECT a FROM b')
    expect(await run('sql-minify', SAMPLE)).toBe("select u.id,count(o.id) as orders from users u left join orders o on o.user_id = u.id where u.name <> 'O''Brien  -- x' group by u.id")
  })
  it("say sql-formatter's error, and the dialect that reads the text", async () => {
    expect(await fails('sql-format', "select a from t where x = '")).toMatch(/^Parse error: Unexpected "'" at line 1 column 27\./)
    expect(await fails('sql-format', 'SELECT id, data::jsonb FROM users WHERE id = $1')).toMatch(/^Parse error.* \(it reads as PostgreSQL: choose that dialect\)$/)
  })
})

describe('JavaScript, TypeScript, CSS and HTML Format', () => {
  const JS = "import {a,b} from './x'\nconst f=(x)=>{return x*2}\nexport default function App(){return <div className=\"app\" onClick={()=>f(1)}><span>hi</span></div>}"
  const TS = 'interface P{a:number;b?:string}\nconst g=<T,>(x:T):T=>x\nenum E{A,B}'
  const CSS = 'a{color:red;background:blue}@media (max-width:600px){.b{margin:0 auto}}'
  const HTML = '<!doctype html><html><head><title>x</title><style>a{color:red}</style></head><body><div><p>hello <b>world</b></p><script>const a=1;function f(){return a}</script></div></body></html>'
  it.each([
    ['javascript-format', JS, 'babel'],
    ['typescript-format', TS, 'typescript'],
    ['css-format', CSS, 'css'],
    ['html-format', HTML, 'html'],
  ] as [Id, string, string][])('%s formats as prettier itself does', async (id, text, parser) => {
    expect(await run(id, text)).toBe(await prettier.format(text, { parser, tabWidth: 2 }))
    expect(await run(id, text, { indent: '4' })).toBe(await prettier.format(text, { parser, tabWidth: 4 }))
    expect(await run(id, text, { indent: 'tab' })).toBe(await prettier.format(text, { parser, useTabs: true }))
  })
  it("says prettier's error at its place, and the language that reads the text", async () => {
    expect(await fails('javascript-format', 'const a = (1;\nlet')).toBe('Unexpected token, expected "," (line 1, column 13)')
    expect(await fails('javascript-format', 'let x: number = 1')).toBe('Unexpected token (line 1, column 6) (it reads as TypeScript: try TypeScript Format)')
    expect(await fails('css-format', 'a {\n  color: red')).toBe('Unclosed block (line 1, column 1)')
  })
})

describe('Markdown to HTML', () => {
  it("renders as marked does (GFM), through the preview's sanitizer", async () => {
    const md = '# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n`code` and **bold**'
    expect(await run('markdown-to-html', md)).toBe(new Marked({ gfm: true }).parse(md, { async: false }))
  })
  it('keeps no script, handler or remote image', async () => {
    const out = (await run('markdown-to-html', 'Hi <script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>\n\n![logo](https://example.com/logo.png)')) as string
    expect(out).not.toMatch(/<script|onerror|javascript:|<img src="https/)
    expect(out).toContain('Image not loaded: logo')
  })
})
