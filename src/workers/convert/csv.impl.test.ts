import { describe, expect, it } from 'vitest'
import Papa from 'papaparse'
import { CHUNKED_ABOVE, csvToJson, jsonToCsv, keysFor } from './csv.impl'

const toJson = (text: string, hasHeaders = true) => {
  const r = csvToJson({ text, hasHeaders })
  if (!r.ok) throw new Error(r.error.message)
  return JSON.parse(r.output) as Record<string, string>[]
}
const toCsv = (text: string) => {
  const r = jsonToCsv({ text })
  if (!r.ok) throw new Error(r.error.message)
  return r.output
}

describe('CSV -> JSON', () => {
  it('handles quoted fields, doubled quotes, embedded newlines, CRLF, empty fields and a trailing newline', () => {
    const csv = 'name,quote,city\r\n"Smith, Jo","She said ""hi""",\r\nAda,"line one\r\nline two",London\r\n'
    expect(toJson(csv)).toEqual([
      { name: 'Smith, Jo', quote: 'She said "hi"', city: '' },
      { name: 'Ada', quote: 'line one\r\nline two', city: 'London' },
    ])
    // The same cells papaparse itself reads (the reference), as objects.
    const ref = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data
    expect(toJson(csv).map((o) => Object.values(o))).toEqual(ref.slice(1))
  })

  it('names columns column_1, column_2, ... without the header option', () => {
    expect(toJson('a,b\n1,2\n', false)).toEqual([
      { column_1: 'a', column_2: 'b' },
      { column_1: '1', column_2: '2' },
    ])
  })

  it('keeps header order (integer-like names too), fills short rows, names extra and empty headers', () => {
    const r = csvToJson({ text: 'b,2,,b\nx,y\n1,2,3,4,5', hasHeaders: true })
    expect(r.ok && r.output).toBe(
      '[\n  {\n    "b": "x",\n    "2": "y",\n    "column_3": "",\n    "b_2": ""\n  },\n  {\n    "b": "1",\n    "2": "2",\n    "column_3": "3",\n    "b_2": "4",\n    "column_5": "5"\n  }\n]',
    )
    expect(keysFor(['a', 'a', 'a_2'], 3)).toEqual(['a', 'a_2', 'a_2_2'])
  })

  it('keeps every value as written text, and detects tab and semicolon delimiters', () => {
    expect(toJson('id;price\n12345678901234567890;0.10000000000000000001')).toEqual([{ id: '12345678901234567890', price: '0.10000000000000000001' }])
    expect(toJson('a\tb\n1\t2')).toEqual([{ a: '1', b: '2' }])
    expect(toJson('')).toEqual([])
  })

  it('reports an unterminated quote with its row', () => {
    expect(csvToJson({ text: 'a,b\n1,"open\n', hasHeaders: true })).toEqual({ ok: false, error: { message: 'Quoted field unterminated (row 2)' } })
  })

  it('parses input over 1 MB in chunks with progress, to the same result', () => {
    const text = 'id,note\n' + Array.from({ length: 60_000 }, (_, i) => `${i},"multi\nline, ""quoted"" ${i}"`).join('\n') + '\n'
    expect(text.length).toBeGreaterThan(CHUNKED_ABOVE)
    const reports: { done: number; total: number }[] = []
    const r = csvToJson({ text, hasHeaders: true }, (p) => reports.push(p))
    if (!r.ok) throw new Error(r.error.message)
    const rows = JSON.parse(r.output) as { id: string; note: string }[]
    expect(rows).toHaveLength(60_000)
    expect(rows[59_999]).toEqual({ id: '59999', note: 'multi\nline, "quoted" 59999' })
    expect(reports.length).toBeGreaterThan(1)
    expect(reports.at(-1)).toEqual({ done: text.length, total: text.length })
    expect(reports.every((p, i) => i === 0 || p.done >= reports[i - 1]!.done)).toBe(true)
  })
})

describe('JSON -> CSV', () => {
  it('writes a header of every key in first-seen order and quotes only where needed', () => {
    expect(toCsv('[{"name":"Smith, Jo","quote":"She said \\"hi\\""},{"name":"Ada","city":"Line\\nbreak","ok":true,"none":null}]')).toBe(
      'name,quote,city,ok,none\n"Smith, Jo","She said ""hi""",,,\nAda,,"Line\nbreak",true,',
    )
  })

  it('writes numbers exactly as in the JSON (D24) and nested values as JSON', () => {
    expect(toCsv('[{"id":12345678901234567890,"p":0.10000000000000000001,"tags":["a",1],"o":{"k":"é"}}]')).toBe(
      'id,p,tags,o\n12345678901234567890,0.10000000000000000001,"[""a"",1]","{""k"":""é""}"',
    )
  })

  it('round-trips with CSV -> JSON', () => {
    const rows = [{ a: 'x, y', b: 'say "q"', c: 'multi\nline' }, { a: '', b: 'ü', c: '3' }]
    const back = csvToJson({ text: toCsv(JSON.stringify(rows)), hasHeaders: true })
    expect(back.ok && JSON.parse(back.output)).toEqual(rows)
  })

  it("refuses anything but a non-empty array of objects with SPEC's messages", () => {
    for (const text of ['[]', '{"a":1}', '[1,2]', '[{"a":1},[1]]', '[null]', '"x"']) {
      expect(jsonToCsv({ text })).toEqual({ ok: false, error: { message: 'JSON must be an array of objects' } })
    }
    expect(jsonToCsv({ text: '[{"a":' })).toMatchObject({ ok: false, error: { message: 'Invalid JSON format or structure' } })
  })
})
