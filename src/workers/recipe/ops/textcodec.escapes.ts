import { OpError } from '../op-impl'
import type { Scanned } from './textcodec.stream'

/**
 * String escapes, written by hand (small and fully specified): JavaScript string literals
 * (ECMAScript's escape sequences), JSON strings (RFC 8259 section 7), `\uXXXX` and `%uXXXX`.
 * Each unescaper is a scanner (textcodec.stream.ts): given `final: false` it stops before an
 * escape the text may not hold all of yet, so it streams.
 */

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0')
const hex4 = (n: number, upper = true) => {
  const h = n.toString(16).padStart(4, '0')
  return upper ? h.toUpperCase() : h
}
const isHex = (s: string) => /^[0-9A-Fa-f]+$/.test(s)

/** The character after a backslash at `i`; undefined when the text ends there (an error when it is the end of the input). */
function afterBackslash(text: string, i: number, final: boolean, offset: number): string | undefined {
  const n = text[i + 1]
  if (n === undefined && final) throw new OpError(`A lone '\\' ends the text at ${offset + i}`)
  return n
}

/** The code unit of `\uXXXX` at `i`, or undefined when the chunk may end before its four digits; malformed is an error. */
function fourHexAt(text: string, i: number, final: boolean, offset: number, rule: string): string | undefined {
  const h = text.slice(i + 2, i + 6)
  if (h.length < 4 && !final && isHex(`0${h}`)) return undefined
  if (h.length < 4 || !isHex(h)) throw new OpError(`Invalid escape '\\u${h}' at ${offset + i}: ${rule}`)
  return String.fromCharCode(parseInt(h, 16))
}

/* ---------------------------------------------------------------------------------------------- */
/* JavaScript string literals                                                                     */

export type Quote = 'double' | 'single' | 'backtick'
const QUOTE_CHAR: Record<Quote, string> = { double: '"', single: "'", backtick: '`' }

const JS_SHORT: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f', '\v': '\\v' }

/**
 * Text as the inside of a JavaScript string literal quoted with `quote`: the backslash, that quote,
 * the short escapes (`\n \r \t \b \f \v`), other control characters as `\xHH`, U+2028/U+2029 and
 * lone surrogates as `\uXXXX`; with `nonAscii`, every character past U+007E as `\uXXXX` (an
 * astral one as its surrogate pair). In a template literal `${` is written `\${`.
 */
export function escapeJs(text: string, quote: Quote, nonAscii: boolean): string {
  const q = QUOTE_CHAR[quote]
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    const code = c.charCodeAt(0)
    const short = JS_SHORT[c]
    if (short) out += short
    else if (c === q) out += `\\${c}`
    else if (c === '$' && quote === 'backtick' && text[i + 1] === '{') out += '\\$'
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex2(code)}`
    else if (code === 0x2028 || code === 0x2029) out += `\\u${hex4(code)}`
    else if (code >= 0xd800 && code <= 0xdfff) {
      const pair = code <= 0xdbff && /[\udc00-\udfff]/.test(text[i + 1] ?? '')
      if (pair && !nonAscii) out += c + text[++i]!
      else out += `\\u${hex4(code)}`
    } else if (nonAscii && code > 0x7e) out += `\\u${hex4(code)}`
    else out += c
  }
  return out
}

const JS_SIMPLE: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' }

function codePointOf(hex: string, escape: string, at: number): string {
  const cp = parseInt(hex, 16)
  if (cp > 0x10ffff) throw new OpError(`Invalid escape '${escape}' at ${at}: past U+10FFFF`)
  return String.fromCodePoint(cp)
}

/**
 * The value of the inside of a JavaScript string literal (ECMAScript's rules, as in sloppy mode):
 * the short escapes, `\xHH`, `\uXXXX`, `\u{X...}`, legacy octal `\0`-`\377`, a backslash before
 * a line break (a continuation: both go), and a backslash before any other character (that
 * character). A malformed `\x` or `\u` escape is an error, named with its place.
 */
export function unescapeJs(text: string, final: boolean, offset = 0): Scanned {
  let out = ''
  let i = 0
  for (; i < text.length; i++) {
    const c = text[i]!
    if (c !== '\\') {
      out += c
      continue
    }
    const at = offset + i
    const n = afterBackslash(text, i, final, offset)
    if (n === undefined) break
    if (JS_SIMPLE[n]) {
      out += JS_SIMPLE[n]
      i++
    } else if (n === 'x') {
      const h = text.slice(i + 2, i + 4)
      if (h.length < 2 && !final && isHex(`0${h}`)) break
      if (h.length < 2 || !isHex(h)) throw new OpError(`Invalid escape '\\x${h}' at ${at}: \\x takes two hex digits`)
      out += String.fromCharCode(parseInt(h, 16))
      i += 3
    } else if (n === 'u' && text[i + 2] === '{') {
      const close = text.indexOf('}', i + 3)
      if (close < 0 && !final && isHex(`0${text.slice(i + 3)}`)) break
      const h = close < 0 ? text.slice(i + 3, i + 9) : text.slice(i + 3, close)
      if (close < 0 || !isHex(h)) throw new OpError(`Invalid escape '\\u{${h}' at ${at}: \\u{...} takes hex digits and a closing brace`)
      out += codePointOf(h, `\\u{${h}}`, at)
      i = close
    } else if (n === 'u') {
      const unit = fourHexAt(text, i, final, offset, '\\u takes four hex digits or {code point}')
      if (unit === undefined) break
      out += unit
      i += 5
    } else if (n >= '0' && n <= '7') {
      // Legacy octal: \0 to \377 (up to three digits while the value stays under 256).
      const m = /^[0-3][0-7]{0,2}|^[4-7][0-7]?/.exec(text.slice(i + 1, i + 4))!
      if (!final && i + 1 + m[0].length === text.length && m[0].length < (n <= '3' ? 3 : 2)) break
      out += String.fromCharCode(parseInt(m[0], 8))
      i += m[0].length
    } else if (n === '\r') {
      if (text[i + 2] === undefined && !final) break
      i += text[i + 2] === '\n' ? 2 : 1
    } else if (n === '\n' || n === '\u2028' || n === '\u2029') i++
    else {
      out += n
      i++
    }
  }
  return { out, used: Math.min(i, text.length) }
}

/* ---------------------------------------------------------------------------------------------- */
/* JSON strings (RFC 8259 section 7)                                                              */

/** Text as the inside of a JSON string: JSON.stringify's escapes without the quotes; `ascii`: non-ASCII as `\uxxxx` too (Python's json.dumps). */
export function escapeJson(text: string, ascii: boolean): string {
  const inner = JSON.stringify(text).slice(1, -1)
  return ascii ? inner.replace(/[\u007f-\uffff]/g, (c) => `\\u${hex4(c.charCodeAt(0), false)}`) : inner
}

const JSON_SIMPLE: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }

/**
 * The value of the inside of a JSON string (RFC 8259 section 7): `\" \\ \/ \b \f \n \r \t` and
 * `\uXXXX`; any other escape is an error, named with its place. Characters outside escapes are
 * kept as they are (a quote or a line break pasted raw is not refused).
 */
export function unescapeJson(text: string, final: boolean, offset = 0): Scanned {
  let out = ''
  let i = 0
  for (; i < text.length; i++) {
    const c = text[i]!
    if (c !== '\\') {
      out += c
      continue
    }
    const n = afterBackslash(text, i, final, offset)
    if (n === undefined) break
    if (n === 'u') {
      const unit = fourHexAt(text, i, final, offset, '\\u takes four hex digits')
      if (unit === undefined) break
      out += unit
      i += 5
    } else if (JSON_SIMPLE[n] !== undefined) {
      out += JSON_SIMPLE[n]
      i++
    } else throw new OpError(`Invalid escape '\\${n}' at ${offset + i} (JSON allows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)`)
  }
  return { out, used: Math.min(i, text.length) }
}

/* ---------------------------------------------------------------------------------------------- */
/* \uXXXX and %uXXXX                                                                              */

export type Astral = 'pair' | 'brace'

/**
 * Characters as `\uXXXX`: every non-ASCII one (or every one, `all`), an astral one as its
 * surrogate pair or as `\u{XXXXX}`. The backslash itself is always escaped (`\u005C`), so a text
 * that already holds `\u0041` comes back as it was.
 */
export function escapeUnicode(text: string, { all, astral, upper }: { all: boolean; astral: Astral; upper: boolean }): string {
  let out = ''
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (!all && cp < 0x80 && ch !== '\\') out += ch
    else if (cp > 0xffff && astral === 'brace') out += `\\u{${upper ? cp.toString(16).toUpperCase() : cp.toString(16)}}`
    else for (let k = 0; k < ch.length; k++) out += `\\u${hex4(ch.charCodeAt(k), upper)}`
  }
  return out
}

/** `\uXXXX` and `\u{X...}` (up to U+10FFFF) to characters; any other backslash is kept as it is. */
export const unescapeUnicode = (text: string) =>
  text.replace(/\\u\{([0-9A-Fa-f]{1,8})\}|\\u([0-9A-Fa-f]{4})/g, (m, brace: string | undefined, four: string | undefined) => {
    if (four) return String.fromCharCode(parseInt(four, 16))
    const cp = parseInt(brace!, 16)
    return cp > 0x10ffff ? m : String.fromCodePoint(cp)
  })

/** Where a `\u` escape may be cut short at the end of a chunk. */
export const UNICODE_TAIL = /\\(?:u(?:\{[0-9A-Fa-f]{0,8}|[0-9A-Fa-f]{0,3}))?$/

/** Characters as `%uXXXX` (JavaScript's escape() form): every non-ASCII one, or every one (`all`); `%` is always `%u0025`. */
export function escapePercentU(text: string, all: boolean): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    out += all || code >= 0x80 || code === 0x25 ? `%u${hex4(code)}` : text[i]
  }
  return out
}

/** `%uXXXX` to characters; with `percentXX`, `%XX` too (as JavaScript's unescape()); any other `%` is kept. */
export const unescapePercentU = (text: string, percentXX: boolean) =>
  text.replace(percentXX ? /%u([0-9A-Fa-f]{4})|%([0-9A-Fa-f]{2})/g : /%u([0-9A-Fa-f]{4})/g, (_, four: string | undefined, two: string | undefined) => String.fromCharCode(parseInt(four ?? two!, 16)))

/** Where a `%u` (or `%XX`) escape may be cut short at the end of a chunk. */
export const PERCENT_U_TAIL = /%(?:u[0-9A-Fa-f]{0,3}|[0-9A-Fa-f])?$/
