import { afterEach, describe, expect, it, vi } from 'vitest'
import { DISAGREED, dependenciesSplit, identifiersInValues, prepareValidator, refSiblingsIgnored, usesAjvShortfalls, validateJob, type Draft } from './schema.impl'

/**
 * Issue 35: Ajv with @hyperjump/json-schema as the reference where they differ. The verdicts below
 * are the JSON-Schema-Test-Suite's (the case named in each comment), which the conformance test runs
 * in full; these check what the tool shows for them.
 */
const job = (schema: object, document: unknown, draft: 'auto' | Draft = 'auto') => ({
  schema: JSON.stringify(schema, null, 2),
  document: JSON.stringify(document, null, 2),
  draft,
  formats: false,
})

afterEach(() => vi.restoreAllMocks())

describe('the reference where Ajv falls short', () => {
  // draft2020-12/dynamicRef.json/0: "A $dynamicRef to a $dynamicAnchor in the same schema resource behaves like a normal $ref to an $anchor".
  const dynamic = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://test.json-schema.org/dynamicRef-dynamicAnchor-same-schema/root',
    type: 'array',
    items: { $dynamicRef: '#items' },
    $defs: { foo: { $dynamicAnchor: 'items', type: 'string' } },
  }

  it("gives the suite's verdict on a $dynamicRef, and says when Ajv found otherwise", async () => {
    expect(await validateJob(job(dynamic, ['foo', 'bar']))).toEqual({ kind: 'valid', draft: '2020-12', note: DISAGREED(true) })
    const bad = await validateJob(job(dynamic, ['foo', 42]))
    expect(bad).toMatchObject({ kind: 'invalid', draft: '2020-12', total: 1 })
    if (bad.kind === 'invalid') expect(bad.errors[0]).toMatchObject({ pointer: '/1', keyword: 'type', message: 'must be string', line: 3, column: 3 })
  })

  it('takes a schema Ajv refuses (an empty enum), with errors in Ajv\'s words at their line and column', async () => {
    const schema = { type: 'object', required: ['a'], properties: { b: { enum: [] } } }
    const o = await validateJob(job(schema, { b: 1 }))
    expect(o.kind).toBe('invalid')
    if (o.kind !== 'invalid') return
    expect(o.errors.map(({ pointer, keyword, message, line, column }) => ({ pointer, keyword, message, line, column }))).toEqual([
      { pointer: '', keyword: 'required', message: "must have required property 'a'", line: 1, column: 1 },
      { pointer: '/b', keyword: 'enum', message: 'no value is allowed (an empty enum)', line: 2, column: 8 },
    ])
    expect(await validateJob(job(schema, { a: 1 }))).toEqual({ kind: 'valid', draft: '2020-12' })
  })

  it('puts an unevaluated property at its key, as Ajv does', async () => {
    // The reference alone: an empty enum elsewhere keeps Ajv out.
    const schema = { $defs: { never: { enum: [] } }, properties: { a: true }, unevaluatedProperties: false }
    const o = await validateJob(job(schema, { a: 1, extra: 2 }))
    expect(o.kind === 'invalid' && o.errors.map(({ pointer, keyword, message, detail, line, column }) => ({ pointer, keyword, message, detail, line, column }))).toEqual([
      { pointer: '', keyword: 'unevaluatedProperties', message: 'must NOT have unevaluated properties', detail: '"extra"', line: 3, column: 3 },
    ])
  })

  it('fetches nothing: a $ref to an address it does not have is a schema error, and no request is made', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const o = await validateJob(job({ $ref: 'https://example.com/person.schema.json' }, {}))
    expect(o.kind).toBe('schema-invalid')
    if (o.kind === 'schema-invalid') expect(o.errors[0]).toMatchObject({ keyword: '$ref', pointer: '/$ref' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('what each engine is given', () => {
  it("draft-07: a $ref's siblings are ignored, as the draft says (draft7/ref.json/5 and 6); 2019-09 applies them", async () => {
    const schema = { definitions: { a: { type: 'integer' } }, properties: { x: { $ref: '#/definitions/a', maximum: 5 } } }
    expect(refSiblingsIgnored(schema)).toEqual({ definitions: { a: { type: 'integer' } }, properties: { x: { $ref: '#/definitions/a' } } })
    expect((await validateJob(job(schema, { x: 10 }, '07'))).kind).toBe('valid')
    expect((await validateJob(job(schema, { x: 10 }, '2019-09'))).kind).toBe('invalid')
    // A property named $ref is data's name, not a reference: it stays, with its siblings.
    const named = { properties: { $ref: { type: 'string', minLength: 2 } } }
    expect(refSiblingsIgnored(named)).toEqual(named)
  })

  it("2019-09 and later: draft-07's dependencies split into dependentRequired and dependentSchemas", async () => {
    const schema = { dependencies: { a: ['b'], c: { required: ['d'] } }, properties: { dependencies: { type: 'string' } } }
    expect(dependenciesSplit(schema)).toEqual({ properties: { dependencies: { type: 'string' } }, dependentRequired: { a: ['b'] }, dependentSchemas: { c: { required: ['d'] } } })
    const o = await validateJob(job(schema, { a: 1, c: 2 }))
    expect(o.kind === 'invalid' && o.errors.map((e) => e.message).sort()).toEqual(["must have property b when property a is present", "must have required property 'd'"])
  })

  it('finds the keywords Ajv falls short on, and identifiers inside enum or const values (where Ajv has the last word)', () => {
    expect(usesAjvShortfalls({ properties: { a: { unevaluatedItems: false } } })).toBe(true)
    expect(usesAjvShortfalls({ enum: [] })).toBe(true)
    expect(usesAjvShortfalls({ properties: { a: { type: 'string' } } })).toBe(false)
    expect(identifiersInValues({ $defs: { e: { enum: [{ $anchor: 'x', type: 'null' }] } } }, '2020-12')).toBe(true)
    expect(identifiersInValues({ properties: { id: { const: 'x' } } }, '07')).toBe(false)
  })

  it('runs the reference for big documents only when the schema needs it', async () => {
    const plain = prepareValidator({ type: 'array' }, '2020-12', { reference: 'when-needed' })
    const needy = prepareValidator({ type: 'array', unevaluatedItems: false }, '2020-12', { reference: 'when-needed' })
    expect(plain.ok && needy.ok).toBe(true)
    if (!plain.ok || !needy.ok) return
    expect(await plain.validate([1])).toMatchObject({ valid: true, engine: 'ajv' })
    expect(await needy.validate([1])).toMatchObject({ valid: false })
    plain.release()
    needy.release()
  })
})
