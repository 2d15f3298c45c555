import { EQUAL, ROW_FILLER, ROW_SAME } from './diff.types'

/**
 * Navigation over a diff listing (issue 21, item 6), pure so it runs in node: the list of changes
 * (runs of changed rows), the unchanged runs folded down to a few lines of context, where each
 * change sits on the scrollbar strip, and which change Previous / Next go to. Rows are the rows of
 * a view's listing (`DiffSide`): the side-by-side pair shares its rows, the unified listing has its
 * own; both have the same changes, in the same order.
 */

/** Flags of a change: it removes lines, adds lines, or both. */
export const CHANGE_REMOVES = 1
export const CHANGE_ADDS = 2

/** One change: rows `from` .. `to - 1` of the listing. */
export type Change = { from: number; to: number; flags: number }
/** A folded run of unchanged rows: rows `from` .. `to - 1` are hidden behind one bar. */
export type Fold = { from: number; to: number }

/** Lines of context kept around each change, and the fewest lines worth folding (as @codemirror/merge). */
export const FOLD_CONTEXT = 3
export const FOLD_MIN = 4

const FLAG = [0, CHANGE_REMOVES, CHANGE_ADDS, 0]

/**
 * The changes of a listing, read row by row: maximal runs of rows that are not unchanged in any of
 * the given row kinds (one array for the unified listing, the two aligned sides for side by side).
 * The view uses `changesFromBlocks`, which gives the same list without reading every row.
 */
export function changeList(kinds: readonly Uint8Array[]): Change[] {
  const rows = kinds[0]?.length ?? 0
  const out: Change[] = []
  let open: Change | null = null
  for (let r = 0; r < rows; r++) {
    let flags = 0
    let changed = false
    for (const k of kinds) {
      const kind = k[r] ?? ROW_SAME
      if (kind !== ROW_SAME) changed = true
      if (kind !== ROW_FILLER) flags |= FLAG[kind] ?? 0
    }
    if (changed) {
      if (!open) out.push((open = { from: r, to: r + 1, flags }))
      else {
        open.to = r + 1
        open.flags |= flags
      }
    } else open = null
  }
  return out
}

/**
 * The same list straight from a result's blocks (kind, aStart, aLength, bStart, bLength), without
 * reading every row: side by side a change takes max(aLength, bLength) rows (fillers pad the shorter
 * side), unified aLength + bLength. Linear in the number of blocks, so cheap on the main thread.
 */
export function changesFromBlocks(blocks: Int32Array, mode: 'split' | 'unified'): Change[] {
  const out: Change[] = []
  let row = 0
  for (let i = 0; i < blocks.length; i += 5) {
    const al = blocks[i + 2]!
    const bl = blocks[i + 4]!
    if (blocks[i] === EQUAL) {
      row += al
      continue
    }
    const rows = mode === 'split' ? Math.max(al, bl) : al + bl
    if (rows > 0) out.push({ from: row, to: row + rows, flags: (al > 0 ? CHANGE_REMOVES : 0) | (bl > 0 ? CHANGE_ADDS : 0) })
    row += rows
  }
  return out
}

/**
 * The unchanged runs to fold: every run keeps `context` rows next to each change and folds the rest
 * when at least `min` rows would be hidden. With no change at all nothing is folded.
 */
export function foldRanges(changes: readonly Change[], rows: number, context = FOLD_CONTEXT, min = FOLD_MIN): Fold[] {
  if (changes.length === 0) return []
  const out: Fold[] = []
  const consider = (start: number, end: number) => {
    const from = start === 0 ? 0 : start + context
    const to = end === rows ? rows : end - context
    if (to - from >= min) out.push({ from, to })
  }
  let prev = 0
  for (const c of changes) {
    consider(prev, c.from)
    prev = c.to
  }
  consider(prev, rows)
  return out
}

/** The folds still folded: none when everything is shown, else those not expanded (by index). */
export function activeFolds(folds: readonly Fold[], expanded: ReadonlySet<number>, showAll: boolean): { fold: Fold; index: number }[] {
  if (showAll) return []
  const out: { fold: Fold; index: number }[] = []
  folds.forEach((fold, index) => {
    if (!expanded.has(index)) out.push({ fold, index })
  })
  return out
}

/**
 * Maps rows to their vertical position in the folded listing, in row heights: a fold's rows all
 * sit at its bar, which is `barRows` rows tall. `folds` must be sorted and disjoint.
 */
export class FoldedLayout {
  /** Position of the start of each fold, and how many rows the listing has shrunk before its end. */
  private starts: number[] = []
  private shrinkAfter: number[] = []
  readonly height: number
  constructor(
    private folds: readonly Fold[],
    rows: number,
    barRows: number,
  ) {
    let shrink = 0
    for (const f of folds) {
      this.starts.push(f.from)
      shrink += f.to - f.from - barRows
      this.shrinkAfter.push(shrink)
    }
    this.height = rows - shrink
  }
  /** The position of the top of a row. */
  top(row: number): number {
    // The last fold starting at or before the row.
    let lo = 0
    let hi = this.starts.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.starts[mid]! <= row) lo = mid + 1
      else hi = mid
    }
    const i = lo - 1
    if (i < 0) return row
    const f = this.folds[i]!
    const before = i > 0 ? this.shrinkAfter[i - 1]! : 0
    if (row < f.to) return f.from - before
    return row - this.shrinkAfter[i]!
  }
}

/** A mark on the scrollbar strip, in pixels of the strip; close changes share one mark (its first change is `index`). */
export type ScrollMark = { top: number; height: number; index: number; count: number; flags: number }

/**
 * Where the changes sit on a strip of `trackPx` pixels beside the scroller: each change at its
 * relative position in the folded listing, at least `minPx` tall. Marks that would overlap are
 * merged, so a 50,000-line diff with 16,000 changes draws a few hundred marks, not 16,000.
 */
export function scrollMarks(changes: readonly Change[], layout: FoldedLayout, trackPx: number, minPx = 3): ScrollMark[] {
  if (trackPx <= 0 || layout.height <= 0) return []
  const scale = trackPx / layout.height
  const out: ScrollMark[] = []
  // The real bottom of the last mark: a mark grows by the changes it takes in, not by its minimum
  // height, so a run of dense changes gives a mark every `minPx`, not one long mark.
  let lastBottom = 0
  changes.forEach((c, index) => {
    const top = layout.top(c.from) * scale
    const bottom = layout.top(c.to) * scale
    const last = out[out.length - 1]
    if (last && top < last.top + last.height) {
      lastBottom = Math.max(lastBottom, bottom)
      last.height = Math.max(minPx, lastBottom - last.top)
      last.count++
      last.flags |= c.flags
      return
    }
    lastBottom = bottom
    out.push({ top, height: Math.max(minPx, bottom - top), index, count: 1, flags: c.flags })
  })
  // A mark at the very end stays inside the strip.
  for (const m of out) if (m.top + m.height > trackPx) m.top = Math.max(0, trackPx - m.height)
  return out
}

/**
 * The change Previous (dir -1) or Next (dir 1) goes to. From a current change, the one before or
 * after it (none past either end). With none chosen yet, the nearest one from the top row in view:
 * Next the first change not above it, Previous the last change starting above it (else the first).
 */
export function stepChange(changes: readonly Change[], current: number | null, dir: 1 | -1, topRow: number): number | null {
  const n = changes.length
  if (n === 0) return null
  if (current !== null) {
    const next = current + dir
    return next >= 0 && next < n ? next : null
  }
  if (dir === 1) {
    const i = changes.findIndex((c) => c.to > topRow)
    return i < 0 ? n - 1 : i
  }
  for (let i = n - 1; i >= 0; i--) if (changes[i]!.from < topRow) return i
  return 0
}

/** The counter beside the buttons. */
export function changeCounter(current: number | null, total: number): string {
  const t = total.toLocaleString('en-US')
  if (current === null) return total === 1 ? '1 change' : `${t} changes`
  return `Change ${(current + 1).toLocaleString('en-US')} of ${t}`
}

/** The label of a fold's bar. */
export const expandLabel = (lines: number) => `Expand ${lines.toLocaleString('en-US')} unchanged ${lines === 1 ? 'line' : 'lines'}`
