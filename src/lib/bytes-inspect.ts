/**
 * Reading bytes as what they might be (issue 34 item 6, the Bytes inspector and its operations):
 * the integers and floats at an offset, and a text decoding that says which bytes made each
 * character, so a selection of bytes maps to characters and back. Pure (no DOM), for the tool's
 * screen and the recipe worker alike.
 */
import { sniffType } from './binary'
import { singleByteChars } from './single-byte'

export type NumberType = 'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32' | 'int64' | 'uint64' | 'float32' | 'float64'

/** The types read at an offset, in the order the panel and Read Numbers list them. */
export const NUMBER_TYPES: readonly { type: NumberType; size: number }[] = [
  { type: 'int8', size: 1 },
  { type: 'uint8', size: 1 },
  { type: 'int16', size: 2 },
  { type: 'uint16', size: 2 },
  { type: 'int32', size: 4 },
  { type: 'uint32', size: 4 },
  { type: 'int64', size: 8 },
  { type: 'uint64', size: 8 },
  { type: 'float32', size: 4 },
  { type: 'float64', size: 8 },
]

/** One type read both ways; null where fewer bytes than it needs are left. */
export type NumberReading = { type: NumberType; size: number; le: number | bigint | null; be: number | bigint | null }

function readOne(view: DataView, type: NumberType, little: boolean): number | bigint {
  switch (type) {
    case 'int8':
      return view.getInt8(0)
    case 'uint8':
      return view.getUint8(0)
    case 'int16':
      return view.getInt16(0, little)
    case 'uint16':
      return view.getUint16(0, little)
    case 'int32':
      return view.getInt32(0, little)
    case 'uint32':
      return view.getUint32(0, little)
    case 'int64':
      return view.getBigInt64(0, little)
    case 'uint64':
      return view.getBigUint64(0, little)
    case 'float32':
      return view.getFloat32(0, little)
    case 'float64':
      return view.getFloat64(0, little)
  }
}

/** Every type read from the start of `bytes` (the bytes from the offset on; at most 8 are read), little and big endian. */
export function readNumbers(bytes: Uint8Array): NumberReading[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8))
  return NUMBER_TYPES.map(({ type, size }) => {
    if (bytes.length < size) return { type, size, le: null, be: null }
    return { type, size, le: readOne(view, type, true), be: readOne(view, type, false) }
  })
}

/**
 * A value as the panel writes it: integers in full; a float32 with the fewest digits that read
 * back as the same float32 (0.1, not 0.10000000149011612), a float64 as JavaScript writes it
 * (the shortest that reads back); -0, Infinity and NaN by name.
 */
export function formatNumber(type: NumberType, v: number | bigint): string {
  if (typeof v === 'bigint' || (type !== 'float32' && type !== 'float64')) return String(v)
  if (Object.is(v, -0)) return '-0'
  if (!Number.isFinite(v)) return String(v)
  if (type === 'float32') {
    for (let p = 1; p <= 9; p++) {
      const s = v.toPrecision(p)
      if (Math.fround(Number(s)) === v) return String(Number(s))
    }
  }
  return String(v)
}

const hexOffset = (n: number) => `0x${n.toString(16)}`

/**
 * Read Numbers at Offset (an operation): every type at `offset`, one line each, little endian then
 * big endian; a type that needs more bytes than are left says how many it needs.
 */
export function numbersTable(bytes: Uint8Array, offset: number): string {
  if (!Number.isInteger(offset) || offset < 0) throw new RangeError(`Offset ${offset} is not a whole number of bytes`)
  if (offset >= bytes.length) throw new RangeError(bytes.length ? `Offset ${offset} is past the end (the last byte is at ${bytes.length - 1})` : 'No bytes to read')
  const lines = [`Offset ${offset} (${hexOffset(offset)})`]
  for (const r of readNumbers(bytes.subarray(offset, offset + 8))) {
    const name = r.type.padEnd(8)
    if (r.le === null || r.be === null) lines.push(`${name} needs ${r.size} bytes, ${bytes.length - offset} left`)
    else if (r.size === 1) lines.push(`${name} ${formatNumber(r.type, r.le)}`)
    else lines.push(`${name} LE ${formatNumber(r.type, r.le)}  BE ${formatNumber(r.type, r.be)}`)
  }
  return lines.join('\n')
}

/** Detect File Type (an operation): the type the first bytes name, from binary.ts's one table. */
export function fileTypeLine(bytes: Uint8Array): string {
  const t = sniffType(bytes)
  return t ? `${t.name} (.${t.ext}, ${t.mime})` : 'Unknown: no known file signature at the start'
}

// ---------------------------------------------------------------------------------------------
// Text, character by character

/** The decodings the inspector shows (decode-text's encoding names). */
export type TextEncodingId = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

/** A character and the bytes that made it: [start, end). An invalid sequence is U+FFFD. */
export type Segment = { start: number; end: number; text: string }

const FFFD = '\uFFFD'

/** UTF-8 as WHATWG's decoder reads it (replacement for each maximal invalid subpart): what TextDecoder gives, with the bytes of each character. */
function utf8Segments(b: Uint8Array): Segment[] {
  const out: Segment[] = []
  let need = 0
  let seen = 0
  let cp = 0
  let lower = 0x80
  let upper = 0xbf
  let start = 0
  for (let i = 0; i < b.length; i++) {
    const c = b[i]!
    if (need === 0) {
      start = i
      if (c < 0x80) out.push({ start: i, end: i + 1, text: String.fromCharCode(c) })
      else if (c >= 0xc2 && c <= 0xdf) {
        need = 1
        cp = c & 0x1f
      }      else if (c >= 0xe0 && c <= 0xef) {
        if (c === 0xe0) lower = 0xa0
        if (c === 0xed) upper = 0x9f
        need = 2
        cp = c & 0xf
      } else if (c >= 0xf0 && c <= 0xf4) {
        if (c === 0xf0) lower = 0x90
        if (c === 0xf4) upper = 0x8f
        need = 3
        cp = c & 7
      } else out.push({ start: i, end: i + 1, text: FFFD })
      continue
    }
    if (c < lower || c > upper) {
      // The sequence so far is one replacement; this byte starts afresh.
      out.push({ start, end: i, text: FFFD })
      need = seen = cp = 0
      lower = 0x80
      upper = 0xbf
      i--
      continue
    }
    lower = 0x80
    upper = 0xbf
    cp = (cp << 6) | (c & 0x3f)
    if (++seen === need) {
      out.push({ start, end: i + 1, text: String.fromCodePoint(cp) })
      need = seen = cp = 0
    }
  }
  if (need) out.push({ start, end: b.length, text: FFFD })
  return out
}

/** UTF-16 as WHATWG's decoder reads it: a pair of surrogates is one character, a lone one U+FFFD, an odd last byte U+FFFD. */
function utf16Segments(b: Uint8Array, little: boolean): Segment[] {
  const out: Segment[] = []
  const unit = (i: number) => (little ? b[i]! | (b[i + 1]! << 8) : (b[i]! << 8) | b[i + 1]!)
  let i = 0
  for (; i + 1 < b.length; i += 2) {
    const u = unit(i)
    if (u >= 0xd800 && u <= 0xdbff) {
      // A lead surrogate with only an odd byte after it: the two end as one error.
      if (i + 3 >= b.length) {
        out.push({ start: i, end: b.length, text: FFFD })
        return out
      }
      const v = unit(i + 2)
      if (v >= 0xdc00 && v <= 0xdfff) {
        out.push({ start: i, end: i + 4, text: String.fromCharCode(u, v) })
        i += 2
        continue
      }
    }
    out.push({ start: i, end: i + 2, text: u >= 0xd800 && u <= 0xdfff ? FFFD : String.fromCharCode(u) })
  }
  if (i < b.length) out.push({ start: i, end: b.length, text: FFFD })
  return out
}

/** Windows-1252 (what decode-text calls Latin-1), from decode-text's own table. */
function cp1252Segments(b: Uint8Array): Segment[] {
  const chars = singleByteChars('windows-1252')
  return Array.from(b, (c, i) => ({ start: i, end: i + 1, text: chars[c]! }))
}

/**
 * The characters of `bytes` in an encoding, each with the bytes that made it. Joined, the texts
 * are what decode-text (TextDecoder, a byte order mark kept) gives for the same bytes.
 */
export function textSegments(bytes: Uint8Array, encoding: TextEncodingId): Segment[] {
  if (encoding === 'utf-8') return utf8Segments(bytes)
  if (encoding === 'windows-1252') return cp1252Segments(bytes)
  return utf16Segments(bytes, encoding === 'utf-16le')
}
