import { defineOperation, type ArgDef } from './types'

/** Shared by both: the hash and the code's length (authenticator apps use SHA-1 and 6 digits). */
const CODE_ARGS: readonly ArgDef[] = [
  { key: 'digits', label: 'Digits', type: 'select', default: '6', options: [{ value: '6', label: '6' }, { value: '7', label: '7' }, { value: '8', label: '8' }] },
  { key: 'algorithm', label: 'Algorithm', type: 'select', default: 'SHA1', options: [{ value: 'SHA1', label: 'SHA-1' }, { value: 'SHA256', label: 'SHA-256' }, { value: 'SHA512', label: 'SHA-512' }] },
]

/** One-time passwords (the Keys & Tokens tool's TOTP / HOTP tab; engine src/lib/otp.ts, as the screen's). */
export default [
  defineOperation({
    id: 'generate-hotp',
    name: 'Generate HOTP',
    category: 'crypto',
    description: 'The HMAC-based one-time password (RFC 4226) of a Base32 secret at a counter; an otpauth:// URI as input brings its own counter, digits and algorithm.',
    keywords: ['hotp', 'otp', 'one-time password', 'rfc 4226', 'counter', '2fa', 'authenticator', 'otpauth'],
    input: 'text',
    output: 'text',
    args: [{ key: 'counter', label: 'Counter', type: 'number', default: 0, min: 0, step: 1 }, ...CODE_ARGS],
  }),
  defineOperation({
    id: 'generate-totp',
    name: 'Generate TOTP',
    category: 'crypto',
    description: 'The time-based one-time password (RFC 6238) of a Base32 secret at a time (Unix seconds or an ISO date; empty: now), as authenticator apps show it; an otpauth:// URI as input brings its own period, digits and algorithm.',
    keywords: ['totp', 'otp', 'one-time password', 'rfc 6238', '2fa', 'authenticator', 'google authenticator', 'otpauth'],
    input: 'text',
    output: 'text',
    args: [
      { key: 'time', label: 'Time (Unix seconds or ISO date; empty: now)', type: 'text', default: '', placeholder: 'now' },
      { key: 'period', label: 'Period (seconds)', type: 'number', default: 30, min: 1, max: 86400, step: 1 },
      ...CODE_ARGS,
    ],
  }),
]
