import { OpError } from '../op-impl'

/**
 * Quoted-printable (RFC 2045 section 6.7), written by hand. The encoder writes what Python's
 * `quopri.encodestring` (binascii.b2a_qp) writes: lines of at most 76 characters with `=` soft
 * breaks, `=` and bytes outside `!`-`~` as `=XX`, a space or tab that ends a line as `=20`/`=09`,
 * a lone `.` line as `=2E`; a line break (LF or CRLF) is kept, and soft breaks take the form of
 * the first line break (CRLF when it is one). Two differences, both so that every byte string comes
 * back exactly: a CR that is not before LF is written `=0D` (RFC 2045: CR only in a line break),
 * and line breaks are kept as they are, not made all alike. The first line break is looked for in
 * the first 64 KiB only, so that a stream decides as soon as a whole run does.
 */

const MAX_LINE = 76
export const CRLF_LOOKAHEAD = 64 * 1024
const HEX = '0123456789ABCDEF'

/** Whether soft breaks are CRLF: the first LF in the first 64 KiB follows a CR. */
export function crlfStyle(bytes: Uint8Array): boolean {
  const lf = bytes.subarray(0, CRLF_LOOKAHEAD).indexOf(10)
  return lf > 0 && bytes[lf - 1] === 13
}

export type QpEncoder = { crlf: boolean; line: number; out: string }

/**
 * Encodes `bytes` from the start while each byte's next two are known (all of them when `final`),
 * appending to `state.out`; gives how many bytes it used. A line's output is kept in `state.out`
 * until its end, so a space written before a line break can still become `=20`.
 */
export function encodeQp(bytes: Uint8Array, final: boolean, state: QpEncoder): number {
  const soft = state.crlf ? '=\r\n' : '=\n'
  const n = bytes.length
  let i = 0
  for (; i < n; i++) {
    if (!final && i + 2 >= n) break
    const c = bytes[i]!
    const next = i + 1 < n ? bytes[i + 1] : undefined
    const last = next === undefined
    const lineBreak = c === 10 || (c === 13 && next === 10)
    const quote =
      c > 126 ||
      c === 61 ||
      (c === 46 && state.line === 0 && (last || next === 10 || next === 13 || next === 0)) ||
      ((c === 9 || c === 32) && last) ||
      (c === 13 && !lineBreak) ||
      (c < 32 && c !== 9 && c !== 10 && c !== 13)
    if (quote) {
      if (state.line + 3 >= MAX_LINE) {
        state.out += soft
        state.line = 0
      }
      state.out += `=${HEX[c >> 4]}${HEX[c & 15]}`
      state.line += 3
    } else if (lineBreak) {
      const prev = state.out.charCodeAt(state.out.length - 1)
      if (prev === 32 || prev === 9) state.out = `${state.out.slice(0, -1)}=${prev === 32 ? '20' : '09'}`
      state.out += c === 13 ? '\r\n' : '\n'
      if (c === 13) i++
      state.line = 0
    } else {
      if (!last && next !== 10 && state.line + 1 >= MAX_LINE) {
        state.out += soft
        state.line = 0
      }
      state.out += String.fromCharCode(c)
      state.line++
    }
  }
  return i
}

/** Takes the finished lines out of an encoder's output (a stream sends them on). */
export function takeLines(state: QpEncoder): string {
  const cut = state.out.lastIndexOf('\n') + 1
  const done = state.out.slice(0, cut)
  state.out = state.out.slice(cut)
  return done
}

const hexValue = (b: number | undefined) => (b === undefined ? -1 : b >= 48 && b <= 57 ? b - 48 : b >= 65 && b <= 70 ? b - 55 : b >= 97 && b <= 102 ? b - 87 : -1)
const isBlank = (b: number | undefined) => b === 32 || b === 9

/**
 * Decodes quoted-printable bytes from the start (RFC 2045 section 6.7): `=XX` (either case) is a
 * byte, `=` then optional blanks then a line break is a soft break (all of it goes), blanks that
 * end a line are dropped (rule 3: transport padding), anything else is kept. A `=` followed by
 * neither is an error, named with its place. When not `final`, stops before what the next chunk
 * may change (an escape, blanks, a CR); gives the bytes and how many it used.
 */
export function decodeQp(bytes: Uint8Array, final: boolean, offset = 0): { out: Uint8Array; used: number } {
  const out = new Uint8Array(bytes.length)
  let o = 0
  let i = 0
  const n = bytes.length
  while (i < n) {
    const c = bytes[i]!
    if (c === 61) {
      const h = hexValue(bytes[i + 1])
      const l = hexValue(bytes[i + 2])
      if (h >= 0 && l >= 0) {
        out[o++] = (h << 4) | l
        i += 3
        continue
      }
      let j = i + 1
      while (isBlank(bytes[j])) j++
      if (!final && (j >= n || (h >= 0 && i + 2 >= n) || (bytes[j] === 13 && j + 1 >= n))) break
      if (j >= n) i = n
      else if (bytes[j] === 10) i = j + 1
      else if (bytes[j] === 13 && bytes[j + 1] === 10) i = j + 2
      else {
        const seq = String.fromCharCode(...bytes.subarray(i, Math.min(i + 3, n)))
        throw new OpError(`Invalid escape '${seq.replace(/[\r\n].*$/s, '')}' at ${offset + i}: '=' must be followed by two hex digits or a line break`)
      }
    } else if (isBlank(c)) {
      let j = i
      while (isBlank(bytes[j])) j++
      if (!final && (j >= n || (bytes[j] === 13 && j + 1 >= n))) break
      const endsLine = j >= n || bytes[j] === 10 || (bytes[j] === 13 && bytes[j + 1] === 10)
      if (!endsLine) {
        out.set(bytes.subarray(i, j), o)
        o += j - i
      }
      i = j
    } else if (c === 13 && i + 1 >= n && !final) break
    else {
      out[o++] = c
      i++
    }
  }
  return { out: out.slice(0, o), used: i }
}
