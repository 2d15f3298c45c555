import { decodeHTMLStrict, encodeHTML, encodeNonAsciiHTML } from 'entities'
import { base64ToBytes } from '../../../lib/bytes'
import { badPercentSequence, componentToForm, loneSurrogateAt, plusToSpace } from '../../../lib/url-codec'
import { singleByteChars } from '../../../lib/single-byte'
import { htmlEncode, urlCodec } from '../../convert/text.impl'
import { OpError, type Args, type ChunkTransformer, type OpImpls } from '../op-impl'
import { escapeJs, escapeJson, escapePercentU, escapeUnicode, PERCENT_U_TAIL, unescapeJs, unescapeJson, unescapePercentU, unescapeUnicode, UNICODE_TAIL, type Astral, type Quote } from './textcodec.escapes'
import { crlfStyle, CRLF_LOOKAHEAD, decodeQp, encodeQp, takeLines, type QpEncoder } from './textcodec.qp'
import { beforeTail, eachChar, textStream, utf8In, utf8Out, type Scanner } from './textcodec.stream'

const ascii = new TextEncoder()
const utf8 = new TextEncoder()
const EMPTY = new Uint8Array(0)

/* ---------------------------------------------------------------------------------------------- */
/* URL (the URL Encoder tool's engine: urlCodec and the form rewrites of src/lib/url-codec.ts)     */

type UrlEncodeMode = 'component' | 'uri' | 'form'

function urlEncode(text: string, mode: UrlEncodeMode, offset = 0): string {
  const result = urlCodec({ text, mode: mode === 'uri' ? 'uri' : 'component' })
  if (!result.ok) {
    const at = loneSurrogateAt(text)
    throw new OpError(`U+${text.charCodeAt(at).toString(16).toUpperCase()} at ${offset + at} is half of a character (a lone surrogate) and has no UTF-8 form`)
  }
  return mode === 'form' ? componentToForm(result.output) : result.output
}

function urlDecode(text: string, form: boolean, offset = 0): string {
  const result = urlCodec({ text: form ? plusToSpace(text) : text, mode: 'decode' })
  if (result.ok) return result.output
  const bad = badPercentSequence(text)!
  throw new OpError(bad.kind === 'malformed' ? `Invalid percent sequence '${bad.sequence}' at ${offset + bad.index}` : `Percent sequence '${bad.sequence.length > 24 ? `${bad.sequence.slice(0, 24)}…` : bad.sequence}' at ${offset + bad.index} is not UTF-8`)
}

/** The byte a complete `%XX` at `at` stands for, or -1. */
const escapedByte = (text: string, at: number) => (at >= 0 && text[at] === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(at + 1, at + 3)) ? parseInt(text.slice(at + 1, at + 3), 16) : -1)

/**
 * Where percent-encoded text may be cut so that both sides decode alone: never inside `%XX`, and
 * never inside the escapes of one character: a trailing non-ASCII character's escapes (its lead
 * and up to three continuation bytes) wait for the next chunk.
 */
function percentSafeCut(text: string): number {
  let cut = text.length
  if (text[cut - 1] === '%') cut -= 1
  else if (text[cut - 2] === '%') cut -= 2
  let b = escapedByte(text, cut - 3)
  for (let k = 0; k < 3 && b >= 0x80 && b < 0xc0; k++) {
    cut -= 3
    b = escapedByte(text, cut - 3)
  }
  return b >= 0xc0 ? cut - 3 : cut
}

/* ---------------------------------------------------------------------------------------------- */
/* HTML entities (the HTML Entity tool's engine for the special characters; `entities` for more)  */

const HTML_SETS: Record<string, RegExp> = {
  special: /[&<>"'\u00a0]/g,
  nonAscii: /[&<>"'\u0080-\ud7ff\ue000-\uffff]|[\ud800-\udbff][\udc00-\udfff]/g,
}

function toHtmlEntity(text: string, chars: string, form: string): string {
  if (form === 'named') {
    if (chars === 'special') return (htmlEncode({ text }) as { output: string }).output
    return chars === 'all' ? encodeHTML(text) : encodeNonAsciiHTML(text)
  }
  // Numbers: the characters the named form would write as references, each as &#N; or &#xH;.
  const set = chars === 'all' ? null : HTML_SETS[chars]!
  const numeric = (chars: string) => Array.from(chars, (c) => (form === 'hex' ? `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};` : `&#${c.codePointAt(0)};`)).join('')
  if (set) return text.replace(set, numeric)
  return encodeHTML(text).replace(/&[A-Za-z][A-Za-z0-9]*;|&#(\d+);/g, (ref, dec: string | undefined) => numeric(dec ? String.fromCodePoint(Number(dec)) : decodeHTMLStrict(ref)))
}

/**
 * A chunk's last character and any marks after it wait: `entities` names some pairs (≂ with
 * U+0338 is &nesim;), whose second characters are these (found by encoding every pair up to U+2B00).
 */
const LAST_CHAR = /(?:[\ud800-\udbff][\udc00-\udfff]|[\s\S])(?:\u0331|\u0333|\u0338|\u200a|\u20d2|\u20e5|\ufe00)*$/

/** A reference cut short at the end of a chunk (`&`, `&am`, `&#x1F6`) waits for the rest. */
const ENTITY_TAIL = /&(?:#[xX]?[0-9A-Fa-f]*|[A-Za-z][A-Za-z0-9]*)?$/

/* ---------------------------------------------------------------------------------------------- */
/* Quoted-printable                                                                               */

function toQp(bytes: Uint8Array): string {
  const state: QpEncoder = { crlf: crlfStyle(bytes), line: 0, out: '' }
  encodeQp(bytes, true, state)
  return state.out
}

function toQpStream(): ChunkTransformer {
  let held: Uint8Array = EMPTY
  let state: QpEncoder | null = null
  const step = (chunk: Uint8Array, final: boolean) => {
    const all = held.length ? concat(held, chunk) : chunk
    // Soft breaks follow the first line break: wait for it (up to 64 KiB) before writing.
    if (!state) {
      if (!final && all.indexOf(10) < 0 && all.length < CRLF_LOOKAHEAD) {
        held = all
        return EMPTY
      }
      state = { crlf: crlfStyle(all), line: 0, out: '' }
    }
    const used = encodeQp(all, final, state)
    held = all.slice(used)
    return ascii.encode(final ? state.out : takeLines(state))
  }
  return { push: (chunk) => step(chunk, false), flush: () => step(EMPTY, true) }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length)
  out.set(a)
  out.set(b, a.length)
  return out
}

function fromQpStream(): ChunkTransformer {
  let held: Uint8Array = EMPTY
  let offset = 0
  const step = (chunk: Uint8Array, final: boolean) => {
    const all = held.length ? concat(held, chunk) : chunk
    const { out, used } = decodeQp(all, final, offset)
    held = all.slice(used)
    offset += used
    return out
  }
  return { push: (chunk) => step(chunk, false), flush: () => step(EMPTY, true) }
}

/* ---------------------------------------------------------------------------------------------- */
/* Punycode (the punycode package: IDNA toASCII / toUnicode), line by line                        */

async function punycodeLines(text: string, way: 'toASCII' | 'toUnicode'): Promise<string> {
  const punycode = await import('punycode/punycode.es6.js')
  return text
    .split('\n')
    .map((line, i) => {
      try {
        return punycode[way](line)
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e)
        throw new OpError(`Not ${way === 'toUnicode' ? 'punycode' : 'a domain name punycode can write'}: line ${i + 1} '${line.length > 40 ? `${line.slice(0, 40)}…` : line}' (${why})`)
      }
    })
    .join('\n')
}

/* ---------------------------------------------------------------------------------------------- */
/* Text encodings (the browser's TextDecoder; single-byte encoders read back from it)             */

const singleByteTables = new Map<string, Map<number, number>>()

/** A single-byte encoding's table, character code to byte, read from the browser's decoder. */
function singleByteTable(label: string): Map<number, number> {
  let table = singleByteTables.get(label)
  if (!table) {
    const chars = singleByteChars(label)
    table = new Map()
    for (let b = 0; b < 256; b++) if (chars[b] !== '\ufffd') table.set(chars.charCodeAt(b), b)
    singleByteTables.set(label, table)
  }
  return table
}

/** Windows-1252 bytes as text, from the table above (every byte has a character). */
function decodeCp1252(bytes: Uint8Array): string {
  const chars = singleByteChars('windows-1252')
  let out = ''
  for (let i = 0; i < bytes.length; i += 0x8000) out += Array.from(bytes.subarray(i, i + 0x8000), (b) => chars[b]).join('')
  return out
}

const BOMS: Record<string, number[]> = { 'utf-8': [0xef, 0xbb, 0xbf], 'utf-16le': [0xff, 0xfe], 'utf-16be': [0xfe, 0xff] }

const describe = (c: string) => `'${c}' (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

/** Text as bytes in `encoding`; the characters it lacks are named, with their places. */
function encodeText(text: string, encoding: string, offset = 0): Uint8Array {
  if (encoding === 'utf-8') {
    const at = loneSurrogateAt(text)
    if (at >= 0) throw new OpError(`U+${text.charCodeAt(at).toString(16).toUpperCase()} at ${offset + at} is half of a character (a lone surrogate) and has no UTF-8 form`)
    return utf8.encode(text)
  }
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const out = new Uint8Array(text.length * 2)
    const view = new DataView(out.buffer)
    for (let i = 0; i < text.length; i++) view.setUint16(i * 2, text.charCodeAt(i), encoding === 'utf-16le')
    return out
  }
  const table = singleByteTable(encoding)
  const out = new Uint8Array(text.length)
  const missing: string[] = []
  let count = 0
  for (let i = 0; i < text.length; i++) {
    const b = table.get(text.charCodeAt(i))
    if (b !== undefined) {
      out[i] = b
      continue
    }
    const cp = text.codePointAt(i)!
    const c = String.fromCodePoint(cp)
    count++
    if (missing.length < 5) missing.push(`${describe(c)} at ${offset + i}`)
    if (cp > 0xffff) i++
  }
  if (count) throw new OpError(`${count === 1 ? 'A character' : `${count} characters`} cannot be encoded in ${encoding}: ${missing.join(', ')}${count > missing.length ? ', …' : ''}`)
  return out
}

/** The first byte a fatal decoder refuses: the shortest prefix it cannot read, less one. */
function firstInvalid(encoding: string, bytes: Uint8Array): number {
  let lo = 0
  let hi = bytes.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    try {
      new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(0, mid + 1), { stream: true })
      lo = mid + 1
    } catch {
      hi = mid
    }
  }
  return lo
}

function invalidBytes(encoding: string, bytes: Uint8Array, offset: number): OpError {
  const at = firstInvalid(encoding, bytes)
  if (at >= bytes.length) return new OpError(`Not ${encoding}: the bytes end in the middle of a character`)
  return new OpError(`Not ${encoding}: byte 0x${bytes[at]!.toString(16).padStart(2, '0')} at ${offset + at}`)
}

const decoderFor = (args: Args) => new TextDecoder(String(args.encoding), { fatal: args.invalid === 'error', ignoreBOM: !args.bom })

function decodeText(bytes: Uint8Array, args: Args): string {
  if (args.encoding === 'windows-1252') return decodeCp1252(bytes)
  try {
    return decoderFor(args).decode(bytes)
  } catch {
    throw invalidBytes(String(args.encoding), bytes, 0)
  }
}

function decodeTextStream(args: Args): ChunkTransformer {
  if (args.encoding === 'windows-1252') return { push: (chunk) => utf8.encode(decodeCp1252(chunk)), flush: () => EMPTY }
  const decoder = decoderFor(args)
  const out = utf8Out()
  let seen = 0
  const step = (chunk: Uint8Array, final: boolean) => {
    try {
      const text = final ? decoder.decode(chunk) : decoder.decode(chunk, { stream: true })
      seen += chunk.length
      return out(text, final)
    } catch {
      throw invalidBytes(String(args.encoding), chunk, seen)
    }
  }
  return { push: (chunk) => step(chunk, false), flush: () => step(EMPTY, true) }
}

function encodeTextStream(args: Args): ChunkTransformer {
  const encoding = String(args.encoding)
  const read = utf8In()
  let offset = 0
  let started = false
  const step = (chunk: Uint8Array, final: boolean) => {
    const text = read(chunk, final)
    const body = encodeText(text, encoding, offset)
    offset += text.length
    if (started || !args.bom || !BOMS[encoding]) return body
    started = true
    return concat(Uint8Array.from(BOMS[encoding]!), body)
  }
  return { push: (chunk) => step(chunk, false), flush: () => step(EMPTY, true) }
}

/* ---------------------------------------------------------------------------------------------- */
/* ROT13, ROT47, XOR (bytes, byte by byte)                                                        */

function rot13(bytes: Uint8Array, amount: number, digits: boolean): Uint8Array {
  const n = ((Math.round(amount) % 26) + 26) % 26
  const out = new Uint8Array(bytes.length)
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!
    out[i] = b >= 65 && b <= 90 ? ((b - 65 + n) % 26) + 65 : b >= 97 && b <= 122 ? ((b - 97 + n) % 26) + 97 : digits && b >= 48 && b <= 57 ? ((b - 48 + 5) % 10) + 48 : b
  }
  return out
}

function rot47(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length)
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!
    out[i] = b >= 33 && b <= 126 ? ((b - 33 + 47) % 94) + 33 : b
  }
  return out
}

/** A key argument's bytes, as its encoding reads it; a key that does not read is named. */
export function keyBytes(args: Args, key: string): Uint8Array {
  const value = String(args[key] ?? '')
  const encoding = args[`${key}Encoding`]
  if (encoding === 'hex') {
    const digits = value.replace(/^0x/i, '').replace(/[\s:]+/g, '')
    const bad = /[^0-9A-Fa-f]/.exec(digits)
    if (bad) throw new OpError(`Key: '${bad[0]}' is not a hex digit`)
    if (digits.length % 2) throw new OpError(`Key: odd number of hex digits (${digits.length})`)
    return Uint8Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(i * 2, i * 2 + 2), 16))
  }
  if (encoding === 'base64') {
    try {
      return base64ToBytes(value)
    } catch {
      throw new OpError('Key: not Base64')
    }
  }
  return utf8.encode(value)
}

/** XORs bytes with a repeating key from position `at` of the key stream; an empty key leaves them as they are. */
function xorBytes(bytes: Uint8Array, key: Uint8Array, at: number, nullPreserving: boolean): Uint8Array {
  if (!key.length) return bytes.slice()
  const out = new Uint8Array(bytes.length)
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!
    const k = key[(at + i) % key.length]!
    out[i] = nullPreserving && (b === 0 || b === k) ? b : b ^ k
  }
  return out
}

/* ---------------------------------------------------------------------------------------------- */

const text = (run: (input: string, args: Args) => string | Promise<string>) => (input: unknown, args: Args) => run(input as string, args)
const bytesOp = (f: (bytes: Uint8Array, args: Args) => Uint8Array) => ({
  run: (input: unknown, args: Args) => f(input as Uint8Array, args),
  stream: (args: Args): ChunkTransformer => ({ push: (chunk) => f(chunk, args), flush: () => EMPTY }),
})
/** A text operation whose whole run is its scanner's final pass. */
const scanned = (scan: (args: Args) => Scanner) => ({
  run: text((input, args) => scan(args)(input, true, 0).out),
  stream: (args: Args) => textStream(scan(args)),
})

export default {
  'url-encode': scanned((args) => eachChar((t, offset) => urlEncode(t, args.mode as UrlEncodeMode, offset))),
  'url-decode': scanned((args) => (t, final, offset) => {
    const used = final ? t.length : percentSafeCut(t)
    return { out: urlDecode(t.slice(0, used), args.mode === 'form', offset), used }
  }),
  // Beyond the six, a name may stand for two characters: a chunk's last character waits (LAST_CHAR).
  'to-html-entity': scanned((args) => (args.chars === 'special' ? eachChar : (f: (t: string) => string) => beforeTail(LAST_CHAR, f))((t) => toHtmlEntity(t, String(args.chars), String(args.form)))),
  'from-html-entity': scanned(() => beforeTail(ENTITY_TAIL, (t) => decodeHTMLStrict(t))),
  'to-quoted-printable': { run: (input) => toQp(input as Uint8Array), stream: toQpStream },
  'from-quoted-printable': { run: (input) => decodeQp(utf8.encode(input as string), true).out, stream: fromQpStream },
  'to-punycode': { run: text((t) => punycodeLines(t, 'toASCII')) },
  'from-punycode': { run: text((t) => punycodeLines(t, 'toUnicode')) },
  'escape-string': scanned((args) => {
    const rewrite = (t: string) => escapeJs(t, args.quote as Quote, args.nonAscii === true)
    // In a template literal `${` is escaped: a `$` that ends a chunk waits for the next character.
    return args.quote === 'backtick' ? beforeTail(/\$$/, rewrite) : eachChar(rewrite)
  }),
  'unescape-string': scanned(() => unescapeJs),
  'json-escape': scanned((args) => eachChar((t) => escapeJson(t, args.ascii === true))),
  'json-unescape': scanned(() => unescapeJson),
  'escape-unicode': scanned((args) => eachChar((t) => escapeUnicode(t, { all: args.all === true, astral: args.astral as Astral, upper: args.upper !== false }))),
  'unescape-unicode': scanned(() => beforeTail(UNICODE_TAIL, unescapeUnicode)),
  'escape-percent-u': scanned((args) => eachChar((t) => escapePercentU(t, args.all === true))),
  'unescape-percent-u': scanned((args) => beforeTail(PERCENT_U_TAIL, (t) => unescapePercentU(t, args.percentXX === true))),
  'encode-text': {
    run: (input, args) => {
      const body = encodeText(input as string, String(args.encoding))
      const bom = args.bom ? BOMS[String(args.encoding)] : undefined
      return bom ? concat(Uint8Array.from(bom), body) : body
    },
    stream: encodeTextStream,
  },
  'decode-text': { run: (input, args) => decodeText(input as Uint8Array, args), stream: decodeTextStream },
  rot13: bytesOp((b, args) => rot13(b, Number(args.amount), args.digits === true)),
  rot47: bytesOp((b) => rot47(b)),
  xor: {
    run: (input, args) => xorBytes(input as Uint8Array, keyBytes(args, 'key'), 0, args.nullPreserving === true),
    stream(args): ChunkTransformer {
      const key = keyBytes(args, 'key')
      let at = 0
      return {
        push(chunk) {
          const out = xorBytes(chunk, key, at, args.nullPreserving === true)
          at = (at + chunk.length) % Math.max(1, key.length)
          return out
        },
        flush: () => EMPTY,
      }
    },
  },
} satisfies OpImpls
