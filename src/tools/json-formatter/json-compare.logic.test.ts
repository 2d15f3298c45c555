import { describe, expect, it } from 'vitest'
import type { Change } from '../../workers/json-diff/diff.types'
import { changeText, changeTree, compareHint, countsLabel, cutNote, diffErrorText, NO_DIFFERENCES, pointerTokens } from './json-compare.logic'

describe('Compare tab logic', () => {
  it('names the counts in a fixed order, skipping zeros; none is the no-differences sentence', () => {
    expect(countsLabel({ added: 2, removed: 0, changed: 1, moved: 1200 })).toBe('1 changed · 2 added · 1,200 moved')
    expect(countsLabel({ added: 0, removed: 0, changed: 0, moved: 0 })).toBe(NO_DIFFERENCES)
  })

  it('asks for what is missing before it can compare', () => {
    expect(compareHint('', '{}', 'position', 'id')).toMatch(/^Paste the first document in the Input pane/)
    expect(compareHint('{}', '  ', 'position', 'id')).toBe('Paste the JSON to compare the input with, then press Compare.')
    expect(compareHint('{}', '{}', 'key', ' ')).toBe('Name the key that identifies array items (for example id).')
    expect(compareHint('{}', '{}', 'position', '')).toBeNull()
  })

  it('says which document is invalid, and where', () => {
    expect(diffErrorText({ side: 'right', message: "Object value expected after ':'", line: 3, column: 8 })).toBe("Compared document: Object value expected after ':' (line 3, column 8)")
    expect(diffErrorText({ side: 'left', message: 'x', line: 1, column: 2 })).toBe('Input: x (line 1, column 2)')
  })

  it('splits JSON Pointers into their unescaped tokens (RFC 6901)', () => {
    expect(pointerTokens('')).toEqual([])
    expect(pointerTokens('/a~1b/m~0n/0/')).toEqual(['a/b', 'm~n', '0', ''])
  })

  it('builds the tree of changes with the counts under each path', () => {
    const changes: Change[] = [
      { kind: 'changed', path: '/a/x', left: '1', right: '2' },
      { kind: 'added', path: '/a/y~1z', right: 'true' },
      { kind: 'moved', path: '/list/0', from: '/list/3' },
      { kind: 'removed', path: '/gone', left: 'null' },
    ]
    const root = changeTree(changes)
    expect(root.counts).toEqual({ added: 1, removed: 1, changed: 1, moved: 1 })
    expect(root.children.map((c) => [c.name, c.path, c.counts])).toEqual([
      ['a', '/a', { added: 1, removed: 0, changed: 1, moved: 0 }],
      ['list', '/list', { added: 0, removed: 0, changed: 0, moved: 1 }],
      ['gone', '/gone', { added: 0, removed: 1, changed: 0, moved: 0 }],
    ])
    expect(root.children[0]!.children.map((c) => [c.name, c.path])).toEqual([
      ['x', '/a/x'],
      ['y/z', '/a/y~1z'],
    ])
    expect(root.children[0]!.children[1]!.changes).toEqual([changes[1]])
    // A change of the whole document sits on the root.
    expect(changeTree([{ kind: 'changed', path: '', left: '1', right: '[]' }]).changes).toHaveLength(1)
  })

  it('words each change', () => {
    expect(changeText({ kind: 'changed', path: '/n', left: '1.0', right: '1', sameNumber: true })).toBe('1.0 → 1 (the same number, written differently)')
    expect(changeText({ kind: 'moved', path: '/b', from: '/a' })).toBe('from /a')
    expect(changeText({ kind: 'added', path: '/b', right: '{}' })).toBe('{}')
    expect(changeText({ kind: 'removed', path: '/b', left: '[]' })).toBe('[] (path in the input)')
    expect(cutNote(5000, 12345)).toBe('The tree shows the first 5,000 of 12,345 changes; the list and the patch have them all.')
  })
})
