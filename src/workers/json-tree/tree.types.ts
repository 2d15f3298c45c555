/**
 * What the page and the `json-tree` worker share: the shapes of rows, summaries and answers. A
 * module of its own so the page's client takes nothing of the engine with it.
 */

export type NodeKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null'

/** One visible row of the tree (one node of the document). */
export type TreeRow = {
  /** The node's id: its place in document order (the root is 0). */
  id: number
  /** The parent's id; -1 for the root. */
  parent: number
  /** 0 for the root. */
  depth: number
  /** An object member's key (decoded), an array item's index, null for the root. */
  key: string | number | null
  kind: NodeKind
  /**
   * The value as written, up to PREVIEW_CHARS: a number's exact text (D24), `true`, `false`,
   * `null`, a string decoded (without its quotes), a container's text without its whitespace.
   */
  preview: string
  /** The preview was cut. */
  cut: boolean
  /** An object's keys, an array's items, a string's UTF-8 bytes; 0 for the other kinds. */
  size: number
  expanded: boolean
  hasChildren: boolean
  /** 1-based place among its siblings, and how many siblings there are (aria-posinset, aria-setsize). */
  posinset: number
  setsize: number
}

export type TreeSummary = {
  session: number
  /** Nodes in the document. */
  nodeCount: number
  /** Visible rows now. */
  rowCount: number
  /** Characters of the document. */
  chars: number
  rootKind: NodeKind
  /** The deepest node's depth (the root is 0). */
  maxDepth: number
}

export type RowsAnswer = { rowCount: number; rows: TreeRow[] }
/** After a change of what is expanded: the new row count and where the node asked about now is. */
export type ShapeAnswer = { rowCount: number; row: number }
export type Located = { id: number; row: number }

export type SearchAnswer = { count: number }
/** A match revealed (its ancestors expanded): its 1-based index among the matches and its row. */
export type StepAnswer = { index: number; count: number; id: number; row: number; rowCount: number }

/** A path segment: an object key or an array index. */
export type PathSegment = string | number

export type NodeInfo = {
  id: number
  kind: NodeKind
  path: PathSegment[]
  /** The node's value in the document: text.slice(start, end) is its JSON text as written. */
  start: number
  end: number
}

/** The error a call on a session the worker no longer holds rejects with (it is sent the document again). */
export const UNKNOWN_SESSION = 'json-tree: the worker does not hold this document'
