import { describe, expect, it } from 'vitest'
import { extrasProgress, missingText, staleExtras, statusText, type ExtraGroup } from './offline.logic'

const extras: ExtraGroup[] = [
  { id: 'fonts', label: 'ASCII Art fonts', files: ['assets/a.js', 'assets/b.js', 'assets/c.js'], bytes: 3 },
  { id: 'locales', label: 'Fake Data locales', files: ['assets/de.js'], bytes: 1 },
]

describe('what is offline, and the status line', () => {
  it('counts what the cache holds of each extra, and finds an earlier build’s files to drop', () => {
    const cached = new Set(['assets/b.js', 'assets/old-font.js'])
    const progress = extrasProgress(extras, cached)
    expect(progress).toEqual([
      { id: 'fonts', label: 'ASCII Art fonts', cached: 1, total: 3 },
      { id: 'locales', label: 'Fake Data locales', cached: 0, total: 1 },
    ])
    expect(missingText(progress)).toBe('ASCII Art fonts (1 of 3), Fake Data locales')
    expect(staleExtras(extras, cached)).toEqual(['assets/old-font.js'])
  })

  it('says what is missing, and when nothing is', () => {
    expect(statusText({ phase: 'none' })).toBeNull()
    expect(statusText({ phase: 'installing', done: 0, total: 529 })).toEqual({ title: 'Getting ready to work offline: 0%', detail: '0 of 529 files' })
    // Never 100% before it is done.
    expect(statusText({ phase: 'installing', done: 529, total: 529 })).toEqual({ title: 'Getting ready to work offline: 99%', detail: '529 of 529 files' })
    expect(statusText({ phase: 'ready', extras: extrasProgress(extras, new Set()) })).toEqual({ title: 'Ready to work offline', detail: 'Not yet offline: ASCII Art fonts, Fake Data locales' })
    expect(statusText({ phase: 'fetching', done: 1, total: 4, extras: extrasProgress(extras, new Set()) })).toEqual({ title: 'Making every tool available offline: 25%', detail: '1 of 4 files' })
    const all = new Set(extras.flatMap((g) => g.files))
    expect(statusText({ phase: 'ready', extras: extrasProgress(extras, all) })).toEqual({ title: 'Ready to work offline', detail: 'Every tool works offline' })
    expect(statusText({ phase: 'ready', extras: [] })).toEqual({ title: 'Ready to work offline', detail: 'Every tool works offline' })
  })
})
