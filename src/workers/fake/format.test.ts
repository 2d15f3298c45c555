import Papa from 'papaparse'
import { format as formatSql } from 'sql-formatter'
import { describe, expect, it } from 'vitest'
import { formatRows, sqlIdentifier, sqlTable, sqlValue, writer, type Row } from './format'

const columns = ['id', 'name', 'note', 'score', 'active', 'when']
const rows: Row[] = [
  ['a1', "O'Brien", 'says "hi", then leaves\nnext line', 12.5, true, '2024-02-29T10:00:00.000Z'],
  ['a2', 'Zoë 山田', '', -3, false, '2024-03-01'],
  ['a3', 'Comma, Inc.', "''", 0, true, '1999-12-31T23:59:59.999Z'],
]
const objects = rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])))

/** Reads the values of one `INSERT ... VALUES (...);` line back (strings, numbers, TRUE/FALSE). */
function sqlValues(statement: string): unknown[] {
  const m = /^INSERT INTO .+? \((.+?)\) VALUES \((.*)\);$/s.exec(statement)
  if (!m) throw new Error(`not an INSERT: ${statement}`)
  const out: unknown[] = []
  const s = m[2]!
  let i = 0
  while (i < s.length) {
    if (s[i] === "'") {
      let v = ''
      i++
      for (;;) {
        if (s[i] === "'" && s[i + 1] === "'") {
          v += "'"
          i += 2
        } else if (s[i] === "'") {
          i++
          break
        } else v += s[i++]
      }
      out.push(v)
    } else {
      const word = /^[^,]+/.exec(s.slice(i))![0]
      out.push(word === 'TRUE' ? true : word === 'FALSE' ? false : Number(word))
      i += word.length
    }
    if (s.startsWith(', ', i)) i += 2
  }
  return out
}

/** Splits a SQL text into its statements: each ends with ");" and a line break (a line break inside a value stays in its quotes). */
const statements = (sql: string) => sql.split(/(?<=\);)\n(?=INSERT |$)/).filter((l) => l !== '')

describe('writing records', () => {
  it('JSON: exactly JSON.stringify(records, null, 2), and parses back to the records', () => {
    const text = formatRows('json', columns, rows)
    expect(text).toBe(JSON.stringify(objects, null, 2))
    expect(JSON.parse(text)).toEqual(objects)
    expect(formatRows('json', columns, [])).toBe('[]')
  })

  it('JSON Lines: one object a line, each parsed back', () => {
    const text = formatRows('jsonl', columns, rows)
    expect(text.endsWith('\n')).toBe(true)
    const lines = text.split('\n').slice(0, -1)
    expect(lines).toHaveLength(3)
    expect(lines.map((l) => JSON.parse(l))).toEqual(objects)
    expect(lines[0]).toBe(JSON.stringify(objects[0]))
  })

  it('CSV: papaparse reads back the header and every value (quotes, commas, new lines)', () => {
    const text = formatRows('csv', columns, rows)
    expect(text).toBe(Papa.unparse(objects))
    const parsed = Papa.parse<Record<string, string>>(text, { header: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.meta.fields).toEqual(columns)
    expect(parsed.data).toEqual(objects.map((o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]))))
  })

  it('SQL: one INSERT a row, quoted identifiers, doubled quotes, bare numbers, TRUE/FALSE', () => {
    const text = formatRows('sql', columns, rows, 'app.users')
    const list = statements(text)
    expect(list).toHaveLength(3)
    expect(list[0]).toBe(
      `INSERT INTO "app"."users" ("id", "name", "note", "score", "active", "when") VALUES ('a1', 'O''Brien', 'says "hi", then leaves\nnext line', 12.5, TRUE, '2024-02-29T10:00:00.000Z');`,
    )
    expect(text.endsWith(');\n')).toBe(true)
    expect(list.map(sqlValues)).toEqual(rows)
    // A real SQL tokenizer (sql-formatter's PostgreSQL grammar) accepts every statement.
    expect(() => formatSql(text, { language: 'postgresql' })).not.toThrow()
  })

  it('SQL quoting rules', () => {
    expect(sqlIdentifier('we"ird')).toBe('"we""ird"')
    expect(sqlTable('public.users')).toBe('"public"."users"')
    expect(sqlValue("it's")).toBe("'it''s'")
    expect(sqlValue(-0.25)).toBe('-0.25')
    expect(sqlValue(false)).toBe('FALSE')
    expect(sqlValue(Number.NaN)).toBe('NULL')
  })

  it('columns named like numbers or __proto__ keep their order and their values', () => {
    const cols = ['b', '2', '__proto__', '1']
    const row: Row[] = [['x', 2, 'p', 1]]
    const json = JSON.parse(formatRows('json', cols, row)) as Record<string, unknown>[]
    expect(Object.getOwnPropertyNames(json[0])).toEqual(['1', '2', 'b', '__proto__']) // JS reorders on parse
    expect(formatRows('jsonl', cols, row)).toBe('{"b":"x","2":2,"__proto__":"p","1":1}\n')
  })

  for (const format of ['json', 'jsonl', 'csv', 'sql'] as const) {
    it(`${format}: any split into chunks gives the same text as one`, () => {
      const many: Row[] = Array.from({ length: 25 }, (_, i) => [`id${i}`, `name ${i}`, i % 3 ? 'x' : 'a, "b"', i, i % 2 === 0, '2024-01-01'])
      const whole = formatRows(format, columns, many, 'users')
      for (const size of [1, 7, 10, 24]) {
        const w = writer(format, columns, 'users')
        let text = ''
        for (let at = 0; at < many.length; at += size) text += w.chunk(many.slice(at, at + size), at === 0)
        expect(text + w.end(), `chunks of ${size}`).toBe(whole)
      }
    })
  }
})
