import { signJwt, type JwtSignAlg, type SecretEncoding } from '../../../lib/jwt-sign'
import { OpError, type OpImpls } from '../op-impl'

const HS = new Set(['HS256', 'HS384', 'HS512'])
const ENCODINGS = new Set(['utf8', 'hex', 'base64'])

/** JWT Sign: the same function the Keys & Tokens tool's Sign JWT tab calls (src/lib/jwt-sign.ts). */
export default {
  'jwt-sign': {
    async run(input, args) {
      const alg = String(args.algorithm ?? 'HS256')
      if (!HS.has(alg)) throw new OpError(`JWT Sign offers HS256, HS384 and HS512, not "${alg}"`)
      const encoding = String(args.keyEncoding ?? 'utf8')
      const r = await signJwt({
        alg: alg as JwtSignAlg,
        header: '{"typ":"JWT"}',
        payload: input as string,
        secret: String(args.key ?? ''),
        secretEncoding: (ENCODINGS.has(encoding) ? encoding : 'utf8') as SecretEncoding,
      })
      if (!r.ok) throw new OpError(r.error.message)
      return r.value.token
    },
  },
} satisfies OpImpls
