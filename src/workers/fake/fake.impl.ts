import type { Faker } from '@faker-js/faker'
import type { ProgressFn } from '../core/types'
import { MAX_OUTPUT_CHARS, TOO_LARGE, type FakeJob, type FakeOutput, type LocaleId, type Spec } from './fields'
import { writer, type Row, type Value } from './format'
import { draw, parsePattern } from './regex-gen'

/**
 * The `fake` engine: records drawn with @faker-js/faker, written as JSON, JSON Lines, CSV or SQL.
 * Each locale is its own entry point of the package, imported on first use (D28), so only the
 * chosen locale's data is ever downloaded, and only into this worker.
 *
 * Reproducible: the locale's faker is seeded with the job's seed and given a fixed reference date,
 * and values are drawn record by record, field by field, so the same seed, fields, locale, count
 * and format give byte-identical output, whatever the chunking.
 */
const LOADERS: Record<LocaleId, () => Promise<{ faker: Faker }>> = {
  en: () => import('@faker-js/faker/locale/en'),
  en_US: () => import('@faker-js/faker/locale/en_US'),
  en_GB: () => import('@faker-js/faker/locale/en_GB'),
  en_AU: () => import('@faker-js/faker/locale/en_AU'),
  en_CA: () => import('@faker-js/faker/locale/en_CA'),
  en_IN: () => import('@faker-js/faker/locale/en_IN'),
  de: () => import('@faker-js/faker/locale/de'),
  de_AT: () => import('@faker-js/faker/locale/de_AT'),
  de_CH: () => import('@faker-js/faker/locale/de_CH'),
  fr: () => import('@faker-js/faker/locale/fr'),
  fr_CA: () => import('@faker-js/faker/locale/fr_CA'),
  es: () => import('@faker-js/faker/locale/es'),
  es_MX: () => import('@faker-js/faker/locale/es_MX'),
  it: () => import('@faker-js/faker/locale/it'),
  pt_BR: () => import('@faker-js/faker/locale/pt_BR'),
  pt_PT: () => import('@faker-js/faker/locale/pt_PT'),
  nl: () => import('@faker-js/faker/locale/nl'),
  pl: () => import('@faker-js/faker/locale/pl'),
  sv: () => import('@faker-js/faker/locale/sv'),
  nb_NO: () => import('@faker-js/faker/locale/nb_NO'),
  da: () => import('@faker-js/faker/locale/da'),
  fi: () => import('@faker-js/faker/locale/fi'),
  cs_CZ: () => import('@faker-js/faker/locale/cs_CZ'),
  uk: () => import('@faker-js/faker/locale/uk'),
  ru: () => import('@faker-js/faker/locale/ru'),
  tr: () => import('@faker-js/faker/locale/tr'),
  ja: () => import('@faker-js/faker/locale/ja'),
  ko: () => import('@faker-js/faker/locale/ko'),
  zh_CN: () => import('@faker-js/faker/locale/zh_CN'),
  zh_TW: () => import('@faker-js/faker/locale/zh_TW'),
}

/** Every draw that would otherwise read the clock ("recent", "soon") is relative to this instead. */
export const REFERENCE_DATE = '2025-01-01T00:00:00.000Z'
/** Rows written per chunk: progress is reported after each. */
export const CHUNK_ROWS = 1000

export async function loadFaker(locale: LocaleId): Promise<Faker> {
  const load = LOADERS[locale]
  if (!load) throw new Error(`Unknown locale: ${String(locale)}`)
  return (await load()).faker
}

/** The function drawing one field's value. */
export function valueMaker(f: Faker, spec: Spec): () => Value {
  switch (spec.kind) {
    case 'person':
      return spec.part === 'first' ? () => f.person.firstName() : spec.part === 'last' ? () => f.person.lastName() : () => f.person.fullName()
    case 'email':
      return () => f.internet.email()
    case 'phone':
      return () => f.phone.number({ style: spec.style })
    case 'address':
      switch (spec.part) {
        case 'street':
          return () => f.location.streetAddress()
        case 'city':
          return () => f.location.city()
        case 'zip':
          return () => f.location.zipCode()
        case 'country':
          return () => f.location.country()
        default:
          return () => `${f.location.streetAddress()}, ${f.location.city()}, ${f.location.zipCode()}`
      }
    case 'company':
      return () => f.company.name()
    case 'date':
      return spec.dateOnly
        ? () => f.date.between({ from: spec.from, to: spec.to }).toISOString().slice(0, 10)
        : () => f.date.between({ from: spec.from, to: spec.to }).toISOString()
    case 'number':
      return spec.decimals === 0
        ? () => f.number.int({ min: spec.min, max: spec.max })
        : () => f.number.float({ min: spec.min, max: spec.max, fractionDigits: spec.decimals })
    case 'uuid':
      return () => f.string.uuid()
    case 'boolean':
      return () => f.datatype.boolean()
    case 'lorem':
      return () => f.lorem.words(spec.words)
    case 'ip':
      return spec.version === 6 ? () => f.internet.ipv6() : () => f.internet.ipv4()
    case 'url':
      return () => f.internet.url()
    case 'enum':
      return () => f.helpers.arrayElement(spec.values)
    case 'regex': {
      const tree = parsePattern(spec.pattern)
      const rand = (n: number) => f.number.int(n - 1)
      return () => draw(tree, rand)
    }
  }
}

/** The UTF-8 size of a text without encoding it (a lone surrogate counts as the 3 bytes of U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = text.length
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) continue
    if (c < 0x800) bytes += 1
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2 // a pair: 2 code units, 4 bytes
      i++
    } else bytes += 2
  }
  return bytes
}

/** The whole output of a job, written `chunkRows` rows at a time, refused past `maxChars`. */
export async function generateText(job: FakeJob, progress?: ProgressFn, { chunkRows = CHUNK_ROWS, maxChars = MAX_OUTPUT_CHARS } = {}): Promise<FakeOutput> {
  const f = await loadFaker(job.locale)
  f.seed(job.seed)
  f.setDefaultRefDate(REFERENCE_DATE)
  const makers = job.specs.map((s) => valueMaker(f, s))
  const w = writer(job.format, job.specs.map((s) => s.name), job.table)
  const parts: string[] = []
  let size = 0
  for (let done = 0; done < job.count; ) {
    const n = Math.min(chunkRows, job.count - done)
    const rows: Row[] = new Array(n)
    for (let r = 0; r < n; r++) {
      const row: Value[] = new Array(makers.length)
      for (let c = 0; c < makers.length; c++) row[c] = makers[c]!()
      rows[r] = row
    }
    const text = w.chunk(rows, done === 0)
    size += text.length
    if (size > maxChars) return { ok: false, message: TOO_LARGE }
    parts.push(text)
    done += n
    progress?.({ done, total: job.count })
  }
  parts.push(w.end())
  const text = parts.join('')
  return { ok: true, text, bytes: utf8Length(text), count: job.count, seed: job.seed, locale: job.locale, format: job.format, table: job.table }
}

export const fakeApi = {
  generate: (job: FakeJob, progress?: ProgressFn) => generateText(job, progress),
}

export type FakeApi = typeof fakeApi
