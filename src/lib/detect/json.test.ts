import { describe, expect, it } from 'vitest'
import { isJsonPrefix, json, stripJsonc } from './json'
import { sampleOf } from './index'

const run = (text: string) => json(sampleOf(text))
const tools = (text: string) => run(text).map((d) => d.toolId)

describe('json detector', () => {
  it('counts the keys of an object and sends it to the formatter first, then the converters', () => {
    const found = run('{"name":"x","version":"1.0.0","private":true}')
    expect(found[0]).toEqual({ toolId: 'json-formatter', confidence: 0.97, reason: 'JSON object, 3 keys', kind: 'json' })
    expect(found.map((d) => d.toolId)).toEqual(['json-formatter', 'json-yaml', 'json-xml', 'json-typescript'])
  })

  it('offers CSV for an array of objects', () => {
    const found = run('[{"id":1,"n":"a"},{"id":2,"n":"b"}]')
    expect(found[0]!.reason).toBe('JSON array, 2 objects')
    expect(found.map((d) => d.toolId)).toContain('csv-json')
    expect(tools('[1, 2, 3, 4, 5, 6, 7, 8]')).not.toContain('csv-json')
  })

  it('near misses: `{"a":1` is not JSON, nor are scalars or JavaScript objects', () => {
    expect(run('{"a":1')).toEqual([])
    expect(run('{a: 1}')).toEqual([])
    expect(run('123')).toEqual([])
    expect(run('"just a string"')).toEqual([])
    expect(run("{'a': 1}")).toEqual([])
  })

  it('names JSON with comments and trailing commas (tsconfig.json) as such', () => {
    const [d] = run('{\n  // comment\n  "compilerOptions": { "strict": true, },\n  /* more */\n}')
    expect(d).toMatchObject({ toolId: 'json-formatter', kind: 'jsonc', reason: 'JSONC object, 1 key (JSON with comments)' })
    expect(stripJsonc('{"url":"http://x.com/*not a comment*/"}').changed).toBe(false)
  })

  it('judges a paste larger than the sample by its shape', () => {
    const big = `[${'{"id":1,"name":"a\\"b","tags":["x",true,null,-1.5e3]},'.repeat(3000)}{"id":2}]`
    const [d] = run(big)
    expect(d!.toolId).toBe('json-formatter')
    expect(d!.reason).toMatch(/^JSON array of objects \(judged on the first 64 KiB of \d/)
    expect(run(`{"a": 1 "b": 2, ${' '.repeat(70_000)}}`)).toEqual([]) // missing comma in the prefix
  })

  it('isJsonPrefix accepts every cut of a valid document and rejects broken ones', () => {
    const doc = '{"a":[1,-2.5e+3,true,false,null,{"b":"c\\u00e9\\n"}],"d":{}}'
    for (let i = 1; i <= doc.length; i++) expect(isJsonPrefix(doc.slice(0, i)), doc.slice(0, i)).toBe(true)
    for (const bad of ['{"a" 1', '{a:1}', '[1,]', '{"a":1,}', '[01]', '{"a":tru e}', '[1] x', '{"a":"\\x"}']) expect(isJsonPrefix(bad), bad).toBe(false)
  })
})

describe('json detector: JSON Schema', () => {
  it('offers the JSON Schema Validator second for a schema, and not for a plain document', () => {
    const schema = run('{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"id": {"type": "integer"}}}')
    expect(schema.map((d) => d.toolId)).toEqual(['json-formatter', 'json-schema', 'json-yaml', 'json-xml'])
    expect(schema[1]!.reason).toBe('JSON Schema, object, 3 keys')
    expect(tools('{"type": "object", "properties": {}}')).toContain('json-schema')
    expect(tools('{"type": "user", "name": "Ada"}')).not.toContain('json-schema')
  })
})

describe('json detector: JSON to TypeScript', () => {
  it('offers types for a sample document, last, and not for a schema or JSON with comments', () => {
    const found = run('{"id": 1, "name": "Ada", "tags": ["x"]}')
    expect(found.at(-1)).toMatchObject({ toolId: 'json-typescript', reason: 'JSON object, 3 keys' })
    expect(found.at(-1)!.confidence).toBeCloseTo(0.52)
    expect(tools('[{"id":1,"n":"a"},{"id":2,"n":"b"}]')).toEqual(['json-formatter', 'json-yaml', 'json-xml', 'csv-json', 'json-typescript', 'fake-data'])
    expect(tools('{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object"}')).not.toContain('json-typescript')
    expect(tools('{\n  // comment\n  "a": 1\n}')).not.toContain('json-typescript')
  })
})
