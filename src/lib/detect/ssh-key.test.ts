import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detect, sampleOf } from './index'
import { sshKey } from './ssh-key'

const run = (text: string) => sshKey(sampleOf(text))
const sample = (f: string) => readFileSync(new URL(`../../../tests/fixtures/detect/keys--${f}.txt`, import.meta.url), 'utf8')

describe('ssh-key detector', () => {
  it('names OpenSSH private keys and public key lines', () => {
    expect(run(sample('openssh-private-key'))).toEqual([{ toolId: 'keys', confidence: 0.99, reason: 'OpenSSH private key', kind: 'ssh-private-key' }])
    expect(run(sample('openssh-ed25519-public'))).toEqual([{ toolId: 'keys', confidence: 0.97, reason: 'OpenSSH ssh-ed25519 public key', kind: 'ssh-public-key' }])
    expect(run(sample('authorized-keys'))[0]!.reason).toBe('3 OpenSSH public keys (authorized_keys)')
    expect(run(sample('openssh-ecdsa-public-no-comment'))[0]!.reason).toBe('OpenSSH ecdsa-sha2-nistp256 public key')
  })

  it('leaves other text alone', () => {
    for (const t of ['ssh-rsa', 'ssh-ed25519 hello world', 'ssh user@host', 'ssh-keygen -t ed25519', 'ssh-rsa AAAA', `${sample('openssh-rsa-public')}\nnot a key`, '-----BEGIN PUBLIC KEY-----\nMCow\n-----END PUBLIC KEY-----']) {
      expect(run(t), t).toEqual([])
    }
  })

  it('ranks Keys & Tokens first for each sample', () => {
    for (const f of ['openssh-private-key', 'openssh-encrypted-private-key', 'openssh-ed25519-public', 'openssh-rsa-public', 'authorized-keys']) expect(detect(sample(f))[0]?.toolId, f).toBe('keys')
  })
})
