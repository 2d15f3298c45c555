import { describe, expect, it } from 'vitest'
import { defaultOptions } from '../../workers/types/languages'
import { generateTypes } from '../../workers/types/types.impl'
import { acceptText, DEFAULTS, downloadName, failedMessage, jobOf, stoppedMessage, outcomeNotes, resultInputs, rootTypeName, sharePick, syntaxMessage, validateState, type JsonTypesState } from './json-typescript.logic'

const state = (over: Partial<JsonTypesState> = {}): JsonTypesState => ({ ...DEFAULTS, ...over })

describe('rootTypeName: a valid identifier in every language', () => {
  it.each([
    ['Root', 'Root'],
    ['', 'Root'],
    ['  ', 'Root'],
    ['api response', 'ApiResponse'],
    ['user-profile', 'UserProfile'],
    ['order_item', 'OrderItem'],
    ['3d model', 'T3dModel'],
    ['Über', 'Über'],
    ['class', 'Class'],
    ['$$$', 'Root'],
    ['myType', 'MyType'],
  ])('%j -> %s', (typed, name) => {
    expect(rootTypeName(typed)).toBe(name)
  })

  it('is stable: a name it made stays as it is', () => {
    for (const t of ['api response', '3d model', 'x', 'Über-type']) expect(rootTypeName(rootTypeName(t))).toBe(rootTypeName(t))
  })

  it('the generator gets the identifier, and uses it', async () => {
    const job = jobOf(state({ json: '{"a": 1}', rootName: 'api response' }))
    expect(job.rootName).toBe('ApiResponse')
    const o = await generateTypes(job)
    expect(o.kind === 'ok' && o.code).toContain('export interface ApiResponse {')
  })
})

describe('state', () => {
  it('a stored entry with wrong or missing fields falls back field by field', () => {
    const v = validateState({ json: 5, lang: 'cobol', rootName: 'X', dates: 'yes', allOptional: true, options: { go: { package: 'api', omitEmpty: 'no' }, python: null } } as unknown as JsonTypesState, DEFAULTS)
    expect(v.json).toBe('')
    expect(v.lang).toBe('typescript')
    expect(v.rootName).toBe('X')
    expect(v.dates).toBe(false)
    expect(v.allOptional).toBe(true)
    expect(v.options.go).toEqual({ package: 'api', omitEmpty: false })
    expect(v.options.python).toEqual(defaultOptions('python'))
    expect(v.options.typescript).toEqual(defaultOptions('typescript'))
  })

  it('Share carries the document, the language and only that language’s options (D32)', () => {
    const s = state({ json: '{"a":1}', lang: 'go', options: { ...DEFAULTS.options, go: { package: 'api', omitEmpty: true }, java: { style: 'jackson', lombok: true, package: 'x' } } })
    expect(sharePick(s)).toEqual({ json: '{"a":1}', lang: 'go', rootName: 'Root', dates: false, allOptional: false, options: { go: { package: 'api', omitEmpty: true } } })
  })

  it('the input port puts text into the input and keeps the rest', () => {
    const s = state({ lang: 'rust', rootName: 'Thing' })
    expect(acceptText(s, '[1]')).toEqual({ ...s, json: '[1]' })
  })

  it('D31: a change of the text, the language, the root name or the shown language’s options changes the result’s inputs; another language’s options do not', () => {
    const s = state({ json: '{}' })
    const base = resultInputs(s)
    expect(resultInputs({ ...s, json: '{"a":1}' })).not.toEqual(base)
    expect(resultInputs({ ...s, lang: 'go' })).not.toEqual(base)
    expect(resultInputs({ ...s, rootName: 'Other' })).not.toEqual(base)
    expect(resultInputs({ ...s, rootName: 'root' })).toEqual(base) // the same identifier: the same types
    expect(resultInputs({ ...s, dates: true })).not.toEqual(base)
    expect(resultInputs({ ...s, options: { ...s.options, typescript: { readonly: true, typeAliases: false } } })).not.toEqual(base)
    expect(resultInputs({ ...s, options: { ...s.options, go: { package: 'x', omitEmpty: true } } })).toEqual(base)
  })
})

describe('words', () => {
  it('the Download file is named after the root type, with the language’s extension', () => {
    expect(downloadName({ lang: 'typescript', rootName: 'api response' })).toBe('ApiResponse.ts')
    expect(downloadName({ lang: 'zod', rootName: '' })).toBe('Root.ts')
    expect(downloadName({ lang: 'schema', rootName: 'Root' })).toBe('Root.schema.json')
    const ext = (lang: JsonTypesState['lang']) => downloadName({ lang, rootName: 'R' })
    expect(['go', 'rust', 'python', 'kotlin', 'csharp', 'java', 'swift'].map((l) => ext(l as JsonTypesState['lang']))).toEqual(['R.go', 'R.rs', 'R.py', 'R.kt', 'R.cs', 'R.java', 'R.swift'])
  })

  it('a generator failure is explained; too deep a document in plain words', async () => {
    const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)
    const o = await generateTypes(jobOf(state({ json: deep })))
    expect(o.kind).toBe('failed')
    expect(o.kind === 'failed' && failedMessage(o.message)).toBe('Could not generate types: the JSON is nested too deeply for the generator.')
    expect(failedMessage('Unknown renderer option')).toBe('Could not generate types: Unknown renderer option')
  })

  it('after Cancel, the screen says whether older types are still shown', () => {
    expect(stoppedMessage(true)).toBe('Stopped: the types shown are for an earlier input.')
    expect(stoppedMessage(false)).toBe('Stopped before the types were ready.')
  })

  it('a JSON error names its line and column', () => {
    expect(syntaxMessage({ message: "Object value expected after ':'", line: 3, column: 8 })).toBe("JSON error: Object value expected after ':' (line 3, column 8)")
  })

  it('notes: a top-level array in TypeScript, and keys that plain Python classes rename', async () => {
    const arr = await generateTypes(jobOf(state({ json: '[{"a": 1}]' })))
    if (arr.kind !== 'ok') throw new Error('expected types')
    expect(outcomeNotes(arr, { lang: 'typescript', options: DEFAULTS.options, root: 'Root' })).toEqual(['The JSON is an array: Root describes one element, so the whole document is Root[].'])

    const py = state({ json: '{"first-name": "Ada", "class": 1, "ok": true}', lang: 'python' })
    const o = await generateTypes(jobOf(py))
    if (o.kind !== 'ok') throw new Error('expected types')
    expect(outcomeNotes(o, { lang: 'python', options: py.options, root: 'Root' })).toEqual([
      '"first-name", "class" are renamed to valid Python names, and plain classes do not map them back: choose dataclasses + from_dict/to_dict to keep the JSON keys.',
    ])
    const single = await generateTypes(jobOf({ ...py, lang: 'java', json: '{"first-name": "Ada"}' }))
    if (single.kind !== 'ok') throw new Error('expected types')
    expect(outcomeNotes(single, { lang: 'java', options: py.options, root: 'Root' })).toEqual([
      '"first-name" is renamed to a valid Java name, and plain classes do not map it back: choose Jackson annotations to keep the JSON keys.',
    ])
    const go = await generateTypes(jobOf({ ...py, lang: 'go' }))
    if (go.kind !== 'ok') throw new Error('expected types')
    expect(outcomeNotes(go, { lang: 'go', options: py.options, root: 'Root' })).toEqual([])
  })
})
