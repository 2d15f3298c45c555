import { describe, expect, it } from 'vitest'
import { isLosslessNumber } from 'lossless-json'
import { parseJson, stringifyJson } from './json-tree'

describe('lossless, ordered JSON (D24)', () => {
  it('keeps numbers as written, key order (integer-like keys too) and non-ASCII text', () => {
    const text = '{"b":1,"2":true,"id":12345678901234567890,"p":0.10000000000000000001,"e":1E+5,"u":"héllo 😀 \\u00e9","n":null,"a":[[],{}]}'
    const parsed = parseJson(text)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const value = parsed.value as Map<string, unknown>
    expect(Array.from(value.keys())).toEqual(['b', '2', 'id', 'p', 'e', 'u', 'n', 'a'])
    expect(isLosslessNumber(value.get('id'))).toBe(true)
    expect(stringifyJson(parsed.value, 0)).toBe('{"b":1,"2":true,"id":12345678901234567890,"p":0.10000000000000000001,"e":1E+5,"u":"héllo 😀 é","n":null,"a":[[],{}]}')
  })

  it('lays out like JSON.stringify with an indent', () => {
    const text = '{"a":[1,{"b":"c"},[]],"d":{},"e":"x\\ny"}'
    const parsed = parseJson(text)
    if (!parsed.ok) throw new Error('parse failed')
    expect(stringifyJson(parsed.value, 2)).toBe(JSON.stringify(JSON.parse(text), null, 2))
    expect(stringifyJson({ plain: [1, null, undefined, NaN] }, 2)).toBe(JSON.stringify({ plain: [1, null, null, null] }, null, 2))
  })

  it('keeps the last value of a duplicate key at its first position, as JSON.parse does, and warns', () => {
    const parsed = parseJson('{"a":1,\n"b":2,\n"a":3}')
    if (!parsed.ok) throw new Error('parse failed')
    expect(stringifyJson(parsed.value, 0)).toBe('{"a":3,"b":2}')
    expect(JSON.stringify(JSON.parse('{"a":1,"b":2,"a":3}'))).toBe('{"a":3,"b":2}')
    expect(parsed.warnings).toEqual(['Duplicate key "a" on line 3'])
  })

  it('reports a syntax error with the parser message, line and column', () => {
    expect(parseJson('{\n  "a": }')).toEqual({ ok: false, error: { message: "Object value expected after ':'", line: 2, column: 8, offset: 9 } })
  })

  it('refuses to write a cycle', () => {
    const a: unknown[] = []
    a.push(a)
    expect(() => stringifyJson(a, 2)).toThrow(/refers to itself/)
  })
})
