/**
 * String literals for each language the cURL converter writes: every text (URL, header, body) is
 * written so that the program holds exactly that text, whatever it contains (quotes, backslashes,
 * line breaks, control characters, characters outside ASCII).
 */

const hex2 = (n: number) => n.toString(16).padStart(2, '0')
const hex4 = (n: number) => n.toString(16).padStart(4, '0')

/** Replaces each character that `escape` returns a spelling for; the others stay. */
function escapeWith(s: string, escape: (ch: string, code: number) => string | undefined): string {
  let out = ''
  for (const ch of s) out += escape(ch, ch.codePointAt(0)!) ?? ch
  return out
}

const COMMON: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' }
const isControl = (code: number) => code < 0x20 || code === 0x7f

/** JavaScript: JSON's rules (a JSON string is a JavaScript string), in single quotes. */
export const jsString = (s: string) =>
  `'${escapeWith(s, (ch, code) => (ch === "'" ? "\\'" : (COMMON[ch] ?? (isControl(code) || code === 0x2028 || code === 0x2029 ? `\\u${hex4(code)}` : undefined))))}'`

/** Python 3 (a str, the source read as UTF-8). */
export const pyString = (s: string) => `'${escapeWith(s, (ch, code) => (ch === "'" ? "\\'" : (COMMON[ch] ?? (isControl(code) ? `\\x${hex2(code)}` : undefined))))}'`

/** Go interpreted string (UTF-8 source). */
export const goString = (s: string) => `"${escapeWith(s, (ch, code) => (ch === '"' ? '\\"' : (COMMON[ch] ?? (isControl(code) ? `\\x${hex2(code)}` : undefined))))}"`

/** PHP single-quoted string: only `\` and `'` are escaped; line breaks and the rest are taken as they are. */
export const phpString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** Java: everything outside printable ASCII as \uXXXX (UTF-16 units), so the source encoding never matters. */
export const javaString = (s: string) => {
  let out = ''
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!
    const code = s.charCodeAt(i)
    out += ch === '"' ? '\\"' : (COMMON[ch] ?? (code < 0x20 || code > 0x7e ? `\\u${hex4(code)}` : ch))
  }
  return `"${out}"`
}

/** C# regular string (UTF-8 source). */
export const csString = (s: string) => `"${escapeWith(s, (ch, code) => (ch === '"' ? '\\"' : (COMMON[ch] ?? (isControl(code) ? `\\u${hex4(code)}` : undefined))))}"`

/** Rust string (UTF-8 source). */
export const rustString = (s: string) => `"${escapeWith(s, (ch, code) => (ch === '"' ? '\\"' : (COMMON[ch] ?? (isControl(code) ? `\\u{${code.toString(16)}}` : undefined))))}"`
