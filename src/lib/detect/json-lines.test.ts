import { describe, expect, it } from 'vitest'
import { detect, sampleOf } from './index'
import { jsonLines, jsonLinesCount } from './json-lines'

const run = (text: string) => jsonLines(sampleOf(text))

describe('json-lines detector', () => {
  it('counts the documents, blank lines and CRLF allowed', () => {
    expect(jsonLinesCount('{"a":1}\n{"a":2}\r\n\n[3]\n')).toBe(3)
    expect(run('{"a":1}\n{"a":2}\n{"a":3}')).toEqual([{ toolId: 'json-formatter', confidence: 0.95, reason: 'JSON Lines (3 documents)', kind: 'json-lines' }])
  })
  it('is not JSON Lines: one document, a pretty-printed one, a line that is not JSON, scalars', () => {
    expect(jsonLinesCount('{"a":1}\n')).toBeNull()
    expect(jsonLinesCount('{\n  "a": 1\n}')).toBeNull()
    expect(jsonLinesCount('{"a":1}\n{"a":2')).toBeNull()
    expect(jsonLinesCount('{"a":1}\nnot json')).toBeNull()
    expect(jsonLinesCount('1\n2\n3')).toBeNull()
  })
  it('leaves out the partial last line of a cut sample, and says it judged the start', () => {
    const big = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ id: i, msg: 'x'.repeat(20) })).join('\n')
    const [d] = run(big)
    expect(d!.reason).toMatch(/^JSON Lines \(1,\d{3} documents so far\) \(judged on the first 64 KiB of \d+(\.\d+)? KiB\)$/)
    expect(jsonLinesCount(big.slice(0, 100), true)).toBe(2)
  })
  it('ranks the JSON Formatter first', () => {
    expect(detect('{"level":"info"}\n{"level":"warn"}')[0]).toMatchObject({ toolId: 'json-formatter', reason: 'JSON Lines (2 documents)' })
  })
})
