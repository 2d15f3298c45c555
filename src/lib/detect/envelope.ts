import { ENVELOPE_BASE64, ENVELOPE_HEX } from '../cipher'
import type { Detector } from './types'
import { detections } from './util'

const BASE64 = new RegExp(`^${ENVELOPE_BASE64}[A-Za-z0-9+/_=-]*$`)
const HEX = new RegExp(`^${ENVELOPE_HEX}[0-9a-f]*$`, 'i')

/** An encrypted envelope of the Encrypt & Decrypt tool (its DTENC magic, as Base64 or hex): decrypt it there. */
export const envelope: Detector = ({ trimmed }) => {
  const t = trimmed.replace(/\s+/g, '')
  return BASE64.test(t) || HEX.test(t) ? detections('encrypted-envelope', `Encrypted envelope (${BASE64.test(t) ? 'Base64' : 'hex'})`, [['encrypt', 0.99]]) : []
}
