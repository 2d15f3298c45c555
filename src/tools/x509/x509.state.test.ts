import { readFileSync } from 'node:fs'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { withoutPrivateKeys } from '../../lib/private-key'
import { x509Atom, x509Share, x509TextAtom } from './x509.state'

const dir = new URL('./fixtures/', import.meta.url)
const text = (f: string) => readFileSync(new URL(f, dir), 'utf8')

describe('x509 state (D32: a private key is never stored, never shared)', () => {
  it('keeps the whole text on screen, and stores and shares it without the private key', () => {
    const store = createStore()
    const pasted = text('leaf.pem') + text('leaf.key') + text('inter.pem')
    store.set(x509TextAtom, pasted)
    expect(store.get(x509TextAtom)).toBe(pasted)
    expect(store.get(x509Atom).input).toBe(text('leaf.pem') + text('inter.pem'))
    expect(JSON.stringify(x509Share.pick(store.get(x509Atom), { credentials: true }))).not.toContain('PRIVATE')
    store.set(x509TextAtom, text('chain.pem'))
    expect(store.get(x509Atom).input).toBe(text('chain.pem'))
  })

  it('a JWK with its private "d" is not stored at all; a stored value holding a key is refused', () => {
    expect(withoutPrivateKeys('{"kty":"EC","crv":"P-256","x":"a","y":"b","d":"c"}')).toBe('')
    expect(withoutPrivateKeys(`${text('root.key')}`)).toBe('')
    expect(x509Atom.validate({ input: text('leaf.key') }, { input: '' })).toEqual({ input: '' })
    expect(x509Atom.validate({ input: text('leaf.pem') }, { input: '' })).toEqual({ input: text('leaf.pem') })
  })
})
