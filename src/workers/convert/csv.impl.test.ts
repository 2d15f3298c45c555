import { describe, expect, it } from 'vitest'
import Papa from 'papaparse'
import { CHUNKED_ABOVE, clashWarning, csvToJson, inferValue, jsonToCsv, keysFor, raggedWarnings, significantDigits } from './csv.impl'

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
    expect(r.ok && r.warnings).toEqual(['Row 3 has more fields than the header (4): the extra field is under column_5', 'Row 2 has fewer fields than the header (4): the missing ones are empty strings'])
    expect(keysFor(['a', 'a', 'a_2'], 3)).toEqual(['a', 'a_2', 'a_2_2'])
  })

  it('warns about ragged rows, by row number (the header is row 1), instead of reshaping them in silence', () => {
    const r = csvToJson({ text: 'a,b\n1,2,3\n4,5\n6\n7,8,9,10\n', hasHeaders: true })
    expect(r).toMatchObject({
      ok: true,
      warnings: ['Rows 2, 5 have more fields than the header (2): the extra fields are under column_3, column_4', 'Row 4 has fewer fields than the header (2): the missing ones are empty strings'],
    })
    expect(csvToJson({ text: 'a,b,c\n1,2\n3,4,5\n', hasHeaders: false })).toMatchObject({ ok: true, warnings: ['Row 2 has fewer fields than the longest row (3): the missing ones are empty strings'] })
    expect(csvToJson({ text: 'a,b\n1,2\n', hasHeaders: true })).toMatchObject({ ok: true, warnings: [] })
    const many = raggedWarnings(Array.from({ length: 12 }, () => 1), 2, true, ['a', 'b'])
    expect(many).toEqual(['Rows 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 2 more have fewer fields than the header (2): the missing ones are empty strings'])
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

describe('CSV -> JSON with "Detect numbers and booleans"', () => {
  const typed = (text: string, hasHeaders = true) => {
    const r = csvToJson({ text, hasHeaders, inferTypes: true })
    if (!r.ok) throw new Error(r.error.message)
    return r.output
  }

  it('turns plain decimal numbers and true/false (any case) into JSON numbers and booleans', () => {
    expect(JSON.parse(typed('id,price,neg,zero,active,done,yes\n42,19.99,-3.5,0,true,FALSE,True'))).toEqual([
      { id: 42, price: 19.99, neg: -3.5, zero: 0, active: true, done: false, yes: true },
    ])
  })

  it('writes a number exactly as the CSV has it (D24): 1.50 stays 1.50, 0.000001 stays 0.000001', () => {
    expect(typed('a,b,c\n1.50,0.000001,123456789012345')).toBe('[\n  {\n    "a": 1.50,\n    "b": 0.000001,\n    "c": 123456789012345\n  }\n]')
  })

  it('keeps as strings what a reader could get back differently: leading zeros, >15 digits, exponents, signs, spaces', () => {
    const cells = ['007', '00', '12345678901234567890', '1234567890123456', '0.10000000000000000001', '1e5', '2E10', '+1', '.5', '1.', ' 42', '42 ', '1,5', '0x1F', 'NaN', 'Infinity', '-', '', 'null', 'yes', 'truee', 't']
    for (const cell of cells) expect(inferValue(cell), JSON.stringify(cell)).toBe(cell)
    const csv = 'v\n' + cells.filter((c) => !/[ ,]/.test(c) && c !== '').join('\n') + '\n""'
    expect((JSON.parse(typed(csv)) as { v: unknown }[]).every((row) => typeof row.v === 'string')).toBe(true)
  })

  it('counts significant digits without leading zeros; 15 is the most that stays a number', () => {
    expect(significantDigits('0.000123')).toBe(3)
    expect(significantDigits('-100')).toBe(3)
    expect(significantDigits('0')).toBe(1)
    expect(significantDigits('12345678901234567890')).toBe(20)
    expect(JSON.parse(typed('a,b\n999999999999999,9999999999999999'))).toEqual([{ a: 999999999999999, b: '9999999999999999' }])
    // The reason for the limit: a double cannot hold 16 nines.
    expect(String(Number('9999999999999999'))).not.toBe('9999999999999999')
  })

  it('an empty cell stays "" and a short row still gets "" (never null); without the option nothing changes', () => {
    expect(JSON.parse(typed('a,b,c\n1,,true\n2'))).toEqual([
      { a: 1, b: '', c: true },
      { a: 2, b: '', c: '' },
    ])
    expect(toJson('a,b\n1,true')).toEqual([{ a: '1', b: 'true' }])
  })

  it('applies to every row without headers too, and to chunked input over 1 MB', () => {
    expect(JSON.parse(typed('1,x\n2,false', false))).toEqual([
      { column_1: 1, column_2: 'x' },
      { column_1: 2, column_2: false },
    ])
    const text = 'n,flag\n' + Array.from({ length: 100_000 }, (_, i) => `${i},${i % 2 ? 'true' : 'false'}`).join('\n')
    expect(text.length).toBeGreaterThan(CHUNKED_ABOVE)
    const rows = JSON.parse(typed(text)) as { n: number; flag: boolean }[]
    expect(rows).toHaveLength(100_000)
    expect(rows[99_999]).toEqual({ n: 99_999, flag: true })
  })
})

describe('JSON -> CSV with "Flatten nested objects (a.b columns)"', () => {
  const flat = (text: string) => jsonToCsv({ text, flatten: true })
  const flatCsv = (text: string) => {
    const r = flat(text)
    if (!r.ok) throw new Error(r.error.message)
    return r.output
  }

  it('makes nested objects dotted columns, to any depth; the header is the union in first-seen order', () => {
    const json = JSON.stringify([
      { id: 1, user: { name: 'Ada', address: { city: 'London', zip: '01234' } } },
      { id: 2, user: { name: 'Alan', email: 'alan@example.com' }, extra: true },
    ])
    expect(flatCsv(json)).toBe('id,user.name,user.address.city,user.address.zip,user.email,extra\n1,Ada,London,01234,,\n2,Alan,,,alan@example.com,true')
    // The same cells papaparse reads back.
    expect(Papa.parse<string[]>(flatCsv(json)).data[0]).toEqual(['id', 'user.name', 'user.address.city', 'user.address.zip', 'user.email', 'extra'])
  })

  it('keeps an array as one cell of JSON text, an empty object as {}, numbers exactly (D24) and null empty', () => {
    expect(flatCsv('[{"tags":["a",1],"pts":[{"x":1}],"meta":{},"n":{"big":12345678901234567890,"none":null}}]')).toBe(
      'tags,pts,meta,n.big,n.none\n"[""a"",1]","[{""x"":1}]",{},12345678901234567890,',
    )
  })

  it('fills missing keys with empty cells; a key that is an object in one row and a value in another gets both columns', () => {
    expect(flatCsv('[{"a":{"b":1}},{"a":5},{"c":"x"}]')).toBe('a.b,a,c\n1,,\n,5,\n,,x')
  })

  it('warns when a dotted key and a nested path share a column; the later value wins', () => {
    const r = flat('[{"a.b":"literal","a":{"b":"nested"}}]')
    expect(r).toEqual({ ok: true, output: 'a.b\nnested', warnings: [clashWarning('a.b')] })
    expect(clashWarning('a.b')).toBe('Column "a.b" is both a key with a dot and a nested path; the value that comes last in the object is kept')
  })

  it("is off by default (SPEC): nested objects stay JSON text; SPEC's messages are unchanged", () => {
    expect(toCsv('[{"u":{"n":"Ada"}}]')).toBe('u\n"{""n"":""Ada""}"')
    expect(flat('{"a":{"b":1}}')).toEqual({ ok: false, error: { message: 'JSON must be an array of objects' } })
    expect(flat('[{"a":')).toMatchObject({ ok: false, error: { message: 'Invalid JSON format or structure' } })
  })
})
