/**
 * String literals for each language the cURL converter writes: every text (URL, header, body) is
 * written so that the program holds exactly that text, whatever it contains (quotes, backslashes,
 * line breaks, control characters, characters outside ASCII).
 */

const hex2 = (n: number) => n.toString(16).padStart(2, '0')
const hex4 = (n: number) => n.toString(16).padStart(4, '0')

const COMMON: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/*
 * Each pattern finds only what needs escaping (a replace over a few MB takes milliseconds, where a
 * loop over every character took a second): the quote, the backslash, control characters and, for
 * some languages, more.
 */
/* eslint-disable no-control-regex -- control characters are exactly what these find */
const JS_SPECIAL = /['\\\x00-\x1f\x7f\u2028\u2029]/g
const SINGLE_SPECIAL = /['\\\x00-\x1f\x7f]/g
const DOUBLE_SPECIAL = /["\\\x00-\x1f\x7f]/g
/** Java: every UTF-16 unit outside printable ASCII. */
const JAVA_SPECIAL = /["\\\x00-\x1f\x7f-\uffff]/g
/* eslint-enable no-control-regex */

const code = (ch: string) => ch.charCodeAt(0)

/** JavaScript, in single quotes (U+2028 and U+2029 escaped too, for older engines). */
export const jsString = (s: string) => `'${s.replace(JS_SPECIAL, (ch) => (ch === "'" ? "\\'" : (COMMON[ch] ?? `\\u${hex4(code(ch))}`)))}'`

/** Python 3 (a str, the source read as UTF-8). */
export const pyString = (s: string) => `'${s.replace(SINGLE_SPECIAL, (ch) => (ch === "'" ? "\\'" : (COMMON[ch] ?? `\\x${hex2(code(ch))}`)))}'`

/** Go interpreted string (UTF-8 source). */
export const goString = (s: string) => `"${s.replace(DOUBLE_SPECIAL, (ch) => (ch === '"' ? '\\"' : (COMMON[ch] ?? `\\x${hex2(code(ch))}`)))}"`

/** PHP single-quoted string: only `\` and `'` are escaped; line breaks and the rest are taken as they are. */
export const phpString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** Java: everything outside printable ASCII as \uXXXX (UTF-16 units), so the source encoding never matters. */
export const javaString = (s: string) => `"${s.replace(JAVA_SPECIAL, (ch) => (ch === '"' ? '\\"' : (COMMON[ch] ?? `\\u${hex4(code(ch))}`)))}"`

/** C# regular string (UTF-8 source). */
export const csString = (s: string) => `"${s.replace(DOUBLE_SPECIAL, (ch) => (ch === '"' ? '\\"' : (COMMON[ch] ?? `\\u${hex4(code(ch))}`)))}"`

/** Rust string (UTF-8 source). */
export const rustString = (s: string) => `"${s.replace(DOUBLE_SPECIAL, (ch) => (ch === '"' ? '\\"' : (COMMON[ch] ?? `\\u{${code(ch).toString(16)}}`)))}"`
