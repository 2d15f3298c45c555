import { describe, expect, it } from 'vitest'
import { buildIndex, createTreeEngine, decodeString, OPEN_ROWS_LIMIT, PREVIEW_CHARS, TreeDoc, TreeSyntaxError, utf8Length, type PathSegment } from './tree.impl'
import { UNKNOWN_SESSION } from './tree.types'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

/** The value at a path, read from JSON.parse's result (the reference). */
const at = (value: Json, path: PathSegment[]): Json => path.reduce<Json>((v, s) => (v as Record<string | number, Json>)[s]!, value)
const kindOf = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v)

/** Every node of a parsed value in document order (JSON.parse keeps key order, save integer-like keys). */
function nodesOf(value: Json, depth = 0, out: { value: Json; depth: number }[] = []) {
  out.push({ value, depth })
  if (Array.isArray(value)) value.forEach((v) => nodesOf(v, depth + 1, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => nodesOf(v, depth + 1, out))
  return out
}
/** Rows shown when containers above `depth` are expanded: nodes at depth ≤ depth. */
const rowsToDepth = (value: Json, depth: number) => nodesOf(value).filter((n) => n.depth <= depth).length

const SAMPLE = `{
  "name": "DevTools",
  "tags": ["json", "format"],
  "nested": { "ok": true, "n": null, "list": [1, 2.5, -3] },
  "empty": {},
  "none": [],
  "unicode": "héllo 😀",
  "esc": "a\\"b\\\\c\\nd\\u00e9\\ud83d\\ude00",
  "k\\u0065y": 1
}`

/** Documents without big numbers, so JSON.parse can be the reference for every value. */
const DOCUMENTS = [
  SAMPLE,
  '[]',
  '{}',
  '0',
  '"just a string"',
  ' \n\t[ 1 , [ [ ] , { } ] , { "a" : { "b" : [ null , false ] } } ] \n',
  JSON.stringify({ store: { book: [{ title: 'A', price: 8.95 }, { title: 'B', price: 12.99, isbn: '0-553' }], bicycle: { color: 'red' } } }, null, 2),
  JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i, name: `row ${i}`, tags: i % 3 ? ['x', 'y'] : [], deep: { a: [i, { b: String(i) }] } }))),
]

describe('buildIndex: one scan of the text', () => {
  it('indexes every node: kind, key, size and value as JSON.parse reads them', () => {
    for (const text of DOCUMENTS) {
      const parsed = JSON.parse(text) as Json
      const doc = TreeDoc.fromText(text)
      const ref = nodesOf(parsed)
      expect(doc.ix.nodeCount, text).toBe(ref.length)
      doc.expandAll()
      const { rows } = doc.rowsAt(0, doc.rowCount)
      rows.forEach((row, i) => {
        const path = doc.path(row.id)
        const v = at(parsed, path)
        expect(row.id).toBe(i)
        expect(row.kind).toBe(kindOf(v))
        expect(row.depth).toBe(path.length)
        expect(JSON.parse(doc.value(row.id))).toEqual(v)
        if (row.kind === 'object') expect(row.size).toBe(Object.keys(v as object).length)
        if (row.kind === 'array') expect(row.size).toBe((v as Json[]).length)
        if (row.kind === 'string') expect(row.size).toBe(Buffer.byteLength(v as string, 'utf8'))
        if (row.kind === 'string') expect(row.preview).toBe(v)
        expect(row.key).toBe(path.length ? path.at(-1) : null)
        const parent = path.length ? at(parsed, path.slice(0, -1)) : null
        expect(row.setsize).toBe(parent === null ? 1 : Array.isArray(parent) ? parent.length : Object.keys(parent as object).length)
      })
    }
  })

  it('keeps numbers exactly as written (D24) and strings decoded for display', () => {
    const doc = TreeDoc.fromText('{"big": 12345678901234567890, "one": 1.0, "neg": -0, "exp": 1E+3, "tiny": 0.10000000000000000001, "s": "tab\\there \\"q\\" \\u00e9"}')
    const { rows } = doc.rowsAt(0, 10)
    expect(rows.map((r) => [r.key, r.kind, r.preview])).toEqual([
      [null, 'object', '{"big":12345678901234567890,"one":1.0,"neg":-0,"exp":1E+3,"tiny":0.10000000000000000001,"s":"tab\\there \\"q\\" \\u00e9"}'],
      ['big', 'number', '12345678901234567890'],
      ['one', 'number', '1.0'],
      ['neg', 'number', '-0'],
      ['exp', 'number', '1E+3'],
      ['tiny', 'number', '0.10000000000000000001'],
      ['s', 'string', 'tab\there "q" é'],
    ])
    expect(doc.value(1)).toBe('12345678901234567890')
    expect(doc.row(6).size).toBe(Buffer.byteLength('tab\there "q" é'))
  })

  it('caps previews at PREVIEW_CHARS, never on half a surrogate pair, and says so', () => {
    const long = 'x'.repeat(PREVIEW_CHARS - 1) + '😀' + 'y'.repeat(50)
    // Decoded: a newline, then the same characters; the pair would straddle the cut again.
    const doc = TreeDoc.fromText(JSON.stringify([long, '\n' + long.slice(1), 7]))
    const [, raw, escaped, seven] = doc.rowsAt(0, 4).rows
    expect(raw!.preview).toBe('x'.repeat(PREVIEW_CHARS - 1))
    expect(raw!.cut).toBe(true)
    expect(raw!.size).toBe(Buffer.byteLength(long))
    expect(escaped!.preview).toBe('\n' + 'x'.repeat(PREVIEW_CHARS - 2))
    expect(escaped!.cut).toBe(true)
    expect(seven!.cut).toBe(false)
    const big = TreeDoc.fromText(JSON.stringify({ a: 'z'.repeat(300) }))
    expect(big.row(0).preview).toBe(`{"a":"${'z'.repeat(PREVIEW_CHARS - 6)}`)
    expect(big.row(0).cut).toBe(true)
  })

  it('reads a leading byte order mark as whitespace', () => {
    expect(TreeDoc.fromText('\ufeff[1]').ix.nodeCount).toBe(2)
  })

  it('stops where the text is not JSON, with the position', () => {
    const cases: [string, number][] = [
      ['', 0],
      ['[1,]', 3],
      ['[1 2]', 3],
      ['{"a" 1}', 5],
      ['{"a":1,}', 7],
      ['{,}', 1],
      ['[', 1],
      ['{"a":[1}', 7],
      ['"open', 0],
      ['[1] x', 4],
      ['tru', 0],
      ['{1:2}', 1],
    ]
    for (const [text, offset] of cases) {
      let error: unknown
      try {
        buildIndex(text)
      } catch (e) {
        error = e
      }
      expect(error, text).toBeInstanceOf(TreeSyntaxError)
      expect((error as TreeSyntaxError).offset, text).toBe(offset)
      expect((error as Error).message, text).toBe(`Not valid JSON at character ${offset + 1}`)
    }
  })

  it('reports progress ending on the full length', () => {
    const text = JSON.stringify(Array.from({ length: 600_000 }, (_, i) => i))
    const seen: number[] = []
    buildIndex(text, (p) => seen.push(p.done / p.total))
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.at(-1)).toBe(1)
  })
})

describe('decodeString and utf8Length', () => {
  it('decode what JSON.parse decodes', () => {
    for (const s of ['plain', 'a\\"b', '\\\\', '\\/\\b\\f\\n\\r\\t', '\\u00e9\\u20ac\\ud83d\\ude00', 'mixed é \\u0041 😀']) {
      expect(decodeString(s, 0, s.length)).toEqual({ value: JSON.parse(`"${s}"`), cut: false })
    }
    expect(decodeString('ab\\ncd', 0, 6, 3)).toEqual({ value: 'ab\n', cut: true })
  })

  it('count UTF-8 bytes as Buffer.byteLength does', () => {
    for (const s of ['', 'abc', 'é', '€', '😀', 'a😀é€z', '\ud800x']) expect(utf8Length(s), s).toBe(Buffer.byteLength(s, 'utf8'))
  })
})

describe('expanding and collapsing', () => {
  const text = DOCUMENTS[7]!
  const parsed = JSON.parse(text) as Json

  it('opens with the root and its children expanded when that shows few rows', () => {
    const doc = TreeDoc.fromText(text)
    expect(doc.rowCount).toBe(rowsToDepth(parsed, 2))
    const many = JSON.stringify(Array.from({ length: OPEN_ROWS_LIMIT }, () => [1, 2]))
    const big = TreeDoc.fromText(many)
    expect(big.rowCount).toBe(1 + OPEN_ROWS_LIMIT) // depth 2 would show 3,001 rows: only the root is opened
  })

  it('expand all, collapse all and expand to depth show the nodes JSON.parse says', () => {
    const doc = TreeDoc.fromText(text)
    expect(doc.expandAll()).toBe(nodesOf(parsed).length)
    expect(doc.collapseAll()).toBe(1 + (parsed as Json[]).length)
    for (const d of [0, 1, 2, 3, 4, 5]) expect(doc.expandToDepth(d), `depth ${d}`).toBe(rowsToDepth(parsed, d))
    // The rows are in document order.
    doc.expandToDepth(3)
    const ids = doc.rowsAt(0, doc.rowCount).rows.map((r) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('toggle inserts and removes a subtree, keeping the expansion inside it', () => {
    const doc = TreeDoc.fromText(text)
    doc.collapseAll()
    const first = doc.idAt(1) // the first record, collapsed
    expect(doc.row(first).expanded).toBe(false)
    expect(doc.toggle(first)).toEqual({ rowCount: 1 + 50 + 4, row: 1 })
    const deep = doc.rowsAt(0, 10).rows.find((r) => r.key === 'deep')!
    expect(doc.toggle(deep.id).rowCount).toBe(1 + 50 + 4 + 1)
    expect(doc.toggle(first)).toEqual({ rowCount: 51, row: 1 })
    // Opened again, "deep" is still expanded inside it.
    expect(doc.toggle(first).rowCount).toBe(56)
    expect(doc.toggle(first, true).rowCount).toBe(56) // already open: no change
    expect(doc.rowsAt(1, 7).rows.map((r) => r.key)).toEqual([0, 'id', 'name', 'tags', 'deep', 'a', 1])
    // A scalar does not toggle.
    expect(doc.toggle(doc.idAt(2))).toEqual({ rowCount: 56, row: 2 })
  })

  it('reveal expands the ancestors; locate falls back to the nearest shown ancestor', () => {
    const doc = TreeDoc.fromText(text)
    doc.collapseAll()
    const target = doc.ix.nodeCount - 1 // the last node: "49" in the last record's deep.a[1].b
    expect(doc.path(target)).toEqual([49, 'deep', 'a', 1, 'b'])
    expect(doc.locate(target)).toEqual({ id: doc.idAt(50), row: 50 })
    const row = doc.reveal(target)
    expect(doc.idAt(row)).toBe(target)
    expect(doc.row(target).depth).toBe(5)
    expect(doc.locate(target)).toEqual({ id: target, row })
  })
})

describe('search', () => {
  /** The reference: nodes whose key or shown value contains the query, ignoring case. */
  function expected(text: string, query: string): string[] {
    const out: string[] = []
    const walk = (v: Json, path: PathSegment[], key: string | null) => {
      const shown = v !== null && typeof v === 'object' ? null : typeof v === 'string' ? v : null
      const q = query.toLowerCase()
      if ((key !== null && key.toLowerCase().includes(q)) || (shown !== null && shown.toLowerCase().includes(q))) out.push(JSON.stringify(path))
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i], null))
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k], k)
    }
    walk(JSON.parse(text) as Json, [], null)
    return out
  }
  const found = (doc: TreeDoc, query: string) => {
    const { count } = doc.search(query)
    const paths: string[] = []
    for (let i = 0; i < count; i++) paths.push(JSON.stringify(doc.path(doc.step(1)!.id)))
    return paths
  }

  it('finds keys and string values, decoded, ignoring case, as the reference does', () => {
    const text = JSON.stringify({ Name: 'Alpha', list: ['alphabet', 'beta', { alpha: 'x', 'k"ey': 'line\nbreak', café: 'naïve', '\u00e9t\u00e9': 'Été' }], num: 'ALPH' }, null, 1)
    for (const q of ['alpha', 'ALPH', 'a', 'é', 'ÉT', 'k"e', 'line\nb', 'x', 'e', 'zzz', '"', ':']) expect(found(TreeDoc.fromText(text), q), q).toEqual(expected(text, q))
    // Escapes in the text: what is searched is what is shown.
    const escaped = '{"caf\\u00e9": "na\\u00efve \\"q\\"", "plain": "\\u0041BC"}'
    const doc = TreeDoc.fromText(escaped)
    expect(found(doc, 'é')).toEqual(['["café"]'])
    expect(found(doc, '"q"')).toEqual(['["café"]'])
    expect(found(doc, 'abc')).toEqual(['["plain"]'])
    expect(found(doc, 'u00')).toEqual([])
  })

  it('finds numbers, booleans and null as written, not the punctuation around them', () => {
    const doc = TreeDoc.fromText('{"a": 12345678901234567890, "b": [1.0, true, null], "c": "1.0"}')
    expect(found(doc, '67890')).toEqual(['["a"]'])
    expect(found(doc, '1.0')).toEqual(['["b",0]', '["c"]'])
    expect(found(doc, 'TRUE')).toEqual(['["b",1]'])
    expect(found(doc, 'null')).toEqual(['["b",2]'])
    expect(found(doc, ',')).toEqual([])
    expect(found(doc, '": 1')).toEqual([])
  })

  it('steps forward and back with wrap-around, revealing each match', () => {
    const doc = TreeDoc.fromText(DOCUMENTS[7]!)
    doc.collapseAll()
    expect(doc.search('row 4')).toEqual({ count: 11 }) // row 4, row 40..49
    const first = doc.step(1)!
    expect(first).toMatchObject({ index: 1, count: 11 })
    expect(doc.path(first.id)).toEqual([4, 'name'])
    expect(doc.idAt(first.row)).toBe(first.id)
    expect(first.rowCount).toBe(51 + 4)
    expect(doc.step(-1)).toMatchObject({ index: 11 })
    expect(doc.path(doc.step(1)!.id)).toEqual([4, 'name']) // wrapped
    expect(doc.search('')).toEqual({ count: 0 })
    expect(doc.step(1)).toBeNull()
  })
})

describe('the node: path, info, value', () => {
  it('gives the path as keys and indexes, and the value as written', () => {
    const text = '{ "a b": [ 10, { "~/": 12345678901234567890 } ],\n "": "empty key" }'
    const doc = TreeDoc.fromText(text)
    doc.expandAll()
    const big = doc.ix.nodeCount - 2
    expect(doc.info(big)).toEqual({ id: big, kind: 'number', path: ['a b', 1, '~/'], start: text.indexOf('1234'), end: text.indexOf('1234') + 20 })
    expect(doc.value(big)).toBe('12345678901234567890')
    expect(doc.value(1)).toBe('[ 10, { "~/": 12345678901234567890 } ]')
    expect(doc.value(0)).toBe(text)
    expect(doc.path(doc.ix.nodeCount - 1)).toEqual([''])
    expect(doc.info(0).path).toEqual([])
  })
})

describe('the engine: a document in slices, sessions', () => {
  it('joins the slices, builds, and answers on the session', () => {
    const engine = createTreeEngine()
    const text = DOCUMENTS[6]!
    engine.begin({ session: 1, length: text.length })
    for (let i = 0; i < text.length; i += 7) engine.append({ session: 1, part: text.slice(i, i + 7) })
    const summary = engine.build({ session: 1 })
    expect(summary).toEqual({ session: 1, nodeCount: 12, rowCount: 4, chars: text.length, rootKind: 'object', maxDepth: 4 })
    expect(engine.rows({ session: 1, from: 0, count: 9 }).rows.map((r) => r.key)).toEqual([null, 'store', 'book', 'bicycle'])
    expect(engine.value({ session: 1, id: 0 })).toBe(text)
    expect(engine.path({ session: 1, id: 11 })).toEqual(['store', 'bicycle', 'color'])
    expect(engine.has(1)).toBe(true)
    expect(() => engine.rows({ session: 2, from: 0, count: 1 })).toThrow(UNKNOWN_SESSION)
  })

  it('refuses a document that did not arrive whole', () => {
    const engine = createTreeEngine()
    engine.begin({ session: 1, length: 10 })
    engine.append({ session: 1, part: '[1]' })
    expect(() => engine.build({ session: 1 })).toThrow('json-tree: received 3 of 10 characters')
    expect(() => engine.append({ session: 1, part: 'x' })).toThrow(UNKNOWN_SESSION)
  })

  it('keeps the documents used last, within its budget', () => {
    const engine = createTreeEngine({ maxSessions: 3, maxChars: 100 })
    const open = (session: number, text: string) => {
      engine.begin({ session, length: text.length })
      engine.append({ session, part: text })
      return engine.build({ session })
    }
    for (const s of [1, 2, 3]) open(s, `[${s}]`)
    engine.rows({ session: 1, from: 0, count: 1 }) // 1 is now the most recent
    open(4, '[4]')
    expect([1, 2, 3, 4].map((s) => engine.has(s))).toEqual([true, false, true, true])
    // A document as large as the budget leaves room for no other.
    const huge = `"${'x'.repeat(98)}"`
    open(5, huge)
    expect([1, 3, 4, 5].map((s) => engine.has(s))).toEqual([false, false, false, true])
  })
})
