/** URL and HTML-entity encodings: plain string work, run in the worker so 20 MB never blocks the page. */

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

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function htmlEncode({ text }: { text: string }): TextResult {
  return { ok: true, output: text.replace(/[&<>"'\u00a0]/g, (c) => ENCODE_MAP[c]!) }
}

/** A numeric reference's character; as in HTML, 0, surrogates and values past U+10FFFF give U+FFFD. */
function codePointText(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

/**
 * Decodes the six entities (`&amp;` `&lt;` `&gt;` `&quot;` `&#39;`/`&apos;` `&nbsp;`) and every
 * numeric reference (`&#39;`, `&#x27;`) in one pass, so `&amp;lt;` becomes `&lt;`, not `<`. Other
 * names are left as they are.
 */
export function htmlDecode({ text }: { text: string }): TextResult {
  const output = text.replace(/&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,8})|(amp|lt|gt|quot|apos|nbsp));/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined) return codePointText(parseInt(dec, 10))
    if (hex !== undefined) return codePointText(parseInt(hex, 16))
    return NAMED[name!] ?? whole
  })
  return { ok: true, output }
}
