import { describe, expect, it } from 'vitest'
import { jsonToXml, xmlToJson } from '../../workers/convert/xml.impl'
import { errorToast, outcomeOf } from './json-xml.logic'

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
    expect(outcomeOf(xmlToJson({ text: '<a>' }), 'toJson').toast).toEqual({ kind: 'error', text: '❌ Error: Invalid XML format' })
    expect(errorToast('x')).toBe('❌ Error: x')
  })
})
