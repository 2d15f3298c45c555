import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/ssh/cases.json'
import { fingerprints, generateKeyPair, inspectKey, jwkOfPublicBlob, keyPairOutput, openOpensshKey, opensshPrivateKey, parsePublicLine, publicBlob, publicLine, readOpensshKey, sshFingerprintText, WRONG_PASSPHRASE, type KeyKind } from './ssh-key'

// Reference: keys, fingerprints and PEM made by ssh-keygen (fixtures/ssh/make-cases.py).
const { cases, passphrase } = fixtures as { passphrase: string; cases: { name: string; comment: string; private: string; encrypted: string; public: string; fingerprintSha256: string; fingerprintMd5: string; spkiPem: string; pkcs8Pem: string; pkcs1Pem?: string }[] }

const ok = async (text: string, pass?: string) => {
  const r = await inspectKey(text, pass)
  if (!r?.ok) throw new Error(r ? r.error : 'null')
  return r
}

describe('ssh-keygen references, every kind and size', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s: public line, fingerprints, private key and PEM', async (_, c) => {
    const line = parsePublicLine(c.public)!
    expect(line.comment).toBe(c.comment)
    expect(publicLine(line.jwk, line.comment)).toBe(c.public)
    const fp = await fingerprints(line.jwk, c.comment)
    expect(fp.sha256).toBe(c.fingerprintSha256)
    expect(fp.md5).toBe(c.fingerprintMd5)

    // The unencrypted private key: derives the same public key and comment.
    const key = readOpensshKey(c.private)
    expect(key.encrypted).toBe(false)
    const opened = await openOpensshKey(key)
    expect(opened.comment).toBe(c.comment)
    expect(publicLine(opened.jwk, opened.comment)).toBe(c.public)

    // Written back with the same check number, it is byte for byte what ssh-keygen wrote.
    const check = new DataView(Uint8Array.from(atob(c.private.split('\n').slice(1, -2).join('')), (ch) => ch.charCodeAt(0)).buffer)
    const body = readOpensshKey(c.private).body
    const checkint = new DataView(body.buffer, body.byteOffset).getUint32(0)
    expect(check.byteLength).toBeGreaterThan(0)
    expect(await opensshPrivateKey(opened.jwk, c.comment, { checkint })).toBe(c.private)

    // PEM: the same SPKI as `ssh-keygen -e -m PKCS8` and the same PKCS#8 as `cryptography`.
    const out = await keyPairOutput('ed25519', opened.jwk, c.comment, '')
    expect(out.publicPem).toBe(c.spkiPem)
    expect(out.privatePem).toBe(c.pkcs8Pem)

    // Inspecting each form gives the same fingerprint (PEM and JWK carry no comment).
    const noComment = c.fingerprintSha256.replace(c.comment, 'no comment')
    expect((await ok(c.public)).fingerprints.sha256).toBe(c.fingerprintSha256)
    expect((await ok(c.private)).fingerprints.sha256).toBe(c.fingerprintSha256)
    expect((await ok(c.spkiPem)).fingerprints.sha256).toBe(noComment)
    expect((await ok(c.pkcs8Pem)).fingerprints.sha256).toBe(noComment)
    expect((await ok(out.publicJwk)).fingerprints.md5).toBe(c.fingerprintMd5.replace(c.comment, 'no comment'))
    if (c.pkcs1Pem) expect((await ok(c.pkcs1Pem)).fingerprints.sha256).toBe(noComment)
  })

  it('decrypts keys ssh-keygen encrypted (bcrypt + aes256-ctr) to the same private key', async () => {
    for (const c of cases.filter((x) => ['ed25519', 'ecdsa384', 'rsa2048'].includes(x.name))) {
      const enc = readOpensshKey(c.encrypted)
      expect([enc.encrypted, enc.cipher, enc.kdf]).toEqual([true, 'aes256-ctr', 'bcrypt'])
      const plain = await openOpensshKey(readOpensshKey(c.private))
      const opened = await openOpensshKey(enc, passphrase)
      expect(opened).toEqual(plain)
      await expect(openOpensshKey(enc, 'wrong')).rejects.toThrow(WRONG_PASSPHRASE)
      await expect(openOpensshKey(enc)).rejects.toThrow('This key is encrypted: enter its passphrase')
    }
  })

  it('an encrypted key shows its fingerprint before the passphrase, its comment after', async () => {
    const c = cases[0]!
    const before = await ok(c.encrypted)
    expect(before.fingerprints.sha256).toBe(c.fingerprintSha256.replace(c.comment, 'no comment'))
    expect(before.note).toMatch(/passphrase/)
    expect((await ok(c.encrypted, passphrase)).fingerprints.sha256).toBe(c.fingerprintSha256)
    expect(await inspectKey(c.encrypted, 'nope')).toEqual({ ok: false, error: WRONG_PASSPHRASE, encrypted: true })
  })
})

describe('generated keys', () => {
  it.each(['ed25519', 'ecdsa-p256', 'ecdsa-p521', 'rsa-2048'] as KeyKind[])('%s: every form describes the same key', async (kind) => {
    const out = await generateKeyPair(kind, 'me@laptop', '')
    expect(out.opensshPublic).toMatch(/^(ssh-ed25519|ecdsa-sha2-nistp\d+|ssh-rsa) AAAA[A-Za-z0-9+/=]+ me@laptop$/)
    const fp = out.fingerprints.sha256
    expect(fp).toMatch(/^\d+ SHA256:[A-Za-z0-9+/]{43} me@laptop \((ED25519|ECDSA|RSA)\)$/)
    expect((await ok(out.opensshPrivate)).fingerprints.sha256).toBe(fp)
    for (const t of [out.privatePem, out.publicPem, out.privateJwk, out.publicJwk]) expect((await ok(t)).fingerprints.sha256).toBe(fp.replace('me@laptop', 'no comment'))
    expect(out.publicJwk).not.toContain('"d"')
    expect(out.fileBase).toBe(`id_${kind.split('-')[0]}`)
  })

  it('a passphrase encrypts the OpenSSH key; it opens with it only', async () => {
    const out = await generateKeyPair('ed25519', 'c', 'pw')
    const key = readOpensshKey(out.opensshPrivate)
    expect([key.cipher, key.kdf]).toEqual(['aes256-ctr', 'bcrypt'])
    expect((await openOpensshKey(key, 'pw')).comment).toBe('c')
    await expect(openOpensshKey(key, 'pX')).rejects.toThrow(WRONG_PASSPHRASE)
  })
})

describe('errors', () => {
  it.each([
    ['hello', 'Not a key: paste'],
    ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5', 'The key is cut short'],
    ['ssh-rsa AAAAC3NzaC1lZDI1NTE5AAAAIC2yUzVLJxPsG96QtV2c9ZSKHuhQFHM/fFE+8+ROGvwy', 'The line says ssh-rsa but its key is ssh-ed25519'],
    ['ssh-dss AAAAB3NzaC1kc3MAAAA=', 'The key type "ssh-dss" is not supported'],
    ['-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----', 'Not an OpenSSH private key'],
    ['{"kty":"oct","k":"AAAA"}', 'kty'],
    ['-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', 'Certificate'],
  ])('%s', async (text, error) => {
    const r = await inspectKey(text)
    expect(r && !r.ok && r.error).toContain(error)
  })

  it('an empty text is no result; the operation says so', async () => {
    expect(await inspectKey('  ')).toBeNull()
    await expect(sshFingerprintText('', 'SHA256')).rejects.toThrow('The input is empty')
  })

  it('blob round trip', () => {
    const jwk = parsePublicLine(cases[4]!.public)!.jwk
    expect(jwkOfPublicBlob(publicBlob(jwk))).toEqual(jwk)
  })
})

describe('keys generated here, as OpenSSH reads them (fixtures/ssh/check-ours.sh ran ssh-keygen -y and -l on them)', () => {
  it.each(['ed25519', 'ed25519-enc', 'rsa-2048-enc', 'ecdsa-p384', 'ecdsa-p521-enc'])('%s', async (name) => {
    const dir = new URL('./fixtures/ssh/ours/', import.meta.url).pathname
    const [sha, md5] = readFileSync(`${dir}${name}.fp`, 'utf8').trim().split('\n')
    const r = await ok(readFileSync(`${dir}${name}`, 'utf8'), name.endsWith('-enc') ? 'open sesame' : '')
    expect([r.fingerprints.sha256, r.fingerprints.md5]).toEqual([sha, md5])
    expect(r.publicLine).toBe(readFileSync(`${dir}${name}.pub`, 'utf8').trim())
  })
})
