import { describe, expect, it } from 'vitest'
import fixtures from '../../../lib/fixtures/ssh/cases.json'
import { errorOf, run } from './op-test-kit'

// References: src/lib/fixtures/ssh/make-cases.py (ssh-keygen -l and -l -E md5).
describe('SSH Fingerprint', () => {
  it.each(fixtures.cases.map((c) => [c.name, c] as const))('%s: what ssh-keygen -l prints', async (_, c) => {
    expect(await run('ssh-fingerprint', c.public)).toBe(c.fingerprintSha256)
    expect(await run('ssh-fingerprint', c.public, { hash: 'MD5' })).toBe(c.fingerprintMd5)
  })

  it('errors say what is wrong', async () => {
    expect(await errorOf('ssh-fingerprint', 'hello')).toMatch(/^OpError: Not a key: paste an OpenSSH public key line/)
    expect(await errorOf('ssh-fingerprint', '')).toBe('OpError: The input is empty: paste a public key')
  })
})
