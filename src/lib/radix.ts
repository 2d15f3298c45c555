/**
 * Bytes written as numbers and read back: hex in any common layout (delimiters, `0x`, `\x`, a C
 * array), hex dumps (`xxd` and `hexdump -C`), binary, octal, decimal, and the code points of a
 * text. Each is a machine that works chunk by chunk (push, then end), so a file of any size goes
 * through in bounded memory and one push of everything gives the same bytes. Pure, no DOM.
 */
import { concatBytes } from './bytes'

/** A codec that works chunk by chunk: `push` gives what the input so far completes, `end` the rest. */
export type Machine<I, O> = { push(input: I): O; end(): O }

/** An error in a codec's input, in words that say what and where: "Invalid hex digit 'g' at 5". */
export class CodecError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CodecError'
  }
}

const EMPTY = new Uint8Array(0)
const asciiEncoder = new TextEncoder()
/** The bytes of an ASCII text (what every encoder here writes). */
export const asciiBytes = (s: string): Uint8Array => asciiEncoder.encode(s)

/** The character at `i` as a message shows it: 'g', or U+0007 when it would not show. */
export function charAt(text: string, i: number): string {
  const cp = text.codePointAt(i) ?? 0
  return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` : `'${String.fromCodePoint(cp)}'`
}

const isSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d)

/** Between numbers in a list: white space, , ; : and brackets ([72, 101], { 0x48 }). */
const isListSeparator = (c: number) => isSpace(c) || c === 0x2c || c === 0x3b || c === 0x3a || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x28 || c === 0x29

// ---------------------------------------------------------------------------------------------
// Writing bytes as tokens

/** How a list of byte tokens is laid out: between tokens, between lines, and around the whole. */
type Layout = {
  tokens: readonly Uint8Array[]
  sep: string
  /** Between the last token of a line and the first of the next (when `perLine` > 0). */
  lineSep: string
  perLine: number
  open?: string
  close?: string
  /** The whole output for no bytes (default: nothing). */
  empty?: string
}

function tokenEncoder(layout: Layout): Machine<Uint8Array, Uint8Array> {
  const { tokens, perLine } = layout
  const sep = asciiBytes(layout.sep)
  const lineSep = asciiBytes(layout.lineSep)
  const open = asciiBytes(layout.open ?? '')
  const widest = Math.max(...tokens.map((t) => t.length)) + Math.max(sep.length, lineSep.length)
  let n = 0
  return {
    push(bytes) {
      if (!bytes.length) return EMPTY
      const out = new Uint8Array(bytes.length * widest + open.length)
      let k = 0
      for (let i = 0; i < bytes.length; i++) {
        const s = n === 0 ? open : perLine > 0 && n % perLine === 0 ? lineSep : sep
        for (let j = 0; j < s.length; j++) out[k++] = s[j]!
        const t = tokens[bytes[i]!]!
        for (let j = 0; j < t.length; j++) out[k++] = t[j]!
        n++
      }
      return out.subarray(0, k)
    },
    end: () => asciiBytes(n === 0 ? (layout.empty ?? '') : (layout.close ?? '')),
  }
}

const tokenTable = (f: (b: number) => string) => Array.from({ length: 256 }, (_, b) => asciiBytes(f(b)))

/** The delimiters a list of numbers may have (To Binary, To Octal, To Decimal, To Charcode). */
export const LIST_DELIMITERS = { none: '', space: ' ', comma: ',', colon: ':', semicolon: ';', lf: '\n', crlf: '\r\n' } as const
export type ListDelimiter = keyof typeof LIST_DELIMITERS

/** To Hex's delimiters: the list ones, `0x` before each byte, `\x` before each, or a C array. */
export type HexDelimiter = ListDelimiter | '0x' | 'backslash-x' | 'c-array'

export type HexOptions = { delimiter: HexDelimiter; upper: boolean; perLine: number }

/**
 * Bytes as hex: two digits a byte, with a delimiter (`48 65`, `48:65`, `0x48 0x65`, `\x48\x65`,
 * `{ 0x48, 0x65 }`), in upper or lower case, `perLine` bytes a line (0: one line).
 */
export function hexEncoder({ delimiter, upper, perLine }: HexOptions): Machine<Uint8Array, Uint8Array> {
  const digits = upper ? '0123456789ABCDEF' : '0123456789abcdef'
  const pre = delimiter === '0x' || delimiter === 'c-array' ? '0x' : delimiter === 'backslash-x' ? '\\x' : ''
  const tokens = tokenTable((b) => pre + digits[b >> 4]! + digits[b & 15]!)
  const lines = Math.max(0, Math.floor(perLine))
  if (delimiter === 'c-array') {
    return tokenEncoder({ tokens, sep: ', ', lineSep: ',\n  ', perLine: lines, open: lines ? '{\n  ' : '{ ', close: lines ? '\n}' : ' }', empty: '{ }' })
  }
  const sep = delimiter === '0x' ? ' ' : delimiter === 'backslash-x' ? '' : LIST_DELIMITERS[delimiter]
  return tokenEncoder({ tokens, sep, lineSep: delimiter === 'lf' || delimiter === 'crlf' ? sep : '\n', perLine: lines })
}

/** Bytes as 8-bit binary groups (`01001000 01100101`). */
export const binaryEncoder = (delimiter: ListDelimiter, perLine = 0) =>
  tokenEncoder({ tokens: tokenTable((b) => b.toString(2).padStart(8, '0')), sep: LIST_DELIMITERS[delimiter], lineSep: delimiter === 'lf' || delimiter === 'crlf' ? LIST_DELIMITERS[delimiter] : '\n', perLine })

/** Bytes as numbers in base 8 or 10, without padding (`110 145`, `72 101`), as CyberChef writes them. */
export const numberEncoder = (base: 8 | 10, delimiter: Exclude<ListDelimiter, 'none'>) =>
  tokenEncoder({ tokens: tokenTable((b) => b.toString(base)), sep: LIST_DELIMITERS[delimiter], lineSep: '', perLine: 0 })

// ---------------------------------------------------------------------------------------------
// Reading hex

const hexValue = (c: number) => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : c >= 0x41 && c <= 0x46 ? c - 0x37 : -1)
/** hexValue of each ASCII code, -1 for what is not a hex digit. */
const HEX_TABLE = Int8Array.from({ length: 128 }, (_, c) => hexValue(c))

/** Between hex bytes: the list separators, and `-` (MAC addresses, UUIDs) and `%` (URL encoding). */
const isHexSeparator = (c: number) => isListSeparator(c) || c === 0x2d || c === 0x25

/**
 * Hex to bytes, in any of the layouts To Hex writes and the common others: the digits of each
 * pair in either case; between them white space, `, ; : - %` and brackets; `0x` or `\x` before a
 * byte; a C array's braces. Digits are read in pairs across all of it.
 */
export function hexDecoder(): Machine<string, Uint8Array> {
  let half = -1
  /** The last character was a '0' that began a pair: an 'x' after it makes it a prefix. */
  let zeroBegan = false
  /** Where a '\' waits for its 'x', or -1. */
  let backslash = -1
  let pos = 0
  let digits = 0
  return {
    push(text) {
      const n = text.length
      const out = new Uint8Array((n >> 1) + 1)
      let k = 0
      for (let i = 0; i < n; i++) {
        // The common case, two digits of a pair with nothing pending, a pair at a time by table:
        // 4-8 times faster than a character at a time (bench --case recipe, From Hex).
        if (half < 0 && backslash < 0) {
          while (i + 1 < n) {
            const c1 = text.charCodeAt(i)
            const c2 = text.charCodeAt(i + 1)
            const a = c1 < 128 ? HEX_TABLE[c1]! : -1
            const b = c2 < 128 ? HEX_TABLE[c2]! : -1
            if ((a | b) < 0) break
            out[k++] = (a << 4) | b
            i += 2
            digits += 2
            zeroBegan = false
          }
          if (i >= n) break
        }
        const c = text.charCodeAt(i)
        if (backslash >= 0) {
          if (c !== 0x78 && c !== 0x58) throw new CodecError(`Invalid hex digit '\\' at ${backslash}`)
          backslash = -1
          continue
        }
        const v = hexValue(c)
        if (v >= 0) {
          digits++
          if (half < 0) {
            half = v
            zeroBegan = v === 0
          } else {
            out[k++] = (half << 4) | v
            half = -1
            zeroBegan = false
          }
          continue
        }
        if ((c === 0x78 || c === 0x58) && zeroBegan) {
          half = -1
          digits--
        } else if (c === 0x5c) backslash = pos + i
        else if (!isHexSeparator(c)) throw new CodecError(`Invalid hex digit ${charAt(text, i)} at ${pos + i}`)
        zeroBegan = false
      }
      pos += n
      return out.subarray(0, k)
    },
    end() {
      if (backslash >= 0) throw new CodecError(`Invalid hex digit '\\' at ${backslash}`)
      if (half >= 0) throw new CodecError(`Odd number of hex digits (${digits})`)
      return EMPTY
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Hex dumps

export type DumpLayout = 'xxd' | 'canonical'

const HEX_DIGITS = asciiBytes('0123456789abcdef')
const offsetOf = (n: number) => n.toString(16).padStart(8, '0')

/** A dump's lines, written as bytes into one buffer (a 1 GB file makes 67 million lines). */
class LineWriter {
  out: Uint8Array
  k = 0
  constructor(lines: number) {
    this.out = new Uint8Array(lines * 96 + 96)
  }
  text(s: string) {
    for (let i = 0; i < s.length; i++) this.out[this.k++] = s.charCodeAt(i)
  }
  spaces(n: number) {
    this.out.fill(0x20, this.k, this.k + n)
    this.k += n
  }
  hex(b: number) {
    this.out[this.k++] = HEX_DIGITS[b >> 4]!
    this.out[this.k++] = HEX_DIGITS[b & 15]!
  }
  /** The printable ASCII of a row (others as '.'). */
  chars(row: Uint8Array) {
    for (let i = 0; i < row.length; i++) this.out[this.k++] = row[i]! >= 0x20 && row[i]! < 0x7f ? row[i]! : 0x2e
  }
  done() {
    return this.out.subarray(0, this.k)
  }
}

/** One line of `xxd`: offset, 8 groups of 2 bytes, two spaces, the printable ASCII. */
function xxdLine(w: LineWriter, offset: number, row: Uint8Array) {
  w.text(`${offsetOf(offset)}: `)
  for (let i = 0; i < 16; i++) {
    if (i < row.length) w.hex(row[i]!)
    else w.spaces(2)
    if (i % 2) w.spaces(1)
  }
  w.spaces(1)
  w.chars(row)
  w.text('\n')
}

/** One line of `xxd` for the 16 (or fewer, at the end) bytes at `offset`, without its line break: the Bytes inspector's hexdump rows. */
export function xxdLineText(offset: number, row: Uint8Array): string {
  const w = new LineWriter(1)
  xxdLine(w, offset, row)
  const out = w.done()
  return new TextDecoder('latin1').decode(out.subarray(0, out.length - 1))
}

/** One line of `hexdump -C`: offset, 2 groups of 8 bytes, the printable ASCII between bars. */
function canonicalLine(w: LineWriter, offset: number, row: Uint8Array) {
  w.text(`${offsetOf(offset)}  `)
  for (let i = 0; i < 16; i++) {
    if (i < row.length) w.hex(row[i]!)
    else w.spaces(2)
    w.spaces(i === 7 || i === 15 ? 2 : 1)
  }
  w.text('|')
  w.chars(row)
  w.text('|\n')
}

const sameRow = (a: Uint8Array | null, b: Uint8Array) => {
  if (!a || a.length !== b.length) return false
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return false
  return true
}

/**
 * A hex dump, byte for byte what `xxd` writes (16 bytes a line in groups of 2), or `hexdump -C`
 * (groups of 8, bars around the text, a repeated line as `*`, the length on the last line).
 */
export function dumpEncoder(layout: DumpLayout): Machine<Uint8Array, Uint8Array> {
  let carry = EMPTY
  let offset = 0
  let last: Uint8Array | null = null
  let starred = false
  const line = (w: LineWriter, row: Uint8Array) => {
    if (layout === 'xxd') xxdLine(w, offset, row)
    else if (row.length === 16 && sameRow(last, row)) {
      if (!starred) w.text('*\n')
      starred = true
    } else {
      canonicalLine(w, offset, row)
      starred = false
    }
    last = row
    offset += row.length
  }
  return {
    push(bytes) {
      const all = carry.length ? concatBytes([carry, bytes]) : bytes
      const cut = all.length - (all.length % 16)
      const w = new LineWriter(cut / 16)
      for (let i = 0; i < cut; i += 16) line(w, all.subarray(i, i + 16))
      // The last row is kept (copied) for hexdump -C's '*': the caller may reuse its chunk.
      if (last) last = last.slice()
      carry = all.slice(cut)
      return w.done()
    },
    end() {
      const w = new LineWriter(2)
      if (carry.length) line(w, carry)
      if (layout === 'canonical' && offset > 0) w.text(`${offsetOf(offset)}\n`)
      return w.done()
    },
  }
}

/**
 * A hex dump back to bytes: `xxd`'s lines (`00000000: 4865 6c6c  Hel`, any -c, -g or -u),
 * `hexdump -C`'s (`00000000  48 65 ...  |He|`, a `*` line repeating the line before it up to the
 * next offset, the length alone on the last line), or `od -A x -t x1z`'s (`000000 48 65  >He<`).
 * The text column is not read; offsets are, only for `*` and the last line.
 */
export function dumpDecoder(): Machine<string, Uint8Array> {
  let pending = ''
  let lineNo = 0
  let total = 0
  let last: Uint8Array = EMPTY
  let star = false
  /** The first line's offset (a dump of `xxd -s 256` starts at 00000100). */
  let base = -1

  const fill = (to: number, out: number[]) => {
    if (!star) return
    if (!last.length || to < total) throw new CodecError(`A '*' line before line ${lineNo} repeats nothing up to offset ${offsetOf(to)}`)
    for (let i = 0; total < to; i++, total++) out.push(last[i % last.length]!)
    star = false
  }

  const readLine = (raw: string, out: number[]) => {
    lineNo++
    const text = raw.trim()
    if (!text) return
    if (text === '*') {
      star = true
      return
    }
    const m = /^([0-9a-fA-F]+)(:?)(.*)$/.exec(text)
    if (!m || (!m[2] && m[3] && !/^\s/.test(m[3]))) throw new CodecError(`Line ${lineNo} is not a hex dump line (it should start with an offset)`)
    if (base < 0) base = parseInt(m[1]!, 16)
    const offset = parseInt(m[1]!, 16) - base
    fill(offset, out)
    const rest = m[3]!
    if (!rest.trim()) {
      // hexdump -C ends with the length alone; anything else here is not a dump (plain hex is From Hex's).
      if (total === 0) throw new CodecError(`Line ${lineNo} is not a hex dump line (an offset, then bytes): plain hex is for From Hex`)
      if (offset !== total) throw new CodecError(`Line ${lineNo} holds only an offset (${m[1]}), which should be where the bytes before it end (${offsetOf(total + base)})`)
      return
    }
    // xxd: the bytes end at two spaces; hexdump -C: at the bar (two spaces are inside its bytes);
    // od -A x -t x1z: at the '>'.
    const area = m[2] ? rest.replace(/^ /, '').split('  ')[0]! : rest.split(/[|>]/)[0]!
    const row: number[] = []
    for (const token of area.trim().split(/\s+/)) {
      const bad = token.search(/[^0-9a-fA-F]/)
      if (bad >= 0) throw new CodecError(`Invalid hex digit ${charAt(token, bad)} on line ${lineNo}`)
      if (token.length % 2) throw new CodecError(`Odd number of hex digits in '${token}' on line ${lineNo}`)
      for (let i = 0; i < token.length; i += 2) row.push(parseInt(token.slice(i, i + 2), 16))
    }
    out.push(...row)
    total += row.length
    last = Uint8Array.from(row)
  }

  return {
    push(text) {
      const out: number[] = []
      const lines = (pending + text).split('\n')
      pending = lines.pop()!
      for (const l of lines) readLine(l, out)
      return Uint8Array.from(out)
    },
    end() {
      const out: number[] = []
      readLine(pending, out)
      pending = ''
      if (star) throw new CodecError(`The '*' line at the end has no offset after it to say how far it repeats`)
      return Uint8Array.from(out)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Reading lists of numbers

/**
 * A list reader: characters between separators make a token, read into an item with where it
 * began; each push gives what its complete tokens make. A token longer than `max` is refused as
 * it grows, so a stream holds a bounded window.
 */
function listDecoder<T, O>(read: (token: string, at: number) => T, max: number, tooLong: (token: string, at: number) => string, gather: (items: T[]) => O): Machine<string, O> {
  /** The token so far when a chunk ended inside it, and where it began. */
  let token = ''
  let at = 0
  let pos = 0
  return {
    push(text) {
      const items: T[] = []
      let start = token ? 0 : -1
      const close = (i: number) => {
        const t = token + text.slice(start, i)
        if (t.length > max) throw new CodecError(tooLong(t.slice(0, max + 1), at))
        items.push(read(t, at))
        token = ''
        start = -1
      }
      for (let i = 0; i < text.length; i++) {
        if (isListSeparator(text.charCodeAt(i))) {
          if (start >= 0) close(i)
        } else if (start < 0) {
          start = i
          at = pos + i
        } else if (token.length + i - start + 1 > max) throw new CodecError(tooLong(token + text.slice(start, i + 1), at))
      }
      if (start >= 0) token += text.slice(start)
      pos += text.length
      return gather(items)
    },
    end() {
      const items = token ? [read(token, at)] : []
      token = ''
      return gather(items)
    },
  }
}

/**
 * Numbers in base 8 or 10, one a byte (`72 101`, `110,145`): between them white space, `, ; :`
 * and brackets. Each must be at most 255.
 */
export function numberDecoder(base: 8 | 10): Machine<string, Uint8Array> {
  const digit = base === 8 ? /[^0-7]/ : /[^0-9]/
  const max = base === 8 ? '377' : '255'
  const invalid = (token: string, at: number) => {
    const bad = token.search(digit)
    return bad >= 0 ? `Invalid character ${charAt(token, bad)} at ${at + bad}` : ''
  }
  return listDecoder(
    (token, at) => {
      const bad = invalid(token, at)
      if (bad) throw new CodecError(bad)
      const v = parseInt(token, base)
      if (v > 255) throw new CodecError(`Value ${token} at ${at} is over ${max} (a byte)`)
      return v
    },
    12,
    (token, at) => invalid(token, at) || `Value ${token}… at ${at} is over ${max} (a byte)`,
    (items) => Uint8Array.from(items),
  )
}

/**
 * Binary digits to bytes: a group of 8 digits a byte (`01001000 01100101`, or one run of them);
 * a group of fewer than 8 between separators is one byte too (`1001000 1100101`, as some tools
 * write 7-bit text); `0b` may come before a group.
 */
export function binaryDecoder(): Machine<string, Uint8Array> {
  let value = 0
  let bits = 0
  /** Digits in the group so far, and where it began. */
  let len = 0
  let at = 0
  let pos = 0
  const close = (out: Uint8Array, k: number): number => {
    if (bits > 0) {
      if (len >= 8) throw new CodecError(`A group of ${len} binary digits at ${at} is not a whole number of bytes (8 digits each)`)
      out[k++] = value
    }
    value = bits = len = 0
    return k
  }
  return {
    push(text) {
      const out = new Uint8Array((text.length >> 3) + 2)
      let k = 0
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i)
        if (c === 0x30 || c === 0x31) {
          if (!len) at = pos + i
          value = (value << 1) | (c - 0x30)
          len++
          if (++bits === 8) {
            out[k++] = value
            value = bits = 0
          }
        } else if ((c === 0x62 || c === 0x42) && len === 1 && value === 0) {
          value = bits = len = 0
        } else if (isListSeparator(c)) k = close(out, k)
        else throw new CodecError(`Invalid character ${charAt(text, i)} at ${pos + i}`)
      }
      pos += text.length
      return out.subarray(0, k)
    },
    end() {
      const out = new Uint8Array(1)
      return out.subarray(0, close(out, 0))
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Code points

/** The code points of a text, in base 10 or 16 (lower case, at least 2 digits), with a delimiter. */
export function charcodeEncoder(base: 10 | 16, delimiter: Exclude<ListDelimiter, 'none'>): Machine<string, string> {
  const sep = LIST_DELIMITERS[delimiter]
  let first = true
  return {
    push(text) {
      const parts: string[] = []
      for (const ch of text) {
        const cp = ch.codePointAt(0)!
        parts.push(base === 16 ? cp.toString(16).padStart(2, '0') : String(cp))
      }
      if (!parts.length) return ''
      const s = (first ? '' : sep) + parts.join(sep)
      first = false
      return s
    },
    end: () => '',
  }
}

/**
 * Code points to text: `72 101`, `0x48,0x65`, `[72, 101]`, `U+0048 U+0065`. A number is read in
 * `base` unless it says `0x` or `U+` (then hex). Each must be a Unicode scalar value (at most
 * U+10FFFF, not a surrogate).
 */
export function charcodeDecoder(base: 10 | 16): Machine<string, string> {
  const read = (token: string, at: number): string => {
    const prefixed = /^(0x|u\+)/i.test(token)
    const body = prefixed ? token.slice(2) : token
    const b = prefixed ? 16 : base
    const bad = body.search(b === 16 ? /[^0-9a-fA-F]/ : /[^0-9]/)
    if (bad >= 0 || !body) throw new CodecError(bad >= 0 ? `Invalid character ${charAt(body, bad)} at ${at + bad + (prefixed ? 2 : 0)}` : `No digits after '${token}' at ${at}`)
    const cp = parseInt(body, b)
    if (cp > 0x10ffff) throw new CodecError(`Code point ${token} at ${at} is beyond U+10FFFF`)
    if (cp >= 0xd800 && cp <= 0xdfff) throw new CodecError(`Code point ${token} at ${at} is a surrogate (U+D800 to U+DFFF), not a character`)
    return String.fromCodePoint(cp)
  }
  return listDecoder(read, 16, (token, at) => `Code point ${token}… at ${at} is beyond U+10FFFF`, (items) => items.join(''))
}
