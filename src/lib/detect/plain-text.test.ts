import { describe, expect, it } from 'vitest'
import { sampleOf } from './index'
import { plainText } from './plain-text'

const run = (text: string) => plainText(sampleOf(text))

describe('plain-text detector', () => {
  it('always offers the case converter, slug, hash and Base64, at 0.2 or less', () => {
    const found = run('How We Cut Our CI Time in Half')
    expect(found.map((d) => d.toolId)).toEqual(['case-converter', 'slug', 'hash', 'base64'])
    expect(found.every((d) => d.confidence <= 0.2 && d.kind === 'text')).toBe(true)
    expect(found[0]!.reason).toBe('Plain text, 8 words')
  })

  it('names identifiers by their case', () => {
    expect(run('userFirstName')[0]!.reason).toBe('Identifier in camelCase')
    expect(run('MAX_RETRY_COUNT')[0]!.reason).toBe('Identifier in CONSTANT_CASE')
    expect(run('user-profile-card')[0]!.reason).toBe('Identifier in kebab-case')
    expect(run('UserProfile')[0]!.reason).toBe('Identifier in PascalCase')
  })

  it('puts hashing first for a text larger than the sample', () => {
    const found = run('x'.repeat(100_000))
    expect(found[0]).toMatchObject({ toolId: 'hash', reason: 'Text, 100,000 characters: hash it or encode it' })
  })

  it('says nothing about empty text', () => {
    expect(run('   \n ')).toEqual([])
  })
})
