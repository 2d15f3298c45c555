import { describe, expect, it } from 'vitest'
import { csvToJson, jsonToCsv } from '../../workers/convert/csv.impl'
import { csvJob, DEFAULTS, FLATTEN_LABEL, INFER_LABEL, jsonJob, outcomeOf, precheck } from './csv-json.logic'
import { csvJsonShare } from './csv-json.state'
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
    expect(mergeWithDefaults({ csvInput: 'x', hasHeaders: 'no' }, DEFAULTS)).toEqual({ csvInput: 'x', jsonInput: '', hasHeaders: true, inferTypes: false, flatten: false })
  })

  it('type detection and flattening are off by default (SPEC); an older entry without them gets them off', () => {
    expect(DEFAULTS).toMatchObject({ inferTypes: false, flatten: false })
    expect(INFER_LABEL).toBe('Detect numbers and booleans')
    expect(FLATTEN_LABEL).toBe('Flatten nested objects (a.b columns)')
    expect(mergeWithDefaults({ csvInput: 'a', jsonInput: 'b', hasHeaders: false }, DEFAULTS)).toEqual({ csvInput: 'a', jsonInput: 'b', hasHeaders: false, inferTypes: false, flatten: false })
    expect(mergeWithDefaults({ inferTypes: 'yes', flatten: 1 }, DEFAULTS)).toMatchObject({ inferTypes: false, flatten: false })
  })

  it('each direction sends its own options to the engine, and the result follows them', () => {
    const s = { ...DEFAULTS, csvInput: 'n,ok\n7,true', jsonInput: '[{"a":{"b":1}}]', inferTypes: true, flatten: true }
    expect(csvJob(s)).toEqual({ text: 'n,ok\n7,true', hasHeaders: true, inferTypes: true })
    expect(jsonJob(s)).toEqual({ text: '[{"a":{"b":1}}]', flatten: true })
    expect(outcomeOf(csvToJson(csvJob(s)), 'toJson').outcome.output).toBe('[\n  {\n    "n": 7,\n    "ok": true\n  }\n]')
    expect(outcomeOf(jsonToCsv(jsonJob(s)), 'toCsv').outcome.output).toBe('a.b\n1')
    expect(outcomeOf(jsonToCsv(jsonJob({ ...s, flatten: false })), 'toCsv').outcome.output).toBe('a\n"{""b"":1}"')
  })

  it('a Share link carries both options with the inputs', () => {
    const s = { ...DEFAULTS, csvInput: 'c', jsonInput: 'j', inferTypes: true, flatten: true }
    expect(csvJsonShare.pick(s, { credentials: false })).toEqual({ csvInput: 'c', jsonInput: 'j', hasHeaders: true, inferTypes: true, flatten: true })
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
