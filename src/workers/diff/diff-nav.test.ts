import { describe, expect, it } from 'vitest'
import { diffText as engine } from './diff.impl'
import { toResult } from './diff-views'
import type { DiffJob } from './diff.types'

/** The engine's answer as the page holds it (summary, texts, listings). */
const diffText = (job: DiffJob) => toResult(job, engine(job))
import {
  activeFolds,
  CHANGE_ADDS,
  CHANGE_REMOVES,
  changeCounter,
  changeList,
  changesFromBlocks,
  expandLabel,
  FOLD_CONTEXT,
  FOLD_MIN,
  FoldedLayout,
  foldRanges,
  scrollMarks,
  stepChange,
  type Change,
} from './diff-nav'

const lines = (n: number, f: (i: number) => string = (i) => `line ${i}`) => Array.from({ length: n }, (_, i) => f(i)).join('\n')

describe('change list', () => {
  // 20 lines; line 5 replaced, line 12 removed, a line added after 17.
  const a = lines(20)
  const b = lines(20, (i) => (i === 5 ? 'five' : `line ${i}`))
    .split('\n')
    .filter((_, i) => i !== 12)
    .flatMap((l, i) => (i === 16 ? [l, 'new'] : [l]))
    .join('\n')
  const r = diffText({ a, b })

  it('finds the same three changes in the unified listing and the side-by-side pair', () => {
    const unified = changeList([r.views.unified.kind])
    // Unified rows: 0-4 same, 5 removed, 6 added, 7-12 same (lines 6-11), 13 removed (line 12), ...
    expect(unified).toEqual([
      { from: 5, to: 7, flags: CHANGE_REMOVES | CHANGE_ADDS },
      { from: 13, to: 14, flags: CHANGE_REMOVES },
      { from: 19, to: 20, flags: CHANGE_ADDS },
    ])
    const split = changeList([r.views.split[0].kind, r.views.split[1].kind])
    // Side by side the replaced pair is one row; the removed line 12 has a filler on the right.
    expect(split).toEqual([
      { from: 5, to: 6, flags: CHANGE_REMOVES | CHANGE_ADDS },
      { from: 12, to: 13, flags: CHANGE_REMOVES },
      { from: 18, to: 19, flags: CHANGE_ADDS },
    ])
    expect(r.views.split[1].lines[12]).toBe('')
    expect(r.views.split[1].lines[18]).toBe('new')
  })

  it("reads the same changes from the result's blocks, without walking the rows", () => {
    expect(changesFromBlocks(r.blocks, 'unified')).toEqual(changeList([r.views.unified.kind]))
    expect(changesFromBlocks(r.blocks, 'split')).toEqual(changeList([r.views.split[0].kind, r.views.split[1].kind]))
    // Uneven replacements, a change at the start and one at the end.
    const r2 = diffText({ a: 'x\na\nb\nc\nd\ne', b: 'a\nB1\nB2\nB3\nc\nd\ne\ny\nz' })
    expect(changesFromBlocks(r2.blocks, 'unified')).toEqual(changeList([r2.views.unified.kind]))
    expect(changesFromBlocks(r2.blocks, 'split')).toEqual(changeList([r2.views.split[0].kind, r2.views.split[1].kind]))
    expect(changesFromBlocks(r2.blocks, 'split')).toEqual([
      { from: 0, to: 1, flags: CHANGE_REMOVES },
      { from: 2, to: 5, flags: CHANGE_REMOVES | CHANGE_ADDS },
      { from: 8, to: 10, flags: CHANGE_ADDS },
    ])
    expect(changesFromBlocks(diffText({ a: 'same', b: 'same' }).blocks, 'split')).toEqual([])
  })

  it('is empty for an identical listing and for no rows', () => {
    expect(changeList([new Uint8Array(5)])).toEqual([])
    expect(changeList([])).toEqual([])
  })

  it('counts 250 changes in a 13,000-line text with a change every 52 lines', () => {
    const big = diffText({ a: lines(13_000), b: lines(13_000, (i) => (i % 52 === 26 ? `changed ${i}` : `line ${i}`)) })
    expect(changeList([big.views.unified.kind])).toHaveLength(250)
    expect(changeList([big.views.split[0].kind, big.views.split[1].kind])).toHaveLength(250)
    expect(changesFromBlocks(big.blocks, 'split')).toEqual(changeList([big.views.split[0].kind, big.views.split[1].kind]))
    expect(changesFromBlocks(big.blocks, 'unified')).toEqual(changeList([big.views.unified.kind]))
  })
})

describe('folding unchanged runs', () => {
  it('keeps 3 lines of context around each change and folds runs of at least 4 hidden lines', () => {
    expect(FOLD_CONTEXT).toBe(3)
    expect(FOLD_MIN).toBe(4)
    // 100 rows, changes at 20-21 and 30 and 97.
    const changes: Change[] = [
      { from: 20, to: 22, flags: 1 },
      { from: 30, to: 31, flags: 2 },
      { from: 97, to: 98, flags: 3 },
    ]
    expect(foldRanges(changes, 100)).toEqual([
      { from: 0, to: 17 }, // the start keeps context only before the change
      // 22..29 is 8 rows: 3 + 3 context leaves 2 hidden, too few to fold.
      { from: 34, to: 94 },
      // 98..99 at the end: 2 rows, kept.
    ])
  })

  it('folds a run between changes leaving exactly the context rows around the bar', () => {
    const f = foldRanges([{ from: 0, to: 1, flags: 1 }, { from: 11, to: 12, flags: 1 }], 12)
    expect(f).toEqual([{ from: 4, to: 8 }])
    expect(foldRanges([{ from: 0, to: 1, flags: 1 }, { from: 10, to: 11, flags: 1 }], 11)).toEqual([]) // 3 hidden < 4
  })

  it('folds nothing without changes, and drops expanded folds or all of them when showing everything', () => {
    expect(foldRanges([], 500)).toEqual([])
    const folds = [
      { from: 0, to: 10 },
      { from: 20, to: 30 },
      { from: 40, to: 50 },
    ]
    expect(activeFolds(folds, new Set([1]), false)).toEqual([
      { fold: folds[0], index: 0 },
      { fold: folds[2], index: 2 },
    ])
    expect(activeFolds(folds, new Set(), true)).toEqual([])
  })

  it("labels a fold's bar with the number of lines it hides", () => {
    expect(expandLabel(60)).toBe('Expand 60 unchanged lines')
    expect(expandLabel(1)).toBe('Expand 1 unchanged line')
    expect(expandLabel(12_345)).toBe('Expand 12,345 unchanged lines')
  })
})

describe('folded layout and scrollbar marks', () => {
  const folds = [
    { from: 0, to: 17 },
    { from: 34, to: 94 },
  ]
  it('places rows after a fold one bar below its start', () => {
    const l = new FoldedLayout(folds, 100, 1)
    expect(l.height).toBe(100 - 16 - 59)
    expect(l.top(0)).toBe(0)
    expect(l.top(10)).toBe(0) // hidden: at its bar
    expect(l.top(17)).toBe(1)
    expect(l.top(33)).toBe(17)
    expect(l.top(34)).toBe(18)
    expect(l.top(94)).toBe(19)
    expect(l.top(99)).toBe(24)
    const unfolded = new FoldedLayout([], 100, 1)
    expect(unfolded.top(42)).toBe(42)
    expect(unfolded.height).toBe(100)
  })

  it('puts one mark per change at its relative position, coloured by what it does', () => {
    const changes: Change[] = [
      { from: 20, to: 22, flags: CHANGE_REMOVES },
      { from: 50, to: 51, flags: CHANGE_ADDS },
      { from: 97, to: 98, flags: CHANGE_REMOVES | CHANGE_ADDS },
    ]
    const marks = scrollMarks(changes, new FoldedLayout([], 100, 1), 1000)
    expect(marks).toEqual([
      { top: 200, height: 20, index: 0, count: 1, flags: CHANGE_REMOVES },
      { top: 500, height: 10, index: 1, count: 1, flags: CHANGE_ADDS },
      { top: 970, height: 10, index: 2, count: 1, flags: CHANGE_REMOVES | CHANGE_ADDS },
    ])
    // A small track keeps marks at least 3 px tall.
    expect(scrollMarks(changes, new FoldedLayout([], 100, 1), 100).map((m) => [m.top, m.height])).toEqual([
      [20, 3],
      [50, 3],
      [97, 3],
    ])
    // Folding moves the marks up to where the rows are shown.
    const folded = scrollMarks(changes.slice(0, 1), new FoldedLayout([{ from: 0, to: 17 }], 100, 1), 84)
    expect(folded[0]).toMatchObject({ top: 4, height: 3 })
  })

  it('merges marks that would overlap, so 16,667 changes draw at most one mark per 3 px', () => {
    const changes: Change[] = Array.from({ length: 16_667 }, (_, i) => ({ from: 3 * i, to: 3 * i + 1, flags: i % 2 ? CHANGE_ADDS : CHANGE_REMOVES }))
    const marks = scrollMarks(changes, new FoldedLayout([], 50_000, 1), 500)
    expect(marks.length).toBeLessThanOrEqual(500 / 3 + 1)
    // Dense changes give a mark every 3 px, not one long mark.
    expect(marks.length).toBeGreaterThan(150)
    expect(Math.max(...marks.map((m) => m.height))).toBeLessThan(4)
    expect(marks.reduce((n, m) => n + m.count, 0)).toBe(16_667)
    expect(marks[0]).toMatchObject({ index: 0, flags: CHANGE_ADDS | CHANGE_REMOVES })
    expect(scrollMarks(changes, new FoldedLayout([], 50_000, 1), 0)).toEqual([])
    // 250 changes 8 rows apart on a 430 px strip (1.7 px apart): about one mark per two changes.
    const spread: Change[] = Array.from({ length: 250 }, (_, i) => ({ from: 8 * i + 4, to: 8 * i + 5, flags: CHANGE_ADDS }))
    const few = scrollMarks(spread, new FoldedLayout([], 2000, 1), 430)
    expect(few.length).toBeGreaterThan(100)
    expect(few.length).toBeLessThan(150)
    expect(few.at(-1)!.top + few.at(-1)!.height).toBeLessThanOrEqual(430)
  })
})

describe('previous and next change', () => {
  const changes: Change[] = [
    { from: 10, to: 12, flags: 1 },
    { from: 40, to: 41, flags: 2 },
    { from: 80, to: 85, flags: 3 },
  ]
  it('steps from the current change and stops at either end', () => {
    expect(stepChange(changes, 0, 1, 0)).toBe(1)
    expect(stepChange(changes, 1, 1, 0)).toBe(2)
    expect(stepChange(changes, 2, 1, 0)).toBeNull()
    expect(stepChange(changes, 2, -1, 0)).toBe(1)
    expect(stepChange(changes, 0, -1, 0)).toBeNull()
  })
  it('starts from the top row in view when no change is chosen', () => {
    expect(stepChange(changes, null, 1, 0)).toBe(0)
    expect(stepChange(changes, null, 1, 11)).toBe(0) // the change still reaches into view
    expect(stepChange(changes, null, 1, 12)).toBe(1)
    expect(stepChange(changes, null, 1, 90)).toBe(2)
    expect(stepChange(changes, null, -1, 50)).toBe(1)
    expect(stepChange(changes, null, -1, 0)).toBe(0)
    expect(stepChange([], null, 1, 0)).toBeNull()
  })
  it('says which change is shown, or how many there are', () => {
    expect(changeCounter(2, 250)).toBe('Change 3 of 250')
    expect(changeCounter(null, 250)).toBe('250 changes')
    expect(changeCounter(null, 1)).toBe('1 change')
    expect(changeCounter(1233, 16_667)).toBe('Change 1,234 of 16,667')
  })
})
