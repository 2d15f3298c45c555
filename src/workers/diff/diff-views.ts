import { diffWordsWithSpace } from 'diff'
import { EQUAL, forEachBlock, ROW_ADDED, ROW_FILLER, ROW_REMOVED, ROW_SAME, splitLines, type DiffJob, type DiffResult, type DiffSide, type DiffSummary } from './diff.types'

/**
 * The page's side of a diff: the engine sends only its blocks (DiffSummary); the listings a view
 * shows are built here from the texts the page already holds, each on first use (side by side or
 * unified, whichever is shown), as arrays of references to the lines (no text is copied or joined:
 * CodeMirror takes the rows as they are). Word-level highlights inside a changed pair of lines are
 * computed for a row when it is first shown, so their cost follows what is on screen, not the size
 * of the diff.
 */

/** Word highlights only for lines up to this many UTF-16 units (longer ones would cost too much). */
export const MAX_INLINE_LINE = 2_000

/** Word-level highlights inside one changed pair of lines, or null when they would not help. */
export function inlineRanges(la: string, lb: string): { a: number[]; b: number[] } | null {
  if (la.length > MAX_INLINE_LINE || lb.length > MAX_INLINE_LINE) return null
  const parts = diffWordsWithSpace(la, lb, { maxEditLength: 200 })
  if (!parts) return null
  const a: number[] = []
  const b: number[] = []
  let pa = 0
  let pb = 0
  let common = 0
  for (const part of parts) {
    const len = part.value.length
    if (part.added) {
      b.push(pb, pb + len)
      pb += len
    } else if (part.removed) {
      a.push(pa, pa + len)
      pa += len
    } else {
      if (part.value.trim()) common += len
      pa += len
      pb += len
    }
  }
  // Lines with nothing in common are simply replaced: highlighting all of both says nothing.
  if (common === 0) return null
  return { a, b }
}

const NONE: readonly number[] = []
/** A row's text as the view shows it: a CRLF text's lines lose their '\r' (as an editor shows them). */
const shown = (line: string) => (line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line)

/** Word marks of changed pairs, computed once per pair (both listings share them). */
class InlineCache {
  private cache = new Map<number, { a: number[]; b: number[] } | null>()
  constructor(
    private a: string[],
    private b: string[],
  ) {}
  /** Marks of pair (a line ia, b line ib) on side 0 (a) or 1 (b). */
  get(ia: number, ib: number, side: 0 | 1): readonly number[] {
    let r = this.cache.get(ia)
    if (r === undefined) this.cache.set(ia, (r = inlineRanges(this.a[ia]!, this.b[ib]!)))
    return r ? (side === 0 ? r.a : r.b) : NONE
  }
}

/** Fills one listing row by row; sizes are known up front, so everything is preallocated. */
class SideBuilder {
  private lines: string[]
  private kind: Uint8Array
  private oldNo: Int32Array
  private newNo: Int32Array
  /** The other line of a changed pair (0-based, in the other text), or -1. */
  private partner: Int32Array
  private row = 0
  constructor(rows: number) {
    this.lines = new Array<string>(rows)
    this.kind = new Uint8Array(rows)
    this.oldNo = new Int32Array(rows)
    this.newNo = new Int32Array(rows)
    this.partner = new Int32Array(rows).fill(-1)
  }
  push(text: string, kind: number, oldNo: number, newNo: number, partner = -1) {
    const r = this.row++
    this.lines[r] = shown(text)
    this.kind[r] = kind
    this.oldNo[r] = oldNo
    this.newNo[r] = newNo
    this.partner[r] = partner
  }
  done(inline: InlineCache): DiffSide {
    const { kind, oldNo, newNo, partner } = this
    return {
      lines: this.lines,
      kind,
      oldNo,
      newNo,
      marksAt(row) {
        const p = partner[row]
        if (p === undefined || p < 0) return NONE
        if (kind[row] === ROW_REMOVED) return inline.get(oldNo[row]! - 1, p, 0)
        if (kind[row] === ROW_ADDED) return inline.get(p, newNo[row]! - 1, 1)
        return NONE
      },
    }
  }
}

/** Builds the side-by-side pair of listings (aligned with filler rows). */
export function buildSplit(a: string[], b: string[], blocks: Int32Array, inline: InlineCache): [DiffSide, DiffSide] {
  let rows = 0
  for (let i = 0; i < blocks.length; i += 5) rows += Math.max(blocks[i + 2]!, blocks[i + 4]!)
  const left = new SideBuilder(rows)
  const right = new SideBuilder(rows)
  forEachBlock(blocks, (equal, as, al, bs, bl) => {
    if (equal) {
      for (let k = 0; k < al; k++) {
        left.push(a[as + k]!, ROW_SAME, as + k + 1, 0)
        right.push(b[bs + k]!, ROW_SAME, 0, bs + k + 1)
      }
      return
    }
    const pairs = Math.min(al, bl)
    for (let k = 0; k < Math.max(al, bl); k++) {
      if (k < al) left.push(a[as + k]!, ROW_REMOVED, as + k + 1, 0, k < pairs ? bs + k : -1)
      else left.push('', ROW_FILLER, 0, 0)
      if (k < bl) right.push(b[bs + k]!, ROW_ADDED, 0, bs + k + 1, k < pairs ? as + k : -1)
      else right.push('', ROW_FILLER, 0, 0)
    }
  })
  return [left.done(inline), right.done(inline)]
}

/** Builds the unified listing: equal rows, and each change's removed rows then its added rows. */
export function buildUnified(a: string[], b: string[], blocks: Int32Array, inline: InlineCache): DiffSide {
  let rows = 0
  for (let i = 0; i < blocks.length; i += 5) rows += blocks[i] === EQUAL ? blocks[i + 2]! : blocks[i + 2]! + blocks[i + 4]!
  const u = new SideBuilder(rows)
  forEachBlock(blocks, (equal, as, al, bs, bl) => {
    if (equal) {
      for (let k = 0; k < al; k++) u.push(a[as + k]!, ROW_SAME, as + k + 1, bs + k + 1)
      return
    }
    const pairs = Math.min(al, bl)
    for (let k = 0; k < al; k++) u.push(a[as + k]!, ROW_REMOVED, as + k + 1, 0, k < pairs ? bs + k : -1)
    for (let k = 0; k < bl; k++) u.push(b[bs + k]!, ROW_ADDED, 0, bs + k + 1, k < pairs ? as + k : -1)
  })
  return u.done(inline)
}

/**
 * The result a view shows: the engine's summary with the texts of the job it answered (the page's
 * own strings) and the listings, each built when first read.
 */
export function toResult(job: DiffJob, summary: DiffSummary): DiffResult {
  let lines: { a: string[]; b: string[]; inline: InlineCache } | null = null
  const source = () => {
    if (!lines) {
      const a = splitLines(job.a)
      const b = splitLines(job.b)
      lines = { a, b, inline: new InlineCache(a, b) }
    }
    return lines
  }
  let split: [DiffSide, DiffSide] | null = null
  let unified: DiffSide | null = null
  return {
    ...summary,
    a: job.a,
    b: job.b,
    views: {
      get split() {
        const s = source()
        return (split ??= buildSplit(s.a, s.b, summary.blocks, s.inline))
      },
      get unified() {
        const s = source()
        return (unified ??= buildUnified(s.a, s.b, summary.blocks, s.inline))
      },
    },
  }
}
