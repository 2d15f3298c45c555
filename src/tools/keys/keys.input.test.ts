import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import port, { acceptText } from './keys.input'
import { DEFAULTS, keysAtom, keysInspectSecretAtom } from './keys.state'
import { otpSourceAtom } from './otp.state'

const base = { tab: 'jwt' as const, inspect: 'old', otp: '' }
const PRIVATE = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END OPENSSH PRIVATE KEY-----'

describe('keys input port (D25)', () => {
  it.each([
    ['otpauth://totp/ACME:ada?secret=JBSWY3DPEHPK3PXP', { ...base, tab: 'otp', otp: 'otpauth://totp/ACME:ada?secret=JBSWY3DPEHPK3PXP' }],
    ['otpauth-migration://offline?data=AAAA', { ...base, tab: 'otp', otp: 'otpauth-migration://offline?data=AAAA' }],
    ['ssh-rsa AAAAB3NzaC1yc2E= me', { ...base, tab: 'pair', inspect: 'ssh-rsa AAAAB3NzaC1yc2E= me' }],
    ['ecdsa-sha2-nistp256 AAAAE2VjZHNh', { ...base, tab: 'pair', inspect: 'ecdsa-sha2-nistp256 AAAAE2VjZHNh' }],
    [PRIVATE, { ...base, tab: 'pair', inspect: PRIVATE }],
    ['-----BEGIN RSA PUBLIC KEY-----\nMIIB\n-----END RSA PUBLIC KEY-----', { ...base, tab: 'pair', inspect: '-----BEGIN RSA PUBLIC KEY-----\nMIIB\n-----END RSA PUBLIC KEY-----' }],
    ['{"kty":"OKP","crv":"Ed25519","x":"AA"}', { ...base, tab: 'pair', inspect: '{"kty":"OKP","crv":"Ed25519","x":"AA"}' }],
    ['hello world', base],
  ])('%s', (text, expected) => {
    expect(acceptText(base, text)).toEqual(expected)
  })

  it('a pasted private key lands in memory only: the stored state holds no part of it', () => {
    const store = createStore()
    store.set(port.atom, port.accept(store.get(port.atom), PRIVATE))
    expect(store.get(port.atom).inspect).toBe(PRIVATE)
    expect(store.get(keysInspectSecretAtom)).toBe(PRIVATE)
    expect(store.get(keysAtom)).toEqual({ ...DEFAULTS, tab: 'pair', inspect: '' })
    store.set(port.atom, port.accept(store.get(port.atom), 'otpauth://totp/x?secret=AB'))
    expect(store.get(otpSourceAtom)).toBe('otpauth://totp/x?secret=AB')
    expect(store.get(keysAtom).tab).toBe('otp')
  })

  it('validation keeps no private key and no unknown tab or kind', () => {
    expect(keysAtom.validate({ tab: 'x', kind: 'dsa', comment: 3, inspect: PRIVATE } as never, keysAtom.defaults)).toEqual(keysAtom.defaults)
  })
})
