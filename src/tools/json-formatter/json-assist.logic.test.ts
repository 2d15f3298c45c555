import { describe, expect, it } from 'vitest'
import type { RepairChange } from '../../workers/format/json-repair.impl'
import { ASSIST_READ_CHARS, changesSummary, escapedOffer, groupByLine, repairErrorText, repairHint, unescapeJson, UNESCAPE_ON_PAGE_MAX } from './json-assist.logic'

describe('escapedOffer', () => {
  it('offers to unescape a JSON string literal, a body without quotes, and twice-escaped text, with the unescaped text', () => {
    expect(escapedOffer('"{\\"a\\":1}"')).toEqual({ label: 'Escaped JSON string', text: '{"a":1}' })
    expect(escapedOffer('{\\"a\\":1,\\"b\\":\\"x\\"}')).toEqual({ label: 'Escaped JSON (without its quotes)', text: '{"a":1,"b":"x"}' })
    expect(escapedOffer('"{\\\\\\"a\\\\\\":1}"')).toEqual({ label: 'Escaped JSON string, escaped twice', text: '{"a":1}' })
  })
  it('offers nothing for JSON, plain strings, or a literal that does not hold JSON', () => {
    expect(escapedOffer('{"a":1}')).toBeNull()
    expect(escapedOffer('"hello"')).toBeNull()
    expect(escapedOffer('"{not json}"')).toBeNull()
    expect(escapedOffer('')).toBeNull()
  })
  it('judges a large input by its start and leaves the unescaping to the worker', () => {
    const big = JSON.stringify(JSON.stringify({ rows: Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `row ${i}` })) }))
    expect(big.length).toBeGreaterThan(UNESCAPE_ON_PAGE_MAX)
    expect(escapedOffer(big)).toEqual({ label: 'Escaped JSON string', text: null })
  })
})

describe('unescapeJson: the Copy as string round trip', () => {
  // The screen's "Copy as string" is JSON.stringify(output); pasting that back must give the output.
  const awkward = [
    '{\n  "quote": "she said \\"hi\\"",\n  "backslash": "C:\\\\Users\\\\ada",\n  "path": "a\\/b"\n}',
    '{"unicode":"é ñ 日本語 😀 \\ud83d\\ude00","escaped":"\\u00e9"}',
    '{"newlines":"line 1\\nline 2\\r\\n","tab":"\\t","raw separator":"\u2028\u2029"}',
    '[\n  "\\"{\\\\\\"nested\\\\\\":1}\\"",\n  12345678901234567890,\n  1.0\n]',
    '{}',
  ]
  it.each(awkward)('unescape(JSON.stringify(x)) === x for %j', (x) => {
    expect(JSON.parse(x)).toBeDefined() // each is valid JSON, as the formatter's output is
    expect(unescapeJson(JSON.stringify(x))?.text).toBe(x)
    expect(escapedOffer(JSON.stringify(x))?.text).toBe(x)
  })
})

describe('repairHint', () => {
  it('names JSON Lines with their count', () => {
    expect(repairHint('{"a":1}\n{"a":2}\n{"a":3}\n')).toBe('JSON Lines: 3 documents')
  })
  it('names what makes it almost JSON', () => {
    expect(repairHint("{'a': True, b: None}")).toBe('single quotes, unquoted keys, Python literals')
    expect(repairHint('[1, 2, 3,]')).toBe('trailing commas')
    expect(repairHint('{"a": [1, 2')).toBe('cut off before its end')
    expect(repairHint('{\n  // note\n  "a": 1\n}')).toBe('comments')
  })
  it('says nothing when it cannot tell (jsonrepair may still manage)', () => {
    expect(repairHint('{ viewer { login } }')).toBeNull()
    expect(repairHint('hello')).toBeNull()
  })
  it('reads only the start of a large input', () => {
    const big = Array.from({ length: 10_000 }, (_, i) => `{"id":${i}}`).join('\n')
    expect(big.length).toBeGreaterThan(ASSIST_READ_CHARS)
    expect(repairHint(big)).toMatch(/^JSON Lines: [\d,]+ documents or more$/)
  })
})

describe('the change list', () => {
  const change = (line: number, column: number, note: string): RepairChange => ({ line, column, removed: '', added: '', note })
  it('groups changes by line, in order', () => {
    const a = change(1, 2, 'x')
    const b = change(1, 9, 'y')
    const c = change(3, 1, 'z')
    expect(groupByLine([a, b, c])).toEqual([
      { line: 1, changes: [a, b] },
      { line: 3, changes: [c] },
    ])
    expect(groupByLine([])).toEqual([])
  })
  it('summarises the count, saying when the list is cut', () => {
    expect(changesSummary(0, 0)).toBe('No changes: the text was already valid JSON')
    expect(changesSummary(1, 1)).toBe('1 change')
    expect(changesSummary(1234, 200)).toBe('1,234 changes (the first 200 are listed)')
  })
  it('words the repair error with its place', () => {
    expect(repairErrorText({ message: 'Colon expected', line: 2, column: 18 })).toBe('Could not repair it: Colon expected (line 2, column 18)')
  })
})
