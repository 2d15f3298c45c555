import { jsonrepair } from 'jsonrepair'
import { describe, expect, it } from 'vitest'
import { describeChanges, diffOps, linearDiff, MAX_LISTED, noteFor, repairJson, splitDocuments, type RepairResult } from './json-repair.impl'

/** The repaired text and the changes as "line:column note" lines. */
function summary(r: RepairResult) {
  if (!r.ok) return r
  return { output: r.output, changes: r.changes.map((c) => `${c.line}:${c.column} ${c.note}`), changeCount: r.changeCount }
}

/** Applying the operations to `a` gives `b`: the diff is a diff whatever its choices. */
function applyOps(a: string, b: string, linear: boolean): { fromA: string; toB: string } {
  let fromA = ''
  let toB = ''
  const emit = (op: { kind: string; text: string }) => {
    if (op.kind !== 'added') fromA += op.text
    if (op.kind !== 'removed') toB += op.text
  }
  if (linear) linearDiff(a, b, emit)
  else diffOps(a, b, emit)
  return { fromA, toB }
}

describe('repairJson: jsonrepair’s text, and what it changed', () => {
  it('single quotes', () => {
    expect(summary(repairJson("{'name': 'Ada', 'tags': ['a', 'b']}"))).toEqual({
      output: '{"name": "Ada", "tags": ["a", "b"]}',
      changes: [
        '1:2 replaced single quotes with double quotes: `"name"`',
        '1:10 replaced single quotes with double quotes: `"Ada"`',
        '1:17 replaced single quotes with double quotes: `"tags"`',
        '1:26 replaced single quotes with double quotes: `"a"`',
        '1:31 replaced single quotes with double quotes: `"b"`',
      ],
      changeCount: 5,
    })
  })
  it('unquoted keys', () => {
    expect(summary(repairJson("{name: 'x', age: 3}"))).toEqual({
      output: '{"name": "x", "age": 3}',
      changes: ['1:2 added quotes around `name`', '1:8 replaced single quotes with double quotes: `"x"`', '1:13 added quotes around `age`'],
      changeCount: 3,
    })
  })
  it('trailing commas', () => {
    expect(summary(repairJson('{"a": [1, 2, 3,],\n "b": 2,}'))).toEqual({
      output: '{"a": [1, 2, 3],\n "b": 2}',
      changes: ['1:15 removed a trailing comma', '2:8 removed a trailing comma'],
      changeCount: 2,
    })
  })
  it('comments, line and block', () => {
    expect(summary(repairJson('{\n  // the id\n  "id": 1, /* old: 0 */\n  "ok": true\n}'))).toEqual({
      output: '{\n  \n  "id": 1, \n  "ok": true\n}',
      changes: ['2:3 removed a comment', '3:12 removed a comment'],
      changeCount: 2,
    })
  })
  it('Python True, False and None', () => {
    expect(summary(repairJson("{'a': True, 'b': False, 'c': None}"))).toEqual({
      output: '{"a": true, "b": false, "c": null}',
      changes: [
        '1:2 replaced single quotes with double quotes: `"a"`',
        '1:7 replaced Python `True` with `true`',
        '1:13 replaced single quotes with double quotes: `"b"`',
        '1:18 replaced Python `False` with `false`',
        '1:25 replaced single quotes with double quotes: `"c"`',
        '1:30 replaced Python `None` with `null`',
      ],
      changeCount: 6,
    })
  })
  it('newline-delimited documents (JSON Lines) become an array, as jsonrepair makes it', () => {
    const text = '{"id":1}\n{"id":2}\n{"id":3}\n'
    const r = repairJson(text)
    expect(summary(r)).toEqual({
      output: '[\n{"id":1},\n{"id":2},\n{"id":3}\n\n]',
      changes: ['1:1 opened an array around the documents', '1:9 added a comma', '2:9 added a comma', '4:1 closed the array around the documents'],
      changeCount: 4,
    })
    expect(r.ok && r.output).toBe(jsonrepair(text)) // the same text jsonrepair gives, made in linear time
  })
  it('JSON Lines whose lines need repair too', () => {
    expect(summary(repairJson("{id: 1, 'ok': True}\n{id: 2, 'ok': False}"))).toMatchObject({
      output: '[\n{"id": 1, "ok": true},\n{"id": 2, "ok": false}\n]',
      changeCount: 9,
    })
  })
  it('concatenated documents on one line', () => {
    expect(summary(repairJson('{"a":1}{"b":2} [3]'))).toEqual({
      output: '[\n{"a":1},\n{"b":2},\n [3]\n]',
      changes: ['1:1 opened an array around the documents', '1:8 added a comma', '1:15 added a comma', '1:19 closed the array around the documents'],
      changeCount: 4,
    })
  })
  it('truncated input is closed', () => {
    expect(summary(repairJson('{"user": {"name": "Ada", "roles": ["admin", "dev'))).toEqual({
      output: '{"user": {"name": "Ada", "roles": ["admin", "dev"]}}',
      changes: ['1:49 added the missing `"]}}`'],
      changeCount: 1,
    })
  })
  it('escaped string content (a JSON body copied with its escapes)', () => {
    expect(summary(repairJson('{\\"a\\":1,\\"b\\":\\"x\\"}'))).toEqual({
      output: '{"a":1,"b":"x"}',
      changes: ['1:2 removed escaping backslashes', '1:10 removed escaping backslashes', '1:16 removed escaping backslashes'],
      changeCount: 3,
    })
  })
  it('special (typographic) quotes', () => {
    expect(summary(repairJson('{“name”: “Ada”}'))).toEqual({
      output: '{"name": "Ada"}',
      changes: ['1:2 replaced typographic quotes with double quotes: `"name"`', '1:10 replaced typographic quotes with double quotes: `"Ada"`'],
      changeCount: 2,
    })
  })
  it('a missing value and a line break inside a string', () => {
    expect(summary(repairJson('{"a": , "b": "x\ny"}'))).toEqual({
      output: '{"a": null, "b": "x\\ny"}',
      changes: ['1:7 added a missing value (`null`)', '1:16 escaped a line break inside a string'],
      changeCount: 2,
    })
  })
  it('valid JSON comes back unchanged, with no changes', () => {
    expect(summary(repairJson('{"a": [1, 2]}'))).toEqual({ output: '{"a": [1, 2]}', changes: [], changeCount: 0 })
  })
  it('keeps number text as written (D24)', () => {
    expect(repairJson("{'big': 12345678901234567890, 'f': 1.0}")).toMatchObject({ ok: true, output: '{"big": 12345678901234567890, "f": 1.0}' })
  })
  it('reports what jsonrepair cannot repair, with its position as line and column', () => {
    expect(repairJson('{\n  viewer { login }\n}')).toEqual({ ok: false, error: { message: 'Colon expected', offset: 19, line: 2, column: 18 } })
    expect(repairJson('[1, 2] x')).toMatchObject({ ok: false, error: { message: 'Unexpected character "x"', line: 1, column: 8 } })
  })
})

describe('the change list is bounded', () => {
  it('lists the first MAX_LISTED changes and counts them all', () => {
    const text = Array.from({ length: 300 }, (_, i) => `{id: ${i}}`).join('\n')
    const r = repairJson(text)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    // Per line: quotes around `id` and a comma; and the array opened and closed.
    expect(r.changeCount).toBe(300 + 299 + 2)
    expect(r.changes).toHaveLength(MAX_LISTED)
    expect(r.changes.slice(0, 3).map((c) => `${c.line}:${c.column} ${c.note}`)).toEqual(['1:1 opened an array around the documents', '1:2 added quotes around `id`', '1:8 added a comma'])
  })
})

describe('progress', () => {
  it('reports progress through the repair and the diff, ending at the total', () => {
    const text = Array.from({ length: 30_000 }, (_, i) => `{id: ${i}, 'ok': True}`).join('\n')
    const seen: number[] = []
    const r = repairJson(text, (p) => seen.push(p.done / p.total))
    expect(r.ok).toBe(true)
    expect(seen.length).toBeGreaterThan(2)
    expect(seen).toEqual([...seen].sort((x, y) => x - y))
    expect(seen.at(-1)).toBe(1)
  })
})

describe('the diffs', () => {
  const pairs: [string, string][] = [
    ["{'a': 'b'}", '{"a": "b"}'],
    ['{"a":1, // c\n "b": /* x */ 2}', '{"a":1, \n "b":  2}'],
    ['abc', ''],
    ['', 'xyz'],
    ['same', 'same'],
  ]
  it('diffChars and the linear diff both turn the input into the repaired text', () => {
    for (const [a, b] of pairs) {
      expect(applyOps(a, b, false)).toEqual({ fromA: a, toB: b })
      expect(applyOps(a, b, true)).toEqual({ fromA: a, toB: b })
    }
  })
  it('a comment longer than the diff windows is one removal, in the linear diff too', () => {
    const text = `{\n// ${'x'.repeat(700)}\na: 1}`
    const output = jsonrepair(text)
    for (const linear of [false, true]) {
      expect(describeChanges(text, output, linear).changes.map((c) => `${c.line}:${c.column} ${c.note}`)).toEqual(['2:1 removed a comment', '3:1 added quotes around `a`'])
    }
  })
  it('the linear diff gives the same changes as diffChars on a large almost-JSON document, repeated', () => {
    const unit = "  {\n    // settings\n    name: 'demo',\n    /* multi\n       line */\n    list: [1, 2, 3,],\n    ok: True, n: None,\n  },\n"
    const text = `[\n${unit.repeat(150)}]`
    const output = jsonrepair(text)
    expect(text.length + output.length).toBeGreaterThan(20_000) // past diffChars' limit: the linear diff
    const { changes, changeCount } = describeChanges(text, output)
    expect(changeCount).toBe(150 * 10 + 1)
    // The first unit, diffed on its own with diffChars, gives the same notes at the same places.
    const one = `[\n${unit}]`
    const small = describeChanges(one, jsonrepair(one), false).changes.slice(0, 10)
    expect(changes.slice(0, 10)).toEqual(small)
    expect(small.map((c) => `${c.line}:${c.column} ${c.note}`)).toEqual([
      '3:5 removed a comment',
      '4:5 added quotes around `name`',
      '4:11 replaced single quotes with double quotes: `"demo"`',
      '5:5 removed a comment',
      '7:5 added quotes around `list`',
      '7:19 removed a trailing comma',
      '8:5 added quotes around `ok`',
      '8:9 replaced Python `True` with `true`',
      '8:15 added quotes around `n`',
      '8:18 replaced Python `None` with `null`, and removed a trailing comma',
    ])
  })
})

describe('splitDocuments', () => {
  it('splits top-level objects and arrays, keeping blanks and comments with the document before', () => {
    expect(splitDocuments('{"a":"}{"} // x\n[1]{}')).toEqual(['{"a":"}{"} // x\n', '[1]', '{}'])
  })
  it('is null for one document, or for top-level scalars', () => {
    expect(splitDocuments('{"a": 1}\n')).toBeNull()
    expect(splitDocuments('1\n2')).toBeNull()
    expect(splitDocuments('{"a":1}\n"x"')).toBeNull()
  })
})

describe('noteFor', () => {
  it('names common repairs in words', () => {
    expect(noteFor('', ',')).toBe('added a comma')
    expect(noteFor(',', '')).toBe('removed a trailing comma')
    expect(noteFor('# note', '')).toBe('removed a comment')
    expect(noteFor('key', '"key"')).toBe('added quotes around `key`')
    expect(noteFor("'", '"')).toBe('replaced the quote `\'` with `"`')
    expect(noteFor('NaN', '"NaN"')).toBe('added quotes around `NaN`')
    expect(noteFor('undefined', 'null')).toBe('replaced `undefined` with `null`')
    expect(noteFor('', '}')).toBe('added the missing `}`')
    expect(noteFor('```json\n', '\n')).toBe('removed a Markdown code fence')
    expect(noteFor('True,', 'true')).toBe('replaced Python `True` with `true`, and removed a trailing comma')
  })
})
