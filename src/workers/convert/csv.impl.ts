import Papa from 'papaparse'
import type { ProgressFn } from '../core/types'
import { isJsonObject, parseJson, stringifyJson, type JsonObject, type JsonValue } from './json-tree'
import { isLosslessNumber, LosslessNumber } from 'lossless-json'
import { fail, ok, type ConvertResult } from './result'

/** SPEC section 5. */
export const NOT_ARRAY_OF_OBJECTS = 'JSON must be an array of objects'
export const INVALID_JSON_STRUCTURE = 'Invalid JSON format or structure'
export const columnName = (index: number) => `column_${index + 1}`

/** Inputs larger than this are parsed in chunks with progress (the screen shows it after 300 ms). */
export const CHUNKED_ABOVE = 1 << 20

export type CsvToJsonJob = {
  text: string
  hasHeaders: boolean
  /** "Detect numbers and booleans": off (SPEC) keeps every value a string; see `inferValue`. */
  inferTypes?: boolean
  /** The field delimiter; absent or '' detects it (comma, tab, semicolon, pipe), as the screen does. */
  delimiter?: string
}

/** A number with more significant digits than this may not survive a reader's double (IEEE 754 keeps 15 for sure). */
export const MAX_EXACT_DIGITS = 15
/** JSON's number grammar without an exponent: no sign but '-', no leading zeros, no bare '.' (`007`, `+1`, `.5`, `1.` stay text). */
const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/

/** Significant digits of a plain decimal number: leading zeros (before or after the point) do not count. */
export function significantDigits(number: string): number {
  const digits = number.replace(/[-.]/g, '').replace(/^0+/, '')
  return Math.max(1, digits.length)
}

/**
 * One CSV cell with "Detect numbers and booleans" on. The rule keeps anything that a reader could
 * get back differently from what the file says as a string:
 * - `true` / `false` in any case (`TRUE` as spreadsheets write it, `True` as Python does) become booleans;
 * - a plain decimal number (`42`, `-3.5`, `0.25`) becomes a number, written exactly as in the CSV (D24);
 * - text stays text: an empty cell (`""`, not null), `null`, `007` and other leading zeros (codes,
 *   ZIPs), `+1`, `.5`, `1.`, ` 42` (spaces are not trimmed), `1,5`, `0x1F`, `NaN`, `Infinity`, and
 *   exponent forms like `1e5` or `2E10` (part numbers and IDs look like that more often than numbers do);
 * - a number with more than 15 significant digits (`12345678901234567890`, a card or order number)
 *   stays a string, since most JSON readers would round it.
 */
export function inferValue(cell: string): JsonValue {
  if (cell.length === 4 || cell.length === 5) {
    const lower = cell.toLowerCase()
    if (lower === 'true') return true
    if (lower === 'false') return false
  }
  if (PLAIN_NUMBER.test(cell) && significantDigits(cell) <= MAX_EXACT_DIGITS) return new LosslessNumber(cell)
  return cell
}

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
 * value stays a string unless `inferTypes` is on (then `inferValue` decides). Over 1 MB the text is
 * parsed in chunks and progress is reported.
 */
export function csvToJson({ text, hasHeaders, inferTypes = false, delimiter = '' }: CsvToJsonJob, progress?: ProgressFn): ConvertResult {
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
      delimiter,
      chunkSize: CHUNKED_ABOVE,
      chunk: (results: Papa.ParseResult<string[]>) => {
        collect(results.data, results.errors)
        progress?.({ done: results.meta.cursor, total: text.length })
      },
      // A string is parsed synchronously, chunk by chunk, before Papa.parse returns.
      complete: () => {},
    })
  } else {
    const results = Papa.parse<string[]>(text, { skipEmptyLines: true, delimiter })
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
    for (let i = 0; i < count; i++) {
      const cell = row[i] ?? ''
      object.set(keys[i]!, inferTypes ? inferValue(cell) : cell)
    }
    return object
  })
  const output = stringifyJson(objects, 2)
  progress?.({ done: text.length, total: text.length })
  return ok(output, raggedWarnings(rows.map((r) => r.length), header ? header.length : width, !!header, keys))
}

/** At most this many row numbers are listed in a warning; the rest are counted. */
export const MAX_ROWS_LISTED = 10

const rowList = (rows: number[]) => {
  const listed = rows.slice(0, MAX_ROWS_LISTED).join(', ')
  return rows.length > MAX_ROWS_LISTED ? `${listed} and ${rows.length - MAX_ROWS_LISTED} more` : listed
}

/**
 * Rows whose field count differs from the header's (or, without headers, from the longest row's),
 * said rather than reshaped in silence: extra fields go under `column_N` keys and missing ones are
 * empty strings. Rows are numbered as records of the file, the header being row 1.
 */
export function raggedWarnings(lengths: number[], expected: number, hasHeader: boolean, keys: string[]): string[] {
  const first = hasHeader ? 2 : 1
  const longer: number[] = []
  const shorter: number[] = []
  lengths.forEach((n, i) => {
    if (n > expected) longer.push(first + i)
    else if (n < expected) shorter.push(first + i)
  })
  const against = hasHeader ? `the header (${expected})` : `the longest row (${expected})`
  const warnings: string[] = []
  if (longer.length) {
    const extra = keys.slice(expected)
    warnings.push(`${longer.length === 1 ? 'Row' : 'Rows'} ${rowList(longer)} ${longer.length === 1 ? 'has' : 'have'} more fields than ${against}: the extra ${extra.length === 1 ? 'field is' : 'fields are'} under ${extra.join(', ')}`)
  }
  if (shorter.length) {
    warnings.push(`${shorter.length === 1 ? 'Row' : 'Rows'} ${rowList(shorter)} ${shorter.length === 1 ? 'has' : 'have'} fewer fields than ${against}: the missing ones are empty strings`)
  }
  return warnings
}

/** A JSON value as a CSV cell: numbers as written (D24), null empty, nested values as JSON. */
export function cellText(v: JsonValue): string {
  if (typeof v === 'string') return v
  if (v === null) return ''
  if (typeof v === 'boolean') return String(v)
  if (isLosslessNumber(v)) return v.value
  return stringifyJson(v, 0)
}

export type JsonToCsvJob = {
  text: string
  /** "Flatten nested objects (a.b columns)": off (SPEC) writes a nested object as JSON text in one cell. */
  flatten?: boolean
  /** The field delimiter (default a comma). */
  delimiter?: string
  /** Write the header row of column names (default true). */
  header?: boolean
}

/** At most this many warnings about columns that two paths share. */
const MAX_CLASH_WARNINGS = 5
export const clashWarning = (column: string) =>
  `Column "${column}" is both a key with a dot and a nested path; the value that comes last in the object is kept`

/**
 * One row with "Flatten nested objects" on: a nested object's keys become dotted columns
 * (`{"a":{"b":1}}` gives `a.b`), to any depth. Arrays are not spread into `a.0`, `a.1` columns (their
 * lengths differ from row to row): an array stays one cell of JSON text, as without the option. An
 * empty object stays a cell `{}` so its key is not lost. `clashes` collects columns two paths share
 * (a key "a.b" beside a nested a -> b).
 */
export function flattenRow(row: JsonObject, clashes?: Set<string>, prefix = '', out: JsonObject = new Map()): JsonObject {
  for (const [key, value] of row) {
    const column = prefix ? `${prefix}.${key}` : key
    if (isJsonObject(value) && value.size > 0) flattenRow(value, clashes, column, out)
    else {
      if (out.has(column)) clashes?.add(column)
      out.set(column, value)
    }
  }
  return out
}

/**
 * A non-empty JSON array of objects to CSV: the columns are every key in first-seen order, one row
 * per object, cells quoted only when they must be (delimiter, quote, line break). Lines end with \n.
 * With `flatten`, nested objects become dotted columns first (`flattenRow`); the header is then the
 * union of every row's dotted columns in first-seen order.
 */
export function jsonToCsv({ text, flatten = false, delimiter = ',', header = true }: JsonToCsvJob): ConvertResult {
  const parsed = parseJson(text)
  if (!parsed.ok) {
    const { message, line, column } = parsed.error
    return fail({ message: INVALID_JSON_STRUCTURE, detail: `${message} (line ${line}, column ${column})`, line, column })
  }
  const value = parsed.value
  if (!Array.isArray(value) || value.length === 0 || !value.every(isJsonObject)) return fail({ message: NOT_ARRAY_OF_OBJECTS })
  try {
    const clashes = new Set<string>()
    const rows = flatten ? (value as JsonObject[]).map((row) => flattenRow(row, clashes)) : (value as JsonObject[])
    const columns: string[] = []
    const seen = new Set<string>()
    for (const row of rows) {
      for (const key of row.keys()) {
        if (!seen.has(key)) {
          seen.add(key)
          columns.push(key)
        }
      }
    }
    const data = rows.map((row) => columns.map((c) => (row.has(c) ? cellText(row.get(c)!) : '')))
    const warnings = [...parsed.warnings, ...Array.from(clashes).slice(0, MAX_CLASH_WARNINGS).map(clashWarning)]
    return ok(Papa.unparse({ fields: columns, data }, { newline: '\n', delimiter, header }), warnings)
  } catch {
    return fail({ message: INVALID_JSON_STRUCTURE })
  }
}
