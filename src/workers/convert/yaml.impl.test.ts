import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { jsonToYaml, yamlToJson } from './yaml.impl'

const yaml = (text: string) => {
  const r = jsonToYaml({ text })
  if (!r.ok) throw new Error(r.error.message)
  return r.output
}
const json = (text: string, documents: 'first' | 'all' = 'first') => {
  const r = yamlToJson({ text, documents })
  if (!r.ok) throw new Error(r.error.message)
  return r.output
}
const warningsOf = (text: string, documents: 'first' | 'all' = 'first') => {
  const r = yamlToJson({ text, documents })
  if (!r.ok) throw new Error(r.error.message)
  return r.warnings
}

describe('JSON -> YAML', () => {
  it('writes 2-space block YAML that reads back as the same data', () => {
    const doc = { name: 'DevTools', tags: ['json', 'yaml'], nested: { ok: true, none: null, list: [1, 2.5, -3, { deep: 'x' }] }, empty: {}, none: [] }
    const out = yaml(JSON.stringify(doc))
    expect(out).toBe(
      'name: DevTools\ntags:\n  - json\n  - yaml\nnested:\n  ok: true\n  none: null\n  list:\n    - 1\n    - 2.5\n    - -3\n    - deep: x\nempty: {}\nnone: []\n',
    )
    expect(parse(out)).toEqual(doc)
  })

  it('keeps 12345678901234567890 and 0.10000000000000000001 exactly (D24)', () => {
    expect(yaml('{"id":12345678901234567890,"price":0.10000000000000000001}')).toBe('id: 12345678901234567890\nprice: 0.10000000000000000001\n')
    // What the naive route (JSON.parse) would have written:
    expect(String(JSON.parse('12345678901234567890'))).toBe('12345678901234567000')
  })

  it('quotes strings that YAML (1.2, or 1.1 readers) would read as another type, and keeps key order and non-ASCII', () => {
    const out = yaml('{"b":"yes","2":"12","a":"true","u":"héllo 😀 日本","n":"null","o":"0777","t":"1:30","d":"2001-12-14","m":"<<","<<":"merge?"}')
    expect(out).toBe("b: 'yes'\n'2': '12'\na: 'true'\nu: héllo 😀 日本\n'n': 'null'\no: '0777'\nt: '1:30'\nd: '2001-12-14'\nm: '<<'\n'<<': merge?\n")
    expect(JSON.parse(json(out))).toEqual({ b: 'yes', 2: '12', a: 'true', u: 'héllo 😀 日本', n: 'null', o: '0777', t: '1:30', d: '2001-12-14', m: '<<', '<<': 'merge?' })
  })

  it('writes multi-line strings as literal blocks that read back exactly', () => {
    const out = yaml('{"poem":"line one\\nline two\\n","strip":"a\\nb"}')
    expect(out).toBe('poem: |\n  line one\n  line two\nstrip: |-\n  a\n  b\n')
    expect(parse(out)).toEqual({ poem: 'line one\nline two\n', strip: 'a\nb' })
  })

  it("shows the parser's message with its position, or 'Invalid JSON'", () => {
    expect(jsonToYaml({ text: '{"a": }' })).toEqual({ ok: false, error: { message: "Object value expected after ':'", line: 1, column: 7 } })
    expect(jsonToYaml({ text: '' })).toMatchObject({ ok: false, error: { line: 1, column: 1 } })
  })
})

describe('JSON -> YAML -> JSON gives the same JSON text (D24)', () => {
  it('keeps big integers, -0, 1.0, exponents and numbers beyond double range as written', () => {
    const text = '{\n  "big": 12345678901234567890,\n  "negZero": -0,\n  "one": 1.0,\n  "exp": 1e5,\n  "Exp": 1E+2,\n  "small": -1.5e-10,\n  "huge": 1e400,\n  "tiny": -1e-9999,\n  "list": [\n    -0,\n    0.10000000000000000001,\n    100000000000000000000000000000001\n  ]\n}'
    const y = yaml(text)
    expect(y).toBe('big: 12345678901234567890\nnegZero: -0\none: 1.0\nexp: 1e5\nExp: 1E+2\nsmall: -1.5e-10\nhuge: 1e400\ntiny: -1e-9999\nlist:\n  - -0\n  - 0.10000000000000000001\n  - 100000000000000000000000000000001\n')
    expect(json(y)).toBe(text)
  })

  it('keeps strings YAML could misread, escapes, empty keys and nesting', () => {
    const text = JSON.stringify(
      { '': '', '<<': { a: 1 }, 'null': null, '~': '~', list: ['- x', '# c', 'key: v', ' lead', 'trail ', '\u0000\u2028\ud800', 'a\r\nb', '\t'], nested: [[[]], {}, [{ k: [1] }]] },
      null,
      2,
    )
    expect(json(yaml(text))).toBe(text)
  })
})

describe('YAML -> JSON', () => {
  it('expands anchors, aliases and merge keys (the mapping’s own keys win)', () => {
    const src = 'defaults: &defaults\n  adapter: postgres\n  host: localhost\ndevelopment:\n  <<: *defaults\n  database: dev\n  host: db\nlist:\n  - *defaults\n'
    expect(JSON.parse(json(src))).toEqual({
      defaults: { adapter: 'postgres', host: 'localhost' },
      development: { adapter: 'postgres', host: 'db', database: 'dev' },
      list: [{ adapter: 'postgres', host: 'localhost' }],
    })
    expect(json('a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nc:\n  <<: [*a, *b]\n')).toBe(
      '{\n  "a": {\n    "x": 1,\n    "y": 1\n  },\n  "b": {\n    "y": 2,\n    "z": 2\n  },\n  "c": {\n    "x": 1,\n    "y": 1,\n    "z": 2\n  }\n}',
    )
  })

  it('reads literal and folded blocks with a 2-space indent', () => {
    const src = 'literal: |\n  a\n  b\nfolded: >\n  c\n  d\nkeep: |+\n  e\n\n'
    expect(json(src)).toBe('{\n  "literal": "a\\nb\\n",\n  "folded": "c d\\n",\n  "keep": "e\\n\\n"\n}')
  })

  it('keeps numbers as written where JSON can write them, and key order', () => {
    expect(json('big: 12345678901234567890\nsmall: 0.10000000000000000001\n2: two\nhex: 0x1F\nf: 1.50\ninf: .inf\nu: ünï 😀')).toBe(
      '{\n  "big": 12345678901234567890,\n  "small": 0.10000000000000000001,\n  "2": "two",\n  "hex": 31,\n  "f": 1.50,\n  "inf": null,\n  "u": "ünï 😀"\n}',
    )
  })

  it('keeps numbers beyond double range as numbers (1e400, -1e+9999), never as strings', () => {
    expect(json('a: 1e400\nb: -1e+9999\nc: [1E400, 2.5e-400]')).toBe('{\n  "a": 1e400,\n  "b": -1e+9999,\n  "c": [\n    1E400,\n    2.5e-400\n  ]\n}')
  })

  it('writes other YAML number forms in JSON’s grammar, exactly', () => {
    expect(json('[+12345678901234567890, .5, 1., 007, -.5e3, 0o17, 0xFFFFFFFFFFFFFFFFFF, -.inf, .nan]')).toBe(
      '[\n  12345678901234567890,\n  0.5,\n  1,\n  7,\n  -0.5e3,\n  15,\n  4722366482869645213695,\n  null,\n  null\n]',
    )
  })

  it('accepts complex keys (`[a, b]: c`, `? key`), writing a collection key as its JSON', () => {
    expect(json('[a, b]: c\n? key\n: v\n? {x: 1}\n: y\n')).toBe('{\n  "[\\"a\\",\\"b\\"]": "c",\n  "key": "v",\n  "{\\"x\\":1}": "y"\n}')
  })

  it('accepts local tags, %TAG directives, !!set, !!omap and !!binary; unknown tags keep their value with a warning naming them', () => {
    const src = [
      '%TAG !e! tag:example.com,2000:app/',
      '---',
      'ref: !Ref MyBucket',
      'sub: !Sub "${AWS::Region}-b"',
      'local: !e!foo {a: 1}',
      'set: !!set {a, b}',
      'omap: !!omap [x: 1, y: 2]',
      'bin: !!binary aGk=',
      'str: !!str 12',
      'int: !!int "7"',
    ].join('\n')
    const r = yamlToJson({ text: src })
    expect(r).toEqual({
      ok: true,
      output:
        '{\n  "ref": "MyBucket",\n  "sub": "${AWS::Region}-b",\n  "local": {\n    "a": 1\n  },\n  "set": {\n    "a": null,\n    "b": null\n  },\n  "omap": [\n    {\n      "x": 1\n    },\n    {\n      "y": 2\n    }\n  ],\n  "bin": "aGk=",\n  "str": "12",\n  "int": 7\n}',
      warnings: [
        'Unknown tag !Ref on line 3, column 6: its value is kept as written, without the tag.',
        'Unknown tag !Sub on line 4, column 6: its value is kept as written, without the tag.',
        'Unknown tag !e!foo (tag:example.com,2000:app/foo) on line 5, column 8: its value is kept as written, without the tag.',
      ],
    })
  })

  it("converts a stream's first document, saying there are more, or all documents as a JSON array", () => {
    const stream = 'kind: A\n---\nkind: B\n---\n- 1\n'
    expect(json(stream)).toBe('{\n  "kind": "A"\n}')
    expect(warningsOf(stream)).toEqual(['The stream holds 3 documents; only the first is converted. Choose “All documents” to convert them all as a JSON array.'])
    expect(json(stream, 'all')).toBe('[\n  {\n    "kind": "A"\n  },\n  {\n    "kind": "B"\n  },\n  [\n    1\n  ]\n]')
    expect(warningsOf(stream, 'all')).toEqual([])
    expect(json('a: 1\n', 'all')).toBe('[\n  {\n    "a": 1\n  }\n]')
    expect(json('', 'all')).toBe('[]')
    expect(json('')).toBe('null')
    expect(json('---\n---\n', 'all')).toBe('[\n  null,\n  null\n]')
    // An error in a later document is an error even when only the first is converted.
    expect(yamlToJson({ text: 'a: 1\n---\nb: [\n' })).toMatchObject({ ok: false, error: { line: 4, column: 1 } })
  })

  it("shows the parser's reason with a line and column for every error", () => {
    expect(yamlToJson({ text: 'a: b: c' })).toEqual({ ok: false, error: { message: 'Nested mappings are not allowed in compact mappings', line: 1, column: 4 } })
    expect(yamlToJson({ text: 'a: [1, 2\nb: 3' })).toMatchObject({ ok: false, error: { line: 2, column: 1 } })
    expect(yamlToJson({ text: 'a: 1\na: 2' })).toEqual({ ok: false, error: { message: 'Map keys must be unique', line: 2, column: 1 } })
    expect(yamlToJson({ text: 'key: "unterminated' })).toMatchObject({ ok: false, error: { message: 'Missing closing double quote (") for the string that opens here', line: 1, column: 6 } })
    expect(yamlToJson({ text: 'x: *nowhere' })).toEqual({ ok: false, error: { message: 'The alias *nowhere has no anchor &nowhere before it', line: 1, column: 4 } })
    expect(yamlToJson({ text: 'n: &n 5\nx:\n  <<: *n\n' })).toEqual({ ok: false, error: { message: 'A merge key (<<) takes a mapping or a list of mappings', line: 3, column: 7 } })
    expect(yamlToJson({ text: '%YAML 1.2\n' })).toEqual({ ok: false, error: { message: 'Directives must be followed by a document, starting with ---', line: 1, column: 1 } })
    expect(yamlToJson({ text: '%YAML 1.2\n%YAML 1.2\n---\na' })).toMatchObject({ ok: false, error: { line: 2, column: 1 } })
    for (const text of ['\tkey: value', '- a\nb: c', 'a:\n  - b\n  c: d', '{a: 1', '"\\q"', '&a &b x', '[a, b]]']) {
      const r = yamlToJson({ text })
      expect(r.ok, text).toBe(false)
      if (!r.ok) expect([r.error.line! > 0, r.error.column! > 0], text).toEqual([true, true])
    }
  })

  it('keeps a value its core tag cannot read as text, with a warning', () => {
    expect(yamlToJson({ text: 'a: !!int x1' })).toEqual({ ok: true, output: '{\n  "a": "x1"\n}', warnings: ['The value on line 1, column 4 is not a valid !!int: it is kept as text.'] })
  })

  it('refuses a self-referencing alias instead of looping', () => {
    expect(yamlToJson({ text: 'a: &a\n  - *a' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('refers to itself'), line: 2, column: 5 } })
  })

  it('reads 500 levels of nesting and refuses more than 512 with its place, both ways, before the stack runs out', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n)
    expect(yamlToJson({ text: nested(500) }).ok).toBe(true)
    expect(jsonToYaml({ text: nested(500) }).ok).toBe(true)
    expect(yamlToJson({ text: nested(600) })).toEqual({ ok: false, error: { message: 'The document is nested too deeply (more than 512 levels)', line: 1, column: 514 } })
    let block = ''
    for (let i = 0; i < 5000; i++) block += `${' '.repeat(i)}- \n`
    expect(yamlToJson({ text: block })).toEqual({ ok: false, error: { message: 'The document is nested too deeply (more than 512 levels)', line: 514, column: 514 } })
    expect(jsonToYaml({ text: nested(600) })).toEqual({ ok: false, error: { message: 'The document is nested too deeply (more than 512 levels)' } })
  })

  it('reads an alias bomb without building it, and refuses to write it', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((c, i) => `${c}: &${c} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`)].join('\n')
    expect(yamlToJson({ text: bomb })).toMatchObject({ ok: false, error: { message: expect.stringContaining('too large') } })
  })
})
