import { base64ToBytes, concatBytes } from '../../lib/bytes'
import type { TextEncodingId } from '../../lib/bytes-inspect'
import { binaryEncoder, CodecError, hexDecoder, hexEncoder, xxdLineText, type Machine } from '../../lib/radix'

/** How a pasted text is read as bytes: its UTF-8, hex digits, or Base64; `auto` guesses. */
export type Reading = 'auto' | 'text' | 'hex' | 'base64'
export type ReadAs = Exclude<Reading, 'auto'>

export const READINGS: readonly { value: ReadAs; label: string }[] = [
  { value: 'text', label: 'as text (UTF-8)' },
  { value: 'hex', label: 'as hex' },
  { value: 'base64', label: 'as Base64' },
]

export const ENCODINGS: readonly { value: TextEncodingId; label: string }[] = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'utf-16le', label: 'UTF-16LE' },
  { value: 'utf-16be', label: 'UTF-16BE' },
  { value: 'windows-1252', label: 'Latin-1 (Windows-1252)' },
]

export type BytesState = { input: string; reading: Reading; encoding: TextEncodingId }

export const DEFAULTS: BytesState = { input: '', reading: 'auto', encoding: 'utf-8' }

/** A stored or shared state with values it no longer knows put back to the defaults. */
export function validateState(s: BytesState, d: BytesState): BytesState {
  return {
    input: typeof s.input === 'string' ? s.input : d.input,
    reading: s.reading === 'auto' || READINGS.some((r) => r.value === s.reading) ? s.reading : d.reading,
    encoding: ENCODINGS.some((e) => e.value === s.encoding) ? s.encoding : d.encoding,
  }
}

const utf8 = new TextEncoder()

/** Hex digits through From Hex's engine (any layout it reads: spaces, colons, 0x, \x, a C array). */
function fromHex(text: string): Uint8Array {
  const m = hexDecoder()
  const head = m.push(text)
  m.end()
  return head
}

/** How much of a long paste the guess decodes (D30: bounded work; the rest is checked by its characters). */
const GUESS_SAMPLE = 64 * 1024

/**
 * What a pasted text most likely is: hex when it is only hex digits (in pairs, any From Hex
 * layout) with at least two bytes; Base64 when it decodes and looks encoded (a digit, + / = _ or -,
 * or both cases in a run of 16 or more, and no spaces inside a line); text otherwise. A long text
 * is judged by its characters and its first 64 KiB decoded.
 */
export function guessReading(text: string): ReadAs {
  const t = text.trim()
  if (!t) return 'text'
  const long = t.length > GUESS_SAMPLE
  if (/^(?:0x|\\x)?[0-9a-fA-F]{2}/.test(t) && /^[\s0-9a-fA-FxX\\,;:%{}()[\]-]*$/.test(t)) {
    // A sample ends at a separator, so it does not cut a pair.
    const sample = long ? t.slice(0, t.slice(0, GUESS_SAMPLE).search(/[^0-9a-fA-F][0-9a-fA-F]*$/) + 1) : t
    try {
      if (fromHex(sample).length >= 2) return 'hex'
    } catch {
      // not hex
    }
  }
  if (t.length >= 4 && !/[^\S\r\n]/.test(t) && /^[A-Za-z0-9+/=_\r\n-]*$/.test(t) && (/[0-9+/=_-]/.test(t) || (t.length >= 16 && /[a-z]/.test(t) && /[A-Z]/.test(t)))) {
    const compact = long ? t.slice(0, GUESS_SAMPLE).replace(/\s+/g, '').replace(/=+$/, '') : t
    try {
      if (base64ToBytes(long ? compact.slice(0, compact.length - (compact.length % 4)) : compact).length) return 'base64'
    } catch {
      // not Base64
    }
  }
  return 'text'
}

export type Decoded = { bytes: Uint8Array; as: ReadAs; error: null } | { bytes: null; as: ReadAs; error: string }

/** The bytes of a pasted text read as chosen (or as guessed): an error in words when it is not that. */
export function decodeInput(text: string, reading: Reading): Decoded {
  const as = reading === 'auto' ? guessReading(text) : reading
  if (reading === 'auto' && as !== 'text') {
    // A long paste was guessed from its start: when the rest is not that, it is text.
    const d = decodeInput(text, as)
    return d.error === null ? d : decodeInput(text, 'text')
  }
  if (as === 'text') return { bytes: utf8.encode(text), as, error: null }
  if (as === 'hex') {
    try {
      return { bytes: fromHex(text), as, error: null }
    } catch (e) {
      return { bytes: null, as, error: e instanceof CodecError ? `Not hex: ${e.message}` : String(e) }
    }
  }
  try {
    return { bytes: base64ToBytes(text), as, error: null }
  } catch {
    return { bytes: null, as, error: 'Not Base64: only A-Z a-z 0-9 + / (or - _) and = padding at the end' }
  }
}

/** An offset typed into Go to: decimal (1024) or hex (0x400), within the bytes. */
export function parseOffset(text: string, size: number): { offset: number } | { error: string } {
  const t = text.trim().replace(/[_,\s]/g, '')
  const hex = /^0x([0-9a-f]+)$/i.exec(t)
  if (!hex && !/^\d+$/.test(t)) return { error: 'Write the offset in decimal (1024) or hex (0x400)' }
  const offset = hex ? parseInt(hex[1]!, 16) : Number(t)
  if (!Number.isSafeInteger(offset) || offset >= size) return { error: size ? `Past the end: the last byte is at ${size - 1} (0x${(size - 1).toString(16)})` : 'No bytes yet' }
  return { offset }
}

/* Selection ------------------------------------------------------------------------------------- */

/** The cursor (`focus`) and where the selection began (`anchor`); both are byte offsets, inclusive. */
export type Selection = { anchor: number; focus: number }

/** The selected bytes as [start, end). */
export const rangeOf = (s: Selection): [number, number] => [Math.min(s.anchor, s.focus), Math.max(s.anchor, s.focus) + 1]

/** A click on the bytes [start, end) of a view: selects them, or with Shift extends from the anchor to them. */
export function clickSelect(sel: Selection, start: number, end: number, extend: boolean): Selection {
  if (!extend) return { anchor: start, focus: end - 1 }
  return end - 1 >= sel.anchor ? { anchor: sel.anchor, focus: end - 1 } : { anchor: sel.anchor, focus: start }
}

export const ROW = 16

/**
 * The hexdump's keys: arrows (a byte, a row), Home and End (the row's ends; with Ctrl the file's),
 * PageUp and PageDown (a screen of rows). With Shift the selection grows from its anchor; without,
 * it collapses to the cursor. Null for a key it does not handle.
 */
export function moveByKey(sel: Selection, key: string, mods: { shift: boolean; ctrl: boolean }, size: number, pageRows: number): Selection | null {
  if (size <= 0) return null
  const f = sel.focus
  const rowStart = f - (f % ROW)
  let to: number
  switch (key) {
    case 'ArrowLeft':
      to = f - 1
      break
    case 'ArrowRight':
      to = f + 1
      break
    case 'ArrowUp':
      to = f - ROW < 0 ? f : f - ROW
      break
    case 'ArrowDown':
      to = f + ROW >= size ? f : f + ROW
      break
    case 'PageUp':
      to = f - ROW * Math.max(1, pageRows)
      if (to < 0) to = f % ROW
      break
    case 'PageDown':
      to = f + ROW * Math.max(1, pageRows)
      if (to >= size) to = size - 1
      break
    case 'Home':
      to = mods.ctrl ? 0 : rowStart
      break
    case 'End':
      to = mods.ctrl ? size - 1 : rowStart + ROW - 1
      break
    default:
      return null
  }
  to = Math.max(0, Math.min(size - 1, to))
  return { anchor: mods.shift ? sel.anchor : to, focus: to }
}

/* The hexdump's rows -------------------------------------------------------------------------- */

/** A piece of an xxd line: text, and the byte it shows (an index into the row) when it shows one. */
export type Cell = { text: string; byte?: number; part?: 'hex' | 'char' }

/**
 * One line of `xxd` as pieces: the offset, 16 bytes in groups of 2, two spaces, the printable
 * ASCII (others as '.'). The line is To Hexdump's own (radix.ts), cut where each byte shows, so
 * joined the pieces are xxd's line (checked against xxd in the tests).
 */
export function xxdCells(offset: number, row: Uint8Array): Cell[] {
  const line = xxdLineText(offset, row)
  const at = line.indexOf(': ') + 2
  const cells: Cell[] = [{ text: line.slice(0, at) }]
  let k = at
  const to = (end: number, cell?: Omit<Cell, 'text'>) => {
    if (end > k) cells.push({ text: line.slice(k, end), ...cell })
    k = end
  }
  for (let i = 0; i < row.length; i++) {
    const p = at + i * 2 + (i >> 1)
    to(p)
    to(p + 2, { byte: i, part: 'hex' })
  }
  const chars = line.length - row.length
  for (let i = 0; i < row.length; i++) {
    to(chars + i)
    to(chars + i + 1, { byte: i, part: 'char' })
  }
  return cells
}

/* The views' window ----------------------------------------------------------------------------- */

/**
 * The views beside the hexdump show the window of bytes around the cursor: the whole input when
 * it is this small, else the aligned window holding the cursor. A multiple of 3 and of 16, so its
 * Base64 is that part of the whole input's Base64 and its rows are the hexdump's.
 */
export const WINDOW = 1536

export const windowStart = (offset: number) => offset - (offset % WINDOW)

/** Base64's groups: each 3 bytes make 4 characters (the last group may hold 1 or 2). */
export function base64Groups(text: string, size: number): { start: number; end: number; text: string }[] {
  const out = []
  for (let g = 0; g * 3 < size; g++) out.push({ start: g * 3, end: Math.min(size, g * 3 + 3), text: text.slice(g * 4, g * 4 + 4) })
  return out
}

/* Open in recipe -------------------------------------------------------------------------------- */

export type ViewId = 'hex' | 'hexdump' | 'binary' | 'text' | 'base64' | 'numbers' | 'type'

/** Each view is an operation (D34); Open in recipe continues with it as the recipe's last step. */
export const VIEW_OPS: Record<ViewId, string> = {
  hex: 'to-hex',
  hexdump: 'to-hexdump',
  binary: 'to-binary',
  // UTF-8 text is the workbench's own reading of bytes; the others are Decode Text.
  text: 'decode-text',
  base64: 'to-base64',
  numbers: 'read-numbers',
  type: 'detect-file-type',
}

/**
 * The workbench's address for a view: the pasted text's own decoding first (From Hex, From Base64;
 * nothing for text or a file, whose bytes are the input as they are), then the selected bytes when
 * more than one is selected (Take bytes, with the selection's start and length), then the view's
 * operation with the view's settings: Decode Text in the chosen encoding, Read Numbers at the
 * cursor. The file type is always the whole input's.
 */
export function recipeHref(as: ReadAs | 'file', view: ViewId, encoding: TextEncodingId, sel?: Selection): string {
  const steps: string[] = []
  if (as === 'hex') steps.push('from-hex')
  if (as === 'base64') steps.push('from-base64')
  const [start, end] = sel ? rangeOf(sel) : [0, 1]
  if (end - start > 1 && view !== 'numbers' && view !== 'type') steps.push(`take-bytes:start=${start};length=${end - start}`)
  if (view === 'numbers') steps.push(sel ? `read-numbers:offset=${sel.focus}` : 'read-numbers')
  else if (view === 'text') {
    if (encoding !== 'utf-8') steps.push(`decode-text:encoding=${encoding}`)
  } else steps.push(VIEW_OPS[view])
  return steps.length ? `/recipe?op=${steps.join(',')}` : '/recipe'
}

/* The views' texts, from the operations' own engines (To Hex, To Binary) -------------------------- */

const latin1 = new TextDecoder('latin1')
const whole = (m: Machine<Uint8Array, Uint8Array>, b: Uint8Array) => latin1.decode(concatBytes([m.push(b), m.end()]))

/** To Hex with its defaults: two lower-case digits a byte, a space between (byte i is at 3i). */
export const hexText = (b: Uint8Array) => whole(hexEncoder({ delimiter: 'space', upper: false, perLine: 0 }), b)
/** To Binary with its defaults: 8 digits a byte, a space between (byte i is at 9i). */
export const binaryText = (b: Uint8Array) => whole(binaryEncoder('space'), b)

/** A character as the text view shows it: a control character as a middle dot (as xxd shows it as '.'), the rest as they are. */
export function visibleChar(c: string): string {
  const n = c.charCodeAt(0)
  return c.length === 1 && (n < 0x20 || n === 0x7f || (n >= 0x80 && n < 0xa0)) ? '\u00b7' : c
}
