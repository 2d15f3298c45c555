import { describe, expect, it } from 'vitest'
import { mergeWithDefaults } from '../../lib/persistence'
import { diffText as engine } from './diff.impl'
import { toResult } from './diff-views'
import type { DiffJob } from './diff.types'

/** The engine's answer as the page holds it (summary, texts, listings). */
const diffText = (job: DiffJob) => toResult(job, engine(job))
import { DEFAULTS, EMPTY_HINT, NO_DIFFERENCES, nothingToCompare, PLACEHOLDERS, summary, unifiedText, validateState } from './diff-text'

describe('diff screen rules', () => {
  it("uses SPEC's placeholders and equal-state text", () => {
    expect(PLACEHOLDERS).toEqual({ left: 'Original text...', right: 'Modified text...' })
    expect(summary(diffText({ a: 'x', b: 'x' }))).toBe(NO_DIFFERENCES)
    expect(NO_DIFFERENCES).toBe('No differences')
  })
  it('shows the empty state, not "No differences", while both sides are empty', () => {
    expect(nothingToCompare('', '')).toBe(true)
    expect(nothingToCompare('', 'x')).toBe(false)
    expect(nothingToCompare('x', '')).toBe(false)
    expect(nothingToCompare(' ', ' ')).toBe(false)
    expect(EMPTY_HINT).toBe('Type or paste text on both sides; the differences appear here.')
  })
  it('summarises and lists the changes', () => {
    const r = diffText({ a: 'a\nb\nc', b: 'a\nB\nc\nd' })
    expect(summary(r)).toBe('2 lines added, 1 line removed')
    expect(unifiedText(r)).toBe(' a\n-b\n+B\n c\n+d')
  })
  it('keeps stored left/right and a valid mode', () => {
    expect(validateState(mergeWithDefaults({ left: 'l', right: 'r', mode: 'sideways' }, DEFAULTS), DEFAULTS)).toEqual({ ...DEFAULTS, left: 'l', right: 'r' })
  })
})
