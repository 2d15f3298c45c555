import type { ProgressFn } from '../core/types'
import { alignIds } from './diff-myers'
import { CHANGE, EQUAL, splitLines, type DiffJob, type DiffSummary } from './diff.types'

/**
 * The `diff` engine: a line diff that stays near GNU diff's speed at any share of changed lines.
 *
 * Each distinct line (after normalisation) becomes a small integer in one pass over the texts,
 * and the line pass is GNU diff's own algorithm on those integers (diff-myers.ts: Myers' middle
 * snake, the lines found on one side only set aside, the "too expensive" cut-off). jsdiff's
 * `diffLines` is a plain Myers diff on strings whose cost grows with the number of edits (20,000
 * lines with 30% changed took 46 s, ARCHITECTURE "Engine choices").
 *
 * The result is a few typed arrays and counts (DiffSummary): the texts stay on the page, which
 * builds the listing it shows from them (diff-views.ts), and word-level highlights (jsdiff
 * `diffWordsWithSpace`) are computed there for the rows on screen only.
 */

export { CHANGE, EQUAL, splitLines, type DiffJob, type DiffSummary }

/** Maps each distinct line (after normalisation) to a small integer (the reference for `tokenizeTexts`). */
export function tokenize(linesA: string[], linesB: string[], ignoreWhitespace: boolean) {
  const ids = new Map<string, number>()
  const norm = ignoreWhitespace ? (s: string) => s.replace(/\s+/g, '') : null
  const toIds = (lines: string[]) => {
    const out = new Int32Array(lines.length)
    for (let i = 0; i < lines.length; i++) {
      const key = norm ? norm(lines[i]!) : lines[i]!
      let id = ids.get(key)
      if (id === undefined) {
        id = ids.size
        ids.set(key, id)
      }
      out[i] = id
    }
    return out
  }
  const A = toIds(linesA)
  const B = toIds(linesB)
  return { A, B, distinct: ids.size }
}

/** JavaScript's `\s` (what `/\s+/g` removes when whitespace is ignored). */
export function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13)
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
}

/**
 * The same ids as `tokenize(splitLines(a), splitLines(b), ignoreWhitespace)`, straight from the
 * texts: one pass over the characters hashes each line (FNV-1a over UTF-16 units) into an
 * open-addressing table of first occurrences, compared character by character on a hash match. No
 * line string is made and no string is hashed twice (a Map would need both).
 */
export function tokenizeTexts(a: string, b: string, ignoreWhitespace: boolean) {
  const countLines = (t: string) => {
    if (t === '') return 0
    let n = 1
    for (let i = t.indexOf('\n'); i !== -1; i = t.indexOf('\n', i + 1)) n++
    return n
  }
  const na = countLines(a)
  const nb = countLines(b)
  let size = 16
  while (size < 2 * (na + nb)) size *= 2
  const mask = size - 1
  // Per slot: id + 1 (0 = empty) and the full hash; per id: where its first line is (text, start, end).
  const slotId = new Int32Array(size)
  const slotHash = new Int32Array(size)
  const idText = new Uint8Array(na + nb)
  const idStart = new Int32Array(na + nb)
  const idEnd = new Int32Array(na + nb)
  const texts = [a, b]
  let distinct = 0

  const same = (t: string, s: number, e: number, u: string, us: number, ue: number) => {
    if (!ignoreWhitespace) {
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

  const toIds = (t: string, which: number, n: number) => {
    const out = new Int32Array(n)
    let start = 0
    for (let line = 0; line < n; line++) {
      let end = t.indexOf('\n', start)
      if (end === -1) end = t.length
      let h = 0x811c9dc5 | 0
      if (ignoreWhitespace) {
        for (let i = start; i < end; i++) {
          const c = t.charCodeAt(i)
          if (!isSpace(c)) h = Math.imul(h ^ c, 16777619)
        }
      } else for (let i = start; i < end; i++) h = Math.imul(h ^ t.charCodeAt(i), 16777619)
      let slot = (h ^ (h >>> 15)) & mask
      let id = -1
      for (;;) {
        const s = slotId[slot]!
        if (s === 0) break
        if (slotHash[slot] === h && same(texts[idText[s - 1]!]!, idStart[s - 1]!, idEnd[s - 1]!, t, start, end)) {
          id = s - 1
          break
        }
        slot = (slot + 1) & mask
      }
      if (id < 0) {
        id = distinct++
        slotId[slot] = id + 1
        slotHash[slot] = h
        idText[id] = which
        idStart[id] = start
        idEnd[id] = end
      }
      out[line] = id
      start = end + 1
    }
    return out
  }
  const A = toIds(a, 0, na)
  const B = toIds(b, 1, nb)
  return { A, B, distinct }
}

/** Turns matched pairs into blocks: runs of equal lines, and the changes between them. */
export function toBlocks(matches: Int32Array, linesA: number, linesB: number) {
  // At most one change and one equal block per match, plus a final change.
  const blocks = new Int32Array(5 * (matches.length + 1))
  let o = 0
  let added = 0
  let removed = 0
  let pa = 0
  let pb = 0
  const change = (aEnd: number, bEnd: number) => {
    const aLen = aEnd - pa
    const bLen = bEnd - pb
    if (aLen === 0 && bLen === 0) return
    blocks[o++] = CHANGE
    blocks[o++] = pa
    blocks[o++] = aLen
    blocks[o++] = pb
    blocks[o++] = bLen
    removed += aLen
    added += bLen
  }
  for (let i = 0; i < matches.length; ) {
    const ma = matches[i]!
    const mb = matches[i + 1]!
    change(ma, mb)
    let n = 0
    while (i < matches.length && matches[i] === ma + n && matches[i + 1] === mb + n) {
      n++
      i += 2
    }
    blocks[o++] = EQUAL
    blocks[o++] = ma
    blocks[o++] = n
    blocks[o++] = mb
    blocks[o++] = n
    pa = ma + n
    pb = mb + n
  }
  change(linesA, linesB)
  return { blocks: blocks.slice(0, o), added, removed }
}

/** The `diff` engine's line diff (see the module comment). */
export function diffText(job: DiffJob, progress?: ProgressFn): DiffSummary {
  const { A, B, distinct } = tokenizeTexts(job.a, job.b, !!job.ignoreWhitespace)
  const total = A.length + B.length
  progress?.({ done: Math.floor(total / 3), total })
  const { matches, precise } = alignIds(A, B, { distinct })
  progress?.({ done: Math.floor((2 * total) / 3), total })
  const { blocks, added, removed } = toBlocks(matches, A.length, B.length)
  progress?.({ done: total, total })
  return { identical: added === 0 && removed === 0, blocks, linesA: A.length, linesB: B.length, added, removed, precise }
}

export const diffApi = { diffText }
export type DiffApi = typeof diffApi
