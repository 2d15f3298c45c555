import { describe, expect, it } from 'vitest'
import { load } from 'js-yaml'
import { jsonToYaml, yamlToJson } from './yaml.impl'

const yaml = (text: string) => {
  const r = jsonToYaml({ text })
  if (!r.ok) throw new Error(r.error.message)
  return r.output
}
const json = (text: string) => {
  const r = yamlToJson({ text })
  if (!r.ok) throw new Error(r.error.message)
  return r.output
}

describe('JSON -> YAML', () => {
  it('writes 2-space block YAML that js-yaml reads back as the same data', () => {
    const doc = { name: 'DevTools', tags: ['json', 'yaml'], nested: { ok: true, none: null, list: [1, 2.5, -3, { deep: 'x' }] }, empty: {}, none: [] }
    const out = yaml(JSON.stringify(doc))
    expect(out).toBe(
      'name: DevTools\ntags:\n  - json\n  - yaml\nnested:\n  ok: true\n  none: null\n  list:\n    - 1\n    - 2.5\n    - -3\n    - deep: x\nempty: {}\nnone: []\n',
    )
    expect(load(out)).toEqual(doc)
  })

  it('keeps 12345678901234567890 and 0.10000000000000000001 exactly (D24)', () => {
    expect(yaml('{"id":12345678901234567890,"price":0.10000000000000000001}')).toBe('id: 12345678901234567890\nprice: 0.10000000000000000001\n')
    // What the naive route (JSON.parse) would have written:
    expect(String(JSON.parse('12345678901234567890'))).toBe('12345678901234567000')
  })

  it('quotes strings that YAML would read as another type, and keeps key order and non-ASCII', () => {
    const out = yaml('{"b":"yes","2":"12","a":"true","u":"héllo 😀 日本","n":"null"}')
    expect(out).toBe("b: 'yes'\n'2': '12'\na: 'true'\nu: héllo 😀 日本\n'n': 'null'\n")
    expect(load(out)).toEqual({ b: 'yes', 2: '12', a: 'true', u: 'héllo 😀 日本', n: 'null' })
  })

  it('writes multi-line strings as literal blocks that read back exactly', () => {
    const out = yaml('{"poem":"line one\\nline two\\n","strip":"a\\nb"}')
    expect(out).toBe('poem: |\n  line one\n  line two\nstrip: |-\n  a\n  b\n')
    expect(load(out)).toEqual({ poem: 'line one\nline two\n', strip: 'a\nb' })
  })

  it("shows the parser's message with its position, or 'Invalid JSON'", () => {
    expect(jsonToYaml({ text: '{"a": }' })).toEqual({ ok: false, error: { message: "Object value expected after ':'", line: 1, column: 7 } })
    expect(jsonToYaml({ text: '' })).toMatchObject({ ok: false, error: { line: 1, column: 1 } })
  })
})

describe('YAML -> JSON', () => {
  it('expands anchors, aliases and merge keys', () => {
    const src = 'defaults: &defaults\n  adapter: postgres\n  host: localhost\ndevelopment:\n  <<: *defaults\n  database: dev\nlist:\n  - *defaults\n'
    expect(JSON.parse(json(src))).toEqual({
      defaults: { adapter: 'postgres', host: 'localhost' },
      development: { adapter: 'postgres', host: 'localhost', database: 'dev' },
      list: [{ adapter: 'postgres', host: 'localhost' }],
    })
  })

  it('reads literal and folded blocks as js-yaml does, with a 2-space indent', () => {
    const src = 'literal: |\n  a\n  b\nfolded: >\n  c\n  d\nkeep: |+\n  e\n\n'
    expect(json(src)).toBe(JSON.stringify(load(src), null, 2))
  })

  it('keeps numbers as written where JSON can write them, and key order', () => {
    expect(json('big: 12345678901234567890\nsmall: 0.10000000000000000001\n2: two\nhex: 0x1F\nf: 1.50\ninf: .inf\nu: ünï 😀')).toBe(
      '{\n  "big": 12345678901234567890,\n  "small": 0.10000000000000000001,\n  "2": "two",\n  "hex": 31,\n  "f": 1.50,\n  "inf": null,\n  "u": "ünï 😀"\n}',
    )
  })

  it('round-trips JSON -> YAML -> JSON exactly', () => {
    const text = JSON.stringify({ id: '12345678901234567890', list: [1, 'two', null, true, { 'é': 'ü', multi: 'a\nb\n' }], o: {} }, null, 2).replace('"12345678901234567890"', '12345678901234567890')
    expect(json(yaml(text))).toBe(text)
  })

  it("shows the parser's reason and position, 'Invalid YAML' when it has none", () => {
    expect(yamlToJson({ text: 'a: b: c' })).toEqual({ ok: false, error: { message: 'bad indentation of a mapping entry', line: 1, column: 5 } })
    expect(yamlToJson({ text: 'a: [1, 2\nb: 3' })).toMatchObject({ ok: false, error: { line: 2 } })
  })

  it('refuses a self-referencing alias instead of looping', () => {
    expect(yamlToJson({ text: 'a: &a\n  - *a' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('refers to itself') } })
  })
})
