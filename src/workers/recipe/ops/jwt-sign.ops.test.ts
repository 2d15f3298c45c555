import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { errorOf, run } from './op-test-kit'

const b64url = (s: string) => Buffer.from(s).toString('base64url')
/** The token Node's own HMAC makes (independent of WebCrypto and src/lib/jwt-sign.ts). */
function reference(hash: 'sha256' | 'sha384' | 'sha512', alg: string, claims: string, key: string | Buffer) {
  const input = `${b64url(`{"typ":"JWT","alg":"${alg}"}`)}.${b64url(claims)}`
  return `${input}.${createHmac(hash, key).update(input).digest('base64url')}`
}

describe('JWT Sign operation', () => {
  it('HS256/384/512 give the token Node computes, with the claims as compact JSON', async () => {
    const claims = '{\n  "sub": "1234567890",\n  "name": "Jörg",\n  "iat": 1516239022\n}'
    const compact = '{"sub":"1234567890","name":"Jörg","iat":1516239022}'
    expect(await run('jwt-sign', claims, { key: 'your-256-bit-secret' })).toBe(reference('sha256', 'HS256', compact, 'your-256-bit-secret'))
    expect(await run('jwt-sign', claims, { algorithm: 'HS384', key: 's3cr3t' })).toBe(reference('sha384', 'HS384', compact, 's3cr3t'))
    expect(await run('jwt-sign', claims, { algorithm: 'HS512', key: '00ff10', keyEncoding: 'hex' })).toBe(reference('sha512', 'HS512', compact, Buffer.from('00ff10', 'hex')))
    expect(await run('jwt-sign', '{}', { key: 'AP8Q', keyEncoding: 'base64' })).toBe(reference('sha256', 'HS256', '{}', Buffer.from('00ff10', 'hex')))
  })

  it('errors say what is wrong', async () => {
    expect(await errorOf('jwt-sign', '{}')).toBe('OpError: Enter the secret to sign with, or generate one.')
    expect(await errorOf('jwt-sign', '[1,2]', { key: 'k' })).toBe('OpError: Payload must be a JSON object ({ ... }).')
    expect(await errorOf('jwt-sign', '{}', { key: '!!', keyEncoding: 'base64' })).toBe('OpError: The secret is not valid Base64 or Base64url.')
    expect(await errorOf('jwt-sign', '{}', { key: 'k', algorithm: 'RS256' })).toBe('OpError: JWT Sign offers HS256, HS384 and HS512, not "RS256"')
  })
})
