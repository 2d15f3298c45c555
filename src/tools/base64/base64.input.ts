import { base64ToBytes } from '../../lib/bytes'
import { filled, inputPort, withSide } from '../define-tool'
import type { Base64Direction, Base64State } from './base64.logic'
import { base64Atom, base64TabAtom } from './base64.state'

/** How much of a long text is decoded to judge it (D30: bounded work on the main thread). */
const SAMPLE = 64 * 1024

/**
 * True when a text is Base64 or Base64URL (white space allowed, padding only at the end) whose
 * bytes are UTF-8 text: no control characters but tab and line breaks, and a word of letters only
 * (`test`, `YWJj`) only when it decodes to letters. Long texts are judged by their first 64 KiB.
 */
export function decodesToText(text: string): boolean {
  const t = text.trim()
  if (t.length < 4 || /[^A-Za-z0-9+/_=\s-]/.test(t) || /=\s*[^=\s]/.test(t)) return false
  const long = t.length > SAMPLE
  let compact = (long ? t.slice(0, SAMPLE) : t).replace(/\s+/g, '')
  if (long) {
    compact = compact.replace(/=+$/, '')
    compact = compact.slice(0, compact.length - (compact.length % 4))
  }
  let decoded: string
  try {
    const bytes = base64ToBytes(compact)
    if (bytes.length === 0) return false
    // A cut sample may end inside a character: streaming holds an incomplete last one back.
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: long })
  } catch {
    return false
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(decoded)) return false
  if (/^[A-Za-z]+$/.test(compact) && compact.length < 24 && !/^[\p{L}\s]+$/u.test(decoded)) return false
  return true
}

/** The tool's state with the open tab beside it, as the port sees them. */
export type Base64PortState = Base64State & { side: Base64Direction }
export const base64PortAtom = withSide(base64Atom, base64TabAtom)

/**
 * D25: Base64 (or Base64URL) of text goes to the Decode tab and Decode runs once; any other text
 * goes to the Encode tab and Encode runs once. The other tab's input stays as it was.
 */
export default inputPort<Base64PortState>(
  base64PortAtom,
  (s, text) => (decodesToText(text) ? { ...s, side: 'decode', base64Input: text } : { ...s, side: 'encode', textInput: text }),
  { run: true, restore: (s) => filled(s.side === 'decode' ? s.base64Input : s.textInput) },
)
