import { EQUAL, ROW_ADDED, ROW_FILLER, ROW_REMOVED, ROW_SAME, type DiffSide } from './diff.types'

/** Fills one listing row by row; sizes are known up front, so everything is preallocated. */
class SideBuilder {
  private lines: string[]
  private kind: Uint8Array
  private oldNo: Int32Array
  private newNo: Int32Array
  private markStart: Int32Array
  private marks: number[] = []
  private row = 0
  constructor(rows: number) {
    this.lines = new Array<string>(rows)
    this.kind = new Uint8Array(rows)
    this.oldNo = new Int32Array(rows)
    this.newNo = new Int32Array(rows)
    this.markStart = new Int32Array(rows + 1)
  }
  push(text: string, kind: number, oldNo: number, newNo: number, marks?: number[]) {
    const r = this.row++
    this.lines[r] = text
    this.kind[r] = kind
    this.oldNo[r] = oldNo
    this.newNo[r] = newNo
    this.markStart[r] = this.marks.length / 2
    if (marks) for (const m of marks) this.marks.push(m)
  }
  done(): DiffSide {
    this.markStart[this.row] = this.marks.length / 2
    return { text: this.lines.join('\n'), kind: this.kind, oldNo: this.oldNo, newNo: this.newNo, markStart: this.markStart, marks: Int32Array.from(this.marks) }
  }
}

/** Word marks per source line of each side, from the flattened `inline` list. */
function marksByLine(inline: Int32Array) {
  const a = new Map<number, number[]>()
  const b = new Map<number, number[]>()
  for (let i = 0; i < inline.length; i += 4) {
    const m = inline[i] === 0 ? a : b
    const line = inline[i + 1]!
    let list = m.get(line)
    if (!list) m.set(line, (list = []))
    list.push(inline[i + 2]!, inline[i + 3]!)
  }
  return { a, b }
}

/** Builds the side-by-side pair (aligned with filler rows) and the unified listing of a diff. */
export function buildViews(a: string[], b: string[], blocks: Int32Array, inline: Int32Array): { split: [DiffSide, DiffSide]; unified: DiffSide } {
  const hl = marksByLine(inline)
  let splitRows = 0
  let unifiedRows = 0
  for (let i = 0; i < blocks.length; i += 5) {
    const al = blocks[i + 2]!
    const bl = blocks[i + 4]!
    if (blocks[i] === EQUAL) {
      splitRows += al
      unifiedRows += al
    } else {
      splitRows += Math.max(al, bl)
      unifiedRows += al + bl
    }
  }
  const u = new SideBuilder(unifiedRows)
  const left = new SideBuilder(splitRows)
  const right = new SideBuilder(splitRows)
  for (let i = 0; i < blocks.length; i += 5) {
    const as = blocks[i + 1]!
    const al = blocks[i + 2]!
    const bs = blocks[i + 3]!
    const bl = blocks[i + 4]!
    if (blocks[i] === EQUAL) {
      for (let k = 0; k < al; k++) {
        u.push(a[as + k]!, ROW_SAME, as + k + 1, bs + k + 1)
        left.push(a[as + k]!, ROW_SAME, as + k + 1, 0)
        right.push(b[bs + k]!, ROW_SAME, 0, bs + k + 1)
      }
      continue
    }
    for (let k = 0; k < al; k++) u.push(a[as + k]!, ROW_REMOVED, as + k + 1, 0, hl.a.get(as + k))
    for (let k = 0; k < bl; k++) u.push(b[bs + k]!, ROW_ADDED, 0, bs + k + 1, hl.b.get(bs + k))
    for (let k = 0; k < Math.max(al, bl); k++) {
      if (k < al) left.push(a[as + k]!, ROW_REMOVED, as + k + 1, 0, hl.a.get(as + k))
      else left.push('', ROW_FILLER, 0, 0)
      if (k < bl) right.push(b[bs + k]!, ROW_ADDED, 0, bs + k + 1, hl.b.get(bs + k))
      else right.push('', ROW_FILLER, 0, 0)
    }
  }
  return { split: [left.done(), right.done()], unified: u.done() }
}
