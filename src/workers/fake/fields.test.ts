import { describe, expect, it } from 'vitest'
import { checkFields, enumValues, FIELD_MESSAGES, fieldProblems, makeField, readDate, toSpec, withType, type Field } from './fields'

const messages = (f: Field) => fieldProblems(f).map((p) => `${p.input}: ${p.message}`)

describe('fake data fields', () => {
  it('a field takes its type’s default options, and keeps id and name when the type changes', () => {
    const f = makeField('f1', 'price', 'number')
    expect(f).toEqual({ id: 'f1', name: 'price', type: 'number', min: '0', max: '1000', decimals: '0' })
    expect(withType(f, 'date')).toEqual({ id: 'f1', name: 'price', type: 'date', from: '2020-01-01', to: '2025-12-31', format: 'datetime' })
    expect(withType(f, 'number')).toBe(f)
  })

  it('names: required, and unique whatever the case', () => {
    expect(messages(makeField('f1', '  ', 'uuid'))).toEqual(['name: Enter a field name'])
    const problems = checkFields([makeField('f1', 'Email', 'email'), makeField('f2', 'email ', 'email'), makeField('f3', 'id', 'uuid')])
    expect(problems.get('f1')).toEqual([{ input: 'name', message: 'Another field is also named "Email"' }])
    expect(problems.get('f2')).toEqual([{ input: 'name', message: 'Another field is also named "email"' }])
    expect(problems.has('f3')).toBe(false)
  })

  it('numbers: numbers, min not above max, whole bounds without decimals, a value that exists', () => {
    const n = (min: string, max: string, decimals = '0') => messages(makeField('f1', 'n', 'number', { min, max, decimals }))
    expect(n('1', '10')).toEqual([])
    expect(n('-2.5', '2.5', '1')).toEqual([])
    expect(n('x', '')).toEqual(['min: Min must be a number', 'max: Max must be a number'])
    expect(n('10', '1')).toEqual(['min: Min must not be greater than max'])
    expect(n('0.5', '3')).toEqual(['min: Min and max must be whole numbers when decimals is 0'])
    expect(n('0.001', '0.002', '2')).toEqual(['decimals: No number with 2 decimals lies between min and max'])
    expect(n('0', '1', '11')).toEqual([`decimals: ${FIELD_MESSAGES.decimals}`])
    expect(n('0', '1e16')).toEqual([`max: ${FIELD_MESSAGES.outOfRange}`])
    expect(n('0', '1e15', '2')).toEqual([`max: ${FIELD_MESSAGES.outOfRange}`])
    expect(toSpec(makeField('f1', ' n ', 'number', { min: ' 1 ', max: '2.5', decimals: '1' }))).toEqual({ name: 'n', kind: 'number', min: 1, max: 2.5, decimals: 1 })
  })

  it('dates: real calendar dates, from not after to; the range covers the whole last day', () => {
    expect(readDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29))
    expect(readDate('2023-02-29')).toBeNull()
    expect(readDate('2024-2-1')).toBeNull()
    expect(messages(makeField('f1', 'd', 'date', { from: '', to: '2023-02-30' }))).toEqual(['from: From must be a date (YYYY-MM-DD)', 'to: To must be a date (YYYY-MM-DD)'])
    expect(messages(makeField('f1', 'd', 'date', { from: '2024-05-02', to: '2024-05-01' }))).toEqual(['from: From must not be after to'])
    expect(toSpec(makeField('f1', 'd', 'date', { from: '2024-05-01', to: '2024-05-01', format: 'date' }))).toEqual({ name: 'd', kind: 'date', from: Date.UTC(2024, 4, 1), to: Date.UTC(2024, 4, 1, 23, 59, 59, 999), dateOnly: true })
  })

  it('lorem words, enum values and regex patterns', () => {
    expect(messages(makeField('f1', 'w', 'lorem', { words: '0' }))).toEqual(['words: Words must be a whole number from 1 to 50'])
    expect(messages(makeField('f1', 'w', 'lorem', { words: '51' }))).toEqual(['words: Words must be a whole number from 1 to 50'])
    expect(enumValues(' a, ,b ,, c d ')).toEqual(['a', 'b', 'c d'])
    expect(messages(makeField('f1', 'e', 'enum', { values: ' , ' }))).toEqual(['values: Enter at least one value (separate values with commas)'])
    expect(messages(makeField('f1', 'r', 'regex', { pattern: '([A-Z]' }))).toEqual(['pattern: Invalid regex: Unterminated group'])
    expect(messages(makeField('f1', 'r', 'regex', { pattern: '(?=x)' }))).toEqual(['pattern: Not supported in a generated string: lookaheads and lookbehinds'])
    expect(toSpec(makeField('f1', 'e', 'enum', { values: 'x, y' }))).toEqual({ name: 'e', kind: 'enum', values: ['x', 'y'] })
  })
})
