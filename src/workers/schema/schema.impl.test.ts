import Ajv from 'ajv'
import Ajv2019 from 'ajv/dist/2019'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { draftOfUri, inferJob, prepareValidator, resolveDraft, validateJob, type Draft } from './schema.impl'

/** Ajv's own verdict and errors, configured as the engine says (the reference the engine must equal). */
function reference(draft: Draft, schema: object, data: unknown, formats = true) {
  const opts = { allErrors: true, strict: false, ownProperties: true, validateFormats: formats }
  const ajv = draft === '2020-12' ? new Ajv2020(opts) : draft === '2019-09' ? new Ajv2019(opts) : new Ajv(opts)
  addFormats(ajv)
  const validate = ajv.compile(schema)
  const valid = validate(data) as boolean
  return { valid, errors: (validate.errors ?? []).map((e) => ({ pointer: e.instancePath, keyword: e.keyword, message: e.message, schemaPath: e.schemaPath })) }
}

const job = (schema: object | string, document: unknown, draft: 'auto' | Draft = 'auto', formats = true) => ({
  schema: typeof schema === 'string' ? schema : JSON.stringify(schema, null, 2),
  document: typeof document === 'string' ? document : JSON.stringify(document, null, 2),
  draft,
  formats,
})

// Cases in the JSON-Schema-Test-Suite's style: a schema and instances, valid or not.
const CASES: { name: string; draft: Draft; schema: object; data: unknown[] }[] = [
  {
    name: '$ref to $defs',
    draft: '2020-12',
    schema: { $defs: { pos: { type: 'integer', minimum: 1 } }, type: 'object', properties: { a: { $ref: '#/$defs/pos' }, b: { $ref: '#/$defs/pos' } } },
    data: [{ a: 1, b: 2 }, { a: 0, b: 'x' }, { a: 1.5 }],
  },
  {
    name: 'recursive $ref',
    draft: '2020-12',
    schema: { $id: 'https://example.com/tree', type: 'object', properties: { value: { type: 'number' }, children: { type: 'array', items: { $ref: '#' } } }, required: ['value'] },
    data: [{ value: 1, children: [{ value: 2, children: [] }] }, { value: 1, children: [{ children: [] }, { value: 'x' }] }],
  },
  {
    name: 'oneOf',
    draft: '2020-12',
    schema: { oneOf: [{ type: 'integer' }, { minimum: 2 }] },
    data: [1, 2.5, 3, 1.5],
  },
  {
    name: 'anyOf, allOf, not, if/then/else',
    draft: '2019-09',
    schema: { allOf: [{ type: 'object' }], anyOf: [{ required: ['a'] }, { required: ['b'] }], not: { required: ['c'] }, if: { properties: { a: { const: 1 } } }, then: { required: ['d'] }, else: { required: ['e'] } },
    data: [{ a: 1, d: 1 }, { a: 1 }, { b: 2 }, { b: 2, e: 1, c: 0 }],
  },
  {
    name: 'formats',
    draft: '2020-12',
    schema: { type: 'object', properties: { email: { format: 'email' }, when: { format: 'date-time' }, site: { format: 'uri' }, id: { format: 'uuid' }, ip: { format: 'ipv4' } } },
    data: [
      { email: 'a@example.com', when: '2024-01-02T03:04:05Z', site: 'https://example.com/x', id: '123e4567-e89b-12d3-a456-426614174000', ip: '10.0.0.1' },
      { email: 'nope', when: '2024-13-02', site: 'not a uri', id: 'xyz', ip: '300.1.1.1' },
    ],
  },
  {
    name: 'additionalProperties, enum, const, unevaluatedProperties',
    draft: '2020-12',
    schema: { type: 'object', properties: { kind: { enum: ['a', 'b'] }, v: { const: 2 } }, patternProperties: { '^x-': true }, unevaluatedProperties: false },
    data: [{ kind: 'a', v: 2, 'x-y': 1 }, { kind: 'c', v: 3, extra: true }],
  },
  {
    name: 'draft-07 dependencies and items array',
    draft: '07',
    schema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'array', items: [{ type: 'string' }, { type: 'number' }], additionalItems: false, dependencies: {} },
    data: [['a', 1], [1, 'a', true]],
  },
  {
    name: 'required with JavaScript property names',
    draft: '07',
    schema: { required: ['toString', 'constructor'] },
    data: [{}, { toString: 1, constructor: 2 }],
  },
]

describe('schema engine: verdicts and errors equal Ajv\'s own', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const prepared = prepareValidator(c.schema, c.draft)
      expect(prepared.ok).toBe(true)
      if (!prepared.ok) return
      for (const data of c.data) {
        const ours = await prepared.validate(data)
        if ('problem' in ours) throw new Error(ours.problem.message)
        const ref = reference(c.draft, c.schema, data)
        expect(ours.valid, JSON.stringify(data)).toBe(ref.valid)
        expect(ours.errors.map((e) => ({ pointer: e.instancePath, keyword: e.keyword, message: e.message, schemaPath: e.schemaPath }))).toEqual(ref.errors)
        // The tool's rows carry the same pointer, keyword and message, in Ajv's order.
        const outcome = (await validateJob(job({ ...c.schema, $schema: undefined }, data, c.draft)))
        if (ref.valid) expect(outcome.kind).toBe('valid')
        else {
          expect(outcome.kind).toBe('invalid')
          if (outcome.kind === 'invalid') expect(outcome.errors.map((e) => ({ pointer: e.pointer, keyword: e.keyword, message: e.message, schemaPath: e.schemaPath }))).toEqual(ref.errors)
        }
      }
    })
  }

  it('checks formats only when asked (the drafts make them annotations)', async () => {
    const schema = { format: 'email' }
    expect((await validateJob(job(schema, '"nope"', '2020-12', true))).kind).toBe('invalid')
    expect((await validateJob(job(schema, '"nope"', '2020-12', false))).kind).toBe('valid')
    expect(reference('2020-12', schema, 'nope', false).valid).toBe(true)
  })
})

describe('validateJob', () => {
  const schema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": { "age": { "type": "integer" }, "email": { "type": "string", "format": "email" } },
  "required": ["name"],
  "additionalProperties": false
}`
  const document = `{
  "age": 1.5,
  "email": "nope",
  "extra": true
}`

  it('lists every error with its pointer, Ajv\'s message and the line and column in the document', async () => {
    const o = (await validateJob({ schema, document, draft: 'auto', formats: true }))
    expect(o).toEqual({
      kind: 'invalid',
      draft: '2020-12',
      total: 4,
      errors: [
        { pointer: '', keyword: 'required', message: "must have required property 'name'", schemaPath: '#/required', line: 1, column: 1 },
        { pointer: '', keyword: 'additionalProperties', message: 'must NOT have additional properties', detail: '"extra"', schemaPath: '#/additionalProperties', line: 4, column: 3 },
        { pointer: '/age', keyword: 'type', message: 'must be integer', schemaPath: '#/properties/age/type', line: 2, column: 10 },
        { pointer: '/email', keyword: 'format', message: 'must match format "email"', schemaPath: '#/properties/email/format', line: 3, column: 12 },
      ],
    })
  })

  it('says the document is valid, naming the draft', async () => {
    expect((await validateJob({ document: '{"age": 3}', schema: schema.replace('"required": ["name"]', '"required": ["age"]'), draft: 'auto', formats: true }))).toEqual({ kind: 'valid', draft: '2020-12' })
  })

  it('reports a schema the meta-schema rejects, with the position in the schema', async () => {
    const o = (await validateJob({ schema: '{\n  "type": "strin"\n}', document: '1', draft: 'auto', formats: true }))
    expect(o.kind).toBe('schema-invalid')
    if (o.kind !== 'schema-invalid') return
    expect(o.errors[0]).toMatchObject({ pointer: '/type', keyword: 'enum', message: 'must be equal to one of the allowed values', line: 2, column: 11 })
  })

  it('reports a $ref that cannot be resolved at the $ref', async () => {
    const o = (await validateJob({ schema: '{\n  "properties": {\n    "a": { "$ref": "#/$defs/missing" }\n  }\n}', document: '{}', draft: 'auto', formats: true }))
    expect(o).toEqual({
      kind: 'schema-invalid',
      draft: '2020-12',
      total: 1,
      errors: [{ pointer: '/properties/a/$ref', keyword: '$ref', message: "can't resolve reference #/$defs/missing from id #", schemaPath: '', line: 3, column: 20 }],
    })
  })

  it('gives the parser\'s message with line and column for invalid JSON on either side', async () => {
    expect((await validateJob({ schema: '{"type": ', document: '[1,', draft: 'auto', formats: true }))).toEqual({
      kind: 'syntax',
      schema: { message: "Object value expected after ':'", line: 1, column: 10 },
      document: { message: 'Array item expected but reached end of input', line: 1, column: 4 },
    })
  })

  it('chooses the draft from $schema, or as chosen by hand with a note', async () => {
    const d7 = '{"$schema": "http://json-schema.org/draft-07/schema#", "items": [{"type": "string"}]}'
    expect((await validateJob({ schema: d7, document: '[1]', draft: 'auto', formats: true }))).toMatchObject({ kind: 'invalid', draft: '07' })
    const forced = (await validateJob({ schema: d7, document: '[1]', draft: '2020-12', formats: true }))
    // In 2020-12 an array "items" is not allowed: the meta-schema says so.
    expect(forced.kind).toBe('schema-invalid')
    expect(forced.kind === 'schema-invalid' && forced.note).toBe('The schema\'s $schema is "http://json-schema.org/draft-07/schema#"; validated as draft 2020-12, as chosen.')
    const unknown = (await validateJob({ schema: '{"$schema": "http://json-schema.org/draft-04/schema#"}', document: '1', draft: 'auto', formats: true }))
    expect(unknown).toMatchObject({ kind: 'schema-invalid', errors: [{ pointer: '/$schema', line: 1, column: 13 }] })
  })

  it('knows the drafts by their $schema URIs', async () => {
    expect(draftOfUri('https://json-schema.org/draft/2020-12/schema')).toBe('2020-12')
    expect(draftOfUri('http://json-schema.org/draft/2019-09/schema#')).toBe('2019-09')
    expect(draftOfUri('http://json-schema.org/draft-07/schema')).toBe('07')
    expect(draftOfUri('http://json-schema.org/draft-04/schema#')).toBeNull()
    expect(resolveDraft({}, 'auto')).toEqual({ draft: '2020-12' })
  })

  it('lists at most 500 errors with positions but counts them all', async () => {
    const doc = JSON.stringify(Array.from({ length: 800 }, () => 'x'))
    const o = (await validateJob({ schema: '{"items": {"type": "integer"}}', document: doc, draft: 'auto', formats: true }))
    expect(o.kind === 'invalid' && [o.total, o.errors.length, o.errors[499]!.pointer]).toEqual([800, 500, '/499'])
  })
})

describe('inferJob', () => {
  it('infers a draft 2020-12 schema the document satisfies', async () => {
    const document = '[{"id": 1, "name": "a", "tags": ["x"]}, {"id": 2.5, "name": null}]'
    const r = inferJob(document)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const schema = JSON.parse(r.schema)
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(reference('2020-12', schema, JSON.parse(document)).valid).toBe(true)
  })

  it('reports invalid JSON', async () => {
    expect(inferJob('{')).toEqual({ ok: false, error: { message: "Quoted object key or end of object '}' expected but reached end of input", line: 1, column: 2 } })
  })
})
