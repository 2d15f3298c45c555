import { describe, expect, it } from 'vitest'
import { runRegex } from './regex.impl'

describe('regex engine', () => {
  it('lists global matches with positions and groups, as String.prototype.matchAll does', () => {
    const text = 'John: 555-1234, Jane: 555-9876'
    const r = runRegex({ pattern: '(\\d{3})-(?<line>\\d{4})', flags: 'g', text })
    const reference = [...text.matchAll(/(\d{3})-(?<line>\d{4})/g)]
    expect(r.count).toBe(2)
    expect(r.matches.map((m) => [m.index, m.end, m.text, m.groups, m.named])).toEqual(
      reference.map((m) => [m.index, m.index! + m[0].length, m[0], m.slice(1), { ...m.groups }]),
    )
    expect(r.matches[0]).toEqual({ index: 6, end: 14, text: '555-1234', groups: ['555', '1234'], named: { line: '1234' } })
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

  it('throws the engine message for an invalid pattern', () => {
    expect(() => runRegex({ pattern: '(', flags: 'g', text: '' })).toThrow(/Invalid regular expression/)
  })
})
