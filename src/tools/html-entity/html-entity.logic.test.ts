import { describe, expect, it } from 'vitest'
import { htmlDecode, htmlEncode, ENCODE_MAP } from '../../workers/convert/text.impl'
import { ENTITY_TABLE, outcomeOf, precheck } from './html-entity.logic'

describe('HTML entity screen rules', () => {
  it('lists exactly the six characters the encoder handles', () => {
    expect(Object.fromEntries(ENTITY_TABLE.map((e) => [e.char, e.entity]))).toEqual(ENCODE_MAP)
    // Each entity in the table decodes back to its character.
    for (const e of ENTITY_TABLE) expect(htmlDecode({ text: e.entity })).toEqual({ ok: true, output: e.char })
  })

  it("raises SPEC's toasts", () => {
    expect(outcomeOf(htmlEncode({ text: '<b>' }), 'encode')).toEqual({ output: '&lt;b&gt;', error: null, toast: { kind: 'success', text: '✅ HTML entities encoded successfully!' } })
    expect(outcomeOf(htmlDecode({ text: '&lt;b&gt;' }), 'decode').toast).toEqual({ kind: 'success', text: '✅ HTML entities decoded successfully!' })
    expect(outcomeOf({ ok: false }, 'encode')).toEqual({ output: '', error: 'Error encoding HTML entities', toast: { kind: 'error', text: '❌ Error encoding HTML entities' } })
    expect(outcomeOf({ ok: false }, 'decode').toast.text).toBe('❌ Error decoding HTML entities')
  })

  it('empty input is not encoded or decoded: a clear error, never a success toast (D31)', () => {
    expect(precheck('', 'encode')).toEqual({ output: '', error: 'Please enter text to encode', toast: { kind: 'error', text: '❌ Please enter text to encode' } })
    expect(precheck('', 'decode')?.toast).toEqual({ kind: 'error', text: '❌ Please enter text to decode' })
    expect(precheck(' ', 'encode')).toBeNull()
    expect(precheck('&eacute;', 'decode')).toBeNull()
  })

  it('decodes named entities beyond the six it encodes, and says so only when it did', () => {
    expect(outcomeOf(htmlDecode({ text: '&eacute; &copy; &hellip;' }), 'decode')).toEqual({ output: 'é © …', error: null, toast: { kind: 'success', text: '✅ HTML entities decoded successfully!' } })
  })
})
