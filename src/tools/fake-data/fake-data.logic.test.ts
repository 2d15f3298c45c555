import { describe, expect, it } from 'vitest'
import { makeField, type Field } from '../../workers/fake/fields'
import {
  acceptText,
  addField,
  checkState,
  DEFAULTS,
  downloadName,
  fieldsFromText,
  firstProblem,
  isLive,
  isValid,
  jobKey,
  jobOf,
  MESSAGES,
  moveField,
  nextFieldId,
  readCount,
  removeField,
  splitCsvLine,
  validateState,
  type FakeState,
} from './fake-data.logic'

const valid = (s: unknown) => validateState(s as FakeState, DEFAULTS)
const types = (fields: Field[] | null) => fields?.map((f) => `${f.name}:${f.type}${'part' in f ? `/${f.part}` : ''}${'format' in f ? `/${f.format}` : ''}`)

describe('fake data state', () => {
  it('defaults: a user record, ten of them, JSON, English, random seed; all valid', () => {
    expect(types(DEFAULTS.fields)).toEqual(['id:uuid', 'name:person/full', 'email:email', 'role:enum', 'age:number', 'active:boolean', 'created_at:date/datetime'])
    expect(DEFAULTS).toMatchObject({ count: '10', locale: 'en', format: 'json', table: 'users', seed: '' })
    expect(isValid(checkState(DEFAULTS))).toBe(true)
  })

  it('a stored or shared state is made safe: unknown types dropped, options filled, ids unique, bad values back to defaults', () => {
    const s = valid({
      fields: [
        { id: 'f1', name: 'a', type: 'number', min: 5 },
        { id: 'f1', name: 'b', type: 'person', part: 'middle' },
        { name: 'c', type: 'nope' },
        'junk',
        { name: 7, type: 'date', format: 'date', extra: 'x' },
      ],
      count: 5,
      locale: 'xx',
      format: 'xml',
      table: 'people',
      seed: '12',
    })
    expect(s.fields).toEqual([
      { id: 'f1', name: 'a', type: 'number', min: '0', max: '1000', decimals: '0' },
      { id: 'f2', name: 'b', type: 'person', part: 'full' },
      { id: 'f3', name: '', type: 'date', from: '2020-01-01', to: '2025-12-31', format: 'date' },
    ])
    expect(s).toMatchObject({ count: '10', locale: 'en', format: 'json', table: 'people', seed: '12' })
    expect(valid(s)).toEqual(s) // settled
    expect(valid({ fields: Array.from({ length: 60 }, (_, i) => makeField(`f${i + 1}`, `c${i}`, 'uuid')) }).fields).toHaveLength(50)
  })

  it('checks the count, the table (SQL only), the seed and that there is a field', () => {
    const c = (over: Partial<FakeState>) => checkState({ ...DEFAULTS, ...over })
    expect(c({ count: '0' }).count).toBe('Count must be between 1 and 100,000')
    expect(c({ count: '100001' }).count).toBe(MESSAGES.count)
    expect(c({ count: '1.5' }).count).toBe(MESSAGES.count)
    expect(c({ count: '100,000' }).count).toBeNull()
    expect(readCount(' 1 000 ')).toBe(1000)
    expect(c({ table: '1users' }).table).toBeNull() // not SQL: not used
    expect(c({ format: 'sql', table: '1users' }).table).toBe(MESSAGES.table)
    expect(c({ format: 'sql', table: 'my table' }).table).toBe(MESSAGES.table)
    expect(c({ format: 'sql', table: 'public.users_2024' }).table).toBeNull()
    expect(c({ seed: '-1' }).seed).toBe('Seed must be a whole number from 0 to 4,294,967,295 (empty: random)')
    expect(c({ seed: '4294967296' }).seed).toBe(MESSAGES.seed)
    expect(c({ seed: '4294967295' }).seed).toBeNull()
    expect(c({ fields: [] }).noFields).toBe('Add at least one field')
  })

  it('the first problem names its field, for the toast on Generate', () => {
    const fields = [makeField('f1', 'ok', 'uuid'), makeField('f2', 'n', 'number', { min: '9', max: '1' })]
    const s = { ...DEFAULTS, fields, count: '0' }
    expect(firstProblem(checkState(s), fields)).toBe('Field 2 (n): Min must not be greater than max')
    expect(firstProblem(checkState({ ...DEFAULTS, count: '0' }), DEFAULTS.fields)).toBe(MESSAGES.count)
  })

  it('the job: the typed seed, else the random one; nothing for invalid settings; live up to 1,000', () => {
    const j = jobOf({ ...DEFAULTS, count: '25', seed: ' 7 ' }, 99)!
    expect(j).toMatchObject({ count: 25, seed: 7, locale: 'en', format: 'json', table: '' })
    expect(j.specs.map((s) => s.name)).toEqual(['id', 'name', 'email', 'role', 'age', 'active', 'created_at'])
    expect(jobOf(DEFAULTS, 99)!.seed).toBe(99)
    expect(jobOf({ ...DEFAULTS, format: 'sql', table: ' app.users ' }, 1)!.table).toBe('app.users')
    expect(jobOf({ ...DEFAULTS, count: 'x' }, 1)).toBeNull()
    expect(jobKey(null, DEFAULTS)).not.toBe(jobKey(jobOf(DEFAULTS, 1), DEFAULTS))
    expect(jobKey(jobOf(DEFAULTS, 1), DEFAULTS)).toBe(jobKey(jobOf({ ...DEFAULTS }, 1), DEFAULTS))
    expect(isLive({ ...DEFAULTS, count: '1000' })).toBe(true)
    expect(isLive({ ...DEFAULTS, count: '1001' })).toBe(false)
    expect(isLive({ ...DEFAULTS, count: 'x' })).toBe(false)
  })

  it('adds, moves and removes fields', () => {
    const f = DEFAULTS.fields.slice(0, 3)
    const added = addField(f)
    expect(added[3]).toEqual({ id: 'f4', name: 'field_4', type: 'lorem', words: '3' })
    expect(nextFieldId([{ id: 'f9' }, { id: 'x' }])).toBe('f10')
    expect(moveField(f, 0, 1).map((x) => x.name)).toEqual(['name', 'id', 'email'])
    expect(moveField(f, 2, 1).map((x) => x.name)).toEqual(['id', 'name', 'email'])
    expect(removeField(f, 1).map((x) => x.name)).toEqual(['id', 'email'])
    expect(addField(Array.from({ length: 50 }, (_, i) => makeField(`f${i}`, `c${i}`, 'uuid')))).toHaveLength(50)
  })

  it('names the download after the format (and the table for SQL)', () => {
    expect(downloadName('json', '')).toBe('fake-data.json')
    expect(downloadName('jsonl', '')).toBe('fake-data.jsonl')
    expect(downloadName('csv', '')).toBe('fake-data.csv')
    expect(downloadName('sql', 'app.users')).toBe('app_users.sql')
  })
})

describe('input port: a sample becomes the fields', () => {
  it('a JSON record: keys in order, types from the values', () => {
    const fields = fieldsFromText(
      JSON.stringify({
        id: '7c9e6679-7425-40de-944b-e07dc4f0a3b1',
        email: 'ada@example.com',
        joined: '2024-02-01',
        seen: '2024-02-01T10:20:30Z',
        age: 36,
        balance: -12.75,
        admin: false,
        site: 'https://example.com/x',
        ip: '10.0.0.1',
        bio: 'likes long walks',
        phone_number: '+44 20 7946 0958',
        first_name: 'Ada',
        tags: ['x'],
      }),
    )
    expect(types(fields)).toEqual([
      'id:uuid', 'email:email', 'joined:date/date', 'seen:date/datetime', 'age:number', 'balance:number', 'admin:boolean',
      'site:url', 'ip:ip', 'bio:lorem', 'phone_number:phone', 'first_name:person/first', 'tags:lorem',
    ])
    expect(fields![4]).toEqual({ id: 'f5', name: 'age', type: 'number', min: '0', max: '100', decimals: '0' })
    expect(fields![5]).toEqual({ id: 'f6', name: 'balance', type: 'number', min: '-100', max: '100', decimals: '2' })
    expect(fields![9]).toEqual({ id: 'f10', name: 'bio', type: 'lorem', words: '3' })
  })

  it('an array of records: the first record', () => {
    expect(types(fieldsFromText('[{"name": "Ada", "city": "London"}, {"x": 1}]'))).toEqual(['name:person/full', 'city:address/city'])
  })

  it('a CSV header, typed from the first row when there is one, else from the names', () => {
    expect(types(fieldsFromText('user_id,email,created_at,zip,company_name,is_active,notes'))).toEqual([
      'user_id:uuid', 'email:email', 'created_at:date/datetime', 'zip:address/zip', 'company_name:company', 'is_active:boolean', 'notes:lorem',
    ])
    expect(types(fieldsFromText('id;score;"Full, name"\n1;4.5;Ada Lovelace'))).toEqual(['id:uuid', 'score:number', 'Full, name:person/full'])
    expect(splitCsvLine('a,"b ""c""",d', ',')).toEqual(['a', 'b "c"', 'd'])
  })

  it('a text that describes no fields leaves the tool as it was', () => {
    const s = { ...DEFAULTS, count: '50' }
    for (const text of ['', '   ', '{"a": ', '[1, 2]', '{}', 'a,,b', 'x,X']) expect(acceptText(s, text), text).toBe(s)
    expect(acceptText(s, '{"a": 1}')).toEqual({ ...s, fields: [{ id: 'f1', name: 'a', type: 'number', min: '0', max: '10', decimals: '0' }] })
  })
})
