import Papa from 'papaparse'
import type { Format } from './fields'

/**
 * Writing records as text, a chunk at a time, so that any split into chunks gives the same bytes
 * as one call over all rows. A row is an array of values in column order: a record built as an
 * object would reorder keys that look like numbers ("1", "2") and trip over "__proto__".
 *
 * - JSON: an array, 2-space indented, exactly `JSON.stringify(records, null, 2)`.
 * - JSON Lines: one compact object a line, each line ending in "\n".
 * - CSV: papaparse `unparse` with a header row (RFC 4180: CRLF, quotes only where needed).
 * - SQL: one `INSERT INTO "table" ("col", ...) VALUES (...);` a row, each ending its line (a line
 *   break inside a value stays inside its quotes, as standard SQL allows). One statement per row rather
 *   than multi-row VALUES: it runs on PostgreSQL, SQLite, SQL Server, Oracle and MySQL (with
 *   ANSI_QUOTES) alike, a bad row fails alone, and a file can be cut between statements. Identifiers are
 *   double-quoted (a '"' doubled), strings single-quoted (a "'" doubled), numbers bare, booleans
 *   TRUE/FALSE, dates as ISO 8601 strings.
 */

export type Value = string | number | boolean
export type Row = Value[]

export type Writer = {
  /** The text of these rows; `first` says whether they are the first rows of the output. */
  chunk(rows: readonly Row[], first: boolean): string
  /** The text after the last row. */
  end(): string
}

const indentedObject = (columns: readonly string[], row: Row) => {
  let out = '  {'
  for (let i = 0; i < columns.length; i++) out += `${i ? ',' : ''}\n    ${JSON.stringify(columns[i])}: ${JSON.stringify(row[i])}`
  return `${out}\n  }`
}

const compactObject = (columns: readonly string[], row: Row) => {
  let out = '{'
  for (let i = 0; i < columns.length; i++) out += `${i ? ',' : ''}${JSON.stringify(columns[i])}:${JSON.stringify(row[i])}`
  return `${out}}`
}

export const sqlIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`
/** `app.users` -> `"app"."users"`. */
export const sqlTable = (table: string) => table.split('.').map(sqlIdentifier).join('.')

export function sqlValue(value: Value): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL'
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  return `'${value.replace(/'/g, "''")}'`
}

export function writer(format: Format, columns: readonly string[], table: string): Writer {
  switch (format) {
    case 'json':
      return {
        chunk: (rows, first) => rows.map((r, i) => (first && i === 0 ? '[\n' : ',\n') + indentedObject(columns, r)).join(''),
        end: () => '\n]',
      }
    case 'jsonl':
      return { chunk: (rows) => rows.map((r) => `${compactObject(columns, r)}\n`).join(''), end: () => '' }
    case 'csv':
      return {
        chunk: (rows, first) => (first ? '' : '\r\n') + Papa.unparse({ fields: [...columns], data: rows as Row[] }, { header: first }),
        end: () => '',
      }
    case 'sql': {
      const head = `INSERT INTO ${sqlTable(table)} (${columns.map(sqlIdentifier).join(', ')}) VALUES (`
      return { chunk: (rows) => rows.map((r) => `${head}${r.map(sqlValue).join(', ')});\n`).join(''), end: () => '' }
    }
  }
}

/** All rows at once (for tests and small outputs). */
export function formatRows(format: Format, columns: readonly string[], rows: readonly Row[], table = 'records'): string {
  if (!rows.length) return format === 'json' ? '[]' : ''
  const w = writer(format, columns, table)
  return w.chunk(rows, true) + w.end()
}
