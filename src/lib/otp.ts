/**
 * One-time passwords (issue 34, the Keys & Tokens tool's "TOTP / HOTP" tab and the "Generate HOTP"
 * and "Generate TOTP" operations): HOTP (RFC 4226) and TOTP (RFC 6238) with the `otpauth` library,
 * otpauth:// key URIs (Google Authenticator's Key URI format) read and written, codes verified in a
 * window of one step either side. The screen and the operations call these same functions (D34).
 */
import { HOTP, Secret, TOTP, URI } from 'otpauth'

import { MAX_PERIOD, OTP_ALGORITHMS, type OtpAlgorithm, type OtpKind } from './otp-params'

export { MAX_PERIOD, OTP_ALGORITHMS, OTP_DIGITS, type OtpAlgorithm, type OtpKind } from './otp-params'

/** Everything an authenticator app keeps about one account. `secret` is Base32, upper case, no spaces or padding. */
export type OtpParams = {
  kind: OtpKind
  secret: string
  algorithm: OtpAlgorithm
  digits: number
  /** TOTP: seconds a code lasts. */
  period: number
  /** HOTP: the moving factor. */
  counter: number
  issuer: string
  account: string
}

/** The settings a secret on its own is read with (what authenticator apps assume). */
export const OTP_DEFAULTS: Omit<OtpParams, 'secret'> = { kind: 'totp', algorithm: 'SHA1', digits: 6, period: 30, counter: 0, issuer: '', account: '' }

/** An input that cannot give a code; its message is shown as it is. */
export class OtpError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OtpError'
  }
}

const BASE32 = /^[A-Z2-7]+$/
/** Up to 64 bits' worth of counter the spec allows; a JavaScript number stays exact to 2^53 - 1. */
const MAX_COUNTER = Number.MAX_SAFE_INTEGER

/**
 * A Base32 secret as authenticator apps print it (groups of four, lower case, `=` padding, dashes)
 * made canonical: upper case with nothing else. Says which character is not Base32.
 */
export function normaliseSecret(text: string): string {
  const s = text.replace(/[\s-]+/g, '').replace(/=+$/, '').toUpperCase()
  if (!s) throw new OtpError('Enter a secret: Base32 letters A-Z and digits 2-7, as the site shows it under the QR code')
  const bad = [...s].findIndex((c) => !BASE32.test(c))
  if (bad >= 0) {
    const c = s[bad]!
    const hint = c === '0' ? ' (a zero: Base32 has the letter O)' : c === '1' ? ' (a one: Base32 has the letter I or L)' : ''
    throw new OtpError(`Not a Base32 secret: '${c}' at character ${bad + 1}${hint}; Base32 uses the letters A-Z and the digits 2-7`)
  }
  if ((s.length * 5) / 8 < 1) throw new OtpError('The secret is too short: at least 2 Base32 characters (one byte)')
  return s
}

const isAlgorithm = (a: string): a is OtpAlgorithm => (OTP_ALGORITHMS as readonly string[]).includes(a)

/** The parameter `name` of an otpauth URI, as written (not decoded), or undefined. */
function rawParam(query: string, name: string): string | undefined {
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=')
    if ((eq < 0 ? pair : pair.slice(0, eq)).toLowerCase() === name) return eq < 0 ? '' : pair.slice(eq + 1)
  }
  return undefined
}

/**
 * Reads an otpauth:// URI (otpauth://totp/Issuer:account?secret=...&issuer=...&algorithm=...&digits=...&period=...,
 * or hotp with counter=...). What is wrong is said in words, naming the parameter.
 */
export function parseOtpUri(text: string): OtpParams {
  const uri = text.trim()
  const head = /^otpauth:\/\/([^/?#]*)(\/?)/i.exec(uri)
  if (!head) throw new OtpError('Not an otpauth URI: it starts otpauth://totp/ or otpauth://hotp/')
  const kind = head[1]!.toLowerCase()
  if (kind !== 'totp' && kind !== 'hotp') throw new OtpError(`Unknown OTP type '${head[1]}': an otpauth URI is otpauth://totp/… or otpauth://hotp/…`)
  const q = uri.indexOf('?')
  if (q < 0 || q === uri.length - 1) throw new OtpError('The URI has no parameters: it needs at least ?secret=<Base32 secret>')
  const query = uri.slice(q + 1).replace(/#.*$/, '')
  const secret = rawParam(query, 'secret')
  if (secret === undefined || secret === '') throw new OtpError("The URI has no secret: add secret=<Base32 secret>")
  let normalised: string
  try {
    normalised = normaliseSecret(decodeURIComponent(secret))
  } catch (e) {
    throw new OtpError(`The URI's secret: ${e instanceof Error ? e.message : String(e)}`)
  }
  const algorithm = rawParam(query, 'algorithm')
  if (algorithm !== undefined && !isAlgorithm(algorithm.toUpperCase())) throw new OtpError(`Unsupported algorithm '${algorithm}': use SHA1, SHA256 or SHA512`)
  const digits = rawParam(query, 'digits')
  if (digits !== undefined && !/^[678]$/.test(digits)) throw new OtpError(`Digits must be 6, 7 or 8, not '${digits}'`)
  const period = rawParam(query, 'period')
  if (kind === 'totp' && period !== undefined && !(/^\d+$/.test(period) && +period >= 1 && +period <= MAX_PERIOD)) throw new OtpError(`The period must be a whole number of seconds from 1 to ${MAX_PERIOD}, not '${period}'`)
  const counter = rawParam(query, 'counter')
  if (kind === 'hotp' && (counter === undefined || !/^\d+$/.test(counter) || +counter > MAX_COUNTER)) throw new OtpError(counter === undefined ? 'An HOTP URI needs a counter: add counter=0' : `The counter must be a whole number from 0, not '${counter}'`)
  // The library reads the label (issuer:account) and the rest, on a URI with the secret made canonical.
  const canonical = uri.slice(0, q + 1) + query.split('&').map((p) => (/^secret=/i.test(p) ? `secret=${normalised}` : /^algorithm=/i.test(p) ? p.toUpperCase() : p)).join('&')
  let otp: HOTP | TOTP
  try {
    otp = URI.parse(canonical)
  } catch (e) {
    const m = e instanceof Error ? e.message : ''
    if (/malformed/i.test(m)) throw new OtpError('The URI has a broken %-escape (a % not followed by two hex digits)')
    if (/format/i.test(m)) throw new OtpError('Not an otpauth URI: it should look like otpauth://totp/Issuer:account?secret=…&issuer=Issuer')
    throw new OtpError(m || 'Not a valid otpauth URI')
  }
  return {
    kind,
    secret: normalised,
    algorithm: otp.algorithm as OtpAlgorithm,
    digits: otp.digits,
    period: otp instanceof TOTP ? otp.period : OTP_DEFAULTS.period,
    counter: otp instanceof HOTP ? otp.counter : 0,
    issuer: otp.issuer,
    account: otp.label,
  }
}

/** The otpauth:// URI of these parameters, as authenticator apps read it (issuer both in the label and as a parameter). */
export function buildOtpUri(p: OtpParams): string {
  const secret = Secret.fromBase32(normaliseSecret(p.secret))
  const common = { issuer: p.issuer, label: p.account || 'account', secret, algorithm: p.algorithm, digits: p.digits }
  return (p.kind === 'hotp' ? new HOTP({ ...common, counter: p.counter }) : new TOTP({ ...common, period: p.period })).toString()
}

/** The text in the source field: an otpauth URI (its parameters) or a Base32 secret (read with `settings`). */
export function readSource(text: string, settings: Omit<OtpParams, 'secret'> = OTP_DEFAULTS): { params: OtpParams; fromUri: boolean } {
  const t = text.trim()
  if (/^otpauth:/i.test(t)) return { params: parseOtpUri(t), fromUri: true }
  if (/^otpauth-migration:/i.test(t)) throw new OtpError('Google Authenticator export links (otpauth-migration://) are not read here: export one account as its otpauth:// QR code instead')
  return { params: { ...settings, secret: normaliseSecret(t) }, fromUri: false }
}

type CodeParams = Pick<OtpParams, 'secret' | 'algorithm' | 'digits'>

function check(p: CodeParams) {
  if (!isAlgorithm(p.algorithm)) throw new OtpError(`Unsupported algorithm '${p.algorithm}': use SHA1, SHA256 or SHA512`)
  if (!(Number.isInteger(p.digits) && p.digits >= 6 && p.digits <= 8)) throw new OtpError(`Digits must be 6, 7 or 8, not '${p.digits}'`)
  return { secret: Secret.fromBase32(normaliseSecret(p.secret)), algorithm: p.algorithm, digits: p.digits }
}

/** The HOTP code at `counter` (RFC 4226). */
export function hotpCode(p: CodeParams, counter: number): string {
  if (!(Number.isSafeInteger(counter) && counter >= 0)) throw new OtpError(`The counter must be a whole number from 0, not '${counter}'`)
  return HOTP.generate({ ...check(p), counter })
}

/** The TOTP time step of a moment: floor(Unix seconds / period). */
export function timeStep(timeMs: number, period: number): number {
  if (!(Number.isInteger(period) && period >= 1 && period <= MAX_PERIOD)) throw new OtpError(`The period must be a whole number of seconds from 1 to ${MAX_PERIOD}, not '${period}'`)
  return Math.floor(timeMs / 1000 / period)
}

/** The TOTP code at a moment (RFC 6238: HOTP of the time step). */
export function totpCode(p: CodeParams & { period: number }, timeMs: number): string {
  if (!Number.isFinite(timeMs) || timeMs < 0) throw new OtpError('The time must be a Unix time from 1970 on')
  return hotpCode(p, timeStep(timeMs, p.period))
}

/** The counter value the code for `params` uses now: the HOTP counter, or the TOTP time step. */
export const stepOf = (p: OtpParams, timeMs: number) => (p.kind === 'hotp' ? p.counter : timeStep(timeMs, p.period))

/** The previous, current and next codes (for HOTP the counter before, at and after; for TOTP the time steps). */
export function codesAround(p: OtpParams, timeMs: number): { previous: string | null; current: string; next: string; step: number } {
  const step = stepOf(p, timeMs)
  return { previous: step > 0 ? hotpCode(p, step - 1) : null, current: hotpCode(p, step), next: hotpCode(p, step + 1), step }
}

/** Seconds left before the TOTP code changes, and the share of the period gone (0..1). */
export function countdown(periodSeconds: number, timeMs: number): { left: number; elapsed: number } {
  const ms = periodSeconds * 1000
  const into = ((timeMs % ms) + ms) % ms
  return { left: Math.ceil((ms - into) / 1000), elapsed: into / ms }
}

export type Verified = { ok: true; delta: -1 | 0 | 1; step: number } | { ok: false; reason: string }

/**
 * Checks a code typed by someone against the current step and one either side (the window servers
 * usually allow for a clock off by a period, or a counter pressed once too often). Says which matched.
 */
export function verifyCode(p: OtpParams, typed: string, timeMs: number): Verified {
  const code = typed.replace(/\s+/g, '')
  if (!/^\d+$/.test(code)) return { ok: false, reason: 'A code is digits only' }
  if (code.length !== p.digits) return { ok: false, reason: `A code here has ${p.digits} digits; this one has ${code.length}` }
  const step = stepOf(p, timeMs)
  for (const delta of [0, -1, 1] as const) {
    if (step + delta < 0) continue
    if (hotpCode(p, step + delta) === code) return { ok: true, delta, step: step + delta }
  }
  return { ok: false, reason: p.kind === 'hotp' ? 'No match at the counter or one step either side' : 'No match in this period or the one before or after' }
}

/** What matched, in words ("the current code (step 56 666 667)" / "the next counter (6)"). */
export function matchWords(p: OtpParams, v: Extract<Verified, { ok: true }>): string {
  const which = v.delta === 0 ? 'current' : v.delta < 0 ? 'previous' : 'next'
  return p.kind === 'hotp' ? `Matches the ${which} counter (${v.step})` : `Matches the ${which} period's code (time step ${v.step})`
}

/** A new secret: 20 random bytes (160 bits, the size RFC 4226 recommends), Base32. */
export const newSecret = (): string => new Secret({ size: 20 }).base32

/** Groups a Base32 secret by four, as apps print it for typing by hand. */
export const groupSecret = (s: string) => s.replace(/(.{4})(?=.)/g, '$1 ')

/* -------------------------------------------------------------------------------------------- */
/* The operations (D34): a Base32 secret (or an otpauth URI, whose parameters then win) in, a code out. */

export type HotpArgs = { counter: number; digits: number; algorithm: string }
export type TotpArgs = { time: string; period: number; digits: number; algorithm: string }

function opSource(text: string, settings: Omit<OtpParams, 'secret'>): OtpParams {
  return readSource(text, settings).params
}

/** "Generate HOTP": the code at the counter. */
export function hotpOperation(text: string, a: HotpArgs): string {
  const p = opSource(text, { ...OTP_DEFAULTS, kind: 'hotp', counter: a.counter, digits: a.digits, algorithm: a.algorithm as OtpAlgorithm })
  return hotpCode(p, p.kind === 'hotp' ? p.counter : a.counter)
}

/** The `time` argument: Unix seconds, an ISO 8601 date, or empty for now. */
export function parseTime(text: string, now: () => number = Date.now): number {
  const t = text.trim()
  if (!t) return now()
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t) * 1000
  const ms = Date.parse(t)
  if (Number.isNaN(ms) || ms < 0) throw new OtpError(`Not a time: '${t}'; give Unix seconds (1111111109) or an ISO date (2005-03-18T01:58:29Z), or leave it empty for now`)
  return ms
}

/** "Generate TOTP": the code at a time (default now). */
export function totpOperation(text: string, a: TotpArgs, now: () => number = Date.now): string {
  const p = opSource(text, { ...OTP_DEFAULTS, period: a.period, digits: a.digits, algorithm: a.algorithm as OtpAlgorithm })
  return totpCode(p, parseTime(a.time, now))
}
