/**
 * The base-N encodings beyond Base64: Base32 (RFC 4648 sections 6 and 7) and Base58 (Bitcoin's
 * alphabet) through @scure/base; Base62, Base85 (Ascii85, Z85) and Base45 (RFC 9285) written
 * here from their specifications. The ones that can work chunk by chunk are machines (see
 * radix.ts); Base58 and Base62 read the whole input as one number, so they take it whole.
 */
import { base32, base32hex, base32hexnopad, base32nopad, base58, hex } from '@scure/base'
import { concatBytes } from './bytes'
import { asciiBytes, CodecError, charAt, type Machine } from './radix'

const EMPTY = new Uint8Array(0)
const isSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d)

/** A lookup from character code (below 128) to digit value, -1 for none. */
function digitMap(letters: string, caseless = false): Int16Array {
  const map = new Int16Array(128).fill(-1)
  for (let i = 0; i < letters.length; i++) {
    map[letters.charCodeAt(i)] = i
    if (caseless) map[letters[i]!.toLowerCase().charCodeAt(0)] = i
  }
  return map
}

/** A machine over whole groups of `size` input bytes: the rest of a chunk waits for the next. */
function groupedEncoder(size: number, whole: (b: Uint8Array) => Uint8Array, last: (b: Uint8Array) => Uint8Array, head?: Uint8Array): Machine<Uint8Array, Uint8Array> {
  let carry = EMPTY
  let started = false
  const start = (out: Uint8Array) => {
    if (started || !head) return out
    started = true
    return concatBytes([head, out])
  }
  return {
    push(bytes) {
      const all = carry.length ? concatBytes([carry, bytes]) : bytes
      const cut = all.length - (all.length % size)
      carry = all.slice(cut)
      return start(whole(all.subarray(0, cut)))
    },
    end() {
      const out = start(last(carry))
      carry = EMPTY
      return out
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Base32

export type Base32Alphabet = 'standard' | 'hex'

const B32 = { standard: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', hex: '0123456789ABCDEFGHIJKLMNOPQRSTUV' } as const

/** Base32 (RFC 4648 section 6) or base32hex (section 7), with `=` padding or without. */
export function base32Encoder(alphabet: Base32Alphabet, padding: boolean): Machine<Uint8Array, Uint8Array> {
  const nopad = alphabet === 'hex' ? base32hexnopad : base32nopad
  const padded = alphabet === 'hex' ? base32hex : base32
  return groupedEncoder(
    5,
    (b) => asciiBytes(nopad.encode(b)),
    (b) => asciiBytes((padding ? padded : nopad).encode(b)),
  )
}

/**
 * Base32 to bytes: either case, white space skipped, the `=` padding optional (but only at the
 * end); the last group's unused bits must be zero, as RFC 4648 section 3.5 asks.
 */
export function base32Decoder(alphabet: Base32Alphabet): Machine<string, Uint8Array> {
  const map = digitMap(B32[alphabet], true)
  const codec = alphabet === 'hex' ? base32hexnopad : base32nopad
  let acc = ''
  let pos = 0
  let padAt = -1
  let lastAt = 0
  return {
    push(text) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i)
        if (isSpace(c)) continue
        if (c === 0x3d) {
          if (padAt < 0) padAt = pos + i
          continue
        }
        if (c >= 128 || map[c]! < 0) throw new CodecError(`Invalid character ${charAt(text, i)} at ${pos + i}`)
        if (padAt >= 0) throw new CodecError(`'=' may only end the text: ${charAt(text, i)} at ${pos + i} comes after it`)
        lastAt = pos + i
      }
      pos += text.length
      const all = acc + text.replace(/[\t\n\v\f\r =]+/g, '').toUpperCase()
      const cut = all.length - (all.length % 8)
      acc = all.slice(cut)
      return cut ? codec.decode(all.slice(0, cut)) : EMPTY
    },
    end() {
      const rest = acc
      acc = ''
      if (!rest) return EMPTY
      if (rest.length === 1 || rest.length === 3 || rest.length === 6) {
        throw new CodecError(`Base32 cannot end in a group of ${rest.length} character${rest.length > 1 ? 's' : ''} (at ${lastAt}): a last group has 2, 4, 5, 7 or 8`)
      }
      try {
        return codec.decode(rest)
      } catch {
        throw new CodecError(`The last group '${rest}' has bits left over that are not zero (at ${lastAt})`)
      }
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Base58 and Base62: the bytes as one big number, a leading zero byte as the first letter

/** Where the text has a character outside `letters` (white space skipped), as an error; the text without white space. */
function checkLetters(text: string, map: Int16Array): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (!isSpace(c) && (c >= 128 || map[c]! < 0)) throw new CodecError(`Invalid character ${charAt(text, i)} at ${i}`)
  }
  return text.replace(/\s+/g, '')
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const B58_MAP = digitMap(B58)
/** @scure/base's own bounds (its conversion is quadratic). */
export const BASE58_MAX_BYTES = 2048
export const BASE58_MAX_CHARS = 4096

/** Base58 with Bitcoin's alphabet (no 0, O, I, l), each leading zero byte a '1'. */
export function toBase58(bytes: Uint8Array): string {
  if (bytes.length > BASE58_MAX_BYTES) throw new CodecError(`Base58 takes at most ${BASE58_MAX_BYTES} bytes (this is ${bytes.length}): it is for keys, hashes and addresses, and its cost grows with the square of the length`)
  return base58.encode(bytes)
}

export function fromBase58(text: string): Uint8Array {
  const s = checkLetters(text, B58_MAP)
  if (s.length > BASE58_MAX_CHARS) throw new CodecError(`Base58 text may have at most ${BASE58_MAX_CHARS} characters (this has ${s.length})`)
  return base58.decode(s)
}

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const B62_MAP = digitMap(B62)
/** 62^8 < 2^53: eight digits at a time stay exact as a Number. */
const B62_STEP = 8
const B62_BIG = 62n ** BigInt(B62_STEP)
/** Base62 is quadratic too: 16 KiB (about 22,000 characters) takes a fraction of a second. */
export const BASE62_MAX_BYTES = 16384
export const BASE62_MAX_CHARS = 22400

/**
 * Base62 (0-9, A-Z, a-z, as GMP and CyberChef order it): the bytes as one big-endian number, each
 * leading zero byte a '0' (as the base-x library writes Base58 and Base62), so any bytes come back.
 */
export function toBase62(bytes: Uint8Array): string {
  if (bytes.length > BASE62_MAX_BYTES) throw new CodecError(`Base62 takes at most ${BASE62_MAX_BYTES} bytes (this is ${bytes.length}): it is for ids and keys, and its cost grows with the square of the length`)
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  if (zeros === bytes.length) return '0'.repeat(zeros)
  let n = BigInt(`0x${hex.encode(bytes.subarray(zeros))}`)
  const groups: string[] = []
  while (n > 0n) {
    let r = Number(n % B62_BIG)
    n /= B62_BIG
    let g = ''
    for (let j = 0; j < B62_STEP; j++) {
      g = B62[r % 62]! + g
      r = Math.floor(r / 62)
    }
    groups.push(g)
  }
  return '0'.repeat(zeros) + groups.reverse().join('').replace(/^0+/, '')
}

export function fromBase62(text: string): Uint8Array {
  const s = checkLetters(text, B62_MAP)
  if (s.length > BASE62_MAX_CHARS) throw new CodecError(`Base62 text may have at most ${BASE62_MAX_CHARS} characters (this has ${s.length})`)
  let zeros = 0
  while (zeros < s.length && s[zeros] === '0') zeros++
  let n = 0n
  for (let i = zeros; i < s.length; i += B62_STEP) {
    const part = s.slice(i, i + B62_STEP)
    let v = 0
    for (const ch of part) v = v * 62 + B62_MAP[ch.charCodeAt(0)]!
    n = n * 62n ** BigInt(part.length) + BigInt(v)
  }
  const out = new Uint8Array(zeros)
  if (zeros === s.length) return out
  const h = n.toString(16)
  return concatBytes([out, hex.decode(h.length % 2 ? `0${h}` : h)])
}

// ---------------------------------------------------------------------------------------------
// Base85

export type Base85Variant = 'ascii85' | 'z85'

const A85 = Array.from({ length: 85 }, (_, i) => String.fromCharCode(33 + i)).join('')
/** ZeroMQ RFC 32/Z85's alphabet. */
const Z85 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#'

/**
 * Base85: four bytes a group of five characters, big-endian. Ascii85 (Adobe, btoa, Python's
 * a85encode) writes a group of four zero bytes as 'z' and may frame the text in `<~ ~>`; Z85
 * (ZeroMQ RFC 32) uses its own alphabet. A last group of n < 4 bytes is n + 1 characters (as
 * Ascii85 does; RFC 32 itself takes only multiples of 4 bytes, which come out exactly as it says).
 */
export function base85Encoder(variant: Base85Variant, delimiters: boolean): Machine<Uint8Array, Uint8Array> {
  const letters = asciiBytes(variant === 'z85' ? Z85 : A85)
  const zeros = variant === 'ascii85'
  const framed = variant === 'ascii85' && delimiters
  const groups = (b: Uint8Array, tail: boolean) => {
    const out = new Uint8Array(Math.ceil(b.length / 4) * 5 + (tail && framed ? 2 : 0))
    let k = 0
    for (let i = 0; i < b.length; i += 4) {
      const n = Math.min(4, b.length - i)
      let v = (((b[i]! << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0)
      if (zeros && n === 4 && v === 0) {
        out[k++] = 0x7a
        continue
      }
      const d = [0, 0, 0, 0, 0]
      for (let j = 4; j >= 0; j--) {
        d[j] = v % 85
        v = Math.floor(v / 85)
      }
      for (let j = 0; j <= n; j++) out[k++] = letters[d[j]!]!
    }
    if (tail && framed) {
      out[k++] = 0x7e
      out[k++] = 0x3e
    }
    return out.subarray(0, k)
  }
  return groupedEncoder(4, (b) => groups(b, false), (b) => groups(b, true), framed ? asciiBytes('<~') : undefined)
}

/**
 * Base85 to bytes. White space is skipped; Ascii85 may be framed in `<~ ~>` and have 'z' for four
 * zero bytes between groups; a last group of 2 to 4 characters is 1 to 3 bytes.
 */
export function base85Decoder(variant: Base85Variant): Machine<string, Uint8Array> {
  const a85 = variant === 'ascii85'
  const map = digitMap(a85 ? A85 : Z85)
  let value = 0
  let count = 0
  let groupAt = 0
  let pos = 0
  let started = false
  let ended = false
  /** Where a '<' that may open `<~` waits, or a '~' that should close with '>', or -1. */
  let lt = -1
  let tilde = -1

  /** Up to 4 bytes a character (a 'z'), written at `k`. */
  let out = EMPTY
  let k = 0
  const write = (n: number) => {
    if (value > 0xffffffff) throw new CodecError(`The group at ${groupAt} is over 2^32 - 1 (not Base85)`)
    for (let j = 0; j < n; j++) out[k++] = (value >>> (24 - 8 * j)) & 0xff
    value = count = 0
  }
  const feed = (d: number, at: number) => {
    if (!count) groupAt = at
    value = value * 85 + d
    if (++count === 5) write(4)
  }
  const begin = (n: number) => {
    out = new Uint8Array(n * 4 + 4)
    k = 0
  }

  return {
    push(text) {
      begin(text.length)
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i)
        const p = pos + i
        if (tilde >= 0) {
          if (c !== 0x3e) throw new CodecError(`Invalid character '~' at ${tilde} (only '~>' ends Ascii85)`)
          tilde = -1
          ended = true
          continue
        }
        if (isSpace(c)) continue
        if (ended) throw new CodecError(`Invalid character ${charAt(text, i)} at ${p}: nothing may follow '~>'`)
        if (a85) {
          if (lt >= 0) {
            const at = lt
            lt = -1
            if (c === 0x7e) continue
            feed(map[0x3c]!, at)
          }
          if (!started && c === 0x3c) {
            started = true
            lt = p
            continue
          }
          started = true
          if (c === 0x7e) {
            tilde = p
            continue
          }
          if (c === 0x7a) {
            if (count) throw new CodecError(`'z' at ${p} is inside a group (it stands for four zero bytes between groups)`)
            k += 4
            continue
          }
        }
        const d = c < 128 ? map[c]! : -1
        if (d < 0) throw new CodecError(`Invalid character ${charAt(text, i)} at ${p}`)
        feed(d, p)
      }
      pos += text.length
      return out.subarray(0, k)
    },
    end() {
      begin(1)
      if (lt >= 0) feed(map[0x3c]!, lt)
      if (tilde >= 0) throw new CodecError(`Invalid character '~' at ${tilde} (only '~>' ends Ascii85)`)
      if (count === 1) throw new CodecError(`A last group of one character (at ${groupAt}) is not Base85`)
      if (count > 1) {
        const n = count - 1
        while (count < 5) {
          value = value * 85 + 84
          count++
        }
        write(n)
      }
      return out.subarray(0, k)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Base45 (RFC 9285)

const B45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'
const B45_MAP = digitMap(B45)

/** Base45 (RFC 9285): two bytes a group of three characters, a last byte two. */
export function base45Encoder(): Machine<Uint8Array, Uint8Array> {
  const letters = asciiBytes(B45)
  const groups = (b: Uint8Array) => {
    const out = new Uint8Array(Math.ceil(b.length / 2) * 3)
    let k = 0
    for (let i = 0; i < b.length; i += 2) {
      if (i + 1 < b.length) {
        const n = b[i]! * 256 + b[i + 1]!
        out[k++] = letters[n % 45]!
        out[k++] = letters[Math.floor(n / 45) % 45]!
        out[k++] = letters[Math.floor(n / 2025)]!
      } else {
        out[k++] = letters[b[i]! % 45]!
        out[k++] = letters[Math.floor(b[i]! / 45)]!
      }
    }
    return out.subarray(0, k)
  }
  return groupedEncoder(2, groups, groups)
}

/**
 * Base45 to bytes (RFC 9285 section 4.2): upper case only (the alphabet has no lower case, and has
 * a space, so spaces are data); line breaks are skipped.
 */
export function base45Decoder(): Machine<string, Uint8Array> {
  let group = ''
  let groupAt = 0
  let pos = 0
  const valueOf = (g: string) => {
    let v = 0
    for (let j = g.length - 1; j >= 0; j--) v = v * 45 + B45_MAP[g.charCodeAt(j)]!
    return v
  }
  return {
    push(text) {
      const out: number[] = []
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i)
        if (c === 0x0a || c === 0x0d) continue
        if (c >= 128 || B45_MAP[c]! < 0) throw new CodecError(`Invalid character ${charAt(text, i)} at ${pos + i}`)
        if (!group) groupAt = pos + i
        group += text[i]
        if (group.length === 3) {
          const v = valueOf(group)
          if (v > 0xffff) throw new CodecError(`The group '${group}' at ${groupAt} is over 65535 (not Base45)`)
          out.push(v >> 8, v & 0xff)
          group = ''
        }
      }
      pos += text.length
      return Uint8Array.from(out)
    },
    end() {
      const g = group
      group = ''
      if (!g) return EMPTY
      if (g.length === 1) throw new CodecError(`Base45 cannot end in a single character (at ${groupAt})`)
      const v = valueOf(g)
      if (v > 0xff) throw new CodecError(`The last group '${g}' at ${groupAt} is over 255 (not Base45)`)
      return Uint8Array.of(v)
    },
  }
}
