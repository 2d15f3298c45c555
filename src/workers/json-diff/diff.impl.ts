import type { ProgressFn } from '../core/types'
import { describeJsonError, reindentJson } from '../format/json.impl'
import { buildIndex, decodeString, type TreeIndex } from '../json-tree/tree.impl'
import { pointerToken, type Change, type ChangeCounts, type ChangeKind, type DiffOptions, type DiffResult } from './diff.types'

export { pointerToken } from './diff.types'

/**
 * The `json-diff` engine (issue 35 item 4): a semantic diff of two JSON documents, by path.
 *
 * Each document is checked with JSON.parse (for the error and its position) and then indexed by the
 * JSON tree's scan (typed arrays over the text, no object per value), so values are read from the
 * text: numbers compare as written (D24: `1.0` and `1` differ, and the change says they are the same
 * number; `12345678901234567890` is never rounded), strings by their decoded text, objects by key
 * whatever the order of their keys. Array items are paired by place, or by the value of a member
 * (`id`) of each item, when the ones that kept their relative order (the longest increasing run)
 * stay and the others are moved. A value that left one key of an object for another key of the
 * same object is a move too.
 *
 * The result: the changes (added, removed, changed, moved) with their counts, a listing, and a JSON
 * Patch (RFC 6902) whose operations, applied in order to the left document, give the right one
 * (values in it are the right document's text, minified: numbers as written).
 */

const OBJECT = 0
const ARRAY = 1
const STRING = 2
const NUMBER = 3
const KIND_MASK = 0x0f
const VALUE_ESCAPED = 0x10
const KEY_ESCAPED = 0x20

/** The result carries at most this many changes for the tree; the counts, listing and patch have them all. */
export const MAX_CHANGES = 5000
/**
 * Changes listed (and put in the patch) at most: past it the listing and patch would take hundreds
 * of MB, and the worker would run out of memory (an item inserted at the front of a huge array
 * compared by position changes every item after it).
 */
export const MAX_LISTED = 1_000_000
export const tooManyChanges = (byKey: boolean) =>
  `More than ${MAX_LISTED.toLocaleString('en-US')} changes: too many to list.${byKey ? '' : ' Array items are compared by position, so one item added near the start changes every item after it: compare them by key (such as id).'}`

class TooManyChanges extends Error {}
/** A value in a change or the listing is cut to this many characters. */
export const PREVIEW_CHARS = 120
/** A container's preview is minified when its text is at most this long (else its start, spaces folded). */
const PREVIEW_MINIFY_CHARS = 64 * 1024
/** Values up to this many characters are fingerprinted to find a value moved to another key. */
const FINGERPRINT_CHARS = 1 << 20
const PROGRESS_EVERY = 1 << 16


/** A number's value as a canonical text (digits without leading or trailing zeros, and an exponent): `1.0`, `1` and `10e-1` give the same. */
export function numberValue(raw: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw)
  if (!m) return raw
  const frac = m[3] ?? ''
  let digits = (m[2]! + frac).replace(/^0+/, '')
  if (!digits) return '0'
  let exp = BigInt(m[4] ?? 0) - BigInt(frac.length)
  const zeros = digits.length - digits.replace(/0+$/, '').length
  digits = digits.slice(0, digits.length - zeros)
  exp += BigInt(zeros)
  return `${m[1]}${digits}e${exp}`
}

const cut = (s: string) => (s.length > PREVIEW_CHARS ? `${s.slice(0, PREVIEW_CHARS - 1)}…` : s)

/** One indexed document and what is read from its text. */
class Doc {
  constructor(readonly ix: TreeIndex) {}
  kind(n: number) {
    return this.ix.kinds[n]! & KIND_MASK
  }
  raw(n: number) {
    return this.ix.text.slice(this.ix.valueStart[n], this.ix.valueEnd[n])
  }
  /** A member's key, decoded. */
  key(n: number): string {
    const text = this.ix.text
    const from = this.ix.keyStart[n]! + 1
    const colon = text.lastIndexOf(':', this.ix.valueStart[n]! - 1)
    const to = text.lastIndexOf('"', colon - 1)
    return this.ix.kinds[n]! & KEY_ESCAPED ? decodeString(text, from, to).value : text.slice(from, to)
  }
  /** A string value, decoded. */
  str(n: number): string {
    const from = this.ix.valueStart[n]! + 1
    const to = this.ix.valueEnd[n]! - 1
    return this.ix.kinds[n]! & VALUE_ESCAPED ? decodeString(this.ix.text, from, to).value : this.ix.text.slice(from, to)
  }
  children(n: number): number[] {
    const out: number[] = []
    const end = this.ix.end
    for (let c = n + 1, e = end[n]!; c < e; c = end[c]!) out.push(c)
    return out
  }
  /** An object's members by key (a repeated key: the last one, as JSON.parse does). */
  members(n: number): Map<string, number> {
    const out = new Map<string, number>()
    for (const c of this.children(n)) out.set(this.key(c), c)
    return out
  }
  /** The value as JSON text for the patch: minified, numbers and strings as written. */
  json(n: number): string {
    const k = this.kind(n)
    return k === OBJECT || k === ARRAY ? reindentJson(this.raw(n), null).output : this.raw(n)
  }
  preview(n: number): string {
    const k = this.kind(n)
    if (k !== OBJECT && k !== ARRAY) return cut(this.raw(n))
    const len = this.ix.valueEnd[n]! - this.ix.valueStart[n]!
    if (len <= PREVIEW_MINIFY_CHARS) return cut(this.json(n))
    return cut(this.ix.text.slice(this.ix.valueStart[n], this.ix.valueStart[n]! + PREVIEW_CHARS * 4).replace(/\s+/g, ' '))
  }
  /** A text equal for equal values: keys sorted, strings decoded, numbers as written. */
  fingerprint(n: number): string {
    const k = this.kind(n)
    if (k === STRING) return JSON.stringify(this.str(n))
    if (k === ARRAY) return `[${this.children(n).map((c) => this.fingerprint(c)).join(',')}]`
    if (k === OBJECT) {
      const m = [...this.members(n)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      return `{${m.map(([key, c]) => `${JSON.stringify(key)}:${this.fingerprint(c)}`).join(',')}}`
    }
    return this.raw(n)
  }
  size(n: number) {
    return this.ix.valueEnd[n]! - this.ix.valueStart[n]!
  }
}

/** The indices (into `seq`) of one longest strictly increasing subsequence of `seq`. */
export function longestIncreasing(seq: readonly number[]): Set<number> {
  const tails: number[] = []
  const prev = new Int32Array(seq.length).fill(-1)
  for (let i = 0; i < seq.length; i++) {
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (seq[tails[mid]!]! < seq[i]!) lo = mid + 1
      else hi = mid
    }
    if (lo > 0) prev[i] = tails[lo - 1]!
    tails[lo] = i
  }
  const out = new Set<number>()
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) out.add(i)
  return out
}

const op = (name: string, path: string, rest = '') => `{"op":"${name}","path":${JSON.stringify(path)}${rest}}`
const ROOT_LABEL = '(root)'
const shown = (path: string) => path || ROOT_LABEL

/** A change as a line of the listing. */
export function changeLine(c: Change): string {
  switch (c.kind) {
    case 'added':
      return `added    ${shown(c.path)}: ${c.right}`
    case 'removed':
      return `removed  ${shown(c.path)}: ${c.left}`
    case 'moved':
      return `moved    ${shown(c.from ?? '')} → ${shown(c.path)}`
    default:
      return `changed  ${shown(c.path)}: ${c.left} → ${c.right}${c.sameNumber ? ' (the same number, written differently)' : ''}`
  }
}

class Walker {
  readonly counts: ChangeCounts = { added: 0, removed: 0, changed: 0, moved: 0 }
  readonly changes: Change[] = []
  readonly lines: string[] = []
  readonly ops: string[] = []
  sameNumbers = 0
  unkeyed = 0
  private visited = 0

  constructor(
    private a: Doc,
    private b: Doc,
    private options: DiffOptions,
    private progress?: (done: number) => void,
  ) {}

  private record(change: Change, patchOp: string) {
    if (this.lines.length >= MAX_LISTED) throw new TooManyChanges()
    this.counts[change.kind]++
    if (this.changes.length < MAX_CHANGES) this.changes.push(change)
    this.lines.push(changeLine(change))
    this.ops.push(patchOp)
  }

  private replace(x: number, y: number, rp: string, pp: string, sameNumber = false) {
    if (sameNumber) this.sameNumbers++
    const change: Change = { kind: 'changed', path: rp, left: this.a.preview(x), right: this.b.preview(y) }
    if (sameNumber) change.sameNumber = true
    this.record(change, op('replace', pp, `,"value":${this.b.json(y)}`))
  }

  private added(y: number, rp: string, pp: string) {
    this.record({ kind: 'added', path: rp, right: this.b.preview(y) }, op('add', pp, `,"value":${this.b.json(y)}`))
  }

  private removed(x: number, lp: string, pp: string) {
    this.record({ kind: 'removed', path: lp, left: this.a.preview(x) }, op('remove', pp))
  }

  private moved(lp: string, rp: string, fromPp: string, toPp: string) {
    this.record({ kind: 'moved', path: rp, from: lp }, op('move', toPp, `,"from":${JSON.stringify(fromPp)}`))
  }

  /** Compares left node x with right node y; lp/rp: their paths in each document; pp: the path the patch reaches x by now. */
  node(x: number, y: number, lp: string, rp: string, pp: string) {
    if ((++this.visited & (PROGRESS_EVERY - 1)) === 0) this.progress?.(x)
    const { a, b } = this
    const kind = a.kind(x)
    if (kind !== b.kind(y)) return this.replace(x, y, rp, pp)
    if (kind === OBJECT || kind === ARRAY) {
      // The same text is the same value (the common case for large unchanged parts).
      if (a.size(x) === b.size(y) && a.raw(x) === b.raw(y)) return
      if (kind === OBJECT) return this.object(x, y, lp, rp, pp)
      return this.options.arrays === 'key' ? this.keyed(x, y, lp, rp, pp) : this.positional(x, y, lp, rp, pp)
    }
    const ra = a.raw(x)
    const rb = b.raw(y)
    if (ra === rb) return
    if (kind === STRING) {
      if ((a.ix.kinds[x]! | b.ix.kinds[y]!) & VALUE_ESCAPED && a.str(x) === b.str(y)) return
      return this.replace(x, y, rp, pp)
    }
    return this.replace(x, y, rp, pp, kind === NUMBER && numberValue(ra) === numberValue(rb))
  }

  private object(x: number, y: number, lp: string, rp: string, pp: string) {
    const ma = this.a.members(x)
    const mb = this.b.members(y)
    const removed: [string, number][] = []
    for (const [key, cx] of ma) {
      const cy = mb.get(key)
      const t = `/${pointerToken(key)}`
      if (cy === undefined) removed.push([key, cx])
      else this.node(cx, cy, lp + t, rp + t, pp + t)
    }
    const added: [string, number][] = []
    for (const [key, cy] of mb) if (!ma.has(key)) added.push([key, cy])
    // A value that left a key for another key of this object: a move (a rename).
    const gone = new Set<string>()
    const came = new Set<string>()
    if (removed.length && added.length) {
      const prints = new Map<string, string[]>()
      for (const [key, cx] of removed) {
        if (this.a.size(cx) > FINGERPRINT_CHARS) continue
        const p = this.a.fingerprint(cx)
        prints.set(p, [...(prints.get(p) ?? []), key])
      }
      for (const [key, cy] of added) {
        if (this.b.size(cy) > FINGERPRINT_CHARS) continue
        const from = prints.get(this.b.fingerprint(cy))?.shift()
        if (from === undefined) continue
        gone.add(from)
        came.add(key)
        const f = `/${pointerToken(from)}`
        const t = `/${pointerToken(key)}`
        this.moved(lp + f, rp + t, pp + f, pp + t)
      }
    }
    for (const [key, cx] of removed) if (!gone.has(key)) this.removed(cx, `${lp}/${pointerToken(key)}`, `${pp}/${pointerToken(key)}`)
    for (const [key, cy] of added) if (!came.has(key)) this.added(cy, `${rp}/${pointerToken(key)}`, `${pp}/${pointerToken(key)}`)
  }

  private positional(x: number, y: number, lp: string, rp: string, pp: string) {
    const ca = this.a.children(x)
    const cb = this.b.children(y)
    const n = Math.min(ca.length, cb.length)
    for (let i = 0; i < n; i++) this.node(ca[i]!, cb[i]!, `${lp}/${i}`, `${rp}/${i}`, `${pp}/${i}`)
    for (let i = ca.length - 1; i >= n; i--) this.removed(ca[i]!, `${lp}/${i}`, `${pp}/${i}`)
    for (let i = n; i < cb.length; i++) this.added(cb[i]!, `${rp}/${i}`, `${pp}/${i}`)
  }

  /**
   * Each item's identity: its key member's value (`k` and the value; a repeated value gets `#` and
   * its rank), or for an item without one, `u` and its rank among such items (paired by place).
   */
  private identities(doc: Doc, items: number[]): string[] {
    const key = this.options.key
    const seen = new Map<string, number>()
    let unkeyed = 0
    return items.map((item) => {
      let id: string | null = null
      const object = doc.kind(item) === OBJECT
      if (object) {
        for (const c of doc.children(item)) {
          if (doc.key(c) !== key) continue
          const k = doc.kind(c)
          id = k === STRING ? `s${doc.str(c)}` : k === NUMBER ? `n${numberValue(doc.raw(c))}` : k === OBJECT || k === ARRAY ? null : `p${doc.raw(c)}`
        }
      }
      if (id === null) {
        // Objects without the key are worth a word; other values (strings, numbers) are paired by place as expected.
        if (object) this.unkeyed++
        return `u${unkeyed++}`
      }
      const rank = seen.get(id) ?? 0
      seen.set(id, rank + 1)
      if (rank > 0) this.unkeyed++
      return rank ? `k${id}#${rank}` : `k${id}`
    })
  }

  private keyed(x: number, y: number, lp: string, rp: string, pp: string) {
    const ca = this.a.children(x)
    const cb = this.b.children(y)
    const ida = this.identities(this.a, ca)
    const idb = this.identities(this.b, cb)
    const leftAt = new Map<string, number>()
    ida.forEach((id, i) => leftAt.set(id, i))
    const inRight = new Set(idb)
    for (let i = ida.length - 1; i >= 0; i--) if (!inRight.has(ida[i]!)) this.removed(ca[i]!, `${lp}/${i}`, `${pp}/${i}`)
    // The items as the patch has them so far: the kept ones, in the left order.
    const current = ida.filter((id) => inRight.has(id))
    // The kept items that keep their relative order stay; the others are moved.
    const kept = idb.filter((id) => leftAt.has(id))
    const staying = new Set([...longestIncreasing(kept.map((id) => leftAt.get(id)!))].map((i) => kept[i]!))
    // Invariant: the right's items before i are in place, in order, the last at `prev`.
    let prev = -1
    for (let i = 0; i < idb.length; i++) {
      const id = idb[i]!
      const li = leftAt.get(id)
      if (li === undefined) {
        current.splice(++prev, 0, id)
        this.added(cb[i]!, `${rp}/${i}`, `${pp}/${prev}`)
        continue
      }
      let at: number
      if (staying.has(id)) at = current.indexOf(id, prev + 1)
      else {
        const j = current.indexOf(id)
        at = j > prev ? prev + 1 : prev
        if (j !== at) {
          current.splice(j, 1)
          current.splice(at, 0, id)
          this.moved(`${lp}/${li}`, `${rp}/${i}`, `${pp}/${j}`, `${pp}/${at}`)
        }
      }
      prev = at
      this.node(ca[li]!, cb[i]!, `${lp}/${li}`, `${rp}/${i}`, `${pp}/${at}`)
    }
  }
}

function check(text: string, side: 'left' | 'right'): DiffResult | null {
  try {
    JSON.parse(text)
    return null
  } catch (e) {
    const { message, line, column } = describeJsonError(text, e)
    return { ok: false, error: { side, message, line, column } }
  }
}

/** Compares two JSON texts (see the module's comment). Progress: thousandths of the work. */
export function diffJson(left: string, right: string, options: DiffOptions, progress?: ProgressFn): DiffResult {
  const total = 1000
  const report = (done: number) => progress?.({ done: Math.round(done), total })
  const bad = check(left, 'left') ?? check(right, 'right')
  if (bad) return bad
  report(200)
  const a = new Doc(buildIndex(left))
  report(350)
  const b = new Doc(buildIndex(right))
  report(500)
  const nodes = Math.max(1, a.ix.nodeCount)
  const w = new Walker(a, b, options, (x) => report(500 + (500 * x) / nodes))
  try {
    w.node(0, 0, '', '', '')
  } catch (e) {
    if (e instanceof TooManyChanges) return { ok: false, error: { side: null, message: tooManyChanges(options.arrays === 'key') } }
    throw e
  }
  report(total)
  return {
    ok: true,
    counts: w.counts,
    changes: w.changes,
    patch: w.ops.length ? `[\n${w.ops.join(',\n')}\n]` : '[]',
    listing: w.lines.join('\n'),
    sameNumbers: w.sameNumbers,
    unkeyed: w.unkeyed,
  }
}

export const CHANGE_KINDS: readonly ChangeKind[] = ['changed', 'added', 'removed', 'moved']

/**
 * The engine the worker exposes: the two documents arrive in slices (`begin`, then `append` per
 * slice, D30), then `diff` compares them and lets them go.
 */
export function createDiffEngine() {
  let parts: Record<'left' | 'right', string[]> = { left: [], right: [] }
  return {
    begin(): true {
      parts = { left: [], right: [] }
      return true
    },
    append({ side, part }: { side: 'left' | 'right'; part: string }): true {
      parts[side].push(part)
      return true
    },
    diff(options: DiffOptions, progress?: ProgressFn): DiffResult {
      const left = parts.left.join('')
      const right = parts.right.join('')
      parts = { left: [], right: [] }
      return diffJson(left, right, options, progress)
    },
  }
}
export const diffApi = createDiffEngine()
export type DiffApi = typeof diffApi
