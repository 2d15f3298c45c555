import { readFileSync } from 'node:fs'
import { createPublicKey, createPrivateKey } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { certificatesOfKey, checkChain, derToPem, hasPrivateKey, isPkcs12, itemsJson, parsePkcs12, parseX509, pemToDer, validityAt, type CertInfo, type X509Item } from './x509'

// References: src/tools/x509/fixtures/make-fixtures.sh (openssl x509 -text -noout, -fingerprint -sha1/-sha256).
const dir = new URL('../tools/x509/fixtures/', import.meta.url)
const text = (f: string) => readFileSync(new URL(f, dir), 'utf8')
const bytes = (f: string) => new Uint8Array(readFileSync(new URL(f, dir)))
/** A field of `openssl x509 -text` by its label ("Serial Number:", "Not After :"). */
const field = (ref: string, label: string) => ref.split('\n').find((l) => l.trim().startsWith(label))?.trim().slice(label.length).trim() ?? ''
/** The line after an extension's heading in `openssl x509 -text`. */
const extLine = (ref: string, heading: string) => {
  const lines = ref.split('\n')
  const i = lines.findIndex((l) => l.trim().startsWith(heading))
  return lines[i + 1]?.trim() ?? ''
}
const opensslDate = (s: string) => new Date(s.replace(/\s+/g, ' ').replace(' GMT', ' UTC'))

async function items(input: string | Uint8Array): Promise<X509Item[]> {
  const r = await parseX509(input)
  if (!r.ok) throw new Error(r.message)
  return r.items
}
const certsOf = (list: X509Item[]) => list.flatMap((i) => (i.kind === 'certificate' ? [i.cert] : []))
async function cert(name: string): Promise<CertInfo> {
  const c = certsOf(await items(text(`${name}.pem`)))[0]
  if (!c) throw new Error('no certificate')
  return c
}

describe('certificates against openssl x509 -text', () => {
  for (const name of ['root', 'inter', 'leaf', 'expired']) {
    it(`${name}: every field openssl prints`, async () => {
      const c = await cert(name)
      const ref = text(`${name}.txt`)
      expect(`Version: ${c.version} (0x${c.version - 1})`).toBe(`Version: ${field(ref, 'Version:')}`)
      expect(`${c.serialDecimal} (0x${c.serialHex.replace(/:/g, '').toLowerCase().replace(/^0+/, '')})`).toBe(field(ref, 'Serial Number:'))
      expect(c.subjectText).toBe(field(ref, 'Subject:'))
      expect(c.issuerText).toBe(field(ref, 'Issuer:'))
      expect(c.notBefore.toISOString()).toBe(opensslDate(field(ref, 'Not Before:')).toISOString())
      expect(c.notAfter.toISOString()).toBe(opensslDate(field(ref, 'Not After :')).toISOString())
      expect(c.signatureAlgorithm.name).toBe(field(ref, 'Signature Algorithm:'))
      expect(c.publicKeyAlgorithm.name).toBe(field(ref, 'Public Key Algorithm:'))
      expect(`sha256 Fingerprint=${c.fingerprints.sha256}`).toBe(text(`${name}.sha256`).trim())
      expect(`sha1 Fingerprint=${c.fingerprints.sha1}`).toBe(text(`${name}.sha1`).trim())
      for (const e of c.extensions) {
        const heading = ref.split('\n').find((l) => l.includes(`${e.name}:`))
        expect(heading, e.name).toBeDefined()
        expect(heading?.includes('critical') ?? false, `${e.name} critical`).toBe(e.critical)
      }
      expect(c.extensions.length).toBe(ref.split('\n').filter((l) => /^ {12}(X509v3 |Authority Information Access|CT )/.test(l)).length)
    })
  }

  it('leaf: SANs, key usage, EKU, basic constraints, key ids, AIA and CRL points as openssl prints them', async () => {
    const c = await cert('leaf')
    const ref = text('leaf.txt')
    expect(c.sans.map((s) => `${s.type}:${s.value}`).join(', ')).toBe(extLine(ref, 'X509v3 Subject Alternative Name:'))
    expect(c.keyUsage.join(', ')).toBe(extLine(ref, 'X509v3 Key Usage:'))
    expect(c.extendedKeyUsage.join(', ')).toBe(extLine(ref, 'X509v3 Extended Key Usage:'))
    expect(c.basicConstraints).toEqual({ ca: false, pathLen: null })
    const ext = (name: string) => c.extensions.find((e) => e.name === name)?.lines
    expect(ext('Subject Key Identifier')).toEqual([extLine(ref, 'X509v3 Subject Key Identifier:')])
    expect(ext('Authority Key Identifier')).toEqual([extLine(ref, 'X509v3 Authority Key Identifier:')])
    expect(ext('Authority Information Access')).toEqual(['OCSP - URI:http://ocsp.example.test/', 'CA Issuers - URI:http://ca.example.test/inter.crt'])
    expect(ext('CRL Distribution Points')).toEqual(['URI:http://crl.example.test/inter.crl'])
    expect(ext('Certificate Policies')).toEqual([extLine(ref, 'X509v3 Certificate Policies:')])
    expect(c.publicKey).toMatchObject({ type: 'EC', bits: 256, curve: 'P-256', private: false })
  })

  it('root and intermediate: CA basic constraints with path length, RSA 2048', async () => {
    expect((await cert('root')).basicConstraints).toEqual({ ca: true, pathLen: null })
    expect(extLine(text('inter.txt'), 'X509v3 Basic Constraints:')).toBe('CA:TRUE, pathlen:0')
    expect((await cert('inter')).extensions.find((e) => e.name === 'Basic Constraints')?.lines).toEqual(['CA:TRUE, pathlen:0'])
    expect((await cert('root')).publicKey).toMatchObject({ type: 'RSA', bits: 2048 })
    expect(field(text('root.txt'), 'Public-Key:')).toBe('(2048 bit)')
    expect((await cert('expired')).publicKey).toMatchObject({ type: 'Ed25519', bits: 256 })
  })

  it('reads PEM without its BEGIN/END lines, DER bytes and DER as a dropped file the same', async () => {
    const pem = text('leaf.pem')
    const bare = pem.replace(/-----[A-Z ]+-----/g, '')
    const a = await cert('leaf')
    expect(certsOf(await items(bare))[0]?.fingerprints).toEqual(a.fingerprints)
    expect(certsOf(await items(bytes('leaf.der')))[0]?.fingerprints).toEqual(a.fingerprints)
    expect(certsOf(await items(new TextEncoder().encode(pem)))[0]?.fingerprints).toEqual(a.fingerprints)
  })
})

describe('a whole chain', () => {
  it('every certificate in order, each issued by the next, signatures verified, the expired one marked', async () => {
    const list = certsOf(await items(text('chain.pem')))
    expect(list.map((c) => c.subjectText)).toEqual([field(text('leaf.txt'), 'Subject:'), field(text('inter.txt'), 'Subject:'), field(text('root.txt'), 'Subject:')])
    const now = Date.parse('2026-01-01T00:00:00Z')
    const { checks, inOrder } = await checkChain(list, now, 'en')
    expect(inOrder).toBe(true)
    expect(checks.map((c) => c.issuerIndex)).toEqual([1, 2, 2])
    expect(checks.map((c) => c.signature)).toEqual([true, true, true])
    expect(checks[2]?.selfSigned).toBe(true)
    expect(checks[0]?.validity).toEqual({ state: 'valid', words: 'Valid: expires next year' })
    const withOld = certsOf(await items(text('expired.pem') + text('inter.pem')))
    const c2 = await checkChain(withOld, Date.parse('2026-06-01T00:00:00Z'), 'en')
    expect(c2.checks[0]).toMatchObject({ issuerIndex: 1, signature: true, validity: { state: 'expired', words: 'Expired 5 years ago' } })
    expect((await checkChain(withOld, Date.parse('2026-06-01T00:00:00Z'), 'en')).checks[0]?.validity.words).toBe('Expired 5 years ago')
    expect(c2.checks[1]).toMatchObject({ issuerIndex: null, signature: null })
  })

  it('a certificate whose issuer key does not verify it is reported, and out-of-order chains say so', async () => {
    const [leaf, inter, root] = certsOf(await items(text('chain.pem')))
    if (!leaf || !inter || !root) throw new Error('chain')
    const forged = { ...leaf, signature: leaf.signature.map((b, i) => (i === 10 ? b ^ 1 : b)) }
    const r = await checkChain([forged, inter, root], Date.parse('2026-01-01T00:00:00Z'), 'en')
    expect(r.checks[0]?.signature).toBe(false)
    const swapped = await checkChain([root, leaf, inter], Date.parse('2026-01-01T00:00:00Z'), 'en')
    expect(swapped.inOrder).toBe(false)
    expect(swapped.checks.map((c) => c.issuerIndex)).toEqual([0, 2, 0])
  })

  it('RSA-PSS signatures are checked, as `openssl verify` does (make-pss.sh, pss.verify.txt): an RSA key signing with PSS, and an RSA-PSS key', async () => {
    expect(text('pss.verify.txt')).toBe('pss-sha256.pem: OK\npss-key.pem: OK\n')
    for (const name of ['pss-sha256', 'pss-key']) {
      const c = await cert(name)
      expect(c.signatureAlgorithm.name).toBe('rsassaPss')
      const now = c.notBefore.getTime() + 1000
      expect((await checkChain([c], now, 'en')).checks[0]).toMatchObject({ signature: true, selfSigned: true })
      const forged = { ...c, signature: c.signature.map((b, i) => (i === 10 ? b ^ 1 : b)) }
      expect((await checkChain([forged], now, 'en')).checks[0]?.signature).toBe(false)
    }
    // The salt length is part of the check: 48 (pss-key.sigalg.txt: "Salt Length: 0x30") read as 32 fails.
    expect(text('pss-key.sigalg.txt')).toContain('Salt Length: 0x30')
    const c = await cert('pss-key')
    const params = new Uint8Array(c.signatureParams!)
    const salt = params.findLastIndex((b, i) => b === 0x30 && params[i - 1] === 0x01 && params[i - 2] === 0x02)
    const wrongSalt = params.map((b, i) => (i === salt ? 0x20 : b))
    expect((await checkChain([{ ...c, signatureParams: wrongSalt.buffer }], c.notBefore.getTime() + 1000, 'en')).checks[0]?.signature).toBe(false)
  })

  it('validity in words at an injected now', () => {
    const nb = new Date('2025-01-01T00:00:00Z')
    const na = new Date('2026-01-01T00:00:00Z')
    expect(validityAt(nb, na, Date.parse('2024-12-29T00:00:00Z'), 'en')).toEqual({ state: 'not-yet-valid', words: 'Not yet valid: starts in 3 days' })
    expect(validityAt(nb, na, Date.parse('2026-01-01T02:00:00Z'), 'en')).toEqual({ state: 'expired', words: 'Expired 2 hours ago' })
  })
})

describe('keys', () => {
  it('private keys: type, size, curve, public part; the private material is not in the result', async () => {
    for (const [file, type, bits, curve] of [['leaf.key', 'EC', 256, 'P-256'], ['root.key', 'RSA', 2048, null], ['ed25519.key', 'Ed25519', 256, null]] as const) {
      const [item] = await items(text(file))
      if (item?.kind !== 'key') throw new Error(file)
      expect(item.key).toMatchObject({ private: true, type, bits, curve })
      // The public part is openssl's: `openssl pkey -pubout` of the same key.
      expect(item.key.publicPem).toBe(text(file.replace('.key', '.pub')))
      expect(itemsJson([item])).not.toContain(createPrivateKey(text(file)).export({ format: 'der', type: 'pkcs8' }).toString('base64').slice(-40))
    }
  })

  it('traditional RSA and EC private keys, public keys and JWK (public and private) read as the same key', async () => {
    const leafSpki = (await cert('leaf')).publicKey.spkiSha256
    const key = createPrivateKey(text('leaf.key'))
    const sec1 = key.export({ format: 'pem', type: 'sec1' }).toString()
    const rsa1 = createPrivateKey(text('root.key')).export({ format: 'pem', type: 'pkcs1' }).toString()
    const rsaPub1 = createPublicKey(text('root.pub')).export({ format: 'pem', type: 'pkcs1' }).toString()
    const keyOf = async (t: string) => {
      const [i] = await items(t)
      if (i?.kind !== 'key') throw new Error(t)
      return i.key
    }
    expect((await keyOf(sec1)).spkiSha256).toBe(leafSpki)
    expect((await keyOf(text('leaf.pub'))).spkiSha256).toBe(leafSpki)
    expect((await keyOf(JSON.stringify(key.export({ format: 'jwk' }))))).toMatchObject({ private: true, spkiSha256: leafSpki })
    expect((await keyOf(JSON.stringify(createPublicKey(key).export({ format: 'jwk' }))))).toMatchObject({ private: false, spkiSha256: leafSpki })
    expect((await keyOf(JSON.stringify(createPublicKey(text('ed25519.key')).export({ format: 'jwk' }))))).toMatchObject({ type: 'Ed25519' })
    const root = (await cert('root')).publicKey.spkiSha256
    expect((await keyOf(rsa1)).spkiSha256).toBe(root)
    expect((await keyOf(rsaPub1)).spkiSha256).toBe(root)
  })

  it('does this key match this certificate', async () => {
    const list = await items(text('chain.pem') + text('leaf.key') + text('ed25519.key'))
    const certs = certsOf(list)
    const keys = list.flatMap((i) => (i.kind === 'key' ? [i.key] : []))
    expect(certificatesOfKey(keys[0]!, certs)).toEqual([0])
    expect(certificatesOfKey(keys[1]!, certs)).toEqual([])
    expect(hasPrivateKey(text('leaf.key'))).toBe(true)
    expect(hasPrivateKey(text('chain.pem'))).toBe(false)
  })
})

describe('CSR and CRL', () => {
  it('CSR: subject, key, requested SANs, signature, as openssl req -text', async () => {
    const [item] = await items(text('leaf.csr'))
    if (item?.kind !== 'csr') throw new Error('csr')
    const ref = text('leaf.csr.txt')
    expect(item.csr.subjectText).toBe(field(ref, 'Subject:'))
    expect(item.csr.signatureAlgorithm.name).toBe(field(ref, 'Signature Algorithm:'))
    expect(item.csr.sans.map((s) => `${s.type}:${s.value}`).join(', ')).toBe(extLine(ref, 'X509v3 Subject Alternative Name:'))
    expect(item.csr.signatureValid).toBe(true)
  })

  it('CRL: issuer, dates, revoked serials and reasons, as openssl crl -text (PEM and DER)', async () => {
    const ref = text('inter.crl.txt')
    for (const input of [text('inter.crl'), bytes('inter.crl.der')]) {
      const [item] = await items(input)
      if (item?.kind !== 'crl') throw new Error('crl')
      expect(item.crl.issuerText).toBe(field(ref, 'Issuer:'))
      expect(item.crl.thisUpdate.toISOString()).toBe(opensslDate(field(ref, 'Last Update:')).toISOString())
      expect(item.crl.nextUpdate?.toISOString()).toBe(opensslDate(field(ref, 'Next Update:')).toISOString())
      expect(item.crl.revoked.map((r) => [r.serialHex.replace(/:/g, ''), r.reason, r.date.toISOString()])).toEqual([[field(ref, 'Serial Number:'), extLine(ref, 'X509v3 CRL Reason Code:'), opensslDate(field(ref, 'Revocation Date:')).toISOString()]])
      expect(item.crl.extensions).toEqual([{ oid: '2.5.29.20', name: 'CRL Number', critical: false, lines: [extLine(ref, 'X509v3 CRL Number:')] }])
    }
  })
})

describe('errors in words and conversions', () => {
  it('names what is wrong', async () => {
    expect(await parseX509('')).toEqual({ ok: false, message: 'Not a certificate, key, CSR or CRL: the input is empty' })
    expect(await parseX509('hello world!')).toEqual({ ok: false, message: 'Not a certificate, key, CSR or CRL: no PEM block (-----BEGIN ...-----), JWK or Base64 found' })
    expect(await parseX509('aGVsbG8gd29ybGQ=')).toEqual({ ok: false, message: 'Not a certificate, key, CSR or CRL: the bytes are not DER of a certificate, CSR, CRL or key' })
    expect(await parseX509('{"kty":"oct","k":"AA"}')).toEqual({ ok: false, message: 'Not a certificate, key, CSR or CRL: the JWK\'s "kty" is "oct" (RSA, EC or OKP is expected)' })
    const broken = await parseX509('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n' + text('root.pem'))
    expect(broken.ok && broken.items.map((i) => i.kind)).toEqual(['error', 'certificate'])
  })

  it('PEM to DER and back gives openssl\'s bytes', async () => {
    expect(pemToDer(text('leaf.pem'))).toEqual(bytes('leaf.der'))
    expect(await derToPem(bytes('leaf.der'))).toBe(text('leaf.pem'))
    expect(await derToPem(bytes('inter.crl.der'))).toBe(text('inter.crl'))
  })

  it('a 21-certificate chain: every certificate, in order (`openssl pkcs7 -print_certs` names them)', async () => {
    const r = await parseX509(text('chain.pem').repeat(7))
    if (!r.ok) throw new Error(r.message)
    expect(r.items.map((i) => (i.kind === 'certificate' ? i.cert.subject.find((p) => p.short === 'CN')?.value : i.kind))).toEqual(
      Array.from({ length: 7 }, () => ['example.test', 'Toolbox Test Intermediate', 'Toolbox Test Root']).flat(),
    )
  })
})

describe('PKCS#12', () => {
  it('with its password: the leaf, the intermediate and the private key, which matches the leaf (openssl pkcs12 -export)', async () => {
    const r = await parsePkcs12(bytes('leaf.p12'), 'test-pass')
    if (!r.ok) throw new Error(r.message)
    const certs = certsOf(r.items)
    expect(certs.map((c) => `sha256 Fingerprint=${c.fingerprints.sha256}`).sort()).toEqual([text('leaf.sha256').trim(), text('inter.sha256').trim()].sort())
    const key = r.items.find((i) => i.kind === 'key')
    if (key?.kind !== 'key') throw new Error('no key')
    expect(key.key).toMatchObject({ private: true, type: 'EC', curve: 'P-256', publicPem: text('leaf.pub') })
    expect(certificatesOfKey(key.key, certs).map((i) => certs[i]?.subjectText)).toEqual([field(text('leaf.txt'), 'Subject:')])
  })

  it('a wrong password, or a file that is not PKCS#12, is said in words', async () => {
    expect(await parsePkcs12(bytes('leaf.p12'), 'nope')).toEqual({ ok: false, message: 'Wrong password for this PKCS#12 file (or it is damaged)' })
    expect(isPkcs12(bytes('leaf.p12'))).toBe(true)
    expect(isPkcs12(bytes('leaf.der'))).toBe(false)
    expect(await parsePkcs12(new Uint8Array([1, 2, 3]), 'x')).toEqual({ ok: false, message: 'Not a certificate, key, CSR or CRL: the file is not PKCS#12 either' })
  })
})
