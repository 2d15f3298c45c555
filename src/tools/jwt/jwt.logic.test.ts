import { generateKeyPairSync, sign as nodeSign, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { claimDates, decodeJwt, durationWords, expiryOf, isUnsigned, localTime, relativeClaim, stripBearer, UNSIGNED_NOTICE, verifyJwt, VERIFY_MESSAGES } from './jwt.logic'

/** RFC 7515 appendix A.1 (also RFC 7519 section 3.1): an HS256 JWS and its key. */
const A1_TOKEN =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const A1_KEY = 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow'
const PAYLOAD = 'eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ'

/** RFC 7515 appendix A.2: RS256. */
const A2_TOKEN = `eyJhbGciOiJSUzI1NiJ9.${PAYLOAD}.cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw`
const A2_JWK = {
  kty: 'RSA',
  n: 'ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ',
  e: 'AQAB',
}
/** RFC 7515 appendix A.3: ES256, with the RFC's private key fields present (they are dropped). */
const A3_TOKEN = `eyJhbGciOiJFUzI1NiJ9.${PAYLOAD}.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q`
const A3_JWK = { kty: 'EC', crv: 'P-256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0', d: 'jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI' }
/** RFC 7515 appendix A.4: ES512 over the payload "Payload". */
const A4_TOKEN =
  'eyJhbGciOiJFUzUxMiJ9.UGF5bG9hZA.AdwMgeerwtHoh-l192l60hp9wAHZFVJbLfD_UxMi70cwnZOYaRI1bKPWROc-mZZqwqT2SI-KGDKB34XO0aw_7XdtAG8GaSwFKdCAPZgoXD2YBJZCPEX3xKpRwcdOO8KpEHwJjyqOgzDO7iKvU8vcnwNrmxYbSW9ERBXukOXolLzeO_Jn'
const A4_JWK = {
  kty: 'EC',
  crv: 'P-521',
  x: 'AekpBQ8ST8a8VcfVOTNl353vSrDCLLJXmPk06wTjxrrjcBpXp5EOnYG_NjFZ6OvLFV1jSfS9tsz4qUxcWceqwQGk',
  y: 'ADSmRA43Z1DSNx_RvcLI87cdL07l6jQyyBXMoxVg_l2Th-x3S1WDhjDly79ajL4Kkd0AZMaZmh9ubmf63e3kyMj2',
}
/** RFC 8037 appendix A.4: Ed25519. */
const ED_TOKEN = 'eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg'
const ED_JWK = { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' }

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url')
const tamper = (token: string) => token.replace(/\.(.)/, (_, c: string) => '.' + (c === 'A' ? 'B' : 'A'))

describe('decodeJwt (SPEC section 5 and 8)', () => {
  it('decodes the RFC 7519 section 3.1 example', () => {
    const r = decodeJwt(A1_TOKEN)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.header).toEqual({ typ: 'JWT', alg: 'HS256' })
    expect(r.value.payload).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true })
    expect(r.value.signature).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')
    expect(r.value.payloadText).toBe('{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}')
  })
  it("empty input: '❌ Please enter a JWT token'", () => {
    expect(decodeJwt('   ')).toEqual({ ok: false, message: '❌ Please enter a JWT token' })
  })
  it("not exactly three parts: '❌ Invalid JWT format', then how many parts it has", () => {
    expect(decodeJwt('abc.def')).toEqual({ ok: false, message: '❌ Invalid JWT format: a JWT has 3 parts separated by dots (header.payload.signature); this token has 2' })
    expect(decodeJwt('a.b.c.d')).toEqual({ ok: false, message: '❌ Invalid JWT format: a JWT has 3 parts separated by dots (header.payload.signature); this token has 4' })
    expect(decodeJwt('a.b.c.d.e')).toEqual({
      ok: false,
      message: '❌ Invalid JWT format: a JWT has 3 parts separated by dots (header.payload.signature); this token has 5 (5 parts is an encrypted JWE, which only its key can open)',
    })
  })
  it("bad base64 or JSON: '❌ Error decoding JWT: Invalid base64 encoding', then which part and why", () => {
    const message = (why: string) => ({ ok: false, message: `❌ Error decoding JWT: Invalid base64 encoding: ${why}` })
    expect(decodeJwt('@@@.e30.sig')).toEqual(message('the header (part 1) is not Base64URL: "@" at character 1 is not a Base64URL character'))
    expect(decodeJwt('e30.eyJh!.sig')).toEqual(message('the payload (part 2) is not Base64URL: "!" at character 5 is not a Base64URL character'))
    expect(decodeJwt('e30.e=30.sig')).toEqual(message('the payload (part 2) is not Base64URL: "=" may only pad its end'))
    expect(decodeJwt('e30.e30ab.sig')).toEqual(message('the payload (part 2) is not Base64URL: its length (5 characters) is one too many or too few for Base64URL'))
    expect(decodeJwt(`${b64url('not json')}.e30.sig`)).toEqual(message('the header (part 1) is Base64URL but not JSON: it decodes to "not json"'))
    expect(decodeJwt(`e30.${b64url('{"a":')}.sig`)).toEqual(message('the payload (part 2) is Base64URL but not JSON: it decodes to "{\\"a\\":"'))
    expect(decodeJwt(`e30.${b64url('x'.repeat(40))}.sig`)).toEqual(message(`the payload (part 2) is Base64URL but not JSON: it decodes to "${'x'.repeat(32)}…"`))
    expect(decodeJwt('e30._w.sig')).toEqual(message('the payload (part 2) decodes to bytes that are not UTF-8 text, so not to JSON'))
    expect(decodeJwt('e30.e30.s!g')).toEqual(message('the signature (part 3) is not Base64URL: "!" at character 2 is not a Base64URL character'))
    expect(decodeJwt(`${b64url('[1]')}.e30.`)).toEqual(message('the header (part 1) is JSON but not an object: it reads "[1]"')) // a header must be an object
  })
  it('reads base64url with and without padding, and UTF-8 claims', () => {
    const payload = { name: 'Zoë 😀', n: 1 }
    const padded = Buffer.from(JSON.stringify(payload)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_')
    const unpadded = padded.replace(/=+$/, '')
    expect(padded).not.toBe(unpadded)
    for (const p of [padded, unpadded]) {
      const r = decodeJwt(`${b64url('{"alg":"none"}')}.${p}.`)
      expect(r.ok && r.value.payload).toEqual(payload)
    }
  })
  it('keeps HTML in claims as plain text in the pretty-printed output', () => {
    const r = decodeJwt(`e30.${b64url('{"x":"<img src=x onerror=alert(1)>"}')}.`)
    expect(r.ok && r.value.payloadText).toBe('{\n  "x": "<img src=x onerror=alert(1)>"\n}')
  })
})

describe('expiry and dates (SPEC section 4, DECISIONS D18)', () => {
  it('no-exp, valid or expired against now', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(expiryOf({ iss: 'x' }, now)).toBe('no-exp')
    expect(expiryOf({ exp: 'soon' }, now)).toBe('no-exp')
    expect(expiryOf({ exp: now / 1000 + 60 }, now)).toBe('valid')
    expect(expiryOf({ exp: now / 1000 - 1 }, now)).toBe('expired')
    expect(expiryOf({ exp: 1300819380 }, now)).toBe('expired')
  })
  it('shows iat, nbf and exp as ISO dates (UTC), local time and relative to now', () => {
    const now = Date.UTC(2018, 0, 18, 2, 30, 22) // one hour after iat
    const nbsp = (s: string) => s.replace(/\s/g, ' ')
    const dates = claimDates({ iat: 1516239022, nbf: 1516239022, exp: 1300819380, sub: 'x' }, now, { locale: 'en-US', timeZone: 'UTC' })
    expect(dates.map((d) => ({ ...d, local: nbsp(d.local) }))).toEqual([
      { claim: 'iat', label: 'Issued at', seconds: 1516239022, iso: '2018-01-18T01:30:22.000Z', local: 'Jan 18, 2018, 1:30:22 AM UTC', relative: 'issued 1 h ago' },
      { claim: 'nbf', label: 'Not before', seconds: 1516239022, iso: '2018-01-18T01:30:22.000Z', local: 'Jan 18, 2018, 1:30:22 AM UTC', relative: 'became valid 1 h ago' },
      { claim: 'exp', label: 'Expires', seconds: 1300819380, iso: '2011-03-22T18:43:00.000Z', local: 'Mar 22, 2011, 6:43:00 PM UTC', relative: 'expired 7 years ago' },
    ])
    expect(claimDates('text', now)).toEqual([])
    expect(claimDates({ exp: 'tomorrow' }, now)).toEqual([])
  })
  it('local time follows the given zone (the browser’s when none is given)', () => {
    expect(localTime(1300819380, { locale: 'en-US', timeZone: 'America/New_York' }).replace(/\s/g, ' ')).toBe('Mar 22, 2011, 2:43:00 PM EDT')
    expect(localTime(1300819380, { locale: 'en-GB', timeZone: 'Europe/Paris' }).replace(/\s/g, ' ')).toBe('22 Mar 2011, 19:43:00 CET')
  })
  it('relative phrases with a fixed now: "expires in 1 h", "expired 3 days ago", "issued 5 min ago"', () => {
    const now = Date.UTC(2026, 0, 10, 12, 0, 0)
    const at = (ms: number) => (now + ms) / 1000
    const MIN = 60_000
    const H = 60 * MIN
    const DAY = 24 * H
    expect(relativeClaim('exp', at(H), now)).toBe('expires in 1 h')
    expect(relativeClaim('exp', at(-3 * DAY), now)).toBe('expired 3 days ago')
    expect(relativeClaim('iat', at(-5 * MIN), now)).toBe('issued 5 min ago')
    expect(relativeClaim('iat', at(10 * MIN), now)).toBe('issued in 10 min: a date in the future')
    expect(relativeClaim('nbf', at(2 * H), now)).toBe('becomes valid in 2 h')
    expect(relativeClaim('nbf', at(-DAY), now)).toBe('became valid 24 h ago')
    expect(relativeClaim('exp', at(-30_000), now)).toBe('expired 30 s ago')
    expect(relativeClaim('exp', at(0), now)).toBe('expires now')
    expect(relativeClaim('iat', at(-400), now)).toBe('issued just now')
    expect(relativeClaim('exp', at(59 * MIN + 50_000), now)).toBe('expires in 1 h') // rounds up to the next unit
    expect(relativeClaim('exp', at(-1 * DAY * 45), now)).toBe('expired 45 days ago')
    expect(relativeClaim('exp', at(90 * DAY), now)).toBe('expires in 3 months')
    expect(relativeClaim('exp', at(1 * DAY * 365 * 3), now)).toBe('expires in 3 years')
  })
  it('durations in words round to the nearest unit', () => {
    expect([0, 1_000, 59_400, 90_000, 3_570_000, 47 * 3_600_000, 49 * 3_600_000, 86_400_000 * 31, 86_400_000 * 730].map(durationWords)).toEqual([
      '0 s',
      '1 s',
      '59 s',
      '2 min',
      '1 h',
      '47 h',
      '2 days',
      '31 days',
      '2 years',
    ])
    expect(durationWords(-90_000)).toBe('2 min')
  })
})

describe('Bearer tokens and alg: none (issue 21)', () => {
  it('strips a leading Bearer (any case, surrounding white space, an Authorization: header name)', () => {
    expect(stripBearer(`Bearer ${A1_TOKEN}`)).toEqual({ token: A1_TOKEN, stripped: true })
    expect(stripBearer(`  bearer\t${A1_TOKEN}\n`)).toEqual({ token: A1_TOKEN, stripped: true })
    expect(stripBearer(`BEARER   ${A1_TOKEN}`)).toEqual({ token: A1_TOKEN, stripped: true })
    expect(stripBearer(`Authorization: Bearer ${A1_TOKEN}`)).toEqual({ token: A1_TOKEN, stripped: true })
    expect(stripBearer(` ${A1_TOKEN} `)).toEqual({ token: A1_TOKEN, stripped: false })
    expect(stripBearer('Bearer')).toEqual({ token: 'Bearer', stripped: false })
    expect(stripBearer('Bearertoken.a.b')).toEqual({ token: 'Bearertoken.a.b', stripped: false })
  })
  it('decodes and verifies `Bearer eyJ...` instead of failing with Invalid base64 encoding', async () => {
    const r = decodeJwt(`Bearer ${A1_TOKEN}`)
    expect(r.ok && r.value.header).toEqual({ typ: 'JWT', alg: 'HS256' })
    expect(await verifyJwt({ token: `bearer ${A1_TOKEN}`, key: A1_KEY, secretEncoding: 'base64url' })).toEqual({ status: 'valid' })
    expect(decodeJwt('Bearer ')).toEqual({ ok: false, message: '❌ Invalid JWT format: a JWT has 3 parts separated by dots (header.payload.signature); this token has 1' })
  })
  it('detects alg none in any case, and verification refuses it', async () => {
    expect(UNSIGNED_NOTICE).toBe('This token is unsigned (alg: none): anyone can forge it.')
    expect(isUnsigned({ alg: 'none' })).toBe(true)
    expect(isUnsigned({ alg: 'NONE' })).toBe(true)
    expect(isUnsigned({ alg: 'None' })).toBe(true)
    expect(isUnsigned({ alg: 'HS256' })).toBe(false)
    expect(isUnsigned({})).toBe(false)
    for (const alg of ['none', 'nOnE']) {
      const token = `${b64url(JSON.stringify({ alg }))}.${b64url('{"admin":true}')}.${alg === 'none' ? '' : 'AAAA'}`
      expect(await verifyJwt({ token, key: 'secret' })).toEqual({ status: 'error', message: VERIFY_MESSAGES.none })
    }
  })
})

describe('verifyJwt with WebCrypto (RFC 7515 appendix A, RFC 8037)', () => {
  it('A.1 HS256 verifies with the base64url key, and as an oct JWK; a wrong key or a changed payload does not', async () => {
    expect(await verifyJwt({ token: A1_TOKEN, key: A1_KEY, secretEncoding: 'base64url' })).toEqual({ status: 'valid' })
    expect(await verifyJwt({ token: A1_TOKEN, key: JSON.stringify({ kty: 'oct', k: A1_KEY }) })).toEqual({ status: 'valid' })
    expect(await verifyJwt({ token: A1_TOKEN, key: A1_KEY, secretEncoding: 'utf8' })).toEqual({ status: 'invalid' })
    expect(await verifyJwt({ token: tamper(A1_TOKEN), key: A1_KEY, secretEncoding: 'base64url' })).toEqual({ status: 'invalid' })
  })
  it('HS384 and HS512 with a text secret (signatures made by node crypto)', async () => {
    for (const [alg, hash] of [['HS384', 'sha384'], ['HS512', 'sha512'], ['HS256', 'sha256']] as const) {
      const input = `${b64url(JSON.stringify({ alg, typ: 'JWT' }))}.${b64url('{"sub":"1234567890"}')}`
      const token = `${input}.${createHmac(hash, 'your-256-bit-secret').update(input).digest('base64url')}`
      expect(await verifyJwt({ token, key: 'your-256-bit-secret' })).toEqual({ status: 'valid' })
      expect(await verifyJwt({ token, key: 'another secret' })).toEqual({ status: 'invalid' })
    }
  })
  it('A.2 RS256 with the RFC JWK', async () => {
    expect(await verifyJwt({ token: A2_TOKEN, key: JSON.stringify(A2_JWK) })).toEqual({ status: 'valid' })
    expect(await verifyJwt({ token: tamper(A2_TOKEN), key: JSON.stringify(A2_JWK) })).toEqual({ status: 'invalid' })
  })
  it('A.3 ES256 and A.4 ES512 with the RFC JWKs (private fields ignored), also from a JWK Set', async () => {
    expect(await verifyJwt({ token: A3_TOKEN, key: JSON.stringify(A3_JWK) })).toEqual({ status: 'valid' })
    expect(await verifyJwt({ token: A4_TOKEN, key: JSON.stringify(A4_JWK) })).toEqual({ status: 'valid' })
    expect(await verifyJwt({ token: A3_TOKEN, key: JSON.stringify({ keys: [A2_JWK, A3_JWK] }) })).toEqual({ status: 'valid' })
    expect(await verifyJwt({ token: tamper(A3_TOKEN), key: JSON.stringify(A3_JWK) })).toEqual({ status: 'invalid' })
  })
  it('RFC 8037 A.4 EdDSA (Ed25519)', async () => {
    expect(await verifyJwt({ token: ED_TOKEN, key: JSON.stringify(ED_JWK) })).toEqual({ status: 'valid' })
    expect(await verifyJwt({ token: tamper(ED_TOKEN), key: JSON.stringify(ED_JWK) })).toEqual({ status: 'invalid' })
  })
  it('RS, PS and ES signatures made by node crypto verify with the public key as SPKI PEM', async () => {
    const cases = [
      { alg: 'RS256', type: 'rsa', sign: (d: Buffer, k: never) => nodeSign('sha256', d, k) },
      { alg: 'RS512', type: 'rsa', sign: (d: Buffer, k: never) => nodeSign('sha512', d, k) },
      { alg: 'PS256', type: 'rsa', sign: (d: Buffer, k: never) => nodeSign('sha256', d, { key: k, padding: 6, saltLength: 32 }) },
      { alg: 'PS384', type: 'rsa', sign: (d: Buffer, k: never) => nodeSign('sha384', d, { key: k, padding: 6, saltLength: 48 }) },
      { alg: 'ES384', type: 'ec', sign: (d: Buffer, k: never) => nodeSign('sha384', d, { key: k, dsaEncoding: 'ieee-p1363' }) },
      { alg: 'EdDSA', type: 'ed25519', sign: (d: Buffer, k: never) => nodeSign(null, d, k) },
    ] as const
    for (const c of cases) {
      const pair =
        c.type === 'rsa'
          ? generateKeyPairSync('rsa', { modulusLength: 2048 })
          : c.type === 'ec'
            ? generateKeyPairSync('ec', { namedCurve: 'P-384' })
            : generateKeyPairSync('ed25519')
      const input = `${b64url(JSON.stringify({ alg: c.alg }))}.${b64url('{"sub":"pem"}')}`
      const token = `${input}.${c.sign(Buffer.from(input), pair.privateKey as never).toString('base64url')}`
      const pem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString()
      expect(await verifyJwt({ token, key: pem }), c.alg).toEqual({ status: 'valid' })
      expect(await verifyJwt({ token: tamper(token), key: pem }), c.alg).toEqual({ status: 'invalid' })
    }
  })
  it('says why it cannot verify', async () => {
    const none = `${b64url('{"alg":"none"}')}.${b64url('{}')}.`
    expect(await verifyJwt({ token: none, key: 'x' })).toEqual({ status: 'error', message: VERIFY_MESSAGES.none })
    expect(await verifyJwt({ token: A1_TOKEN, key: ' ' })).toEqual({ status: 'error', message: VERIFY_MESSAGES.noSecret })
    expect(await verifyJwt({ token: A2_TOKEN, key: '' })).toEqual({ status: 'error', message: VERIFY_MESSAGES.noKey })
    expect(await verifyJwt({ token: A2_TOKEN, key: 'hello' })).toEqual({ status: 'error', message: VERIFY_MESSAGES.notAKey })
    expect(await verifyJwt({ token: A2_TOKEN, key: '-----BEGIN RSA PUBLIC KEY-----\nAAAA\n-----END RSA PUBLIC KEY-----' })).toEqual({ status: 'error', message: VERIFY_MESSAGES.pkcs1 })
    expect(await verifyJwt({ token: A2_TOKEN, key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----' })).toEqual({ status: 'error', message: VERIFY_MESSAGES.privateKey })
    expect(await verifyJwt({ token: A1_TOKEN, key: '***', secretEncoding: 'base64url' })).toEqual({ status: 'error', message: VERIFY_MESSAGES.badSecret })
    const odd = `${b64url('{"alg":"XY999"}')}.${b64url('{}')}.AAAA`
    const r = await verifyJwt({ token: odd, key: 'k' })
    expect(r.status === 'error' && r.message).toMatch(/^Unsupported algorithm: XY999\./)
    const wrong = await verifyJwt({ token: A3_TOKEN, key: JSON.stringify(A2_JWK) })
    expect(wrong.status === 'error' && wrong.message).toMatch(/^The key does not fit ES256: /)
  })
})
