import jsonpatch, { type Operation } from 'fast-json-patch'
import { describe, expect, it } from 'vitest'
import { opError, run } from './op-test-kit'

describe('json-diff', () => {
  const left = '{"a":1.0,"list":[{"id":1,"v":"x"},{"id":2,"v":"y"}]}'
  const right = '{"list":[{"id":2,"v":"y"},{"id":1,"v":"x!"}],"a":1}'

  it('gives a JSON Patch that fast-json-patch applies to the input to get the other document', async () => {
    for (const arrays of ['position', 'key']) {
      const patch = JSON.parse((await run('json-diff', left, { other: right, arrays })) as string) as Operation[]
      expect(jsonpatch.applyPatch(JSON.parse(left), patch).newDocument).toEqual(JSON.parse(right))
    }
  })

  it('lists the changes, numbers compared as written', async () => {
    expect(await run('json-diff', left, { other: right, arrays: 'key', output: 'list' })).toBe(
      ['changed  /a: 1.0 → 1 (the same number, written differently)', 'moved    /list/1 → /list/0', 'changed  /list/1/v: "x" → "x!"'].join('\n'),
    )
    expect(await run('json-diff', '{"a":[1]}', { other: '{"a":[1]}' })).toBe('[]')
  })

  it('says what is missing or invalid', async () => {
    expect(await opError('json-diff', '{}')).toBe('Give the JSON to compare with.')
    expect(await opError('json-diff', '{}', { other: '{}', arrays: 'key', key: ' ' })).toBe('Name the key that identifies array items (for example id).')
    expect(await opError('json-diff', '{}', { other: '{"a":}' })).toBe("Compared document: Object value expected after ':' (line 1, column 6)")
  })
})
