import { describe, expect, it } from 'vitest'
import { prettifyXml } from '../../workers/format/xml.impl'
import { INDENT, SCREEN_ERROR, xmlOutcome } from './xml-formatter.logic'

describe('XML prettifier screen rules', () => {
  it("shows 'Invalid XML' and clears the output on failure", () => {
    expect(SCREEN_ERROR).toBe('Invalid XML')
    expect(xmlOutcome(prettifyXml({ text: '<a><b></a>' }))).toMatchObject({ output: '', error: 'Invalid XML' })
    expect(xmlOutcome(prettifyXml({ text: '<a/><b/>' }))).toMatchObject({ output: '', error: 'Invalid XML' })
  })
  it('sets the output with a 4-space indent and clears the error on success', () => {
    expect(INDENT).toBe(4)
    expect(xmlOutcome(prettifyXml({ text: '<a><b>x</b></a>', indent: INDENT }))).toEqual({ output: '<a>\n    <b>x</b>\n</a>', error: null, detail: null })
  })
})
