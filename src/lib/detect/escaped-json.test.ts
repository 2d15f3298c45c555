import { describe, expect, it } from 'vitest'
import { escapedJson, escapedShape, findEscapedJson, unescapeJson } from './escaped-json'
import { detect, sampleOf } from './index'

const run = (text: string) => escapedJson(sampleOf(text))

describe('unescapeJson', () => {
  it('reads a string literal, a body without its quotes, and twice-escaped text', () => {
    expect(unescapeJson('"{\\"a\\":1}"')).toEqual({ text: '{"a":1}', levels: 1 })
    expect(unescapeJson('{\\"a\\":1,\\"b\\":\\"x\\"}')).toEqual({ text: '{"a":1,"b":"x"}', levels: 1 })
    expect(unescapeJson('"{\\\\\\"a\\\\\\":1}"')).toEqual({ text: '{"a":1}', levels: 2 })
    expect(unescapeJson('  "[{\\"id\\":1}]"\n')).toEqual({ text: '[{"id":1}]', levels: 1 })
  })
  it('reads a body copied across lines (raw line breaks and tabs)', () => {
    expect(unescapeJson('{\n\t\\"a\\": \\"x\\\\ny\\"\n}')).toEqual({ text: '{\n\t"a": "x\\ny"\n}', levels: 1 })
  })
  it('is null for text that is not escaped JSON', () => {
    expect(unescapeJson('{"a":1}')).toBeNull()
    expect(unescapeJson('"hello"')).toBeNull()
    expect(unescapeJson('"{unterminated')).toBeNull()
    expect(unescapeJson('')).toBeNull()
  })
  it('round-trips: unescapeJson(JSON.stringify(doc)) is doc, whatever its strings hold', () => {
    const docs = [
      '{"quote":"say \\"hi\\"","backslash":"C:\\\\temp\\\\new","slash":"a\\/b"}',
      '{\n  "unicode": "é 😀 日本 \\u00e9",\n  "newline": "a\\nb\\r\\n",\n  "tab": "\\t"\n}',
      '["\u2028 line separator", "\u2029", "\\u2028"]',
      '  {"leading": "white space"}  \n',
      '[{"nested":"{\\"inner\\":1}"}]',
      '{"big":12345678901234567890,"f":1.0}',
    ]
    for (const doc of docs) {
      expect(unescapeJson(JSON.stringify(doc)), doc).toEqual({ text: doc, levels: 1 })
      expect(unescapeJson(JSON.stringify(JSON.stringify(doc))), doc).toEqual({ text: doc, levels: 2 })
    }
  })
})

describe('escaped JSON detection', () => {
  it('reads only the start to decide the shape', () => {
    expect(escapedShape('   "{\\"a')).toBe('literal')
    expect(escapedShape('[{\\"a')).toBe('body')
    expect(escapedShape('"plain"')).toBeNull()
    expect(escapedShape('{"a":1}')).toBeNull()
  })
  it('offers only what unescapes to a JSON document; a long text is judged by its start', () => {
    expect(findEscapedJson('"{\\"a\\":1}"', 1000)).toEqual({ shape: 'literal', levels: 1, text: '{"a":1}' })
    expect(findEscapedJson('"{not json}"', 1000)).toBeNull()
    expect(findEscapedJson('"1717200000"', 1000)).toBeNull()
    expect(findEscapedJson(`"{\\"a\\":\\"${'x'.repeat(2000)}`, 1000)).toEqual({ shape: 'literal', levels: null, text: null })
  })
  it('sends escaped JSON to the JSON Formatter', () => {
    expect(run('"{\\"a\\":1}"')).toEqual([{ toolId: 'json-formatter', confidence: 0.9, reason: 'Escaped JSON string', kind: 'escaped-json' }])
    expect(run('{\\"a\\":1}')[0]!.reason).toBe('Escaped JSON (without its quotes)')
    expect(detect('"{\\\\\\"a\\\\\\":1}"')[0]).toMatchObject({ toolId: 'json-formatter', reason: 'Escaped JSON string, escaped twice' })
    expect(run('"7c9e6679-7425-40de-944b-e07fc1f90ae7"')).toEqual([])
  })
  it('judges a paste larger than the sample by its start', () => {
    const big = JSON.stringify(JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `item ${i}` }))))
    expect(run(big.slice(1, -1).replace(/^/, '"'))[0]).toMatchObject({ confidence: 0.85, reason: expect.stringMatching(/^Escaped JSON string \(judged on the first 64 KiB/) })
  })
})
