import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { exportMatches, matchRecord, noGroupsMessage } from './regex.export'
import { createRegexEngine, NEED_TEXT, runRegex } from './regex.impl'

const text = 'John: 555-1234, Jane: 555-9876, none: 555-, x: 777-0000'
const pattern = '(\\d{3})-(?<line>\\d{4})?(?<tail>,)?'
const run = (what: 'details' | 'matches' | 'groups', format: 'lines' | 'csv' | 'json', p = pattern, t = text, flags = 'g') => {
  const { matches, names } = runRegex({ pattern: p, flags, text: t }, Infinity)
  return exportMatches(matches, names, p, { what, format })
}
/** The reference: String.prototype.matchAll. */
const reference = (p = pattern, t = text) => [...t.matchAll(new RegExp(p, 'g'))]

describe('match export (issue 35), against String.prototype.matchAll', () => {
  it('details as JSON: index, match, numbered groups and named groups by name, as matchAll has them (undefined as null)', async () => {
    const nullish = (v: string | undefined) => v ?? null
    const expected = reference().map((m) => ({
      index: m.index,
      match: m[0],
      captures: m.slice(1).map(nullish),
      groups: Object.fromEntries(Object.entries(m.groups!).map(([k, v]) => [k, nullish(v)])),
    }))
    expect(expected).toHaveLength(4)
    expect(JSON.parse(await run('details', 'json'))).toEqual(expected)
    expect(JSON.parse(await run('details', 'json'))[2]).toEqual({ index: 38, match: '555-,', captures: ['555', null, ','], groups: { line: null, tail: ',' } })
    // No named groups: no `groups` key, as matchAll's groups is undefined.
    const plain = JSON.parse(await run('details', 'json', 'a(b)?', 'ab a'))
    expect(plain).toEqual(reference('a(b)?', 'ab a').map((m) => ({ index: m.index, match: m[0], captures: m.slice(1).map(nullish) })))
    expect(plain[0]).not.toHaveProperty('groups')
  })

  it('details as CSV: index, match, then a column per group named by its name or $n', async () => {
    const rows = Papa.parse<string[]>(await run('details', 'csv')).data
    expect(rows[0]).toEqual(['index', 'match', '$1', 'line', 'tail'])
    expect(rows.slice(1)).toEqual(reference().map((m) => [String(m.index), m[0], ...m.slice(1).map((v) => v ?? '')]))
    // Commas, quotes and line breaks in a match are quoted, and read back as they were.
    const tricky = 'say "a,b"\nthen'
    const back = Papa.parse<string[]>(await run('details', 'csv', '"[^"]*"|\\n', tricky)).data
    expect(back.slice(1)).toEqual(reference('"[^"]*"|\\n', tricky).map((m) => [String(m.index), m[0]]))
  })

  it('as lines: tab-separated, one match a line; whole matches and groups on their own', async () => {
    expect(await run('details', 'lines')).toBe(reference().map((m) => [m.index, ...m.map((v) => v ?? '')].join('\t')).join('\n'))
    expect(await run('matches', 'lines')).toBe(reference().map((m) => m[0]).join('\n'))
    expect(await run('groups', 'lines')).toBe('555\t1234\t,\n555\t9876\t,\n555\t\t,\n777\t0000\t')
    expect(JSON.parse(await run('matches', 'json'))).toEqual(reference().map((m) => m[0]))
    expect(JSON.parse(await run('groups', 'json'))[2]).toEqual({ $1: '555', line: null, tail: ',' })
  })

  it('without g, the first match only, as the tester shows it; groups of a pattern without any is an error', async () => {
    expect(await run('matches', 'lines', '\\d+', 'a1 b22', '')).toBe('1')
    await expect(run('groups', 'csv', '\\d+', 'a1')).rejects.toThrow(noGroupsMessage('\\d+'))
    expect(noGroupsMessage('\\d+')).toBe('/\\d+/ has no capture groups: put ( ) around what to extract, or extract whole matches')
  })

  it('matchRecord keeps a named group that took no part as null', () => {
    expect(matchRecord({ index: 0, end: 1, text: 'b', groups: [undefined, 'b'] }, ['a', undefined])).toEqual({ index: 0, match: 'b', captures: [null, 'b'], groups: { a: null } })
  })

  it('the engine exports every match of the text it holds, past the 1,000 listed', async () => {
    const engine = createRegexEngine()
    const big = 'x'.repeat(2500)
    expect(await engine.export({ pattern: 'x', flags: 'g', textId: 1, what: 'matches', format: 'lines' })).toBe(NEED_TEXT)
    expect((await engine.export({ pattern: 'x', flags: 'g', textId: 1, text: big, what: 'matches', format: 'json' }) as string).length).toBe(JSON.stringify([...big], null, 2).length)
    expect(engine.run({ pattern: 'x', flags: 'g', textId: 1 })).toMatchObject({ count: 2500, truncated: true })
  })
})

describe('the diff of a replacement', () => {
  it('is the diff engine line diff of the text before and after, only when asked for', () => {
    const r = runRegex({ pattern: '(\\d+)-(\\d+)', flags: 'g', text: 'keep\n1-2\nkeep\n3-4', replacement: '$2-$1', diff: true })
    expect(r.replaced).toBe('keep\n2-1\nkeep\n4-3')
    expect(r.diff).toMatchObject({ identical: false, added: 2, removed: 2, linesA: 4, linesB: 4 })
    expect(runRegex({ pattern: 'x', flags: 'g', text: 'a', replacement: 'y', diff: true }).diff).toMatchObject({ identical: true })
    expect(runRegex({ pattern: 'x', flags: 'g', text: 'x', replacement: 'y' }).diff).toBeUndefined()
    expect(runRegex({ pattern: 'x', flags: 'g', text: 'x', diff: true }).diff).toBeUndefined()
  })
})
