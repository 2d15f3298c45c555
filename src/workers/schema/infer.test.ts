import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'
import { inferSchema } from './infer'

const URI = 'https://json-schema.org/draft/2020-12/schema'

describe('inferSchema', () => {
  it('gives each value its type', () => {
    expect(inferSchema('x')).toEqual({ $schema: URI, type: 'string' })
    expect(inferSchema(3)).toEqual({ $schema: URI, type: 'integer' })
    expect(inferSchema(3.5)).toEqual({ $schema: URI, type: 'number' })
    expect(inferSchema(null)).toEqual({ $schema: URI, type: 'null' })
    expect(inferSchema(true)).toEqual({ $schema: URI, type: 'boolean' })
    expect(inferSchema([])).toEqual({ $schema: URI, type: 'array' })
  })

  it('merges an array of objects: properties of all, required only for keys present in every one', () => {
    expect(inferSchema([{ id: 1, name: 'a', tags: ['x'] }, { id: 2.5, name: null, extra: { on: true } }])).toEqual({
      $schema: URI,
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'number' },
          name: { type: ['string', 'null'] },
          tags: { type: 'array', items: { type: 'string' } },
          extra: { type: 'object', properties: { on: { type: 'boolean' } }, required: ['on'] },
        },
        required: ['id', 'name'],
      },
    })
  })

  it('keeps mixed item types as a list, and a __proto__ key as a key', () => {
    const s = inferSchema(JSON.parse('{"list": [1, "a", {"k": 1}], "__proto__": 1}'))
    expect(s.properties?.list).toEqual({ type: 'array', items: { type: ['object', 'string', 'integer'], properties: { k: { type: 'integer' } }, required: ['k'] } })
    expect(Object.keys(s.properties!)).toEqual(['list', '__proto__'])
  })

  it('produces a schema Ajv accepts and the document satisfies', () => {
    const doc = { users: [{ id: 1, email: 'a@b.c', roles: ['admin'] }, { id: 2, email: 'd@e.f', roles: [], manager: null }], total: 2 }
    const ajv = new Ajv2020({ strict: true })
    expect(ajv.validate(inferSchema(doc), doc)).toBe(true)
    expect(ajv.validate(inferSchema(doc), { ...doc, total: 'two' })).toBe(false)
  })
})
