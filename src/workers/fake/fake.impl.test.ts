import { isIPv4, isIPv6 } from 'node:net'
import { faker as fakerEn } from '@faker-js/faker/locale/en'
import Papa from 'papaparse'
import { format as formatSql } from 'sql-formatter'
import { describe, expect, it } from 'vitest'
import { generateText, utf8Length } from './fake.impl'
import { makeField, toSpec, TOO_LARGE, type FakeJob, type FakeOutput, type Field } from './fields'

const FIELDS: Field[] = [
  makeField('f1', 'id', 'uuid'),
  makeField('f2', 'name', 'person'),
  makeField('f3', 'first', 'person', { part: 'first' }),
  makeField('f4', 'email', 'email'),
  makeField('f5', 'phone', 'phone', { style: 'international' }),
  makeField('f6', 'street', 'address', { part: 'street' }),
  makeField('f7', 'company', 'company'),
  makeField('f8', 'created_at', 'date', { from: '2021-03-01', to: '2021-03-31' }),
  makeField('f9', 'birthday', 'date', { from: '1990-01-01', to: '1990-01-01', format: 'date' }),
  makeField('f10', 'age', 'number', { min: '18', max: '90' }),
  makeField('f11', 'price', 'number', { min: '-5', max: '5', decimals: '2' }),
  makeField('f12', 'active', 'boolean'),
  makeField('f13', 'bio', 'lorem', { words: '4' }),
  makeField('f14', 'ip', 'ip'),
  makeField('f15', 'ip6', 'ip', { version: '6' }),
  makeField('f16', 'site', 'url'),
  makeField('f17', 'role', 'enum', { values: "admin, editor, o'reilly" }),
  makeField('f18', 'sku', 'regex', { pattern: 'SKU-[A-Z]{3}-\\d{4}' }),
]

const job = (over: Partial<FakeJob> = {}): FakeJob => ({ specs: FIELDS.map(toSpec), count: 200, locale: 'en', format: 'json', table: 'users', seed: 42, ...over })

async function text(j: FakeJob, options?: Parameters<typeof generateText>[2]): Promise<string> {
  const out: FakeOutput = await generateText(j, undefined, options)
  if (!out.ok) throw new Error(out.message)
  return out.text
}

describe('fake engine', () => {
  it('draws exactly what faker draws from the same seed (the library is the reference)', async () => {
    const out = JSON.parse(await text(job({ specs: [toSpec(makeField('f1', 'id', 'uuid'))], count: 3, seed: 42 })))
    fakerEn.seed(42)
    expect(out).toEqual([{ id: fakerEn.string.uuid() }, { id: fakerEn.string.uuid() }, { id: fakerEn.string.uuid() }])
  })

  for (const format of ['json', 'jsonl', 'csv', 'sql'] as const) {
    it(`${format}: same seed, fields, locale and count give byte-identical output, run after run and chunk size after chunk size`, async () => {
      const a = await text(job({ format }))
      const b = await text(job({ format }))
      expect(b).toBe(a)
      expect(await text(job({ format }), { chunkRows: 7 })).toBe(a)
      expect(await text(job({ format }), { chunkRows: 1 })).toBe(a)
      expect(await text(job({ format, seed: 43 }))).not.toBe(a)
      // The first records do not depend on how many follow.
      if (format === 'jsonl') expect((await text(job({ format, count: 20 }))).split('\n').slice(0, 20)).toEqual(a.split('\n').slice(0, 20))
    })
  }

  it('JSON parses back to the records, each value of its type and in its range', async () => {
    const records = JSON.parse(await text(job())) as Record<string, unknown>[]
    expect(records).toHaveLength(200)
    const dates = new Set<string>()
    for (const r of records) {
      expect(Object.keys(r)).toEqual(FIELDS.map((f) => f.name))
      expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(r.name).toMatch(/\S+ \S+/)
      expect(r.first).toMatch(/^\S+$/)
      expect(r.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/)
      expect(r.phone).toMatch(/^\+1\d{10}$/)
      expect(typeof r.street).toBe('string')
      expect(typeof r.company).toBe('string')
      const t = Date.parse(r.created_at as string)
      expect(r.created_at).toMatch(/^2021-03-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(t).toBeGreaterThanOrEqual(Date.UTC(2021, 2, 1))
      expect(t).toBeLessThanOrEqual(Date.UTC(2021, 2, 31, 23, 59, 59, 999))
      dates.add((r.created_at as string).slice(0, 10))
      expect(r.birthday).toBe('1990-01-01')
      expect(Number.isInteger(r.age)).toBe(true)
      expect(r.age).toBeGreaterThanOrEqual(18)
      expect(r.age).toBeLessThanOrEqual(90)
      expect(r.price).toBeGreaterThanOrEqual(-5)
      expect(r.price).toBeLessThanOrEqual(5)
      expect(Math.round((r.price as number) * 100) / 100).toBe(r.price)
      expect(typeof r.active).toBe('boolean')
      expect((r.bio as string).split(' ')).toHaveLength(4)
      expect(isIPv4(r.ip as string)).toBe(true)
      expect(isIPv6(r.ip6 as string)).toBe(true)
      expect(new URL(r.site as string).protocol).toBe('https:')
      expect(['admin', 'editor', "o'reilly"]).toContain(r.role)
      expect(r.sku).toMatch(/^SKU-[A-Z]{3}-\d{4}$/)
    }
    expect(dates.size).toBeGreaterThan(10) // spread over the month, not one day
    expect(new Set(records.map((r) => r.active)).size).toBe(2)
  })

  it('JSON Lines: a record a line', async () => {
    const lines = (await text(job({ format: 'jsonl', count: 50 }))).split('\n')
    expect(lines.pop()).toBe('')
    expect(lines).toHaveLength(50)
    expect(lines.map((l) => JSON.parse(l))).toEqual(JSON.parse(await text(job({ count: 50 }))))
  })

  it('CSV: papaparse reads back the header and every row', async () => {
    const csv = await text(job({ format: 'csv', count: 120 }))
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.meta.fields).toEqual(FIELDS.map((f) => f.name))
    expect(parsed.data).toHaveLength(120)
    const json = JSON.parse(await text(job({ count: 120 }))) as Record<string, unknown>[]
    expect(parsed.data.map((r) => r.email)).toEqual(json.map((r) => r.email))
    expect(parsed.data.map((r) => r.age)).toEqual(json.map((r) => String(r.age)))
  })

  it('SQL: one INSERT a record, which a SQL grammar accepts; a value with a quote inside survives', async () => {
    const sql = await text(job({ format: 'sql', count: 150, table: 'app.people' }))
    const list = sql.split(/(?<=\);)\n/).filter(Boolean)
    expect(list).toHaveLength(150)
    for (const s of list) expect(s.startsWith('INSERT INTO "app"."people" ("id", "name", "first", "email", ')).toBe(true)
    expect(sql).toContain(`'o''reilly'`)
    expect(sql).toMatch(/, (TRUE|FALSE), /)
    expect(() => formatSql(sql, { language: 'postgresql' })).not.toThrow()
  })

  it('each locale draws from its own data', async () => {
    const person = [toSpec(makeField('f1', 'name', 'person'))]
    const ja = JSON.parse(await text(job({ specs: person, locale: 'ja', count: 20 }))) as { name: string }[]
    expect(ja.every((r) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(r.name))).toBe(true)
    const ru = JSON.parse(await text(job({ specs: person, locale: 'ru', count: 20 }))) as { name: string }[]
    expect(ru.every((r) => /[\u0400-\u04ff]/.test(r.name))).toBe(true)
    const de = await text(job({ specs: person, locale: 'de', count: 20 }))
    expect(de).not.toBe(await text(job({ specs: person, locale: 'en', count: 20 })))
  })

  it('reports progress chunk by chunk, ending at the count', async () => {
    const seen: number[] = []
    await generateText(job({ specs: [toSpec(makeField('f1', 'n', 'boolean'))], count: 2500 }), (p) => seen.push(p.done))
    expect(seen).toEqual([1000, 2000, 2500])
  })

  it('refuses an output past the size limit, with the message', async () => {
    expect(await generateText(job({ count: 5000 }), undefined, { maxChars: 100_000 })).toEqual({ ok: false, message: TOO_LARGE })
  })

  it('gives the output size in UTF-8 bytes', async () => {
    const out = await generateText(job({ locale: 'ja', count: 30 }))
    expect(out.ok && out.bytes).toBe(out.ok && new TextEncoder().encode(out.text).length)
    for (const s of ['', 'abc', 'é', '山田', '😀', '\ud800x']) expect(utf8Length(s), s).toBe(new TextEncoder().encode(s).length)
  })
})
