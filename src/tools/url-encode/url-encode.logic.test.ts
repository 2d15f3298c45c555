import { describe, expect, it } from 'vitest'
import { urlCodec } from '../../workers/convert/text.impl'
import { ACTIONS, outcomeOf, precheck } from './url-encode.logic'

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

  it('empty input is not encoded or decoded: a clear error, never a success toast (D31)', () => {
    expect(precheck('', 'decode')).toEqual({ output: '', error: 'Please enter text to decode', toast: { kind: 'error', text: '❌ Please enter text to decode' } })
    expect(precheck('', 'component')?.toast).toEqual({ kind: 'error', text: '❌ Please enter text to encode' })
    expect(precheck('', 'uri')?.toast).toEqual({ kind: 'error', text: '❌ Please enter a URL to encode' })
    // A space is text: it encodes to %20.
    expect(precheck(' ', 'component')).toBeNull()
    expect(precheck('a%20b', 'decode')).toBeNull()
  })
})
