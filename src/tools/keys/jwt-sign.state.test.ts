import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { openShared } from '../../lib/share'
import { DEFAULTS, keysAtom, keysShare } from './keys.state'
import { JWT_SIGN_DEFAULTS, jwtSignAtom, jwtSignKeyAtom, jwtSignSecretAtom } from './jwt-sign.state'

describe('Sign JWT state (D32: the secret and private key are never stored, never shared)', () => {
  it('stores (in the tool\'s one entry) and shares the algorithm, header, claims and secret encoding; nothing else', () => {
    const store = createStore()
    store.set(jwtSignSecretAtom, 'top-secret')
    store.set(jwtSignKeyAtom, '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----')
    const state = { ...JWT_SIGN_DEFAULTS, alg: 'ES256' as const, payload: '{"sub":"x"}' }
    store.set(jwtSignAtom, state)
    expect(store.get(keysAtom).jwt).toEqual(state)
    expect(keysShare.pick(store.get(keysAtom), { credentials: true }).jwt).toEqual(state)
    expect(JSON.stringify(store.get(keysAtom))).not.toMatch(/top-secret|PRIVATE/)
    // The secret and the key are plain in-memory atoms, not persisted tool atoms.
    for (const a of [jwtSignSecretAtom, jwtSignKeyAtom]) expect('defaults' in a).toBe(false)
  })

  it('a stored or shared value that is not one of ours falls back to the default; a link opens the tab', () => {
    const d = JWT_SIGN_DEFAULTS
    expect(keysAtom.validate({ ...DEFAULTS, jwt: { alg: 'none', header: 1, payload: '{}', encoding: 'rot13' } } as never, DEFAULTS).jwt).toEqual({ ...d, payload: '{}' })
    expect(keysAtom.validate({ ...DEFAULTS, jwt: { alg: 'EdDSA', header: '{}', payload: '', encoding: 'hex' } }, DEFAULTS).jwt).toEqual({ alg: 'EdDSA', header: '{}', payload: '', encoding: 'hex' })
    const opened = openShared(keysShare, { tab: 'jwt', jwt: { alg: 'RS256', payload: '{"a":1}' }, secret: 'not shared' }, DEFAULTS)
    expect(opened).toEqual({ ...DEFAULTS, tab: 'jwt', jwt: { ...d, alg: 'RS256', payload: '{"a":1}' } })
  })
})
