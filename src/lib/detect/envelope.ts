import type { Detector } from './types'
import { detections } from './util'

// The envelope's magic and version (src/lib/cipher.ts ENVELOPE_BASE64 and ENVELOPE_HEX), written out
// here so the detectors' chunk does not take the cipher engine with it; envelope.test.ts checks both
// against a real envelope.
const BASE64 = /^RFRFTkMB[A-Za-z0-9+/_=-]*$/
const HEX = /^4454454e4301[0-9a-f]*$/i

/** An encrypted envelope of the Encrypt & Decrypt tool (its DTENC magic, as Base64 or hex): decrypt it there. */
export const envelope: Detector = ({ trimmed }) => {
  const t = trimmed.replace(/\s+/g, '')
  return BASE64.test(t) || HEX.test(t) ? detections('encrypted-envelope', `Encrypted envelope (${BASE64.test(t) ? 'Base64' : 'hex'})`, [['encrypt', 0.99]]) : []
}
