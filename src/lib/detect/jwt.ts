import { base64ToBytes } from '../bytes'
import type { Detector } from './types'
import { detections, unquote, utc } from './util'

const TOKEN = /^(?:(?:authorization\s*:\s*)?bearer\s+)?(eyJ[A-Za-z0-9_-]{5,})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]*)$/i

/** Decodes one Base64URL segment of a token as JSON (null when it is not). */
export function segmentJson(segment: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(segment)))
  } catch {
    return null
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A JSON Web Token (JWS compact form): its header must decode to JSON naming an algorithm. */
export const jwt: Detector = ({ trimmed, truncated }) => {
  if (truncated || trimmed.length > 16_000) return []
  const m = TOKEN.exec(unquote(trimmed))
  if (!m) return []
  const header = segmentJson(m[1]!)
  if (!isObject(header) || (typeof header.alg !== 'string' && typeof header.typ !== 'string')) return []
  const payload = segmentJson(m[2]!)
  const parts = ['JWT']
  if (typeof header.alg === 'string') parts.push(header.alg === 'none' ? 'unsigned (alg none)' : header.alg)
  if (isObject(payload)) {
    if (typeof payload.exp === 'number' && Number.isFinite(payload.exp) && Math.abs(payload.exp) < 1e11) {
      const exp = new Date(payload.exp * 1000)
      parts.push(`${exp.getTime() < Date.now() ? 'expired' : 'expires'} ${utc(exp, { minutes: true })}`)
    } else parts.push('no expiry')
  } else parts.push('payload is not JSON')
  return detections('jwt', parts.join(', '), [['jwt', isObject(payload) ? 0.99 : 0.8]])
}
