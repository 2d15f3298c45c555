import { defineOperation } from './types'

/** SSH keys (the Keys & Tokens tool's engine, src/lib/ssh-key.ts). */
export default [
  defineOperation({
    id: 'ssh-fingerprint',
    name: 'SSH Fingerprint',
    category: 'crypto',
    description: 'The fingerprint of a public key as ssh-keygen -l prints it ("256 SHA256:... comment (ED25519)", or MD5:aa:bb:...), from an OpenSSH public key line, an OpenSSH private key, a PEM key or a JWK.',
    keywords: ['ssh fingerprint', 'ssh-keygen -l', 'key fingerprint', 'ssh key', 'openssh', 'authorized_keys', 'sha256 fingerprint', 'md5 fingerprint'],
    input: 'text',
    output: 'text',
    args: [{ key: 'hash', label: 'Hash', type: 'select', default: 'SHA256', options: [{ value: 'SHA256', label: 'SHA-256' }, { value: 'MD5', label: 'MD5' }] }],
    decodes: true,
  }),
]
