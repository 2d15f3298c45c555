import { raw as jq } from 'jq-wasm'
import { JSONPath } from 'jsonpath-plus'
import { parse as losslessParse, stringify as losslessStringify } from 'lossless-json'
import { describe, expect, it } from 'vitest'
import type { PathSegment } from '../../workers/json-tree/tree.types'
import {
  copyValueText,
  highlight,
  jsonPathSelectable,
  keyLabel,
  matchCounter,
  MAX_SCROLL_PX,
  prettyJson,
  PRETTY_COPY_MAX_CHARS,
  scrollHeight,
  scrollTopFor,
  sizeLabel,
  toJqPath,
  toJsonPath,
  toJsonPointer,
  topToShow,
  virtualTop,
  visibleRange,
} from './json-tree.logic'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

/** RFC 6901 section 4: evaluation of a pointer, written from the RFC's text (~1 then ~0). */
function resolvePointer(doc: Json, pointer: string): Json | undefined {
  if (pointer === '') return doc
  if (!pointer.startsWith('/')) throw new Error(`not a pointer: ${pointer}`)
  let v: Json | undefined = doc
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (Array.isArray(v)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined
      v = v[Number(token)]
    } else if (v !== null && typeof v === 'object') {
      v = Object.hasOwn(v, token) ? v[token] : undefined
    } else return undefined
  }
  return v
}

/** jq-wasm's own run of a program (the real jq 1.8.2), compact output; node's exit code left as it was. */
async function jqOwn(text: string, program: string): Promise<string> {
  const before = process.exitCode
  try {
    return (await jq(text, program, ['-c'])).stdout.trim()
  } finally {
    process.exitCode = before
  }
}

/** Every node of a document with its path (JSON.parse's reading). */
function nodes(value: Json, path: PathSegment[] = [], out: { path: PathSegment[]; value: Json }[] = []) {
  out.push({ path, value })
  if (Array.isArray(value)) value.forEach((v, i) => nodes(v, [...path, i], out))
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) nodes(v, [...path, k], out)
  return out
}

const AWKWARD = JSON.stringify({
  'a b': { 'c.d': [10, { "it's": 'q1' }] },
  'quote"d': { 'back\\slash': 1, "'": 'apostrophe', "'x'": 2 },
  '~': { '/': { '~1': 'tilde-slash' } },
  'a/b': { 'm~n': 2, 'x~0y': 3 },
  'é😀': { 日本: 3 },
  '': { '': 'empty', after: ['x'] },
  '0': { '1': 'digit keys', '01': 'leading zero' },
  '123abc': 4,
  $: { '@': { '*': 5, '@a': 1 } },
  '..': { '..': 6, '.': 7, 'a..b': 8 },
  'a,b': 7,
  if: { and: 8, then: [{ end: 9 }] },
  '(x)': 9,
  '`tick': 10,
  '?(@)': 11,
  '\n': 'newline key',
  'a.b': { 'c~d': 12 },
  '\\(x)': 'jq interpolation look-alike',
  arr: [[1, [2, { 'deep key': [true, null, 1.5] }]]],
  'with space': { 'more space': { identifier_ok: 'v' } },
})

describe('paths: each form selects the node in its own engine', () => {
  const doc = JSON.parse(AWKWARD) as Json
  const all = nodes(doc)

  it('JSONPath, evaluated by jsonpath-plus', () => {
    for (const { path, value } of all) {
      const p = toJsonPath(path)
      expect(jsonPathSelectable(path), p).toBe(true)
      expect(JSONPath({ path: p, json: doc as object, wrap: false }), p).toEqual(value)
    }
  })

  it('jq, evaluated by jq itself', async () => {
    for (const { path, value } of all) {
      const p = toJqPath(path)
      expect(await jqOwn(AWKWARD, p), p).toBe(JSON.stringify(value))
    }
  })

  it('JSON Pointer, resolved as RFC 6901 says', () => {
    for (const { path, value } of all) expect(resolvePointer(doc, toJsonPointer(path)), toJsonPointer(path)).toEqual(value)
  })

  it('write the usual shapes', () => {
    const path: PathSegment[] = ['store', 'book', 0, 'title']
    expect([toJsonPath(path), toJqPath(path), toJsonPointer(path)]).toEqual(['$.store.book[0].title', '.store.book[0].title', '/store/book/0/title'])
    expect([toJsonPath([]), toJqPath([]), toJsonPointer([])]).toEqual(['$', '.', ''])
    expect([toJsonPath([0, 1]), toJqPath([0, 1]), toJsonPointer([0, 1])]).toEqual(['$[0][1]', '.[0][1]', '/0/1'])
    expect([toJsonPath(['a b', 'c']), toJqPath(['a b', 'c']), toJsonPointer(['a b', 'c'])]).toEqual(["$['a b'].c", '.["a b"].c', '/a b/c'])
    expect([toJsonPath(['x', 'a b']), toJqPath(['x', 'a b'])]).toEqual(["$.x['a b']", '.x["a b"]'])
    expect([toJsonPath(['*']), toJsonPath(['~']), toJsonPath(['..'])]).toEqual(["$['`*']", "$['`~']", "$['`..']"])
    expect(toJqPath(['if', 'quote"d'])).toBe('.["if"]["quote\\"d"]')
    expect(toJsonPointer(['a/b', 'm~n', ''])).toBe('/a~1b/m~0n/')
  })

  it("JSON Pointer matches RFC 6901's own examples (section 5)", () => {
    const rfc = JSON.parse('{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\\\j": 5, "k\\"l": 6, " ": 7, "m~n": 8}') as Json
    const examples: [PathSegment[], string, Json][] = [
      [[], '', rfc],
      [['foo'], '/foo', ['bar', 'baz']],
      [['foo', 0], '/foo/0', 'bar'],
      [[''], '/', 0],
      [['a/b'], '/a~1b', 1],
      [['c%d'], '/c%d', 2],
      [['e^f'], '/e^f', 3],
      [['g|h'], '/g|h', 4],
      [['i\\j'], '/i\\j', 5],
      [['k"l'], '/k"l', 6],
      [[' '], '/ ', 7],
      [['m~n'], '/m~0n', 8],
    ]
    for (const [path, pointer, value] of examples) {
      expect(toJsonPointer(path)).toBe(pointer)
      expect(resolvePointer(rfc, pointer)).toEqual(value)
    }
  })

  it('says which keys jsonpath-plus cannot select at all', () => {
    for (const key of ['a]b', '[x]', 'a;b', '^', 'x^y']) {
      expect(jsonPathSelectable(['ok', key]), key).toBe(false)
      expect(JSONPath({ path: toJsonPath([key]), json: { [key]: 'v' }, wrap: false }), key).not.toBe('v')
    }
    expect(jsonPathSelectable(['a b', 0, "it's", '~'])).toBe(true)
  })
})

describe('row labels', () => {
  it('sizes: keys, items, UTF-8 bytes; nothing for scalars', () => {
    expect([sizeLabel('object', 3), sizeLabel('object', 1), sizeLabel('array', 10), sizeLabel('array', 1), sizeLabel('string', 42), sizeLabel('string', 1), sizeLabel('string', 0)]).toEqual([
      '3 keys',
      '1 key',
      '10 items',
      '1 item',
      '42 bytes',
      '1 byte',
      '0 bytes',
    ])
    expect(sizeLabel('array', 1234567)).toBe('1,234,567 items')
    expect([sizeLabel('number', 0), sizeLabel('boolean', 0), sizeLabel('null', 0)]).toEqual(['', '', ''])
  })

  it('keys: the key, [index] for items, root for the document', () => {
    expect([keyLabel('name'), keyLabel(3), keyLabel(null), keyLabel('')]).toEqual(['name', '[3]', 'root', ''])
  })

  it('highlights the first match ignoring case', () => {
    expect(highlight('Hello World', 'world')).toEqual(['Hello ', 'World', ''])
    expect(highlight('abc', 'x')).toBeNull()
    expect(highlight('abc', '')).toBeNull()
  })

  it('counts matches', () => {
    expect([matchCounter(0, 0), matchCounter(1, 0), matchCounter(120, 0), matchCounter(120, 3), matchCounter(1500, 1500)]).toEqual(['No matches', '1 match', '120 matches', '3 of 120', '1,500 of 1,500'])
  })
})

describe('prettyJson: lays out text as JSON.stringify does, numbers as written', () => {
  it('equals JSON.stringify(value, null, n) where JSON.parse keeps the numbers', () => {
    const docs = ['{"a":1,"b":[1,2,{"c":null}],"d":{},"e":[],"f":"x, y: {z}","g":"q\\"uote\\\\"}', '[ ]', '{ }', '"s"', '[[[]]]', AWKWARD, '  [1 ,\n 2 ]  ']
    for (const text of docs) for (const n of [2, 4]) expect(prettyJson(text, n)).toBe(JSON.stringify(JSON.parse(text), null, n))
  })

  it("keeps big numbers and decimals as written, as lossless-json's round trip does (D24)", () => {
    const text = '{"id":12345678901234567890,"price":0.10000000000000000001,"one":1.0,"e":1E+3,"list":[ -0 ,2.50]}'
    expect(prettyJson(text)).toBe(losslessStringify(losslessParse(text), null, 2))
    expect(prettyJson(text)).toContain('"id": 12345678901234567890,')
  })

  it('Copy value pretty-prints containers up to the limit, and copies the rest as written', () => {
    expect(copyValueText('object', '{"a":1.0}')).toBe('{\n  "a": 1.0\n}')
    expect(copyValueText('number', '1.0')).toBe('1.0')
    expect(copyValueText('string', '"a\\nb"')).toBe('"a\\nb"')
    const big = `[${'1,'.repeat(PRETTY_COPY_MAX_CHARS / 2)}1]`
    expect(copyValueText('array', big)).toBe(big)
  })
})

describe('virtual scrolling', () => {
  it('maps scroll positions one to one while the list fits', () => {
    expect(scrollHeight(1000, 28)).toBe(28_000)
    expect(virtualTop(5000, 1000, 28, 400)).toBe(5000)
    expect(scrollTopFor(5000, 1000, 28, 400)).toBe(5000)
  })

  it('scales a list taller than MAX_SCROLL_PX so both ends are reachable', () => {
    const rows = 5_000_000
    const h = 28
    const view = 400
    expect(scrollHeight(rows, h)).toBe(MAX_SCROLL_PX)
    const end = MAX_SCROLL_PX - view
    expect(virtualTop(0, rows, h, view)).toBe(0)
    expect(virtualTop(end, rows, h, view)).toBeCloseTo(rows * h - view, 3)
    const { last } = visibleRange(virtualTop(end, rows, h, view), view, h, rows, 0)
    expect(last).toBe(rows - 1)
    expect(scrollTopFor(virtualTop(123_456, rows, h, view), rows, h, view)).toBeCloseTo(123_456, 3)
  })

  it('renders the rows in view plus the overscan', () => {
    expect(visibleRange(0, 280, 28, 1000, 5)).toEqual({ first: 0, last: 15 })
    expect(visibleRange(2800, 280, 28, 1000, 5)).toEqual({ first: 95, last: 115 })
    expect(visibleRange(27_720, 280, 28, 1000, 5)).toEqual({ first: 985, last: 999 })
    expect(visibleRange(0, 280, 28, 0)).toEqual({ first: 0, last: -1 })
  })

  it('scrolls just enough to show a row', () => {
    expect(topToShow(9, 0, 280, 28)).toBeNull() // rows 0-9 fill 280 px
    expect(topToShow(10, 0, 280, 28)).toBe(28)
    expect(topToShow(10, 28, 280, 28)).toBeNull()
    expect(topToShow(20, 0, 280, 28)).toBe(21 * 28 - 280)
    expect(topToShow(2, 280, 280, 28)).toBe(56)
  })
})
