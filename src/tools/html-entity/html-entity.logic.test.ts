import { describe, expect, it } from 'vitest'
import { htmlDecode, htmlEncode, ENCODE_MAP } from '../../workers/convert/text.impl'
import { ENTITY_TABLE, outcomeOf } from './html-entity.logic'

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
})
