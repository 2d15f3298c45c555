import type { Detector } from './types'
import { detections } from './util'

const OTPAUTH = /^otpauth:\/\/(totp|hotp)\/([^?\s]*)\?\S*secret=\S+$/i

/** The label's issuer and account, decoded where it decodes: "ACME Co: alice@example.com". */
function label(raw: string): string {
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // shown as written
  }
  return text.length > 60 ? `${text.slice(0, 59)}…` : text
}

/**
 * An otpauth:// key URI (what an authenticator app's QR code holds): the Keys & Tokens tool's
 * TOTP / HOTP tab. The reason names the account, never the secret.
 */
export const otpauth: Detector = ({ trimmed, truncated }) => {
  if (truncated) return []
  const m = OTPAUTH.exec(trimmed)
  if (!m) return []
  const who = label(m[2]!)
  return detections('otpauth', `${m[1]!.toUpperCase()} key URI${who ? `: ${who}` : ''}`, [['keys', 0.99]])
}
