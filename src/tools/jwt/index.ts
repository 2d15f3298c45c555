import { KeyRound } from 'lucide-react'
import { defineTool } from '../define-tool'

export default defineTool({
  id: 'jwt',
  title: 'JWT Decoder',
  description: 'Decode a JSON Web Token, read its claims and dates, and verify its signature with a secret or public key.',
  category: 'security',
  keywords: ['jwt', 'json web token', 'jws', 'bearer', 'decode', 'verify', 'hs256', 'rs256', 'es256', 'jwk', 'claims', 'exp'],
  icon: KeyRound,
  load: () => import('./jwt'),
  input: () => import('./jwt.input'),
  features: [
    { name: 'Verify signature', keywords: ['verify jwt', 'jwt signature', 'verify signature', 'jwt secret', 'check jwt signature', 'jwks', 'public key'] },
    { name: 'Expiry and dates', keywords: ['jwt expiry', 'jwt expired', 'exp claim', 'token expiration', 'iat', 'nbf'] },
  ],
})
