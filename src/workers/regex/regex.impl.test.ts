import { describe, expect, it } from 'vitest'
import { createRegexEngine, groupNames, NEED_TEXT, runRegex } from './regex.impl'

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
