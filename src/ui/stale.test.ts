import { describe, expect, it } from 'vitest'
import { inputsExcept, isStale, sameInputs, STALE_TEXT, staleTitle } from './stale'

describe('sameInputs (D31: is a shown result still from the current inputs?)', () => {
  it('is true for the same keys with the same values, whatever their order', () => {
    expect(sameInputs({ text: 'abc', key: '' }, { key: '', text: 'abc' })).toBe(true)
    const file = new Blob(['x'])
    expect(sameInputs({ file, n: 1 }, { file, n: 1 })).toBe(true)
  })

  it('is false once any value changes, a key is added or one is missing', () => {
    expect(sameInputs({ text: 'abc' }, { text: 'abcdef' })).toBe(false)
    expect(sameInputs({ text: 'abc' }, { text: 'abc', key: 'k' })).toBe(false)
    expect(sameInputs({ text: 'abc', key: undefined }, { text: 'abc', other: undefined })).toBe(false)
    expect(sameInputs({ n: 0 }, { n: -0 })).toBe(false)
    expect(sameInputs({ n: NaN }, { n: NaN })).toBe(true)
  })

  it('compares objects by identity: a different file with the same content is another input', () => {
    expect(sameInputs({ file: new Blob(['x']) }, { file: new Blob(['x']) })).toBe(false)
    expect(sameInputs({ o: { a: 1 } }, { o: { a: 1 } })).toBe(false)
  })

  it('compares arrays item by item, so a list rebuilt on each render is the same input', () => {
    expect(sameInputs({ algorithms: ['md5', 'sha256'] }, { algorithms: ['md5', 'sha256'] })).toBe(true)
    expect(sameInputs({ algorithms: ['md5', 'sha256'] }, { algorithms: ['sha256', 'md5'] })).toBe(false)
    expect(sameInputs({ algorithms: ['md5'] }, { algorithms: ['md5', 'sha256'] })).toBe(false)
    expect(sameInputs({ algorithms: [] }, { algorithms: '' })).toBe(false)
  })

  it('treats a missing side as equal only to another missing side of the same kind', () => {
    expect(sameInputs(null, null)).toBe(true)
    expect(sameInputs(undefined, undefined)).toBe(true)
    expect(sameInputs(null, undefined)).toBe(false)
    expect(sameInputs(null, { text: '' })).toBe(false)
    expect(sameInputs({ text: '' }, undefined)).toBe(false)
  })

  it('says in words why a result is marked', () => {
    expect(STALE_TEXT).toBe('Out of date: the input changed since this result was made.')
  })

  it('names the button that brings a held-back result up to date', () => {
    expect(staleTitle('Format')).toBe('Out of date: press Format to update it')
  })
})

describe('isStale (a shown result against the current inputs)', () => {
  const made = { outcome: '{\n  "a": 1\n}', from: { input: '{"a":1}', indentSize: '2' } }

  it('is false while nothing was made yet, and while the inputs are the ones it was made from', () => {
    expect(isStale(null, { input: '' })).toBe(false)
    expect(isStale(undefined, { input: 'x' })).toBe(false)
    expect(isStale(made, { indentSize: '2', input: '{"a":1}' })).toBe(false)
  })

  it('is true once the text or an option differs, and false again when they go back', () => {
    expect(isStale(made, { input: '{"b":2}', indentSize: '2' })).toBe(true)
    expect(isStale(made, { input: '{"a":1}', indentSize: '4' })).toBe(true)
    expect(isStale(made, { input: '{"a":1}' })).toBe(true)
    expect(isStale(made, { input: '{"a":1}', indentSize: '2' })).toBe(false)
  })
})

describe('inputsExcept (what a two-way converter direction reads)', () => {
  const state = { csvInput: 'a,b', jsonInput: '[]', hasHeaders: true, flatten: false }

  it("keeps the direction's own input and every option, and leaves out the other inputs", () => {
    expect(inputsExcept(state, ['jsonInput'])).toEqual({ csvInput: 'a,b', hasHeaders: true, flatten: false })
    expect(inputsExcept(state, ['csvInput'])).toEqual({ jsonInput: '[]', hasHeaders: true, flatten: false })
    expect(inputsExcept(state, [])).toEqual(state)
  })

  it("makes an edit of the other tab's input leave the result current, and an option change mark it", () => {
    const from = inputsExcept(state, ['jsonInput'])
    expect(isStale({ from }, inputsExcept({ ...state, jsonInput: '[{"a":1}]' }, ['jsonInput']))).toBe(false)
    expect(isStale({ from }, inputsExcept({ ...state, hasHeaders: false }, ['jsonInput']))).toBe(true)
    expect(isStale({ from }, inputsExcept({ ...state, csvInput: 'a,c' }, ['jsonInput']))).toBe(true)
  })
})
