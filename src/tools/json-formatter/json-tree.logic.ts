import type { NodeKind, PathSegment } from '../../workers/json-tree/tree.types'

/**
 * The pure rules of the JSON tree view (issue 18): a node's path as JSONPath, as a jq path and as
 * a JSON Pointer; the labels of a row; pretty-printing a copied value without touching its numbers
 * (D24); the geometry of the virtualised list.
 */

/* ---------------------------------------------------------------------------------- paths */

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * Characters jsonpath-plus (the app's JSONPath engine) reads as operators even inside `['...']`:
 * a key holding any of them is written with its backtick escape, `` ['`key'] ``.
 */
const JSONPATH_OPERATORS = /[~$@*^(),`?[\];%#]/
/** Keys jsonpath-plus cannot select in any written form (its parser strips or splits on these). */
const JSONPATH_UNSELECTABLE = /[[\];^]|%@%|%%@@%%|#\d|@[a-zA-Z]+\(\)/

/**
 * JSONPath as jsonpath-plus reads it: `$.a.b[0]` for identifier keys, `$['a b']` for other keys,
 * `` $['`*'] `` for keys jsonpath-plus would read as an operator (`*`, `..`, `$`, `@`, `~`, ...).
 * jsonpath-plus has no escape for `'` inside brackets and needs none: `$['it's']` works.
 */
export function toJsonPath(path: readonly PathSegment[]): string {
  let out = '$'
  for (const s of path) {
    if (typeof s === 'number') out += `[${s}]`
    else if (IDENTIFIER.test(s)) out += `.${s}`
    else if (!JSONPATH_OPERATORS.test(s) && s !== '..' && s !== '.') out += `['${s}']`
    else out += `['\`${s}']`
  }
  return out
}

/** False when a key on the path has characters jsonpath-plus cannot select (`[`, `]`, `;`, `^`). */
export const jsonPathSelectable = (path: readonly PathSegment[]) => path.every((s) => typeof s === 'number' || !JSONPATH_UNSELECTABLE.test(s))

/** jq's keywords: `.if` needs jq 1.7, so these are quoted for older jq too. */
const JQ_KEYWORDS = new Set(['__loc__', 'and', 'as', 'catch', 'def', 'elif', 'else', 'end', 'foreach', 'if', 'import', 'include', 'label', 'or', 'reduce', 'then', 'try'])

/** jq path: `.a.b[0]`, `.["a b"]` (a JSON string: jq reads JSON string escapes), `.` for the root. */
export function toJqPath(path: readonly PathSegment[]): string {
  if (path.length === 0) return '.'
  let out = ''
  for (const s of path) {
    if (typeof s === 'number') out += out ? `[${s}]` : `.[${s}]`
    else if (IDENTIFIER.test(s) && !JQ_KEYWORDS.has(s)) out += `.${s}`
    else out += `${out ? '' : '.'}[${JSON.stringify(s)}]`
  }
  return out
}

/** JSON Pointer (RFC 6901): `/a/b/0`, `~` written `~0` and `/` written `~1`; '' is the whole document. */
export function toJsonPointer(path: readonly PathSegment[]): string {
  return path.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('')
}

export type PathForm = 'jsonpath' | 'jq' | 'pointer'
export const PATH_FORMS: readonly { form: PathForm; label: string; format: (p: readonly PathSegment[]) => string }[] = [
  { form: 'jsonpath', label: 'JSONPath', format: toJsonPath },
  { form: 'jq', label: 'jq', format: toJqPath },
  { form: 'pointer', label: 'JSON Pointer', format: toJsonPointer },
]

/* ------------------------------------------------------------------------------- the row */

export const KIND_LABEL: Record<NodeKind, string> = { object: 'object', array: 'array', string: 'string', number: 'number', boolean: 'boolean', null: 'null' }

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** "3 keys", "1 item", "42 bytes" (a string's UTF-8 size); '' for numbers, booleans and null. */
export function sizeLabel(kind: NodeKind, size: number): string {
  if (kind === 'object') return plural(size, 'key', 'keys')
  if (kind === 'array') return plural(size, 'item', 'items')
  if (kind === 'string') return plural(size, 'byte', 'bytes')
  return ''
}

/** The row's key as shown: an object key, `[3]` for an array item, "root" for the document. */
export function keyLabel(key: string | number | null): string {
  if (key === null) return 'root'
  return typeof key === 'number' ? `[${key}]` : key
}

/** The first case-insensitive occurrence of `query` in `text`, as [before, match, after], or null. */
export function highlight(text: string, query: string): [string, string, string] | null {
  if (!query) return null
  const at = text.toLowerCase().indexOf(query.toLowerCase())
  // toLowerCase can change a string's length (İ): only offsets that still line up are used.
  if (at < 0 || text.toLowerCase().length !== text.length) return null
  return [text.slice(0, at), text.slice(at, at + query.length), text.slice(at + query.length)]
}

/** The search counter: "3 of 120" once a match is shown, "120 matches" before, "No matches". */
export function matchCounter(count: number, index: number): string {
  if (count === 0) return 'No matches'
  if (index > 0) return `${index.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`
  return plural(count, 'match', 'matches')
}

/* ------------------------------------------------------------------------- copying values */

/** Copy value pretty-prints a container up to this many characters; larger ones are copied as written. */
export const PRETTY_COPY_MAX_CHARS = 1024 * 1024

/**
 * Re-indents valid JSON text the way JSON.stringify(value, null, indent) lays it out, working on
 * the text: numbers, string escapes and duplicate keys stay exactly as written (D24).
 */
export function prettyJson(text: string, indent = 2): string {
  const pad = (depth: number) => '\n' + ' '.repeat(indent * depth)
  let out = ''
  let depth = 0
  let i = 0
  const len = text.length
  while (i < len) {
    const c = text[i]!
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') {
      i++
      continue
    }
    if (c === '"') {
      let j = i + 1
      while (j < len && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      out += text.slice(i, j + 1)
      i = j + 1
      continue
    }
    if (c === '{' || c === '[') {
      // An empty container stays `{}` / `[]`.
      let j = i + 1
      while (j < len && /\s/.test(text[j]!)) j++
      if (text[j] === (c === '{' ? '}' : ']')) {
        out += c + text[j]
        i = j + 1
        continue
      }
      depth++
      out += c + pad(depth)
    } else if (c === '}' || c === ']') {
      depth--
      out += pad(depth) + c
    } else if (c === ',') {
      out += ',' + pad(depth)
    } else if (c === ':') {
      out += ': '
    } else {
      let j = i + 1
      while (j < len && !/[\s,:{}[\]"]/.test(text[j]!)) j++
      out += text.slice(i, j)
      i = j
      continue
    }
    i++
  }
  return out
}

/** The text Copy value gives: a container pretty-printed when not too large, anything else as written. */
export function copyValueText(kind: NodeKind, written: string): string {
  return (kind === 'object' || kind === 'array') && written.length <= PRETTY_COPY_MAX_CHARS ? prettyJson(written) : written
}

/* ---------------------------------------------------------------------- virtual scrolling */

/** Browsers cap an element's height (Chromium near 33.5 million px, Firefox near 17.9): the list's scroll height stays under this. */
export const MAX_SCROLL_PX = 8_000_000

/** The scroll area's height: every row, or MAX_SCROLL_PX with the rows scaled into it. */
export const scrollHeight = (rowCount: number, rowHeight: number) => Math.min(rowCount * rowHeight, MAX_SCROLL_PX)

/**
 * Where the view's top is in the full list (px), for a scroll position: the same number while the
 * list fits, scaled when it does not, so the last row is reachable at the end of the scroll.
 */
export function virtualTop(scrollTop: number, rowCount: number, rowHeight: number, viewport: number): number {
  const full = rowCount * rowHeight
  const height = scrollHeight(rowCount, rowHeight)
  if (full <= height || height <= viewport) return scrollTop
  return (scrollTop * (full - viewport)) / (height - viewport)
}

/** The inverse of virtualTop: the scroll position that puts the view's top at `top`. */
export function scrollTopFor(top: number, rowCount: number, rowHeight: number, viewport: number): number {
  const full = rowCount * rowHeight
  const height = scrollHeight(rowCount, rowHeight)
  if (full <= height || height <= viewport) return top
  return (top * (height - viewport)) / (full - viewport)
}

/** The rows to render: those in view plus `overscan` on each side. */
export function visibleRange(top: number, viewport: number, rowHeight: number, rowCount: number, overscan = 8): { first: number; last: number } {
  if (rowCount === 0) return { first: 0, last: -1 }
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan)
  const last = Math.min(rowCount - 1, Math.ceil((top + viewport) / rowHeight) + overscan)
  return { first, last }
}

/** The view's new top (px in the full list) that brings `row` into view, or null when it is in view. */
export function topToShow(row: number, top: number, viewport: number, rowHeight: number): number | null {
  const y = row * rowHeight
  if (y < top) return y
  if (y + rowHeight > top + viewport) return Math.max(0, y + rowHeight - viewport)
  return null
}
