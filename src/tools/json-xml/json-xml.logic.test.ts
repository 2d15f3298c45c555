import { describe, expect, it } from 'vitest'
import { jsonToXml, xmlToJson } from '../../workers/convert/xml.impl'
import { DEFAULTS, errorToast, outcomeOf, precheck } from './json-xml.logic'

describe('JSON↔XML screen rules', () => {
  it("raises SPEC's success toasts", () => {
    expect(outcomeOf(jsonToXml({ text: '{"a":1}' }), 'toXml').toast).toEqual({ kind: 'success', text: '✅ Converted JSON to XML successfully!' })
    expect(outcomeOf(xmlToJson({ text: '<a>1</a>' }), 'toJson').toast).toEqual({ kind: 'success', text: '✅ Converted XML to JSON successfully!' })
  })

  it("shows 'Invalid JSON format' / 'Invalid XML format' inline and as '❌ Error: ' toasts, clearing the output", () => {
    const bad = outcomeOf(jsonToXml({ text: '{' }), 'toXml')
    expect(bad.outcome.output).toBe('')
    expect(bad.outcome.error?.message).toBe('Invalid JSON format')
    expect(bad.toast).toEqual({ kind: 'error', text: '❌ Error: Invalid JSON format' })
    expect(outcomeOf(xmlToJson({ text: '<a>' }), 'toJson').toast).toEqual({ kind: 'error', text: "❌ Error: Invalid XML format: Unclosed tag 'a'. (line 1, column 1)" })
    expect(errorToast('x')).toBe('❌ Error: x')
  })

  it('blank input is not converted: a clear error, never a success toast (D31)', () => {
    expect(precheck(DEFAULTS, 'toXml')).toEqual({ outcome: { output: '', error: { message: 'Please enter JSON to convert' }, warnings: [] }, toast: { kind: 'error', text: '❌ Please enter JSON to convert' } })
    expect(precheck({ ...DEFAULTS, xmlInput: ' \n ' }, 'toJson')?.toast).toEqual({ kind: 'error', text: '❌ Please enter XML to convert' })
    // Only the open direction's input counts.
    expect(precheck({ jsonInput: '{"a":1}', xmlInput: '' }, 'toXml')).toBeNull()
    expect(precheck({ jsonInput: '', xmlInput: '<a/>' }, 'toJson')).toBeNull()
  })
})
