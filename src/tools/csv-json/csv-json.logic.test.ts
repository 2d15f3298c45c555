import { describe, expect, it } from 'vitest'
import { csvToJson, jsonToCsv } from '../../workers/convert/csv.impl'
import { DEFAULTS, outcomeOf, precheck } from './csv-json.logic'
import { mergeWithDefaults } from '../../lib/persistence'

describe('CSV↔JSON screen rules', () => {
  it("raises SPEC's success toasts", () => {
    expect(outcomeOf(csvToJson({ text: 'a\n1', hasHeaders: true }), 'toJson').toast).toEqual({ kind: 'success', text: '✅ Converted CSV to JSON successfully!' })
    expect(outcomeOf(jsonToCsv({ text: '[{"a":1}]' }), 'toCsv').toast).toEqual({ kind: 'success', text: '✅ Converted JSON to CSV successfully!' })
  })

  it("shows SPEC's messages inline and as '❌ Error: ' toasts", () => {
    const notArray = outcomeOf(jsonToCsv({ text: '{"a":1}' }), 'toCsv')
    expect(notArray.outcome).toEqual({ output: '', error: { message: 'JSON must be an array of objects' }, warnings: [] })
    expect(notArray.toast).toEqual({ kind: 'error', text: '❌ Error: JSON must be an array of objects' })
    expect(outcomeOf(jsonToCsv({ text: 'nope' }), 'toCsv').toast.text).toBe('❌ Error: Invalid JSON format or structure')
  })

  it('headers are on by default; a stored non-boolean falls back', () => {
    expect(DEFAULTS.hasHeaders).toBe(true)
    expect(mergeWithDefaults({ csvInput: 'x', hasHeaders: 'no' }, DEFAULTS)).toEqual({ csvInput: 'x', jsonInput: '', hasHeaders: true })
  })

  it('blank input is not converted: a clear error, never a success toast (D31)', () => {
    // The engine itself would answer "[]" for empty CSV, which the screen used to call a success.
    expect(csvToJson({ text: '', hasHeaders: true })).toMatchObject({ ok: true })
    expect(precheck(DEFAULTS, 'toJson')).toEqual({ outcome: { output: '', error: { message: 'Please enter CSV to convert' }, warnings: [] }, toast: { kind: 'error', text: '❌ Please enter CSV to convert' } })
    expect(precheck({ ...DEFAULTS, csvInput: '  \n\t' }, 'toJson')?.toast.text).toBe('❌ Please enter CSV to convert')
    expect(precheck({ ...DEFAULTS, csvInput: 'a,b' }, 'toCsv')?.toast).toEqual({ kind: 'error', text: '❌ Please enter JSON to convert' })
    expect(precheck({ ...DEFAULTS, csvInput: 'a,b' }, 'toJson')).toBeNull()
    expect(precheck({ ...DEFAULTS, jsonInput: '[]' }, 'toCsv')).toBeNull()
  })
})
