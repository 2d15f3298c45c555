import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { errorOf, run } from './op-test-kit'

// Fixtures and references: src/tools/x509/fixtures/make-fixtures.sh (openssl).
const dir = new URL('../../../tools/x509/fixtures/', import.meta.url)
const text = (f: string) => readFileSync(new URL(f, dir), 'utf8')
const bytes = (f: string) => new Uint8Array(readFileSync(new URL(f, dir)))

describe('x509 operations', () => {
  it('Parse X.509 Certificate gives the fields openssl prints, from PEM text or DER bytes', async () => {
    for (const input of [text('leaf.pem'), bytes('leaf.der')]) {
      const json = JSON.parse((await run('x509-parse', input)) as string) as Record<string, unknown>
      expect(json.subjectText).toBe('C = GB, O = Toolbox Test, CN = example.test')
      expect(json.notAfter).toBe('2027-06-01T00:00:00.000Z')
      expect(`sha256 Fingerprint=${String((json.fingerprints as { sha256: string }).sha256)}`).toBe(text('leaf.sha256').trim())
    }
    const chain = JSON.parse((await run('x509-parse', text('chain.pem'))) as string) as unknown[]
    expect(chain).toHaveLength(3)
  })

  it('a private key gives its type and public part, never its private material', async () => {
    const json = (await run('x509-parse', text('leaf.key'))) as string
    expect(JSON.parse(json)).toMatchObject({ kind: 'key', private: true, type: 'EC', curve: 'P-256', publicPem: text('leaf.pub') })
    const body = text('leaf.key').split('\n').slice(1, -2).join('')
    expect(json).not.toContain(body.slice(20, 60))
  })

  it('PEM to DER and DER to PEM give openssl\'s bytes and text', async () => {
    expect(await run('pem-to-der', text('leaf.pem'))).toEqual(bytes('leaf.der'))
    expect(await run('der-to-pem', bytes('leaf.der'))).toBe(text('leaf.pem'))
    expect(await run('der-to-pem', bytes('inter.crl.der'), { label: 'X509 CRL' })).toBe(text('inter.crl'))
  })

  it('errors say what is wrong', async () => {
    expect(await errorOf('x509-parse', 'hello!')).toBe('OpError: Not a certificate, key, CSR or CRL: no PEM block (-----BEGIN ...-----), JWK or Base64 found')
    expect(await errorOf('pem-to-der', 'not pem!')).toBe('OpError: Not a certificate, key, CSR or CRL: no PEM block (-----BEGIN ...-----) or Base64 found')
    expect(await errorOf('x509-parse', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----')).toMatch(/^OpError: Certificate: /)
  })
})
