import { CompactSign, importJWK, importPKCS8, importSPKI, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import fixture from './fixtures/jwt-sign-rs256.json'
import {
  buildHeader,
  generateSigningKey,
  importPrivateKey,
  JWT_SIGN_ALGS,
  setClaim,
  SIGN_MESSAGES,
  signCompact,
  signJwt,
  verifyKeyOf,
  type JwtSignAlg,
  type SignResult,
} from './jwt-sign'

const utf8 = (s: string) => new TextEncoder().encode(s)
const PAYLOAD = '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}'
const signed = (r: SignResult) => {
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const errorOf = (r: SignResult) => (r.ok ? null : r.error)

describe('RFC 7515 appendix A.1 (HS256, the exact bytes of the RFC)', () => {
  it("gives exactly the RFC's token", async () => {
    // The header and payload as the RFC writes them: CR LF and a space inside.
    const header = utf8('{"typ":"JWT",\r\n "alg":"HS256"}')
    const payload = utf8('{"iss":"joe",\r\n "exp":1300819380,\r\n "http://example.com/is_root":true}')
    const k = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow'
    const bytes = Uint8Array.from(atob(k.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    expect(await signCompact('HS256', { kind: 'secret', bytes }, header, payload)).toBe(
      'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    )
  })
})

describe('signJwt: every algorithm verifies with jose', () => {
  it.each(JWT_SIGN_ALGS.map((a) => [a]))('%s with a generated key', async (alg: JwtSignAlg) => {
    const gen = await generateSigningKey(alg)
    const inputs = { alg, header: '{"typ":"JWT","kid":"k1"}', payload: PAYLOAD, ...(gen.kind === 'secret' ? { secret: gen.secret, secretEncoding: 'base64' as const } : { privateKey: gen.pem }) }
    const out = signed(await signJwt(inputs))
    expect(out.warning).toBeUndefined()
    const key = out.publicKey ? await importSPKI(out.publicKey.pem, alg) : await importJWK({ kty: 'oct', k: (gen as { secret: string }).secret }, alg)
    const { payload, protectedHeader } = await jwtVerify(out.token, key, { algorithms: [alg], currentDate: new Date(1516239022_000) })
    expect(protectedHeader).toEqual({ typ: 'JWT', kid: 'k1', alg })
    expect(payload).toEqual({ sub: '1234567890', name: 'John Doe', iat: 1516239022 })
    // The public JWK verifies too, and what goes to the JWT tool is the PEM or the secret as base64url.
    if (out.publicKey) {
      await jwtVerify(out.token, await importJWK(out.publicKey.jwk, alg), { algorithms: [alg] })
      expect(verifyKeyOf(inputs, out)).toEqual({ verifyKey: out.publicKey.pem, encoding: 'utf8' })
      expect(out.publicKey.jwk).not.toHaveProperty('d')
    } else expect(verifyKeyOf(inputs, out)).toEqual({ verifyKey: (gen as { secret: string }).secret, encoding: 'base64url' })
  })

  it('HS256 and RS256 give byte for byte the token jose CompactSign makes (deterministic)', async () => {
    const secret = 'a-string-secret-at-least-256-bits-long'
    const hs = signed(await signJwt({ alg: 'HS256', header: '{"typ":"JWT"}', payload: PAYLOAD, secret }))
    const payload = utf8(JSON.stringify(JSON.parse(PAYLOAD)))
    expect(hs.token).toBe(await new CompactSign(payload).setProtectedHeader({ typ: 'JWT', alg: 'HS256' }).sign(utf8(secret)))
    expect(hs.token).toBe('eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.' + hs.token.split('.')[2])
    const rs = signed(await signJwt({ alg: 'RS256', header: '{"typ":"JWT"}', payload: PAYLOAD, privateKey: fixture.pkcs8 }))
    expect(rs.token).toBe(await new CompactSign(payload).setProtectedHeader({ typ: 'JWT', alg: 'RS256' }).sign(await importPKCS8(fixture.pkcs8, 'RS256')))
  })
})

describe("RS256/384/512 against Python's cryptography (fixtures/jwt-sign-rs256.py)", () => {
  it.each(fixture.cases.map((c) => [c.alg, c]))('%s, from the PKCS#8 and the PKCS#1 PEM', async (_, c) => {
    const alg = c.alg as JwtSignAlg
    for (const privateKey of [fixture.pkcs8, fixture.pkcs1]) {
      const out = signed(await signJwt({ alg, header: JSON.stringify(c.header), payload: JSON.stringify(c.payload, null, 2), privateKey }))
      expect(out.token).toBe(c.token)
      expect(out.publicKey?.pem.trim()).toBe(fixture.public.trim())
    }
  })
  it('a SEC1 "EC PRIVATE KEY" signs ES256', async () => {
    const out = signed(await signJwt({ alg: 'ES256', header: '{}', payload: '{}', privateKey: fixture.ecP256Sec1 }))
    await jwtVerify(out.token, await importSPKI(out.publicKey!.pem, 'ES256'))
  })
})

describe('keys that do not fit, in words', () => {
  const keyError = async (alg: JwtSignAlg, privateKey: string) => errorOf(await signJwt({ alg, header: '{"typ":"JWT"}', payload: '{}', privateKey }))
  it('says what the key is and what the algorithm needs', async () => {
    expect(await keyError('ES384', fixture.ecP256Sec1)).toEqual({ field: 'key', message: 'The key does not fit ES384: it is an EC P-256 key; ES384 needs an EC P-384 key.' })
    expect((await keyError('ES256', fixture.pkcs8))?.message).toBe('The key does not fit ES256: it is an RSA key; ES256 needs an EC P-256 key.')
    expect((await keyError('EdDSA', fixture.pkcs1))?.message).toBe('The key does not fit EdDSA: it is an RSA key; EdDSA needs an Ed25519 key.')
    expect((await keyError('RS256', fixture.ecP256Sec1))?.message).toBe('The key does not fit RS256: it is an EC P-256 key; RS256 needs an RSA key of 2048 bits or more.')
    expect((await keyError('RS256', fixture.rsa1024))?.message).toBe('The key does not fit RS256: it is a 1024-bit RSA key; RS256 needs at least 2048 bits (RFC 7518 section 3.3).')
    expect((await keyError('PS256', fixture.rsa1024))?.message).toBe(SIGN_MESSAGES.rsaTooSmall('PS256', 1024))
  })
  it('refuses public keys, certificates, encrypted keys, damaged PEM and other text', async () => {
    expect((await keyError('RS256', fixture.public))?.message).toBe(SIGN_MESSAGES.publicKey)
    expect((await keyError('RS256', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'))?.message).toBe(SIGN_MESSAGES.certificate)
    expect((await keyError('RS256', '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----'))?.message).toBe(SIGN_MESSAGES.encrypted)
    expect((await keyError('RS256', '-----BEGIN PRIVATE KEY-----\n!!!!\n-----END PRIVATE KEY-----'))?.message).toBe(SIGN_MESSAGES.badPem)
    expect((await keyError('RS256', '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'))?.message).toBe(SIGN_MESSAGES.badPem)
    expect((await keyError('EdDSA', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Bl\n-----END OPENSSH PRIVATE KEY-----'))?.message).toBe(SIGN_MESSAGES.openssh)
    expect((await keyError('RS256', 'hello'))?.message).toBe(SIGN_MESSAGES.notAKey)
    expect((await keyError('RS256', '  '))?.message).toBe(SIGN_MESSAGES.noKey)
  })
  it('reads a private JWK (with alg/use/key_ops fields), refuses a public or mismatched one', async () => {
    const gen = await generateSigningKey('ES256')
    const key = await importPrivateKey('ES256', gen.kind === 'private' ? gen.pem : '')
    const { exportJWK } = await import('jose')
    const jwk = { ...(await exportJWK(key)), alg: 'ES256', use: 'sig', key_ops: ['sign'] }
    const out = signed(await signJwt({ alg: 'ES256', header: '{}', payload: '{"a":1}', privateKey: JSON.stringify(jwk) }))
    await jwtVerify(out.token, await importJWK(out.publicKey!.jwk, 'ES256'))
    const { d: _d, ...pub } = jwk
    expect((await keyError('ES256', JSON.stringify(pub)))?.message).toBe(SIGN_MESSAGES.publicKey)
    expect((await keyError('ES512', JSON.stringify(jwk)))?.message).toBe('The key does not fit ES512: it is an EC P-256 key; ES512 needs an EC P-521 key.')
    expect((await keyError('ES256', '{"kty":'))?.message).toBe(SIGN_MESSAGES.notAKey)
  })
})

describe('secrets, header and payload', () => {
  it('reads the secret as UTF-8, Base64, Base64url or hex: the same bytes, the same token', async () => {
    const base = { alg: 'HS256' as const, header: '{"typ":"JWT"}', payload: PAYLOAD }
    const a = signed(await signJwt({ ...base, secret: 'secret?>' }))
    expect(signed(await signJwt({ ...base, secret: 'c2VjcmV0Pz4=', secretEncoding: 'base64' })).token).toBe(a.token)
    expect(signed(await signJwt({ ...base, secret: 'c2VjcmV0Pz4', secretEncoding: 'base64' })).token).toBe(a.token)
    expect(signed(await signJwt({ ...base, secret: '73 65 63 72 65 74 3f 3e', secretEncoding: 'hex' })).token).toBe(a.token)
    expect(errorOf(await signJwt({ ...base, secret: 'not base64!', secretEncoding: 'base64' }))).toEqual({ field: 'key', message: SIGN_MESSAGES.badBase64 })
    expect(errorOf(await signJwt({ ...base, secret: 'abc', secretEncoding: 'hex' }))?.message).toBe(SIGN_MESSAGES.badHex)
    expect(errorOf(await signJwt({ ...base, secret: '' }))?.message).toBe(SIGN_MESSAGES.noSecret)
  })
  it('warns when the secret is shorter than the hash (RFC 7518 3.2), and still signs', async () => {
    const out = signed(await signJwt({ alg: 'HS512', header: '{}', payload: '{}', secret: 'x'.repeat(63) }))
    expect(out.warning).toBe('The secret is 63 bytes: RFC 7518 section 3.2 asks for at least 64 bytes (the hash size) for HS512. A short secret can be guessed offline from any token.')
    expect(signed(await signJwt({ alg: 'HS512', header: '{}', payload: '{}', secret: 'x'.repeat(64) })).warning).toBeUndefined()
    expect(signed(await signJwt({ alg: 'HS256', header: '{}', payload: '{}', secret: 'é' })).warning).toContain('The secret is 2 bytes:')
  })
  it('bad JSON keeps its field and its words', async () => {
    expect(errorOf(await signJwt({ alg: 'HS256', header: '{"typ":"JWT"}', payload: '{"a":', secret: 's' }))).toEqual({ field: 'payload', message: expect.stringMatching(/^Payload is not valid JSON: /) })
    expect(errorOf(await signJwt({ alg: 'HS256', header: '[1]', payload: '{}', secret: 's' }))).toEqual({ field: 'header', message: 'Header must be a JSON object ({ ... }).' })
    expect(errorOf(await signJwt({ alg: 'HS256', header: '{"alg":"none"}', payload: '{}', secret: 's' }))).toEqual({ field: 'header', message: SIGN_MESSAGES.algInHeader })
    expect(buildHeader('ES256', '{"alg":"ES256","kid":"x"}')).toEqual({ ok: true, value: { alg: 'ES256', kid: 'x' } })
    expect(buildHeader('HS256', '')).toEqual({ ok: true, value: { alg: 'HS256' } })
  })
  it('claim presets set NumericDate seconds and keep the other claims', () => {
    expect(setClaim('{"sub":"a","exp":1}', 'exp', 1700000123.9)).toEqual({ ok: true, value: '{\n  "sub": "a",\n  "exp": 1700000123\n}' })
    expect(setClaim('{"sub":"a"}', 'iat', 5)).toEqual({ ok: true, value: '{\n  "sub": "a",\n  "iat": 5\n}' })
    expect(setClaim('{"sub":', 'iat', 5).ok).toBe(false)
  })
})
