/** Shapes and constants of the `diff` engine's results, free of the engine's code (the page imports these). */

export type DiffJob = { a: string; b: string; ignoreWhitespace?: boolean }

/** Block kinds in `DiffResult.blocks`. */
export const EQUAL = 0
export const CHANGE = 1

export type DiffResult = {
  /** The texts that were compared (as given), so a view always matches its result. */
  a: string
  b: string
  identical: boolean
  /** Flattened blocks of 5 numbers: kind (EQUAL or CHANGE), aStart, aLength, bStart, bLength (0-based lines). */
  blocks: Int32Array
  /** Flattened word-level highlights of 4 numbers: side (0 = a, 1 = b), line (0-based), from, to (UTF-16 offsets in the line). */
  inline: Int32Array
  linesA: number
  linesB: number
  added: number
  removed: number
  /** The listings a view shows, built in the worker so the page only hands them to its editors. */
  views: { split: [DiffSide, DiffSide]; unified: DiffSide }
  /** False when a stretch was too costly to align line by line and was reported as replaced as a whole. */
  precise: boolean
}

/** The lines of a text: '' has none; a final newline leaves an empty last line, as editors show it. */
export const splitLines = (text: string): string[] => (text === '' ? [] : text.split('\n'))

/** Row kinds of a view's listing. */
export const ROW_SAME = 0
export const ROW_REMOVED = 1
export const ROW_ADDED = 2
/** An empty row standing in for a line the other side does not have (side by side). */
export const ROW_FILLER = 3

/** One listing: its text (one row per line) and, per row, its kind, line numbers and word marks. */
export type DiffSide = {
  text: string
  kind: Uint8Array
  /** Line numbers in the original (a) and modified (b) text, 0 for none. */
  oldNo: Int32Array
  newNo: Int32Array
  /** Row r's word marks are pairs markStart[r] .. markStart[r + 1] - 1 of `marks` (flattened from, to). */
  markStart: Int32Array
  marks: Int32Array
}
