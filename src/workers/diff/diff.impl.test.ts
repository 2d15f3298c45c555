import { describe, expect, it } from 'vitest'
import { diffArrays, diffLines } from 'diff'
import { CHANGE, diffText as engine, EQUAL, splitLines } from './diff.impl'
import { inlineRanges, toResult } from './diff-views'
import type { DiffJob, DiffResult } from './diff.types'

/** The engine's answer as the page holds it (summary, texts, listings). */
const diffText = (job: DiffJob, progress?: Parameters<typeof engine>[1]) => toResult(job, engine(job, progress))

type Row = { kind: 'equal' | 'removed' | 'added'; text: string }
/** The unified listing a result describes. */
function unified(r: DiffResult): Row[] {
  const a = splitLines(r.a)
  const b = splitLines(r.b)
  const rows: Row[] = []
  for (let i = 0; i < r.blocks.length; i += 5) {
    const [kind, as, al, bs, bl] = Array.from(r.blocks.subarray(i, i + 5)) as [number, number, number, number, number]
    if (kind === EQUAL) for (let k = 0; k < al; k++) rows.push({ kind: 'equal', text: a[as + k]! })
    else {
      for (let k = 0; k < al; k++) rows.push({ kind: 'removed', text: a[as + k]! })
      for (let k = 0; k < bl; k++) rows.push({ kind: 'added', text: b[bs + k]! })
    }
  }
  return rows
}
/** The same listing from jsdiff's diffLines, the reference for simple cases. */
function jsdiffRows(a: string, b: string): Row[] {
  const rows: Row[] = []
  for (const part of diffLines(a, b)) {
    const lines = part.value.replace(/\n$/, '').split('\n')
    for (const text of lines) rows.push({ kind: part.added ? 'added' : part.removed ? 'removed' : 'equal', text })
  }
  return rows
}
function rebuilds(r: DiffResult) {
  const rows = unified(r)
  expect(rows.filter((x) => x.kind !== 'added').map((x) => x.text)).toEqual(splitLines(r.a))
  expect(rows.filter((x) => x.kind !== 'removed').map((x) => x.text)).toEqual(splitLines(r.b))
}

describe('line diff', () => {
  it.each([
    ['one changed line', 'a\nb\nc', 'a\nB\nc'],
    ['an insertion', 'a\nb\nc', 'a\nb\nx\nc'],
    ['a deletion', 'a\nb\nc\nd', 'a\nc\nd'],
    ['changes at both ends', 'head\nkeep 1\nkeep 2\ntail', 'HEAD\nkeep 1\nkeep 2\nTAIL'],
    ['a moved block of unique lines', 'one\ntwo\nthree\nfour\nfive', 'one\nfour\ntwo\nthree\nfive'],
  ])('%s: same listing as jsdiff diffLines', (_, a, b) => {
    const r = diffText({ a, b })
    expect(unified(r)).toEqual(jsdiffRows(a, b))
    rebuilds(r)
  })

  it('reports identical texts, counts, and empty inputs', () => {
    expect(diffText({ a: 'same\ntext', b: 'same\ntext' })).toMatchObject({ identical: true, added: 0, removed: 0, linesA: 2, linesB: 2 })
    expect(diffText({ a: '', b: '' })).toMatchObject({ identical: true, linesA: 0, linesB: 0 })
    const r = diffText({ a: '', b: 'x\ny' })
    expect(r).toMatchObject({ identical: false, added: 2, removed: 0 })
    expect(Array.from(r.blocks)).toEqual([CHANGE, 0, 0, 0, 2])
  })

  it('ignores whitespace when asked', () => {
    expect(diffText({ a: 'a  b\n\tc', b: 'a b\nc  ' }).identical).toBe(false)
    expect(diffText({ a: 'a  b\n\tc', b: 'a b\nc  ', ignoreWhitespace: true }).identical).toBe(true)
  })

  it('aligns repetitive text without unique lines (GNU\'s Myers) minimally, as jsdiff does', () => {
    const a = Array.from({ length: 300 }, (_, i) => ['{', '}', ''][i % 3]).join('\n')
    const b = Array.from({ length: 300 }, (_, i) => ['{', '}', '', 'x'][i % 4]).join('\n')
    const r = diffText({ a, b })
    rebuilds(r)
    expect(r.precise).toBe(true)
    // As many lines removed and added as jsdiff's (minimal) diffArrays on the same lines.
    const parts = diffArrays(splitLines(a), splitLines(b))
    expect(r.removed).toBe(parts.filter((p) => p.removed).reduce((s, p) => s + p.value.length, 0))
    expect(r.added).toBe(parts.filter((p) => p.added).reduce((s, p) => s + p.value.length, 0))
  })

  it('stays a valid alignment on 50,000 lines at 1%, 30% and 100% changed, and reports progress', () => {
    for (const ratio of [0.01, 0.3, 1]) {
      let seed = 7
      const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed / 0x7fffffff)
      const a: string[] = []
      const b: string[] = []
      let changed = 0
      for (let i = 0; i < 50_000; i++) {
        const line = `line ${i} value ${Math.floor(rnd() * 1e6)}`
        a.push(line)
        if (rnd() < ratio) {
          changed++
          b.push(`${line} changed`)
        } else b.push(line)
      }
      const seen: number[] = []
      const r = diffText({ a: a.join('\n'), b: b.join('\n') }, (p) => seen.push(p.done))
      rebuilds(r)
      // Every line is unique, so the optimal diff is exactly the changed lines.
      expect(r.removed).toBe(changed)
      expect(r.added).toBe(changed)
      expect(seen.length).toBeGreaterThan(1)
    }
  })
})

describe('word-level highlights (jsdiff diffWordsWithSpace)', () => {
  it('marks the changed words of a changed pair of lines', () => {
    expect(inlineRanges('const answer = 41;', 'const answer = 42;')).toEqual({ a: [15, 17], b: [15, 17] })
    expect(inlineRanges('hello big world', 'hello world')).toEqual({ a: [6, 10], b: [] })
  })
  it('skips lines with nothing in common and over-long lines', () => {
    expect(inlineRanges('abc', 'xyz')).toBeNull()
    expect(inlineRanges('x'.repeat(3000), 'y'.repeat(3000))).toBeNull()
  })
  it('marks both rows of a changed pair, in both listings, and no other row', () => {
    const r = diffText({ a: 'keep\nthe old value\nkeep', b: 'keep\nthe new value\nkeep' })
    const [left, right] = r.views.split
    expect([0, 1, 2].map((row) => left.marksAt(row))).toEqual([[], [4, 7], []])
    expect([0, 1, 2].map((row) => right.marksAt(row))).toEqual([[], [4, 7], []])
    expect([0, 1, 2, 3].map((row) => r.views.unified.marksAt(row))).toEqual([[], [4, 7], [4, 7], []])
  })
  it('pairs the k-th removed line with the k-th added line of a change; the unpaired rest gets no marks', () => {
    const r = diffText({ a: 'x = 1\ny = 2\nz = 3', b: 'x = 10\ny = 20' })
    const u = r.views.unified
    // Rows: removed x, y, z; added x, y.
    expect(Array.from(u.kind)).toEqual([1, 1, 1, 2, 2])
    expect([0, 1, 2, 3, 4].map((row) => u.marksAt(row))).toEqual([[4, 5], [4, 5], [], [4, 6], [4, 6]])
    expect(r.views.split[1].marksAt(2)).toEqual([])
  })
})

describe('view listings built on the page', () => {
  it('unified: removed then added rows, with both line numbers and word marks', () => {
    const r = diffText({ a: 'keep\nthe old value\nend', b: 'keep\nthe new value\nend\nmore' })
    const u = r.views.unified
    expect(u.lines).toEqual(unified(r).map((x) => x.text))
    expect(u.lines).toEqual(['keep', 'the old value', 'the new value', 'end', 'more'])
    expect(Array.from(u.kind)).toEqual([0, 1, 2, 0, 2])
    expect(Array.from(u.oldNo)).toEqual([1, 2, 0, 3, 0])
    expect(Array.from(u.newNo)).toEqual([1, 0, 2, 3, 4])
    // Row 1 (removed) and row 2 (added) carry the marks for 'old' and 'new'.
    expect([0, 1, 2, 3, 4].map((row) => u.marksAt(row))).toEqual([[], [4, 7], [4, 7], [], []])
  })
  it('shows the lines of a CRLF text without their carriage return; an identical result builds no listing until read', () => {
    const r = diffText({ a: 'one\r\ntwo\r\n', b: 'one\r\n2\r\n' })
    expect(r).toMatchObject({ added: 1, removed: 1, linesA: 3, linesB: 3 })
    expect(r.views.unified.lines).toEqual(['one', 'two', '2', ''])
    const same = diffText({ a: 'x', b: 'x' })
    expect(same.identical).toBe(true)
    expect(same.views.unified.lines).toEqual(['x'])
  })
  it('side by side: rows aligned, filler rows where a side has no line', () => {
    const r = diffText({ a: 'a\nb\nc', b: 'a\nx\ny\nc' })
    const [left, right] = r.views.split
    expect(left.lines).toEqual(['a', 'b', '', 'c'])
    expect(right.lines).toEqual(['a', 'x', 'y', 'c'])
    expect(Array.from(left.kind)).toEqual([0, 1, 3, 0])
    expect(Array.from(right.kind)).toEqual([0, 2, 2, 0])
    expect(Array.from(left.oldNo)).toEqual([1, 2, 0, 3])
    expect(Array.from(right.newNo)).toEqual([1, 2, 3, 4])
  })
})
