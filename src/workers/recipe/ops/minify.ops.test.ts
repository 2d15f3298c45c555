import { describe, expect, it } from 'vitest'
import { minifyCode } from '../../format/minify.impl'
import type { Value } from '../op-impl'
import { opErrorAsIs, runAsIs } from './op-test-kit'
import type ops from './minify.ops'

type Id = keyof typeof ops
const run = (id: Id, input: Value) => runAsIs(id, input, {})
const fails = (id: Id, input: Value) => opErrorAsIs(id, input, {})

describe('JavaScript, CSS and HTML Minify', () => {
  it.each([
    ['javascript-minify', 'javascript', 'function add(first, second) {\n  return first + second // sum\n}\nconsole.log(add(1, 2))', 'function add(d,n){return d+n}console.log(add(1,2));'],
    ['css-minify', 'css', '.a {\n  color: #ff0000;\n  margin: 0px;\n}\n.b { color: #ff0000; margin: 0px }', '.a,.b{color:red;margin:0}'],
    ['html-minify', 'html', '<div>\n  <!-- note -->\n  <p style="color: red">Hi   <b>there</b></p>\n</div>', '<div><p style="color:red">Hi <b>there</b></p></div>'],
  ] as const)('%s gives what the formatter screen gives', async (id, language, input, expected) => {
    expect(await run(id, input)).toBe(expected)
    expect(await minifyCode({ text: input, language })).toMatchObject({ ok: true, output: expected })
  })
  it('say the error and where', async () => {
    expect(await fails('javascript-minify', 'let a = ;')).toBe('Unexpected token: punc (;) (line 1, column 9)')
    expect(await fails('css-minify', 'a{color:red}}')).toBe('Selector is expected (line 1, column 13)')
  })
})
