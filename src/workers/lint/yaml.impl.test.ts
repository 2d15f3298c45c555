import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { validateYaml } from './yaml.impl'

describe('validateYaml (js-yaml 5)', () => {
  it('reports on a valid document without re-serialising it', () => {
    expect(validateYaml({ text: 'name: app\nports: [80, 443]\nnested:\n    deep: {a: 1}\n' })).toEqual({ ok: true, documents: 1, warnings: [], moreWarnings: 0 })
  })

  it('validates every document of a multi-document stream', () => {
    expect(validateYaml({ text: 'kind: A\n---\nkind: B\n---\n- 1\n' })).toEqual({ ok: true, documents: 3, warnings: [], moreWarnings: 0 })
    expect(validateYaml({ text: 'a: 1\n---\nb: [\n' })).toMatchObject({ ok: false, error: { line: 4 } })
  })

  it('accepts an empty stream (no documents)', () => {
    expect(validateYaml({ text: '' })).toEqual({ ok: true, documents: 0, warnings: [], moreWarnings: 0 })
  })

  it('reads merge keys as merges, as YAML -> JSON does', () => {
    expect(validateYaml({ text: 'base: &base {a: 1}\nx:\n  <<: *base\n  b: 2\n' })).toMatchObject({ ok: true, documents: 1 })
    expect(validateYaml({ text: 'n: &n 5\nx:\n  <<: *n\n' })).toEqual({ ok: false, error: { message: 'cannot merge mappings; the provided source object is unacceptable', line: 3, column: 3 } })
  })

  it('warns about each YAML 1.1 trap and each decimal that is not its text, with line and column', () => {
    const text = [
      'version: 1.10', // 1
      'python: "3.10"', // 2 quoted: fine
      'enabled: NO', // 3
      'flags: [yes, off, y, N, true]', // 4
      'on:', // 5 a key too
      '  mode: 0777', // 6
      '  small: 07', // 7 the same number either way
      '  time: 1:30', // 8
      '  port: 22:22', // 9
      '  tagged: !!str 1.10', // 10 explicit tag: fine
      '  ratio: 0.5', // 11 fine
      '  list:',
      '    - 2.50', // 13
      '---',
      'x: Off', // 15
    ].join('\n')
    const r = validateYaml({ text })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.warnings.map((w) => [w.line, w.column, w.text])).toEqual([
      [1, 10, '1.10'],
      [3, 10, 'NO'],
      [4, 9, 'yes'],
      [4, 14, 'off'],
      [4, 19, 'y'],
      [4, 22, 'N'],
      [5, 1, 'on'],
      [6, 9, '0777'],
      [8, 9, '1:30'],
      [9, 9, '22:22'],
      [13, 7, '2.50'],
      [15, 4, 'Off'],
    ])
    const message = (t: string) => r.warnings.find((w) => w.text === t)!.message
    expect(message('1.10')).toBe('1.10 is the number 1.1: the text "1.10" is not kept. If it is a version or an identifier, quote it ("1.10").')
    expect(message('NO')).toBe(
      'NO is the string "NO" in YAML 1.2, but YAML 1.1 parsers (PyYAML, go-yaml v2 and others) read it as the boolean false. Quote it ("NO") to keep the string, or write false.',
    )
    expect(message('on')).toContain('read it as the boolean true')
    expect(message('0777')).toBe(
      '0777 is the number 777 in YAML 1.2, but YAML 1.1 parsers read the leading zero as octal: 511. Quote it ("0777") to keep the text, or write the number without the leading zero.',
    )
    expect(message('1:30')).toBe('1:30 is the string "1:30" in YAML 1.2, but YAML 1.1 parsers read it as a base-60 number: 90. Quote it ("1:30") to keep the string.')
    expect(message('22:22')).toContain('base-60 number: 1342.')
    // What the warnings claim is what js-yaml reads (YAML 1.2 core).
    expect(load('[1.10, NO, 0777, 1:30, 2.50]')).toEqual([1.1, 'NO', 777, '1:30', 2.5])
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
