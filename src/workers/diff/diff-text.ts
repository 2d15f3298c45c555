import { forEachBlock, type DiffResult } from './diff.types'

/**
 * Pure helpers shared by the diff screens (Diff Viewer and Text Diff, SPEC: "two routes for the same
 * kind of line diff"): placeholders, the equal-state text, the stored state's shape, and the diff as
 * text. The view mode and ignore-whitespace go beyond SPEC.
 */
export const PLACEHOLDERS = { left: 'Original text...', right: 'Modified text...' } as const
export const NO_DIFFERENCES = 'No differences'
/** The empty state: two empty sides are not "equal", there is simply nothing to compare yet. */
export const EMPTY_HINT = 'Type or paste text on both sides; the differences appear here.'

/** True while there is nothing to compare: both sides are empty (issue 21: not 'No differences'). */
export const nothingToCompare = (left: string, right: string) => left === '' && right === ''

export type DiffScreenState = { left: string; right: string; mode: 'split' | 'unified'; ignoreWhitespace: boolean }
export const DEFAULTS: DiffScreenState = { left: '', right: '', mode: 'split', ignoreWhitespace: false }

export const validateState = (s: DiffScreenState, d: DiffScreenState): DiffScreenState => ({
  ...s,
  mode: s.mode === 'unified' || s.mode === 'split' ? s.mode : d.mode,
})

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** The one-line summary above the diff. */
export function summary(r: DiffResult): string {
  if (r.identical) return NO_DIFFERENCES
  return `${plural(r.added, 'line added', 'lines added')}, ${plural(r.removed, 'line removed', 'lines removed')}`
}

/** The diff as a unified listing (' ', '-', '+' prefixes), for Copy and Download. */
export function unifiedText(r: DiffResult): string {
  const a = r.a === '' ? [] : r.a.split('\n')
  const b = r.b === '' ? [] : r.b.split('\n')
  const out: string[] = []
  forEachBlock(r.blocks, (equal, as, al, bs, bl) => {
    if (equal) for (let k = 0; k < al; k++) out.push(` ${a[as + k]}`)
    else {
      for (let k = 0; k < al; k++) out.push(`-${a[as + k]}`)
      for (let k = 0; k < bl; k++) out.push(`+${b[bs + k]}`)
    }
  })
  return out.join('\n')
}
