import Papa from 'papaparse'
import type { ProgressFn } from '../core/types'
import { isJsonObject, parseJson, stringifyJson, type JsonObject, type JsonValue } from './json-tree'
import { isLosslessNumber } from 'lossless-json'
import { fail, ok, type ConvertResult } from './result'

/** SPEC section 5. */
export const NOT_ARRAY_OF_OBJECTS = 'JSON must be an array of objects'
export const INVALID_JSON_STRUCTURE = 'Invalid JSON format or structure'
export const columnName = (index: number) => `column_${index + 1}`

/** Inputs larger than this are parsed in chunks with progress (the screen shows it after 300 ms). */
export const CHUNKED_ABOVE = 1 << 20

export type CsvToJsonJob = { text: string; hasHeaders: boolean }

/** Header names as JSON keys: empty ones become column_N, repeats get _2, _3, ... */
export function keysFor(header: string[] | null, width: number): string[] {
  const keys: string[] = []
  const seen = new Map<string, number>()
  for (let i = 0; i < width; i++) {
    let key = header && header[i] !== undefined && header[i] !== '' ? header[i]! : columnName(i)
    const count = seen.get(key) ?? 0
    seen.set(key, count + 1)
    if (count > 0) {
      let n = count + 1
      while (seen.has(`${key}_${n}`)) n++
      key = `${key}_${n}`
      seen.set(key, 1)
    }
    keys.push(key)
  }
  return keys
}

/**
 * CSV text to a JSON array of objects (2-space indent) with papaparse: quoted fields, doubled
 * quotes, embedded newlines, CRLF or LF, and the delimiter (comma, tab, semicolon, pipe) detected.
 * With `hasHeaders` the first row names the keys; without, keys are column_1, column_2, ...
 * Blank lines (a trailing newline included) are skipped; short rows get '' for missing cells. Every
 * value stays a string. Over 1 MB the text is parsed in chunks and progress is reported.
 */
export function csvToJson({ text, hasHeaders }: CsvToJsonJob, progress?: ProgressFn): ConvertResult {
  const rows: string[][] = []
  let error: { message: string; row: number } | null = null
  const collect = (data: string[][], errors: Papa.ParseError[]) => {
    const bad = errors.find((e) => e.type === 'Quotes')
    if (bad && !error) error = { message: bad.message, row: rows.length + (bad.row ?? 0) + 1 }
    for (const row of data) rows.push(row)
  }
  const chunked = text.length > CHUNKED_ABOVE
  if (chunked) {
    Papa.parse<string[]>(text, {
      skipEmptyLines: true,
      chunkSize: CHUNKED_ABOVE,
      chunk: (results: Papa.ParseResult<string[]>) => {
        collect(results.data, results.errors)
        progress?.({ done: results.meta.cursor, total: text.length })
      },
      // A string is parsed synchronously, chunk by chunk, before Papa.parse returns.
      complete: () => {},
    })
  } else {
    const results = Papa.parse<string[]>(text, { skipEmptyLines: true })
    collect(results.data, results.errors)
  }
  if (error) {
    const { message, row } = error as { message: string; row: number }
    return fail({ message: `${message} (row ${row})` })
  }
  const header = hasHeaders ? (rows.shift() ?? []) : null
  let width = header?.length ?? 0
  for (const row of rows) if (row.length > width) width = row.length
  const keys = keysFor(header, width)
  // With headers, each row has the header's keys (plus column_N for extra cells); without, all have every column.
  const objects: JsonObject[] = rows.map((row) => {
    const count = header ? Math.max(header.length, row.length) : width
    const object: JsonObject = new Map()
    for (let i = 0; i < count; i++) object.set(keys[i]!, row[i] ?? '')
    return object
  })
  const output = stringifyJson(objects, 2)
  progress?.({ done: text.length, total: text.length })
  return ok(output)
}

/** A JSON value as a CSV cell: numbers as written (D24), null empty, nested values as JSON. */
export function cellText(v: JsonValue): string {
  if (typeof v === 'string') return v
  if (v === null) return ''
  if (typeof v === 'boolean') return String(v)
  if (isLosslessNumber(v)) return v.value
  return stringifyJson(v, 0)
}

/**
 * A non-empty JSON array of objects to CSV: the columns are every key in first-seen order, one row
 * per object, cells quoted only when they must be (delimiter, quote, line break). Lines end with \n.
 */
export function jsonToCsv({ text }: { text: string }): ConvertResult {
  const parsed = parseJson(text)
  if (!parsed.ok) {
    const { message, line, column } = parsed.error
    return fail({ message: INVALID_JSON_STRUCTURE, detail: `${message} (line ${line}, column ${column})`, line, column })
  }
  const value = parsed.value
  if (!Array.isArray(value) || value.length === 0 || !value.every(isJsonObject)) return fail({ message: NOT_ARRAY_OF_OBJECTS })
  try {
    const columns: string[] = []
    const seen = new Set<string>()
    for (const row of value as JsonObject[]) {
      for (const key of row.keys()) {
        if (!seen.has(key)) {
          seen.add(key)
          columns.push(key)
        }
      }
    }
    const data = (value as JsonObject[]).map((row) => columns.map((c) => (row.has(c) ? cellText(row.get(c)!) : '')))
    return ok(Papa.unparse({ fields: columns, data }, { newline: '\n' }), parsed.warnings)
  } catch {
    return fail({ message: INVALID_JSON_STRUCTURE })
  }
}
