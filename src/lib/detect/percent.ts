import type { Detector, Sample } from './types'
import { countMatches, detections, isOneLine, plural, prefixNote, quote } from './util'

const ESCAPE = /%[0-9A-Fa-f]{2}/g

/**
 * Percent-encoded text (`caf%C3%A9%20au%20lait`, `q=a%2Bb&lang=en`) and bare query strings
 * (`a=1&b=two+words`), for the URL Encoder/Decoder. Whole URLs are url.ts's.
 */
export const percent: Detector = (sample: Sample) => {
  const { trimmed } = sample
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return []
  const escapes = countMatches(trimmed, ESCAPE, 10_000)
  if (escapes > 0) {
    const spaces = countMatches(trimmed, /\s/g, 10_000)
    // Encoded text has no raw spaces (or only line breaks between encoded lines).
    if (spaces > escapes) return []
    let decoded: string
    let utf8 = true
    try {
      decoded = decodeURIComponent(trimmed.replace(/\+/g, ' '))
    } catch {
      utf8 = false
      decoded = trimmed.replace(ESCAPE, (e) => String.fromCharCode(parseInt(e.slice(1), 16)))
    }
    const share = (escapes * 3) / trimmed.length
    const confidence = escapes >= 2 || share > 0.1 ? 0.9 : 0.6
    const reason = utf8 ? `Percent-encoded text: ${quote(decoded, 40)}` : `Percent-encoded, not UTF-8 (${plural(escapes, 'escape')})`
    return detections('percent', `${reason}${prefixNote(sample)}`, [['url-encode', utf8 ? confidence : 0.5]])
  }
  // A query string: name=value pairs joined by &.
  if (isOneLine(trimmed) && /^\??[\w.\-[\]]+=[^&\s]*(?:&[\w.\-[\]]+=[^&\s]*)+$/.test(trimmed)) {
    const pairs = trimmed.replace(/^\?/, '').split('&').length
    return detections('query-string', `Query string, ${plural(pairs, 'parameter')}`, [['url-encode', 0.8]])
  }
  return []
}
