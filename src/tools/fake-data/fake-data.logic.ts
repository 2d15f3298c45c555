import {
  ADDRESS_PARTS,
  checkFields,
  DATE_FORMATS,
  FIELD_TYPES,
  FORMAT_FILES,
  FORMATS,
  IP_VERSIONS,
  isLocale,
  makeField,
  MAX_COUNT,
  MAX_FIELDS,
  MAX_SEED,
  MAX_WORDS,
  MIN_COUNT,
  PERSON_PARTS,
  PHONE_STYLES,
  TABLE_NAME,
  TYPE_DEFAULTS,
  toSpec,
  type FakeJob,
  type Field,
  type FieldProblem,
  type FieldType,
  type Format,
  type LocaleId,
} from '../../workers/fake/fields'

/** Fake Data Generator (D28, issue 15 item 1): the screen's state, rules and words. */

export type FakeState = {
  fields: Field[]
  /** As typed: checked against 1..100,000. */
  count: string
  locale: LocaleId
  format: Format
  /** SQL only. */
  table: string
  /** Empty: a random seed each Generate (the seed used is shown). */
  seed: string
}

export const DEFAULT_FIELDS: Field[] = [
  makeField('f1', 'id', 'uuid'),
  makeField('f2', 'name', 'person'),
  makeField('f3', 'email', 'email'),
  makeField('f4', 'role', 'enum', { values: 'admin, editor, viewer' }),
  makeField('f5', 'age', 'number', { min: '18', max: '90' }),
  makeField('f6', 'active', 'boolean'),
  makeField('f7', 'created_at', 'date'),
]

export const DEFAULTS: FakeState = { fields: DEFAULT_FIELDS, count: '10', locale: 'en', format: 'json', table: 'users', seed: '' }

/** Up to this many records, output follows every edit (debounced, in the worker); above it, on Generate. */
export const LIVE_LIMIT = 1000
export const DEBOUNCE_MS = 250

export const MESSAGES = {
  count: 'Count must be between 1 and 100,000',
  table: 'Table name: letters, digits and underscores, not starting with a digit (schema.table allowed)',
  seed: 'Seed must be a whole number from 0 to 4,294,967,295 (empty: random)',
  noFields: 'Add at least one field',
  fix: 'Fix the marked fields first.',
  crashed: 'The generator stopped unexpectedly. Try again; your settings are unchanged.',
  emptyHint: 'Records appear here as you edit the fields (up to 1,000 records). For more, press Generate (Ctrl/Cmd+Enter).',
  largeHint: 'Large count: press Generate (Ctrl/Cmd+Enter). The records are made in the background, with a progress bar and Cancel.',
} as const

/** Said under the work area: what the chosen format gives, and what the seed promises. */
export const FORMAT_NOTES: Record<Format, string> = {
  json: 'JSON: an array of objects, 2-space indented.',
  jsonl: 'JSON Lines (NDJSON): one compact object a line, for streaming imports.',
  csv: 'CSV (RFC 4180): a header row, CRLF line ends, quotes only where a value needs them.',
  sql: 'SQL: one INSERT a row; identifiers in double quotes, strings in single quotes (a quote doubled), numbers bare, TRUE/FALSE, dates as ISO 8601 text. Runs on PostgreSQL, SQLite and SQL Server; MySQL needs ANSI_QUOTES.',
}
export const SEED_NOTE = 'The same seed and settings always give byte-identical output; with no seed, each Generate draws a new one.'

/* ---------------------------------------------------------------------------------------------- */
/* Stored and shared state                                                                          */

const isString = (v: unknown): v is string => typeof v === 'string'
const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback)

/**
 * A stored (or shared) field made safe: a known type, a string name, its type's options (each a
 * string, or one of its choices), nothing else. Unknown types are dropped.
 */
export function normalizeField(raw: unknown): Field | null {
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as Record<string, unknown>
  if (!FIELD_TYPES.includes(r.type as FieldType)) return null
  const type = r.type as FieldType
  const defaults = TYPE_DEFAULTS[type] as Record<string, string>
  const options: Record<string, string> = {}
  const choices: Record<string, readonly string[]> = {
    part: type === 'address' ? ADDRESS_PARTS : PERSON_PARTS,
    style: PHONE_STYLES,
    format: DATE_FORMATS,
    version: IP_VERSIONS,
  }
  for (const [key, fallback] of Object.entries(defaults)) {
    const v = r[key]
    options[key] = choices[key] ? oneOf(choices[key], v, fallback) : isString(v) ? v : fallback
  }
  return makeField(isString(r.id) ? r.id : '', isString(r.name) ? r.name : '', type, options as never)
}

/** The next free id: `f<n>` past the highest in use. */
export function nextFieldId(fields: readonly Pick<Field, 'id'>[]): string {
  let max = 0
  for (const f of fields) {
    const m = /^f(\d+)$/.exec(f.id)
    if (m) max = Math.max(max, Number(m[1]))
  }
  return `f${max + 1}`
}

/** Fields as stored: at most 50, known types, unique non-empty ids (missing or repeated ones replaced). */
export function normalizeFields(raw: unknown): Field[] | null {
  if (!Array.isArray(raw)) return null
  const out: Field[] = []
  const ids = new Set<string>()
  for (const item of raw.slice(0, MAX_FIELDS)) {
    const f = normalizeField(item)
    if (!f) continue
    if (!f.id || ids.has(f.id)) f.id = nextFieldId([...out, ...raw.filter((x): x is { id: string } => typeof x?.id === 'string')])
    ids.add(f.id)
    out.push(f)
  }
  return out
}

export const validateState = (s: FakeState, d: FakeState): FakeState => ({
  fields: normalizeFields(s.fields) ?? d.fields,
  count: isString(s.count) ? s.count : d.count,
  locale: isLocale(s.locale) ? s.locale : d.locale,
  format: oneOf(FORMATS, s.format, d.format),
  table: isString(s.table) ? s.table : d.table,
  seed: isString(s.seed) ? s.seed : d.seed,
})

/* ---------------------------------------------------------------------------------------------- */
/* Checking the settings, and the job they make                                                    */

export const readCount = (text: string): number | null => {
  const t = text.trim().replace(/[,_\s]/g, '')
  if (!/^\d+$/.test(t)) return null
  const n = Number(t)
  return n >= MIN_COUNT && n <= MAX_COUNT ? n : null
}

export const readSeed = (text: string): number | null => {
  const t = text.trim()
  if (!/^\d+$/.test(t)) return null
  const n = Number(t)
  return n <= MAX_SEED ? n : null
}

export type Check = {
  fields: Map<string, FieldProblem[]>
  count: string | null
  table: string | null
  seed: string | null
  noFields: string | null
}

export function checkState(s: FakeState): Check {
  return {
    fields: checkFields(s.fields),
    count: readCount(s.count) === null ? MESSAGES.count : null,
    table: s.format === 'sql' && !TABLE_NAME.test(s.table.trim()) ? MESSAGES.table : null,
    seed: s.seed.trim() !== '' && readSeed(s.seed) === null ? MESSAGES.seed : null,
    noFields: s.fields.length === 0 ? MESSAGES.noFields : null,
  }
}

export const isValid = (c: Check) => c.fields.size === 0 && !c.count && !c.table && !c.seed && !c.noFields

/** The first message of a check, for a toast when Generate is pressed with problems. */
export function firstProblem(c: Check, fields: readonly Field[]): string | null {
  if (c.noFields) return c.noFields
  for (const [i, f] of fields.entries()) {
    const p = c.fields.get(f.id)?.[0]
    if (p) return `Field ${i + 1}${f.name.trim() ? ` (${f.name.trim()})` : ''}: ${p.message}`
  }
  return c.count ?? c.table ?? c.seed
}

/** The job for valid settings (the seed typed, or `randomSeed` when the field is empty); null otherwise. */
export function jobOf(s: FakeState, randomSeed: number): FakeJob | null {
  if (!isValid(checkState(s))) return null
  return {
    specs: s.fields.map(toSpec),
    count: readCount(s.count)!,
    locale: s.locale,
    format: s.format,
    table: s.format === 'sql' ? s.table.trim() : '',
    seed: s.seed.trim() === '' ? randomSeed : readSeed(s.seed)!,
  }
}

/** D31: what an output is made from, as one comparable value (the job, or the invalid settings). */
export const jobKey = (job: FakeJob | null, s: FakeState): string => (job ? JSON.stringify(job) : `invalid:${JSON.stringify(s)}`)

export const isLive = (s: FakeState) => (readCount(s.count) ?? Infinity) <= LIVE_LIMIT

export const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]!

/* ---------------------------------------------------------------------------------------------- */
/* Editing the list of fields                                                                      */

export function addField(fields: readonly Field[]): Field[] {
  if (fields.length >= MAX_FIELDS) return [...fields]
  let n = fields.length + 1
  const taken = new Set(fields.map((f) => f.name.trim().toLowerCase()))
  while (taken.has(`field_${n}`)) n++
  return [...fields, makeField(nextFieldId(fields), `field_${n}`, 'lorem')]
}

export function moveField(fields: readonly Field[], index: number, by: -1 | 1): Field[] {
  const to = index + by
  if (index < 0 || index >= fields.length || to < 0 || to >= fields.length) return [...fields]
  const out = [...fields]
  ;[out[index], out[to]] = [out[to]!, out[index]!]
  return out
}

export const removeField = (fields: readonly Field[], index: number): Field[] => fields.filter((_, i) => i !== index)

export const updateField = (fields: readonly Field[], index: number, next: Field): Field[] => fields.map((f, i) => (i === index ? next : f))

/* ---------------------------------------------------------------------------------------------- */
/* Output                                                                                          */

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`
export const recordsText = (n: number) => plural(n, 'record')

/** The Download file's name: the table's name for SQL, else `fake-data`. */
export function downloadName(format: Format, table: string): string {
  const base = format === 'sql' && table ? table.replace(/\./g, '_') : 'fake-data'
  return `${base}.${FORMAT_FILES[format].ext}`
}

/* ---------------------------------------------------------------------------------------------- */
/* D25, the input port: a sample record (JSON) or a CSV header becomes the fields                   */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/
const URL_TEXT = /^https?:\/\/\S+$/i
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/
const IPV6 = /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}$/i
const PHONE = /^\+?[\d\s().-]{7,20}$/
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/

/** A round bound above a number's size: 42 -> 100, 7 -> 10, 1234.5 -> 10000. */
const boundFor = (n: number) => 10 ** Math.max(1, Math.ceil(Math.log10(Math.abs(n) + 1)))

function numberField(id: string, name: string, n: number, text: string): Field {
  const decimals = Math.min(10, /\.(\d+)$/.exec(text)?.[1]?.length ?? 0)
  const bound = boundFor(n)
  return makeField(id, name, 'number', { min: n < 0 ? String(-bound) : '0', max: String(bound), decimals: String(decimals) })
}

/** A type from a key alone (`created_at` is a date, `email` an email), or null. */
export function typeFromName(id: string, name: string): Field | null {
  const k = name.toLowerCase().replace(/[\s-]+/g, '_')
  const bare = k.replace(/_/g, '')
  if (/^(id|uuid|guid)$|_(id|uuid)$/.test(k) || /[a-z]Id$/.test(name)) return makeField(id, name, 'uuid')
  if (/e?mail/.test(bare)) return makeField(id, name, 'email')
  if (/phone|mobile|^tel|fax/.test(bare)) return makeField(id, name, 'phone')
  if (/^(first|given)name$/.test(bare)) return makeField(id, name, 'person', { part: 'first' })
  if (/^(last|sur|family)name$/.test(bare)) return makeField(id, name, 'person', { part: 'last' })
  if (/company|organi[sz]ation|employer|business/.test(bare)) return makeField(id, name, 'company')
  if (/^(street|address(line)?\d?|addr)$/.test(bare)) return makeField(id, name, 'address', { part: /street|line/.test(bare) ? 'street' : 'full' })
  if (/^(city|town)$/.test(bare)) return makeField(id, name, 'address', { part: 'city' })
  if (/^(zip|zipcode|postcode|postalcode)$/.test(bare)) return makeField(id, name, 'address', { part: 'zip' })
  if (/^country$/.test(bare)) return makeField(id, name, 'address', { part: 'country' })
  if (/^(url|website|homepage|link|uri)$|url$/.test(bare)) return makeField(id, name, 'url')
  if (/^ip(address|v4|v6)?$/.test(bare)) return makeField(id, name, 'ip', { version: /v6/.test(bare) ? '6' : '4' })
  if (/^(is|has|can)_|^(active|enabled|verified|deleted|admin|published)$/.test(k)) return makeField(id, name, 'boolean')
  if (/(date|_at|time|birthday|dob)$|^(date|created|updated|deleted)/.test(k) || /[a-z]At$/.test(name)) return makeField(id, name, 'date', { format: /date|birthday|dob/.test(k) ? 'date' : 'datetime' })
  if (/^(age|count|amount|price|total|quantity|qty|score|rating|number|balance|salary)$/.test(bare)) return makeField(id, name, 'number')
  if (/name|author|customer|user|owner|contact/.test(bare)) return makeField(id, name, 'person')
  return null
}

/** A type from a sample value and its key. */
export function guessField(id: string, name: string, value: unknown): Field {
  if (typeof value === 'boolean') return makeField(id, name, 'boolean')
  if (typeof value === 'number' && Number.isFinite(value)) return numberField(id, name, value, String(value))
  if (typeof value === 'string') {
    const v = value.trim()
    if (EMAIL.test(v)) return makeField(id, name, 'email')
    if (UUID.test(v)) return makeField(id, name, 'uuid')
    if (ISO_DATE.test(v)) return makeField(id, name, 'date', { format: 'date' })
    if (ISO_DATETIME.test(v)) return makeField(id, name, 'date', { format: 'datetime' })
    if (URL_TEXT.test(v)) return makeField(id, name, 'url')
    if (IPV4.test(v)) return makeField(id, name, 'ip', { version: '4' })
    if (v.includes(':') && IPV6.test(v)) return makeField(id, name, 'ip', { version: '6' })
    if (/^(true|false)$/i.test(v)) return makeField(id, name, 'boolean')
    if (NUMBER_TEXT.test(v) && v.length < 16) return typeFromName(id, name) ?? numberField(id, name, Number(v), v)
    const byName = typeFromName(id, name)
    if (byName) return byName
    if (PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7) return makeField(id, name, 'phone')
    if (v) return makeField(id, name, 'lorem', { words: String(Math.min(MAX_WORDS, Math.max(1, v.split(/\s+/).length))) })
  }
  return typeFromName(id, name) ?? makeField(id, name, 'lorem')
}

/** One line of CSV split into cells (double quotes, a doubled quote inside), for a header row. */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell === '') quoted = true
    else if (c === delimiter) {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells.map((c) => c.trim())
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** How many fields a sample record gives at most, and how much text the port reads. */
const MAX_SAMPLE_CHARS = 5_000_000

/**
 * The fields a text describes, or null: a JSON object (or the first object of an array) gives its
 * keys, typed from their values; CSV gives its header row, typed from the first data row when
 * there is one, else from the names.
 */
export function fieldsFromText(text: string): Field[] | null {
  const t = text.trim()
  if (!t || t.length > MAX_SAMPLE_CHARS) return null
  if (t.startsWith('{') || t.startsWith('[')) {
    let value: unknown
    try {
      value = JSON.parse(t)
    } catch {
      return null
    }
    const record = Array.isArray(value) ? value.find(isPlainObject) : value
    if (!isPlainObject(record)) return null
    const entries = Object.entries(record).slice(0, MAX_FIELDS)
    return entries.length ? entries.map(([k, v], i) => guessField(`f${i + 1}`, k, v)) : null
  }
  const [header, first] = t.split(/\r?\n/, 2)
  if (!header || header.length > 10_000) return null
  const delimiter = ['\t', ';', '|', ','].reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best), ',')
  const names = splitCsvLine(header, delimiter).slice(0, MAX_FIELDS)
  if (names.some((n) => n === '') || new Set(names.map((n) => n.toLowerCase())).size !== names.length) return null
  const sample = first ? splitCsvLine(first, delimiter) : []
  return names.map((name, i) => {
    const id = `f${i + 1}`
    return sample[i] !== undefined && sample[i] !== '' ? guessField(id, name, sample[i]) : (typeFromName(id, name) ?? makeField(id, name, 'lorem'))
  })
}

/** The input port's rule: fields from the text; a text that describes none leaves the tool as it was. */
export function acceptText(s: FakeState, text: string): FakeState {
  const fields = fieldsFromText(text)
  return fields ? { ...s, fields } : s
}
