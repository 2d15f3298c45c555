import { describe, expect, it } from 'vitest'
import * as prettier from 'prettier'
import { formatCode } from './prettier.impl'

const JS = "import {a,b} from './x'\nconst f=(x)=>{return x*2}\nexport default function App(){return <div className=\"app\" onClick={()=>f(1)}><span>hi</span></div>}"
const TS = 'interface P{a:number;b?:string}\nconst g=<T,>(x:T):T=>x\nenum E{A,B}'
const CSS = 'a{color:red;background:blue}@media (max-width:600px){.b{margin:0 auto}}'
const HTML = '<!doctype html><html><head><title>x</title><style>a{color:red}</style></head><body><div><p>hello <b>world</b></p><img src="a.png"><br><script>const a=1;function f(){return a}</script></div></body></html>'

describe('formatting against prettier itself (node build, same options)', () => {
  for (const [language, text, parser] of [
    ['javascript', JS, 'babel'],
    ['typescript', TS, 'typescript'],
    ['css', CSS, 'css'],
    ['html', HTML, 'html'],
  ] as const) {
    for (const [tabWidth, useTabs] of [[2, false], [4, false], [8, false], [2, true]] as const) {
      it(`${language}, ${useTabs ? 'tabs' : `${tabWidth} spaces`}`, async () => {
        const expected = await prettier.format(text, { parser, tabWidth, useTabs })
        expect(await formatCode({ text, language, tabWidth, useTabs })).toEqual({ ok: true, output: expected })
      })
    }
  }
})

describe('syntax errors', () => {
  it("gives prettier's message with line and column, without the code frame", async () => {
    expect(await formatCode({ text: 'const a = (1;\nlet', language: 'javascript', tabWidth: 2, useTabs: false })).toEqual({
      ok: false,
      error: { message: 'Unexpected token, expected ","', line: 1, column: 13 },
    })
    expect(await formatCode({ text: 'a {\n  color: red', language: 'css', tabWidth: 2, useTabs: false })).toEqual({
      ok: false,
      error: { message: 'Unclosed block', line: 1, column: 1 },
    })
  })
  it('rejects TypeScript syntax in JavaScript mode, says it parses as TypeScript, and formats it in TypeScript mode', async () => {
    const r = await formatCode({ text: 'let x: number = 1', language: 'javascript', tabWidth: 2, useTabs: false })
    expect(r).toEqual({ ok: false, error: { message: 'Unexpected token', line: 1, column: 6 }, parsesAs: 'typescript' })
    const iface = await formatCode({ text: 'interface User { id: number }', language: 'javascript', tabWidth: 2, useTabs: false })
    expect(iface).toMatchObject({ ok: false, parsesAs: 'typescript' })
    // An error in both languages suggests nothing; nor does CSS, which has no other language.
    expect(await formatCode({ text: 'const a = (1;', language: 'javascript', tabWidth: 2, useTabs: false })).not.toHaveProperty('parsesAs')
    expect(await formatCode({ text: 'a {', language: 'css', tabWidth: 2, useTabs: false })).not.toHaveProperty('parsesAs')
    expect(await formatCode({ text: 'let x: number = 1', language: 'typescript', tabWidth: 2, useTabs: false })).toEqual({ ok: true, output: 'let x: number = 1;\n' })
  })
})
