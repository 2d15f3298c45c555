/** URL and HTML-entity encodings: plain string work, run in the worker so 20 MB never blocks the page. */

import { decodeHTMLStrict } from 'entities'

export type TextResult = { ok: true; output: string } | { ok: false }

export type UrlMode = 'component' | 'uri' | 'decode'

/**
 * Encode Component (encodeURIComponent: every reserved character escaped), Encode URI (encodeURI:
 * the URL's structure `:/?#[]@!$&'()*+,;=` kept) or Decode (decodeURIComponent). Text with a lone
 * surrogate cannot be encoded; a malformed `%` sequence cannot be decoded.
 */
export function urlCodec({ text, mode }: { text: string; mode: UrlMode }): TextResult {
  try {
    const output = mode === 'component' ? encodeURIComponent(text) : mode === 'uri' ? encodeURI(text) : decodeURIComponent(text)
    return { ok: true, output }
  } catch {
    return { ok: false }
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
