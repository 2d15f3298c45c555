import { describe, expect, it } from 'vitest'
import { applyEdit, commonPrefix, commonSuffix, createRegexEngine, groupNames, NEED_TEXT, runRegex, textEdit } from './regex.impl'

describe('regex engine', () => {
  it('lists global matches with positions and groups, as String.prototype.matchAll does', () => {
    const text = 'John: 555-1234, Jane: 555-9876'
    const r = runRegex({ pattern: '(\\d{3})-(?<line>\\d{4})', flags: 'g', text })
    const reference = [...text.matchAll(/(\d{3})-(?<line>\d{4})/g)]
    expect(r.count).toBe(2)
    expect(r.matches.map((m) => [m.index, m.end, m.text, m.groups])).toEqual(reference.map((m) => [m.index, m.index! + m[0].length, m[0], m.slice(1)]))
    expect(r.matches[0]).toEqual({ index: 6, end: 14, text: '555-1234', groups: ['555', '1234'] })
    expect(r.names).toEqual([undefined, 'line'])
  })

  it('keeps a group that took no part as undefined, and an empty capture as ""', () => {
    const r = runRegex({ pattern: '(a)|(b)(c?)', flags: 'g', text: 'ab' })
    expect(r.matches.map((m) => m.groups)).toEqual([...'ab'.matchAll(/(a)|(b)(c?)/g)].map((m) => m.slice(1)))
    expect(r.matches[1]!.groups).toEqual([undefined, 'b', ''])
  })

  it('finds only the first match without the g flag', () => {
    expect(runRegex({ pattern: 'a', flags: '', text: 'aaa' }).count).toBe(1)
  })

  it('steps over empty matches instead of looping', () => {
    const r = runRegex({ pattern: 'x*', flags: 'g', text: 'abc' })
    expect(r.count).toBe([...'abc'.matchAll(/x*/g)].length)
    const u = runRegex({ pattern: '', flags: 'gu', text: '😀a' })
    expect(u.count).toBe([...'😀a'.matchAll(/(?:)/gu)].length)
  })

  it('replaces with $1, $<name> and $&', () => {
    const r = runRegex({ pattern: '(?<first>\\w+) (\\w+)', flags: 'g', text: 'hello world', replacement: '$2 $<first> [$&]' })
    expect(r.replaced).toBe('world hello [hello world]')
  })

  it('caps the listed matches but counts them all', () => {
    const r = runRegex({ pattern: '.', flags: 'g', text: 'x'.repeat(5000) })
    expect(r.count).toBe(5000)
    expect(r.matches).toHaveLength(1000)
    expect(r.truncated).toBe(true)
  })

  it("names each group by its number, as the engine's own groups object does", () => {
    const cases: [string, string][] = [
      ['(?<year>\\d{4})-(\\d{2})-(?<day>\\d{2})', '2024-05-06'],
      ['(?:x)?(?<a>a)(?=(b))(?<!z)b(?<c>[(?<no>)]c)\\((?<d>d)', 'xab)c(d'],
      ['((?<outer>(?<inner>i)o)|(?<alt>q))', 'io'],
      ['[\\]](?<k>k)\\k<k>', ']kk'],
    ]
    for (const [pattern, text] of cases) {
      const names = groupNames(pattern)
      const m = new RegExp(pattern).exec(text)
      expect(m).not.toBeNull()
      expect(names).toHaveLength(m!.length - 1) // as many groups as the engine has
      for (const [name, value] of Object.entries(m!.groups!)) expect(m![names.indexOf(name) + 1]).toBe(value)
    }
    expect(groupNames('(a)(?:b)(?<n>c)(?=d)(?<=e)(?<!f)\\(g\\)[(h)]')).toEqual([undefined, 'n'])
    expect(groupNames('(?P<py>x)')).toEqual([]) // Python's syntax is not a JavaScript group
  })

  it('holds the test string between jobs: a job with the same text id reuses it', () => {
    const engine = createRegexEngine()
    expect(engine.run({ pattern: 'a', flags: 'g', textId: 1 })).toBe(NEED_TEXT) // nothing held yet
    const first = engine.run({ pattern: '\\d+', flags: 'g', textId: 1, text: 'a1 b22 c333' })
    expect(first).toEqual(runRegex({ pattern: '\\d+', flags: 'g', text: 'a1 b22 c333' }))
    const again = engine.run({ pattern: '[a-z]', flags: 'g', textId: 1 })
    expect(again).toEqual(runRegex({ pattern: '[a-z]', flags: 'g', text: 'a1 b22 c333' }))
    expect(engine.run({ pattern: 'a', flags: 'g', textId: 2 })).toBe(NEED_TEXT) // another text: never the old one
    const lone = 'a\ud800b'
    expect(engine.run({ pattern: '[\\ud800]', flags: 'g', textId: 3, text: lone })).toMatchObject({ matches: [{ index: 1, end: 2, text: '\ud800', groups: [] }] })
  })

  it('throws the engine message for an invalid pattern', () => {
    expect(() => runRegex({ pattern: '(', flags: 'g', text: '' })).toThrow(/Invalid regular expression/)
  })
})

describe('test string edits (issue 32)', () => {
  const big = 'John: 555-1234, Jane: 555-9876 and some filler.\n'.repeat(40_000) // 1.9M characters, many 4096-blocks
  it('finds the common start and end, across block boundaries and at the edges', () => {
    expect(commonPrefix('', 'abc')).toBe(0)
    expect(commonPrefix('abc', 'abc')).toBe(3)
    expect(commonPrefix('abcd', 'abXd')).toBe(2)
    expect(commonSuffix('abcd', 'abXd')).toBe(1)
    expect(commonSuffix('abc', 'abc', 1)).toBe(1)
    for (const at of [0, 1, 4095, 4096, 4097, 8192, 1_000_000, big.length - 1]) {
      const changed = `${big.slice(0, at)}#${big.slice(at + 1)}`
      expect(commonPrefix(big, changed), `at ${at}`).toBe(at)
      expect(commonSuffix(big, changed), `at ${at}`).toBe(big.length - at - 1)
    }
  })
  it('the edit of a typed, deleted or pasted piece is that piece, and applying it gives the new text exactly', () => {
    const cases: [string, string][] = [
      [big, `${big.slice(0, 500_000)}x${big.slice(500_000)}`], // a key typed
      [big, `${big.slice(0, 700_000)}${big.slice(700_003)}`], // three deleted
      [big, `${big}more`], // typed at the end
      [big, `start${big}`], // typed at the start
      ['aaaa', 'aaaaa'], // a repeated character: any position is right
      ['😀😀', '😀😁'], // a cut between a surrogate pair's halves
    ]
    for (const [before, after] of cases) {
      const edit = textEdit(before, after)!
      expect(edit, after.slice(0, 20)).not.toBeNull()
      expect(applyEdit(before, edit) === after).toBe(true)
      expect(edit.insert.length).toBeLessThanOrEqual(Math.max(0, after.length - before.length) + 1)
    }
    expect(textEdit(big, `${big.slice(0, 500_000)}x${big.slice(500_000)}`)).toEqual({ from: 500_000, to: 500_000, insert: 'x' })
  })
  it('no edit when most of the text changed: it is sent whole', () => {
    expect(textEdit('abc', 'xyz')).toBeNull()
    expect(textEdit('short', 'short and then a much longer tail')).toBeNull()
    expect(textEdit('', 'a')).toBeNull()
  })
  it('the engine applies an edit to the text it holds, and asks for the text when it holds another base', () => {
    const engine = createRegexEngine()
    expect(engine.run({ pattern: '\\d+', flags: 'g', textId: 1, text: 'a1 b22' })).toMatchObject({ count: 2 })
    const edit = { baseId: 1, ...textEdit('a1 b22', 'a1 b22 c333')! }
    expect(engine.run({ pattern: '\\d+', flags: 'g', textId: 2, edit })).toMatchObject({ count: 3 })
    expect(engine.run({ pattern: '\\d{3}', flags: 'g', textId: 2 })).toMatchObject({ count: 1 })
    // An edit of text 1 again: the worker now holds text 2, so it needs the whole text.
    expect(engine.run({ pattern: '\\d+', flags: 'g', textId: 3, edit })).toBe(NEED_TEXT)
    expect(createRegexEngine().run({ pattern: 'a', flags: 'g', textId: 2, edit })).toBe(NEED_TEXT)
  })
})
