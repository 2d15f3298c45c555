import { describe, expect, it } from 'vitest'
import { sameInputs, STALE_TEXT } from './stale'

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
})
