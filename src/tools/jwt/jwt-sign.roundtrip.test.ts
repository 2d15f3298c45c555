import { describe, expect, it } from 'vitest'
import { generateSigningKey, JWT_SIGN_ALGS, signJwt, verifyKeyOf, type JwtSignAlg, type SignInputs } from '../../lib/jwt-sign'
import { verifyJwt } from './jwt.logic'

/**
 * Issue 34: a token made by Keys & Tokens' Sign JWT (src/lib/jwt-sign.ts), sent to this tool with
 * the key that verifies it (lib/handoff.ts), is verified here by this tool's own verifier.
 */
describe('Sign JWT -> JWT Decoder: the verifier takes what Send to brings', () => {
  it.each(JWT_SIGN_ALGS.map((a) => [a]))('%s', async (alg: JwtSignAlg) => {
    const gen = await generateSigningKey(alg)
    const inputs: SignInputs = { alg, header: '{"typ":"JWT"}', payload: '{"sub":"42"}', ...(gen.kind === 'secret' ? { secret: gen.secret, secretEncoding: 'base64' } : { privateKey: gen.pem }) }
    const r = await signJwt(inputs)
    if (!r.ok) throw new Error(r.error.message)
    const { verifyKey, encoding } = verifyKeyOf(inputs, r.value)
    expect(await verifyJwt({ token: r.value.token, key: verifyKey, secretEncoding: encoding })).toEqual({ status: 'valid' })
    if (r.value.publicKey) expect(await verifyJwt({ token: r.value.token, key: JSON.stringify(r.value.publicKey.jwk) })).toEqual({ status: 'valid' })
    // Another payload under the same signature does not verify.
    const [h, , s] = r.value.token.split('.')
    expect(await verifyJwt({ token: `${h}.eyJzdWIiOiI0MyJ9.${s}`, key: verifyKey, secretEncoding: encoding })).toEqual({ status: 'invalid' })
  })

  it('a UTF-8 secret goes as itself, a Base64 one as Base64url', async () => {
    for (const [secret, secretEncoding] of [['pässwörd-that-is-long-enough-for-hs256', 'utf8'], ['+/+/c2VjcmV0', 'base64']] as const) {
      const inputs: SignInputs = { alg: 'HS256', header: '{}', payload: '{}', secret, secretEncoding }
      const r = await signJwt(inputs)
      if (!r.ok) throw new Error(r.error.message)
      const k = verifyKeyOf(inputs, r.value)
      expect(k.encoding).toBe(secretEncoding === 'utf8' ? 'utf8' : 'base64url')
      expect(await verifyJwt({ token: r.value.token, key: k.verifyKey, secretEncoding: k.encoding })).toEqual({ status: 'valid' })
    }
  })
})
