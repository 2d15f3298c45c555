import { raw as jqWasmRaw } from 'jq-wasm'
import { describe, expect, it } from 'vitest'
import { compareCodePoints, describeJsonError, lineColumn, processJson, processJsonTo, reindentJson, sortJsonKeys } from './json.impl'

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

/** A reference for sorted output: JSON.parse, every object's keys sorted by code point, JSON.stringify. */
function referenceSorted(text: string, indent?: number): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort)
    if (v && typeof v === 'object') {
      const keys = Object.keys(v).sort((a, b) => {
        const x = [...a].map((c) => c.codePointAt(0)!)
        const y = [...b].map((c) => c.codePointAt(0)!)
        for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!
        return x.length - y.length
      })
      // A Map keeps "2" after "10" where a plain object would move integer-like keys first.
      return new Map(keys.map((k) => [k, sort((v as Record<string, unknown>)[k])]))
    }
    return v
  }
  const replacer = (_k: string, v: unknown) => (v instanceof Map ? Object.fromEntries(v) : v)
  // Object.fromEntries puts integer-like keys first again; only documents without them use this.
  return JSON.stringify(sort(JSON.parse(text)), replacer, indent)
}

/** jq-wasm's own `jq -S` (jq 1.8.2), node's exit code left as it was (its exit() sets it). */
async function jqSorted(text: string, compact: boolean): Promise<string> {
  const before = process.exitCode
  try {
    return (await jqWasmRaw(text, '.', compact ? ['-S', '-c'] : ['-S'])).stdout.replace(/\n$/, '')
  } finally {
    process.exitCode = before
  }
}

const UNSORTED = [
  '{"b":1,"a":2}',
  '{"z":{"y":[{"d":1,"c":2},{"b":[],"a":{}}],"x":null},"a":[[{"q":1,"p":2}]],"m":"text"}',
  '[{"name":"Zoë","id":2,"tags":["b","a"]},{"id":1,"name":"Ada","meta":{"updated":"2024-01-01","created":"2023-12-31"}}]',
  '{"B":1,"a":2,"_":3,"A":4,"b":5,"":6,"aa":7,"a b":8,"é":9,"z":10}',
  '{"esc":"quote \\" backslash \\\\ tab \\t newline \\n","unicode":"é 😀 日本","ctl":"\\u0001"}',
  '{"\uffff":1,"😀":2,"\ue000":3,"z":4,"日":5}',
  '[]',
  '{}',
  '"scalar"',
  '{"numbers":[0,-1,3.25,1000,-0.5],"bool":[true,false],"nil":null}',
]

describe('sort keys: recursive, stable, by code point (as jq -S)', () => {
  it('sorts nested objects, including objects inside arrays, in the layout of the unsorted path', () => {
    const r = processJson({ text: '{"b":{"d":1,"c":[{"f":1,"e":2},[]]},"a":{}}', mode: 'format', indent: 2, sortKeys: true })
    expect(r).toEqual({
      ok: true,
      output: '{\n  "a": {},\n  "b": {\n    "c": [\n      {\n        "e": 2,\n        "f": 1\n      },\n      []\n    ],\n    "d": 1\n  }\n}',
      warnings: [],
    })
  })
  it('minifies sorted', () => {
    expect(processJson({ text: '{ "b" : [ 1 , { "y":1, "x":2 } ], "a" : null }', mode: 'minify', indent: 4, sortKeys: true })).toEqual({
      ok: true,
      output: '{"a":null,"b":[1,{"x":2,"y":1}]}',
      warnings: [],
    })
  })
  it('keeps number and string text exactly as written (D24): big numbers, 1.0, -0, escapes', () => {
    const text = '{"s":"a\\u00e9\\/b\\n","n":[12345678901234567890,1.0,-0,1E400,0.10000000000000000001],"\\u0041":"key escaped"}'
    expect(processJson({ text, mode: 'minify', indent: 2, sortKeys: true })).toEqual({
      ok: true,
      output: '{"\\u0041":"key escaped","n":[12345678901234567890,1.0,-0,1E400,0.10000000000000000001],"s":"a\\u00e9\\/b\\n"}',
      warnings: [],
    })
  })
  it('orders by code point: astral characters after U+FFFF-range ones, as jq compares UTF-8 bytes', () => {
    expect(processJson({ text: '{"😀":1,"\uffff":2,"\ue000":3,"z":4,"日":5,"Z":6}', mode: 'minify', indent: 2, sortKeys: true })).toEqual({
      ok: true,
      output: '{"Z":6,"z":4,"日":5,"\ue000":3,"\uffff":2,"😀":1}',
      warnings: [],
    })
    // Plain `<` (UTF-16 code units) puts the emoji (surrogates D83D DE00) first of the three.
    expect(['😀', '\uffff', '\ue000'].sort()).toEqual(['😀', '\ue000', '\uffff'])
    expect(['😀', '\uffff', '\ue000'].sort(compareCodePoints)).toEqual(['\ue000', '\uffff', '😀'])
  })
  it('sorts integer-like keys as strings ("10" before "2"), not numerically', () => {
    expect(sortJsonKeys('{"2":"b","10":"a","1":"c"}', null).output).toBe('{"1":"c","10":"a","2":"b"}')
  })
  it('keeps duplicate keys in their order and warns about them with the line', () => {
    expect(processJson({ text: '{"b":1,\n"a":2,\n"b":3,\n"a":4}', mode: 'minify', indent: 2, sortKeys: true })).toEqual({
      ok: true,
      output: '{"a":2,"a":4,"b":1,"b":3}',
      warnings: ['Duplicate key "b" on line 3', 'Duplicate key "a" on line 4'],
    })
  })
  it('keys that differ only in escapes sort by their decoded text', () => {
    expect(sortJsonKeys('{"b":1,"\\u0061":2,"\\"":3}', null).output).toBe('{"\\"":3,"\\u0061":2,"b":1}')
  })
  it('takes deep nesting without using the call stack', () => {
    const deep = '{"b":'.repeat(20_000) + '1' + '}'.repeat(20_000)
    expect(sortJsonKeys(deep, null).output).toBe(deep)
  })
  it('validate with sortKeys still only validates', () => {
    expect(processJson({ text: '{"b":1,"a":2}', mode: 'validate', indent: 2, sortKeys: true })).toEqual({ ok: true, output: '', warnings: [] })
  })
  it('matches a JSON.parse + code-point sort + JSON.stringify reference', () => {
    for (const s of UNSORTED) {
      expect(sortJsonKeys(s, 2).output, s).toBe(referenceSorted(s, 2))
      expect(sortJsonKeys(s, null).output, s).toBe(referenceSorted(s))
    }
  })
  it('matches jq -S (jq-wasm) on documents without big numbers, formatted and compact', async () => {
    for (const s of UNSORTED) {
      expect(sortJsonKeys(s, 2).output, s).toBe(await jqSorted(s, false))
      expect(sortJsonKeys(s, null).output, s).toBe(await jqSorted(s, true))
    }
  })
  it('matches JSON.stringify of a sorted copy on a generated document of a few MB', () => {
    const doc = Array.from({ length: 20_000 }, (_, i) => ({ zeta: i, name: `item ${i} "q"`, alpha: { ok: i % 2 === 0, v: null, b: [i, { y: 1, x: 2 }] } }))
    const text = JSON.stringify(doc)
    expect(sortJsonKeys(text, 2).output).toBe(referenceSorted(text, 2))
  })
})

describe('processJsonTo (output written to a sink in blocks, for the sliced path of issue 17)', () => {
  // Enough pieces for several blocks: the layouts hand over what they gathered every 16,384 pieces.
  const doc = Array.from({ length: 8_000 }, (_, i) => ({ zeta: i, name: `é ${i} 😀`, alpha: { ok: i % 2 === 0, big: 12345678901234567890n.toString() } }))
  const text = JSON.stringify(doc).replace(/"big":"(\d+)"/g, '"big":$1')
  it.each([
    ['format', 2, false],
    ['format', 4, true],
    ['minify', 2, false],
    ['minify', 2, true],
  ] as const)('%s (indent %i, sort keys %s): the blocks join to what processJson returns', (mode, indent, sortKeys) => {
    const blocks: string[] = []
    const r = processJsonTo({ text, mode, indent, sortKeys }, (b) => blocks.push(b))
    const whole = processJson({ text, mode, indent, sortKeys })
    expect(r).toEqual({ ok: true, output: '', warnings: [] })
    expect(blocks.length).toBeGreaterThan(2)
    expect(blocks.join('')).toBe((whole as { output: string }).output)
    expect(blocks.join('')).toContain('"big": 12345678901234567890'.replace(': ', mode === 'minify' ? ':' : ': '))
  })
  it('writes nothing for an invalid text or for Validate', () => {
    const blocks: string[] = []
    expect(processJsonTo({ text: '[1,', mode: 'format', indent: 2 }, (b) => blocks.push(b))).toMatchObject({ ok: false })
    expect(processJsonTo({ text: '{"a":1,"a":2}', mode: 'validate', indent: 2 }, (b) => blocks.push(b))).toEqual({ ok: true, output: '', warnings: ['Duplicate key "a" on line 1'] })
    expect(blocks).toEqual([])
  })
})
