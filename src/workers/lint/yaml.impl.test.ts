import { dump, load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { validateYaml } from './yaml.impl'

describe('validateYaml (js-yaml 5)', () => {
  it('re-serialises a valid document as js-yaml dumps it, 2-space indent', () => {
    const text = 'name: app\nports: [80, 443]\nnested:\n    deep: {a: 1}\n'
    const r = validateYaml({ text })
    expect(r).toEqual({ ok: true, output: dump(load(text), { indent: 2 }), documents: 1 })
    expect(r.ok && r.output).toBe('name: app\nports:\n  - 80\n  - 443\nnested:\n  deep:\n    a: 1\n')
  })

  it('keeps every document of a multi-document stream, joined by ---', () => {
    const r = validateYaml({ text: 'kind: A\n---\nkind: B\n---\n- 1\n' })
    expect(r).toEqual({ ok: true, output: 'kind: A\n---\nkind: B\n---\n- 1\n', documents: 3 })
  })

  it('accepts an empty stream (no documents)', () => {
    expect(validateYaml({ text: '' })).toEqual({ ok: true, output: '', documents: 0 })
  })

  it("gives the parser's reason with its line and column (from 1)", () => {
    expect(validateYaml({ text: 'a: 1\n  b: 2\n' })).toEqual({ ok: false, error: { message: 'bad indentation of a mapping entry', line: 2, column: 4 } })
    expect(validateYaml({ text: 'a: 1\na: 2\n' })).toEqual({ ok: false, error: { message: 'duplicated mapping key', line: 2, column: 1 } })
    expect(validateYaml({ text: 'ok: 1\n---\nx: !!foo bar\n' })).toEqual({
      ok: false,
      error: { message: 'unknown scalar tag !<tag:yaml.org,2002:foo>', line: 3, column: 4 },
    })
  })

  it('matches the position js-yaml itself reports in its message', () => {
    const text = 'list:\n  - a\n  - b\n bad: [1, 2\n'
    let expected = ''
    try {
      load(text)
    } catch (e) {
      expected = /\((\d+:\d+)\)/.exec((e as Error).message)![1]!
    }
    const r = validateYaml({ text })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(`${r.error!.line}:${r.error!.column}`).toBe(expected)
  })
})
