import { patternProblem } from './regex-gen'

/**
 * The Fake Data engine's contract: the fields a record is built from, as the screen edits them
 * (text boxes hold text, so options are strings until checked), the checked form the worker
 * receives (`Spec`), the locales and the output formats. Pure and free of faker, so the screen
 * can check fields as they are typed without loading the library.
 */

export const FIELD_TYPES = ['person', 'email', 'phone', 'address', 'company', 'date', 'number', 'uuid', 'boolean', 'lorem', 'ip', 'url', 'enum', 'regex'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  person: 'Person name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  company: 'Company',
  date: 'Date',
  number: 'Number',
  uuid: 'UUID',
  boolean: 'Boolean',
  lorem: 'Lorem words',
  ip: 'IP address',
  url: 'URL',
  enum: 'One of (enum)',
  regex: 'Regex-shaped',
}

export const PERSON_PARTS = ['full', 'first', 'last'] as const
export const ADDRESS_PARTS = ['full', 'street', 'city', 'zip', 'country'] as const
export const PHONE_STYLES = ['human', 'national', 'international'] as const
export const DATE_FORMATS = ['datetime', 'date'] as const
export const IP_VERSIONS = ['4', '6'] as const

type Base = { id: string; name: string }
export type Field = Base &
  (
    | { type: 'person'; part: (typeof PERSON_PARTS)[number] }
    | { type: 'email' }
    | { type: 'phone'; style: (typeof PHONE_STYLES)[number] }
    | { type: 'address'; part: (typeof ADDRESS_PARTS)[number] }
    | { type: 'company' }
    | { type: 'date'; from: string; to: string; format: (typeof DATE_FORMATS)[number] }
    | { type: 'number'; min: string; max: string; decimals: string }
    | { type: 'uuid' }
    | { type: 'boolean' }
    | { type: 'lorem'; words: string }
    | { type: 'ip'; version: (typeof IP_VERSIONS)[number] }
    | { type: 'url' }
    | { type: 'enum'; values: string }
    | { type: 'regex'; pattern: string }
  )

/** A field of one type, with its options. */
export type FieldOf<T extends FieldType> = Extract<Field, { type: T }>

/** Each type's options when a field takes it (a new field, or a type change). */
export const TYPE_DEFAULTS: { [T in FieldType]: Omit<FieldOf<T>, 'id' | 'name' | 'type'> } = {
  person: { part: 'full' },
  email: {},
  phone: { style: 'human' },
  address: { part: 'full' },
  company: {},
  date: { from: '2020-01-01', to: '2025-12-31', format: 'datetime' },
  number: { min: '0', max: '1000', decimals: '0' },
  uuid: {},
  boolean: {},
  lorem: { words: '3' },
  ip: { version: '4' },
  url: {},
  enum: { values: 'red, green, blue' },
  regex: { pattern: '[A-Z]{3}-\\d{4}' },
}

export function makeField<T extends FieldType>(id: string, name: string, type: T, options: Partial<Omit<FieldOf<T>, 'id' | 'name' | 'type'>> = {}): FieldOf<T> {
  return { id, name, type, ...TYPE_DEFAULTS[type], ...options } as unknown as FieldOf<T>
}

/** The field with another type: its id and name kept, the new type's default options. */
export const withType = (field: Field, type: FieldType): Field => (field.type === type ? field : makeField(field.id, field.name, type))

/* ---------------------------------------------------------------------------------------------- */
/* Locales and formats                                                                             */

/** The locales offered (faker's per-locale entry points, each loaded on first use in the worker). */
export const LOCALES = [
  { id: 'en', label: 'English' },
  { id: 'en_US', label: 'English (United States)' },
  { id: 'en_GB', label: 'English (United Kingdom)' },
  { id: 'en_AU', label: 'English (Australia)' },
  { id: 'en_CA', label: 'English (Canada)' },
  { id: 'en_IN', label: 'English (India)' },
  { id: 'de', label: 'German' },
  { id: 'de_AT', label: 'German (Austria)' },
  { id: 'de_CH', label: 'German (Switzerland)' },
  { id: 'fr', label: 'French' },
  { id: 'fr_CA', label: 'French (Canada)' },
  { id: 'es', label: 'Spanish' },
  { id: 'es_MX', label: 'Spanish (Mexico)' },
  { id: 'it', label: 'Italian' },
  { id: 'pt_BR', label: 'Portuguese (Brazil)' },
  { id: 'pt_PT', label: 'Portuguese (Portugal)' },
  { id: 'nl', label: 'Dutch' },
  { id: 'pl', label: 'Polish' },
  { id: 'sv', label: 'Swedish' },
  { id: 'nb_NO', label: 'Norwegian' },
  { id: 'da', label: 'Danish' },
  { id: 'fi', label: 'Finnish' },
  { id: 'cs_CZ', label: 'Czech' },
  { id: 'uk', label: 'Ukrainian' },
  { id: 'ru', label: 'Russian' },
  { id: 'tr', label: 'Turkish' },
  { id: 'ja', label: 'Japanese' },
  { id: 'ko', label: 'Korean' },
  { id: 'zh_CN', label: 'Chinese (China)' },
  { id: 'zh_TW', label: 'Chinese (Taiwan)' },
] as const
export type LocaleId = (typeof LOCALES)[number]['id']
export const isLocale = (v: unknown): v is LocaleId => LOCALES.some((l) => l.id === v)

export const FORMATS = ['json', 'jsonl', 'csv', 'sql'] as const
export type Format = (typeof FORMATS)[number]
export const FORMAT_LABELS: Record<Format, string> = { json: 'JSON', jsonl: 'JSON Lines', csv: 'CSV', sql: 'SQL INSERT' }
/** Download: the file's extension and type per format. */
export const FORMAT_FILES: Record<Format, { ext: string; mime: string }> = {
  json: { ext: 'json', mime: 'application/json' },
  jsonl: { ext: 'jsonl', mime: 'application/jsonl' },
  csv: { ext: 'csv', mime: 'text/csv;charset=utf-8' },
  sql: { ext: 'sql', mime: 'application/sql' },
}

/* ---------------------------------------------------------------------------------------------- */
/* Checking fields: the messages under each field, and the form the worker receives               */

export type Spec =
  | { name: string; kind: 'person'; part: FieldOf<'person'>['part'] }
  | { name: string; kind: 'email' | 'company' | 'uuid' | 'boolean' | 'url' }
  | { name: string; kind: 'phone'; style: FieldOf<'phone'>['style'] }
  | { name: string; kind: 'address'; part: FieldOf<'address'>['part'] }
  /** `from` and `to` in ms since the epoch (UTC), both included. */
  | { name: string; kind: 'date'; from: number; to: number; dateOnly: boolean }
  | { name: string; kind: 'number'; min: number; max: number; decimals: number }
  | { name: string; kind: 'lorem'; words: number }
  | { name: string; kind: 'ip'; version: 4 | 6 }
  | { name: string; kind: 'enum'; values: string[] }
  | { name: string; kind: 'regex'; pattern: string }

/** The input of a field a message is about (so that input is marked invalid). */
export type FieldInput = 'name' | 'from' | 'to' | 'min' | 'max' | 'decimals' | 'words' | 'values' | 'pattern'
export type FieldProblem = { input: FieldInput; message: string }

export const MAX_FIELDS = 50
export const MAX_DECIMALS = 10
export const MAX_WORDS = 50

export const FIELD_MESSAGES = {
  nameRequired: 'Enter a field name',
  duplicate: (name: string) => `Another field is also named "${name}"`,
  notANumber: (what: 'Min' | 'Max') => `${what} must be a number`,
  outOfRange: 'Too large: min and max must stay within ±9,007,199,254,740,991 (less with decimals)',
  minAboveMax: 'Min must not be greater than max',
  wholeBounds: 'Min and max must be whole numbers when decimals is 0',
  noneBetween: (decimals: number) => `No number with ${decimals} decimal${decimals === 1 ? '' : 's'} lies between min and max`,
  decimals: `Decimals must be a whole number from 0 to ${MAX_DECIMALS}`,
  notADate: (what: 'From' | 'To') => `${what} must be a date (YYYY-MM-DD)`,
  fromAfterTo: 'From must not be after to',
  words: `Words must be a whole number from 1 to ${MAX_WORDS}`,
  enumEmpty: 'Enter at least one value (separate values with commas)',
} as const

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/
const WHOLE = /^\d+$/

const readNumber = (text: string): number | null => (NUMBER.test(text.trim()) ? Number(text.trim()) : null)
const readWhole = (text: string, min: number, max: number): number | null => {
  const t = text.trim()
  if (!WHOLE.test(t)) return null
  const n = Number(t)
  return n >= min && n <= max ? n : null
}

/** A calendar date `YYYY-MM-DD` as ms at UTC midnight, or null when it is not a real date. */
export function readDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const ms = Date.UTC(y, mo - 1, d)
  const back = new Date(ms)
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : null
}

const DAY_MS = 86_400_000

/** An enum's values: split at commas, trimmed, empty ones dropped. */
export const enumValues = (text: string): string[] =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')

/** One field's problems (its name is checked against the others by `checkFields`). */
export function fieldProblems(field: Field): FieldProblem[] {
  const out: FieldProblem[] = []
  if (field.name.trim() === '') out.push({ input: 'name', message: FIELD_MESSAGES.nameRequired })
  switch (field.type) {
    case 'number': {
      const min = readNumber(field.min)
      const max = readNumber(field.max)
      const decimals = readWhole(field.decimals, 0, MAX_DECIMALS)
      if (min === null) out.push({ input: 'min', message: FIELD_MESSAGES.notANumber('Min') })
      if (max === null) out.push({ input: 'max', message: FIELD_MESSAGES.notANumber('Max') })
      if (decimals === null) out.push({ input: 'decimals', message: FIELD_MESSAGES.decimals })
      if (min === null || max === null || decimals === null) break
      const scale = 10 ** decimals
      if (Math.abs(min) * scale > Number.MAX_SAFE_INTEGER || Math.abs(max) * scale > Number.MAX_SAFE_INTEGER) out.push({ input: Math.abs(min) >= Math.abs(max) ? 'min' : 'max', message: FIELD_MESSAGES.outOfRange })
      else if (min > max) out.push({ input: 'min', message: FIELD_MESSAGES.minAboveMax })
      else if (decimals === 0 && (!Number.isInteger(min) || !Number.isInteger(max))) out.push({ input: Number.isInteger(min) ? 'max' : 'min', message: FIELD_MESSAGES.wholeBounds })
      else if (Math.ceil(min * scale - 1e-7) > Math.floor(max * scale + 1e-7)) out.push({ input: 'decimals', message: FIELD_MESSAGES.noneBetween(decimals) })
      break
    }
    case 'date': {
      const from = readDate(field.from)
      const to = readDate(field.to)
      if (from === null) out.push({ input: 'from', message: FIELD_MESSAGES.notADate('From') })
      if (to === null) out.push({ input: 'to', message: FIELD_MESSAGES.notADate('To') })
      if (from !== null && to !== null && from > to) out.push({ input: 'from', message: FIELD_MESSAGES.fromAfterTo })
      break
    }
    case 'lorem':
      if (readWhole(field.words, 1, MAX_WORDS) === null) out.push({ input: 'words', message: FIELD_MESSAGES.words })
      break
    case 'enum':
      if (enumValues(field.values).length === 0) out.push({ input: 'values', message: FIELD_MESSAGES.enumEmpty })
      break
    case 'regex': {
      const problem = patternProblem(field.pattern)
      if (problem) out.push({ input: 'pattern', message: problem })
      break
    }
  }
  return out
}

/** Every field's problems by field id (names compared without case: SQL and CSV readers often ignore it). */
export function checkFields(fields: readonly Field[]): Map<string, FieldProblem[]> {
  const problems = new Map<string, FieldProblem[]>()
  const seen = new Map<string, number>()
  for (const f of fields) {
    const key = f.name.trim().toLowerCase()
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1)
  }
  for (const f of fields) {
    const list = fieldProblems(f)
    const name = f.name.trim()
    if (name && seen.get(name.toLowerCase())! > 1) list.unshift({ input: 'name', message: FIELD_MESSAGES.duplicate(name) })
    if (list.length) problems.set(f.id, list)
  }
  return problems
}

/** The checked form of a field the worker draws from (call only when it has no problems). */
export function toSpec(field: Field): Spec {
  const name = field.name.trim()
  switch (field.type) {
    case 'person':
    case 'address':
      return { name, kind: field.type, part: field.part } as Spec
    case 'phone':
      return { name, kind: 'phone', style: field.style }
    case 'date':
      return { name, kind: 'date', from: readDate(field.from)!, to: readDate(field.to)! + DAY_MS - 1, dateOnly: field.format === 'date' }
    case 'number':
      return { name, kind: 'number', min: Number(field.min.trim()), max: Number(field.max.trim()), decimals: Number(field.decimals.trim()) }
    case 'lorem':
      return { name, kind: 'lorem', words: Number(field.words.trim()) }
    case 'ip':
      return { name, kind: 'ip', version: field.version === '6' ? 6 : 4 }
    case 'enum':
      return { name, kind: 'enum', values: enumValues(field.values) }
    case 'regex':
      return { name, kind: 'regex', pattern: field.pattern }
    default:
      return { name, kind: field.type }
  }
}

/* ---------------------------------------------------------------------------------------------- */
/* The job                                                                                         */

export const MIN_COUNT = 1
export const MAX_COUNT = 100_000
export const MAX_SEED = 4_294_967_295

export type FakeJob = { specs: Spec[]; count: number; locale: LocaleId; format: Format; table: string; seed: number }

export type FakeOutput =
  /** `bytes`: the text's size in UTF-8, as downloaded. */
  | { ok: true; text: string; bytes: number; count: number; seed: number; locale: LocaleId; format: Format; table: string }
  | { ok: false; message: string }

/** A generated output larger than this is refused (it would not fit comfortably in a tab). */
export const MAX_OUTPUT_CHARS = 100_000_000
export const TOO_LARGE = 'The output would be over 100 MB: generate fewer records or fewer fields.'

/** SQL table names: `users`, `app.users` (identifiers are double-quoted in the output). */
export const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62})?$/
