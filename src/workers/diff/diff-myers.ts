/**
 * The line pass of the `diff` engine: GNU diff's algorithm (diffutils `diffseq.h`, Myers' O(ND)
 * diff with the linear-space "middle snake" divide and conquer) on integer line ids.
 *
 * As GNU diff does, before the search:
 * - the common prefix and suffix are matched directly;
 * - lines that occur nowhere on the other side are set aside (they can never match, so the longest
 *   common subsequence of what is left is that of the whole: this keeps the result minimal, and a
 *   text where every line changed costs one linear pass);
 * and during it the "too expensive" cut-off: once a search has spent `tooExpensive` edit steps
 * (about the square root of the input's size, at least 4096, GNU's figure), it stops at the
 * diagonal that got furthest and splits there. The result is then still a valid edit script, maybe
 * not a minimal one (`precise` false), exactly as GNU diff without `--minimal`.
 */

export type Alignment = {
  /** Matched line pairs in increasing order, flattened: aIndex, bIndex, aIndex, bIndex, ... */
  matches: Int32Array
  /** False when the cost cut-off split a stretch (the script is valid but may not be minimal). */
  precise: boolean
}

/** GNU's `too_expensive`: 2^(bits(n + m + 3) / 2), at least 4096. */
export function tooExpensiveFor(n: number, m: number): number {
  let c = 1
  for (let diags = n + m + 3; diags !== 0; diags = Math.floor(diags / 4)) c *= 2
  return Math.max(4096, c)
}

export type AlignOptions = {
  /** Id count upper bound (ids are 0 .. distinct - 1); computed from the inputs when missing. */
  distinct?: number
  /** Edit steps before a search gives up and splits at its best diagonal; GNU's figure when missing. */
  tooExpensive?: number
  /** Never cut a search short (GNU's --minimal). */
  minimal?: boolean
}

/** Aligns two sequences of line ids: the matched pairs of a (near-)minimal edit script. */
export function alignIds(A: Int32Array, B: Int32Array, options: AlignOptions = {}): Alignment {
  const n = A.length
  const m = B.length
  // Common prefix and suffix first: the usual case (a few changes) ends here or nearly.
  let pre = 0
  while (pre < n && pre < m && A[pre] === B[pre]) pre++
  let suf = 0
  while (suf < n - pre && suf < m - pre && A[n - 1 - suf] === B[m - 1 - suf]) suf++

  // Set aside the lines of the middle that occur nowhere on the other side.
  let distinct = options.distinct ?? 0
  if (options.distinct === undefined) {
    for (let i = 0; i < n; i++) if (A[i]! >= distinct) distinct = A[i]! + 1
    for (let j = 0; j < m; j++) if (B[j]! >= distinct) distinct = B[j]! + 1
  }
  const inA = new Uint8Array(distinct)
  const inB = new Uint8Array(distinct)
  for (let i = pre; i < n - suf; i++) inA[A[i]!] = 1
  for (let j = pre; j < m - suf; j++) inB[B[j]!] = 1
  const keepA = compact(A, pre, n - suf, inB)
  const keepB = compact(B, pre, m - suf, inA)

  const out = new Int32Array(2 * (pre + suf + Math.min(keepA.length, keepB.length)))
  let o = 0
  for (let i = 0; i < pre; i++) {
    out[o++] = i
    out[o++] = i
  }
  let precise = true
  if (keepA.length > 0 && keepB.length > 0) {
    const xa = new Int32Array(keepA.length)
    for (let k = 0; k < xa.length; k++) xa[k] = A[keepA[k]!]!
    const xb = new Int32Array(keepB.length)
    for (let k = 0; k < xb.length; k++) xb[k] = B[keepB[k]!]!
    const seq = new Myers(xa, xb, options.minimal ? Infinity : (options.tooExpensive ?? tooExpensiveFor(xa.length, xb.length)))
    const inner = seq.run()
    precise = seq.precise
    for (let k = 0; k < inner.length; k += 2) {
      out[o++] = keepA[inner[k]!]!
      out[o++] = keepB[inner[k + 1]!]!
    }
  }
  for (let i = 0; i < suf; i++) {
    out[o++] = n - suf + i
    out[o++] = m - suf + i
  }
  return { matches: out.subarray(0, o), precise }
}

/** Indices in [lo, hi) of `seq` whose id is marked in `present`. */
function compact(seq: Int32Array, lo: number, hi: number, present: Uint8Array): Int32Array {
  const keep = new Int32Array(hi - lo)
  let k = 0
  for (let i = lo; i < hi; i++) if (present[seq[i]!]) keep[k++] = i
  return keep.subarray(0, k)
}

/** GNU's `compareseq` and `diag` over two id arrays (no sets aside here: the caller did that). */
class Myers {
  /** Forward and backward furthest x per diagonal d = x - y, stored at d + offset. */
  private fd: Int32Array
  private bd: Int32Array
  private offset: number
  private matches: Int32Array
  private count = 0
  precise = true
  /** The last split point found by `diag`, and whether each half must be searched minimally. */
  private xmid = 0
  private ymid = 0
  private loMinimal = false
  private hiMinimal = false

  constructor(
    private A: Int32Array,
    private B: Int32Array,
    private tooExpensive: number,
  ) {
    const size = A.length + B.length + 3
    this.fd = new Int32Array(size)
    this.bd = new Int32Array(size)
    this.offset = B.length + 1
    this.matches = new Int32Array(2 * Math.min(A.length, B.length))
  }

  run(): Int32Array {
    // An explicit stack (LIFO) instead of recursion; a task's common suffix is queued before its
    // halves so that matches come out in order.
    const stack: number[] = [0, this.A.length, 0, this.B.length, 0]
    const { A, B } = this
    while (stack.length) {
      const minimal = stack.pop()!
      let ylim = stack.pop()!
      let yoff = stack.pop()!
      let xlim = stack.pop()!
      let xoff = stack.pop()!
      if (minimal === SUFFIX) {
        // A queued run of matches: x from xoff, y from yoff, length xlim.
        for (let k = 0; k < xlim; k++) this.push(xoff + k, yoff + k)
        continue
      }
      while (xoff < xlim && yoff < ylim && A[xoff] === B[yoff]) this.push(xoff++, yoff++)
      const x1 = xlim
      while (xoff < xlim && yoff < ylim && A[xlim - 1] === B[ylim - 1]) {
        xlim--
        ylim--
      }
      if (xlim < x1) stack.push(xlim, x1 - xlim, ylim, 0, SUFFIX)
      if (xoff === xlim || yoff === ylim) continue
      this.diag(xoff, xlim, yoff, ylim, minimal === 1)
      const { xmid, ymid, loMinimal, hiMinimal } = this
      stack.push(xmid, xlim, ymid, ylim, hiMinimal ? 1 : 0)
      stack.push(xoff, xmid, yoff, ymid, loMinimal ? 1 : 0)
    }
    return this.matches.subarray(0, this.count)
  }

  private push(x: number, y: number) {
    this.matches[this.count++] = x
    this.matches[this.count++] = y
  }

  /** Finds the midpoint of the shortest edit script of A[xoff, xlim) and B[yoff, ylim) (GNU `diag`). */
  private diag(xoff: number, xlim: number, yoff: number, ylim: number, findMinimal: boolean) {
    const { A, B, fd, bd, offset: z } = this
    const dmin = xoff - ylim
    const dmax = xlim - yoff
    const fmid = xoff - yoff
    const bmid = xlim - ylim
    let fmin = fmid
    let fmax = fmid
    let bmin = bmid
    let bmax = bmid
    const odd = ((fmid - bmid) & 1) !== 0
    fd[fmid + z] = xoff
    bd[bmid + z] = xlim
    for (let c = 1; ; c++) {
      // One more edit step forward, on every diagonal in reach.
      if (fmin > dmin) fd[--fmin - 1 + z] = -1
      else fmin++
      if (fmax < dmax) fd[++fmax + 1 + z] = -1
      else fmax--
      for (let d = fmax; d >= fmin; d -= 2) {
        const tlo = fd[d - 1 + z]!
        const thi = fd[d + 1 + z]!
        let x = tlo < thi ? thi : tlo + 1
        let y = x - d
        while (x < xlim && y < ylim && A[x] === B[y]) {
          x++
          y++
        }
        fd[d + z] = x
        if (odd && bmin <= d && d <= bmax && bd[d + z]! <= x) return this.split(x, y, true, true)
      }
      // And one backward.
      if (bmin > dmin) bd[--bmin - 1 + z] = 0x7fffffff
      else bmin++
      if (bmax < dmax) bd[++bmax + 1 + z] = 0x7fffffff
      else bmax--
      for (let d = bmax; d >= bmin; d -= 2) {
        const tlo = bd[d - 1 + z]!
        const thi = bd[d + 1 + z]!
        let x = tlo < thi ? tlo : thi - 1
        let y = x - d
        while (x > xoff && y > yoff && A[x - 1] === B[y - 1]) {
          x--
          y--
        }
        bd[d + z] = x
        if (!odd && fmin <= d && d <= fmax && x <= fd[d + z]!) return this.split(x, y, true, true)
      }
      if (findMinimal || c < this.tooExpensive) continue

      // Too expensive: split halfway between the best forward and backward progress so far.
      this.precise = false
      let fxybest = -1
      let fxbest = 0
      for (let d = fmax; d >= fmin; d -= 2) {
        let x = Math.min(fd[d + z]!, xlim)
        let y = x - d
        if (ylim < y) {
          x = ylim + d
          y = ylim
        }
        if (fxybest < x + y) {
          fxybest = x + y
          fxbest = x
        }
      }
      let bxybest = 0x7fffffff
      let bxbest = 0
      for (let d = bmax; d >= bmin; d -= 2) {
        let x = Math.max(xoff, bd[d + z]!)
        let y = x - d
        if (y < yoff) {
          x = yoff + d
          y = yoff
        }
        if (x + y < bxybest) {
          bxybest = x + y
          bxbest = x
        }
      }
      if (xlim + ylim - bxybest < fxybest - (xoff + yoff)) return this.split(fxbest, fxybest - fxbest, true, false)
      return this.split(bxbest, bxybest - bxbest, false, true)
    }
  }

  private split(x: number, y: number, lo: boolean, hi: boolean) {
    this.xmid = x
    this.ymid = y
    this.loMinimal = lo
    this.hiMinimal = hi
  }
}

/** Stack marker of a queued run of matches (a task's common suffix). */
const SUFFIX = 2
