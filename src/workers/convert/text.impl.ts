/** URL and HTML-entity encodings: plain string work, run in the worker so 20 MB never blocks the page. */

import { decodeHTMLStrict } from 'entities'
import { badPercentSequence, loneSurrogateAt } from '../../lib/url-codec'

/** `reason`: what in the text could not be encoded or decoded, and where (when known). */
export type TextResult = { ok: true; output: string } | { ok: false; reason?: string }

export type UrlMode = 'component' | 'uri' | 'decode'

/** Where an index of the text is, from 1: "character 9", or "line 2, column 3" in text of several lines. */
export function placeOf(text: string, index: number): string {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1
  if (lineStart === 0 && !text.includes('\n')) return `character ${index + 1}`
  let line = 1
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++
  return `line ${line}, column ${index - lineStart + 1}`
}

const SHOWN = 24

/**
 * Why decodeURIComponent refused the text: the first `%` not followed by two hex digits ("%ZZ at
 * character 9 is not % and two hex digits"), or else the first run of escapes that is not UTF-8.
 */
export function whyNotDecodable(text: string): string | undefined {
  const bad = badPercentSequence(text)
  if (!bad) return undefined
  if (bad.kind === 'malformed') return `${bad.sequence} at ${placeOf(text, bad.index)} is not % and two hex digits`
  const shown = bad.sequence.length > SHOWN ? `${bad.sequence.slice(0, SHOWN)}…` : bad.sequence
  return `${shown} at ${placeOf(text, bad.index)} is not UTF-8 text`
}

/** Why a text cannot be percent-encoded: its first lone surrogate (half of an emoji, cut). */
export function whyNotEncodable(text: string): string | undefined {
  const at = loneSurrogateAt(text)
  if (at < 0) return undefined
  const code = text.charCodeAt(at).toString(16).toUpperCase()
  return `U+${code} at ${placeOf(text, at)} is half of a character (a lone surrogate) and has no UTF-8 form`
}

/**
 * Encode Component (encodeURIComponent: every reserved character escaped), Encode URI (encodeURI:
 * the URL's structure `:/?#[]@!$&'()*+,;=` kept) or Decode (decodeURIComponent). Text with a lone
 * surrogate cannot be encoded; a malformed `%` sequence cannot be decoded: the failure says which
 * sequence, and where.
 */
export function urlCodec({ text, mode }: { text: string; mode: UrlMode }): TextResult {
  try {
    const output = mode === 'component' ? encodeURIComponent(text) : mode === 'uri' ? encodeURI(text) : decodeURIComponent(text)
    return { ok: true, output }
  } catch {
    const reason = mode === 'decode' ? whyNotDecodable(text) : whyNotEncodable(text)
    return reason ? { ok: false, reason } : { ok: false }
  }
}

/** SPEC section 9: the six characters the HTML entity tool handles, and their entities. */
export const ENCODE_MAP: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\u00a0': '&nbsp;',
}

export function htmlEncode({ text }: { text: string }): TextResult {
  return { ok: true, output: text.replace(/[&<>"'\u00a0]/g, (c) => ENCODE_MAP[c]!) }
}

/**
 * Decodes every HTML5 character reference in one pass, with the maintained `entities` package (the
 * WHATWG named-entity table: `&eacute;`, `&copy;`, `&hellip;`, `&NotEqualTilde;`... and numeric
 * references `&#39;`, `&#x1F600;`), so `&amp;lt;` becomes `&lt;`, not `<`. Strict mode: a reference
 * must end with `;`, so text such as `&notanentity;` or `&copy 2024` is left as it is (a browser's
 * legacy rule would read `&not` out of it). As in HTML, `&#0;`, surrogates and code points past
 * U+10FFFF give U+FFFD, and `&#128;`-`&#159;` are read as Windows-1252.
 */
export function htmlDecode({ text }: { text: string }): TextResult {
  return { ok: true, output: decodeHTMLStrict(text) }
}
