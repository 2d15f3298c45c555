import { defineOperation } from './types'

/** JSON Web Tokens signed with a shared secret (the Keys & Tokens tool's engine, src/lib/jwt-sign.ts). */
export default [
  defineOperation({
    id: 'jwt-sign',
    name: 'JWT Sign',
    category: 'crypto',
    description: 'Signs the JSON claims as a JSON Web Token (RFC 7519) with HMAC: HS256, HS384 or HS512 and a secret (text, hex or Base64); the header is {"alg":...,"typ":"JWT"}.',
    keywords: ['jwt sign', 'sign jwt', 'jwt generator', 'create jwt', 'make jwt', 'hs256', 'json web token', 'jws', 'jwt encode'],
    input: 'json',
    output: 'text',
    args: [
      {
        key: 'algorithm',
        label: 'Algorithm',
        type: 'select',
        default: 'HS256',
        options: [
          { value: 'HS256', label: 'HS256 (HMAC SHA-256)' },
          { value: 'HS384', label: 'HS384 (HMAC SHA-384)' },
          { value: 'HS512', label: 'HS512 (HMAC SHA-512)' },
        ],
      },
      { key: 'key', label: 'Secret', type: 'key', default: '', encoding: 'utf8' },
    ],
  }),
]
