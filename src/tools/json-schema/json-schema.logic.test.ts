import { describe, expect, it } from 'vitest'
import { validateJob } from '../../workers/schema/schema.impl'
import { acceptText, DEFAULTS, DRAFT_OPTIONS, EXAMPLE, looksLikeSchema, reportText, rowText, validateState } from './json-schema.logic'

describe('json-schema logic', () => {
  it('offers Auto and the three drafts', async () => {
    expect(DRAFT_OPTIONS).toEqual([
      { value: 'auto', label: 'Auto (from $schema)' },
      { value: '2020-12', label: '2020-12' },
      { value: '2019-09', label: '2019-09' },
      { value: '07', label: '07' },
    ])
  })

  it('writes the report of the example: a count, then each error with pointer, position, message and keyword', async () => {
    const o = (await validateJob({ ...EXAMPLE, draft: 'auto', formats: true }))
    expect(reportText(o).split('\n')[0]).toBe('5 errors against draft 2020-12')
    expect(reportText(o)).toContain('/ (line 7, column 3): must NOT have additional properties "active" [additionalProperties]')
    expect(reportText(o)).toContain('/id (line 2, column 9): must be >= 1 [minimum]')
    expect(reportText(o)).toContain('/role (line 6, column 11): must be equal to one of the allowed values ["admin","editor","viewer"] [enum]')
  })

  it('writes the valid verdict and the invalid schema', async () => {
    expect(reportText({ kind: 'valid', draft: '07' })).toBe('✅ Valid against draft-07')
    expect(reportText({ kind: 'schema-invalid', draft: '2020-12', total: 1, errors: [{ pointer: '/type', keyword: 'enum', message: 'm', schemaPath: '', line: 2, column: 3 }] })).toBe(
      'The schema is invalid (draft 2020-12)\n/type (line 2, column 3): m [enum]',
    )
    expect(rowText({ pointer: '', keyword: 'required', message: "must have required property 'a'", schemaPath: '', line: 0, column: 0 })).toBe("/: must have required property 'a' [required]")
  })

  it('sends a schema to the schema side and anything else to the document (input port)', async () => {
    expect(looksLikeSchema('{"$schema": "x"}')).toBe(true)
    expect(looksLikeSchema('{"type": "object", "properties": {}}')).toBe(true)
    expect(looksLikeSchema('{"type": "user", "name": "x"}')).toBe(false)
    expect(looksLikeSchema('[1]')).toBe(false)
    expect(acceptText(DEFAULTS, '{"$schema": "x"}')).toEqual({ ...DEFAULTS, schema: '{"$schema": "x"}' })
    expect(acceptText(DEFAULTS, '{"a": 1}')).toEqual({ ...DEFAULTS, document: '{"a": 1}' })
  })

  it('falls back to defaults for a stored state of the wrong shape', async () => {
    expect(validateState({ schema: 1, document: 'd', draft: 'draft-4', formats: 'yes' } as never, DEFAULTS)).toEqual({ ...DEFAULTS, document: 'd' })
  })
})
