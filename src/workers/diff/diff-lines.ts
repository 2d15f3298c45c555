/**
 * Line ids for the `diff` engine: each distinct line (after normalisation) becomes a small integer,
 * the same ids as `tokenize` (diff.impl.ts) gives over the split lines, built as the text arrives,
 * one side after the other, from parts of any size (a line may span parts).
 *
 * One pass over the characters hashes each line (FNV-1a) into an open-addressing table of first
 * occurrences, compared character by character on a hash match. No line string is made and no
 * line is hashed twice (a Map would need both). Two readers share the table:
 * - `LineIds` reads strings (UTF-16 units): the main thread's whole texts, and any text with a lone
 *   surrogate (which UTF-8 cannot carry);
 * - `ByteLineIds` reads UTF-8 bytes: what the page streams to the diff worker (diff.client.ts).
 *   Bytes move to a worker for free (transferred), where a string is copied twice (written out on
 *   the page, read back in the worker) into fresh memory. For a well-formed text, two lines are
 *   equal exactly when their UTF-8 bytes are, and `\s` is the same set of characters either way.
 */

import { concatBytes } from '../../lib/bytes'

/** JavaScript's `\s` (what `/\s+/g` removes when whitespace is ignored). */
export function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13)
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
}

/**
 * The length of the UTF-8 encoding of a `\s` character at t[i] (i before `end`), 0 for none. Every
 * such encoding starts with an ASCII or lead byte, never a continuation byte, so this may be asked
 * at any byte: it never matches inside another character.
 */
export function spaceBytes(t: Uint8Array, i: number, end: number): number {
  const c = t[i]!
  if (c < 128) return c === 32 || (c >= 9 && c <= 13) ? 1 : 0
  if (c === 0xc2) return i + 1 < end && t[i + 1] === 0xa0 ? 2 : 0
  if (i + 2 >= end || (c !== 0xe1 && c !== 0xe2 && c !== 0xe3 && c !== 0xef)) return 0
  const d = t[i + 1]!
  const e = t[i + 2]!
  if (c === 0xe2) {
    if (d === 0x80) return e <= 0x8a || e === 0xa8 || e === 0xa9 || e === 0xaf ? 3 : 0 // U+2000-200A, 2028, 2029, 202F
    return d === 0x81 && e === 0x9f ? 3 : 0 // U+205F
  }
  if (c === 0xe1) return d === 0x9a && e === 0x80 ? 3 : 0 // U+1680
  if (c === 0xe3) return d === 0x80 && e === 0x80 ? 3 : 0 // U+3000
  return d === 0xbb && e === 0xbf ? 3 : 0 // U+FEFF
}

/** The arrays a released table leaves for the next (a worker runs one diff at a time). */
type Scratch = { slotId: Int32Array; slotHash: Int32Array; idPart: Int32Array; idStart: Int32Array; idEnd: Int32Array; ids: Int32Array }
let scratch: Scratch | null = null
/** The largest table kept for reuse: 2^20 slots, about 12 MB of arrays in all. */
const SCRATCH_MAX_SLOTS = 1 << 20

function grow(a: Int32Array): Int32Array {
  const b = new Int32Array(2 * a.length)
  b.set(a)
  return b
}

/** The table both readers fill: a reader finds each line in its parts and calls `line`. */
abstract class LineTable<T extends string | Uint8Array> {
  /** How many distinct lines so far (ids are 0 .. distinct - 1). */
  distinct = 0
  private mask: number
  /** Per slot: id + 1 (0 = empty) and the full hash. */
  private slotId: Int32Array
  private slotHash: Int32Array
  /** Per id: where its first line is (part, start, end). */
  private idPart: Int32Array
  private idStart: Int32Array
  private idEnd: Int32Array
  protected parts: T[] = []
  /** The current side's ids so far. */
  private ids: Int32Array
  private lines = 0
  /** Whether the current side has any character yet ('' has no lines). */
  protected started = false

  constructor(
    protected readonly ignoreWhitespace: boolean,
    expectedLines: number,
  ) {
    let size = 16
    while (size < 2 * expectedLines) size *= 2
    const n = Math.max(16, expectedLines)
    const s = scratch
    if (s && s.slotId.length >= size) {
      // The last table's arrays: only the slots need clearing (the rest is written before it is read).
      scratch = null
      size = s.slotId.length
      this.slotId = s.slotId.fill(0)
      this.slotHash = s.slotHash
      this.idPart = s.idPart
      this.idStart = s.idStart
      this.idEnd = s.idEnd
      this.ids = s.ids
    } else {
      this.slotId = new Int32Array(size)
      this.slotHash = new Int32Array(size)
      this.idPart = new Int32Array(n)
      this.idStart = new Int32Array(n)
      this.idEnd = new Int32Array(n)
      this.ids = new Int32Array(n)
    }
    this.mask = size - 1
  }

  /** The hash of t[start, end), whitespace skipped when it is ignored. */
  protected abstract hash(t: T, start: number, end: number): number
  /** Whether t[s, e) and u[us, ue) are the same line (whitespace skipped when it is ignored). */
  protected abstract same(t: T, s: number, e: number, u: T, us: number, ue: number): boolean
  /** What follows the current side's last line break (its last line). */
  protected abstract takeTail(): T

  /** Ends the current side: its last line (what follows its last line break) is added; returns its ids. */
  endSide(): Int32Array {
    const tail = this.takeTail()
    if (this.started) {
      this.parts.push(tail)
      this.line(tail, this.parts.length - 1, 0, tail.length, this.hash(tail, 0, tail.length))
    }
    const out = this.ids.slice(0, this.lines)
    this.lines = 0
    this.started = false
    return out
  }

  /**
   * Leaves this table's arrays to the next one (up to SCRATCH_MAX_SLOTS): fresh memory costs a
   * page fault per 4 KB on first touch, 2-12 ms for a 50,000-line diff, most when another thread
   * is busy copying (the page posting the next slice). Nothing may be called after this.
   */
  release(): void {
    this.parts = []
    if (this.slotId.length <= SCRATCH_MAX_SLOTS) scratch = { slotId: this.slotId, slotHash: this.slotHash, idPart: this.idPart, idStart: this.idStart, idEnd: this.idEnd, ids: this.ids }
  }

  /** The line t[start, end) of part p, of hash h: its id (a new one for a line not seen before). */
  protected line(t: T, p: number, start: number, end: number, h: number): void {
    const { slotId, slotHash, mask } = this
    let slot = (h ^ (h >>> 15)) & mask
    let id = -1
    for (;;) {
      const s = slotId[slot]!
      if (s === 0) break
      if (slotHash[slot] === h && this.same(this.parts[this.idPart[s - 1]!]!, this.idStart[s - 1]!, this.idEnd[s - 1]!, t, start, end)) {
        id = s - 1
        break
      }
      slot = (slot + 1) & mask
    }
    if (id < 0) {
      id = this.distinct++
      slotId[slot] = id + 1
      slotHash[slot] = h
      if (id === this.idStart.length) {
        this.idPart = grow(this.idPart)
        this.idStart = grow(this.idStart)
        this.idEnd = grow(this.idEnd)
      }
      this.idPart[id] = p
      this.idStart[id] = start
      this.idEnd[id] = end
      if (2 * this.distinct > mask) this.rehash()
    }
    if (this.lines === this.ids.length) this.ids = grow(this.ids)
    this.ids[this.lines++] = id
  }

  /** Doubles the table (at half full), placing each id by its stored hash: no line is read again. */
  private rehash(): void {
    const { slotId: oldId, slotHash: oldHash } = this
    const size = 2 * oldId.length
    const mask = size - 1
    const slotId = new Int32Array(size)
    const slotHash = new Int32Array(size)
    for (let s = 0; s < oldId.length; s++) {
      if (oldId[s] === 0) continue
      const h = oldHash[s]!
      let slot = (h ^ (h >>> 15)) & mask
      while (slotId[slot] !== 0) slot = (slot + 1) & mask
      slotId[slot] = oldId[s]!
      slotHash[slot] = h
    }
    this.slotId = slotId
    this.slotHash = slotHash
    this.mask = mask
  }
}

/** Line ids from text (UTF-16 units). */
export class LineIds extends LineTable<string> {
  private tail = ''

  constructor(ignoreWhitespace: boolean, expectedLines = 1024) {
    super(ignoreWhitespace, expectedLines)
  }

  /** Adds the next part of the current side's text. */
  push(part: string): void {
    if (part === '') return
    this.started = true
    const first = part.indexOf('\n')
    // No line ends here: the part joins the unfinished line (as a rope, read once the line ends).
    if (first === -1) {
      this.tail += part
      return
    }
    const t = this.tail + part
    const p = this.parts.length
    this.parts.push(t)
    let start = 0
    for (let end = first + t.length - part.length; end !== -1; end = t.indexOf('\n', start)) {
      this.line(t, p, start, end, this.hash(t, start, end))
      start = end + 1
    }
    this.tail = t.slice(start)
  }

  protected takeTail(): string {
    const t = this.tail
    this.tail = ''
    return t
  }

  protected hash(t: string, start: number, end: number): number {
    let h = 0x811c9dc5 | 0
    if (this.ignoreWhitespace) {
      for (let i = start; i < end; i++) {
        const c = t.charCodeAt(i)
        if (!isSpace(c)) h = Math.imul(h ^ c, 16777619)
      }
    } else for (let i = start; i < end; i++) h = Math.imul(h ^ t.charCodeAt(i), 16777619)
    return h
  }

  protected same(t: string, s: number, e: number, u: string, us: number, ue: number): boolean {
    if (!this.ignoreWhitespace) {
      if (e - s !== ue - us) return false
      for (let k = 0; k < e - s; k++) if (t.charCodeAt(s + k) !== u.charCodeAt(us + k)) return false
      return true
    }
    let i = s
    let j = us
    for (;;) {
      while (i < e && isSpace(t.charCodeAt(i))) i++
      while (j < ue && isSpace(u.charCodeAt(j))) j++
      if (i === e || j === ue) return i === e && j === ue
      if (t.charCodeAt(i++) !== u.charCodeAt(j++)) return false
    }
  }
}

/**
 * Line ids from UTF-8 bytes (a well-formed text, encoded). One loop finds each line's end and
 * hashes it: `Uint8Array.indexOf` was as slow as the hashing itself (5.5 ms each for 4.2 MB in a
 * worker), so a separate search for line breaks, as `LineIds` does in text (where `indexOf` is
 * fast), would double the time.
 */
export class ByteLineIds extends LineTable<Uint8Array> {
  /** The unfinished line's bytes so far, joined once the line ends. */
  private tail: Uint8Array[] = []
  /** The hash `scan` found. */
  private h = 0

  constructor(ignoreWhitespace: boolean, expectedLines = 1024) {
    super(ignoreWhitespace, expectedLines)
  }

  /** Adds the next part of the current side's bytes. */
  push(part: Uint8Array): void {
    if (part.length === 0) return
    this.started = true
    let t = part
    if (this.tail.length) {
      // A line cut by the previous part goes on here (rare: streams cut after line breaks).
      if (part.indexOf(10) === -1) {
        this.tail.push(part)
        return
      }
      t = concatBytes([...this.tail, part])
      this.tail = []
    }
    const n = t.length
    const p = this.parts.length
    this.parts.push(t)
    let start = 0
    for (;;) {
      const end = this.scan(t, start, n)
      if (end === n) break
      this.line(t, p, start, end, this.h)
      start = end + 1
    }
    if (start < n) this.tail.push(t.subarray(start))
  }

  /** From `start`, hashes one line (whitespace skipped when ignored) into `h`; returns where it ends: its line break, or `n`. */
  private scan(t: Uint8Array, start: number, n: number): number {
    let h = 0x811c9dc5 | 0
    let i = start
    if (this.ignoreWhitespace) {
      while (i < n) {
        const c = t[i]!
        if (c === 10) break
        const s = spaceBytes(t, i, n)
        if (s) i += s
        else {
          h = Math.imul(h ^ c, 16777619)
          i++
        }
      }
    } else {
      while (i < n) {
        const c = t[i]!
        if (c === 10) break
        h = Math.imul(h ^ c, 16777619)
        i++
      }
    }
    this.h = h
    return i
  }

  protected takeTail(): Uint8Array {
    const t = this.tail.length === 1 ? this.tail[0]! : concatBytes(this.tail)
    this.tail = []
    return t
  }

  /** The hash `scan` gives (a last line holds no line break, so it is scanned to `end`). */
  protected hash(t: Uint8Array, start: number, end: number): number {
    this.scan(t, start, end)
    return this.h
  }

  protected same(t: Uint8Array, s: number, e: number, u: Uint8Array, us: number, ue: number): boolean {
    if (!this.ignoreWhitespace) {
      if (e - s !== ue - us) return false
      for (let k = 0; k < e - s; k++) if (t[s + k] !== u[us + k]) return false
      return true
    }
    let i = s
    let j = us
    for (;;) {
      for (let n = 0; i < e && (n = spaceBytes(t, i, e)); ) i += n
      for (let n = 0; j < ue && (n = spaceBytes(u, j, ue)); ) j += n
      if (i === e || j === ue) return i === e && j === ue
      if (t[i++] !== u[j++]) return false
    }
  }
}

/** `LineIds` over two whole texts: the same ids as `tokenize(splitLines(a), splitLines(b), ignoreWhitespace)`. */
export function tokenizeTexts(a: string, b: string, ignoreWhitespace: boolean) {
  // About one line per 32 characters to start with (the arrays grow if there are more).
  const ids = new LineIds(ignoreWhitespace, (a.length + b.length) >> 5)
  ids.push(a)
  const A = ids.endSide()
  ids.push(b)
  const B = ids.endSide()
  ids.release()
  return { A, B, distinct: ids.distinct }
}
