import { describe, expect, it } from 'vitest'
import { isHeaderName, parseHeaderLines, skippedNotes } from './header-lines'

describe('parseHeaderLines', () => {
  it('reads one Name: value per line, trimmed, in order, with duplicates kept', () => {
    expect(parseHeaderLines('Accept: application/json\n  X-Token :  a:b:c  \r\nAccept: text/plain').headers).toEqual([
      ['Accept', 'application/json'],
      ['X-Token', 'a:b:c'],
      ['Accept', 'text/plain'],
    ])
  })

  it('counts a line only with a name and a colon (SPEC); blank lines are skipped silently', () => {
    const r = parseHeaderLines('Accept application/json\n\n   \n: no-name\nX-Empty:\nX-Ok: 1')
    expect(r.headers).toEqual([
      ['X-Empty', ''],
      ['X-Ok', '1'],
    ])
    expect(r.skipped).toEqual([
      { line: 1, text: 'Accept application/json', reason: 'no colon' },
      { line: 4, text: ': no-name', reason: 'no name' },
    ])
    expect(skippedNotes(r)).toEqual(['Line 1 ignored (no colon): Accept application/json', 'Line 4 ignored (no name): : no-name'])
  })

  it('flags names HTTP does not allow, but keeps them (curl sends them)', () => {
    const r = parseHeaderLines('Content Type: json\nX-"q": 1')
    expect(r.headers).toEqual([
      ['Content Type', 'json'],
      ['X-"q"', '1'],
    ])
    expect(r.invalidNames).toEqual([
      { line: 1, name: 'Content Type' },
      { line: 2, name: 'X-"q"' },
    ])
    expect(isHeaderName('X-Hub-Signature-256')).toBe(true)
    expect(isHeaderName('Bad Name')).toBe(false)
    expect(isHeaderName('')).toBe(false)
  })

  it('gives nothing for empty text', () => {
    expect(parseHeaderLines('')).toEqual({ headers: [], skipped: [], invalidNames: [] })
  })
})
