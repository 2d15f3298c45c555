import { describe, expect, it } from 'vitest'
import { urlCodec } from '../../workers/convert/text.impl'
import { ACTIONS, outcomeOf } from './url-encode.logic'

describe('URL encoder screen rules', () => {
  it('offers the three actions of SPEC in order', () => {
    expect(ACTIONS.map((a) => a.label)).toEqual(['Encode Component', 'Encode URI', 'Decode'])
  })

  it("raises SPEC's success toasts", () => {
    expect(outcomeOf(urlCodec({ text: 'a b', mode: 'component' }), 'component')).toEqual({ output: 'a%20b', error: null, toast: { kind: 'success', text: '✅ URL encoded successfully!' } })
    expect(outcomeOf(urlCodec({ text: 'a b', mode: 'uri' }), 'uri').toast.text).toBe('✅ URI encoded successfully!')
    expect(outcomeOf(urlCodec({ text: 'a%20b', mode: 'decode' }), 'decode')).toEqual({ output: 'a b', error: null, toast: { kind: 'success', text: '✅ URL decoded successfully!' } })
  })

  it("raises SPEC's error toasts and shows the reason inline", () => {
    expect(outcomeOf(urlCodec({ text: '%zz', mode: 'decode' }), 'decode')).toEqual({
      output: '',
      error: 'Error decoding URL - invalid format',
      toast: { kind: 'error', text: '❌ Error decoding URL - invalid format' },
    })
    expect(outcomeOf(urlCodec({ text: '\udc00', mode: 'component' }), 'component').toast.text).toBe('❌ Error encoding URL')
    expect(outcomeOf(urlCodec({ text: '\udc00', mode: 'uri' }), 'uri').toast.text).toBe('❌ Error encoding URI')
  })
})
