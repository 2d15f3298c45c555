/**
 * JSON pointer → position in the text. Ajv reports where an error is as a JSON pointer
 * (`/items/3/name`); the editors need a line and a column. `locatePointers` walks the text once,
 * following only the paths that lead to a wanted pointer (everything else is skipped without
 * building keys), so locating a few hundred errors in a 20 MB document costs one scan.
 * The text must be valid JSON (it has already been parsed).
 */

export type TextPosition = { offset: number; line: number; column: number }
/** Where a pointer's value starts, and for an object member where its key starts. */
export type PointerPosition = { value: TextPosition; key?: TextPosition }

type TrieNode = { children: Map<string, TrieNode>; pointer: string | null }

/** The reference tokens of a JSON pointer (RFC 6901): `''` is the root, `/a~1b` is `["a/b"]`. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
}

/** A JSON pointer built from keys (the inverse of pointerTokens). */
export const pointerOf = (tokens: readonly string[]): string => tokens.map((t) => '/' + t.replace(/~/g, '~0').replace(/\//g, '~1')).join('')

function buildTrie(pointers: Iterable<string>): TrieNode {
  const root: TrieNode = { children: new Map(), pointer: null }
  for (const p of pointers) {
    let node = root
    for (const token of pointerTokens(p)) {
      let next = node.children.get(token)
      if (!next) {
        next = { children: new Map(), pointer: null }
        node.children.set(token, next)
      }
      node = next
    }
    node.pointer = p
  }
  return root
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9

/** Finds where each pointer's value (and key) is in `text`; pointers that are not there are left out. */
export function locatePointers(text: string, pointers: Iterable<string>): Map<string, PointerPosition> {
  const root = buildTrie(pointers)
  const found = new Map<string, { value: number; key?: number }>()
  const n = text.length

  const ws = (i: number) => {
    while (i < n && isSpace(text.charCodeAt(i))) i++
    return i
  }
  /** Index after the string starting at `i` (a quote). */
  const stringEnd = (i: number) => {
    i++
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c === 34) return i + 1
      i += c === 92 ? 2 : 1
    }
    return n
  }
  /** Index after the value starting at `i`, without looking inside. */
  const skipValue = (i: number): number => {
    const c = text.charCodeAt(i)
    if (c === 34) return stringEnd(i)
    if (c !== 123 && c !== 91) {
      while (i < n) {
        const d = text.charCodeAt(i)
        if (d === 44 || d === 125 || d === 93 || isSpace(d)) break
        i++
      }
      return i
    }
    let depth = 0
    while (i < n) {
      const d = text.charCodeAt(i)
      if (d === 34) {
        i = stringEnd(i)
        continue
      }
      if (d === 123 || d === 91) depth++
      else if (d === 125 || d === 93) {
        depth--
        if (depth === 0) return i + 1
      }
      i++
    }
    return n
  }
  const walk = (start: number, node: TrieNode, keyAt?: number): number => {
    const i0 = ws(start)
    if (node.pointer !== null) found.set(node.pointer, keyAt === undefined ? { value: i0 } : { value: i0, key: keyAt })
    if (node.children.size === 0) return skipValue(i0)
    const c = text.charCodeAt(i0)
    if (c === 123) {
      let i = ws(i0 + 1)
      if (text.charCodeAt(i) === 125) return i + 1
      while (i < n) {
        const keyStart = i
        const keyEnd = stringEnd(i)
        const raw = text.slice(keyStart + 1, keyEnd - 1)
        const key = raw.includes('\\') ? (JSON.parse(text.slice(keyStart, keyEnd)) as string) : raw
        i = ws(keyEnd) + 1 // past ':'
        const child = node.children.get(key)
        i = child ? walk(i, child, keyStart) : skipValue(ws(i))
        i = ws(i)
        if (text.charCodeAt(i) === 44) i = ws(i + 1)
        else return i + 1 // '}'
      }
      return n
    }
    if (c === 91) {
      let i = ws(i0 + 1)
      if (text.charCodeAt(i) === 93) return i + 1
      let index = 0
      while (i < n) {
        const child = node.children.get(String(index))
        i = child ? walk(i, child) : skipValue(ws(i))
        index++
        i = ws(i)
        if (text.charCodeAt(i) === 44) i = ws(i + 1)
        else return i + 1 // ']'
      }
      return n
    }
    return skipValue(i0)
  }
  walk(0, root)

  // Offsets to lines and columns (both from 1) in one pass over the newlines.
  const offsets = [...new Set([...found.values()].flatMap((f) => (f.key === undefined ? [f.value] : [f.value, f.key])))].sort((a, b) => a - b)
  const at = new Map<number, TextPosition>()
  let line = 1
  let lineStart = 0
  let nl = text.indexOf('\n')
  for (const offset of offsets) {
    while (nl !== -1 && nl < offset) {
      line++
      lineStart = nl + 1
      nl = text.indexOf('\n', nl + 1)
    }
    at.set(offset, { offset, line, column: offset - lineStart + 1 })
  }
  const out = new Map<string, PointerPosition>()
  for (const [pointer, f] of found) out.set(pointer, f.key === undefined ? { value: at.get(f.value)! } : { value: at.get(f.value)!, key: at.get(f.key)! })
  return out
}
