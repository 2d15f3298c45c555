/** Shapes and constants of the `diff` engine's results, free of the engine's code (the page imports these). */

export type DiffJob = { a: string; b: string; ignoreWhitespace?: boolean }

/** Block kinds in `DiffSummary.blocks`. */
export const EQUAL = 0
export const CHANGE = 1

/**
 * What the engine returns (from the worker, a few typed arrays and numbers: the texts stay where
 * they are, on the page, and the page builds what it shows from them and these blocks).
 */
export type DiffSummary = {
  identical: boolean
  /** Flattened blocks of 5 numbers: kind (EQUAL or CHANGE), aStart, aLength, bStart, bLength (0-based lines). */
  blocks: Int32Array
  linesA: number
  linesB: number
  added: number
  removed: number
  /** False when GNU diff's cost cut-off split a stretch: the listing is valid but may not be minimal. */
  precise: boolean
}

/** A summary with the texts it was computed from and the listings a view shows (built on the page, on first use). */
export type DiffResult = DiffSummary & {
  /** The texts that were compared (as given), so a view always matches its result. */
  a: string
  b: string
  /** The listings, each built when first read; word marks are computed per row when first shown. */
  views: { readonly split: [DiffSide, DiffSide]; readonly unified: DiffSide }
}

/** The lines of a text: '' has none; a final newline leaves an empty last line, as editors show it. */
export const splitLines = (text: string): string[] => (text === '' ? [] : text.split('\n'))

/** Row kinds of a view's listing. */
export const ROW_SAME = 0
export const ROW_REMOVED = 1
export const ROW_ADDED = 2
/** An empty row standing in for a line the other side does not have (side by side). */
export const ROW_FILLER = 3

/** One listing: its rows (one line each) and, per row, its kind, line numbers and word marks. */
export type DiffSide = {
  /** The text of each row (a row never holds a line break). */
  lines: string[]
  kind: Uint8Array
  /** Line numbers in the original (a) and modified (b) text, 0 for none. */
  oldNo: Int32Array
  newNo: Int32Array
  /** Row r's changed words as flattened from, to pairs (UTF-16 offsets in the row), empty for none; computed on first call. */
  marksAt(row: number): readonly number[]
}

/** Calls `each` for every block of `blocks` (5 numbers each: kind, aStart, aLength, bStart, bLength). */
export function forEachBlock(blocks: Int32Array, each: (equal: boolean, as: number, al: number, bs: number, bl: number) => void): void {
  for (let i = 0; i < blocks.length; i += 5) each(blocks[i] === EQUAL, blocks[i + 1]!, blocks[i + 2]!, blocks[i + 3]!, blocks[i + 4]!)
}
