import type { ProgressFn } from '../core/types'
import {
  UNKNOWN_SESSION,
  type Located,
  type NodeInfo,
  type NodeKind,
  type PathSegment,
  type RowsAnswer,
  type SearchAnswer,
  type ShapeAnswer,
  type StepAnswer,
  type TreeRow,
  type TreeSummary,
} from './tree.types'

/**
 * The `json-tree` engine (issue 18): the collapsible tree of a JSON document of any size (up to a
 * couple of hundred MB), built in its worker.
 *
 * One structural scan of the text builds a compact index in typed arrays, never a JS object per
 * node and never `JSON.parse` of the whole document. Nodes are numbered in document order
 * (pre-order), so a node's descendants are the ids right after it, up to `end[id]`; its first child
 * is id + 1 and its next sibling is `end[id]`. Per node: kind (and two flags saying its key or its
 * string value holds escapes), parent, end, child count, place in its parent, the offset of its key
 * (object members) and the offsets of its value in the text. Values are read from the text only
 * when a row shows them, so numbers keep their digits as written (D24).
 *
 * The visible rows are one sorted Int32Array of node ids (document order is row order), spliced
 * when a node is expanded or collapsed; a node's row is found by binary search.
 */

export type { NodeInfo, NodeKind, PathSegment, RowsAnswer, SearchAnswer, ShapeAnswer, StepAnswer, TreeRow, TreeSummary } from './tree.types'

/** A row's preview holds at most this many characters of the value. */
export const PREVIEW_CHARS = 200
/** On open, the root's children are expanded too when that shows at most this many rows. */
export const OPEN_ROWS_LIMIT = 1000

const OBJECT = 0
const ARRAY = 1
const STRING = 2
const NUMBER = 3
const BOOLEAN = 4
const NULL = 5
const KIND_MASK = 0x0f
/** The string value holds a backslash escape (its raw text is not its value). */
const VALUE_ESCAPED = 0x10
/** The key holds a backslash escape. */
const KEY_ESCAPED = 0x20

const KIND_NAMES: NodeKind[] = ['object', 'array', 'string', 'number', 'boolean', 'null']

/** Progress is reported every this many characters scanned. */
const REPORT_EVERY = 1 << 20

const QUOTE = 34
const BACKSLASH = 92

/** The document is not JSON where the scan stopped (the screen only sends validated documents). */
export class TreeSyntaxError extends Error {
  constructor(readonly offset: number) {
    super(`Not valid JSON at character ${offset + 1}`)
    this.name = 'TreeSyntaxError'
  }
}

/** The compact index of one document. */
export type TreeIndex = {
  text: string
  nodeCount: number
  kinds: Uint8Array
  parent: Int32Array
  end: Int32Array
  count: Int32Array
  index: Int32Array
  /** The offset of the key's opening quote; -1 for the root and array items. */
  keyStart: Int32Array
  valueStart: Int32Array
  valueEnd: Int32Array
  maxDepth: number
}

function grow<T extends Int32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size)
  b.set(a)
  return b
}

/** From the opening quote at `i`: the offset after the closing quote, or -1 when there is none. */
function stringEnd(text: string, i: number): number {
  let from = i + 1
  for (;;) {
    const q = text.indexOf('"', from)
    if (q < 0) return -1
    let k = q - 1
    while (text.charCodeAt(k) === BACKSLASH) k--
    if (((q - 1 - k) & 1) === 0) return q + 1
    from = q + 1
  }
}

function skipWs(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i)
    if (c === 32 || c === 10 || c === 13 || c === 9) i++
    else return i
  }
}

/**
 * Scans `text` once and indexes every value in it. Throws TreeSyntaxError where the text is not
 * JSON (the structure is checked; the text inside strings and numbers is taken as it is).
 */
export function buildIndex(text: string, progress?: ProgressFn): TreeIndex {
  const len = text.length
  let cap = Math.max(256, Math.ceil(len / 24))
  let kinds = new Uint8Array(cap)
  let parent = new Int32Array(cap)
  let end = new Int32Array(cap)
  let count = new Int32Array(cap)
  let index = new Int32Array(cap)
  let keyStart = new Int32Array(cap)
  let valueStart = new Int32Array(cap)
  let valueEnd = new Int32Array(cap)
  let n = 0
  let maxDepth = 0
  // The next backslash at or after the scan (-1: none left), so telling whether a string holds
  // escapes stays linear in the text.
  let backslash = text.indexOf('\\')
  const stack: number[] = []
  let i = skipWs(text, text.charCodeAt(0) === 0xfeff ? 1 : 0)
  let pendingKey = -1
  let pendingKeyEscaped = false
  let nextReport = REPORT_EVERY

  scan: for (;;) {
    // A value starts at i.
    if (n === cap) {
      cap = Math.ceil(cap * 1.5) + 16
      kinds = grow(kinds, cap)
      parent = grow(parent, cap)
      end = grow(end, cap)
      count = grow(count, cap)
      index = grow(index, cap)
      keyStart = grow(keyStart, cap)
      valueStart = grow(valueStart, cap)
      valueEnd = grow(valueEnd, cap)
    }
    if (i >= nextReport && progress) {
      progress({ done: i, total: len })
      nextReport = i + REPORT_EVERY
    }
    const id = n++
    const top = stack.length > 0 ? stack[stack.length - 1]! : -1
    parent[id] = top
    if (top >= 0) {
      const c = count[top]!
      index[id] = c
      count[top] = c + 1
    } else index[id] = 0
    keyStart[id] = pendingKey
    valueStart[id] = i
    const c = text.charCodeAt(i)
    let kind: number
    if (c === 123 /* { */ || c === 91 /* [ */) {
      kind = c === 123 ? OBJECT : ARRAY
    } else if (c === QUOTE) {
      const e = stringEnd(text, i)
      if (e < 0) throw new TreeSyntaxError(i)
      if (backslash >= 0 && backslash < i) backslash = text.indexOf('\\', i)
      kind = backslash >= 0 && backslash < e ? STRING | VALUE_ESCAPED : STRING
      i = e
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      let j = i + 1
      for (;;) {
        const d = text.charCodeAt(j)
        if ((d >= 48 && d <= 57) || d === 46 || d === 101 || d === 69 || d === 43 || d === 45) j++
        else break
      }
      i = j
      kind = NUMBER
    } else if (c === 116 /* t */ && text.startsWith('true', i)) {
      i += 4
      kind = BOOLEAN
    } else if (c === 102 /* f */ && text.startsWith('false', i)) {
      i += 5
      kind = BOOLEAN
    } else if (c === 110 /* n */ && text.startsWith('null', i)) {
      i += 4
      kind = NULL
    } else {
      throw new TreeSyntaxError(i)
    }
    kinds[id] = pendingKeyEscaped ? kind | KEY_ESCAPED : kind
    let justOpened = false
    if (kind <= ARRAY) {
      count[id] = 0
      stack.push(id)
      if (stack.length > maxDepth) maxDepth = stack.length
      i = skipWs(text, i + 1)
      justOpened = true
    } else {
      valueEnd[id] = i
      end[id] = id + 1
      i = skipWs(text, i)
    }

    // After a value, or just inside a container: close containers, or find where the next value starts.
    pendingKey = -1
    pendingKeyEscaped = false
    for (;;) {
      if (stack.length === 0) {
        if (i < len) throw new TreeSyntaxError(i)
        break scan
      }
      const t = stack[stack.length - 1]!
      const isObject = (kinds[t]! & KIND_MASK) === OBJECT
      const d = text.charCodeAt(i)
      if (d === (isObject ? 125 /* } */ : 93) /* ] */) {
        valueEnd[t] = i + 1
        end[t] = n
        stack.pop()
        i = skipWs(text, i + 1)
        justOpened = false
        continue
      }
      if (!justOpened) {
        if (d !== 44 /* , */) throw new TreeSyntaxError(i)
        i = skipWs(text, i + 1)
      }
      if (isObject) {
        if (text.charCodeAt(i) !== QUOTE) throw new TreeSyntaxError(i)
        const e = stringEnd(text, i)
        if (e < 0) throw new TreeSyntaxError(i)
        if (backslash >= 0 && backslash < i) backslash = text.indexOf('\\', i)
        pendingKeyEscaped = backslash >= 0 && backslash < e
        pendingKey = i
        i = skipWs(text, e)
        if (text.charCodeAt(i) !== 58 /* : */) throw new TreeSyntaxError(i)
        i = skipWs(text, i + 1)
      }
      break
    }
  }

  progress?.({ done: len, total: len })
  const cut = <T extends Int32Array | Uint8Array>(a: T): T => (a.length === n ? a : (a.slice(0, n) as T))
  return {
    text,
    nodeCount: n,
    kinds: cut(kinds),
    parent: cut(parent),
    end: cut(end),
    count: cut(count),
    index: cut(index),
    keyStart: cut(keyStart),
    valueStart: cut(valueStart),
    valueEnd: cut(valueEnd),
    maxDepth,
  }
}

/* ------------------------------------------------------------------------------------ decoding */

const ESCAPES: Record<number, string> = { 34: '"', 92: '\\', 47: '/', 98: '\b', 102: '\f', 110: '\n', 114: '\r', 116: '\t' }

/**
 * The decoded text of a JSON string's content text[from, to) (between its quotes), at most `limit`
 * characters of it; `cut` says whether more followed.
 */
export function decodeString(text: string, from: number, to: number, limit = Infinity): { value: string; cut: boolean } {
  let out = ''
  let i = from
  let run = from
  while (i < to && out.length + (i - run) < limit) {
    if (text.charCodeAt(i) !== BACKSLASH) {
      i++
      continue
    }
    out += text.slice(run, i)
    const e = text.charCodeAt(i + 1)
    if (e === 117 /* u */) {
      out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16))
      i += 6
    } else {
      out += ESCAPES[e] ?? text.charAt(i + 1)
      i += 2
    }
    run = i
  }
  out += text.slice(run, i)
  const cut = i < to
  // A cut preview never ends on half a surrogate pair.
  if (cut && out.length > 0) {
    const last = out.charCodeAt(out.length - 1)
    if (last >= 0xd800 && last <= 0xdbff) out = out.slice(0, -1)
  }
  return { value: out, cut }
}

/** UTF-8 bytes of the UTF-16 text s[from, to). */
export function utf8Length(s: string, from = 0, to = s.length): number {
  let bytes = 0
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x80) bytes += 1
    else if (c < 0x800) bytes += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

/** A container's text with the whitespace between tokens left out, up to `limit` characters. */
function compactText(text: string, from: number, to: number, limit: number): { value: string; cut: boolean } {
  let out = ''
  let i = from
  while (i < to && out.length < limit) {
    const c = text.charCodeAt(i)
    if (c === 32 || c === 10 || c === 13 || c === 9) {
      i++
      continue
    }
    let j = i + 1
    if (c === QUOTE) {
      // A string, copied as written (escapes included).
      for (;;) {
        const q = text.indexOf('"', j)
        if (q < 0 || q >= to) {
          j = to
          break
        }
        let k = q - 1
        while (text.charCodeAt(k) === BACKSLASH) k--
        j = q + 1
        if ((q - 1 - k) % 2 === 0) break
      }
    } else {
      while (j < to) {
        const d = text.charCodeAt(j)
        if (d === 32 || d === 10 || d === 13 || d === 9 || d === QUOTE) break
        j++
      }
    }
    const stop = Math.min(j, i + (limit - out.length))
    out += text.slice(i, stop)
    i = stop
  }
  return { value: out, cut: i < to }
}

/* -------------------------------------------------------------------------------------- the doc */

/**
 * One document held by the worker: its index, what is expanded, the visible rows and the last
 * search.
 */
export class TreeDoc {
  readonly ix: TreeIndex
  private readonly expanded: Uint8Array
  private rows: Int32Array
  private matches: Int32Array = new Int32Array(0)
  private query = ''
  private cursor = -1
  private readonly bytesCache = new Map<number, number>()

  constructor(ix: TreeIndex) {
    this.ix = ix
    this.expanded = new Uint8Array(ix.nodeCount)
    this.rows = new Int32Array(0)
    this.openDefault()
  }

  static fromText(text: string, progress?: ProgressFn): TreeDoc {
    return new TreeDoc(buildIndex(text, progress))
  }

  get rowCount(): number {
    return this.rows.length
  }

  kindOf(id: number): NodeKind {
    return KIND_NAMES[this.ix.kinds[id]! & KIND_MASK]!
  }

  private isContainer(id: number): boolean {
    return (this.ix.kinds[id]! & KIND_MASK) <= ARRAY
  }

  private hasChildren(id: number): boolean {
    return this.ix.end[id]! > id + 1
  }

  summary(session: number): TreeSummary {
    return { session, nodeCount: this.ix.nodeCount, rowCount: this.rows.length, chars: this.ix.text.length, rootKind: this.kindOf(0), maxDepth: this.ix.maxDepth }
  }

  /** On open: the root expanded, and its children too when that shows at most OPEN_ROWS_LIMIT rows. */
  private openDefault() {
    const { end, count } = this.ix
    let shown = 1 + (this.isContainer(0) ? count[0]! : 0)
    for (let c = 1; c < end[0]! && shown <= OPEN_ROWS_LIMIT; c = end[c]!) if (this.isContainer(c)) shown += count[c]!
    this.expandToDepth(shown <= OPEN_ROWS_LIMIT ? 2 : 1)
  }

  /* ------------------------------------------------------------------------------ rows */

  /** Rebuilds the visible rows from the expanded flags: document order, collapsed subtrees skipped. */
  private rebuild() {
    const { end, nodeCount } = this.ix
    const ex = this.expanded
    let out = new Int32Array(Math.min(nodeCount, 1024))
    let k = 0
    for (let i = 0; i < nodeCount; ) {
      if (k === out.length) out = grow(out, Math.min(nodeCount, out.length * 2))
      out[k++] = i
      i = ex[i] ? i + 1 : end[i]!
    }
    this.rows = out.length === k ? out : out.slice(0, k)
  }

  /** The row of a visible node, or -1. */
  rowOf(id: number): number {
    const rows = this.rows
    let lo = 0
    let hi = rows.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      const v = rows[mid]!
      if (v === id) return mid
      if (v < id) lo = mid + 1
      else hi = mid - 1
    }
    return -1
  }

  /** The first row whose node id is at least `id`. */
  private rowAtOrAfter(id: number): number {
    const rows = this.rows
    let lo = 0
    let hi = rows.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (rows[mid]! < id) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  depthOf(id: number): number {
    let d = 0
    for (let p = this.ix.parent[id]!; p >= 0; p = this.ix.parent[p]!) d++
    return d
  }

  row(id: number): TreeRow {
    const { kinds, parent, count, index } = this.ix
    const k = kinds[id]! & KIND_MASK
    const p = parent[id]!
    const container = k <= ARRAY
    const { value, cut } = this.preview(id)
    return {
      id,
      parent: p,
      depth: this.depthOf(id),
      key: p < 0 ? null : (kinds[p]! & KIND_MASK) === ARRAY ? index[id]! : this.key(id),
      kind: KIND_NAMES[k]!,
      preview: value,
      cut,
      size: container ? count[id]! : k === STRING ? this.stringBytes(id) : 0,
      expanded: container && this.expanded[id] === 1,
      hasChildren: this.hasChildren(id),
      posinset: index[id]! + 1,
      setsize: p < 0 ? 1 : count[p]!,
    }
  }

  rowsAt(from: number, count: number): RowsAnswer {
    const start = Math.max(0, Math.min(from, this.rows.length))
    const stop = Math.max(start, Math.min(this.rows.length, from + count))
    const rows: TreeRow[] = []
    for (let r = start; r < stop; r++) rows.push(this.row(this.rows[r]!))
    return { rowCount: this.rows.length, rows }
  }

  /** An object member's key, decoded (the whole key). */
  key(id: number): string {
    const ks = this.ix.keyStart[id]!
    if (ks < 0) return ''
    const ke = this.closingQuote(ks)
    if (!(this.ix.kinds[id]! & KEY_ESCAPED)) return this.ix.text.slice(ks + 1, ke)
    return decodeString(this.ix.text, ks + 1, ke).value
  }

  /** The offset of the closing quote of the string opening at `open`. */
  private closingQuote(open: number): number {
    const text = this.ix.text
    let from = open + 1
    for (;;) {
      const q = text.indexOf('"', from)
      let k = q - 1
      while (text.charCodeAt(k) === BACKSLASH) k--
      if ((q - 1 - k) % 2 === 0) return q
      from = q + 1
    }
  }

  private preview(id: number): { value: string; cut: boolean } {
    const { text, kinds, valueStart, valueEnd } = this.ix
    const k = kinds[id]! & KIND_MASK
    const vs = valueStart[id]!
    const ve = valueEnd[id]!
    if (k === STRING) {
      if (kinds[id]! & VALUE_ESCAPED) return decodeString(text, vs + 1, ve - 1, PREVIEW_CHARS)
      let stop = Math.min(ve - 1, vs + 1 + PREVIEW_CHARS)
      const cut = stop < ve - 1
      if (cut) {
        const last = text.charCodeAt(stop - 1)
        if (last >= 0xd800 && last <= 0xdbff) stop--
      }
      return { value: text.slice(vs + 1, stop), cut }
    }
    if (k <= ARRAY) return compactText(text, vs, ve, PREVIEW_CHARS)
    const cut = ve - vs > PREVIEW_CHARS
    return { value: text.slice(vs, cut ? vs + PREVIEW_CHARS : ve), cut }
  }

  /** The UTF-8 size of a string value, decoded. */
  private stringBytes(id: number): number {
    const { text, kinds, valueStart, valueEnd } = this.ix
    const vs = valueStart[id]!
    const ve = valueEnd[id]!
    const long = ve - vs > 4096
    if (long) {
      const hit = this.bytesCache.get(id)
      if (hit !== undefined) return hit
    }
    const bytes = kinds[id]! & VALUE_ESCAPED ? utf8Length(JSON.parse(text.slice(vs, ve)) as string) : utf8Length(text, vs + 1, ve - 1)
    if (long) this.bytesCache.set(id, bytes)
    return bytes
  }

  /* ---------------------------------------------------------------------- expanding */

  /** Expands or collapses a container; answers the new row count and the node's row. */
  toggle(id: number, open?: boolean): ShapeAnswer {
    if (id < 0 || id >= this.ix.nodeCount) throw new RangeError(`No node ${id}`)
    const want = open ?? this.expanded[id] !== 1
    if (!this.isContainer(id) || this.expanded[id] === (want ? 1 : 0)) return { rowCount: this.rows.length, row: this.rowOf(id) }
    const row = this.rowOf(id)
    this.expanded[id] = want ? 1 : 0
    if (row < 0) return { rowCount: this.rows.length, row } // hidden: only its flag changes
    if (want) this.insertBelow(id, row)
    else {
      const after = this.rowAtOrAfter(this.ix.end[id]!)
      const next = new Int32Array(this.rows.length - (after - row - 1))
      next.set(this.rows.subarray(0, row + 1))
      next.set(this.rows.subarray(after), row + 1)
      this.rows = next
    }
    return { rowCount: this.rows.length, row }
  }

  /** Inserts the visible descendants of the expanded node `id`, shown at `row`. */
  private insertBelow(id: number, row: number) {
    const { end } = this.ix
    const ex = this.expanded
    const stop = end[id]!
    const add = new Int32Array(stop - id - 1)
    let k = 0
    for (let i = id + 1; i < stop; ) {
      add[k++] = i
      i = ex[i] ? i + 1 : end[i]!
    }
    const next = new Int32Array(this.rows.length + k)
    next.set(this.rows.subarray(0, row + 1))
    next.set(add.subarray(0, k), row + 1)
    next.set(this.rows.subarray(row + 1), row + 1 + k)
    this.rows = next
  }

  expandAll(): number {
    const { nodeCount } = this.ix
    for (let i = 0; i < nodeCount; i++) this.expanded[i] = this.isContainer(i) ? 1 : 0
    const rows = new Int32Array(nodeCount)
    for (let i = 0; i < nodeCount; i++) rows[i] = i
    this.rows = rows
    return nodeCount
  }

  /** Collapses every node but the root, so the top level stays in view. */
  collapseAll(): number {
    return this.expandToDepth(1)
  }

  /** Expands the containers above depth `depth` (the root is depth 0) and collapses the rest. */
  expandToDepth(depth: number): number {
    const { end, nodeCount } = this.ix
    const ex = this.expanded
    const ends: number[] = []
    for (let i = 0; i < nodeCount; i++) {
      while (ends.length && ends[ends.length - 1]! <= i) ends.pop()
      ex[i] = ends.length < depth && this.isContainer(i) ? 1 : 0
      if (end[i]! > i + 1) ends.push(end[i]!)
    }
    this.rebuild()
    return this.rows.length
  }

  /** Expands every ancestor of `id` so it is shown; answers its row. */
  reveal(id: number): number {
    const { parent } = this.ix
    let top = -1
    for (let p = parent[id]!; p >= 0; p = parent[p]!) {
      if (this.expanded[p] !== 1) {
        this.expanded[p] = 1
        top = p
      }
    }
    if (top >= 0) {
      // The topmost ancestor that was collapsed is shown (its ancestors were all expanded).
      const row = this.rowOf(top)
      this.insertBelow(top, row)
    }
    return this.rowOf(id)
  }

  /** The node's row, or the row of its nearest shown ancestor when it is hidden. */
  locate(id: number): Located {
    for (let n = id; n >= 0; n = this.ix.parent[n]!) {
      const row = this.rowOf(n)
      if (row >= 0) return { id: n, row }
    }
    return { id: 0, row: 0 }
  }

  /** The node shown at `row`. */
  idAt(row: number): number {
    const id = this.rows[row]
    if (id === undefined) throw new RangeError(`No row ${row}`)
    return id
  }

  /* ---------------------------------------------------------------------------- search */

  /**
   * Finds the nodes whose key or value (as shown: strings decoded, numbers as written) contains
   * `query`, ignoring case. Answers how many; `step` then walks them.
   */
  search(query: string): SearchAnswer {
    this.query = query
    this.cursor = -1
    if (!query) {
      this.matches = new Int32Array(0)
      return { count: 0 }
    }
    const { text, kinds, keyStart, valueStart, valueEnd, nodeCount } = this.ix
    const source = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const global = new RegExp(source, 'gi')
    const one = new RegExp(source, 'i')
    const hit = new Uint8Array(nodeCount)
    const start = (j: number) => (keyStart[j]! >= 0 ? keyStart[j]! : valueStart[j]!)

    // Raw hits in the text, each mapped to the node whose key or value holds it.
    let j = 0
    let m: RegExpExecArray | null
    while ((m = global.exec(text))) {
      const p = m.index
      const q = p + m[0].length
      while (j + 1 < nodeCount && start(j + 1) <= p) j++
      const k = kinds[j]! & KIND_MASK
      const ks = keyStart[j]!
      const vs = valueStart[j]!
      const ve = valueEnd[j]!
      let found = false
      if (ks >= 0 && p > ks && p < vs && !(kinds[j]! & KEY_ESCAPED) && q <= this.closingQuote(ks)) found = true
      else if (k === STRING && p > vs && q < ve && !(kinds[j]! & VALUE_ESCAPED)) found = true
      else if (k > STRING && p >= vs && q <= ve) found = true
      if (found) {
        hit[j] = 1
        // One hit per node is enough: go on after its value, or into a container's members.
        global.lastIndex = k <= ARRAY ? vs + 1 : Math.max(ve, p + 1)
      } else {
        global.lastIndex = p + 1
      }
    }
    // Keys and strings with escapes: their raw text is not what is shown, so test the decoded text.
    for (let i = 0; i < nodeCount; i++) {
      const f = kinds[i]!
      if (hit[i] || !(f & (KEY_ESCAPED | VALUE_ESCAPED))) continue
      if (f & KEY_ESCAPED && one.test(this.key(i))) hit[i] = 1
      else if (f & VALUE_ESCAPED && one.test(decodeString(text, valueStart[i]! + 1, valueEnd[i]! - 1).value)) hit[i] = 1
    }
    let total = 0
    for (let i = 0; i < nodeCount; i++) total += hit[i]!
    const matches = new Int32Array(total)
    for (let i = 0, k = 0; i < nodeCount; i++) if (hit[i]) matches[k++] = i
    this.matches = matches
    return { count: total }
  }

  /** Moves to the next (1) or previous (-1) match, wrapping around, and reveals it. */
  step(direction: 1 | -1): StepAnswer | null {
    const count = this.matches.length
    if (!count) return null
    this.cursor = this.cursor < 0 ? (direction > 0 ? 0 : count - 1) : (this.cursor + direction + count) % count
    const id = this.matches[this.cursor]!
    const row = this.reveal(id)
    return { index: this.cursor + 1, count, id, row, rowCount: this.rows.length }
  }

  get searchQuery(): string {
    return this.query
  }

  /* ------------------------------------------------------------------------- the node */

  path(id: number): PathSegment[] {
    const { parent, kinds, index } = this.ix
    const out: PathSegment[] = []
    for (let n = id; parent[n]! >= 0; n = parent[n]!) out.push((kinds[parent[n]!]! & KIND_MASK) === ARRAY ? index[n]! : this.key(n))
    return out.reverse()
  }

  info(id: number): NodeInfo {
    if (id < 0 || id >= this.ix.nodeCount) throw new RangeError(`No node ${id}`)
    return { id, kind: this.kindOf(id), path: this.path(id), start: this.ix.valueStart[id]!, end: this.ix.valueEnd[id]! }
  }

  /** The node's JSON text as written (a container's is the slice of the document). */
  value(id: number): string {
    return this.ix.text.slice(this.ix.valueStart[id]!, this.ix.valueEnd[id]!)
  }
}

/* ------------------------------------------------------------------------------ the engine */

/** The worker keeps the documents used last: at most this many, and ... */
export const MAX_SESSIONS = 3
/** ... at most this many characters in all (the one in use is always kept). */
export const MAX_HELD_CHARS = 160 * 1024 * 1024

type Pending = { parts: string[]; chars: number; length: number }

/**
 * The engine the worker exposes: a document arrives in slices (`begin`, `append` per slice,
 * `build`), so posting it never blocks the page for long (D30); every later call names its
 * session. Calls on a session the worker does not hold reject with UNKNOWN_SESSION.
 */
export function createTreeEngine({ maxSessions = MAX_SESSIONS, maxChars = MAX_HELD_CHARS } = {}) {
  const pending = new Map<number, Pending>()
  const docs = new Map<number, TreeDoc>() // in order of last use, oldest first

  const doc = (session: number): TreeDoc => {
    const d = docs.get(session)
    if (!d) throw new Error(UNKNOWN_SESSION)
    docs.delete(session)
    docs.set(session, d)
    return d
  }
  return {
    begin({ session, length }: { session: number; length: number }) {
      pending.clear() // a document still arriving is superseded
      pending.set(session, { parts: [], chars: 0, length })
      return true
    },
    append({ session, part }: { session: number; part: string }) {
      const p = pending.get(session)
      if (!p) throw new Error(UNKNOWN_SESSION)
      p.parts.push(part)
      p.chars += part.length
      return p.chars
    },
    build({ session }: { session: number }, progress?: ProgressFn): TreeSummary {
      const p = pending.get(session)
      if (!p) throw new Error(UNKNOWN_SESSION)
      pending.delete(session)
      const text = p.parts.length === 1 ? p.parts[0]! : p.parts.join('')
      if (text.length !== p.length) throw new Error(`json-tree: received ${text.length} of ${p.length} characters`)
      // Make room first: the documents to be dropped go before the new index is built.
      evictFor(text.length)
      const d = TreeDoc.fromText(text, progress)
      docs.set(session, d)
      return d.summary(session)
    },
    has(session: number) {
      return docs.has(session)
    },
    release(session: number) {
      docs.delete(session)
      return true
    },
    rows({ session, from, count }: { session: number; from: number; count: number }): RowsAnswer {
      return doc(session).rowsAt(from, count)
    },
    toggle({ session, id, open }: { session: number; id: number; open?: boolean }): ShapeAnswer {
      return doc(session).toggle(id, open)
    },
    expandAll({ session }: { session: number }) {
      return doc(session).expandAll()
    },
    collapseAll({ session }: { session: number }) {
      return doc(session).collapseAll()
    },
    expandToDepth({ session, depth }: { session: number; depth: number }) {
      return doc(session).expandToDepth(depth)
    },
    locate({ session, id }: { session: number; id: number }): Located {
      return doc(session).locate(id)
    },
    reveal({ session, id }: { session: number; id: number }): ShapeAnswer {
      const d = doc(session)
      const row = d.reveal(id)
      return { row, rowCount: d.rowCount }
    },
    search({ session, query }: { session: number; query: string }): SearchAnswer {
      return doc(session).search(query)
    },
    step({ session, direction }: { session: number; direction: 1 | -1 }): StepAnswer | null {
      return doc(session).step(direction)
    },
    path({ session, id }: { session: number; id: number }): PathSegment[] {
      return doc(session).path(id)
    },
    info({ session, id }: { session: number; id: number }): NodeInfo {
      return doc(session).info(id)
    },
    value({ session, id }: { session: number; id: number }): string {
      return doc(session).value(id)
    },
  }

  /** Drops the oldest documents until `incoming` more characters fit. */
  function evictFor(incoming: number) {
    let chars = incoming
    for (const d of docs.values()) chars += d.ix.text.length
    for (const [id, d] of docs) {
      if (docs.size < maxSessions && chars <= maxChars) break
      docs.delete(id)
      chars -= d.ix.text.length
    }
  }
}

export type TreeEngine = ReturnType<typeof createTreeEngine>
export const treeApi = createTreeEngine()
export type TreeApi = typeof treeApi
