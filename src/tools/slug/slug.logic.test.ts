import { describe, expect, it } from 'vitest'
import { DEFAULTS, previewUrl, slugify, stripAccents } from './slug.logic'

const slug = (inputText: string, o: Partial<typeof DEFAULTS> = {}) => slugify({ ...DEFAULTS, ...o, inputText })

describe('slug', () => {
  it('makes a lower-case hyphenated slug by default', () => {
    expect(slug('Hello World! This is a Test')).toBe('hello-world-this-is-a-test')
    expect(slug('  spaces   everywhere  ')).toBe('spaces-everywhere')
    expect(slug('')).toBe('')
  })
  it('strips accents (NFKD)', () => {
    expect(stripAccents('Crème brûlée à la façon')).toBe('Creme brulee a la facon')
    expect(slug('Crème Brûlée — Ça marche!')).toBe('creme-brulee-ca-marche')
    expect(slug('Ångström Žižek ŉ')).toBe('angstrom-zizek-ʼn')
  })
  it('removes punctuation when asked, and keeps it otherwise', () => {
    expect(slug("What's new in v2.0? (beta)")).toBe('what-s-new-in-v2-0-beta')
    expect(slug("What's new?", { removeSpecialChars: false })).toBe("what's-new?")
  })
  it('uses the chosen separator', () => {
    expect(slug('a b c', { separator: '_' })).toBe('a_b_c')
    expect(slug('a b c', { separator: '.' })).toBe('a.b.c')
    expect(slug('a b c', { separator: '' })).toBe('abc')
  })
  it('keeps case when lowercase is off', () => {
    expect(slug('Hello World', { lowercase: false })).toBe('Hello-World')
  })
  it('drops the stop words of SPEC when asked', () => {
    expect(slug('The Art of War and Peace in the Modern Age', { removeStopWords: true })).toBe('art-war-peace-modern-age')
    expect(slug('The Art of War', { removeStopWords: false })).toBe('the-art-of-war')
  })
  it('truncates to the max length without ending on a separator', () => {
    expect(slug('hello world again', { maxLength: '6' })).toBe('hello')
    expect(slug('hello world again', { maxLength: '8' })).toBe('hello-wo')
    expect(slug('hello world', { maxLength: '' })).toBe('hello-world')
    expect(slug('hello world', { maxLength: '100' })).toBe('hello-world')
  })
  it('previews the slug on an example host', () => {
    expect(previewUrl('my-post')).toBe('https://example.com/blog/my-post')
  })
})
