import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { yamlToJson } from '../convert/yaml.impl'
import { unknownTagMessage, validateYaml } from './yaml.impl'

const one = [{ index: 0, line: 1, errors: 0, warnings: 0 }]

describe('validateYaml (the one YAML engine, D29)', () => {
  it('reports on a valid document without re-serialising it', () => {
    expect(validateYaml({ text: 'name: app\nports: [80, 443]\nnested:\n    deep: {a: 1}\n' })).toEqual({ ok: true, documents: 1, warnings: [], moreWarnings: 0, perDocument: one })
  })

  it('validates every document of a multi-document stream, and reports each one', () => {
    expect(validateYaml({ text: 'kind: A\n---\nkind: B\n---\n- 1\n' })).toEqual({
      ok: true,
      documents: 3,
      warnings: [],
      moreWarnings: 0,
      perDocument: [
        { index: 0, line: 1, errors: 0, warnings: 0 },
        { index: 1, line: 2, errors: 0, warnings: 0 },
        { index: 2, line: 4, errors: 0, warnings: 0 },
      ],
    })
    // Errors in two documents: both are reported, each with its document, line and column.
    expect(validateYaml({ text: 'a: [1\n---\nok: 1\n---\nb: "x\n' })).toEqual({
      ok: false,
      error: { message: 'Flow sequence in block collection must be sufficiently indented and end with a ]', line: 2, column: 1 },
      errors: [
        { message: 'Flow sequence in block collection must be sufficiently indented and end with a ]', line: 2, column: 1, document: 0 },
        { message: 'Missing closing double quote (") for the string that opens here', line: 5, column: 4, document: 2 },
      ],
      moreErrors: 0,
      documents: 3,
      perDocument: [
        { index: 0, line: 1, errors: 1, warnings: 0 },
        { index: 1, line: 2, errors: 0, warnings: 0 },
        { index: 2, line: 4, errors: 1, warnings: 0 },
      ],
    })
  })

  it('accepts an empty stream (no documents), and a stream of empty documents', () => {
    expect(validateYaml({ text: '' })).toEqual({ ok: true, documents: 0, warnings: [], moreWarnings: 0, perDocument: [] })
    expect(validateYaml({ text: '# only a comment\n...\n' })).toMatchObject({ ok: true, documents: 0 })
    expect(validateYaml({ text: '---\n---\n' })).toMatchObject({ ok: true, documents: 2 })
  })

  it('reads merge keys as merges, as YAML -> JSON does', () => {
    expect(validateYaml({ text: 'base: &base {a: 1}\nx:\n  <<: *base\n  b: 2\n' })).toMatchObject({ ok: true, documents: 1 })
    expect(validateYaml({ text: 'n: &n 5\nx:\n  <<: *n\n' })).toMatchObject({ ok: false, error: { message: 'A merge key (<<) takes a mapping or a list of mappings', line: 3, column: 7 } })
  })

  it('accepts complex keys, as YAML -> JSON does (one engine, one configuration)', () => {
    for (const text of ['[a, b]: c\n', '? key\n: value\n', '? - a\n  - b\n: c\n', '{[1, 2]: x, {a: 1}: y}\n', '? |\n  block key\n: v\n', '{ &a [a, &b b]: *b, *a : [c, *b, d]}\n']) {
      expect(validateYaml({ text }), text).toMatchObject({ ok: true, documents: 1 })
      expect(yamlToJson({ text }).ok, text).toBe(true)
    }
  })

  it('accepts local tags, %TAG directives, !!set, !!omap, !!pairs and !!binary; an unknown tag is a warning naming it', () => {
    const text = [
      '%TAG !e! tag:example.com,2000:app/',
      '---',
      'bucket: !Ref MyBucket',
      'local: !e!thing {a: 1}',
      'set: !!set {a, b}',
      'omap: !!omap [p: 1, q: 2]',
      'pairs: !!pairs [x: 1, x: 2]',
      'bin: !!binary aGk=',
      'when: !!timestamp 2001-12-14',
      '--- !shape',
      '- !circle {r: 7}',
    ].join('\n')
    const r = validateYaml({ text })
    expect(r).toMatchObject({ ok: true, documents: 2 })
    if (!r.ok) return
    expect(r.warnings).toEqual([
      { line: 3, column: 9, text: '!Ref', message: unknownTagMessage('!Ref') },
      { line: 4, column: 8, text: '!e!thing (tag:example.com,2000:app/thing)', message: unknownTagMessage('!e!thing (tag:example.com,2000:app/thing)') },
      { line: 10, column: 5, text: '!shape', message: unknownTagMessage('!shape') },
      { line: 11, column: 3, text: '!circle', message: unknownTagMessage('!circle') },
    ])
    expect(unknownTagMessage('!Ref')).toBe('!Ref is a tag this validator does not know: the value is valid YAML and is read as if untagged.')
    expect(r.perDocument).toEqual([
      { index: 0, line: 2, errors: 0, warnings: 2 },
      { index: 1, line: 10, errors: 0, warnings: 2 },
    ])
  })

  it('calls an alias inside its own anchor valid YAML, with a warning that JSON cannot hold it', () => {
    expect(validateYaml({ text: 'a: &a\n  - *a\n' })).toMatchObject({
      ok: true,
      warnings: [{ line: 2, column: 5, message: 'The document refers to itself (an alias inside its own anchor) and cannot be written as JSON' }],
    })
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
    // What the warnings claim is what the engine reads (YAML 1.2 core).
    expect(yamlToJson({ text: '[1.10, NO, 0777, 1:30, 2.50]', documents: 'first' })).toMatchObject({ ok: true, output: '[\n  1.10,\n  "NO",\n  777,\n  "1:30",\n  2.50\n]' })
    expect(parse('[1.10, NO, 0777, 1:30, 2.50]')).toEqual([1.1, 'NO', 777, '1:30', 2.5])
  })

  it("gives the parser's reason with its line and column (from 1)", () => {
    expect(validateYaml({ text: 'a: 1\n  b: 2\n' })).toMatchObject({ ok: false, error: { message: 'Nested mappings are not allowed in compact mappings', line: 1, column: 4 } })
    expect(validateYaml({ text: 'a: 1\na: 2\n' })).toMatchObject({ ok: false, error: { message: 'Map keys must be unique', line: 2, column: 1 } })
    expect(validateYaml({ text: 'x: *missing\n' })).toMatchObject({ ok: false, error: { message: 'The alias *missing has no anchor &missing before it', line: 1, column: 4 } })
    expect(validateYaml({ text: '%YAML 1.2\n' })).toMatchObject({ ok: false, error: { message: 'Directives must be followed by a document, starting with ---', line: 1, column: 1 } })
    expect(validateYaml({ text: '%TAG !e! tag:a,2000:\n%TAG !e! tag:b,2000:\n---\nx\n' })).toMatchObject({
      ok: false,
      error: { message: 'The tag handle !e! is declared twice for the same document', line: 2, column: 1 },
    })
    // !!foo is valid YAML with a tag nobody knows: a warning, no longer an error.
    expect(validateYaml({ text: 'ok: 1\n---\nx: !!foo bar\n' })).toMatchObject({ ok: true, warnings: [{ line: 3, column: 4, text: '!!foo (tag:yaml.org,2002:foo)' }] })
  })

  it('refuses nesting deeper than 512 levels at its place, and keeps working after it', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    for (let i = 0; i < 3; i++) {
      expect(validateYaml({ text: deep })).toMatchObject({ ok: false, error: { message: 'The document is nested too deeply (more than 512 levels)', line: 1, column: 514 } })
    }
    expect(validateYaml({ text: '['.repeat(500) + ']'.repeat(500) })).toMatchObject({ ok: true, documents: 1 })
  })

  it('gives every error a line and a column', () => {
    for (const text of ['a: 1\n  b: 2', '\tkey: value', '- a\nb: c', 'list:\n  - a\n bad: [1, 2\n', '{a: 1', 'a: "\\q"', '[a]]', '--- |\n  x\n y\n', 'a: &x &y b']) {
      const r = validateYaml({ text })
      expect(r.ok, text).toBe(false)
      if (r.ok) continue
      for (const e of r.errors) expect([e.line > 0, e.column > 0], `${text}: ${e.message}`).toEqual([true, true])
      expect(r.error).toEqual({ message: r.errors[0]!.message, line: r.errors[0]!.line, column: r.errors[0]!.column })
    }
  })
})

describe('an unclosed quote is pointed at its opening quote', () => {
  const first = (text: string) => {
    const r = validateYaml({ text })
    return r.ok ? null : r.error
  }
  it('names the quote in words and gives the line and column of the quote that opens the string', () => {
    expect(first('key: value\nname: "unclosed\nnext: 1\n')).toEqual({ message: 'Missing closing double quote (") for the string that opens here', line: 2, column: 7 })
    expect(first("a: 1\nb: 'it''s open\n")).toEqual({ message: "Missing closing single quote (') for the string that opens here", line: 2, column: 4 })
    // Escaped quotes inside the string are not its start.
    expect(first('x: "say \\"hi\\" and go\n')).toEqual({ message: 'Missing closing double quote (") for the string that opens here', line: 1, column: 4 })
    expect(first("x: '''quoted'' then\n")).toEqual({ message: "Missing closing single quote (') for the string that opens here", line: 1, column: 4 })
  })
  it('the converter reads the same error (one engine)', () => {
    const r = yamlToJson({ text: 'a: "open\n' })
    expect(r.ok ? null : r.error).toMatchObject({ line: 1, column: 4 })
  })
})
