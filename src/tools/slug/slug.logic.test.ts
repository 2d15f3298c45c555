import { describe, expect, it } from 'vitest'
import { DEFAULTS, MAX_LENGTH_ERROR, parseMaxLength, previewUrl, slugify, toLatin, validateState } from './slug.logic'

const slug = (inputText: string, o: Partial<typeof DEFAULTS> = {}) => slugify({ ...DEFAULTS, ...o, inputText })

describe('slug', () => {
  it('makes a lower-case hyphenated slug by default', () => {
    expect(slug('Hello World! This is a Test')).toBe('hello-world-this-is-a-test')
    expect(slug('  spaces   everywhere  ')).toBe('spaces-everywhere')
    expect(slug('')).toBe('')
  })
  it('strips accents (SPEC) and transliterates letters that have none (@sindresorhus/transliterate)', () => {
    expect(toLatin('Crème brûlée à la façon')).toBe('Creme brulee a la facon')
    expect(slug('Crème Brûlée — Ça marche!')).toBe('creme-brulee-ca-marche')
    expect(slug('Straße in München')).toBe('strasse-in-munchen')
    expect(slug('Øre Łódź')).toBe('ore-lodz')
    expect(slug('Ærø Þór Đorđe')).toBe('aero-thor-dorde')
    expect(slug('Ångström Žižek ŉ')).toBe('angstrom-zizek-n')
    expect(slug('Привет, мир')).toBe('privet-mir')
    expect(slug('ﬁle x²')).toBe('file-x2')
    // Transliteration does not depend on "Remove special chars".
    expect(slug('Straße in München!', { removeSpecialChars: false })).toBe('strasse-in-munchen!')
  })
  it('drops apostrophes instead of splitting words on them', () => {
    expect(slug("Don't stop")).toBe('dont-stop')
    expect(slug('Don’t stop the rock ’n’ roll')).toBe('dont-stop-the-rock-n-roll')
    expect(slug("What's new in v2.0? (beta)")).toBe('whats-new-in-v2-0-beta')
    expect(slug("'quoted' words")).toBe('quoted-words')
  })
  it('removes punctuation when asked, and keeps it otherwise', () => {
    expect(slug('a&b c/d (e)')).toBe('a-b-c-d-e')
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
  it('cuts at the last separator within the max length, never mid-word and never on a separator', () => {
    expect(slug('hello world again', { maxLength: '6' })).toBe('hello')
    expect(slug('hello world again', { maxLength: '8' })).toBe('hello')
    expect(slug('hello world again', { maxLength: '11' })).toBe('hello-world')
    expect(slug('hello world again', { maxLength: '16' })).toBe('hello-world')
    expect(slug('hello world again', { maxLength: '17' })).toBe('hello-world-again')
    expect(slug('hello world again', { maxLength: '12', separator: '_' })).toBe('hello_world')
    expect(slug('hello world again', { maxLength: '12', separator: '' })).toBe('helloworld')
    expect(slug('hello world', { maxLength: '' })).toBe('hello-world')
    expect(slug('hello world', { maxLength: '100' })).toBe('hello-world')
    // Counted in characters, after transliteration.
    expect(slug('Straße in München', { maxLength: '10' })).toBe('strasse-in')
  })
  it('cuts a single word only when it alone is longer than the limit', () => {
    expect(slug('Supercalifragilistic word', { maxLength: '5' })).toBe('super')
    expect(slug('a-b-c-d e', { removeSpecialChars: false, maxLength: '4' })).toBe('a-b')
  })
  it('refuses a negative, zero or fractional max length with a message instead of using it', () => {
    for (const bad of ['-3', '0', '1.5', '3e2', 'abc', '+4']) expect(parseMaxLength(bad), bad).toEqual({ ok: false, error: MAX_LENGTH_ERROR })
    expect(MAX_LENGTH_ERROR).toBe('Max Length must be a whole number of 1 or more. No limit is applied.')
    expect(parseMaxLength('')).toEqual({ ok: true, max: null })
    expect(parseMaxLength(' 12 ')).toEqual({ ok: true, max: 12 })
    // A refused value limits nothing (and is not read as 3).
    expect(slug('hello world again', { maxLength: '-3' })).toBe('hello-world-again')
  })
  it('keeps what was typed in Max Length when stored, so the message shows again after a reload', () => {
    expect(validateState({ ...DEFAULTS, maxLength: '-3' }, DEFAULTS).maxLength).toBe('-3')
    expect(validateState({ ...DEFAULTS, maxLength: 'x'.repeat(50) }, DEFAULTS).maxLength).toBe('')
    expect(validateState({ ...DEFAULTS, separator: '~' as never }, DEFAULTS).separator).toBe('-')
  })
  it('previews the slug on an example host', () => {
    expect(previewUrl('my-post')).toBe('https://example.com/blog/my-post')
  })
})
