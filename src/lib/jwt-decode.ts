import { base64ToBytes } from './bytes'

/**
 * The JWT tool's decoder (SPEC "JWT Decoder" sections 5 and 8, word for word), shared with the
 * recipe worker's JWT Decode operation (D34).
 */
export const EMPTY_TOKEN = '❌ Please enter a JWT token'
export const INVALID_FORMAT = '❌ Invalid JWT format'
export const BAD_BASE64 = 'Invalid base64 encoding'
export const decodeErrorMessage = (reason: string) => `❌ Error decoding JWT: ${reason}`
export const DECODED = 'JWT decoded successfully!'
export const VALID_FORMAT = 'Valid JWT Format'
export const INVALID_FORMAT_BADGE = 'Invalid JWT Format'
export const NOT_EXPIRED = 'Not Expired'
export const EXPIRED = 'Expired'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type Decoded = {
  header: Record<string, Json>
  payload: Json
  signature: string
  /** Pretty-printed JSON of each part, shown as text (DECISIONS D13). */
  headerText: string
  payloadText: string
  /** Each part's JSON as the token holds it (numbers exactly as written, D24). */
  headerJson: string
  payloadJson: string
}
export type DecodeResult = { ok: true; value: Decoded } | { ok: false; message: string }

/** DECISIONS D33: a token pasted from a request header, `Bearer eyJ...` (any case), is taken. */
export const BEARER_NOTE = 'Removed the leading "Bearer " (the Authorization scheme); the token after it is decoded.'
export const UNSIGNED_NOTICE = 'This token is unsigned (alg: none): anyone can forge it.'

const BEARER = /^(?:authorization\s*:\s*)?bearer\s+/i

/**
 * The token in what was pasted: surrounding white space, and a leading `Bearer ` (any case, with
 * an optional `Authorization:` before it) go; `stripped` says whether a scheme was removed.
 */
export function stripBearer(input: string): { token: string; stripped: boolean } {
  const t = input.trim()
  const m = BEARER.exec(t)
  return m ? { token: t.slice(m[0].length).trim(), stripped: true } : { token: t, stripped: false }
}

/** `alg: none` (any case, as attackers write it to slip past libraries): the token carries no signature. */
export const isUnsigned = (header: Record<string, Json> | null | undefined) => typeof header?.alg === 'string' && header.alg.trim().toLowerCase() === 'none'

const B64URL = /^[A-Za-z0-9_\-+/]*={0,2}$/

/** The three parts of a JWS in compact form, as jwt.io names them. */
const PARTS = ['the header (part 1)', 'the payload (part 2)', 'the signature (part 3)'] as const

/** Why a segment is not Base64URL: its first stray character and where, a misplaced '=', or a length no encoding has. */
export function base64UrlProblem(segment: string): string | null {
  const stray = /[^A-Za-z0-9_\-+/=]/u.exec(segment)
  if (stray) return `${JSON.stringify(stray[0])} at character ${stray.index + 1} is not a Base64URL character`
  if (!B64URL.test(segment)) return `"=" may only pad its end`
  if (segment.replace(/=+$/, '').length % 4 === 1) return `its length (${segment.replace(/=+$/, '').length} characters) is one too many or too few for Base64URL`
  return null
}

/** base64url (RFC 4648 section 5) with or without padding; standard base64 is accepted too. */
export function decodeSegment(segment: string): Uint8Array {
  if (base64UrlProblem(segment)) throw new Error(BAD_BASE64)
  try {
    return base64ToBytes(segment)
  } catch {
    throw new Error(BAD_BASE64)
  }
}

/** SPEC's 'Invalid base64 encoding', then which part failed and why ("the payload (part 2) ..."). */
const partError = (part: number, why: string) => new Error(`${BAD_BASE64}: ${PARTS[part]} ${why}`)
const excerpt = (text: string) => JSON.stringify(text.length > 32 ? `${text.slice(0, 32)}…` : text)

/** A segment that must hold UTF-8 JSON; anything else is SPEC's 'Invalid base64 encoding' and the reason. */
export const jsonSegment = (segment: string, part: number): Json => jsonSegmentText(segment, part).value

/** The JSON a segment holds, parsed and as written (its numbers exactly as the token has them, D24). */
function jsonSegmentText(segment: string, part: number): { value: Json; text: string } {
  const problem = base64UrlProblem(segment)
  if (problem) throw partError(part, `is not Base64URL: ${problem}`)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(decodeSegment(segment))
  } catch {
    throw partError(part, 'decodes to bytes that are not UTF-8 text, so not to JSON')
  }
  try {
    return { value: JSON.parse(text) as Json, text }
  } catch {
    throw partError(part, `is Base64URL but not JSON: it decodes to ${excerpt(text)}`)
  }
}

export const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** How many parts a token has, and what a JWT has instead (5 parts is an encrypted JWE). */
export function partsProblem(count: number): string {
  const jwe = count === 5 ? ' (5 parts is an encrypted JWE, which only its key can open)' : ''
  return `a JWT has 3 parts separated by dots (header.payload.signature); this token has ${count}${jwe}`
}

/**
 * SPEC's decode flow: empty, not three dot-separated parts, a bad segment, or the decoded parts.
 * As jwt.io does, a failure says why: how many parts, which part is not Base64URL (and where),
 * which is not JSON.
 */
export function decodeJwt(input: string): DecodeResult {
  const { token } = stripBearer(input)
  if (!token) return { ok: false, message: EMPTY_TOKEN }
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, message: `${INVALID_FORMAT}: ${partsProblem(parts.length)}` }
  try {
    const { value: header, text: headerJson } = jsonSegmentText(parts[0]!, 0)
    const { value: payload, text: payloadJson } = jsonSegmentText(parts[1]!, 1)
    if (!isObject(header)) throw partError(0, `is JSON but not an object: it reads ${excerpt(JSON.stringify(header))}`)
    const signatureProblem = parts[2] ? base64UrlProblem(parts[2]) : null
    if (signatureProblem) throw partError(2, `is not Base64URL: ${signatureProblem}`)
    return {
      ok: true,
      value: { header, payload, signature: parts[2]!, headerJson, payloadJson, headerText: JSON.stringify(header, null, 2), payloadText: JSON.stringify(payload, null, 2) },
    }
  } catch (e) {
    return { ok: false, message: decodeErrorMessage(e instanceof Error ? e.message : BAD_BASE64) }
  }
}
