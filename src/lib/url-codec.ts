/**
 * Percent-encoding helpers shared by the URL Encoder tool (its screen and the convert worker) and
 * the recipe worker's URL operations (D34: one engine). Pure string work, no imports.
 */

/**
 * The characters encodeURIComponent leaves alone that the form encoding escapes (WHATWG URL,
 * application/x-www-form-urlencoded percent-encode set), and the space, which becomes '+'.
 */
const FORM_EXTRA: Readonly<Record<string, string>> = { '%20': '+', '!': '%21', "'": '%27', '(': '%28', ')': '%29', '~': '%7E' }

/** encodeURIComponent's output → the form encoding of the same text (URLSearchParams' output). */
export const componentToForm = (encoded: string) => encoded.replace(/%20|[!'()~]/g, (m) => FORM_EXTRA[m]!)

/** Form-encoded text → percent-encoded text decodeURIComponent reads: '+' is a space ('%2B' stays '+'). */
export const plusToSpace = (text: string) => text.replaceAll('+', ' ')

/**
 * Where a slice of percent-encoded text may end: never inside a '%XX' escape, so '%20' is never
 * split between two slices.
 */
export function escapeSafeCut(text: string, at: number): number {
  if (at >= text.length) return text.length
  if (text[at - 1] === '%') return at - 1
  if (text[at - 2] === '%') return at - 2
  return at
}

const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g

/**
 * Why decodeURIComponent refuses a text, located: the first `%` not followed by two hex digits
 * (`malformed`, the `%` and up to two characters after it), or else the first run of escapes whose
 * bytes are not UTF-8 (`utf8`, the whole run). Undefined when it decodes.
 */
export function badPercentSequence(text: string): { kind: 'malformed' | 'utf8'; sequence: string; index: number } | undefined {
  const bad = /%(?![0-9A-Fa-f]{2})/.exec(text)
  if (bad) return { kind: 'malformed', sequence: text.slice(bad.index, bad.index + 3).replace(/\s.*$/s, ''), index: bad.index }
  for (const m of text.matchAll(ESCAPE_RUN)) {
    try {
      decodeURIComponent(m[0])
    } catch {
      return { kind: 'utf8', sequence: m[0], index: m.index }
    }
  }
  return undefined
}

/** The index of a text's first lone surrogate (half of an emoji, cut), which has no UTF-8 form; -1 if none. */
export function loneSurrogateAt(text: string): number {
  const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.exec(text)
  return lone ? lone.index : -1
}
