import { describe, expect, it } from 'vitest'
import { describeJsonError, lineColumn, processJson, reindentJson } from './json.impl'

/** Documents whose numbers JSON.parse keeps exactly, so JSON.stringify is a valid reference. */
const SAMPLES = [
  '{}',
  '[]',
  '0',
  '"just a string"',
  'null',
  '{"a":1,"b":[1,2,{"c":null}],"d":{"e":true,"f":false},"g":"x"}',
  '  [ 1 , [ ] , { } , [ [ ] ] , {"k" :{ }} ]  ',
  '{"nested":{"deeper":{"deepest":[1,2,3]}},"empty":{},"list":[]}',
  '{"esc":"quote \\" backslash \\\\ tab \\t","unicode":"é 😀 日本"}',
  '[-0.5, 10, -12, 3.25, 0]',
  '{"a":[{"b":[{"c":[]}]}]}',
]

describe('reindentJson against JSON.stringify (the reference layout)', () => {
  it.each([2, 4, 8])('formats with indent %i exactly as JSON.stringify does', (indent) => {
    for (const s of SAMPLES) expect(reindentJson(s, indent).output).toBe(JSON.stringify(JSON.parse(s), null, indent))
  })
  it('minifies exactly as JSON.stringify does', () => {
    for (const s of SAMPLES) expect(reindentJson(s, null).output).toBe(JSON.stringify(JSON.parse(s)))
  })
  it('matches JSON.stringify on a generated document of a few MB', () => {
    const doc = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `item ${i} "q"`, tags: ['a', 'b'], nested: { ok: i % 2 === 0, v: null } }))
    const text = JSON.stringify(doc)
    expect(reindentJson(text, 2).output).toBe(JSON.stringify(doc, null, 2))
  })
})

describe('D24: numbers, key order and duplicates survive', () => {
  it('keeps big integers and long decimals exactly as written', () => {
    const r = processJson({ text: '{"big":12345678901234567890,"dec":0.10000000000000000001,"exp":1E400}', mode: 'format', indent: 2 })
    expect(r).toEqual({ ok: true, output: '{\n  "big": 12345678901234567890,\n  "dec": 0.10000000000000000001,\n  "exp": 1E400\n}', warnings: [] })
    expect(JSON.stringify(JSON.parse('12345678901234567890'))).toBe('12345678901234567000') // what peers print
  })
  it('keeps every number spelling: exponents, capital E, trailing zeros', () => {
    expect(reindentJson('[1e10, 2E-3, 1.50, -0.0]', null).output).toBe('[1e10,2E-3,1.50,-0.0]')
  })
  it('keeps key order and warns about duplicate keys without dropping them', () => {
    const r = processJson({ text: '{"b":1,\n"a":2,\n"b":3,"o":{"x":1,"\\u0078":2}}', mode: 'minify', indent: 2 })
    expect(r).toEqual({
      ok: true,
      output: '{"b":1,"a":2,"b":3,"o":{"x":1,"\\u0078":2}}',
      warnings: ['Duplicate key "b" on line 3', 'Duplicate key "x" on line 3'],
    })
  })
  it('does not mistake equal keys in different objects for duplicates', () => {
    expect(processJson({ text: '[{"a":1},{"a":2}]', mode: 'format', indent: 2 })).toMatchObject({ ok: true, warnings: [] })
  })
  it('validates without producing output', () => {
    expect(processJson({ text: '{"a": [1, 2]}', mode: 'validate', indent: 2 })).toEqual({ ok: true, output: '', warnings: [] })
  })
  it('reports progress on large input', () => {
    const seen: number[] = []
    reindentJson(JSON.stringify(Array.from({ length: 300_000 }, (_, i) => i)), 2, (p) => seen.push(p.done / p.total))
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.at(-1)).toBe(1)
  })
})

describe('syntax errors: the parser message with line and column', () => {
  it('locates a missing value', () => {
    const r = processJson({ text: '{\n  "a": 1,\n  "b": }', mode: 'format', indent: 2 })
    expect(r).toEqual({ ok: false, error: { message: "Object value expected after ':'", line: 3, column: 8, offset: 19 } })
  })
  it('locates a trailing comma', () => {
    const r = processJson({ text: '[1, 2,]', mode: 'validate', indent: 2 })
    expect(r.ok).toBe(false)
    expect(!r.ok && r.error).toMatchObject({ line: 1, column: 7 })
    expect(!r.ok && r.error.message).toMatch(/expected/i)
  })
  it('locates unexpected end of input', () => {
    const r = processJson({ text: '{"a": [1, 2', mode: 'format', indent: 2 })
    expect(!r.ok && r.error).toMatchObject({ line: 1, column: 12, offset: 11 })
  })
  it('falls back to the native message for a duplicate-key-only complaint from lossless-json', () => {
    // Valid JSON never reaches describeJsonError; here the V8 error is given directly.
    const e = describeJsonError('{"a":1,"a":2', new SyntaxError("Expected ',' or '}' after property value in JSON at position 12"))
    expect(e.offset).toBeGreaterThan(0)
    expect(e.message).not.toMatch(/Duplicate/)
  })
  it('computes line and column from an offset', () => {
    expect(lineColumn('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 })
    expect(lineColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 })
    expect(lineColumn('ab\ncd\nef', 8)).toEqual({ line: 3, column: 3 })
  })
})
