import type { ProgressFn } from '../core/types'
import type { StreamSlice } from '../core/slices'
import { ByteLineIds, LineIds, tokenizeTexts } from './diff-lines'
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

/** Maps each distinct line (after normalisation) to a small integer (the reference for diff-lines.ts). */
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

/** The line pass and the blocks, once both sides have their ids (progress: a third of `total` before, two thirds after). */
function alignSides(A: Int32Array, B: Int32Array, distinct: number, total: number, progress?: ProgressFn): DiffSummary {
  progress?.({ done: Math.floor(total / 3), total })
  const { matches, precise } = alignIds(A, B, { distinct })
  progress?.({ done: Math.floor((2 * total) / 3), total })
  const { blocks, added, removed } = toBlocks(matches, A.length, B.length)
  progress?.({ done: total, total })
  return { identical: added === 0 && removed === 0, blocks, linesA: A.length, linesB: B.length, added, removed, precise }
}

/** The `diff` engine's line diff of two whole texts (see the module comment). */
export function diffText(job: DiffJob, progress?: ProgressFn): DiffSummary {
  const { A, B, distinct } = tokenizeTexts(job.a, job.b, !!job.ignoreWhitespace)
  return alignSides(A, B, distinct, A.length + B.length, progress)
}

/**
 * The line diff of two texts streamed on `port` (core/slices `streamSlices`, a then b), as UTF-8
 * bytes when `bytes` (the page sends bytes for well-formed texts), as strings otherwise; `chars` is
 * the texts' length together.
 */
export type DiffStreamJob = { port: MessagePort; chars: number; bytes?: boolean; ignoreWhitespace?: boolean }

/**
 * `diffText` as the texts arrive: each slice gets its line ids as soon as it is here, so the worker
 * works while the page encodes the next slice. Progress is in characters: the line ids take the first third.
 */
export function diffStream(job: DiffStreamJob, progress?: ProgressFn): Promise<DiffSummary> {
  const { port, chars } = job
  const ws = !!job.ignoreWhitespace
  // About one line per 32 characters to start with (the arrays grow if there are more).
  const ids = job.bytes ? new ByteLineIds(ws, chars >> 5) : new LineIds(ws, chars >> 5)
  const sides: Int32Array[] = []
  let received = 0
  return new Promise<DiffSummary>((resolve, reject) => {
    port.onmessage = (e: MessageEvent<StreamSlice>) => {
      try {
        const { text, part, last } = e.data
        if (text !== sides.length) throw new Error(`slice of text ${text} while reading text ${sides.length}`)
        if (ids instanceof ByteLineIds) {
          if (!(part instanceof Uint8Array)) throw new Error('expected bytes')
          ids.push(part)
        } else {
          if (typeof part !== 'string') throw new Error('expected text')
          ids.push(part)
        }
        received += part.length
        progress?.({ done: Math.floor(Math.min(received, chars) / 3), total: chars })
        if (!last) return
        sides.push(ids.endSide())
        if (sides.length < 2) return
        port.close()
        ids.release()
        resolve(alignSides(sides[0]!, sides[1]!, ids.distinct, chars, progress))
      } catch (err) {
        port.close()
        reject(err instanceof Error ? err : new Error(String(err)))
      }
    }
  })
}

export const diffApi = { diffStream }
export type DiffApi = typeof diffApi
