import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { JWT_SIGN_DEFAULTS, jwtSignAtom, jwtSignKeyAtom, jwtSignSecretAtom, jwtSignShare } from './jwt-sign.state'

describe('Sign JWT state (D32: the secret and private key are never stored, never shared)', () => {
  it('stores and shares the algorithm, header, claims and secret encoding; nothing else', () => {
    const store = createStore()
    store.set(jwtSignSecretAtom, 'top-secret')
    store.set(jwtSignKeyAtom, '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----')
    const state = { ...JWT_SIGN_DEFAULTS, alg: 'ES256' as const, payload: '{"sub":"x"}' }
    store.set(jwtSignAtom, state)
    expect(jwtSignShare.pick(store.get(jwtSignAtom), { credentials: true })).toEqual(state)
    expect(JSON.stringify(jwtSignShare.pick(store.get(jwtSignAtom), { credentials: true }))).not.toMatch(/top-secret|PRIVATE/)
    // The secret and the key are plain in-memory atoms, not persisted tool atoms.
    for (const a of [jwtSignSecretAtom, jwtSignKeyAtom]) expect('defaults' in a).toBe(false)
  })

  it('a stored or shared value that is not one of ours falls back to the default', () => {
    const d = JWT_SIGN_DEFAULTS
    expect(jwtSignAtom.validate({ alg: 'none', header: 1, payload: '{}', encoding: 'rot13' } as never, d)).toEqual({ ...d, payload: '{}' })
    expect(jwtSignAtom.validate({ alg: 'EdDSA', header: '{}', payload: '', encoding: 'hex' }, d)).toEqual({ alg: 'EdDSA', header: '{}', payload: '', encoding: 'hex' })
  })
})
