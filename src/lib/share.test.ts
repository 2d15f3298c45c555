import { describe, expect, it } from 'vitest'
import { decodeShare, encodeShare, shareUrl } from './share'

describe('share links (D5)', () => {
  it('round-trips a tool state through a URL-safe fragment', () => {
    const state = { input: '{"emoji": "😀", "accents": "é"}', indentSize: '4' }
    const encoded = encodeShare(state)
    expect(encoded).toMatch(/^[A-Za-z0-9+\-$]*$/)
    expect(decodeShare(encoded)).toEqual(state)
  })
  it('puts the state in the fragment, after the route', () => {
    const url = shareUrl('http://127.0.0.1:4173/#/base64', '/json-formatter', { a: 1 })
    expect(url.startsWith('http://127.0.0.1:4173/#/json-formatter?s=')).toBe(true)
    expect(decodeShare(new URL(url).hash.split('?s=')[1]!)).toEqual({ a: 1 })
  })
  it('returns undefined for a damaged link', () => {
    expect(decodeShare('%%%')).toBeUndefined()
    expect(decodeShare('')).toBeUndefined()
  })
})
