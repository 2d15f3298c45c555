import { describe, expect, it } from 'vitest'
import { almostJson, analyzeAlmostJson } from './almost-json'
import { detect, sampleOf } from './index'

const run = (text: string) => almostJson(sampleOf(text))

describe('analyzeAlmostJson', () => {
  it('names what makes a text almost JSON', () => {
    expect(analyzeAlmostJson("{'a': True, 'b': None, 'c': [1, 2,]}")).toEqual({ findings: ['single quotes', 'trailing commas', 'Python literals'], complete: true })
    expect(analyzeAlmostJson('{name: "x", /* note */ n: 1}')).toEqual({ findings: ['unquoted keys', 'comments'], complete: true })
    expect(analyzeAlmostJson('{“a”: ‘b’}')).toEqual({ findings: ['typographic quotes'], complete: true })
    expect(analyzeAlmostJson('{"a": [1, {"b": null}]}')).toEqual({ findings: [], complete: true })
  })
  it('says when the text stops inside the value', () => {
    expect(analyzeAlmostJson("{'a': [1, 2")).toEqual({ findings: ['single quotes'], complete: false })
    expect(analyzeAlmostJson('{"a": "unclosed')).toEqual({ findings: [], complete: false })
  })
  it('is not almost JSON when a token is where JSON has none', () => {
    for (const text of [
      '{ viewer { login } }', // GraphQL
      '{6F9619FF-8B86-D011-B42D-00C04FC964FF}', // a GUID
      '[package]\nname = "x"', // TOML
      '[core]\n\trepositoryformatversion = 0', // INI
      '{a: 1, b: [x, y]}', // YAML flow map (plain scalars)
      '{ a: function () { return 1 } }', // JavaScript
      '{ a: () => 1 }',
      '{ width: 10px }',
      '{"a":1}{"b":2}', // two documents
      '{"a":1} trailing',
      '"a string"',
      '{&quot;id&quot;:42}',
    ]) {
      expect(analyzeAlmostJson(text), text).toBeNull()
    }
  })
  it('takes deep nesting in its stride (no recursion)', () => {
    const deep = `${"{'a':".repeat(50_000)}1${'}'.repeat(50_000)}`
    expect(analyzeAlmostJson(deep)).toEqual({ findings: ['single quotes'], complete: true })
  })
})

describe('almost-json detector', () => {
  it('sends almost-JSON to the JSON Formatter, saying what it found', () => {
    expect(run("{'name': 'Ada', 'admin': False}")).toEqual([{ toolId: 'json-formatter', confidence: 0.8, reason: 'Almost JSON: single quotes, Python literals', kind: 'almost-json' }])
    expect(run('{\n  name: "api",\n  port: 8080,\n}')[0]!.reason).toBe('Almost JSON: unquoted keys, trailing commas')
  })
  it('leaves valid JSON, JSONC (comments and trailing commas: json.ts names it) and cut-off text alone', () => {
    expect(run('{"a": 1}')).toEqual([])
    expect(run('{\n  // c\n  "a": 1,\n}')).toEqual([])
    expect(run("{'a': 1")).toEqual([])
    expect(run('{"a":1')).toEqual([])
    expect(detect('{\n  // c\n  "a": 1,\n}')[0]).toMatchObject({ toolId: 'json-formatter', kind: 'jsonc' })
  })
  it('judges a paste larger than the sample by its start, and says so', () => {
    const big = `[${"{'id': 1, 'ok': True},".repeat(5000)}{'id': 2}]`
    expect(run(big)).toEqual([
      { toolId: 'json-formatter', confidence: 0.8, reason: 'Almost JSON: single quotes, Python literals (judged on the first 64 KiB of 107.43 KiB)', kind: 'almost-json' },
    ])
  })
  it('ranks the JSON Formatter first for a Python dict pasted anywhere', () => {
    expect(detect("{'a': None}")[0]).toMatchObject({ toolId: 'json-formatter', reason: 'Almost JSON: single quotes, Python literals' })
  })
})
